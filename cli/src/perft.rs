//! `ply perft`: leaf counts of the legal move tree, optionally per root move.

use std::time::Instant;

use clap::Args;
use ply_core::rules::{Position, perft, perft_without_bulk_counting};

/// Arguments of `ply perft`.
#[derive(Args)]
pub struct PerftArgs {
    /// How many plies deep to count.
    depth: u32,
    /// The position to start from (default: the standard start).
    #[arg(long)]
    fen: Option<String>,
    /// Write castling moves as king-takes-rook (Chess960 style) in the divide lines.
    #[arg(long)]
    chess960: bool,
    /// Print one line per legal root move with its count.
    #[arg(long)]
    divide: bool,
    /// Play every leaf move instead of counting the last ply's moves (slower; for timing).
    #[arg(long)]
    no_bulk: bool,
}

/// Counts and prints; the last line is always `Nodes searched: N`.
pub fn run(args: &PerftArgs) -> Result<(), String> {
    let position = match &args.fen {
        Some(fen) => Position::from_fen(fen).map_err(|e| format!("bad FEN: {e}"))?,
        None => Position::new(),
    };
    let count = |position: &Position, depth| {
        if args.no_bulk { perft_without_bulk_counting(position, depth) } else { perft(position, depth) }
    };
    let start = Instant::now();
    let nodes = if args.divide && args.depth > 0 {
        let mut total = 0;
        for mv in &position.legal_moves() {
            let count = count(&position.after(*mv), args.depth - 1);
            println!("{}: {count}", position.to_uci(*mv, args.chess960));
            total += count;
        }
        println!();
        total
    } else {
        count(&position, args.depth)
    };
    let seconds = start.elapsed().as_secs_f64();
    eprintln!("{:.3} s, {:.1} million nodes per second", seconds, nodes as f64 / seconds.max(1e-9) / 1e6);
    println!("Nodes searched: {nodes}");
    Ok(())
}
