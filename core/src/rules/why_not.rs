//! Why a move is illegal, told the way a teacher would tell a beginner.
//!
//! ```
//! use ply_core::rules::{IllegalMoveReason, Piece, Position, Role, Color, Square};
//!
//! let position = Position::from_fen("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1").unwrap();
//! let reason = position.why_illegal(Square::E2, Square::D3);
//! assert_eq!(
//!     reason,
//!     Some(IllegalMoveReason::Pinned {
//!         role: Role::Bishop,
//!         piece_square: Square::E2,
//!         pinner: Piece::new(Color::Black, Role::Rook),
//!         pinner_square: Square::E8,
//!     })
//! );
//! assert_eq!(reason.unwrap().to_string(), "The bishop on e2 is pinned to your king by the rook on e8");
//! ```
//!
//! When several rules forbid a move, the reason given is the first of these that applies:
//!
//! 1. the move itself makes no sense: the same square, no piece, the opponent's piece;
//! 2. castling (the king onto its own rook, or two or more files onto g1 or c1): the right is lost,
//!    the king is in check, a square is occupied, the king would pass through or land on an attacked
//!    square;
//! 3. the target holds one of your own pieces;
//! 4. the piece does not move that way, or something stands in its way (pawns get their own reasons);
//! 5. the king's safety: a king stepping onto an attacked square; a double check that only the king
//!    can answer; a check the move does not answer; a pin; a king exposed some other way;
//! 6. an en passant capture that is no longer allowed.

use thiserror::Error;

use super::attacks;
use super::{Bitboard, CastlingSide, Color, Move, Piece, Position, Rank, Role, Square};

/// Every rule-card id that [`IllegalMoveReason::card_id`] returns, one per rule a beginner learns.
///
/// `moving` is taking turns and moving one's own pieces; `capturing` is taking enemy pieces; one id
/// per piece (`pawn` ... `king`) is how it moves and what blocks it; `castling`, `en_passant` and
/// `promotion` are the special moves; `check` is the king's safety; `pins` is the pieces that
/// shield their king.
pub const RULE_CARD_IDS: [&str; 13] = [
    "moving",
    "capturing",
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "king",
    "castling",
    "en_passant",
    "promotion",
    "check",
    "pins",
];

/// Why castling is no longer allowed, as far as anyone knows.
///
/// A position alone cannot tell (a FEN may simply omit a right), so [`Position::why_illegal`] says
/// `Unknown`; a game that knows its moves can say more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingLoss {
    /// The king has moved (and perhaps come back).
    KingMoved,
    /// The rook that could castle has moved (and perhaps come back).
    RookMoved,
    /// The rook that could castle was captured.
    RookCaptured,
    /// The king or the rook has moved, or the rook was captured.
    Unknown,
}

