//! Static exchange evaluation: what a capture wins or loses once every recapture on its square
//! has been played out, cheapest attacker first.

use super::eval::SEE_VALUE;
use crate::rules::attacks;
use crate::rules::{Color, Move, Position, Role, Square};

/// Whether `mv` wins at least `threshold` centipawns of material in the exchange it starts.
///
/// The exchange is played out in turn, each side recapturing with its least valuable attacker
/// (sliders behind a capturer join in as it leaves); a side stops when going on would lose.
pub fn see_at_least(position: &Position, mv: Move, threshold: i32) -> bool {
    if position.is_castling(mv) {
        return threshold <= 0;
    }
    let Some(mover) = position.role_at(mv.from) else { return false };
    let captured = position.captured_role(mv).map_or(0, |role| SEE_VALUE[role.index()]);
    let moved = mv.promotion.unwrap_or(mover);
    let promotion_gain = SEE_VALUE[moved.index()] - SEE_VALUE[mover.index()];
    // What the side to move is up after the capture, against the threshold.
    let mut margin = captured + promotion_gain - threshold;
    if margin < 0 {
        return false;
    }
    // What it is up if the piece it moved is taken back for nothing more.
    margin = SEE_VALUE[moved.index()] - margin;
    if margin <= 0 {
        return true;
    }
    let target = mv.to;
    let mut occupied = position.occupied().without(mv.from).with(target);
    if position.is_en_passant(mv) {
        occupied = occupied.without(Square::new(target.file(), mv.from.rank()));
    }
    let diagonal = position.by_role(Role::Bishop) | position.by_role(Role::Queen);
    let straight = position.by_role(Role::Rook) | position.by_role(Role::Queen);
    let mut attackers =
        position.attackers(target, Color::White, occupied) | position.attackers(target, Color::Black, occupied);
    let mut side = position.turn();
    // 1 while the side to move comes out ahead, flipped with every capture.
    let mut winning = 1;
    loop {
        side = !side;
        attackers &= occupied;
        let ours = attackers & position.by_color(side);
        if ours.is_empty() {
            break;
        }
        winning ^= 1;
        let Some((role, from)) =
            Role::ALL.into_iter().find_map(|role| (ours & position.by_role(role)).first().map(|square| (role, square)))
        else {
            break;
        };
        if role == Role::King {
            // The king may only take last: into a square the other side still attacks, it cannot.
            let defended = (attackers & !position.by_color(side)).any();
            return (if defended { winning ^ 1 } else { winning }) == 1;
        }
        margin = SEE_VALUE[role.index()] - margin;
        if margin < winning {
            break;
        }
        occupied = occupied.without(from);
        attackers |= (attacks::bishop_attacks(target, occupied) & diagonal)
            | (attacks::rook_attacks(target, occupied) & straight);
    }
    winning == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square::*;

    fn see(fen: &str, mv: Move, threshold: i32) -> bool {
        see_at_least(&Position::from_fen(fen).unwrap(), mv, threshold)
    }

    #[test]
    fn taking_an_undefended_pawn_wins_it() {
        let fen = "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1";
        assert!(see(fen, Move::new(D1, D5), 100));
        assert!(!see(fen, Move::new(D1, D5), 101));
    }

    #[test]
    fn taking_a_defended_pawn_with_the_queen_loses_material() {
        let fen = "4k3/4p3/3p4/8/8/8/8/3QK3 w - - 0 1";
        assert!(!see(fen, Move::new(D1, D6), 0));
    }

    #[test]
    fn a_pawn_taking_a_defended_knight_still_wins() {
        let fen = "4k3/4p3/3n4/2P5/8/8/8/4K3 w - - 0 1";
        assert!(see(fen, Move::new(C5, D6), 200));
    }

    #[test]
    fn x_ray_attackers_behind_the_first_capture_count() {
        // Rook takes on d5, defended by a rook; the second white rook behind makes it even.
        let fen = "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1";
        assert!(see(fen, Move::new(D2, D5), 100));
    }
}
