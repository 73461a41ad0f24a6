//! Standard Algebraic Notation: `e4`, `Nbd7`, `exd5`, `e8=Q+`, `O-O-O#`.
//!
//! Moves are written as the FIDE Laws write them. They are read leniently where people are
//! (`0-0`, `e4!?`, `exd6 e.p.`, `e8Q`, `Ng1f3`, a forgotten `x` or `+`) and strictly where a guess
//! could play a move the writer did not mean: a text that fits two moves, or a promotion that does
//! not say what the pawn becomes, is refused.

use thiserror::Error;

use super::{Bitboard, CastlingSide, File, Move, Position, Rank, Role, Square};

/// Why a SAN move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SanError {
    /// The text does not read as a move in algebraic notation.
    #[error("`{text}` is not a move in algebraic notation (like `e4`, `Nf3`, `exd5`, `e8=Q` or `O-O`)")]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// The text reads as a move, but no legal move fits it.
    #[error("`{text}` is not a legal move here")]
    Illegal {
        /// The text as given.
        text: String,
    },
    /// More than one legal move fits the text: it must say which piece moves.
    #[error("`{text}` is ambiguous: it fits the pieces on {}", list(.squares))]
    Ambiguous {
        /// The text as given.
        text: String,
        /// The squares of the pieces that fit it.
        squares: Vec<Square>,
    },
    /// A pawn reaches the last rank but the text does not say what it becomes.
    #[error("`{text}` promotes a pawn without saying to what (add =Q, =R, =B or =N)")]
    PromotionMissing {
        /// The text as given.
        text: String,
    },
}

/// Squares as a reader would list them: `b1`, `b1 and f1`, `e4, h1 and h4`.
fn list(squares: &[Square]) -> String {
    match squares {
        [init @ .., last] if !init.is_empty() => {
            let init: Vec<String> = init.iter().map(Square::to_string).collect();
            format!("{} and {last}", init.join(", "))
        }
        _ => squares.iter().map(Square::to_string).collect(),
    }
}

impl Position {
    /// The move in Standard Algebraic Notation, ending in `+` for check and `#` for checkmate.
    ///
    /// Castling is `O-O` or `O-O-O` by the side of its rook, in Chess960 too. `mv` must be legal
    /// here; the text for any other move is unspecified, though never a panic.
    pub fn san(&self, mv: Move) -> String {
        let mut text = self.san_without_suffix(mv);
        let after = self.after(mv);
        if after.is_checkmate() {
            text.push('#');
        } else if after.is_check() {
            text.push('+');
        }
        text
    }

    fn san_without_suffix(&self, mv: Move) -> String {
        if self.is_castling(mv) {
            let text = match CastlingSide::of_rook(mv.from, mv.to) {
                CastlingSide::KingSide => "O-O",
                CastlingSide::QueenSide => "O-O-O",
            };
            return text.to_owned();
        }
        let Some(role) = self.role_at(mv.from) else {
            return self.to_uci(mv, false);
        };
        let capture = self.is_capture(mv);
        let mut text = String::with_capacity(8);
        match role.san_letter() {
            Some(letter) => {
                text.push(letter);
                text.push_str(&self.disambiguation(role, mv));
            }
            None if capture => text.push(mv.from.file().to_char()),
            None => {}
        }
        if capture {
            text.push('x');
        }
        text.push_str(&mv.to.to_string());
        if let Some(letter) = mv.promotion.and_then(Role::san_letter) {
            text.push('=');
            text.push(letter);
        }
        text
    }

    /// What a piece move needs after its letter so that no other piece of its kind fits: the file
    /// it leaves if that tells them apart, else the rank, else both.
    fn disambiguation(&self, role: Role, mv: Move) -> String {
        let mut rivals = Bitboard::EMPTY;
        self.for_each_piece_moves(|moves| {
            if moves.role == role && moves.from != mv.from && moves.to.contains(mv.to) {
                rivals = rivals.with(moves.from);
            }
            false
        });
        if rivals.is_empty() {
            String::new()
        } else if (rivals & Bitboard::file(mv.from.file())).is_empty() {
            mv.from.file().to_char().to_string()
        } else if (rivals & Bitboard::rank(mv.from.rank())).is_empty() {
            mv.from.rank().to_char().to_string()
        } else {
            mv.from.to_string()
        }
    }