/// Why the side to move may not move a piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
pub enum IllegalMoveReason {
    /// The move starts and ends on the same square.
    #[error("A move must go to another square than {square}")]
    SameSquare {
        /// The square the move starts and ends on.
        square: Square,
    },
    /// There is nothing to move on the starting square.
    #[error("There is no piece on {square} to move")]
    NoPiece {
        /// The empty square.
        square: Square,
    },
    /// The piece belongs to the side not to move.
    #[error("The {piece} on {square} is not yours: it is {}'s turn", color_name(!.piece.color))]
    NotYourPiece {
        /// Where it stands.
        square: Square,
        /// The opponent's piece.
        piece: Piece,
    },
    /// The target square holds one of the mover's own pieces.
    #[error("You cannot capture your own {} on {square}", .piece.role)]
    OwnPieceOnTarget {
        /// The target square.
        square: Square,
        /// The piece standing on it.
        piece: Piece,
    },
    /// The piece never moves from `from` to `to`, whatever the position.
    #[error("The {role} on {from} cannot go to {to}: {}", how_it_moves(*.role))]
    CannotMoveLikeThat {
        /// What tried to move.
        role: Role,
        /// Its square.
        from: Square,
        /// Where it tried to go.
        to: Square,
    },
    /// A piece stands in the way; pieces other than the knight cannot jump.
    #[error("The {role} cannot jump over the {blocker} on {blocker_square}")]
    PathBlocked {
        /// What tried to move.
        role: Role,
        /// The first piece in the way.
        blocker: Piece,
        /// Where it stands.
        blocker_square: Square,
    },
    /// A pawn tried to move towards its own side of the board.
    #[error("A pawn never moves backward")]
    PawnCannotMoveBackward,
    /// A pawn that has already moved tried to advance two squares.
    #[error("The pawn on {from} has left its starting square, so it moves only one square forward")]
    PawnDoubleStepOnlyFromStart {
        /// The pawn's square.
        from: Square,
    },
    /// A pawn tried to move straight onto an enemy piece.
    #[error("A pawn cannot capture straight ahead: the {piece} on {to} blocks it")]
    PawnCannotCaptureStraight {
        /// The occupied square.
        to: Square,
        /// The piece standing on it.
        piece: Piece,
    },
    /// A pawn tried to move diagonally onto an empty square.
    #[error("A pawn moves diagonally only to capture, and {to} is empty")]
    PawnCannotMoveDiagonallyToEmpty {
        /// The empty square.
        to: Square,
    },
    /// It looks like en passant, but that capture is allowed only right after the two-square step.
    #[error("The pawn on {pawn_square} could be taken en passant only on the move right after its two-square step")]
    EnPassantExpired {
        /// The enemy pawn that can no longer be taken en passant.
        pawn_square: Square,
    },
    /// The king would step onto a square an enemy piece attacks.
    #[error("Your king cannot go to {to}: {}", attack_clause(.attacker, .attacker_square))]
    MovesIntoCheck {
        /// Where the king tried to go.
        to: Square,
        /// One enemy piece attacking that square.
        attacker: Piece,
        /// Its square.
        attacker_square: Square,
    },
    /// The king is attacked by two pieces; only a king move can answer that.
    #[error(
        "Two pieces give check, the {} on {} and the {} on {}: only the king can move",
        .checker.role, .checker_square, .other_checker.role, .other_checker_square
    )]
    DoubleCheck {
        /// The checking piece nearer the king.
        checker: Piece,
        /// Its square.
        checker_square: Square,
        /// The other checking piece.
        other_checker: Piece,
        /// Its square.
        other_checker_square: Square,
    },
    /// The king is in check, and the move neither captures the checker, blocks it, nor moves the king.
    #[error("Your king is in check from the {} on {checker_square}, and this move does not stop it", .checker.role)]
    KeepsKingInCheck {
        /// A piece that gives check now and would still give it.
        checker: Piece,
        /// Its square.
        checker_square: Square,
    },
    /// The piece shields its king from an enemy piece and may not leave that line.
    #[error("The {role} on {piece_square} is pinned to your king by the {} on {pinner_square}", .pinner.role)]
    Pinned {
        /// What tried to move.
        role: Role,
        /// Its square.
        piece_square: Square,
        /// The enemy piece that would attack the king.
        pinner: Piece,
        /// Its square.
        pinner_square: Square,
    },
    /// The move opens a line onto the king some other way than a plain pin (an en passant capture
    /// taking two pawns off a rank, or taking the pawn that shielded the king).
    #[error("That move would expose your king to the {} on {attacker_square}", .attacker.role)]
    ExposesKing {
        /// The enemy piece that would attack the king.
        attacker: Piece,
        /// Its square.
        attacker_square: Square,
    },
    /// The right to castle on that side is gone.
    #[error("You can no longer castle {}: {}", side_name(*.side), loss_clause(*.cause))]
    CastlingRightLost {
        /// The side castled to.
        side: CastlingSide,
        /// Why the right is gone, when that is known.
        cause: CastlingLoss,
    },
    /// Castling is never allowed out of check.
    #[error("You cannot castle while your king is in check from the {} on {attacker_square}", .attacker.role)]
    CastlingWhileInCheck {
        /// The side castled to.
        side: CastlingSide,
        /// A piece giving check.
        attacker: Piece,
        /// Its square.
        attacker_square: Square,
    },
    /// A square the king or the rook crosses or lands on is occupied.
    #[error("You cannot castle {} yet: the {blocker} on {blocker_square} is in the way", side_name(*.side))]
    CastlingPathBlocked {
        /// The side castled to.
        side: CastlingSide,
        /// The piece in the way nearest the king.
        blocker: Piece,
        /// Its square.
        blocker_square: Square,
    },
    /// The king would cross a square an enemy piece attacks.
    #[error(
        "You cannot castle {}: your king would pass through {square}, which the {} on {attacker_square} attacks",
        side_name(*.side), .attacker.role
    )]
    CastlingThroughCheck {
        /// The side castled to.
        side: CastlingSide,
        /// The attacked square the king would cross.
        square: Square,
        /// A piece attacking it.
        attacker: Piece,
        /// Its square.
        attacker_square: Square,
    },
    /// The king would end on a square an enemy piece attacks.
    #[error(
        "You cannot castle {}: your king would land on {square}, which the {} on {attacker_square} attacks",
        side_name(*.side), .attacker.role
    )]
    CastlingIntoCheck {
        /// The side castled to.
        side: CastlingSide,
        /// The king's destination.
        square: Square,
        /// A piece attacking it (with the castling rook already gone from its square).
        attacker: Piece,
        /// Its square.
        attacker_square: Square,
    },
    /// Castling is legal, but it is played by moving the king onto its own rook.
    #[error("To castle {}, move your king onto your rook on {rook}", side_name(*.side))]
    CastleOntoRook {
        /// The side castled to.
        side: CastlingSide,
        /// The rook to move the king onto.
        rook: Square,
    },
    /// A pawn reaching the last rank must become another piece, and none was chosen.
    #[error("A pawn reaching {to} must promote: choose a queen, a rook, a bishop or a knight")]
    PromotionPieceRequired {
        /// The last-rank square.
        to: Square,
    },
    /// A piece to promote to was given for a move that is not a pawn reaching the last rank.
    #[error("Only a pawn reaching the last rank can become a {role}")]
    PromotionNotAllowed {
        /// The piece asked for.
        role: Role,
    },
    /// A pawn may become a queen, a rook, a bishop or a knight, nothing else.
    #[error("A pawn can become a queen, a rook, a bishop or a knight, not a {role}")]
    CannotPromoteTo {
        /// The piece asked for.
        role: Role,
    },
}

impl IllegalMoveReason {
    /// The id of the rule card that explains this reason; one of [`RULE_CARD_IDS`].
    pub fn card_id(&self) -> &'static str {
        use IllegalMoveReason as R;
        match self {
            R::SameSquare { .. } | R::NoPiece { .. } | R::NotYourPiece { .. } => "moving",
            R::OwnPieceOnTarget { .. } => "capturing",
            R::CannotMoveLikeThat { role, .. } | R::PathBlocked { role, .. } => Role::name(*role),
            R::PawnCannotMoveBackward
            | R::PawnDoubleStepOnlyFromStart { .. }
            | R::PawnCannotCaptureStraight { .. }
            | R::PawnCannotMoveDiagonallyToEmpty { .. } => "pawn",
            R::EnPassantExpired { .. } => "en_passant",
            R::MovesIntoCheck { .. } | R::DoubleCheck { .. } | R::KeepsKingInCheck { .. } => "check",
            R::Pinned { .. } | R::ExposesKing { .. } => "pins",
            R::CastlingRightLost { .. }
            | R::CastlingWhileInCheck { .. }
            | R::CastlingPathBlocked { .. }
            | R::CastlingThroughCheck { .. }
            | R::CastlingIntoCheck { .. }
            | R::CastleOntoRook { .. } => "castling",
            R::PromotionPieceRequired { .. } | R::PromotionNotAllowed { .. } | R::CannotPromoteTo { .. } => "promotion",
        }
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "on the king side",
        CastlingSide::QueenSide => "on the queen side",
    }
}

