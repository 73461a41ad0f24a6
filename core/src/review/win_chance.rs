//! An engine score turned into the chance of winning, and the drop in that chance turned into a
//! mark for the move.
//!
//! The curve is logistic: a side `cp` centipawns ahead wins with chance
//! `1 / (1 + e^(-0.00368208 cp))`. The constant is the one Lichess fitted to the results of its
//! rated games against Stockfish's evaluation of their positions: a pawn ahead is about 59%, a
//! piece ahead about 75%, a rook 86%. Ply's evaluation is scaled to the same pawn (100
//! centipawns), so the curve carries over: `scripts/fit_win_chance.py` finds the slope that best
//! maps Ply's scores at the review's budget onto this curve of Stockfish's 0.85 times Lichess's
//! on Ply's self-play positions, and 1.15 times on the review benchmark's games, either side of
//! 1 and within the two engines' disagreement. Mates are certain: 100% for the side that mates.
//!
//! The marks are Lichess's thresholds on the same curve, so a player who knows one app reads the
//! other: a move that loses 5 points of winning chance is an inaccuracy, 10 a mistake, 15 a
//! blunder. A drop in chance, unlike a drop in centipawns, marks a move by how much it changes the
//! game: giving away a pawn when three pieces up is no mistake, but at equality it is.

use crate::engine::{MATE, MAX_PLY};

/// The logistic curve's slope per centipawn (see the module's comment).
pub const SLOPE_PER_CENTIPAWN: f64 = 0.003_682_08;

/// Scores beyond this are mates found by the search.
const MATE_BOUND: i32 = MATE - MAX_PLY as i32;

/// How good a move was, by how much of the mover's winning chance it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MoveClass {
    /// The engine's own choice.
    Best,
    /// Another move that keeps the chances (it loses less than 5 points of winning chance).
    Good,
    /// Loses 5 to 10 points of winning chance.
    Inaccuracy,
    /// Loses 10 to 15 points.
    Mistake,
    /// Loses 15 points or more.
    Blunder,
}

impl MoveClass {
    /// The class of a move that lost `drop` of its side's winning chance (0 to 1); `best` when it
    /// is the engine's choice.
    pub fn from_drop(drop: f64, best: bool) -> MoveClass {
        if best {
            MoveClass::Best
        } else if drop >= 0.15 {
            MoveClass::Blunder
        } else if drop >= 0.10 {
            MoveClass::Mistake
        } else if drop >= 0.05 {
            MoveClass::Inaccuracy
        } else {
            MoveClass::Good
        }
    }

    /// The annotation PGN and books write after such a move: `?!`, `?`, `??`, or nothing.
    pub fn annotation(self) -> &'static str {
        match self {
            MoveClass::Best | MoveClass::Good => "",
            MoveClass::Inaccuracy => "?!",
            MoveClass::Mistake => "?",
            MoveClass::Blunder => "??",
        }
    }

    /// The class's name in lowercase (`blunder`): an identifier messages select on.
    pub fn name(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }
}

/// The chance (0 to 1) that the side a search score is for wins: the logistic curve of the
/// module's comment, 1 or 0 for a mate.
pub fn win_chance(score: i32) -> f64 {
    if score > MATE_BOUND {
        1.0
    } else if score < -MATE_BOUND {
        0.0
    } else {
        1.0 / (1.0 + (-SLOPE_PER_CENTIPAWN * f64::from(score)).exp())
    }
}

/// Whether a search score is a mate (for either side).
pub fn is_mate(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

/// The moves to mate of a mating search score: positive when the side the score is for mates,
/// negative when it is mated, 0 when it already is.
pub fn mate_moves(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        Some(-(MATE + score + 1) / 2)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_is_even_at_zero_symmetric_and_gives_a_piece_about_three_in_four() {
        assert!((win_chance(0) - 0.5).abs() < 1e-12);
        assert!((win_chance(250) + win_chance(-250) - 1.0).abs() < 1e-12);
        assert!((win_chance(300) - 0.75).abs() < 0.01, "{}", win_chance(300));
        assert!(win_chance(100) > 0.58 && win_chance(100) < 0.60);
        assert_eq!(win_chance(MATE - 3), 1.0);
        assert_eq!(win_chance(-MATE), 0.0);
    }

    #[test]
    fn drops_map_to_marks_at_five_ten_and_fifteen_points() {
        assert_eq!(MoveClass::from_drop(0.30, true), MoveClass::Best);
        assert_eq!(MoveClass::from_drop(0.049, false), MoveClass::Good);
        assert_eq!(MoveClass::from_drop(0.05, false), MoveClass::Inaccuracy);
        assert_eq!(MoveClass::from_drop(0.12, false), MoveClass::Mistake);
        assert_eq!(MoveClass::from_drop(0.15, false), MoveClass::Blunder);
        assert_eq!(MoveClass::Blunder.annotation(), "??");
    }

    #[test]
    fn mate_scores_count_moves_for_either_side() {
        // Mate delivered on the next ply is mate in 1; being mated after two plies is mate in -1.
        assert_eq!(mate_moves(MATE - 1), Some(1));
        assert_eq!(mate_moves(MATE - 3), Some(2));
        assert_eq!(mate_moves(-(MATE - 2)), Some(-1));
        assert_eq!(mate_moves(-MATE), Some(0));
        assert_eq!(mate_moves(120), None);
        assert!(is_mate(MATE - 5) && !is_mate(900));
    }
}
