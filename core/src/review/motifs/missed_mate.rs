//! A missed mate: the mover had a forced mate of at most five moves, the board proves it (the best
//! line ends in mate), and the move played let it go.

use super::super::win_chance::mate_moves;
use super::{Moment, Motif};

/// The longest mate the review calls missed: longer ones a beginner is not expected to see.
const LONGEST: i32 = 5;

/// The mate the move let slip, if it did.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let moves = mate_moves(moment.score_before).filter(|&moves| (1..=LONGEST).contains(&moves))?;
    let still_mating = mate_moves(moment.score_after).is_some_and(|after| after > 0) || moment.after().is_checkmate();
    let proven = moment.best.mates(moment.mover) && moment.best.moves.len() < 2 * moves as usize;
    (!still_mating && proven).then(|| Motif::MissedMate { moves: moves as u32, first: moment.best.moves[0] })
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;
    use crate::engine::MATE;
    use crate::rules::{Move, Square};

    #[test]
    fn a_mate_in_one_not_played_is_missed() {
        let found = detect(&moment("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", &["h2h3"], &["a1a8"], MATE - 1, 0));
        assert_eq!(found, Some(Motif::MissedMate { moves: 1, first: Move::new(Square::A1, Square::A8) }));
    }

    #[test]
    fn a_mate_kept_or_not_proven_is_not_missed() {
        // The move played keeps a mate (a longer one): nothing was missed.
        let kept = detect(&moment("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", &["a1a7"], &["a1a8"], MATE - 1, MATE - 5));
        assert_eq!(kept, None);
        // The engine claims a mate its line does not reach: the review says nothing.
        let unproven = detect(&moment("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", &["h2h3"], &["a1a7"], MATE - 1, 0));
        assert_eq!(unproven, None);
    }
}
