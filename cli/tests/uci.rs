//! `ply uci` as a chess GUI drives it: lines in on standard input, lines out on standard output.
//! Every read has a timeout, so a silent engine fails the test instead of hanging it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use ply_core::rules::Position;

/// Long enough for any answer here on a busy machine; only a broken engine waits this long.
const PATIENCE: Duration = Duration::from_secs(20);

/// A running `ply uci` and the lines it has printed so far.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ply"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("ply uci starts");
        let stdout = child.stdout.take().expect("a piped standard output");
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine { child, stdin, lines, seen: Vec::new() }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("standard input still open");
        writeln!(stdin, "{line}").and_then(|()| stdin.flush()).expect("the engine reads its input");
    }

    /// Closes standard input, as a GUI that goes away does.
    fn close_input(&mut self) {
        self.stdin = None;
    }

    /// The lines printed from now up to and including the first that `wanted` accepts.
    fn read_until(&mut self, wanted: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    let done = wanted(&line);
                    lines.push(line);
                    if done {
                        return lines;
                    }
                }
                Err(RecvTimeoutError::Timeout) => panic!("no wanted line within {PATIENCE:?}; saw {:#?}", self.seen),
                Err(RecvTimeoutError::Disconnected) => panic!("the engine ended its output; saw {:#?}", self.seen),
            }
        }
    }

    /// The lines up to the next `bestmove`, and the move it names.
    fn search(&mut self) -> (Vec<String>, String) {
        let lines = self.read_until(|line| line.starts_with("bestmove "));
        let best = lines.last().and_then(|line| line.split_whitespace().nth(1)).unwrap_or_default().to_owned();
        (lines, best)
    }

    /// The lines printed so far and not yet read.
    fn pending(&mut self) -> Vec<String> {
        let lines: Vec<String> = self.lines.try_iter().collect();
        self.seen.extend(lines.iter().cloned());
        lines
    }

    /// The total of `go perft DEPTH` in the current position.
    fn perft(&mut self, depth: u32) -> u64 {
        self.send(&format!("go perft {depth}"));
        let lines = self.read_until(|line| line.starts_with("Nodes searched: "));
        let last = lines.last().map(String::as_str).unwrap_or_default();
        last.trim_start_matches("Nodes searched: ").parse().expect("a node count")
    }

    /// Waits for the process to end by itself.
    fn exit_status(&mut self) -> ExitStatus {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().expect("the process can be waited on") {
                return status;
            }
            assert!(Instant::now() < deadline, "the engine did not exit; saw {:#?}", self.seen);
            thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn the_handshake_names_ply_and_lists_the_options_before_uciok() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.read_until(|line| line == "uciok");
    assert!(lines[0].starts_with("id name Ply "), "{lines:#?}");
    assert!(lines.contains(&"id author The Ply developers".to_owned()));
    let options: Vec<&String> = lines.iter().filter(|line| line.starts_with("option name ")).collect();
    assert_eq!(
        options,
        [
            "option name Hash type spin default 16 min 1 max 1024",
            "option name Level type combo default Expert var Beginner var Easy var Normal var Hard var Expert",
            "option name Threads type spin default 1 min 1 max 16",
            "option name UCI_Chess960 type check default false",
        ]
    );
}

#[test]
fn isready_is_answered_with_readyok() {
    let mut engine = Engine::start();
    engine.send("isready");
    assert_eq!(engine.read_until(|line| line == "readyok"), ["readyok"]);
}

#[test]
fn a_depth_5_search_reports_each_depth_and_a_legal_bestmove() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go depth 5");
    let (lines, best) = engine.search();
    let infos: Vec<&String> = lines.iter().filter(|line| line.starts_with("info depth ")).collect();
    assert!(infos.iter().any(|line| line.starts_with("info depth 5 ")), "{lines:#?}");
    for info in &infos {
        for field in [" seldepth ", " score ", " nodes ", " nps ", " time ", " hashfull ", " pv "] {
            assert!(info.contains(field), "{field} missing from {info}");
        }
    }
    let position = Position::new().after(Position::new().parse_uci("e2e4").unwrap());
    let position = position.after(position.parse_uci("e7e5").unwrap());
    assert!(position.parse_uci(&best).is_ok(), "bestmove {best} is not legal");
}

#[test]
fn go_perft_3_prints_a_line_per_root_move_and_8902_nodes() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send("go perft 3");
    let lines = engine.read_until(|line| line.starts_with("Nodes searched: "));
    assert_eq!(lines.len(), 22, "{lines:#?}");
    assert!(lines.contains(&"e2e4: 600".to_owned()) && lines.contains(&"g1f3: 440".to_owned()));
    assert_eq!(lines[20], "");
    assert_eq!(lines[21], "Nodes searched: 8902");
}

