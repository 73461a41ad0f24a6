//! Moves and lists of moves.

use std::ops::Deref;

use arrayvec::ArrayVec;

use super::{Role, Square};

/// A move as the rules know it: from a square to a square, with the piece a pawn promotes to.
///
/// Castling is written as the king moving onto its own rook (`e1h1` for White's short castling), so
/// that Chess960 castling, where the king may not move at all, is never ambiguous. UCI and SAN
/// text convert it to the usual notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the moving piece (the king, when castling) leaves.
    pub from: Square,
    /// The square it goes to; for castling, the square of the rook it castles with.
    pub to: Square,
    /// What a pawn reaching the last rank becomes.
    pub promotion: Option<Role>,
}

impl Move {
    /// A move without promotion.
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to, promotion: None }
    }

    /// A pawn move that promotes to `role`.
    pub const fn with_promotion(from: Square, to: Square, role: Role) -> Move {
        Move { from, to, promotion: Some(role) }
    }
}

/// The most legal moves any chess position has is 218; this leaves room.
const CAPACITY: usize = 256;

/// A list of moves that lives on the stack: move generation allocates nothing.
#[derive(Clone, Default)]
pub struct MoveList(ArrayVec<Move, CAPACITY>);

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList(ArrayVec::new())
    }

    /// Appends a move. A legal position never has more moves than the list holds; past that,
    /// moves are dropped rather than panicking.
    #[inline(always)]
    pub fn push(&mut self, mv: Move) {
        let _ = self.0.try_push(mv);
    }

    /// The moves as a mutable slice, for sorting.
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        self.0.as_mut_slice()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        self.0.as_slice()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