    /// Reads a move in algebraic notation and finds the one legal move it names.
    ///
    /// Lenient: surrounding spaces; `+`, `#`, `!` and `?` anywhere after the move, or missing;
    /// `O-O`, `0-0`, `o-o` (and `OO`, `00`); `e.p.` or `ep` after an en passant capture;
    /// promotions as `=Q`, `Q`, `(Q)` or `/Q`, in either case; a missing `x`, or `-` between the
    /// squares; a pawn capture without `x` (`ed5`); more disambiguation than needed (`Ng1f3`);
    /// lowercase piece letters except `b`, which is the b-pawn (`bxc3`); castling written as the
    /// king's move (`Kg1`) when the king travels two files or more, which no other king move can.
    ///
    /// Strict: a text that fits more than one legal move is [`SanError::Ambiguous`]; a pawn move
    /// to the last rank without its piece is [`SanError::PromotionMissing`]; a pawn move without a
    /// file is a push, never a capture; `x` on a quiet move, `e.p.` on any other move, or a file
    /// or rank that does not fit, make the move [`SanError::Illegal`].
    ///
    /// ```
    /// use ply_core::rules::{Move, Position, SanError, Square};
    ///
    /// let position = Position::new();
    /// let knight = position.parse_san("Nf3")?;
    /// assert_eq!(knight, Move::new(Square::G1, Square::F3));
    /// assert_eq!(position.parse_san("0-0"), Err(SanError::Illegal { text: "0-0".into() }));
    /// assert_eq!(position.after(knight).san(Move::new(Square::G8, Square::F6)), "Nf6");
    /// # Ok::<(), SanError>(())
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let illegal = || SanError::Illegal { text: text.to_owned() };
        match read_san(text).ok_or_else(|| SanError::Syntax { text: text.to_owned() })? {
            SanText::Castling(side) => {
                let us = self.turn();
                let rook = self.castling().rook(us, side).ok_or_else(illegal)?;
                let mv = Move::new(self.king(us), rook);
                if self.is_legal(mv) { Ok(mv) } else { Err(illegal()) }
            }
            SanText::Normal(described) => self.find_described(&described, text),
        }
    }

    /// The one legal move that fits `san`, read from `text`.
    fn find_described(&self, san: &Described, text: &str) -> Result<Move, SanError> {
        let illegal = || SanError::Illegal { text: text.to_owned() };
        let mut squares = Vec::new();
        let mut promotes = false;
        self.for_each_piece_moves(|moves| {
            let mv = Move::new(moves.from, san.to);
            if moves.role == san.role
                && moves.to.contains(san.to)
                && san.fits_origin(moves.from)
                && !self.is_castling(mv)
                && (!san.capture || self.is_capture(mv))
                && (!san.en_passant || self.is_en_passant(mv))
            {
                squares.push(moves.from);
                promotes = moves.promotes;
            }
            false
        });
        match (squares.as_slice(), promotes, san.promotion) {
            ([from], false, None) => Ok(Move::new(*from, san.to)),
            ([from], true, Some(role)) => Ok(Move::with_promotion(*from, san.to, role)),
            ([_], true, None) => Err(SanError::PromotionMissing { text: text.to_owned() }),
            ([_], false, Some(_)) => Err(illegal()),
            ([], ..) => self.castling_written_as_king_move(san).ok_or_else(illegal),
            _ => Err(SanError::Ambiguous { text: text.to_owned(), squares }),
        }
    }

    /// The castling that `san` names if it reads as the king's own move to its castling square.
    fn castling_written_as_king_move(&self, san: &Described) -> Option<Move> {
        let king = self.king(self.turn());
        let plain = san.role == Role::King && !san.capture && !san.en_passant && san.promotion.is_none();
        if !plain || !san.fits_origin(king) {
            return None;
        }
        self.castling_by_king_destination(king, san.to)
    }
}

