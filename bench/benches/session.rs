//! The cost of a tap and of building a `BoardView` in the core, without the bindings.
//! `cargo bench -p ply-bench --bench session` prints medians.

use std::time::Instant;

use ply_core::rules::Square;
use ply_core::session::{GameSession, Settings};

fn median_micros(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn main() {
    let mut session = GameSession::new(Settings::pass_and_play(), 0);
    for text in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"] {
        session.enter(text, 0).expect("a legal opening");
    }
    let rounds = 5_000;
    let mut taps = Vec::with_capacity(rounds);
    let mut views = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let start = Instant::now();
        session.tap(Square::F3, 0);
        taps.push(start.elapsed().as_secs_f64() * 1e6);
        let start = Instant::now();
        let view = session.view(0);
        views.push(start.elapsed().as_secs_f64() * 1e6);
        std::hint::black_box(view);
    }
    println!("session, Ruy Lopez after 5...Be7, {rounds} samples each");
    println!("  tap (select/deselect the f3 knight): median {:.2} µs", median_micros(taps));
    println!("  BoardView build:                     median {:.2} µs", median_micros(views));
}
