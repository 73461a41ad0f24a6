//! A pin: a piece stood between an enemy bishop, rook or queen and its own king (or a more valuable
//! piece), so it could not move away, and the opponent won it where it stood.

use super::{Moment, Motif, slides_along};
use crate::rules::{Color, Position, Role, Square, attacks};

/// The pinned piece the opponent's line wins, if there is one.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let (positions, reply) = moment.reply();
    // The opponent's later captures: the pinned piece stayed while its side had a move.
    for k in (2..reply.len()).step_by(2) {
        let capture = reply[k];
        let Some(pinned) = positions[k].captured_role(capture) else { continue };
        if matches!(pinned, Role::Pawn | Role::King) {
            continue;
        }
        let square = capture.to;
        let stayed = reply[..k].iter().all(|mv| mv.from != square && mv.to != square);
        let Some((pinner, behind)) = pin_on(&positions[k - 1], square, moment.mover) else { continue };
        if stayed && moment.capture_nets(k) >= 2 && moment.opponent_wins(2) {
            let pinner = positions[k - 1].role_at(pinner)?;
            return Some(Motif::Pin { pinner, pinned, square, behind });
        }
    }
    None
}

/// The enemy piece pinning `owner`'s man on `square` in `position`, and the man behind it: the
/// king, or a piece worth more than the pinned one.
pub(super) fn pin_on(position: &Position, square: Square, owner: Color) -> Option<(Square, Role)> {
    let pinned = position.role_at(square)?;
    let enemy = position.by_color(!owner);
    let sliders =
        enemy & (position.by_role(Role::Bishop) | position.by_role(Role::Rook) | position.by_role(Role::Queen));
    sliders.into_iter().find_map(|pinner| {
        if !slides_along(position, pinner, square) || (attacks::between(pinner, square) & position.occupied()).any() {
            return None;
        }
        let behind = first_beyond(position, pinner, square)?;
        let role = position.role_at(behind)?;
        let valuable = role == Role::King || role.value() > pinned.value();
        (position.by_color(owner).contains(behind) && valuable).then_some((pinner, role))
    })
}

/// The first occupied square past `through` on the line from `from`.
pub(super) fn first_beyond(position: &Position, from: Square, through: Square) -> Option<Square> {
    (attacks::line(from, through) & position.occupied())
        .into_iter()
        .filter(|&square| attacks::between(from, square).contains(through))
        .min_by_key(|&square| attacks::between(through, square).count())
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;

    #[test]
    fn a_knight_pinned_to_its_king_and_attacked_by_a_pawn_is_lost_to_the_pin() {
        // The bishop on b4 pins the knight on c3 to the king on e1; g3? lets ...d4 win it.
        let found = detect(&moment(
            "4k3/ppp2ppp/8/3p4/1b6/2N5/PPP2PPP/4K2R w K - 0 1",
            &["g2g3", "d5d4", "h2h3", "d4c3"],
            &["e1f1"],
            0,
            -250,
        ));
        assert_eq!(
            found,
            Some(Motif::Pin { pinner: Role::Bishop, pinned: Role::Knight, square: Square::C3, behind: Role::King })
        );
    }

    #[test]
    fn a_piece_lost_without_a_pin_is_not_a_pin() {
        // The same, the king on f1: the knight could have moved, and the line just left it there.
        let found = detect(&moment(
            "4k3/ppp2ppp/8/3p4/1b6/2N5/PPP2PPP/5K1R w - - 0 1",
            &["g2g3", "d5d4", "h2h3", "d4c3"],
            &["c3d5"],
            0,
            -250,
        ));
        assert_eq!(found, None);
    }

    #[test]
    fn pins_are_found_with_the_piece_behind() {
        let position = Position::from_fen("4r1k1/5ppp/8/8/8/8/4N1PP/4K3 w - - 0 1").unwrap();
        assert_eq!(pin_on(&position, Square::E2, Color::White), Some((Square::E8, Role::King)));
        let unpinned = Position::from_fen("4r1k1/5ppp/8/8/8/8/4N1PP/3K4 w - - 0 1").unwrap();
        assert_eq!(pin_on(&unpinned, Square::E2, Color::White), None);
        let relative = Position::from_fen("6k1/5ppp/8/8/1b6/2N5/8/4Q1K1 w - - 0 1").unwrap();
        assert_eq!(pin_on(&relative, Square::C3, Color::White), Some((Square::B4, Role::Queen)));
    }
}
