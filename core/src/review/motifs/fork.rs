//! A fork: the opponent's answer puts one man where it attacks two or more of the mover's at once
//! (the king, or men worth more than it or undefended), and its next move takes one of them.

use super::{Moment, Motif, attacked_by, defended};
use crate::rules::Role;

/// The fork the opponent's answer makes, if the line then wins with it.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let (positions, reply) = moment.reply();
    let forking_move = *reply.first()?;
    let after_fork = positions.get(1)?;
    let role = after_fork.role_at(forking_move.to)?;
    let mut targets: Vec<Role> = attacked_by(after_fork, forking_move.to, moment.mover)
        .into_iter()
        .filter(|&(target, square)| {
            target == Role::King
                || target.value() > role.value()
                || !defended(after_fork, square, moment.mover, forking_move.to)
        })
        .filter(|&(target, _)| target != Role::Pawn)
        .map(|(target, _)| target)
        .collect();
    if targets.len() < 2 {
        return None;
    }
    // The forking man takes one of its targets on its next move, or the line mates.
    let cashed_in = match (reply.get(2), positions.get(2)) {
        (Some(take), Some(position)) => {
            take.from == forking_move.to && position.captured_role(*take).is_some_and(|taken| targets.contains(&taken))
        }
        _ => false,
    };
    if !(moment.played.ends_in_mate() || cashed_in && moment.opponent_wins(2)) {
        return None;
    }
    targets.sort_by_key(|&target| std::cmp::Reverse(if target == Role::King { 100 } else { target.value() }));
    Some(Motif::Fork { role, square: forking_move.to, targets: [targets[0], targets[1]] })
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
}