fn loss_clause(cause: CastlingLoss) -> &'static str {
    match cause {
        CastlingLoss::KingMoved => "your king has moved",
        CastlingLoss::RookMoved => "that rook has moved",
        CastlingLoss::RookCaptured => "that rook was captured",
        CastlingLoss::Unknown => "your king or that rook has moved, or the rook was captured",
    }
}

fn how_it_moves(role: Role) -> &'static str {
    match role {
        Role::Pawn => "a pawn moves straight forward, and captures one square diagonally forward",
        Role::Knight => "a knight jumps in an L, two squares one way and one square to the side",
        Role::Bishop => "a bishop moves only diagonally",
        Role::Rook => "a rook moves only along its rank or its file",
        Role::Queen => "a queen moves along ranks, files and diagonals",
        Role::King => "a king moves one square in any direction",
    }
}

fn attack_clause(attacker: &Piece, attacker_square: &Square) -> String {
    if attacker.role == Role::King {
        format!("the king on {attacker_square} guards that square, and two kings never stand side by side")
    } else {
        format!("the {} on {attacker_square} attacks that square", attacker.role)
    }
}

/// How many king steps apart two squares are.
fn distance(a: Square, b: Square) -> usize {
    let files = a.file().index().abs_diff(b.file().index());
    let ranks = a.rank().index().abs_diff(b.rank().index());
    files.max(ranks)
}

/// The square of `squares` nearest `to` (the lowest one among equals).
fn nearest(squares: Bitboard, to: Square) -> Option<Square> {
    squares.into_iter().min_by_key(|square| distance(*square, to))
}

/// A king move read as an attempt to castle to one side.
#[derive(Clone, Copy)]
enum CastlingAttempt {
    /// The king onto its own rook: how castling is written.
    OntoRook(CastlingSide),
    /// The king onto g1 or c1 from further than one step: how a beginner tries to castle.
    OntoDestination(CastlingSide),
}

impl Position {
    /// Why no legal move goes from `from` to `to`, or `None` when one does (whatever piece a pawn
    /// would promote to).
    ///
    /// Castling is the king moving onto its own rook; moving the king two or more files onto g1 or
    /// c1 is answered with how to castle, or why castling is not allowed.
    pub fn why_illegal(&self, from: Square, to: Square) -> Option<IllegalMoveReason> {
        if self.has_legal_move_between(from, to) { None } else { self.explain(from, to) }
    }

