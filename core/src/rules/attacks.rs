//! Which squares each piece attacks: lookup tables for the leapers and magic bitboards for the sliders.

use super::{Bitboard, Color, Role, Square};

/// One square's entry in a magic table: `(occupied & mask) * factor >> shift` indexes its attack sets.
struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

include!(concat!(env!("OUT_DIR"), "/magics.rs"));

#[inline(always)]
fn magic_lookup(magic: &Magic, occupied: Bitboard) -> Bitboard {
    let index = ((occupied.0 & magic.mask).wrapping_mul(magic.factor) >> magic.shift) as usize;
    Bitboard(SLIDER_ATTACKS[magic.offset + index])
}

const fn leaper_table(steps: &[(i32, i32)]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut index = 0;
    while index < 64 {
        let mut bits = 0u64;
        let mut step = 0;
        while step < steps.len() {
            if let Some(target) = Square::from_index(index).offset(steps[step].0, steps[step].1) {
                bits |= 1 << target.index();
            }
            step += 1;
        }
        table[index] = Bitboard(bits);
        index += 1;
    }
    table
}

static KNIGHT_ATTACKS: [Bitboard; 64] =
    leaper_table(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
static KING_ATTACKS: [Bitboard; 64] =
    leaper_table(&[(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]);
static PAWN_ATTACKS: [[Bitboard; 64]; 2] = [leaper_table(&[(-1, 1), (1, 1)]), leaper_table(&[(-1, -1), (1, -1)])];

/// For two squares on one line, the squares strictly between them (exclusive) and the whole line.
const fn line_tables() -> ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) {
    let mut between = [[Bitboard::EMPTY; 64]; 64];
    let mut line = [[Bitboard::EMPTY; 64]; 64];
    let directions = [(1, 0), (0, 1), (1, 1), (1, -1), (-1, 0), (0, -1), (-1, -1), (-1, 1)];
    let mut from = 0;
    while from < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = directions[d];
            // The full line through `from` in this direction and its opposite.
            let mut full = 1u64 << from;
            let mut s = Square::from_index(from).offset(df, dr);
            while let Some(sq) = s {
                full |= 1 << sq.index();
                s = sq.offset(df, dr);
            }
            s = Square::from_index(from).offset(-df, -dr);
            while let Some(sq) = s {
                full |= 1 << sq.index();
                s = sq.offset(-df, -dr);
            }
            let mut gap = 0u64;
            s = Square::from_index(from).offset(df, dr);
            while let Some(sq) = s {
                between[from][sq.index()] = Bitboard(gap);
                line[from][sq.index()] = Bitboard(full);
                gap |= 1 << sq.index();
                s = sq.offset(df, dr);
            }
            d += 1;
        }
        from += 1;
    }
    (between, line)
}

static LINES: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = line_tables();

/// The squares a knight on `square` attacks.
#[inline(always)]
pub fn knight_attacks(square: Square) -> Bitboard {
    KNIGHT_ATTACKS[square.index()]
}

/// The squares a king on `square` attacks.
#[inline(always)]
pub fn king_attacks(square: Square) -> Bitboard {
    KING_ATTACKS[square.index()]
}

/// The squares a pawn of `color` on `square` attacks (diagonally forward).
#[inline(always)]
pub fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    PAWN_ATTACKS[color.index()][square.index()]
}

/// The squares a rook on `square` attacks, given the occupied squares.
#[inline(always)]
pub fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&ROOK_MAGICS[square.index()], occupied)
}

/// The squares a bishop on `square` attacks, given the occupied squares.
#[inline(always)]
pub fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&BISHOP_MAGICS[square.index()], occupied)
}

/// The squares a queen on `square` attacks, given the occupied squares.
#[inline(always)]
pub fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(square, occupied) | bishop_attacks(square, occupied)
}

/// The squares a piece of `color` and `role` on `square` attacks, given the occupied squares.
#[inline(always)]
pub fn attacks(color: Color, role: Role, square: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, square),
        Role::Knight => knight_attacks(square),
        Role::Bishop => bishop_attacks(square, occupied),
        Role::Rook => rook_attacks(square, occupied),
        Role::Queen => queen_attacks(square, occupied),
        Role::King => king_attacks(square),
    }
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal; else none.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    LINES.0[a.index()][b.index()]
}

/// The whole rank, file or diagonal through `a` and `b`, edge to edge; none if they share no line.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    LINES.1[a.index()][b.index()]
}

#[cfg(test)]
mod tests {
    use super::super::sliding;
    use super::*;

    /// A reproducible stream of occupancies with a varied number of pieces.
    fn occupancies() -> impl Iterator<Item = Bitboard> {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        (0..300).map(move |i| {
            let mut next = || {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state
            };
            let bits = match i % 3 {
                0 => next() & next() & next(),
                1 => next() & next(),
                _ => next(),
            };
            Bitboard(bits)
        })
    }

    #[test]
    fn magic_lookups_match_the_square_by_square_reference() {
        for occupied in occupancies() {
            for square in Square::ALL {
                let i = square.index();
                assert_eq!(
                    rook_attacks(square, occupied).0,
                    sliding::ray_attacks(i, occupied.0, &sliding::ROOK_DIRECTIONS)
                );
                assert_eq!(
                    bishop_attacks(square, occupied).0,
                    sliding::ray_attacks(i, occupied.0, &sliding::BISHOP_DIRECTIONS)
                );
            }
        }
    }

    #[test]
    fn only_the_relevant_occupancy_changes_a_sliders_attacks() {
        for occupied in occupancies() {
            for square in 0..64 {
                for directions in [&sliding::ROOK_DIRECTIONS, &sliding::BISHOP_DIRECTIONS] {
                    let relevant = occupied.0 & sliding::relevant_occupancy(square, directions);
                    assert_eq!(
                        sliding::ray_attacks(square, occupied.0, directions),
                        sliding::ray_attacks(square, relevant, directions)
                    );
                }
            }
        }
    }

    #[test]
    fn a_knight_in_the_corner_attacks_two_squares_and_in_the_centre_eight() {
        assert_eq!(knight_attacks(Square::A1), [Square::C2, Square::B3].into_iter().collect());
        assert_eq!(knight_attacks(Square::D4).count(), 8);
        assert_eq!(king_attacks(Square::H8).count(), 3);
    }

    #[test]
    fn pawns_attack_diagonally_forward_for_their_colour() {
        assert_eq!(pawn_attacks(Color::White, Square::E4), [Square::D5, Square::F5].into_iter().collect());
        assert_eq!(pawn_attacks(Color::Black, Square::A7), Bitboard::from_square(Square::B6));
    }

    #[test]
    fn between_and_line_cover_ranks_files_and_diagonals_only() {
        assert_eq!(between(Square::A1, Square::D4), [Square::B2, Square::C3].into_iter().collect());
        assert_eq!(between(Square::E1, Square::E2), Bitboard::EMPTY);
        assert_eq!(between(Square::A1, Square::B3), Bitboard::EMPTY);
        assert_eq!(line(Square::B2, Square::C3).count(), 8);
        assert_eq!(line(Square::A1, Square::B3), Bitboard::EMPTY);
        assert!(line(Square::E1, Square::E8).contains(Square::E4));
    }
}
