//! The rules of chess, by FEN text in and plain values out.

use ply_core::rules::{self, Position};

use crate::FfiError;

/// The version of the core these bindings wrap.
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}

/// How many move sequences of `depth` plies the position has (a move-generator check).
#[uniffi::export]
pub fn perft(fen: String, depth: u32) -> Result<u64, FfiError> {
    Ok(rules::perft(&Position::from_fen(&fen)?, depth))
}

/// The legal moves of the position in UCI notation (castling as the king's destination, `e1g1`).
#[uniffi::export]
pub fn legal_moves(fen: String) -> Result<Vec<String>, FfiError> {
    let position = Position::from_fen(&fen)?;
    Ok(position.legal_moves().iter().map(|mv| position.to_uci(*mv, false)).collect())
}
