//! UCI move notation: `e2e4`, `e7e8q`, and castling as `e1g1` or, for Chess960, `e1h1`.
//!
//! UCI writes standard castling as the king's two-square step (`e1g1`) and Chess960 castling as
//! the king taking its own rook (`e1h1`, `b1a1`), which is also how the rules keep it. Both are
//! read back; see [`Position::parse_uci`] for when the king's step counts as castling.

use thiserror::Error;

use super::{CastlingSide, File, Move, Position, Rank, Role, Square, attacks};

/// Why a UCI move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum UciMoveError {
    /// The text is not two squares and an optional promotion letter.
    #[error("`{text}` is not a UCI move (two squares and an optional promotion letter, like `e2e4` or `e7e8q`)")]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// The null move `0000`, which passes the turn: no legal move.
    #[error("`0000` is the null move, which passes the turn and is never a legal move")]
    NullMove,
    /// A well-formed move that is not legal in the position.
    #[error("`{text}` is not a legal move here")]
    Illegal {
        /// The text as given.
        text: String,
    },
}

impl Position {
    /// The move in UCI notation; castling as the king's destination (`e1g1`), or as the king taking
    /// its own rook (`e1h1`) when `chess960` is set.
    ///
    /// Use `chess960` for Chess960 games: there the king may stay put or step a single square when
    /// castling, and such a king "destination" does not read back as castling.
    pub fn to_uci(&self, mv: Move, chess960: bool) -> String {
        let to = if !chess960 && self.is_castling(mv) { self.castling_squares(mv).1 } else { mv.to };
        let mut text = format!("{}{}", mv.from, to);
        if let Some(role) = mv.promotion {
            text.push(role.to_char());
        }
        text
    }

    /// Reads a move in UCI notation and checks that it is legal here.
    ///
    /// Castling reads either as the king taking its own rook (`e1h1`), or as the king's destination
    /// (`e1g1`) when the king travels two files or more. A king step of one square onto a square
    /// without its own rook is always a plain king move, so in Chess960 a castling that moves the
    /// king one square or not at all is written king-takes-rook. The promotion letter may be upper
    /// case; `0000` is refused.
    ///
    /// ```
    /// use ply_core::rules::{Move, Position, Square, UciMoveError};
    ///
    /// let position = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("a valid FEN");
    /// let castling = Move::new(Square::E1, Square::H1);
    /// assert_eq!(position.parse_uci("e1g1")?, castling);
    /// assert_eq!(position.parse_uci("e1h1")?, castling);
    /// assert_eq!(position.to_uci(castling, false), "e1g1");
    /// assert_eq!(position.to_uci(castling, true), "e1h1");
    /// # Ok::<(), UciMoveError>(())
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciMoveError> {
        if text == "0000" {
            return Err(UciMoveError::NullMove);
        }
        let mv = read_uci(text).ok_or_else(|| UciMoveError::Syntax { text: text.to_owned() })?;
        if self.is_legal(mv) {
            return Ok(mv);
        }
        mv.promotion
            .is_none()
            .then(|| self.castling_by_king_destination(mv.from, mv.to))
            .flatten()
            .ok_or_else(|| UciMoveError::Illegal { text: text.to_owned() })
    }

    /// The legal castling that a king moving from `from` to `to` stands for, if `to` is where the
    /// king lands and it travels there two files or more: `e1g1` in standard chess.
    ///
    /// A one-square step is a king move in its own right, and the king staying put is no move at
    /// all, so neither is read as castling.
    pub(super) fn castling_by_king_destination(&self, from: Square, to: Square) -> Option<Move> {
        let us = self.turn();
        if from != self.king(us) || from == to || attacks::king_attacks(from).contains(to) {
            return None;
        }
        CastlingSide::ALL
            .into_iter()
            .filter(|side| side.king_destination(us) == to)
            .filter_map(|side| self.castling().rook(us, side))
            .map(|rook| Move::new(from, rook))
            .find(|mv| self.is_legal(*mv))
    }
}

