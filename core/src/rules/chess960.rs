//! Chess960 start positions by their standard number (0 to 959; 518 is the usual setup).

use thiserror::Error;

use super::{Castling, CastlingSide, Color, Piece, Position, Rank, Role, Setup, Square};

/// How many Chess960 start positions there are.
pub const COUNT: u16 = 960;

/// The number of the standard chess setup among the Chess960 start positions.
pub const STANDARD: u16 = 518;

/// A Chess960 position number outside 0..=959.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("Chess960 start positions are numbered 0 to 959, not {0}")]
pub struct Chess960NumberError(pub u32);

/// The five ways to place two knights on five free squares, in the standard numbering's order.
const KNIGHT_PLACES: [(usize, usize); 10] =
    [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];

/// White's back rank for start position `number`, a-file first.
pub fn back_rank(number: u16) -> Result<[Role; 8], Chess960NumberError> {
    if number >= COUNT {
        return Err(Chess960NumberError(number.into()));
    }
    let mut rank: [Option<Role>; 8] = [None; 8];
    let n = number as usize;
    rank[2 * (n % 4) + 1] = Some(Role::Bishop);
    rank[2 * ((n / 4) % 4)] = Some(Role::Bishop);
    let n = n / 16;
    place_on_free(&mut rank, n % 6, Role::Queen);
    let (first, second) = KNIGHT_PLACES[n / 6];
    // Place the second knight first so the first one's index among free squares is unchanged.
    place_on_free(&mut rank, second, Role::Knight);
    place_on_free(&mut rank, first, Role::Knight);
    for role in [Role::Rook, Role::King, Role::Rook] {
        place_on_free(&mut rank, 0, role);
    }
    Ok(rank.map(|role| role.unwrap_or(Role::Pawn)))
}

fn place_on_free(rank: &mut [Option<Role>; 8], nth_free: usize, role: Role) {
    if let Some(slot) = rank.iter_mut().filter(|slot| slot.is_none()).nth(nth_free) {
        *slot = Some(role);
    }
}

/// The start position numbered `number`, with both sides' castling rights.
pub fn start_position(number: u16) -> Result<Position, Chess960NumberError> {
    let roles = back_rank(number)?;
    let mut setup = Setup::empty();
    let mut castling = Castling::NONE;
    for color in Color::ALL {
        let back = Rank::First.relative_to(color);
        let pawns = Rank::Second.relative_to(color);
        for (file, role) in roles.iter().enumerate() {
            let square = Square::new(super::File::from_index(file), back);
            setup.board[square.index()] = Some(Piece::new(color, *role));
            setup.board[Square::new(super::File::from_index(file), pawns).index()] =
                Some(Piece::new(color, Role::Pawn));
        }
        let king = roles.iter().position(|r| *r == Role::King).unwrap_or(4);
        for (file, role) in roles.iter().enumerate() {
            if *role == Role::Rook {
                let side = if file > king { CastlingSide::KingSide } else { CastlingSide::QueenSide };
                castling.set(color, side, Square::new(super::File::from_index(file), back));
            }
        }
    }
    setup.castling = castling;
    // Every numbered setup is legal by construction.
    Position::from_setup(&setup).map_err(|_| Chess960NumberError(number.into()))
}

/// A start position number drawn at random.
pub fn random_number() -> u16 {
    fastrand::u16(0..COUNT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_518_is_the_standard_setup() {
        assert_eq!(start_position(STANDARD), Ok(Position::new()));
    }

    #[test]
    fn the_numbering_follows_the_standard_scheme() {
        let letters =
            |n| back_rank(n).map(|rank| rank.iter().map(|r| r.to_char().to_ascii_uppercase()).collect::<String>());
        assert_eq!(letters(0).as_deref(), Ok("BBQNNRKR"));
        assert_eq!(letters(959).as_deref(), Ok("RKRNNQBB"));
        assert_eq!(letters(518).as_deref(), Ok("RNBQKBNR"));
        assert_eq!(letters(534).as_deref(), Ok("RNBKQBNR"));
    }

    #[test]
    fn every_start_position_has_the_king_between_its_rooks_and_bishops_on_both_colours() {
        let mut seen = std::collections::HashSet::new();
        for number in 0..COUNT {
            let rank = back_rank(number).expect("in range");
            let rooks: Vec<usize> = (0..8).filter(|&f| rank[f] == Role::Rook).collect();
            let king = (0..8).find(|&f| rank[f] == Role::King).expect("a king");
            assert!(rooks[0] < king && king < rooks[1], "{number}");
            let bishops: Vec<usize> = (0..8).filter(|&f| rank[f] == Role::Bishop).collect();
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{number}");
            assert!(seen.insert(rank), "{number} repeats a setup");
        }
    }

    #[test]
    fn numbers_past_959_are_refused() {
        assert_eq!(start_position(960), Err(Chess960NumberError(960)));
    }
}