/// What a SAN text says, before the position is asked which move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SanText {
    /// `O-O` or `O-O-O`.
    Castling(CastlingSide),
    /// Any other move: a piece or a pawn going to a square.
    Normal(Described),
}

/// A move described by what moves, where to, and whatever else the text says about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Described {
    role: Role,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    capture: bool,
    en_passant: bool,
    to: Square,
    promotion: Option<Role>,
}

impl Described {
    /// Whether a piece on `from` fits the file and rank the text gives.
    fn fits_origin(&self, from: Square) -> bool {
        self.from_file.is_none_or(|file| file == from.file()) && self.from_rank.is_none_or(|rank| rank == from.rank())
    }
}

/// Reads the text on its own, without a position; `None` if it is no move at all.
fn read_san(text: &str) -> Option<SanText> {
    let (body, en_passant) = strip_suffixes(text);
    match body {
        "O-O" | "0-0" | "o-o" | "OO" | "00" => return Some(SanText::Castling(CastlingSide::KingSide)),
        "O-O-O" | "0-0-0" | "o-o-o" | "OOO" | "000" => return Some(SanText::Castling(CastlingSide::QueenSide)),
        _ => {}
    }
    let bytes = body.as_bytes();
    let (role, rest) = match bytes.split_first() {
        Some((&letter, rest)) => piece_role(letter).map_or((Role::Pawn, bytes), |role| (role, rest)),
        None => return None,
    };
    let (rest, promotion) = match rest {
        [rest @ .., b'(', letter, b')'] | [rest @ .., b'=' | b'/', letter] => (rest, Some(promotion_role(*letter)?)),
        [rest @ .., letter] if rest.last().is_some_and(u8::is_ascii_digit) && promotion_role(*letter).is_some() => {
            (rest, promotion_role(*letter))
        }
        _ => (rest, None),
    };
    let [rest @ .., file, rank] = rest else {
        return None;
    };
    let to = Square::new(File::from_char(char::from(*file))?, Rank::from_char(char::from(*rank))?);
    let (origin, capture) = match rest {
        [origin @ .., b'x'] => (origin, true),
        [origin @ .., b'-'] => (origin, false),
        origin => (origin, false),
    };
    let (from_file, from_rank) = match *origin {
        [] => (None, None),
        [c] => match (File::from_char(char::from(c)), Rank::from_char(char::from(c))) {
            (Some(file), _) => (Some(file), None),
            (None, Some(rank)) => (None, Some(rank)),
            (None, None) => return None,
        },
        [file, rank] => (Some(File::from_char(char::from(file))?), Some(Rank::from_char(char::from(rank))?)),
        _ => return None,
    };
    // A pawn that names no file stays on its own: `d5` is a push, and a capture says its file.
    let from_file = if role == Role::Pawn { from_file.or(Some(to.file())) } else { from_file };
    Some(SanText::Normal(Described { role, from_file, from_rank, capture, en_passant, to, promotion }))
}

/// The text without surrounding space, check and mate signs, `!` and `?`, and an en passant mark
/// (`e.p.` or `ep`); and whether that mark was there.
fn strip_suffixes(text: &str) -> (&str, bool) {
    let mut body = text.trim();
    let mut en_passant = false;
    loop {
        let mut stripped = body.trim_end_matches(['+', '#', '!', '?']).trim_end();
        if let Some(rest) = stripped.strip_suffix("e.p.").or_else(|| stripped.strip_suffix("ep")) {
            en_passant = true;
            stripped = rest.trim_end();
        }
        if stripped.len() == body.len() {
            return (body, en_passant);
        }
        body = stripped;
    }
}

/// The piece a leading letter names: uppercase, or lowercase but for `b`, which is a file.
fn piece_role(letter: u8) -> Option<Role> {
    match letter {
        b'N' | b'n' => Some(Role::Knight),
        b'B' => Some(Role::Bishop),
        b'R' | b'r' => Some(Role::Rook),
        b'Q' | b'q' => Some(Role::Queen),
        b'K' | b'k' => Some(Role::King),
        _ => None,
    }
}

