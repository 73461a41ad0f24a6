//! A game session driven by any bytes: they decode as a script of the calls the shells make
//! (`ply_ffi::state_machine`), played on the bindings' `GameSession` with every invariant checked
//! after every step. A violated invariant panics, which libFuzzer reports as a crash.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use ply_ffi::state_machine::{Script, run};

fuzz_target!(|data: &[u8]| {
    let Ok(script) = Script::arbitrary_take_rest(Unstructured::new(data)) else { return };
    if let Err(failure) = run(&script) {
        panic!("{failure}\n{script:#?}");
    }
});
