//! Whether the pieces left can still give checkmate: the material draws.

use super::{Bitboard, Color, Position, Role};

impl Position {
    /// Whether neither side can ever checkmate with the pieces left, so the game is drawn at once:
    /// king against king; king and one bishop or one knight against king; and kings with any
    /// bishops, all of them on squares of one colour.
    pub fn has_insufficient_material(&self) -> bool {
        let heavy_or_pawns = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if heavy_or_pawns.any() {
            return false;
        }
        let knights = self.by_role(Role::Knight);
        let bishops = self.by_role(Role::Bishop);
        if knights.any() {
            // One knight and nothing else but the kings.
            return !knights.more_than_one() && bishops.is_empty();
        }
        (bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty()
    }

    /// Whether `color` could still checkmate by some series of legal moves, however unlikely.
    ///
    /// This decides a fallen flag: a player whose opponent cannot mate at all is not beaten on time,
    /// the game is drawn. The test is the one FIDE players know: a lone king cannot mate; a king
    /// and one knight cannot mate a bare king; a king and bishops cannot mate when every bishop on
    /// the board stands on one colour and the opponent has nothing else that could block.
    pub fn can_checkmate(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let theirs = self.by_color(!color);
        let heavy_or_pawns = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if (ours & heavy_or_pawns).any() {
            return true;
        }
        let our_knights = ours & self.by_role(Role::Knight);
        let our_bishops = ours & self.by_role(Role::Bishop);
        let their_king_only = (theirs & !self.by_role(Role::King)).is_empty();
        if our_knights.is_empty() && our_bishops.is_empty() {
            return false;
        }
        if our_bishops.is_empty() && !our_knights.more_than_one() {
            return !their_king_only;
        }
        if our_knights.is_empty() {
            let bishops = self.by_role(Role::Bishop);
            let one_colour = (bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty();
            let their_others = theirs & !self.by_role(Role::King) & !self.by_role(Role::Bishop);
            return !(one_colour && their_others.is_empty());
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{Color, Position};

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn king_against_king_is_insufficient_material() {
        assert!(position("8/8/4k3/8/8/3K4/8/8 w - - 0 1").has_insufficient_material());
    }

    #[test]
    fn a_single_minor_piece_cannot_mate_a_bare_king() {
        assert!(position("8/8/4k3/8/8/3KB3/8/8 w - - 0 1").has_insufficient_material());
        assert!(position("8/8/4k3/8/8/3KN3/8/8 w - - 0 1").has_insufficient_material());
    }

    #[test]
    fn bishops_all_on_one_colour_are_insufficient_whoever_owns_them() {
        // b6, e3 and c1 are all dark squares.
        assert!(position("8/8/1b2k3/8/8/3KB3/8/2B5 w - - 0 1").has_insufficient_material());
    }

    #[test]
    fn bishops_on_both_colours_or_two_knights_or_any_pawn_can_still_mate() {
        assert!(!position("8/8/2b1k3/8/8/3KB3/8/8 w - - 0 1").has_insufficient_material());
        assert!(!position("8/8/4k3/8/8/3KNN2/8/8 w - - 0 1").has_insufficient_material());
        assert!(!position("8/8/4k3/8/8/3K4/4P3/8 w - - 0 1").has_insufficient_material());
        assert!(!position("8/8/4k3/8/8/3KN3/8/5b2 w - - 0 1").has_insufficient_material());
    }

    #[test]
    fn a_lone_king_can_never_mate() {
        let p = position("8/8/4k3/8/8/3K4/8/7Q w - - 0 1");
        assert!(!p.can_checkmate(Color::Black));
        assert!(p.can_checkmate(Color::White));
    }

    #[test]
    fn a_knight_can_mate_only_if_the_other_side_has_pieces_to_block_its_own_king() {
        assert!(!position("8/8/4k3/8/8/3KN3/8/8 w - - 0 1").can_checkmate(Color::White));
        assert!(position("8/8/4k3/8/8/3KN3/8/7r w - - 0 1").can_checkmate(Color::White));
    }

    #[test]
    fn same_coloured_bishops_cannot_mate_against_bishops_of_that_colour_alone() {
        assert!(!position("8/8/1b2k3/8/8/3KB3/8/8 w - - 0 1").can_checkmate(Color::White));
        assert!(position("8/8/1b2k3/8/8/3KB3/8/n7 w - - 0 1").can_checkmate(Color::White));
    }
}
