//! Ply's chess core: the rules of chess, and (in later modules) the engine and the app logic that
//! the phone shells and the terminal draw.
//!
//! ```
//! use ply_core::rules::{Position, perft};
//!
//! assert_eq!(perft(&Position::new(), 3), 8902);
//! ```

pub mod cards;
pub mod engine;
pub mod i18n;
pub mod review;
pub mod rules;
pub mod session;
