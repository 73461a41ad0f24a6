//! `ply pgn`: reads PGN on standard input; prints one JSON object per game, or re-exports the games.

use std::io::Read;

use clap::Args;
use ply_core::rules::{PgnGame, read_pgn};
use serde_json::json;

use crate::game::reason_name;

/// Arguments of `ply pgn`.
#[derive(Args)]
pub struct PgnArgs {
    /// Write the games back out as PGN instead of JSON.
    #[arg(long)]
    export: bool,
}

/// Reads every game; a malformed one is reported (with its line and column) and the rest go on.
///
/// Returns whether every game was read.
pub fn run(args: &PgnArgs) -> Result<bool, String> {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).map_err(|e| format!("cannot read standard input: {e}"))?;
    let mut all_read = true;
    for game in read_pgn(&text) {
        match game {
            Ok(game) if args.export => println!("{}", game.to_pgn()),
            Ok(game) => println!("{}", describe(&game)),
            Err(error) => {
                all_read = false;
                let report = json!({ "error": error.to_string(), "line": error.line, "column": error.column });
                if args.export {
                    eprintln!("{report}");
                } else {
                    println!("{report}");
                }
            }
        }
    }
    Ok(all_read)
}

/// One game as JSON: its tags, its moves in UCI, the final position and the outcome.
fn describe(pgn: &PgnGame) -> serde_json::Value {
    let game = &pgn.game;
    let tags: serde_json::Map<String, serde_json::Value> =
        pgn.tags.iter().map(|(name, value)| (name.clone(), json!(value))).collect();
    let uci: Vec<String> = game
        .positions()
        .iter()
        .zip(game.moves())
        .map(|(position, mv)| position.to_uci(*mv, game.is_chess960()))
        .collect();
    json!({
        "tags": tags,
        "uci": uci,
        "fen": game.position().fen(),
        "outcome": {
            "result": pgn.result.as_str(),
            "reason": game.outcome().map(reason_name),
        },
    })
}
