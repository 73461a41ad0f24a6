//! The UCI loop as a chess GUI, or a broken one, drives it: any stream of lines. Searches and
//! perft are kept small so one input runs in milliseconds: every `go` gets a node budget and
//! at most a few run, `go perft` goes at most two plies deep, and `Hash` and `Threads` stay low.
//! Everything else reaches the session as written.
#![no_main]

use std::io::{self, Write};
use std::sync::{Arc, Mutex, PoisonError};

use libfuzzer_sys::fuzz_target;

/// The searches one input may start; the rest of its `go` lines are dropped.
const MAX_SEARCHES: usize = 4;

/// Everything the session printed, to read back once it has finished.
#[derive(Clone, Default)]
struct Printed(Arc<Mutex<Vec<u8>>>);

impl Write for Printed {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// `line` with its search, perft and option sizes bounded, or `None` to drop it.
fn bounded(line: &str, searches: &mut usize) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.first().copied() {
        Some("go") => {
            if let Some(at) = words.iter().position(|word| *word == "perft") {
                let depth = words.get(at + 1).and_then(|depth| depth.parse::<u32>().ok());
                return Some(if depth.is_some_and(|depth| depth > 2) {
                    "go perft 2".to_owned()
                } else {
                    line.to_owned()
                });
            }
            *searches += 1;
            (*searches <= MAX_SEARCHES).then(|| format!("{line} nodes 3000 depth 4"))
        }
        Some("setoption")
            if words.iter().any(|word| word.eq_ignore_ascii_case("hash") || word.eq_ignore_ascii_case("threads")) =>
        {
            let small =
                |word: &str| if word.parse::<u64>().is_ok_and(|n| n > 2) { "2".to_owned() } else { word.to_owned() };
            Some(words.iter().map(|word| small(word)).collect::<Vec<_>>().join(" "))
        }
        _ => Some(line.to_owned()),
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut searches = 0;
    let input: String =
        text.split('\n').filter_map(|line| bounded(line, &mut searches)).map(|line| line + "\n").collect();
    let printed = Printed::default();
    ply_cli::uci::serve(input.as_bytes(), printed.clone()).expect("a session in memory cannot fail to print");
    let output = printed.0.lock().unwrap_or_else(PoisonError::into_inner).clone();
    let output = String::from_utf8(output).expect("the session prints UTF-8");
    let bestmoves = output.lines().filter(|line| line.starts_with("bestmove ")).count();
    assert!(bestmoves <= searches.min(MAX_SEARCHES), "{bestmoves} bestmoves for {searches} searches:\n{output}");
});
