//! Forsyth-Edwards Notation in and out, with X-FEN and Shredder-FEN castling for Chess960.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::{Castling, CastlingSide, Color, File, Piece, Position, PositionError, Rank, Role, Setup, Square};

/// What is wrong with a FEN string.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenError {
    /// Fewer than four or more than six space-separated fields.
    #[error("a FEN has 4 to 6 fields (board, side, castling, en passant, clocks), found {0}")]
    FieldCount(usize),
    /// The board field does not have eight ranks.
    #[error("the board has {0} ranks, not 8")]
    RankCount(usize),
    /// A rank of the board does not add up to eight squares.
    #[error("rank {rank} of the board describes {squares} squares, not 8")]
    RankLength {
        /// The rank, 1 to 8.
        rank: usize,
        /// How many squares it described.
        squares: usize,
    },
    /// A character on the board that is neither a piece letter nor a digit 1-8.
    #[error("`{0}` on the board is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8")]
    BoardCharacter(char),
    /// A side to move other than `w` or `b`.
    #[error("the side to move is `{0}`, not `w` or `b`")]
    Turn(String),
    /// A castling field that is not `-`, `KQkq` letters or rook files.
    #[error("the castling field `{0}` is not `-`, letters from KQkq, or rook files A-H/a-h")]
    Castling(String),
    /// An en passant field that is not `-` or a square.
    #[error("the en passant field `{0}` is not `-` or a square")]
    EnPassant(String),
    /// A half-move clock that is not a number.
    #[error("the half-move clock `{0}` is not a number")]
    HalfmoveClock(String),
    /// A full-move number that is not a number.
    #[error("the full-move number `{0}` is not a number")]
    FullmoveNumber(String),
    /// The FEN reads well but describes an impossible position.
    #[error("impossible position: {0}")]
    Position(#[from] PositionError),
}

impl Setup {
    /// Reads a FEN (4 to 6 fields; missing clocks are 0 and 1) without checking legality.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut setup = Setup::empty();
        read_board(fields[0], &mut setup.board)?;
        setup.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::Turn(other.to_owned())),
        };
        setup.castling = read_castling(fields[2], &setup.board)?;
        setup.ep_square = match fields[3] {
            "-" => None,
            text => Some(text.parse().map_err(|_| FenError::EnPassant(text.to_owned()))?),
        };
        if let Some(text) = fields.get(4) {
            setup.halfmove_clock = text.parse().map_err(|_| FenError::HalfmoveClock((*text).to_owned()))?;
        }
        if let Some(text) = fields.get(5) {
            setup.fullmove_number = text.parse().map_err(|_| FenError::FullmoveNumber((*text).to_owned()))?;
        }
        Ok(setup)
    }
}

fn read_board(text: &str, board: &mut [Option<Piece>; 64]) -> Result<(), FenError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 8 {
        return Err(FenError::RankCount(rows.len()));
    }
    for (row, line) in rows.iter().enumerate() {
        let rank = 7 - row;
        let mut file = 0;
        for c in line.chars() {
            if let Some(skip) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += skip as usize;
            } else {
                let piece = Piece::from_char(c).ok_or(FenError::BoardCharacter(c))?;
                if file < 8 {
                    board[rank * 8 + file] = Some(piece);
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(FenError::RankLength { rank: rank + 1, squares: file });
        }
    }
    Ok(())
}

fn read_castling(text: &str, board: &[Option<Piece>; 64]) -> Result<Castling, FenError> {
    let mut castling = Castling::NONE;
    if text == "-" {
        return Ok(castling);
    }
    let error = || FenError::Castling(text.to_owned());
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        let back_rank = Rank::First.relative_to(color);
        let square_of = |file: File| Square::new(file, back_rank);
        // The king may stand anywhere: a king off its back rank is an impossible right, not bad text.
        let king_file = Square::ALL
            .into_iter()
            .find(|square| board[square.index()] == Some(Piece::new(color, Role::King)))
            .ok_or(PositionError::MissingKing(color))?
            .file();
        let is_our_rook = |f: &File| board[square_of(*f).index()] == Some(Piece::new(color, Role::Rook));
        let (side, rook_file) = match c.to_ascii_lowercase() {
            'k' => {
                (CastlingSide::KingSide, File::ALL.into_iter().rev().take_while(|f| *f > king_file).find(is_our_rook))
            }
            'q' => (CastlingSide::QueenSide, File::ALL.into_iter().take_while(|f| *f < king_file).find(is_our_rook)),
            letter => {
                let file = File::from_char(letter).filter(|file| *file != king_file).ok_or_else(error)?;
                let side = if file > king_file { CastlingSide::KingSide } else { CastlingSide::QueenSide };
                (side, Some(file))
            }
        };
        let rook_file = rook_file.ok_or(PositionError::InvalidCastlingRight { color, side })?;
        castling.set(color, side, square_of(rook_file));
    }
    Ok(castling)
}

impl Position {
    /// Reads and checks a FEN.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(&Setup::from_fen(fen)?)?)
    }

    /// The FEN of the position, with X-FEN castling: `KQkq` where the castling rook is the
    /// outermost one on its side, the rook's file letter otherwise (some Chess960 positions).
    pub fn fen(&self) -> String {
        self.write_fen(false)
    }

    /// The FEN of the position with Shredder-FEN castling: always the rooks' file letters (`HAha`).
    pub fn shredder_fen(&self) -> String {
        self.write_fen(true)
    }

    fn write_fen(&self, shredder: bool) -> String {
        let mut out = String::with_capacity(90);
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::new(file, *rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(piece.to_char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if *rank != Rank::First {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.turn().to_char());
        out.push(' ');
        let castling = self.castling_field(shredder);
        out.push_str(if castling.is_empty() { "-" } else { &castling });
        out.push(' ');
        match self.ep_square() {
            Some(square) => out.push_str(&square.to_string()),
            None => out.push('-'),
        }
        out.push_str(&format!(" {} {}", self.halfmove_clock(), self.fullmove_number()));
        out
    }

    fn castling_field(&self, shredder: bool) -> String {
        let mut field = String::new();
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let Some(rook) = self.castling().rook(color, side) else {
                    continue;
                };
                let outermost = self.pieces(color, Role::Rook).into_iter().filter(|r| r.rank() == rook.rank()).all(
                    |r| match side {
                        CastlingSide::KingSide => r.file() <= rook.file(),
                        CastlingSide::QueenSide => r.file() >= rook.file(),
                    },
                );
                let letter = if shredder || !outermost {
                    rook.file().to_char()
                } else if side == CastlingSide::KingSide {
                    'k'
                } else {
                    'q'
                };
                field.push(if color == Color::White { letter.to_ascii_uppercase() } else { letter });
            }
        }
        field
    }
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

/// Writes the position's FEN.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}
