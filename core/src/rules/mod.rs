//! The rules of chess as FIDE writes them, and Chess960.
//!
//! ```
//! use ply_core::rules::{Position, Square, Move};
//!
//! let mut position = Position::new();
//! assert_eq!(position.legal_moves().len(), 20);
//! position.play_unchecked(Move::new(Square::E2, Square::E4));
//! assert_eq!(position.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! ```

pub mod attacks;
mod bitboard;
mod castling;
pub mod chess960;
mod color;
mod fen;
mod game;
mod material;
mod movegen;
mod moves;
mod pgn;
mod piece;
mod position;
mod san;
mod setup;
#[cfg(test)]
mod sliding;
mod square;
mod uci;
mod why_not;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use castling::{Castling, CastlingSide};
pub use color::Color;
pub use fen::FenError;
pub use game::{DrawReason, DrawRules, Game, GameError, Outcome, WinReason};
pub use movegen::{PieceMoves, perft, perft_without_bulk_counting};
pub use moves::{Move, MoveList};
pub use pgn::{PgnError, PgnErrorKind, PgnGame, PgnReader, PgnResult, read_pgn, write_pgn};
pub use piece::{Piece, Role};
pub use position::Position;
pub use san::SanError;
pub use setup::{PositionError, Setup};
pub use square::{File, ParseSquareError, Rank, Square};
pub use uci::UciMoveError;
pub use why_not::{CastlingLoss, IllegalMoveReason, RULE_CARD_IDS};
