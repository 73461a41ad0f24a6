//! A missed free capture: the mover could have taken a knight, bishop, rook or queen that nothing
//! defended (or that a cheaper man could take), the best line keeps the material, and the move
//! played took nothing as good.

use super::{Moment, Motif, defended};
use crate::rules::Role;

/// The free capture the mover passed over, if there was one.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let before = moment.before();
    let capture = *moment.best.moves.first()?;
    let role = before.captured_role(capture)?;
    if matches!(role, Role::Pawn | Role::King) || moment.move_played() == capture {
        return None;
    }
    let played_as_much = before.captured_role(moment.move_played()).is_some_and(|taken| taken.value() >= role.value());
    let capturer = before.role_at(capture.from)?;
    let free = !defended(before, capture.to, !moment.mover, capture.from) || capturer.value() < role.value();
    let kept = moment.best.settled_gain(moment.mover).is_some_and(|gain| gain >= role.value() as i32 - 1);
    (free && kept && !played_as_much && !moment.after().is_checkmate()).then_some(Motif::MissedFreeCapture {
        capture,
        role,
        square: capture.to,
    })
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;
    use crate::rules::{Move, Square};

    #[test]
    fn an_undefended_knight_left_on_the_board_is_a_missed_free_capture() {
        // Black's knight on e4 is loose; White plays h3 instead of Nxe4.
        let found = detect(&moment(
            "rnbqkb1r/pppp1ppp/8/4p3/4n3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 1",
            &["h2h3", "e4c3"],
            &["c3e4"],
            0,
            -300,
        ));
        assert_eq!(
            found,
            Some(Motif::MissedFreeCapture {
                capture: Move::new(Square::C3, Square::E4),
                role: Role::Knight,
                square: Square::E4
            })
        );
    }

    #[test]
    fn a_defended_piece_of_the_same_value_is_not_free() {
        // The knight on e4 is defended by the pawn on d5: Nxe4 dxe4 is a trade.
        let found = detect(&moment(
            "rnbqkb1r/ppp2ppp/8/3pp3/4n3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 1",
            &["h2h3"],
            &["c3e4", "d5e4"],
            0,
            -100,
        ));
        assert_eq!(found, None);
    }
}
