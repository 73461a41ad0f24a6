//! The errors a shell can act on, as they cross the boundary.

use ply_core::rules::FenError;

/// Why a call into the core was refused; a Kotlin exception (`FfiException`) or a Swift error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum FfiError {
    /// The FEN text does not describe a legal position.
    #[error("invalid FEN: {reason}")]
    InvalidFen {
        /// What is wrong with it, in words.
        reason: String,
    },
}

impl From<FenError> for FfiError {
    fn from(error: FenError) -> Self {
        FfiError::InvalidFen { reason: error.to_string() }
    }
}
