//! A skewer: an enemy bishop, rook or queen attacked a valuable piece along a line, the piece
//! stepped aside, and the piece behind it on the same line was taken and kept.

use super::pin::first_beyond;
use super::{Moment, Motif, attacked_by, slides_along};
use crate::rules::Role;

/// The skewer in the opponent's line, if one wins material.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let (positions, reply) = moment.reply();
    for k in (0..reply.len().saturating_sub(2)).step_by(2) {
        let (attack, step_aside, take) = (reply[k], reply[k + 1], reply[k + 2]);
        let position = &positions[k + 1];
        let attacker = position.role_at(attack.to)?;
        for (front, square) in attacked_by(position, attack.to, moment.mover) {
            if !matches!(front, Role::King | Role::Queen | Role::Rook)
                || step_aside.from != square
                || !slides_along(position, attack.to, square)
            {
                continue;
            }
            let Some(behind_square) = first_beyond(position, attack.to, square) else { continue };
            let Some(behind) = position.role_at(behind_square) else { continue };
            let lesser = front == Role::King || behind.value() < front.value();
            if position.by_color(moment.mover).contains(behind_square)
                && lesser
                && behind != Role::Pawn
                && take.to == behind_square
                && positions[k + 2].captured_role(take) == Some(behind)
                && moment.capture_nets(k + 2) >= 2
                && moment.opponent_wins(2)
            {
                return Some(Motif::Skewer { attacker, front, behind, square: behind_square });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;
    use crate::rules::Square;

    #[test]
    fn a_check_along_the_rank_that_wins_the_rook_behind_the_king_is_a_skewer() {
        // ...Ke6?? puts the king on its rook's rank: Ra6+ drives it off and Rxh6 takes the rook.
        let found =
            detect(&moment("8/8/5k1r/8/8/8/6K1/R7 b - - 0 1", &["f6e6", "a1a6", "e6d5", "a6h6"], &["h6h2"], 0, -500));
        assert_eq!(
            found,
            Some(Motif::Skewer { attacker: Role::Rook, front: Role::King, behind: Role::Rook, square: Square::H6 })
        );
    }

    #[test]
    fn a_piece_defended_behind_the_king_makes_the_skewer_a_trade() {
        // The rook behind the king is defended by the knight: Rxh6 Nxh6 wins nothing.
        let found = detect(&moment(
            "6n1/8/5k1r/8/8/8/6K1/R7 b - - 0 1",
            &["f6e6", "a1a6", "e6d5", "a6h6", "g8h6"],
            &["h6h2"],
            0,
            -100,
        ));
        assert_eq!(found, None);
    }
}
