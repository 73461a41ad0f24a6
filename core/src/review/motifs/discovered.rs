//! A discovered attack: one of the opponent's men moved off a line and uncovered an attack by the
//! bishop, rook or queen behind it, while making a threat of its own, and one of the two threats
//! won material or mated.

use super::{Moment, Motif, attacked_by, defended, slides_along};
use crate::rules::{Role, attacks};

/// The discovered attack in the opponent's line, if it wins.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let (positions, reply) = moment.reply();
    let mover = moment.mover;
    for k in (0..reply.len()).step_by(2) {
        let (unmask, before, after) = (reply[k], &positions[k], &positions[k + 1]);
        let moved = before.role_at(unmask.from)?;
        // The man's own threat: a check, a capture, or an attack on a loose or bigger piece.
        let own_threat = after.checkers().contains(unmask.to)
            || before.is_capture(unmask)
            || attacked_by(after, unmask.to, mover).into_iter().any(|(role, square)| {
                role != Role::Pawn && (role.value() > moved.value() || !defended(after, square, mover, unmask.to))
            });
        if !own_threat {
            continue;
        }
        let enemy = before.by_color(!mover);
        let sliders = enemy & (before.by_role(Role::Bishop) | before.by_role(Role::Rook) | before.by_role(Role::Queen));
        for attacker_square in sliders.into_iter().filter(|&square| square != unmask.from) {
            for target_square in after.by_color(mover) {
                let Some(target) = after.role_at(target_square) else { continue };
                let between = attacks::between(attacker_square, target_square);
                let uncovered = slides_along(before, attacker_square, target_square)
                    && (between & before.occupied()) == unmask.from.into()
                    && !(between & after.occupied()).any();
                let worth_it = target == Role::King
                    || target.value() > before.role_at(attacker_square).map_or(0, Role::value)
                    || (target != Role::Pawn && !defended(after, target_square, mover, attacker_square));
                if !uncovered || !worth_it {
                    continue;
                }
                let cashed_in = reply.get(k + 2).is_some_and(|take| {
                    (take.from == attacker_square && take.to == target_square)
                        || (take.from == unmask.to && positions[k + 2].is_capture(*take))
                }) && moment.capture_nets(k + 2) >= 2
                    && moment.opponent_wins(2);
                if cashed_in || moment.played.mates(!mover) {
                    let attacker = before.role_at(attacker_square)?;
                    return Some(Motif::Discovered { moved, attacker, target });
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;

    #[test]
    fn a_knight_leaving_the_bishops_diagonal_with_check_wins_the_queen() {
        // After ...Kf8?, Nd7+ checks from the knight and uncovers the bishop on b2's attack on the
        // queen on h8; Bxh8 follows, out of the king's reach.
        let found = detect(&moment(
            "4k2q/8/8/4N3/8/8/1B6/4K3 b - - 0 1",
            &["e8f8", "e5d7", "f8f7", "b2h8"],
            &["h8h1"],
            0,
            -900,
        ));
        assert_eq!(found, Some(Motif::Discovered { moved: Role::Knight, attacker: Role::Bishop, target: Role::Queen }));
    }

    #[test]
    fn uncovering_an_attack_on_a_defended_equal_piece_is_nothing() {
        // The knight moves off the diagonal to a quiet square: no threat of its own.
        let found = detect(&moment(
            "4k3/8/5b2/4N3/8/8/1B6/4K3 b - - 0 1",
            &["e8d8", "e5c4", "d8c7", "b2f6"],
            &["f6e5"],
            0,
            -300,
        ));
        assert_eq!(found, None);
    }
}
