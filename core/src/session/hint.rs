//! The hint's search, on a copy of the game, so that it can run while the session answers taps.

use std::sync::atomic::AtomicBool;

use crate::engine::{Level, Limits, Player};
use crate::rules::{Position, Square};

/// The search behind a hint, taken from a session by [`super::GameSession::hint_search`]: it owns
/// a copy of the game's positions, so it runs without the session, and the session keeps its
/// answer only if the game is still where the search started ([`super::GameSession::keep_hint`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintSearch {
    positions: Vec<Position>,
}

impl HintSearch {
    /// A search for the side to move in the last of `positions` (the game's, start first).
    pub(super) fn new(positions: &[Position]) -> HintSearch {
        HintSearch { positions: positions.to_vec() }
    }

    /// The game's positions the search was taken at.
    pub(super) fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Searches briefly (150,000 nodes): the square of the piece a good move starts from, or
    /// `None` when the side to move has no legal move.
    pub fn run(&self) -> Option<Square> {
        let mut adviser = Player::new(Level::Expert, 4, 0);
        let stop = AtomicBool::new(false);
        let result = adviser.searcher_mut().search(&self.positions, &Limits::nodes(150_000), &stop, |_| {});
        result.best_move.map(|mv| mv.from)
    }
}
