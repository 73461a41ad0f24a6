//! `ply`: Ply's command-line tool. Machine-readable on purpose, so other programs and tests can
//! drive it.

mod game;
mod perft;
mod pgn;
mod play;
mod review;
mod rules;

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use ply_cli::uci;

/// Ply: a chess app's core, from the command line.
#[derive(Parser)]
#[command(name = "ply", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game in the terminal: against the computer, or two players with --pass-and-play.
    Play(play::PlayArgs),
    /// Count the leaf nodes of the legal move tree (checks and times the move generator).
    Perft(perft::PerftArgs),
    /// Play moves (UCI or SAN) and print the game as JSON; an illegal move prints why, exit code 1.
    Game(game::GameArgs),
    /// Read PGN on standard input: one JSON object per game, or `--export` to write PGN again.
    Pgn(pgn::PgnArgs),
    /// Speak the UCI protocol on standard input and output, for chess GUIs and match tools.
    Uci,
    /// Read the rule cards: the list, one card with its diagrams, or its task with --practice.
    Rules(rules::RulesArgs),
    /// Review the games of a PGN file: each mistake marked and explained (`--json` for tools).
    Review(review::ReviewArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Play(args) => play::run(&args).map(|()| true),
        Command::Perft(args) => perft::run(&args).map(|()| true),
        Command::Game(args) => game::run(&args),
        Command::Pgn(args) => pgn::run(&args),
        Command::Uci => uci::run().map(|()| true),
        Command::Rules(args) => rules::run(&args),
        Command::Review(args) => review::run(&args),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("ply: {message}");
            ExitCode::FAILURE
        }
    }
}