#[test]
fn stop_ends_an_infinite_search_with_a_prompt_bestmove() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send("go infinite");
    engine.send("isready");
    let lines = engine.read_until(|line| line == "readyok");
    thread::sleep(Duration::from_millis(200));
    let lines = [lines, engine.pending()].concat();
    assert!(!lines.iter().any(|line| line.starts_with("bestmove")), "bestmove before stop: {lines:#?}");
    let asked = Instant::now();
    engine.send("stop");
    let (_, best) = engine.search();
    assert!(asked.elapsed() < Duration::from_millis(500), "bestmove took {:?}", asked.elapsed());
    assert!(Position::new().parse_uci(&best).is_ok(), "{best}");
}

#[test]
fn a_new_go_during_a_search_first_ends_it_with_its_bestmove() {
    let mut engine = Engine::start();
    engine.send("go infinite");
    engine.send("go depth 2");
    engine.search();
    let (lines, _) = engine.search();
    assert!(lines.iter().any(|line| line.starts_with("info depth 2 ")), "{lines:#?}");
}

#[test]
fn a_bad_position_is_reported_and_the_previous_position_stays() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4 e7e5");
    assert_eq!(engine.perft(1), 29);
    engine.send("position fen garbage");
    let report = engine.read_until(|line| line.starts_with("info string "));
    assert!(report[0].contains("FEN"), "{report:#?}");
    assert_eq!(engine.perft(1), 29);
    engine.send("position startpos moves e2e4 e7e5 e1e3");
    let report = engine.read_until(|line| line.starts_with("info string "));
    assert!(report[0].contains("e1e3"), "{report:#?}");
    assert_eq!(engine.perft(1), 29);
}

#[test]
fn bad_and_unknown_options_are_reported_and_change_nothing() {
    let mut engine = Engine::start();
    engine.send("setoption name Hash value -5");
    assert!(engine.read_until(|line| line.starts_with("info string "))[0].contains("Hash"));
    engine.send("setoption name Threads value 0");
    assert!(engine.read_until(|line| line.starts_with("info string "))[0].contains("Threads"));
    engine.send("setoption name Ponder value true");
    assert!(engine.read_until(|line| line.starts_with("info string "))[0].contains("Ponder"));
    engine.send("setoption name Hash value 1");
    engine.send("go depth 3");
    let (_, best) = engine.search();
    assert!(Position::new().parse_uci(&best).is_ok(), "{best}");
}

#[test]
fn a_weak_level_still_plays_a_legal_move() {
    let mut engine = Engine::start();
    engine.send("setoption name Level value Beginner");
    engine.send("position startpos moves d2d4");
    engine.send("go movetime 100");
    let (_, best) = engine.search();
    let position = Position::new().after(Position::new().parse_uci("d2d4").unwrap());
    assert!(position.parse_uci(&best).is_ok(), "{best}");
}

#[test]
fn uci_chess960_writes_castling_as_king_takes_rook_both_ways() {
    // The king on g1 castles short without moving, and long onto c1.
    let fen = "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1";
    let mut engine = Engine::start();
    engine.send(&format!("position fen {fen}"));
    engine.send("go perft 1");
    let lines = engine.read_until(|line| line.starts_with("Nodes searched: "));
    assert!(lines.contains(&"g1c1: 1".to_owned()), "{lines:#?}");
    engine.send("setoption name UCI_Chess960 value true");
    engine.send("go perft 1");
    let lines = engine.read_until(|line| line.starts_with("Nodes searched: "));
    assert!(lines.contains(&"g1h1: 1".to_owned()) && lines.contains(&"g1b1: 1".to_owned()), "{lines:#?}");
    engine.send(&format!("position fen {fen} moves g1h1"));
    engine.send("isready");
    let lines = engine.read_until(|line| line == "readyok");
    assert_eq!(lines, ["readyok"], "castling as king-takes-rook is read");
}

#[test]
fn a_one_second_clock_gets_a_move_well_within_it() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e4");
    engine.send("isready");
    engine.read_until(|line| line == "readyok");
    let asked = Instant::now();
    engine.send("go wtime 1000 btime 1000");
    let (_, best) = engine.search();
    assert!(asked.elapsed() < Duration::from_millis(600), "took {:?}", asked.elapsed());
    assert!(!best.is_empty() && best != "0000");
}

#[test]
fn a_mate_in_one_is_scored_as_mate_1() {
    let mut engine = Engine::start();
    engine.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    engine.send("go depth 4");
    let (lines, best) = engine.search();
    assert!(lines.iter().any(|line| line.contains(" score mate 1 ")), "{lines:#?}");
    assert_eq!(best, "a1a8");
}

#[test]
fn quit_during_a_search_exits_cleanly() {
    let mut engine = Engine::start();
    engine.send("go infinite");
    engine.send("quit");
    assert!(engine.exit_status().success());
}

#[test]
fn the_end_of_input_ends_the_session_once_the_search_is_done() {
    let mut engine = Engine::start();
    engine.send("position startpos");
    engine.send("go depth 4");
    engine.close_input();
    let (lines, _) = engine.search();
    assert!(lines.iter().any(|line| line.starts_with("info depth 4 ")), "{lines:#?}");
    assert!(engine.exit_status().success());
}
