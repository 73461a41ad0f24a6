//! Squares, files and ranks of the board.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::Color;

/// A file (column) of the board, from a to h.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

impl File {
    /// All eight files, a to h.
    pub const ALL: [File; 8] = [File::A, File::B, File::C, File::D, File::E, File::F, File::G, File::H];

    /// The file's index, 0 for a up to 7 for h.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file with this index; the index is taken modulo 8.
    pub const fn from_index(index: usize) -> File {
        File::ALL[index & 7]
    }

    /// The file named by a lowercase letter `a`..`h`.
    pub fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File::from_index(c as usize - 'a' as usize)),
            _ => None,
        }
    }

    /// The file's lowercase letter.
    pub fn to_char(self) -> char {
        (b'a' + self as u8) as char
    }
}

/// A rank (row) of the board, from the first (White's back rank) to the eighth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum Rank {
    First,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl Rank {
    /// All eight ranks, first to eighth.
    pub const ALL: [Rank; 8] =
        [Rank::First, Rank::Second, Rank::Third, Rank::Fourth, Rank::Fifth, Rank::Sixth, Rank::Seventh, Rank::Eighth];

    /// The rank's index, 0 for the first up to 7 for the eighth.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with this index; the index is taken modulo 8.
    pub const fn from_index(index: usize) -> Rank {
        Rank::ALL[index & 7]
    }

    /// The rank named by a digit `1`..`8`.
    pub fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank::from_index(c as usize - '1' as usize)),
            _ => None,
        }
    }

    /// The rank's digit.
    pub fn to_char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// This rank as seen from `color`'s side: the first rank is each side's back rank.
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::from_index(7 - self.index()),
        }
    }
}

/// One of the 64 squares, named as in algebraic notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
#[rustfmt::skip]
pub enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    /// All 64 squares, a1, b1, ... h8.
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = {
        use Square::*;
        [
            A1, B1, C1, D1, E1, F1, G1, H1,
            A2, B2, C2, D2, E2, F2, G2, H2,
            A3, B3, C3, D3, E3, F3, G3, H3,
            A4, B4, C4, D4, E4, F4, G4, H4,
            A5, B5, C5, D5, E5, F5, G5, H5,
            A6, B6, C6, D6, E6, F6, G6, H6,
            A7, B7, C7, D7, E7, F7, G7, H7,
            A8, B8, C8, D8, E8, F8, G8, H8,
        ]
    };

    /// The square on this file and rank.
    pub const fn new(file: File, rank: Rank) -> Square {
        Square::ALL[rank.index() * 8 + file.index()]
    }

    /// The square with this index (a1 = 0, h1 = 7, h8 = 63); the index is taken modulo 64.
    pub const fn from_index(index: usize) -> Square {
        Square::ALL[index & 63]
    }

    /// The square's index, a1 = 0 up to h8 = 63.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The square's file.
    pub const fn file(self) -> File {
        File::from_index(self.index())
    }

    /// The square's rank.
    pub const fn rank(self) -> Rank {
        Rank::from_index(self.index() >> 3)
    }

    /// The square reflected across the middle of the board (a1 <-> a8).
    pub const fn flip_vertical(self) -> Square {
        Square::from_index(self.index() ^ 56)
    }

    /// The square as seen from `color`'s side (a1 for White is a8 for Black).
    pub const fn relative_to(self, color: Color) -> Square {
        match color {
            Color::White => self,
            Color::Black => self.flip_vertical(),
        }
    }

    /// The square `files` files and `ranks` ranks away, if it is on the board.
    pub const fn offset(self, files: i32, ranks: i32) -> Option<Square> {
        let file = self.file().index() as i32 + files;
        let rank = self.rank().index() as i32 + ranks;
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square::from_index((rank * 8 + file) as usize))
        } else {
            None
        }
    }

    /// Whether the square is a light square (h1 is light, a1 is dark).
    pub const fn is_light(self) -> bool {
        (self.file().index() + self.rank().index()) % 2 == 1
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().to_char(), self.rank().to_char())
    }
}

/// A square name that is not a file letter followed by a rank digit.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a square (expected a file a-h and a rank 1-8, like `e4`)")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        match (chars.next().and_then(File::from_char), chars.next().and_then(Rank::from_char), chars.next()) {
            (Some(file), Some(rank), None) => Ok(Square::new(file, rank)),
            _ => Err(ParseSquareError(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_named_as_in_algebraic_notation() {
        assert_eq!(Square::E4.to_string(), "e4");
        assert_eq!("h8".parse(), Ok(Square::H8));
        assert_eq!(Square::new(File::C, Rank::Sixth), Square::C6);
        assert!("i1".parse::<Square>().is_err());
        assert!("e44".parse::<Square>().is_err());
        assert!("".parse::<Square>().is_err());
    }

    #[test]
    fn h1_is_a_light_square_so_each_player_has_a_light_square_on_the_right() {
        assert!(Square::H1.is_light());
        assert!(Square::A8.is_light());
        assert!(!Square::A1.is_light());
        assert!(!Square::H8.is_light());
    }

    #[test]
    fn offsets_that_leave_the_board_give_none() {
        assert_eq!(Square::E4.offset(1, 2), Some(Square::F6));
        assert_eq!(Square::H4.offset(1, 0), None);
        assert_eq!(Square::A1.offset(0, -1), None);
    }

    #[test]
    fn relative_squares_mirror_for_black() {
        assert_eq!(Square::E2.relative_to(Color::Black), Square::E7);
        assert_eq!(Rank::Second.relative_to(Color::Black), Rank::Seventh);
    }
}
