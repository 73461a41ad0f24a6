//! The foreign-function surface of Ply's core: what the Android (Kotlin) and iOS (Swift) shells
//! call. It converts and forwards; every decision is made in `ply-core`.
//!
//! The Kotlin and Swift sources are generated from the built library by the `uniffi-bindgen`
//! package in library mode (see `tests/kotlin/run`).
//!
//! ```
//! assert_eq!(ply_ffi::perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(), 2), Ok(400));
//! ```
//!
//! # Panics never cross the boundary
//!
//! Every exported function that can fail returns a typed error ([`FfiError`]), which becomes a
//! Kotlin exception or a Swift `throws`; the others take no input that could make them fail.
//! Should a bug panic anyway, UniFFI's generated scaffolding runs each call inside
//! `std::panic::catch_unwind`: the panic stops on the Rust side and its message goes back in the
//! call's status, so nothing unwinds into the JVM or the Swift runtime. Kotlin then throws
//! `InternalException`; Swift throws `UniffiInternalError.rustPanic` from a throwing function and
//! stops the app (`try!`) from a non-throwing one. This relies on unwinding: no profile may set
//! `panic = "abort"`.

uniffi::setup_scaffolding!();

mod cards;
mod error;
mod labels;
mod logging;
mod review;
mod rules;
mod session;
#[cfg(any(test, feature = "state-machine"))]
pub mod state_machine;
mod view;

pub use cards::{Arrow, Diagram, PracticeTask, PracticeView, RuleCard, RulePractice, rule_card, rule_cards};
pub use error::FfiError;
pub use labels::{
    AppLabels, CommonLabels, GameLabels, HomeLabels, LanguageInfo, RulesLabels, SettingsLabels, TimeControlLabel,
    app_labels, languages, preferred_language,
};
pub use logging::init_logging;
pub use review::{GameReviewer, MoveMark, ReviewProgress, ReviewView, ReviewedMove};
pub use rules::{core_version, legal_moves, perft};
pub use session::{BoardTurning, ColorChoice, GameSession, GameSettings};
pub use view::{
    BoardView, Buttons, ClocksView, DrawKind, GameStatus, Level, MoveRow, Piece, PieceKind, PromotionView, RefusalView,
    Side, SquareView, WinKind,
};