/// The move a UCI text spells, whether or not it is legal anywhere.
fn read_uci(text: &str) -> Option<Move> {
    let mut chars = text.chars();
    let mut square = || Some(Square::new(File::from_char(chars.next()?)?, Rank::from_char(chars.next()?)?));
    let (from, to) = (square()?, square()?);
    let promotion = match chars.next() {
        None => None,
        Some(letter) => Some(Role::from_char(letter).filter(|role| Role::PROMOTIONS.contains(role))?),
    };
    chars.next().is_none().then_some(Move { from, to, promotion })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    /// White to move with both castlings free: the king on e1, the rooks on a1 and h1.
    const CASTLING_FREE: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

    #[test]
    fn a_pawn_double_step_reads_e2e4() {
        let start = Position::new();
        assert_eq!(start.to_uci(Move::new(Square::E2, Square::E4), false), "e2e4");
        assert_eq!(start.parse_uci("e2e4"), Ok(Move::new(Square::E2, Square::E4)));
    }

    #[test]
    fn a_promotion_ends_with_the_lowercase_piece_letter() {
        let position = position("8/4P3/8/8/8/2k5/8/4K3 w - - 0 1");
        let mv = Move::with_promotion(Square::E7, Square::E8, Role::Knight);
        assert_eq!(position.to_uci(mv, false), "e7e8n");
        assert_eq!(position.parse_uci("e7e8n"), Ok(mv));
    }

    #[test]
    fn an_uppercase_promotion_letter_is_accepted() {
        let position = position("8/4P3/8/8/8/2k5/8/4K3 w - - 0 1");
        assert_eq!(position.parse_uci("e7e8Q"), Ok(Move::with_promotion(Square::E7, Square::E8, Role::Queen)));
    }

    #[test]
    fn a_promotion_without_its_letter_is_refused_not_guessed() {
        let position = position("8/4P3/8/8/8/2k5/8/4K3 w - - 0 1");
        assert_eq!(position.parse_uci("e7e8"), Err(UciMoveError::Illegal { text: "e7e8".into() }));
    }

    #[test]
    fn uci_castling_is_king_takes_rook_only_when_asked() {
        let position = position(CASTLING_FREE);
        let short = Move::new(Square::E1, Square::H1);
        let long = Move::new(Square::E1, Square::A1);
        assert_eq!(position.to_uci(short, false), "e1g1");
        assert_eq!(position.to_uci(long, false), "e1c1");
        assert_eq!(position.to_uci(short, true), "e1h1");
        assert_eq!(position.to_uci(long, true), "e1a1");
    }

    #[test]
    fn both_castling_forms_are_read_in_standard_chess() {
        let position = position(CASTLING_FREE);
        for (text, rook) in [("e1g1", Square::H1), ("e1h1", Square::H1), ("e1c1", Square::A1), ("e1a1", Square::A1)] {
            assert_eq!(position.parse_uci(text), Ok(Move::new(Square::E1, rook)), "{text}");
        }
    }

    #[test]
    fn black_castles_on_the_eighth_rank() {
        let position = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1");
        assert_eq!(position.parse_uci("e8c8"), Ok(Move::new(Square::E8, Square::A8)));
        assert_eq!(position.to_uci(Move::new(Square::E8, Square::H8), false), "e8g8");
    }

    #[test]
    fn castling_without_the_right_is_illegal_in_either_form() {
        let position = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Qkq - 0 1");
        assert_eq!(position.parse_uci("e1g1"), Err(UciMoveError::Illegal { text: "e1g1".into() }));
        assert_eq!(position.parse_uci("e1h1"), Err(UciMoveError::Illegal { text: "e1h1".into() }));
    }

    #[test]
    fn chess960_castling_onto_a_neighbouring_square_is_written_king_takes_rook() {
        let position = position("rk6/8/8/8/8/8/8/RK6 w Aa - 0 1");
        let long = Move::new(Square::B1, Square::A1);
        assert_eq!(position.to_uci(long, true), "b1a1");
        assert_eq!(position.parse_uci("b1a1"), Ok(long));
    }

    #[test]
    fn in_chess960_a_king_step_onto_the_castling_square_is_a_plain_king_move() {
        let position = position("rk6/8/8/8/8/8/8/RK6 w Aa - 0 1");
        assert_eq!(position.parse_uci("b1c1"), Ok(Move::new(Square::B1, Square::C1)));
    }

    #[test]
    fn chess960_castling_where_the_king_stays_put_is_only_king_takes_rook() {
        let position = position("6k1/8/8/8/8/8/8/6KR w H - 0 1");
        let short = Move::new(Square::G1, Square::H1);
        assert_eq!(position.to_uci(short, true), "g1h1");
        assert_eq!(position.parse_uci("g1h1"), Ok(short));
        assert_eq!(position.parse_uci("g1g1"), Err(UciMoveError::Illegal { text: "g1g1".into() }));
    }

    #[test]
    fn a_chess960_king_travelling_two_files_or_more_castles_in_either_form() {
        let position = position("6k1/8/8/8/8/8/8/1R4K1 w B - 0 1");
        let long = Move::new(Square::G1, Square::B1);
        assert_eq!(position.to_uci(long, false), "g1c1");
        assert_eq!(position.parse_uci("g1c1"), Ok(long));
        assert_eq!(position.parse_uci("g1b1"), Ok(long));
    }

    #[test]
    fn the_null_move_is_refused() {
        assert_eq!(Position::new().parse_uci("0000"), Err(UciMoveError::NullMove));
    }

    #[test]
    fn malformed_text_is_a_syntax_error_naming_it() {
        for text in ["", "e2", "e2e", "e2e4qq", "i2i4", "e9e4", "E2E4", "e2e4k", "e7e8p", "e2-e4", " e2e4", "é2e4"] {
            assert_eq!(Position::new().parse_uci(text), Err(UciMoveError::Syntax { text: text.into() }), "{text:?}");
        }
    }

    #[test]
    fn a_well_formed_move_that_is_not_legal_is_refused_naming_it() {
        let error = Position::new().parse_uci("e2e5").unwrap_err();
        assert_eq!(error, UciMoveError::Illegal { text: "e2e5".into() });
        assert_eq!(error.to_string(), "`e2e5` is not a legal move here");
    }

    #[test]
    fn a_promotion_letter_on_a_plain_move_is_illegal() {
        assert_eq!(Position::new().parse_uci("e2e4q"), Err(UciMoveError::Illegal { text: "e2e4q".into() }));
    }
}
