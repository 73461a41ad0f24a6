//! `ply game`: plays moves given as UCI or SAN and prints the game as one JSON object.

use clap::Args;
use ply_core::rules::{DrawReason, File, Game, Move, Outcome, Position, Square, WinReason};
use serde_json::{Value, json};

/// Arguments of `ply game`.
#[derive(Args)]
pub struct GameArgs {
    /// The position to start from (default: the standard start).
    #[arg(long, conflicts_with = "chess960")]
    fen: Option<String>,
    /// Start from Chess960 position number N (0-959; 518 is the standard setup).
    #[arg(long, value_name = "N")]
    chess960: Option<u16>,
    /// The moves to play, in UCI (`e2e4`) or SAN (`Nf3`, `O-O`), mixed as you like.
    moves: Vec<String>,
}

/// Plays the moves and prints the game, or the first refused move with the reason, as JSON.
///
/// Returns whether every move was played.
pub fn run(args: &GameArgs) -> Result<bool, String> {
    let mut game = match (&args.fen, args.chess960) {
        (Some(fen), _) => {
            let position = Position::from_fen(fen).map_err(|e| format!("bad FEN: {e}"))?;
            Game::from_position(position, position.has_chess960_castling())
        }
        (None, Some(number)) => Game::chess960(number).map_err(|e| e.to_string())?,
        (None, None) => Game::new(),
    };
    for text in &args.moves {
        if let Err(refusal) = play(&mut game, text) {
            println!("{refusal}");
            return Ok(false);
        }
    }
    println!("{}", describe(&game));
    Ok(true)
}

/// Plays one move written in UCI or SAN; on refusal, the JSON error object to print.
fn play(game: &mut Game, text: &str) -> Result<(), Value> {
    let position = *game.position();
    let parsed = position.parse_uci(text).or_else(|uci_error| position.parse_san(text).map_err(|_| uci_error));
    let refusal = |error: String, why: Option<(String, &str)>| {
        let (why, card) = why.map_or((Value::Null, Value::Null), |(text, card)| (json!(text), json!(card)));
        json!({ "error": error, "why": why, "card": card, "fen": position.fen() })
    };
    let mv = match parsed {
        Ok(mv) => mv,
        Err(uci_error) => {
            let squares = attempted_squares(&position, text);
            let reason = squares.and_then(|(from, to)| game.why_illegal(from, to));
            let message = match (&reason, position.parse_san(text)) {
                (Some(_), _) => format!("`{text}` is not a legal move here"),
                (None, Err(san_error)) if squares.is_none() => san_error.to_string(),
                _ => uci_error.to_string(),
            };
            return Err(refusal(message, reason.map(|r| (r.to_string(), r.card_id()))));
        }
    };
    game.play(mv).map_err(|error| refusal(error.to_string(), None))
}

/// The squares a refused move text names, where the text says them: `e2e5` names e2 and e5, and
/// `O-O` names the king's square and its castling square.
fn attempted_squares(position: &Position, text: &str) -> Option<(Square, Square)> {
    let plain = text.trim_end_matches(['+', '#', '!', '?']).replace('0', "O");
    let king = position.king(position.turn());
    let rank = king.rank();
    match plain.as_str() {
        "O-O" => Some((king, Square::new(File::G, rank))),
        "O-O-O" => Some((king, Square::new(File::C, rank))),
        _ => Some((text.get(0..2)?.parse().ok()?, text.get(2..4)?.parse().ok()?)),
    }
}

/// The JSON description of a game: position, moves in both notations, legal moves, outcome.
fn describe(game: &Game) -> Value {
    let chess960 = game.is_chess960();
    let (mut san, mut uci) = (Vec::new(), Vec::new());
    for (position, mv) in game.positions().iter().zip(game.moves()) {
        san.push(position.san(*mv));
        uci.push(position.to_uci(*mv, chess960));
    }
    let position = game.position();
    let legal: Vec<String> = position.legal_moves().iter().map(|mv: &Move| position.to_uci(*mv, chess960)).collect();
    let (result, reason) = match game.outcome() {
        None => ("*", None),
        Some(outcome) => (outcome.result(), Some(reason_name(outcome))),
    };
    json!({
        "fen": position.fen(),
        "san": san,
        "uci": uci,
        "legal_moves": legal,
        "outcome": { "result": result, "reason": reason },
    })
}

/// The stable machine name of how a game ended.
pub fn reason_name(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win { reason: WinReason::Checkmate, .. } => "checkmate",
        Outcome::Win { reason: WinReason::Resignation, .. } => "resignation",
        Outcome::Win { reason: WinReason::Timeout, .. } => "timeout",
        Outcome::Draw(DrawReason::Stalemate) => "stalemate",
        Outcome::Draw(DrawReason::Agreement) => "agreement",
        Outcome::Draw(DrawReason::ThreefoldRepetition) => "threefold_repetition",
        Outcome::Draw(DrawReason::FiftyMoves) => "fifty_moves",
        Outcome::Draw(DrawReason::FivefoldRepetition) => "fivefold_repetition",
        Outcome::Draw(DrawReason::SeventyFiveMoves) => "seventy_five_moves",
        Outcome::Draw(DrawReason::InsufficientMaterial) => "insufficient_material",
        Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial) => "timeout_vs_insufficient_material",
    }
}
