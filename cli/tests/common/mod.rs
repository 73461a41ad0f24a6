//! Running the `ply` binary from the integration tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `ply` with `args`, `input` on its standard input, and waits for it.
pub fn ply_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the ply binary runs");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("input written");
    child.wait_with_output().expect("ply finishes")
}

/// What `ply` printed on standard output.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}
