//! A stalemate let slip: the mover was winning, and its move left the opponent no legal move while
//! not in check, which draws.

use super::{Moment, Motif};

/// The winning chance from which a stalemate throws a win away rather than saving a draw.
const WINNING: f64 = 0.85;

/// Whether the move stalemated the opponent from a winning position.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    (moment.chance_before >= WINNING && moment.after().is_stalemate()).then_some(Motif::StalemateWhenWinning)
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;
    use crate::engine::MATE;

    #[test]
    fn stalemating_with_a_queen_up_throws_the_win_away() {
        // Qb6?? leaves the king on a8 no move and not in check; Kc7 first mates soon after.
        let found = detect(&moment("k7/8/2K5/8/8/8/8/1Q6 w - - 0 1", &["b1b6"], &["c6c7"], MATE - 5, 0));
        assert_eq!(found, Some(Motif::StalemateWhenWinning));
    }

    #[test]
    fn a_stalemate_that_saves_a_lost_game_or_a_mate_is_not_let_slip() {
        let mate = detect(&moment("k7/8/K7/8/8/8/8/1Q6 w - - 0 1", &["b1b7"], &["b1b7"], MATE - 1, MATE));
        assert_eq!(mate, None);
        let saving = detect(&moment("k7/8/2K5/8/8/8/8/1Q6 w - - 0 1", &["b1b6"], &["c6c7"], -200, 0));
        assert_eq!(saving, None);
    }
}