/// The piece a promotion letter names, in either case.
fn promotion_role(letter: u8) -> Option<Role> {
    Role::from_char(char::from(letter)).filter(|role| Role::PROMOTIONS.contains(role))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    /// The SAN of the move from `from` to `to` (promoting to `promotion`) in `fen`.
    fn san(fen: &str, from: Square, to: Square, promotion: Option<Role>) -> String {
        let position = position(fen);
        let mv = Move { from, to, promotion };
        assert!(position.is_legal(mv), "{from}{to} is not legal in {fen}");
        position.san(mv)
    }

    /// White to move with both castlings free: the king on e1, the rooks on a1 and h1.
    const CASTLING_FREE: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    /// Knights on b1 and f1, both able to go to d2.
    const KNIGHTS_ON_A_RANK: &str = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    /// Knights on g1 and g5, both able to go to f3.
    const KNIGHTS_ON_A_FILE: &str = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1";
    /// Queens on e4, h4 and h1, all able to go to e1.
    const THREE_QUEENS: &str = "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1";
    /// A pawn on e7 that promotes with check to a king on f6 if it becomes a knight.
    const PROMOTION: &str = "8/4P3/5k2/8/8/8/8/4K3 w - - 0 1";
    /// After 1. e4 d5 2. e5 f5: White may take en passant on f6.
    const EN_PASSANT: &str = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    /// After 1. e4 d5: White may take on d5.
    const SCANDINAVIAN: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    /// A Chess960 middlegame with the king on g1 and the rooks on f1 and h1 (knight and bishop
    /// cleared from e1 and d1 so that long castling is open).
    const CHESS960_OPEN: &str = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ3RKR w HFhf - 2 9";
    /// The same with its knight and bishop at home: neither castling is possible.
    const CHESS960_BLOCKED: &str = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

    #[test]
    fn a_pawn_move_is_just_its_square() {
        assert_eq!(Position::new().san(Move::new(Square::E2, Square::E4)), "e4");
    }

    #[test]
    fn a_piece_move_starts_with_its_letter() {
        assert_eq!(Position::new().san(Move::new(Square::G1, Square::F3)), "Nf3");
    }

    #[test]
    fn knights_on_the_same_rank_are_told_apart_by_file() {
        assert_eq!(san(KNIGHTS_ON_A_RANK, Square::B1, Square::D2, None), "Nbd2");
        assert_eq!(san(KNIGHTS_ON_A_RANK, Square::F1, Square::D2, None), "Nfd2");
    }

    #[test]
    fn knights_on_the_same_file_are_told_apart_by_rank() {
        assert_eq!(san(KNIGHTS_ON_A_FILE, Square::G1, Square::F3, None), "N1f3");
        assert_eq!(san(KNIGHTS_ON_A_FILE, Square::G5, Square::F3, None), "N5f3");
    }

    #[test]
    fn three_queens_are_told_apart_by_file_by_rank_or_by_both() {
        assert_eq!(san(THREE_QUEENS, Square::E4, Square::E1, None), "Qee1");
        assert_eq!(san(THREE_QUEENS, Square::H1, Square::E1, None), "Q1e1");
        assert_eq!(san(THREE_QUEENS, Square::H4, Square::E1, None), "Qh4e1");
    }

    #[test]
    fn a_piece_that_alone_can_reach_the_square_needs_no_disambiguation() {
        assert_eq!(san(KNIGHTS_ON_A_RANK, Square::F1, Square::G3, None), "Ng3");
    }

    #[test]
    fn a_capture_with_check_reads_bxe5_plus() {
        assert_eq!(san("8/2k5/8/4p3/8/2B5/8/4K3 w - - 0 1", Square::C3, Square::E5, None), "Bxe5+");
    }

    #[test]
    fn a_pawn_capture_names_the_file_it_leaves() {
        assert_eq!(san(SCANDINAVIAN, Square::E4, Square::D5, None), "exd5");
    }

    #[test]
    fn en_passant_is_written_as_a_plain_pawn_capture() {
        assert_eq!(san(EN_PASSANT, Square::E5, Square::F6, None), "exf6");
    }

    #[test]
    fn a_promotion_reads_e8_equals_q() {
        assert_eq!(san(PROMOTION, Square::E7, Square::E8, Some(Role::Queen)), "e8=Q");
    }

    #[test]
    fn promotion_to_a_knight_with_check_reads_e8_n_plus() {
        assert_eq!(san(PROMOTION, Square::E7, Square::E8, Some(Role::Knight)), "e8=N+");
    }

    #[test]
    fn a_capture_that_promotes_reads_exd8_equals_q() {
        assert_eq!(san("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", Square::E7, Square::D8, Some(Role::Queen)), "exd8=Q+");
    }

    #[test]
    fn checkmate_is_marked_with_a_hash() {
        let fools_mate = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
        assert_eq!(san(fools_mate, Square::D8, Square::H4, None), "Qh4#");
    }

    #[test]
    fn castling_is_written_o_o_and_o_o_o() {
        assert_eq!(san(CASTLING_FREE, Square::E1, Square::H1, None), "O-O");
        assert_eq!(san(CASTLING_FREE, Square::E1, Square::A1, None), "O-O-O");
    }

    #[test]
    fn chess960_castling_is_written_o_o_whatever_the_rook_file() {
        assert_eq!(san(CHESS960_OPEN, Square::G1, Square::F1, None), "O-O-O");
        assert_eq!(san("rk6/8/8/8/8/8/8/RK6 w Aa - 0 1", Square::B1, Square::A1, None), "O-O-O");
        assert_eq!(san("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", Square::E1, Square::F1, None), "O-O");
    }

    #[test]
    fn chess960_castling_where_the_king_does_not_move_is_still_o_o() {
        assert_eq!(san("6k1/8/8/8/8/8/8/6KR w H - 0 1", Square::G1, Square::H1, None), "O-O");
        assert_eq!(san("2k5/8/8/8/8/8/8/R1K5 w A - 0 1", Square::C1, Square::A1, None), "O-O-O");
    }

    #[test]
    fn castling_that_gives_check_carries_the_plus() {
        assert_eq!(san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", Square::E1, Square::H1, None), "O-O+");
    }

    #[test]
    fn san_reads_back_to_the_move_it_was_written_from() {
        let position = position(THREE_QUEENS);
        for mv in position.legal_moves().iter() {
            assert_eq!(position.parse_san(&position.san(*mv)), Ok(*mv));
        }
    }

    #[test]
    fn disambiguation_is_read_by_file_by_rank_and_by_both() {
        let queens = position(THREE_QUEENS);
        assert_eq!(queens.parse_san("Qee1"), Ok(Move::new(Square::E4, Square::E1)));
        assert_eq!(queens.parse_san("Q1e1"), Ok(Move::new(Square::H1, Square::E1)));
        assert_eq!(queens.parse_san("Qh4e1"), Ok(Move::new(Square::H4, Square::E1)));
    }

    #[test]
    fn an_ambiguous_knight_move_is_refused_naming_the_move() {
        let error = position(KNIGHTS_ON_A_RANK).parse_san("Nd2").unwrap_err();
        assert_eq!(error, SanError::Ambiguous { text: "Nd2".into(), squares: vec![Square::B1, Square::F1] });
        assert_eq!(error.to_string(), "`Nd2` is ambiguous: it fits the pieces on b1 and f1");
    }

    #[test]
    fn disambiguation_that_still_fits_two_queens_is_ambiguous() {
        let error = position(THREE_QUEENS).parse_san("Qhe1");
        assert_eq!(error, Err(SanError::Ambiguous { text: "Qhe1".into(), squares: vec![Square::H1, Square::H4] }));
        let error = position(THREE_QUEENS).parse_san("Qe1").unwrap_err();
        assert_eq!(error.to_string(), "`Qe1` is ambiguous: it fits the pieces on h1, e4 and h4");
    }

    #[test]
    fn over_disambiguation_is_accepted_when_it_fits() {
        let start = Position::new();
        for text in ["Ngf3", "N1f3", "Ng1f3", "Ng1-f3"] {
            assert_eq!(start.parse_san(text), Ok(Move::new(Square::G1, Square::F3)), "{text}");
        }
        assert_eq!(start.parse_san("e2-e4"), Ok(Move::new(Square::E2, Square::E4)));
        assert_eq!(start.parse_san("e2e4"), Ok(Move::new(Square::E2, Square::E4)));
    }

    #[test]
    fn disambiguation_that_does_not_fit_is_illegal() {
        assert_eq!(Position::new().parse_san("Nbf3"), Err(SanError::Illegal { text: "Nbf3".into() }));
    }

    #[test]
    fn annotations_and_missing_or_extra_check_signs_are_ignored() {
        let e4 = Move::new(Square::E2, Square::E4);
        for text in ["e4!?", "e4?", "e4!!", "e4+", "e4#", "e4 !", " e4 ", "e4+?!"] {
            assert_eq!(Position::new().parse_san(text), Ok(e4), "{text:?}");
        }
        let fools_mate = position("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
        assert_eq!(fools_mate.parse_san("Qh4"), Ok(Move::new(Square::D8, Square::H4)));
    }

    #[test]
    fn zero_zero_is_read_as_short_castling() {
        let position = position(CASTLING_FREE);
        for text in ["0-0", "O-O", "o-o", "OO", "O-O+"] {
            assert_eq!(position.parse_san(text), Ok(Move::new(Square::E1, Square::H1)), "{text}");
        }
        for text in ["0-0-0", "O-O-O", "o-o-o", "OOO", "O-O-O#"] {
            assert_eq!(position.parse_san(text), Ok(Move::new(Square::E1, Square::A1)), "{text}");
        }
    }

    #[test]
    fn chess960_castling_is_read_from_o_o_and_o_o_o() {
        assert_eq!(position(CHESS960_OPEN).parse_san("O-O-O"), Ok(Move::new(Square::G1, Square::F1)));
        assert_eq!(position("6k1/8/8/8/8/8/8/6KR w H - 0 1").parse_san("O-O"), Ok(Move::new(Square::G1, Square::H1)));
    }

    #[test]
    fn castling_through_pieces_or_without_the_right_is_illegal() {
        let blocked = position(CHESS960_BLOCKED);
        assert_eq!(blocked.parse_san("O-O"), Err(SanError::Illegal { text: "O-O".into() }));
        assert_eq!(blocked.parse_san("O-O-O"), Err(SanError::Illegal { text: "O-O-O".into() }));
        let no_rights = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1");
        assert_eq!(no_rights.parse_san("O-O"), Err(SanError::Illegal { text: "O-O".into() }));
    }

    #[test]
    fn castling_written_as_a_two_square_king_move_is_read_as_castling() {
        let position = position(CASTLING_FREE);
        assert_eq!(position.parse_san("Kg1"), Ok(Move::new(Square::E1, Square::H1)));
        assert_eq!(position.parse_san("Kc1"), Ok(Move::new(Square::E1, Square::A1)));
    }

    #[test]
    fn the_king_taking_its_own_rook_is_not_san_for_castling() {
        let position = position(CASTLING_FREE);
        assert_eq!(position.parse_san("Kxh1"), Err(SanError::Illegal { text: "Kxh1".into() }));
        assert_eq!(position.parse_san("Kh1"), Err(SanError::Illegal { text: "Kh1".into() }));
    }

    #[test]
    fn in_chess960_a_king_step_onto_the_castling_square_is_a_plain_king_move() {
        let position = position("rk6/8/8/8/8/8/8/RK6 w Aa - 0 1");
        assert_eq!(position.parse_san("Kc1"), Ok(Move::new(Square::B1, Square::C1)));
    }

    #[test]
    fn en_passant_is_read_with_or_without_its_mark() {
        let position = position(EN_PASSANT);
        let capture = Move::new(Square::E5, Square::F6);
        for text in ["exf6", "exf6 e.p.", "exf6e.p.", "exf6ep", "exf6 ep", "ef6", "exf6 e.p.+"] {
            assert_eq!(position.parse_san(text), Ok(capture), "{text}");
        }
    }

    #[test]
    fn an_en_passant_mark_on_another_move_is_illegal() {
        let position = position(EN_PASSANT);
        assert_eq!(position.parse_san("Nf3 e.p."), Err(SanError::Illegal { text: "Nf3 e.p.".into() }));
    }

    #[test]
    fn a_pawn_capture_may_leave_out_the_x() {
        assert_eq!(position(SCANDINAVIAN).parse_san("ed5"), Ok(Move::new(Square::E4, Square::D5)));
    }

    #[test]
    fn a_pawn_move_without_a_file_is_a_push_never_a_capture() {
        let position = position(SCANDINAVIAN);
        assert_eq!(position.parse_san("d5"), Err(SanError::Illegal { text: "d5".into() }));
        assert_eq!(position.parse_san("xd5"), Err(SanError::Illegal { text: "xd5".into() }));
    }

    #[test]
    fn a_piece_capture_may_leave_out_the_x_but_a_quiet_move_may_not_have_one() {
        let position = position("8/2k5/8/4p3/8/2B5/8/4K3 w - - 0 1");
        assert_eq!(position.parse_san("Be5"), Ok(Move::new(Square::C3, Square::E5)));
        assert_eq!(position.parse_san("Bxd4"), Err(SanError::Illegal { text: "Bxd4".into() }));
    }

    #[test]
    fn promotions_are_read_in_every_common_form() {
        let position = position(PROMOTION);
        let queen = Move::with_promotion(Square::E7, Square::E8, Role::Queen);
        for text in ["e8=Q", "e8Q", "e8(Q)", "e8/Q", "e8=q", "e8q", "e8=Q+"] {
            assert_eq!(position.parse_san(text), Ok(queen), "{text}");
        }
        let knight = Move::with_promotion(Square::E7, Square::E8, Role::Knight);
        assert_eq!(position.parse_san("e8=N+"), Ok(knight));
        assert_eq!(position.parse_san("e8n"), Ok(knight));
    }

    #[test]
    fn a_promotion_without_its_piece_is_refused_not_guessed() {
        assert_eq!(position(PROMOTION).parse_san("e8"), Err(SanError::PromotionMissing { text: "e8".into() }));
    }

    #[test]
    fn a_promotion_piece_on_a_move_that_does_not_promote_is_illegal() {
        let start = Position::new();
        assert_eq!(start.parse_san("e4=Q"), Err(SanError::Illegal { text: "e4=Q".into() }));
        assert_eq!(start.parse_san("Nf3=Q"), Err(SanError::Illegal { text: "Nf3=Q".into() }));
    }

    #[test]
    fn lowercase_piece_letters_are_read_except_b_which_is_the_b_pawn() {
        let start = Position::new();
        assert_eq!(start.parse_san("nf3"), Ok(Move::new(Square::G1, Square::F3)));
        let position = position("4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1");
        assert_eq!(position.parse_san("bxc3"), Ok(Move::new(Square::B2, Square::C3)));
        assert_eq!(position.parse_san("Bxc3"), Ok(Move::new(Square::D2, Square::C3)));
        assert_eq!(position.parse_san("kf1"), Ok(Move::new(Square::E1, Square::F1)));
    }

    #[test]
    fn an_impossible_move_is_refused_naming_it() {
        let error = Position::new().parse_san("e5").unwrap_err();
        assert_eq!(error, SanError::Illegal { text: "e5".into() });
        assert_eq!(error.to_string(), "`e5` is not a legal move here");
    }

    #[test]
    fn garbage_is_a_syntax_error_naming_it() {
        let garbage = [
            "", " ", "+", "!?", "Zf3", "N", "e9", "Nf3f", "hello", "♘f3", "O-O-O-O", "e8=K", "e8=", "Ne", "Nabcd3",
            "ep",
        ];
        for text in garbage {
            assert_eq!(Position::new().parse_san(text), Err(SanError::Syntax { text: text.into() }), "{text:?}");
        }
    }
}
