//! The errors a shell can act on, as they cross the boundary.

use ply_core::rules::FenError;
use ply_core::session::{SaveError, SessionError};

/// Why a call into the core was refused; a Kotlin exception (`FfiException`) or a Swift error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum FfiError {
    /// The FEN text does not describe a legal position.
    #[error("invalid FEN: {reason}")]
    InvalidFen {
        /// What is wrong with it, in words.
        reason: String,
    },
    /// A square index outside 0..63.
    #[error("{index} is not a square index (0 to 63)")]
    InvalidSquare {
        /// The index given.
        index: u8,
    },
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// It is the computer's turn.
    #[error("it is the computer's turn")]
    NotYourTurn,
    /// Nothing to undo, or undo is locked.
    #[error("nothing can be taken back")]
    CannotUndo,
    /// Nothing to redo.
    #[error("nothing can be played again")]
    CannotRedo,
    /// No promotion waits for that choice.
    #[error("no promotion waits for that choice")]
    NoPromotion,
    /// No draw offer to answer, or one is pending.
    #[error("no draw offer to answer")]
    NoDrawOffer,
    /// No rule card or practice task by that id and index.
    #[error("{reason}")]
    NoSuchPractice {
        /// Why, in words.
        reason: String,
    },
    /// Typed text that is no move.
    #[error("{reason}")]
    UnreadableMove {
        /// Why, in words.
        reason: String,
    },
    /// The save file could not be written or read.
    #[error("{reason}")]
    SaveFailed {
        /// Why, in words.
        reason: String,
    },
    /// The save file is not a Ply save, is cut short, damaged, or from a newer Ply.
    #[error("{reason}")]
    CorruptSave {
        /// Why, in words.
        reason: String,
    },
    /// The PGN text does not read as a game.
    #[error("PGN line {line}, column {column}: {reason}")]
    InvalidPgn {
        /// The line, from 1.
        line: u32,
        /// The column in characters, from 1.
        column: u32,
        /// What is wrong there, in words.
        reason: String,
    },
    /// The review was cancelled.
    #[error("the review was cancelled")]
    ReviewCancelled,
}

impl From<FenError> for FfiError {
    fn from(error: FenError) -> Self {
        FfiError::InvalidFen { reason: error.to_string() }
    }
}

impl From<SessionError> for FfiError {
    fn from(error: SessionError) -> Self {
        match error {
            SessionError::GameOver => FfiError::GameOver,
            SessionError::NotYourTurn => FfiError::NotYourTurn,
            SessionError::CannotUndo => FfiError::CannotUndo,
            SessionError::CannotRedo => FfiError::CannotRedo,
            SessionError::NoPromotion => FfiError::NoPromotion,
            SessionError::NoDrawOffer => FfiError::NoDrawOffer,
            SessionError::UnreadableMove(reason) => FfiError::UnreadableMove { reason },
        }
    }
}

impl From<SaveError> for FfiError {
    fn from(error: SaveError) -> Self {
        match error {
            SaveError::Io(_) | SaveError::TooLarge { .. } => FfiError::SaveFailed { reason: error.to_string() },
            _ => FfiError::CorruptSave { reason: error.to_string() },
        }
    }
}
