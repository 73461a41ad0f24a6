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
    let lesser_taker = defended(&position, capture.to, moment.mover, capture.from).then_some(capturer);
    let loose = lesser_taker.is_none_or(|taker| taker.value() < role.value());
    (loose && moment.opponent_wins(role.value() as i32 - 1)).then_some(Motif::Hanging {
        role,
        square: capture.to,
        moved: capture.to == moment.move_played().to,
        lesser_taker,
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
        assert_eq!(
            found,
            Some(Motif::Hanging { role: Role::Bishop, square: Square::G5, moved: false, lesser_taker: None })
        );
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
        assert_eq!(
            found,
            Some(Motif::Hanging { role: Role::Knight, square: Square::G5, moved: true, lesser_taker: None })
        );
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

    #[test]
    fn a_queen_given_up_to_mate_is_not_left_hanging() {
        // ...Qf1+?! hands White the queen, but Rxf1 Rxf1 is mate: the mover's own mate is no loss.
        let found = detect(&moment(
            "6k1/5pp1/7p/2N2BnP/8/8/PPP1q3/BK4Rr b - - 0 1",
            &["e2f1", "g1f1", "h1f1"],
            &["e2f1"],
            crate::engine::MATE - 3,
            crate::engine::MATE - 3,
        ));
        assert_eq!(found, None);
    }

    #[test]
    fn a_defended_queen_a_rook_can_take_is_hanging_to_the_rook() {
        // Qe6+?? (Qxb8+ mates): the pawn on f5 defends e6, but ...Rxe6 gives a rook for the queen.
        let found = detect(&moment(
            "1r4k1/6pp/1Q4Nb/4rP2/7p/1P6/3P1P1P/6K1 w - - 0 1",
            &["b6e6", "e5e6", "f5e6", "h7g6", "g1g2", "b8b3", "f2f3", "g8f8", "e6e7", "f8e7"],
            &["b6b8", "g8f7", "b8f8"],
            crate::engine::MATE - 3,
            -700,
        ));
        assert_eq!(
            found,
            Some(Motif::Hanging { role: Role::Queen, square: Square::E6, moved: true, lesser_taker: Some(Role::Rook) })
        );
    }
}
