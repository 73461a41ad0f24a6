//! Search speed: nodes per second of Ply's engine from the start position and a middlegame,
//! single-threaded, for a fixed time each. `cargo bench -p ply-bench --bench search`.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ply_core::engine::{Limits, Searcher};
use ply_core::rules::Position;

const POSITIONS: [(&str, &str); 3] = [
    ("start position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    ("middlegame", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1QBPPP/R3K2R w KQ - 0 9"),
    ("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
];

fn main() {
    let seconds: u64 = std::env::var("PLY_BENCH_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(5);
    println!("search, single thread, {seconds} s per position, 16 MB table");
    for (name, fen) in POSITIONS {
        let position = Position::from_fen(fen).expect("valid FEN");
        let mut searcher = Searcher::new(16);
        let mut last = None;
        let limits = Limits::move_time(Duration::from_secs(seconds));
        searcher.search(&[position], &limits, &AtomicBool::new(false), |info| last = Some(info.clone()));
        if let Some(info) = last {
            let nps = info.nodes as f64 / info.time.as_secs_f64().max(1e-9);
            println!(
                "{name:>15}: depth {:2}, {:>10} nodes in {:5.2} s = {:6.2} million nodes per second",
                info.depth,
                info.nodes,
                info.time.as_secs_f64(),
                nps / 1e6
            );
        }
    }
}
