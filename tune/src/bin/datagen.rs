//! Plays fast self-play games to their end and writes their quiet positions with the game's
//! result, for fitting the evaluation: `cargo run --release -p ply-tune --bin datagen -- OUT GAMES
//! [THREADS] [NODES] [SEED]`. Each line is a FEN, ` | `, White's score (1, 0.5 or 0), ` | ` and
//! the search's score of the position in centipawns from White's side, held within ±`SCORE_CAP`
//! so that mate scores read as won rather than as huge numbers. Games are not cut short once
//! decided: until seed 202 they were (a score beyond 1,500 for four plies ended the game and such
//! positions were left out), so the network never saw a won ending and every longer fit pulled
//! king and queen against king towards a draw. Each game's lines are
//! written at once when it ends, so the generator can be stopped at any time without leaving half
//! a game or half a line.

use std::fs::File;
use std::io::Write;
use std::sync::atomic::AtomicBool;

use ply_core::engine::{Limits, Searcher};
use ply_core::rules::{Color, Position};

/// Random plies played before the engine takes over, for variety.
const RANDOM_PLIES: usize = 8;
/// Scores are written held within this many centipawns either way.
const SCORE_CAP: i32 = 3000;
/// Games still going after this many plies are called drawn.
const MAX_PLIES: usize = 400;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(default);
    let out = args.first().cloned().unwrap_or_else(|| "target/tune/data.txt".to_owned());
    let games = arg(1, 1000);
    let threads = arg(2, 1).max(1);
    let nodes = arg(3, 5000);
    let seed = arg(4, 1);
    let handles: Vec<_> = (0..threads)
        .map(|thread| {
            let path = format!("{out}.{thread}");
            std::thread::spawn(move || {
                let mut file = File::create(&path).expect("the output file can be created");
                let mut searcher = Searcher::new(8);
                let mut rng = fastrand::Rng::with_seed(seed * 1000 + thread);
                let mut written = 0;
                for game in 0..games / threads {
                    searcher.clear();
                    let lines = play(&mut searcher, &mut rng, nodes);
                    written += lines.len();
                    let text: String = lines.into_iter().map(|line| line + "\n").collect();
                    file.write_all(text.as_bytes()).expect("the output file can be written");
                    if game % 100 == 99 {
                        eprintln!("thread {thread}: {} games, {written} positions", game + 1);
                    }
                }
            })
        })
        .collect();
    for handle in handles {
        handle.join().expect("a generator thread finished");
    }
}

/// Plays one game and returns its quiet positions as data lines.
fn play(searcher: &mut Searcher, rng: &mut fastrand::Rng, nodes: u64) -> Vec<String> {
    let stop = AtomicBool::new(false);
    let mut positions = vec![Position::new()];
    for _ in 0..RANDOM_PLIES {
        let position = *positions.last().expect("the game has a position");
        let moves = position.legal_moves();
        if moves.is_empty() {
            return Vec::new();
        }
        positions.push(position.after(moves[rng.usize(0..moves.len())]));
    }
    let mut fens = Vec::new();
    let white_score = loop {
        let position = *positions.last().expect("the game has a position");
        if !position.has_legal_moves() {
            break if position.is_check() { winner_score(!position.turn()) } else { 0.5 };
        }
        if position.halfmove_clock() >= 100 || position.has_insufficient_material() || repeated(&positions) {
            break 0.5;
        }
        if positions.len() > MAX_PLIES {
            break 0.5;
        }
        let result = searcher.search(&positions, &Limits::nodes(nodes), &stop, |_| {});
        let Some(best) = result.best_move else { break 0.5 };
        let quiet = !position.is_check() && !position.is_capture(best) && best.promotion.is_none();
        if quiet && positions.len() > RANDOM_PLIES + 8 {
            let score = result.score.clamp(-SCORE_CAP, SCORE_CAP);
            let white_eval = if position.turn() == Color::White { score } else { -score };
            fens.push((position.fen(), white_eval));
        }
        positions.push(position.after(best));
    };
    fens.into_iter().map(|(fen, eval)| format!("{fen} | {white_score} | {eval}")).collect()
}

fn winner_score(winner: Color) -> f64 {
    if winner == Color::White { 1.0 } else { 0.0 }
}

/// Whether the last position has occurred twice before (threefold repetition).
fn repeated(positions: &[Position]) -> bool {
    let Some(last) = positions.last() else { return false };
    positions.iter().rev().skip(1).filter(|p| p.is_repetition_of(last)).count() >= 2
}
