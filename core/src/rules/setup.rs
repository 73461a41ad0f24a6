//! An arrangement of pieces not yet checked for legality, and the checks that make it a [`Position`].

use thiserror::Error;

use super::{Castling, CastlingSide, Color, Piece, Position, Rank, Role, Square};

/// A position as written down (by FEN or by hand), before it is checked.
///
/// Only [`Position::from_setup`] turns it into something that can be played on, so an impossible
/// arrangement can never reach move generation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each square, indexed by [`Square::index`].
    pub board: [Option<Piece>; 64],
    /// The side to move.
    pub turn: Color,
    /// The castling rights, by rook square.
    pub castling: Castling,
    /// The square a pawn skipped over on the last move, if it just made a double step.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move, for the fifty-move rule.
    pub halfmove_clock: u32,
    /// The number of the full move, starting at 1 and increased after Black moves.
    pub fullmove_number: u32,
}

impl Setup {
    /// A board with no pieces, White to move, and no rights.
    pub fn empty() -> Setup {
        Setup {
            board: [None; 64],
            turn: Color::White,
            castling: Castling::NONE,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }
}

/// Why a setup is not a position that can arise in a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// A side has no king.
    #[error("{0} has no king")]
    MissingKing(Color),
    /// A side has more than one king.
    #[error("{0} has more than one king")]
    TooManyKings(Color),
    /// A pawn stands on the first or the last rank, where no pawn can ever be.
    #[error("a pawn stands on {0}, on the first or last rank")]
    PawnOnBackRank(Square),
    /// The side that just moved has left its king in check.
    #[error("{0} is in check but it is not {0}'s move")]
    OpponentInCheck(Color),
    /// A castling right whose king or rook is not where castling needs it.
    #[error("{color} cannot have the right to castle {side:?}: the king or that rook is not on its back rank")]
    InvalidCastlingRight {
        /// The side holding the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
    },
    /// An en passant square that no double pawn step can have produced.
    #[error("{0} cannot be an en passant square: no pawn can just have stepped over it")]
    InvalidEnPassant(Square),
    /// A move number of zero: full moves are counted from 1.
    #[error("the full move number must be at least 1")]
    ZeroFullmoveNumber,
}

impl Position {
    /// Checks a setup and builds the position, or says what makes it impossible.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        for color in Color::ALL {
            let kings = setup.board.iter().filter(|p| **p == Some(Piece::new(color, Role::King))).count();
            match kings {
                0 => return Err(PositionError::MissingKing(color)),
                1 => {}
                _ => return Err(PositionError::TooManyKings(color)),
            }
        }
        for square in Square::ALL {
            let on_back_rank = matches!(square.rank(), Rank::First | Rank::Eighth);
            if on_back_rank && setup.piece_at(square).is_some_and(|p| p.role == Role::Pawn) {
                return Err(PositionError::PawnOnBackRank(square));
            }
        }
        if setup.fullmove_number == 0 {
            return Err(PositionError::ZeroFullmoveNumber);
        }
        let mut position = Position::empty();
        for square in Square::ALL {
            if let Some(piece) = setup.piece_at(square) {
                position.put(piece, square);
            }
        }
        if setup.turn == Color::Black {
            position.toggle_turn();
        }
        position.set_clocks(setup.halfmove_clock, setup.fullmove_number);
        validate_castling(&position, &setup.castling)?;
        position.set_castling(setup.castling);
        if position.is_attacked(position.king(!setup.turn), setup.turn) {
            return Err(PositionError::OpponentInCheck(!setup.turn));
        }
        if let Some(square) = setup.ep_square {
            validate_en_passant(setup, square)?;
            position.set_ep_square_if_capturable(square);
        }
        Ok(position)
    }
}

fn validate_castling(position: &Position, castling: &Castling) -> Result<(), PositionError> {
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            let Some(rook) = castling.rook(color, side) else {
                continue;
            };
            let king = position.king(color);
            let back_rank = Rank::First.relative_to(color);
            let valid = king.rank() == back_rank
                && rook.rank() == back_rank
                && position.piece_at(rook) == Some(Piece::new(color, Role::Rook))
                && rook != king
                && CastlingSide::of_rook(king, rook) == side;
            if !valid {
                return Err(PositionError::InvalidCastlingRight { color, side });
            }
        }
    }
    Ok(())
}

fn validate_en_passant(setup: &Setup, square: Square) -> Result<(), PositionError> {
    let mover = !setup.turn;
    let invalid = PositionError::InvalidEnPassant(square);
    if square.rank() != Rank::Third.relative_to(mover) {
        return Err(invalid);
    }
    let forward = if mover == Color::White { 1 } else { -1 };
    let (Some(pawn), Some(origin)) = (square.offset(0, forward), square.offset(0, -forward)) else {
        return Err(invalid);
    };
    let pawn_there = setup.piece_at(pawn) == Some(Piece::new(mover, Role::Pawn));
    if !pawn_there || setup.piece_at(square).is_some() || setup.piece_at(origin).is_some() {
        return Err(invalid);
    }
    Ok(())
}
