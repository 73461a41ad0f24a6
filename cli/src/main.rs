//! `ply`: Ply's command-line tool. Machine-readable on purpose, so other programs and tests can
//! drive it.

mod perft;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Ply: a chess app's core, from the command line.
#[derive(Parser)]
#[command(name = "ply", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaf nodes of the legal move tree (checks and times the move generator).
    Perft(perft::PerftArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Perft(args) => perft::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("ply: {message}");
            ExitCode::FAILURE
        }
    }
}
