//! Ply's computer opponent: evaluation, search, and the five levels people play against.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use ply_core::engine::{Limits, Searcher};
//! use ply_core::rules::Position;
//!
//! let mut searcher = Searcher::new(16);
//! let result = searcher.search(&[Position::new()], &Limits::depth(4), &AtomicBool::new(false), |_| {});
//! assert!(result.best_move.is_some());
//! ```

mod correction;
pub mod eval;
mod levels;
mod limits;
pub mod network;
mod search;
mod see;
mod tt;
mod weights;

pub use levels::{Level, LevelParams, ParseLevelError, Player};
pub use limits::{Clock, Limits, TimeBudget};
pub use search::{MATE, MAX_PLY, MAX_THREADS, Score, SearchInfo, SearchResult, Searcher};
pub use see::see_at_least;
