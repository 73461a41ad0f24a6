//! Perft speed of Ply beside cozy-chess and shakmaty, single-threaded, in one run.
//!
//! `cargo bench -p ply-bench` runs every library on the same positions in interleaved rounds (so
//! that a noisy neighbour slows all of them alike) and prints the median nodes per second of each,
//! with and without bulk counting at the leaves, and Ply's ratio to the faster of the other two.
//! `PLY_BENCH_ROUNDS` sets the number of rounds (default 5).

use std::time::Instant;

use shakmaty::Position as _;

struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
}

const CASES: [Case; 2] = [
    Case { name: "start position", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 6 },
    Case { name: "Kiwipete", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 5 },
];

#[derive(Clone, Copy, PartialEq)]
enum Library {
    Ply,
    Cozy,
    Shakmaty,
}

impl Library {
    const ALL: [Library; 3] = [Library::Ply, Library::Cozy, Library::Shakmaty];

    fn name(self) -> &'static str {
        match self {
            Library::Ply => "ply",
            Library::Cozy => "cozy-chess",
            Library::Shakmaty => "shakmaty",
        }
    }
}

fn cozy_perft(board: &cozy_chess::Board, depth: u32, bulk: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    if bulk && depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy_perft(&child, depth - 1, bulk);
        }
        false
    });
    nodes
}

fn shakmaty_perft(position: &shakmaty::Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    position
        .legal_moves()
        .iter()
        .map(|mv| {
            let mut child = position.clone();
            child.play_unchecked(*mv);
            shakmaty_perft(&child, depth - 1)
        })
        .sum()
}

/// Runs one library's perft once; returns the node count and the seconds it took.
fn run(library: Library, case: &Case, bulk: bool) -> (u64, f64) {
    let start = Instant::now();
    let nodes = match library {
        Library::Ply => {
            let position = ply_core::rules::Position::from_fen(case.fen).expect("valid FEN");
            if bulk {
                ply_core::rules::perft(&position, case.depth)
            } else {
                ply_core::rules::perft_without_bulk_counting(&position, case.depth)
            }
        }
        Library::Cozy => {
            let board = cozy_chess::Board::from_fen(case.fen, false).expect("valid FEN");
            cozy_perft(&board, case.depth, bulk)
        }
        Library::Shakmaty => {
            let fen = shakmaty::fen::Fen::from_ascii(case.fen.as_bytes()).expect("valid FEN");
            let position: shakmaty::Chess = fen.into_position(shakmaty::CastlingMode::Standard).expect("legal");
            if bulk { shakmaty::perft(&position, case.depth) } else { shakmaty_perft(&position, case.depth) }
        }
    };
    (nodes, start.elapsed().as_secs_f64())
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() {
    let rounds: usize = std::env::var("PLY_BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(5).max(1);
    println!("perft, single thread, median of {rounds} interleaved rounds (million nodes per second)");
    for case in &CASES {
        for bulk in [true, false] {
            let mut rates: Vec<Vec<f64>> = vec![Vec::new(); Library::ALL.len()];
            let mut counts = [0u64; 3];
            for _ in 0..rounds {
                for (i, library) in Library::ALL.into_iter().enumerate() {
                    let (nodes, seconds) = run(library, case, bulk);
                    counts[i] = nodes;
                    rates[i].push(nodes as f64 / seconds / 1e6);
                }
            }
            assert!(counts.iter().all(|&c| c == counts[0]), "the libraries disagree on {}: {counts:?}", case.name);
            let medians: Vec<f64> = rates.iter_mut().map(|r| median(r)).collect();
            let best_other = medians[1].max(medians[2]);
            let mode = if bulk { "bulk" } else { "no bulk" };
            print!("{:>15} depth {} {:>8}:", case.name, case.depth, mode);
            for (library, rate) in Library::ALL.iter().zip(&medians) {
                print!("  {} {:7.1}", library.name(), rate);
            }
            println!("  | ply / best other = {:.2}", medians[0] / best_other);
        }
    }
}
