//! The parts of the `ply` command that other programs drive as a library: the UCI session, which
//! the fuzzer feeds arbitrary bytes.

pub mod uci;
