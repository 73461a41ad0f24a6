//! A line of moves played out on the board: what it wins in material once the captures have
//! settled, and whether it ends in mate. The review states only what a line proves here.

use crate::engine::see_at_least;
use crate::rules::{Color, Move, Position, Role};

/// The most plies of a line the review plays out: far enough for a tactic, not so far that the
/// engine's later moves stand in for the point.
pub const MAX_PLIES: usize = 10;

/// A line played out from a position, as far as its moves are legal (at most [`MAX_PLIES`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedLine {
    /// The position the line starts from, then the position after each of its moves.
    pub positions: Vec<Position>,
    /// The moves, each legal in the position before it.
    pub moves: Vec<Move>,
}

impl PlayedLine {
    /// Plays `moves` from `start`, stopping at the first illegal one.
    pub fn play(start: &Position, moves: &[Move]) -> PlayedLine {
        let mut positions = vec![*start];
        let mut played = Vec::new();
        for &mv in moves.iter().take(MAX_PLIES) {
            let position = positions[positions.len() - 1];
            if !position.legal_moves().contains(&mv) {
                break;
            }
            positions.push(position.after(mv));
            played.push(mv);
        }
        PlayedLine { positions, moves: played }
    }

    /// The last position reached.
    pub fn end(&self) -> &Position {
        &self.positions[self.positions.len() - 1]
    }

    /// Whether the line ends with `winner` mating the other side.
    pub fn mates(&self, winner: Color) -> bool {
        self.end().is_checkmate() && self.end().turn() != winner
    }

    /// What `side` is up (in pawns: 1, 3, 3, 5, 9) at the line's last quiet position, against the
    /// start: `None` when no position of the line is quiet, so its material cannot be told.
    pub fn settled_gain(&self, side: Color) -> Option<i32> {
        let settled = self.positions.iter().rev().find(|position| is_quiet(position))?;
        Some(material(settled, side) - material(&self.positions[0], side))
    }

    /// The most valuable of `owner`'s men captured along the line, with the ply it fell at.
    pub fn most_valuable_capture(&self, owner: Color) -> Option<(Role, usize)> {
        self.positions
            .iter()
            .zip(&self.moves)
            .enumerate()
            .filter(|(_, (position, _))| position.turn() != owner)
            .filter_map(|(ply, (position, &mv))| position.captured_role(mv).map(|role| (role, ply)))
            .max_by_key(|&(role, ply)| (role.value(), std::cmp::Reverse(ply)))
    }
}

/// Whether nothing is left hanging for the side to move: it is not in check and has no capture
/// or promotion that wins material outright.
pub fn is_quiet(position: &Position) -> bool {
    !position.is_check()
        && !position
            .legal_moves()
            .iter()
            .any(|&mv| (position.is_capture(mv) || mv.promotion.is_some()) && see_at_least(position, mv, 1))
}

/// `side`'s material minus the other side's, in pawns.
pub fn material(position: &Position, side: Color) -> i32 {
    let count = |color: Color| -> i32 {
        Role::ALL.iter().map(|&role| position.pieces(color, role).count() as i32 * role.value() as i32).sum()
    };
    count(side) - count(!side)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(fen: &str, moves: &[&str]) -> PlayedLine {
        let start = Position::from_fen(fen).unwrap();
        let mut position = start;
        let moves: Vec<Move> = moves
            .iter()
            .map(|text| {
                let mv = position.parse_uci(text).unwrap();
                position = position.after(mv);
                mv
            })
            .collect();
        PlayedLine::play(&start, &moves)
    }

    #[test]
    fn a_bishop_taken_for_nothing_is_three_pawns_once_the_line_settles() {
        // White's bishop on g5 is undefended; Black's queen takes it.
        let taken = line("rnb1kbnr/pppp1ppp/8/4p1Bq/4P3/8/PPPP1PPP/RN1QKBNR b KQkq - 0 1", &["h5g5"]);
        assert_eq!(taken.settled_gain(Color::Black), Some(3));
        assert_eq!(taken.settled_gain(Color::White), Some(-3));
        assert_eq!(taken.most_valuable_capture(Color::White), Some((Role::Bishop, 0)));
    }

    #[test]
    fn a_trade_settles_even_and_an_unfinished_exchange_is_not_counted_half_way() {
        let start = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1";
        // Nxe5 Nxe5: a knight for a pawn and a knight, then White is to move with nothing to take.
        let traded = line(start, &["f3e5", "c6e5"]);
        assert_eq!(traded.settled_gain(Color::White), Some(-2));
        // After Nxe5 alone Black is to move and can take the knight: that position is not quiet,
        // so the settled material is the start's.
        let half = line(start, &["f3e5"]);
        assert_eq!(half.settled_gain(Color::White), Some(0));
    }

    #[test]
    fn a_line_stops_at_its_first_illegal_move_and_sees_mate() {
        let mate = line("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", &["a1a8"]);
        assert!(mate.mates(Color::White));
        assert!(!mate.mates(Color::Black));
        let start = Position::new();
        let cut = PlayedLine::play(&start, &[Move::new(crate::rules::Square::E2, crate::rules::Square::E5)]);
        assert!(cut.moves.is_empty());
        assert_eq!(cut.end(), &start);
    }
}
