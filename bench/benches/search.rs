//! Search speed: nodes per second of Ply's engine from the start position and two middlegames,
//! single-threaded. `cargo bench -p ply-bench --bench search` searches each for a fixed time
//! (`PLY_BENCH_SECONDS`, 5 by default); with `PLY_BENCH_DEPTH=N` it searches each to depth N, so
//! that a change meant only for speed can be shown to search the same tree: the same nodes and the
//! same move.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ply_core::engine::{Limits, Searcher};
use ply_core::rules::Position;

const POSITIONS: [(&str, &str); 3] = [
    ("start position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    ("middlegame", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1QBPPP/R3K2R w KQ - 0 9"),
    ("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
];

/// A positive whole number from the environment variable `name`, if it holds one.
fn from_env(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).filter(|&n| n > 0)
}

fn main() {
    let depth = from_env("PLY_BENCH_DEPTH").and_then(|d| u32::try_from(d).ok());
    let seconds = from_env("PLY_BENCH_SECONDS").unwrap_or(5);
    let limits = match depth {
        Some(depth) => {
            println!("search, single thread, depth {depth} per position, 16 MB table");
            Limits::depth(depth)
        }
        None => {
            println!("search, single thread, {seconds} s per position, 16 MB table");
            Limits::move_time(Duration::from_secs(seconds))
        }
    };
    for (name, fen) in POSITIONS {
        let position = Position::from_fen(fen).expect("valid FEN");
        let mut searcher = Searcher::new(16);
        let mut depth = 0;
        let started = Instant::now();
        let result = searcher.search(&[position], &limits, &AtomicBool::new(false), |info| depth = info.depth);
        let seconds = started.elapsed().as_secs_f64();
        let best = result.best_move.map_or_else(|| "none".to_string(), |mv| position.to_uci(mv, false));
        println!(
            "{name:>15}: depth {depth:2}, {:>10} nodes in {seconds:5.2} s = {:6.3} million nodes per second, {best}",
            result.nodes,
            result.nodes as f64 / seconds.max(1e-9) / 1e6
        );
    }
}
