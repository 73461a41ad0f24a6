//! Correction history: how far the static evaluation has recently missed the search's score in
//! positions with the same pawns, and with the same placement of either side's other men, by side
//! to move, so the search can correct the evaluation's steady errors (a pawn structure or a piece
//! set-up it over- or underrates) as a game goes on.

use super::eval::pawn_key;
use crate::rules::{Color, Position, Role};

/// How many placements each table keeps (a power of two).
const LEN: usize = 1 << 14;
/// A stored correction is this many times finer than a centipawn.
const GRAIN: i32 = 256;
/// A correction never goes beyond this many centipawns.
const MAX_CORRECTION: i32 = 64;
/// The weight of a new result is out of this.
const WEIGHT_SCALE: i32 = 1024;

/// The tables, each by side to move: the pawns', White's other men's and Black's other men's.
const TABLES: usize = 3;

/// The evaluation's recent errors by placement and side to move.
pub struct CorrectionHistory(Box<[[[i32; LEN]; 2]; TABLES]>);

impl CorrectionHistory {
    /// An empty history (no correction anywhere).
    pub fn new() -> CorrectionHistory {
        CorrectionHistory(Box::new([[[0; LEN]; 2]; TABLES]))
    }

    /// Forgets every correction.
    pub fn clear(&mut self) {
        self.0.iter_mut().flatten().flatten().for_each(|c| *c = 0);
    }

    /// `raw`, the static evaluation of `position`, corrected by what searches have found there.
    pub fn corrected(&self, position: &Position, raw: i32) -> i32 {
        let [pawns, white, black] =
            indices(position).map(|(table, index)| self.0[table][position.turn().index()][index]);
        raw + (2 * pawns + white + black) / (4 * GRAIN)
    }

    /// Learns from a search of `depth` plies that scored `score` where the static evaluation
    /// said `raw`: the deeper the search, the more it moves the correction towards the miss.
    pub fn update(&mut self, position: &Position, raw: i32, score: i32, depth: i32) {
        let weight = (depth * depth + 2 * depth + 1).min(WEIGHT_SCALE / 8);
        let miss = (score - raw).clamp(-MAX_CORRECTION, MAX_CORRECTION) * GRAIN;
        for (table, index) in indices(position) {
            let slot = &mut self.0[table][position.turn().index()][index];
            *slot = (*slot * (WEIGHT_SCALE - weight) + miss * weight) / WEIGHT_SCALE;
        }
    }
}

impl Default for CorrectionHistory {
    fn default() -> CorrectionHistory {
        CorrectionHistory::new()
    }
}

/// Each table with where it keeps `position`: a mix of both sides' pawn sets, then a mix of each
/// side's other men by role.
fn indices(position: &Position) -> [(usize, usize); TABLES] {
    let [white, black] = [Color::White, Color::Black].map(|color| {
        let men = position.by_color(color) & !position.by_role(Role::Pawn);
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King]
            .iter()
            .fold(0u64, |mix, &role| (mix ^ (men & position.by_role(role)).0).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    });
    let slot = |mixed: u64| (mixed >> (64 - LEN.trailing_zeros())) as usize;
    [(0, slot(pawn_key(position))), (1, slot(white)), (2, slot(black))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_history_changes_nothing() {
        let history = CorrectionHistory::new();
        assert_eq!(history.corrected(&Position::new(), 37), 37);
    }

    #[test]
    fn repeated_misses_pull_the_evaluation_towards_the_search_and_no_further() {
        let mut history = CorrectionHistory::new();
        let position = Position::new();
        for _ in 0..200 {
            history.update(&position, 10, 40, 10);
        }
        let corrected = history.corrected(&position, 10);
        assert!((35..=40).contains(&corrected), "{corrected}");
        for _ in 0..200 {
            history.update(&position, 0, 5_000, 10);
        }
        let capped = history.corrected(&position, 0);
        assert!((MAX_CORRECTION - 2..=MAX_CORRECTION).contains(&capped), "{capped}");
    }

    #[test]
    fn a_correction_belongs_to_its_side_to_move_and_clear_forgets_it() {
        let mut history = CorrectionHistory::new();
        let white = Position::new();
        let black = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1").unwrap();
        for _ in 0..50 {
            history.update(&white, 0, -30, 8);
        }
        assert!(history.corrected(&white, 0) < -20);
        assert_eq!(history.corrected(&black, 0), 0);
        history.clear();
        assert_eq!(history.corrected(&white, 0), 0);
    }
}
