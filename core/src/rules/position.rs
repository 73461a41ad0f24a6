//! A legal chess position and how a move changes it.

use super::attacks;
use super::{Bitboard, Castling, CastlingSide, Color, Move, Piece, Rank, Role, Setup, Square, zobrist};

/// A position that can arise in a game: where the pieces stand, whose move it is, the castling and
/// en passant rights, the clocks for the fifty-move rule, and its Zobrist key, kept up to date
/// move by move.
///
/// A `Position` is built only from a checked [`Setup`] (or a FEN, or a start position), so it is
/// always one the rules can play on. It is small and `Copy`: playing a move on a copy is the way
/// to look ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
    turn: Color,
    castling: Castling,
    /// Only set when an en passant capture is actually legal, so that it counts for repetition.
    ep_square: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    hash: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl Position {
    /// The standard starting position.
    pub fn new() -> Position {
        let mut position = Position::empty();
        let back =
            [Role::Rook, Role::Knight, Role::Bishop, Role::Queen, Role::King, Role::Bishop, Role::Knight, Role::Rook];
        for (file, role) in back.into_iter().enumerate() {
            for color in Color::ALL {
                let rank = Rank::First.relative_to(color).index();
                let pawn_rank = Rank::Second.relative_to(color).index();
                position.put(Piece::new(color, role), Square::from_index(rank * 8 + file));
                position.put(Piece::new(color, Role::Pawn), Square::from_index(pawn_rank * 8 + file));
            }
        }
        let mut castling = Castling::NONE;
        for color in Color::ALL {
            castling.set(color, CastlingSide::KingSide, Square::H1.relative_to(color));
            castling.set(color, CastlingSide::QueenSide, Square::A1.relative_to(color));
        }
        position.set_castling(castling);
        position
    }

    /// A board without pieces; only for building positions inside this module tree.
    pub(super) fn empty() -> Position {
        Position {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
            turn: Color::White,
            castling: Castling::NONE,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: 0,
        }
    }

    /// The position written out as an unchecked [`Setup`].
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 64];
        for square in self.occupied() {
            board[square.index()] = self.piece_at(square);
        }
        Setup {
            board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        }
    }

    /// The side to move.
    #[inline(always)]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights still held.
    #[inline(always)]
    pub fn castling(&self) -> &Castling {
        &self.castling
    }

    /// The square a pawn may capture en passant onto, only when such a capture is legal.
    #[inline(always)]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The number of the current full move, from 1.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The Zobrist key: pieces, side to move, castling rights and a legal en passant file.
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The squares occupied by `color`'s pieces.
    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares occupied by pieces of `role`, of either colour.
    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `color`'s pieces of `role`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color(color) & self.by_role(role)
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// What stands on `square`, whatever its colour.
    #[inline(always)]
    pub fn role_at(&self, square: Square) -> Option<Role> {
        if !self.occupied().contains(square) {
            return None;
        }
        Role::ALL.into_iter().find(|role| self.by_role(*role).contains(square))
    }

    /// The piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let role = self.role_at(square)?;
        let color = if self.by_color(Color::White).contains(square) { Color::White } else { Color::Black };
        Some(Piece::new(color, role))
    }

    /// The square of `color`'s king.
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        // Every position has exactly one king per side (checked by `from_setup`).
        self.pieces(color, Role::King).first().unwrap_or(Square::A1)
    }

    /// The pieces of `by` that attack `square`, with `occupied` as the blockers.
    #[inline(always)]
    pub fn attackers(&self, square: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(by);
        let diagonal = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let straight = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        them & ((attacks::pawn_attacks(!by, square) & self.by_role(Role::Pawn))
            | (attacks::knight_attacks(square) & self.by_role(Role::Knight))
            | (attacks::king_attacks(square) & self.by_role(Role::King))
            | (attacks::bishop_attacks(square, occupied) & diagonal)
            | (attacks::rook_attacks(square, occupied) & straight))
    }

    /// Whether any piece of `by` attacks `square` on the current board.
    #[inline(always)]
    pub fn is_attacked(&self, square: Square, by: Color) -> bool {
        self.attackers(square, by, self.occupied()).any()
    }

    /// The enemy pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.attackers(self.king(self.turn), !self.turn, self.occupied())
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether the legal move `mv` gives check, without playing it.
    pub fn gives_check(&self, mv: Move) -> bool {
        if self.is_castling(mv) || self.is_en_passant(mv) {
            return self.after(mv).is_check();
        }
        let us = self.turn;
        let king = self.king(!us);
        let Some(role) = mv.promotion.or_else(|| self.role_at(mv.from)) else { return false };
        let occupied = self.occupied().without(mv.from).with(mv.to);
        if attacks::attacks(us, role, mv.to, occupied).contains(king) {
            return true;
        }
        // A check discovered by one of our other pieces the move uncovers.
        let others = self.by_color(us).without(mv.from);
        let diagonal = others & (self.by_role(Role::Bishop) | self.by_role(Role::Queen));
        let straight = others & (self.by_role(Role::Rook) | self.by_role(Role::Queen));
        (attacks::bishop_attacks(king, occupied) & diagonal).any()
            || (attacks::rook_attacks(king, occupied) & straight).any()
    }

    /// Whether two positions are the same for the repetition rule: the same pieces on the same
    /// squares, the same side to move, the same castling rights and the same legal en passant capture.
    pub fn is_repetition_of(&self, other: &Position) -> bool {
        self.hash == other.hash
            && self.by_color == other.by_color
            && self.by_role == other.by_role
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_square == other.ep_square
    }

    /// Whether the castling rights are ones only Chess960 allows: a king off the e-file or a
    /// castling rook off the a- and h-files.
    pub fn has_chess960_castling(&self) -> bool {
        Color::ALL.into_iter().any(|color| {
            CastlingSide::ALL.into_iter().any(|side| {
                self.castling.rook(color, side).is_some_and(|rook| {
                    let home = match side {
                        CastlingSide::KingSide => Square::H1,
                        CastlingSide::QueenSide => Square::A1,
                    };
                    rook != home.relative_to(color) || self.king(color) != Square::E1.relative_to(color)
                })
            })
        })
    }

    /// Whether `mv` moves a king onto its own rook: castling, as moves are written inside the rules.
    #[inline(always)]
    pub fn is_castling(&self, mv: Move) -> bool {
        self.role_at(mv.from) == Some(Role::King) && self.by_color(self.turn).contains(mv.to)
    }

    /// Whether `mv` is an en passant capture.
    #[inline(always)]
    pub fn is_en_passant(&self, mv: Move) -> bool {
        Some(mv.to) == self.ep_square && self.role_at(mv.from) == Some(Role::Pawn)
    }

    /// Whether `mv` captures a piece (en passant included).
    #[inline(always)]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.by_color(!self.turn).contains(mv.to) || self.is_en_passant(mv)
    }

    /// The piece a move captures, if any: for en passant, the pawn beside.
    pub fn captured_role(&self, mv: Move) -> Option<Role> {
        if self.is_en_passant(mv) {
            Some(Role::Pawn)
        } else if self.by_color(!self.turn).contains(mv.to) {
            self.role_at(mv.to)
        } else {
            None
        }
    }

    /// Where the king and the rook end up for a castling move, and on which side.
    pub fn castling_squares(&self, mv: Move) -> (CastlingSide, Square, Square) {
        let side = CastlingSide::of_rook(mv.from, mv.to);
        (side, side.king_destination(self.turn), side.rook_destination(self.turn))
    }

    /// Plays a move that must be legal in this position (as [`Position::legal_moves`] gives it).
    ///
    /// Playing an illegal move leaves a position the rules cannot vouch for; check first with
    /// [`Position::is_legal`] where the move comes from outside.
    pub fn play_unchecked(&mut self, mv: Move) {
        let us = self.turn;
        let Some(role) = self.role_at(mv.from) else {
            return;
        };
        let ep_square = self.ep_square.take();
        if let Some(ep) = ep_square {
            self.hash ^= zobrist::en_passant(ep);
        }
        let old_castling = self.castling;
        self.halfmove_clock += 1;
        let mut double_step = None;
        if role == Role::King && self.by_color(us).contains(mv.to) {
            let (_, king_to, rook_to) = self.castling_squares(mv);
            self.remove(Piece::new(us, Role::King), mv.from);
            self.remove(Piece::new(us, Role::Rook), mv.to);
            self.put(Piece::new(us, Role::King), king_to);
            self.put(Piece::new(us, Role::Rook), rook_to);
            self.castling.clear_color(us);
        } else {
            let en_passant = role == Role::Pawn && Some(mv.to) == ep_square;
            if let Some(captured) = self.role_at(mv.to) {
                self.remove(Piece::new(!us, captured), mv.to);
                self.halfmove_clock = 0;
            }
            self.remove(Piece::new(us, role), mv.from);
            let mut placed = role;
            if role == Role::Pawn {
                self.halfmove_clock = 0;
                let forward = if us == Color::White { 8 } else { -8 };
                let step = mv.to.index() as i32 - mv.from.index() as i32;
                if step == 2 * forward {
                    double_step = Some(Square::from_index((mv.from.index() as i32 + forward) as usize));
                } else if en_passant {
                    let victim = Square::from_index((mv.to.index() as i32 - forward) as usize);
                    self.remove(Piece::new(!us, Role::Pawn), victim);
                }
                if let Some(promotion) = mv.promotion {
                    placed = promotion;
                }
            }
            self.put(Piece::new(us, placed), mv.to);
            let rooks = self.castling.rook_squares();
            if rooks.any() {
                if role == Role::King {
                    self.castling.clear_color(us);
                }
                if (rooks & Bitboard::from_square(mv.from).with(mv.to)).any() {
                    self.castling.clear_rook(mv.from);
                    self.castling.clear_rook(mv.to);
                }
            }
        }
        if old_castling.rook_squares() != self.castling.rook_squares() {
            self.hash ^= old_castling.zobrist() ^ self.castling.zobrist();
        }
        if us == Color::Black {
            self.fullmove_number += 1;
        }
        self.toggle_turn();
        if let Some(square) = double_step {
            self.set_ep_square_if_capturable(square);
        }
    }

    /// The position after `mv`, which must be legal.
    pub fn after(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }

    /// The position with the turn passed to the other side and nothing moved: not a legal move,
    /// but how a search asks "what if I could move twice?". The side to move must not be in check.
    pub fn after_null_move(&self) -> Position {
        let mut next = *self;
        if let Some(ep) = next.ep_square.take() {
            next.hash ^= zobrist::en_passant(ep);
        }
        next.halfmove_clock += 1;
        next.toggle_turn();
        next
    }

    /// Puts `piece` on the empty `square`.
    #[inline(always)]
    pub(super) fn put(&mut self, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        self.by_color[piece.color.index()] |= bit;
        self.by_role[piece.role.index()] |= bit;
        self.hash ^= zobrist::piece(piece.color, piece.role, square);
    }

    /// Takes `piece` off `square`.
    #[inline(always)]
    fn remove(&mut self, piece: Piece, square: Square) {
        let bit = Bitboard::from_square(square);
        self.by_color[piece.color.index()] ^= bit;
        self.by_role[piece.role.index()] ^= bit;
        self.hash ^= zobrist::piece(piece.color, piece.role, square);
    }

    pub(super) fn toggle_turn(&mut self) {
        self.turn = !self.turn;
        self.hash ^= zobrist::black_to_move();
    }

    pub(super) fn set_clocks(&mut self, halfmove_clock: u32, fullmove_number: u32) {
        self.halfmove_clock = halfmove_clock;
        self.fullmove_number = fullmove_number;
    }

    pub(super) fn set_castling(&mut self, castling: Castling) {
        self.hash ^= self.castling.zobrist() ^ castling.zobrist();
        self.castling = castling;
    }

    /// Records `square` as the en passant square if the side to move can legally capture there.
    pub(super) fn set_ep_square_if_capturable(&mut self, square: Square) {
        let capturers = attacks::pawn_attacks(!self.turn, square) & self.pieces(self.turn, Role::Pawn);
        if capturers.into_iter().any(|from| self.en_passant_is_safe(from, square)) {
            self.ep_square = Some(square);
            self.hash ^= zobrist::en_passant(square);
        }
    }

    /// Whether capturing en passant from `from` onto `to` leaves the side to move's king unattacked.
    ///
    /// Both pawns leave their squares at once, which can open a rank or a diagonal onto the king.
    #[inline]
    pub(super) fn en_passant_is_safe(&self, from: Square, to: Square) -> bool {
        let us = self.turn;
        let victim = Square::new(to.file(), from.rank());
        let occupied = (self.occupied().without(from).without(victim)).with(to);
        let king = self.king(us);
        let them = self.by_color(!us);
        let diagonal = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let straight = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let attackers = them
            & ((attacks::bishop_attacks(king, occupied) & diagonal)
                | (attacks::rook_attacks(king, occupied) & straight)
                | (attacks::knight_attacks(king) & self.by_role(Role::Knight))
                | (attacks::pawn_attacks(us, king) & self.by_role(Role::Pawn) & !Bitboard::from_square(victim)));
        attackers.is_empty()
    }

    /// The Zobrist key computed from scratch, to check the incremental one.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut hash = self.castling.zobrist();
        for square in self.occupied() {
            if let Some(piece) = self.piece_at(square) {
                hash ^= zobrist::piece(piece.color, piece.role, square);
            }
        }
        if self.turn == Color::Black {
            hash ^= zobrist::black_to_move();
        }
        if let Some(ep) = self.ep_square {
            hash ^= zobrist::en_passant(ep);
        }
        hash
    }
}
