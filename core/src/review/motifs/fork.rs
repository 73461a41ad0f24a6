//! A fork: the opponent's answer puts one man where it attacks two or more of the mover's at once
//! (the king, or men worth more than it or undefended), and its next move takes one of them.

use super::{Moment, Motif, attacked_by, defended};
use crate::rules::{Role, Square};

/// The fork the opponent's answer makes, if the line then wins with it.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let (positions, reply) = moment.reply();
    let forking_move = *reply.first()?;
    let after_fork = positions.get(1)?;
    let role = after_fork.role_at(forking_move.to)?;
    let mut targets: Vec<(Role, Square)> = attacked_by(after_fork, forking_move.to, moment.mover)
        .into_iter()
        .filter(|&(target, square)| {
            target == Role::King
                || target.value() > role.value()
                || !defended(after_fork, square, moment.mover, forking_move.to)
        })
        .filter(|&(target, _)| target != Role::Pawn)
        .collect();
    if targets.len() < 2 {
        return None;
    }
    // The forking man takes one of its targets on its next move and keeps it, or the line mates.
    let cashed_in = reply
        .get(2)
        .is_some_and(|take| take.from == forking_move.to && targets.iter().any(|&(_, square)| square == take.to))
        && moment.capture_nets(2) >= 2;
    if !(moment.played.mates(!moment.mover) || cashed_in && moment.opponent_wins(2)) {
        return None;
    }
    targets.sort_by_key(|&(target, _)| std::cmp::Reverse(if target == Role::King { 100 } else { target.value() }));
    Some(Motif::Fork { role, square: forking_move.to, targets: [targets[0].0, targets[1].0] })
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;
    use crate::rules::Square;

    #[test]
    fn a_knight_check_that_wins_the_rook_is_a_fork_of_king_and_rook() {
        // Black's ...Qd8-e7 stops guarding c7: Nc7+ forks king e8 and rook a8; Nxa8 follows.
        let found = detect(&moment(
            "r1bqkbnr/pp1p1ppp/2n5/1N2p3/4P3/8/PPPP1PPP/R1BQKBNR b KQkq - 0 1",
            &["d8e7", "b5c7", "e8d8", "c7a8"],
            &["a7a6"],
            0,
            -500,
        ));
        assert_eq!(
            found,
            Some(Motif::Fork { role: Role::Knight, square: Square::C7, targets: [Role::King, Role::Rook] })
        );
    }

    #[test]
    fn attacking_two_defended_men_worth_no_more_than_the_attacker_is_no_fork() {
        // The knight on d5 attacks b6 and f6, knights defended by pawns: no fork.
        let found = detect(&moment(
            "r1bqkb1r/p1pp1ppp/1pn2n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 1",
            &["c3d5", "f6d5"],
            &["g1f3"],
            20,
            -250,
        ));
        assert_eq!(found, None);
    }

    #[test]
    fn a_double_attack_the_line_never_cashes_is_not_reported() {
        let found = detect(&moment(
            "r1bqkbnr/pp1p1ppp/2n5/1N2p3/4P3/8/PPPP1PPP/R1BQKBNR b KQkq - 0 1",
            &["d8e7", "b5c7", "e8d8", "a2a3"],
            &["a7a6"],
            0,
            -500,
        ));
        assert_eq!(found, None);
    }

    #[test]
    fn a_man_of_a_forked_kind_taken_elsewhere_does_not_cash_a_fork() {
        // Qd8+ attacks the king and the loose knight on a5; ...Ne8 blocks and Qxe8+ takes that
        // other knight. The forked knight never falls: no fork.
        let found = detect(&moment(
            "6k1/pN3pnp/1Q6/n4Pp1/1P6/4N3/PP3rr1/2K4B b - - 0 1",
            &["f2b2", "b6d8", "g7e8", "d8e8", "g8g7", "h1g2"],
            &["g2g1"],
            -700,
            -700,
        ));
        assert_eq!(found, None);
    }
}
