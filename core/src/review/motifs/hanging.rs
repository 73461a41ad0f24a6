//! A piece left hanging: the opponent's answer takes a knight, bishop, rook or queen that nothing
//! defended, or that a cheaper man could take, and the line keeps the piece.

use super::{Moment, Motif, defended};
use crate::rules::Role;

/// The hanging piece the opponent took at once, if the line shows one.
pub(super) fn detect(moment: &Moment) -> Option<Motif> {
    let (positions, reply) = moment.reply();
    let (&position, &capture) = (positions.first()?, reply.first()?);
    let role = position.captured_role(capture)?;
    if matches!(role, Role::Pawn | Role::King) {
        return None;
    }
    let capturer = position.role_at(capture.from)?;
    let loose = !defended(&position, capture.to, moment.mover, capture.from) || capturer.value() < role.value();
    (loose && moment.opponent_wins(role.value() as i32 - 1)).then_some(Motif::Hanging {
        role,
        square: capture.to,
        moved: capture.to == moment.move_played().to,
    })
}

#[cfg(test)]
mod tests {
    use super::super::testing::moment;
    use super::*;
    use crate::rules::Square;

    #[test]
    fn a_bishop_abandoned_by_the_queen_is_hanging() {
        // White's queen on d2 defends the bishop on g5; Qd2-d3 abandons it and ...Qxg5 follows.
        let found = detect(&moment(
            "rnbqkbnr/pppp1ppp/8/4p1B1/4P3/8/PPPQ1PPP/RN2KBNR w KQkq - 0 1",
            &["d2d3", "d8g5"],
            &["g1f3"],
            0,
            -300,
        ));
        assert_eq!(found, Some(Motif::Hanging { role: Role::Bishop, square: Square::G5, moved: false }));
    }

    #[test]
    fn a_knight_moved_where_the_queen_takes_it_is_hanging_and_one_not_taken_is_not() {
        let found = detect(&moment(
            "rnbqkbnr/ppp2ppp/8/3pp3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1",
            &["f3g5", "d8g5"],
            &["e2e3"],
            0,
            -300,
        ));
        assert_eq!(found, Some(Motif::Hanging { role: Role::Knight, square: Square::G5, moved: true }));
        let by_pawn = detect(&moment(
            "rnbqkbnr/ppp2ppp/8/3pp3/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 0 1",
            &["c3b5", "c7c6", "b5a3"],
            &["e2e3"],
            0,
            -20,
        ));
        assert_eq!(by_pawn, None, "the knight was not taken: nothing hung");
    }

    #[test]
    fn a_bishop_traded_for_a_knight_is_not_a_hanging_piece() {
        let found = detect(&moment(
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 1",
            &["b5c6", "d7c6"],
            &["e1g1"],
            30,
            -150,
        ));
        assert_eq!(found, None);
    }
}