    /// Plays `mv` if it is legal; otherwise leaves the position as it was and says why not.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMoveReason> {
        if let Some(reason) = self.why_illegal(mv.from, mv.to) {
            return Err(reason);
        }
        let promotes =
            self.role_at(mv.from) == Some(Role::Pawn) && mv.to.rank() == Rank::Eighth.relative_to(self.turn());
        match (promotes, mv.promotion) {
            (true, None) => Err(IllegalMoveReason::PromotionPieceRequired { to: mv.to }),
            (true, Some(role)) if !Role::PROMOTIONS.contains(&role) => Err(IllegalMoveReason::CannotPromoteTo { role }),
            (false, Some(role)) => Err(IllegalMoveReason::PromotionNotAllowed { role }),
            _ => {
                self.play_unchecked(mv);
                Ok(())
            }
        }
    }

    fn has_legal_move_between(&self, from: Square, to: Square) -> bool {
        let mut found = false;
        self.for_each_piece_moves(|piece_moves| {
            if piece_moves.from != from {
                return false;
            }
            found = piece_moves.to.contains(to);
            true
        });
        found
    }

    /// What is wrong with moving from `from` to `to`, worked out from the rules alone (without the
    /// move generator), or `None` if nothing is.
    fn explain(&self, from: Square, to: Square) -> Option<IllegalMoveReason> {
        use IllegalMoveReason as R;
        if from == to {
            return Some(R::SameSquare { square: from });
        }
        let Some(piece) = self.piece_at(from) else {
            return Some(R::NoPiece { square: from });
        };
        let us = self.turn();
        if piece.color != us {
            return Some(R::NotYourPiece { square: from, piece });
        }
        if piece.role == Role::King
            && let Some(attempt) = self.castling_attempt(from, to)
        {
            return self.explain_castling(attempt);
        }
        if let Some(own) = self.piece_at(to).filter(|p| p.color == us) {
            return Some(R::OwnPieceOnTarget { square: to, piece: own });
        }
        match piece.role {
            Role::King => self.explain_king_step(from, to),
            Role::Pawn => {
                let victim = match self.pawn_shape(from, to) {
                    Ok(victim) => victim,
                    Err(reason) => return Some(reason),
                };
                let expired = victim.filter(|_| self.ep_square() != Some(to));
                self.explain_exposure(from, to, victim)
                    .or(expired.map(|pawn_square| R::EnPassantExpired { pawn_square }))
            }
            Role::Knight => {
                if attacks::knight_attacks(from).contains(to) {
                    self.explain_exposure(from, to, None)
                } else {
                    Some(R::CannotMoveLikeThat { role: Role::Knight, from, to })
                }
            }
            role => self.slider_shape(role, from, to).or_else(|| self.explain_exposure(from, to, None)),
        }
    }

    /// Whether a king move from `king` to `to` reads as castling, and to which side.
    fn castling_attempt(&self, king: Square, to: Square) -> Option<CastlingAttempt> {
        let us = self.turn();
        let back_rank = Rank::First.relative_to(us);
        if king.rank() != back_rank || to.rank() != back_rank {
            return None;
        }
        if self.piece_at(to) == Some(Piece::new(us, Role::Rook)) {
            let side = CastlingSide::of_rook(king, to);
            let castling_rook = self.castling().rook(us, side);
            // A rook other than the castling rook is just a piece of one's own.
            return (castling_rook.is_none() || castling_rook == Some(to)).then_some(CastlingAttempt::OntoRook(side));
        }
        if attacks::king_attacks(king).contains(to) {
            return None;
        }
        CastlingSide::ALL.into_iter().find(|side| side.king_destination(us) == to).map(CastlingAttempt::OntoDestination)
    }

    /// Why castling is refused, in the order a teacher checks it; `None` when castling onto the
    /// rook is legal.
    fn explain_castling(&self, attempt: CastlingAttempt) -> Option<IllegalMoveReason> {
        use IllegalMoveReason as R;
        let side = match attempt {
            CastlingAttempt::OntoRook(side) | CastlingAttempt::OntoDestination(side) => side,
        };
        let us = self.turn();
        let Some(rook) = self.castling().rook(us, side) else {
            return Some(R::CastlingRightLost { side, cause: CastlingLoss::Unknown });
        };
        let king = self.king(us);
        if let Some(attacker_square) = nearest(self.checkers(), king) {
            let attacker = self.piece_at(attacker_square)?;
            return Some(R::CastlingWhileInCheck { side, attacker, attacker_square });
        }
        let king_to = side.king_destination(us);
        let rook_to = side.rook_destination(us);
        let king_path = attacks::between(king, king_to).with(king_to);
        let rook_path = attacks::between(rook, rook_to).with(rook_to);
        let in_the_way = (king_path | rook_path) & self.occupied() & !Bitboard::from_square(king).with(rook);
        if let Some(blocker_square) = nearest(in_the_way, king) {
            let blocker = self.piece_at(blocker_square)?;
            return Some(R::CastlingPathBlocked { side, blocker, blocker_square });
        }
        let without_rook = self.occupied().without(rook);
        let mut path: Vec<Square> = king_path.into_iter().collect();
        path.sort_by_key(|square| distance(*square, king));
        for square in path {
            if let Some(attacker_square) = nearest(self.attackers(square, !us, without_rook), square) {
                let attacker = self.piece_at(attacker_square)?;
                return Some(if square == king_to {
                    R::CastlingIntoCheck { side, square, attacker, attacker_square }
                } else {
                    R::CastlingThroughCheck { side, square, attacker, attacker_square }
                });
            }
        }
        match attempt {
            CastlingAttempt::OntoRook(_) => None,
            CastlingAttempt::OntoDestination(_) => Some(R::CastleOntoRook { side, rook }),
        }
    }

    /// Why the king may not step from `from` to `to` (not castling), if it may not.
    fn explain_king_step(&self, from: Square, to: Square) -> Option<IllegalMoveReason> {
        if !attacks::king_attacks(from).contains(to) {
            return Some(IllegalMoveReason::CannotMoveLikeThat { role: Role::King, from, to });
        }
        let attacker_square = nearest(self.attackers(to, !self.turn(), self.occupied().without(from)), to)?;
        let attacker = self.piece_at(attacker_square)?;
        Some(IllegalMoveReason::MovesIntoCheck { to, attacker, attacker_square })
    }

    /// Whether a bishop, rook or queen can go from `from` to `to` on this board, or why not.
    fn slider_shape(&self, role: Role, from: Square, to: Square) -> Option<IllegalMoveReason> {
        let straight = from.rank() == to.rank() || from.file() == to.file();
        let on_a_line = attacks::line(from, to).any();
        let moves_that_way = match role {
            Role::Rook => straight,
            Role::Bishop => on_a_line && !straight,
            _ => on_a_line,
        };
        if !moves_that_way {
            return Some(IllegalMoveReason::CannotMoveLikeThat { role, from, to });
        }
        let blocker_square = nearest(attacks::between(from, to) & self.occupied(), from)?;
        let blocker = self.piece_at(blocker_square)?;
        Some(IllegalMoveReason::PathBlocked { role, blocker, blocker_square })
    }

    /// Whether a pawn can go from `from` to `to` on this board, leaving the king aside; `Ok` holds
    /// the square of the pawn it would take en passant, if the move is (or looks like) en passant.
    fn pawn_shape(&self, from: Square, to: Square) -> Result<Option<Square>, IllegalMoveReason> {
        use IllegalMoveReason as R;
        let us = self.turn();
        let forward: i32 = if us == Color::White { 1 } else { -1 };
        let files = to.file().index().abs_diff(from.file().index());
        let ranks = (to.rank().index() as i32 - from.rank().index() as i32) * forward;
        if ranks < 0 {
            return Err(R::PawnCannotMoveBackward);
        }
        let straight_onto = |square: Square| match self.piece_at(square) {
            Some(piece) => Err(R::PawnCannotCaptureStraight { to: square, piece }),
            None => Ok(None),
        };
        match (files, ranks) {
            (0, 1) => straight_onto(to),
            (0, 2) => {
                if from.rank() != Rank::Second.relative_to(us) {
                    return Err(R::PawnDoubleStepOnlyFromStart { from });
                }
                let middle = Square::new(from.file(), Rank::Third.relative_to(us));
                if let Some(blocker) = self.piece_at(middle) {
                    return Err(R::PathBlocked { role: Role::Pawn, blocker, blocker_square: middle });
                }
                straight_onto(to)
            }
            (1, 1) => {
                let victim = Square::new(to.file(), from.rank());
                if self.by_color(!us).contains(to) {
                    Ok(None)
                } else if self.ep_square() == Some(to)
                    || (to.rank() == Rank::Sixth.relative_to(us)
                        && self.piece_at(victim) == Some(Piece::new(!us, Role::Pawn)))
                {
                    Ok(Some(victim))
                } else {
                    Err(R::PawnCannotMoveDiagonallyToEmpty { to })
                }
            }
            _ => Err(R::CannotMoveLikeThat { role: Role::Pawn, from, to }),
        }
    }

    /// Why a move of a piece other than the king, from `from` to `to` (taking the pawn on `victim`
    /// en passant), would leave its king attacked, if it would.
    fn explain_exposure(&self, from: Square, to: Square, victim: Option<Square>) -> Option<IllegalMoveReason> {
        use IllegalMoveReason as R;
        let us = self.turn();
        let king = self.king(us);
        let taken = victim.map_or(Bitboard::EMPTY, Bitboard::from_square).with(to);
        let occupied_after = (self.occupied().without(from) & !taken).with(to);
        let attackers = self.attackers(king, !us, occupied_after) & !taken;
        let nearest_attacker = nearest(attackers, king)?;
        let checkers = self.checkers();
        if checkers.more_than_one() {
            let checker_square = nearest(checkers, king)?;
            let other_checker_square = nearest(checkers.without(checker_square), king)?;
            return Some(R::DoubleCheck {
                checker: self.piece_at(checker_square)?,
                checker_square,
                other_checker: self.piece_at(other_checker_square)?,
                other_checker_square,
            });
        }
        if let Some(checker_square) = nearest(attackers & checkers, king) {
            return Some(R::KeepsKingInCheck { checker: self.piece_at(checker_square)?, checker_square });
        }
        let attacker = self.piece_at(nearest_attacker)?;
        if attacks::between(king, nearest_attacker) & self.occupied() == Bitboard::from_square(from) {
            let role = self.role_at(from)?;
            Some(R::Pinned { role, piece_square: from, pinner: attacker, pinner_square: nearest_attacker })
        } else {
            Some(R::ExposesKing { attacker, attacker_square: nearest_attacker })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::IllegalMoveReason as R;
    use super::*;
    use crate::rules::chess960;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn why(fen: &str, from: Square, to: Square) -> Option<IllegalMoveReason> {
        position(fen).why_illegal(from, to)
    }

    fn white(role: Role) -> Piece {
        Piece::new(Color::White, role)
    }

    fn black(role: Role) -> Piece {
        Piece::new(Color::Black, role)
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn a_legal_move_has_no_reason_against_it() {
        assert_eq!(why(START, Square::E2, Square::E4), None);
        assert_eq!(why(START, Square::G1, Square::F3), None);
    }

    #[test]
    fn a_move_from_an_empty_square_has_no_piece_to_move() {
        assert_eq!(why(START, Square::E3, Square::E4), Some(R::NoPiece { square: Square::E3 }));
    }

    #[test]
    fn a_player_cannot_move_the_opponents_pieces() {
        let reason = why(START, Square::E7, Square::E5);
        assert_eq!(reason, Some(R::NotYourPiece { square: Square::E7, piece: black(Role::Pawn) }));
        assert_eq!(reason.unwrap().to_string(), "The black pawn on e7 is not yours: it is White's turn");
    }

    #[test]
    fn a_piece_must_move_to_another_square() {
        assert_eq!(why(START, Square::E2, Square::E2), Some(R::SameSquare { square: Square::E2 }));
    }

    #[test]
    fn a_piece_cannot_capture_its_own_side() {
        assert_eq!(
            why(START, Square::D1, Square::D2),
            Some(R::OwnPieceOnTarget { square: Square::D2, piece: white(Role::Pawn) })
        );
        assert_eq!(
            why(START, Square::E1, Square::F1),
            Some(R::OwnPieceOnTarget { square: Square::F1, piece: white(Role::Bishop) })
        );
    }

    #[test]
    fn each_piece_is_told_how_it_moves() {
        let reason = why(START, Square::G1, Square::G3);
        assert_eq!(reason, Some(R::CannotMoveLikeThat { role: Role::Knight, from: Square::G1, to: Square::G3 }));
        assert_eq!(
            reason.unwrap().to_string(),
            "The knight on g1 cannot go to g3: a knight jumps in an L, two squares one way and one square to the side"
        );
        let open = "4k3/8/8/8/8/8/8/R1B1K3 w - - 0 1";
        assert_eq!(
            why(open, Square::C1, Square::C4),
            Some(R::CannotMoveLikeThat { role: Role::Bishop, from: Square::C1, to: Square::C4 })
        );
        assert_eq!(
            why(open, Square::A1, Square::B2),
            Some(R::CannotMoveLikeThat { role: Role::Rook, from: Square::A1, to: Square::B2 })
        );
        assert_eq!(
            why(open, Square::E1, Square::E3),
            Some(R::CannotMoveLikeThat { role: Role::King, from: Square::E1, to: Square::E3 })
        );
    }

    #[test]
    fn a_rook_cannot_jump_over_the_first_piece_in_its_way() {
        let reason = why("4k3/8/p7/8/P7/8/8/R3K3 w - - 0 1", Square::A1, Square::A7);
        assert_eq!(
            reason,
            Some(R::PathBlocked { role: Role::Rook, blocker: white(Role::Pawn), blocker_square: Square::A4 })
        );
        assert_eq!(reason.unwrap().to_string(), "The rook cannot jump over the white pawn on a4");
    }

    #[test]
    fn a_blocked_move_is_explained_by_the_block_even_when_the_piece_is_pinned() {
        assert_eq!(
            why("4r1k1/8/8/8/8/8/2P1R3/4K3 w - - 0 1", Square::E2, Square::A2),
            Some(R::PathBlocked { role: Role::Rook, blocker: white(Role::Pawn), blocker_square: Square::C2 })
        );
    }

    #[test]
    fn a_pinned_bishop_is_told_which_rook_pins_it() {
        let reason = why("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1", Square::E2, Square::D3);
        assert_eq!(
            reason,
            Some(R::Pinned {
                role: Role::Bishop,
                piece_square: Square::E2,
                pinner: black(Role::Rook),
                pinner_square: Square::E8
            })
        );
        assert_eq!(reason.unwrap().to_string(), "The bishop on e2 is pinned to your king by the rook on e8");
    }

    #[test]
    fn a_pinned_rook_may_slide_along_the_pin_line() {
        assert_eq!(why("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1", Square::E2, Square::E8), None);
        assert_eq!(why("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1", Square::E2, Square::E5), None);
    }

    #[test]
    fn a_king_cannot_step_onto_a_square_an_enemy_piece_attacks() {
        let reason = why("3rk3/8/8/8/8/8/8/4K3 w - - 0 1", Square::E1, Square::D2);
        assert_eq!(
            reason,
            Some(R::MovesIntoCheck { to: Square::D2, attacker: black(Role::Rook), attacker_square: Square::D8 })
        );
        assert_eq!(reason.unwrap().to_string(), "Your king cannot go to d2: the rook on d8 attacks that square");
    }

    #[test]
    fn a_king_cannot_take_a_protected_piece() {
        assert_eq!(
            why("4k3/8/8/8/8/5p2/4p3/4K3 w - - 0 1", Square::E1, Square::E2),
            Some(R::MovesIntoCheck { to: Square::E2, attacker: black(Role::Pawn), attacker_square: Square::F3 })
        );
    }

    #[test]
    fn two_kings_can_never_stand_side_by_side() {
        let reason = why("8/8/8/3k4/8/3K4/8/8 w - - 0 1", Square::D3, Square::D4);
        assert_eq!(
            reason,
            Some(R::MovesIntoCheck { to: Square::D4, attacker: black(Role::King), attacker_square: Square::D5 })
        );
        assert_eq!(
            reason.unwrap().to_string(),
            "Your king cannot go to d4: the king on d5 guards that square, and two kings never stand side by side"
        );
    }

    #[test]
    fn a_checked_king_cannot_step_back_along_the_line_of_the_check() {
        assert_eq!(
            why("4r1k1/8/8/8/8/8/4K3/8 w - - 0 1", Square::E2, Square::E1),
            Some(R::MovesIntoCheck { to: Square::E1, attacker: black(Role::Rook), attacker_square: Square::E8 })
        );
    }

    #[test]
    fn a_move_that_ignores_a_check_is_told_which_piece_gives_check() {
        let reason = why("4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1", Square::A2, Square::A3);
        assert_eq!(reason, Some(R::KeepsKingInCheck { checker: black(Role::Rook), checker_square: Square::E8 }));
        assert_eq!(
            reason.unwrap().to_string(),
            "Your king is in check from the rook on e8, and this move does not stop it"
        );
    }

    #[test]
    fn in_check_a_pinned_piece_that_ignores_the_check_hears_about_the_check_first() {
        let fen = "4r1k1/8/8/8/1b6/8/3N4/4K3 w - - 0 1";
        assert_eq!(
            why(fen, Square::D2, Square::B1),
            Some(R::KeepsKingInCheck { checker: black(Role::Rook), checker_square: Square::E8 })
        );
    }

    #[test]
    fn in_check_a_pinned_piece_that_would_block_the_check_is_told_it_is_pinned() {
        let fen = "4r1k1/8/8/8/1b6/8/3N4/4K3 w - - 0 1";
        assert_eq!(
            why(fen, Square::D2, Square::E4),
            Some(R::Pinned {
                role: Role::Knight,
                piece_square: Square::D2,
                pinner: black(Role::Bishop),
                pinner_square: Square::B4
            })
        );
    }

    #[test]
    fn in_double_check_only_the_king_may_move() {
        let reason = why("4r1k1/8/8/8/1b6/8/P7/4K3 w - - 0 1", Square::A2, Square::A3);
        assert_eq!(
            reason,
            Some(R::DoubleCheck {
                checker: black(Role::Bishop),
                checker_square: Square::B4,
                other_checker: black(Role::Rook),
                other_checker_square: Square::E8
            })
        );
        assert_eq!(
            reason.unwrap().to_string(),
            "Two pieces give check, the bishop on b4 and the rook on e8: only the king can move"
        );
    }

    #[test]
    fn en_passant_that_takes_both_pawns_off_the_rank_exposes_the_king() {
        assert_eq!(
            why("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", Square::E4, Square::D3),
            Some(R::ExposesKing { attacker: white(Role::Queen), attacker_square: Square::H4 })
        );
    }

    #[test]
    fn en_passant_is_refused_one_move_too_late() {
        let mut position = position("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        position.play(Move::new(Square::D7, Square::D5)).unwrap();
        assert_eq!(position.why_illegal(Square::E5, Square::D6), None);
        position.play(Move::new(Square::E1, Square::E2)).unwrap();
        position.play(Move::new(Square::E8, Square::E7)).unwrap();
        let reason = position.why_illegal(Square::E5, Square::D6);
        assert_eq!(reason, Some(R::EnPassantExpired { pawn_square: Square::D5 }));
        assert_eq!(
            reason.unwrap().to_string(),
            "The pawn on d5 could be taken en passant only on the move right after its two-square step"
        );
    }

    #[test]
    fn a_pawn_cannot_capture_straight_ahead() {
        let fen = "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1";
        assert_eq!(
            why(fen, Square::E2, Square::E3),
            Some(R::PawnCannotCaptureStraight { to: Square::E3, piece: black(Role::Knight) })
        );
        assert_eq!(
            why("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1", Square::E2, Square::E4),
            Some(R::PawnCannotCaptureStraight { to: Square::E4, piece: black(Role::Knight) })
        );
    }

    #[test]
    fn a_pawn_cannot_jump_over_a_piece_on_its_double_step() {
        assert_eq!(
            why("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", Square::E2, Square::E4),
            Some(R::PathBlocked { role: Role::Pawn, blocker: black(Role::Knight), blocker_square: Square::E3 })
        );
    }

    #[test]
    fn a_pawn_moves_diagonally_only_to_capture() {
        assert_eq!(why(START, Square::E2, Square::D3), Some(R::PawnCannotMoveDiagonallyToEmpty { to: Square::D3 }));
    }

    #[test]
    fn a_pawn_never_moves_backward() {
        assert_eq!(why("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", Square::E4, Square::E3), Some(R::PawnCannotMoveBackward));
        assert_eq!(why("4k3/8/8/4p3/8/8/8/4K3 b - - 0 1", Square::E5, Square::D6), Some(R::PawnCannotMoveBackward));
    }

    #[test]
    fn a_pawn_moves_two_squares_only_from_its_starting_square() {
        assert_eq!(
            why("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", Square::E4, Square::E6),
            Some(R::PawnDoubleStepOnlyFromStart { from: Square::E4 })
        );
        assert_eq!(
            why("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", Square::E4, Square::D4),
            Some(R::CannotMoveLikeThat { role: Role::Pawn, from: Square::E4, to: Square::D4 })
        );
    }

    #[test]
    fn castling_is_refused_once_the_right_is_lost() {
        let fen = "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1";
        let lost = R::CastlingRightLost { side: CastlingSide::KingSide, cause: CastlingLoss::Unknown };
        assert_eq!(why(fen, Square::E1, Square::H1), Some(lost));
        assert_eq!(why(fen, Square::E1, Square::G1), Some(lost));
        assert_eq!(
            lost.to_string(),
            "You can no longer castle on the king side: your king or that rook has moved, or the rook was captured"
        );
    }

    #[test]
    fn castling_is_refused_while_the_king_is_in_check() {
        assert_eq!(
            why("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", Square::E1, Square::H1),
            Some(R::CastlingWhileInCheck {
                side: CastlingSide::KingSide,
                attacker: black(Role::Rook),
                attacker_square: Square::E8
            })
        );
    }

    #[test]
    fn castling_is_refused_while_a_piece_stands_between_king_and_rook() {
        assert_eq!(
            why(START, Square::E1, Square::H1),
            Some(R::CastlingPathBlocked {
                side: CastlingSide::KingSide,
                blocker: white(Role::Bishop),
                blocker_square: Square::F1
            })
        );
        assert_eq!(
            why(START, Square::E1, Square::C1),
            Some(R::CastlingPathBlocked {
                side: CastlingSide::QueenSide,
                blocker: white(Role::Queen),
                blocker_square: Square::D1
            })
        );
    }

    #[test]
    fn castling_is_refused_when_the_king_passes_through_an_attacked_square() {
        let reason = why("4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1", Square::E1, Square::H1);
        assert_eq!(
            reason,
            Some(R::CastlingThroughCheck {
                side: CastlingSide::KingSide,
                square: Square::F1,
                attacker: black(Role::Bishop),
                attacker_square: Square::C4
            })
        );
        assert_eq!(
            reason.unwrap().to_string(),
            "You cannot castle on the king side: your king would pass through f1, which the bishop on c4 attacks"
        );
    }

    #[test]
    fn castling_is_refused_when_the_king_would_land_on_an_attacked_square() {
        assert_eq!(
            why("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", Square::E1, Square::H1),
            Some(R::CastlingIntoCheck {
                side: CastlingSide::KingSide,
                square: Square::G1,
                attacker: black(Role::Rook),
                attacker_square: Square::G8
            })
        );
    }

    #[test]
    fn an_attacked_rook_does_not_stop_castling() {
        assert_eq!(why("4k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1", Square::E1, Square::H1), None);
        assert_eq!(why("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", Square::E1, Square::A1), None);
    }

    #[test]
    fn castling_by_moving_the_king_two_squares_is_told_to_move_onto_the_rook() {
        let fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        let reason = why(fen, Square::E1, Square::G1);
        assert_eq!(reason, Some(R::CastleOntoRook { side: CastlingSide::KingSide, rook: Square::H1 }));
        assert_eq!(reason.unwrap().to_string(), "To castle on the king side, move your king onto your rook on h1");
        assert_eq!(
            why(fen, Square::E1, Square::C1),
            Some(R::CastleOntoRook { side: CastlingSide::QueenSide, rook: Square::A1 })
        );
    }

    #[test]
    fn a_chess960_rook_that_shields_its_king_cannot_castle_away() {
        assert_eq!(
            why("4k3/8/8/8/8/8/8/qRK5 w B - 0 1", Square::C1, Square::B1),
            Some(R::CastlingIntoCheck {
                side: CastlingSide::QueenSide,
                square: Square::C1,
                attacker: black(Role::Queen),
                attacker_square: Square::A1
            })
        );
    }

    #[test]
    fn play_asks_for_a_promotion_piece_when_a_pawn_reaches_the_last_rank() {
        let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        let mut position = position(fen);
        assert_eq!(position.why_illegal(Square::A7, Square::A8), None);
        assert_eq!(position.play(Move::new(Square::A7, Square::A8)), Err(R::PromotionPieceRequired { to: Square::A8 }));
        assert_eq!(
            position.play(Move::with_promotion(Square::A7, Square::A8, Role::King)),
            Err(R::CannotPromoteTo { role: Role::King })
        );
        assert_eq!(position.fen(), fen);
        assert_eq!(position.play(Move::with_promotion(Square::A7, Square::A8, Role::Knight)), Ok(()));
        assert_eq!(position.piece_at(Square::A8), Some(white(Role::Knight)));
    }

    #[test]
    fn play_refuses_a_promotion_piece_on_an_ordinary_move() {
        let mut position = Position::new();
        assert_eq!(
            position.play(Move::with_promotion(Square::E2, Square::E4, Role::Queen)),
            Err(R::PromotionNotAllowed { role: Role::Queen })
        );
        assert_eq!(position, Position::new());
    }

    #[test]
    fn play_leaves_the_position_untouched_and_says_why_when_the_move_is_illegal() {
        let mut position = Position::new();
        assert_eq!(
            position.play(Move::new(Square::E2, Square::E5)),
            Err(R::CannotMoveLikeThat { role: Role::Pawn, from: Square::E2, to: Square::E5 })
        );
        assert_eq!(position, Position::new());
        assert_eq!(position.play(Move::new(Square::E2, Square::E4)), Ok(()));
        assert_eq!(position.piece_at(Square::E4), Some(white(Role::Pawn)));
    }

    #[test]
    fn play_castles_when_the_king_moves_onto_its_rook() {
        let mut position = position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assert_eq!(position.play(Move::new(Square::E1, Square::H1)), Ok(()));
        assert_eq!(position.fen(), "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
    }

    #[test]
    fn every_reason_names_one_of_the_rule_cards() {
        let piece = white(Role::Rook);
        let side = CastlingSide::KingSide;
        let (a, b) = (Square::A1, Square::B2);
        let reasons = [
            R::SameSquare { square: a },
            R::NoPiece { square: a },
            R::NotYourPiece { square: a, piece },
            R::OwnPieceOnTarget { square: a, piece },
            R::CannotMoveLikeThat { role: Role::Knight, from: a, to: b },
            R::PathBlocked { role: Role::Bishop, blocker: piece, blocker_square: a },
            R::CannotMoveLikeThat { role: Role::Rook, from: a, to: b },
            R::CannotMoveLikeThat { role: Role::Queen, from: a, to: b },
            R::CannotMoveLikeThat { role: Role::King, from: a, to: b },
            R::PawnCannotMoveBackward,
            R::PawnDoubleStepOnlyFromStart { from: a },
            R::PawnCannotCaptureStraight { to: a, piece },
            R::PawnCannotMoveDiagonallyToEmpty { to: a },
            R::EnPassantExpired { pawn_square: a },
            R::MovesIntoCheck { to: a, attacker: piece, attacker_square: b },
            R::DoubleCheck { checker: piece, checker_square: a, other_checker: piece, other_checker_square: b },
            R::KeepsKingInCheck { checker: piece, checker_square: a },
            R::Pinned { role: Role::Knight, piece_square: a, pinner: piece, pinner_square: b },
            R::ExposesKing { attacker: piece, attacker_square: a },
            R::CastlingRightLost { side, cause: CastlingLoss::KingMoved },
            R::CastlingWhileInCheck { side, attacker: piece, attacker_square: a },
            R::CastlingPathBlocked { side, blocker: piece, blocker_square: a },
            R::CastlingThroughCheck { side, square: a, attacker: piece, attacker_square: b },
            R::CastlingIntoCheck { side, square: a, attacker: piece, attacker_square: b },
            R::CastleOntoRook { side, rook: a },
            R::PromotionPieceRequired { to: a },
            R::PromotionNotAllowed { role: Role::King },
            R::CannotPromoteTo { role: Role::King },
        ];
        for reason in &reasons {
            assert!(RULE_CARD_IDS.contains(&reason.card_id()), "{reason:?}");
            assert!(reason.to_string().starts_with(char::is_uppercase), "{reason}");
        }
        for id in RULE_CARD_IDS {
            assert!(reasons.iter().any(|r| r.card_id() == id), "no reason uses the card {id}");
        }
    }

    #[test]
    fn the_explanations_agree_with_the_move_generator_in_random_games() {
        let mut rng = fastrand::Rng::with_seed(0x706c79);
        let starts = [Position::new(), chess960::start_position(0).unwrap(), chess960::start_position(959).unwrap()];
        for game in 0..30 {
            let mut position = starts[game % starts.len()];
            for _ in 0..rng.usize(0..120) {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position.play_unchecked(moves[rng.usize(0..moves.len())]);
            }
            let moves = position.legal_moves();
            for from in Square::ALL {
                for to in Square::ALL {
                    let legal = moves.iter().any(|mv| mv.from == from && mv.to == to);
                    let reason = position.explain(from, to);
                    assert_eq!(reason.is_none(), legal, "{} {from}{to}: {reason:?}", position.fen());
                }
            }
        }
    }
}
