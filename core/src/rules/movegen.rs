//! Legal move generation.
//!
//! Moves are generated legal from the start, never pseudo-legal and filtered: checks, pins and the
//! squares the enemy attacks are worked out once per position, then each piece's targets are masked
//! by them. Moves come out grouped by piece as a set of target squares ([`PieceMoves`]), which lets
//! counting (perft, mobility) skip building a list at all.

use super::attacks;
use super::{Bitboard, CastlingSide, Color, File, Move, MoveList, Position, Rank, Role, Square};

/// The legal moves of one piece: its square and the set of squares it may go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    /// What moves.
    pub role: Role,
    /// Where it stands.
    pub from: Square,
    /// Where it may go. For the king this includes its own rook's square for castling.
    pub to: Bitboard,
    /// Whether each of these moves is a pawn promotion, which counts as four moves.
    pub promotes: bool,
}

impl PieceMoves {
    /// How many moves this is, with each promotion counted once per piece it may become.
    #[inline(always)]
    pub fn len(&self) -> usize {
        let n = self.to.count() as usize;
        if self.promotes { n * 4 } else { n }
    }

    /// Whether there is no move at all.
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// The moves one by one, with the four promotions of a promoting pawn.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        let promotions: &[Option<Role>] = if self.promotes {
            &[Some(Role::Queen), Some(Role::Rook), Some(Role::Bishop), Some(Role::Knight)]
        } else {
            &[None]
        };
        self.to
            .into_iter()
            .flat_map(move |to| promotions.iter().map(move |&promotion| Move { from: self.from, to, promotion }))
    }
}

/// What every move of the side to move must respect, worked out once per position.
struct Constraints {
    us: Color,
    king: Square,
    occupied: Bitboard,
    /// Where a piece other than the king may land: not on its own pieces, and when in check only
    /// on the checker or between it and the king.
    targets: Bitboard,
    /// Pieces pinned to their king, which may only move along the pin.
    pinned: Bitboard,
    /// Whether two pieces give check at once, so only the king may move.
    double_check: bool,
}

impl Position {
    #[inline(always)]
    fn constraints(&self) -> Constraints {
        let us = self.turn();
        let king = self.king(us);
        let checkers = self.checkers();
        let mut targets = !self.by_color(us);
        if let Some(checker) = checkers.first() {
            targets &= attacks::between(king, checker).with(checker);
        }
        Constraints {
            us,
            king,
            occupied: self.occupied(),
            targets,
            pinned: self.pinned(us, king),
            double_check: checkers.more_than_one(),
        }
    }

    /// The king's legal moves, with its own rook's square for each castling that is possible.
    #[inline(always)]
    fn king_targets(&self, c: &Constraints) -> Bitboard {
        let candidates = attacks::king_attacks(c.king) & !self.by_color(c.us);
        let not_in_check = c.targets == !self.by_color(c.us);
        // Castlings whose squares are free: (rook, the squares the king crosses), and whether the
        // rook stands in its corner. A rook in the corner cannot shield any square the king
        // crosses, so those squares may be tested on the board without the king, like the king's
        // own steps; other Chess960 rooks get the exact test.
        let mut castlings = [None; 2];
        let mut to_test = candidates;
        if not_in_check {
            for (slot, side) in castlings.iter_mut().zip(CastlingSide::ALL) {
                if let Some(rook) = self.castling().rook(c.us, side)
                    && let Some(path) = self.castling_path_if_free(side, rook)
                {
                    let cornered = matches!(rook.file(), File::A | File::H);
                    if cornered {
                        to_test |= path;
                    }
                    *slot = Some((rook, path, cornered));
                }
            }
        }
        let without_king = c.occupied.without(c.king);
        // Many squares to test: one map of every enemy attack is cheaper than square by square.
        let danger = if to_test.count() > 3 {
            self.attacked_squares(!c.us, without_king)
        } else {
            let mut danger = Bitboard::EMPTY;
            for square in to_test {
                if self.attackers(square, !c.us, without_king).any() {
                    danger = danger.with(square);
                }
            }
            danger
        };
        let mut targets = candidates & !danger;
        for (rook, path, cornered) in castlings.into_iter().flatten() {
            let safe = if cornered { (path & danger).is_empty() } else { self.castling_path_is_safe(path, rook) };
            if safe {
                targets = targets.with(rook);
            }
        }
        targets
    }

    /// Every square a piece of `by` attacks, with `occupied` as the blockers.
    #[inline(never)]
    pub fn attacked_squares(&self, by: Color, occupied: Bitboard) -> Bitboard {
        let theirs = self.by_color(by);
        let pawns = theirs & self.by_role(Role::Pawn);
        let ahead = forward(pawns, by);
        let mut map =
            Bitboard((ahead & !Bitboard::file(File::A)).0 >> 1) | Bitboard((ahead & !Bitboard::file(File::H)).0 << 1);
        for square in theirs & self.by_role(Role::Knight) {
            map |= attacks::knight_attacks(square);
        }
        for square in theirs & (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) {
            map |= attacks::bishop_attacks(square, occupied);
        }
        for square in theirs & (self.by_role(Role::Rook) | self.by_role(Role::Queen)) {
            map |= attacks::rook_attacks(square, occupied);
        }
        map | attacks::king_attacks(self.king(by))
    }

    /// Visits the knights, bishops, rooks and queens that can move; `true` when `visit` stopped.
    #[inline(always)]
    fn visit_pieces(&self, c: &Constraints, visit: &mut impl FnMut(PieceMoves) -> bool) -> bool {
        for from in self.pieces(c.us, Role::Knight) & !c.pinned {
            let to = attacks::knight_attacks(from) & c.targets;
            if to.any() && visit(PieceMoves { role: Role::Knight, from, to, promotes: false }) {
                return true;
            }
        }
        for role in [Role::Bishop, Role::Rook, Role::Queen] {
            for from in self.pieces(c.us, role) {
                let mut to = attacks::attacks(c.us, role, from, c.occupied) & c.targets;
                if c.pinned.contains(from) {
                    to &= attacks::line(c.king, from);
                }
                if to.any() && visit(PieceMoves { role, from, to, promotes: false }) {
                    return true;
                }
            }
        }
        false
    }

    /// Where the pawn on `from` may go, en passant included.
    #[inline(always)]
    fn pawn_targets(&self, c: &Constraints, from: Square) -> Bitboard {
        let empty = !c.occupied;
        let single = forward(Bitboard::from_square(from), c.us) & empty;
        let double = forward(single, c.us) & empty & Bitboard::rank(Rank::Fourth.relative_to(c.us));
        let captures = attacks::pawn_attacks(c.us, from) & self.by_color(!c.us);
        let mut to = (single | double | captures) & c.targets;
        if c.pinned.contains(from) {
            to &= attacks::line(c.king, from);
        }
        if let Some(ep) = self.ep_square()
            && attacks::pawn_attacks(c.us, from).contains(ep)
            && self.en_passant_is_safe(from, ep)
        {
            to = to.with(ep);
        }
        to
    }

    /// How many legal pawn moves there are, counted for all unpinned pawns at once.
    #[inline(always)]
    fn count_pawn_moves(&self, c: &Constraints) -> usize {
        let pawns = self.pieces(c.us, Role::Pawn);
        let free = pawns & !c.pinned;
        let empty = !c.occupied;
        let theirs = self.by_color(!c.us);
        let single = forward(free, c.us) & empty;
        let double = forward(single & Bitboard::rank(Rank::Third.relative_to(c.us)), c.us) & empty;
        let ahead = forward(free, c.us);
        let west = Bitboard((ahead & !Bitboard::file(File::A)).0 >> 1) & theirs;
        let east = Bitboard((ahead & !Bitboard::file(File::H)).0 << 1) & theirs;
        let last_rank = Bitboard::rank(Rank::Eighth.relative_to(c.us));
        let mut count = 0;
        for to in [single, west, east] {
            let to = to & c.targets;
            count += (to & !last_rank).count() as usize + 4 * (to & last_rank).count() as usize;
        }
        count += (double & c.targets).count() as usize;
        if let Some(ep) = self.ep_square() {
            let capturers = attacks::pawn_attacks(!c.us, ep) & free;
            count += capturers.into_iter().filter(|&from| self.en_passant_is_safe(from, ep)).count();
        }
        let promotion_rank = Rank::Seventh.relative_to(c.us);
        for from in pawns & c.pinned {
            let n = self.pawn_targets(c, from).count() as usize;
            count += if from.rank() == promotion_rank { 4 * n } else { n };
        }
        count
    }

    /// Calls `visit` with the legal moves of each piece of the side to move that has any.
    ///
    /// `visit` returns `true` to stop early; the function then returns `true` as well.
    #[inline(always)]
    pub fn for_each_piece_moves(&self, mut visit: impl FnMut(PieceMoves) -> bool) -> bool {
        let c = self.constraints();
        let king_targets = self.king_targets(&c);
        if king_targets.any() && visit(PieceMoves { role: Role::King, from: c.king, to: king_targets, promotes: false })
        {
            return true;
        }
        if c.double_check {
            return false;
        }
        if self.visit_pieces(&c, &mut visit) {
            return true;
        }
        let promotion_rank = Rank::Seventh.relative_to(c.us);
        for from in self.pieces(c.us, Role::Pawn) {
            let to = self.pawn_targets(&c, from);
            let promotes = from.rank() == promotion_rank;
            if to.any() && visit(PieceMoves { role: Role::Pawn, from, to, promotes }) {
                return true;
            }
        }
        false
    }

    /// The pieces of `us` pinned to their king on `king` by an enemy slider.
    #[inline(always)]
    fn pinned(&self, us: Color, king: Square) -> Bitboard {
        let them = self.by_color(!us);
        let diagonal = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let straight = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let snipers =
            them & ((attacks::bishop_attacks(king, them) & diagonal) | (attacks::rook_attacks(king, them) & straight));
        let mut pinned = Bitboard::EMPTY;
        let occupied = self.occupied();
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & self.by_color(us);
            }
        }
        pinned
    }

    /// The squares the king crosses and lands on (its own included) when castling to `side` with
    /// the rook on `rook`, if every square the king or the rook crosses or lands on is empty (but
    /// for the two of them).
    #[inline(always)]
    fn castling_path_if_free(&self, side: CastlingSide, rook: Square) -> Option<Bitboard> {
        let us = self.turn();
        let king = self.king(us);
        let king_path = rank_span(king, side.king_destination(us));
        let rook_path = rank_span(rook, side.rook_destination(us));
        let movers = Bitboard::from_square(king).with(rook);
        ((king_path | rook_path) & self.occupied() & !movers).is_empty().then_some(king_path)
    }

    /// Whether no square of the king's castling path is attacked. The castling rook is taken off
    /// the board for the test: in Chess960 it can be what shields the king's destination from a
    /// rook or queen on the back rank.
    #[inline]
    fn castling_path_is_safe(&self, path: Bitboard, rook: Square) -> bool {
        let occupied = self.occupied().without(rook);
        path.into_iter().all(|square| self.attackers(square, !self.turn(), occupied).is_empty())
    }

    /// All legal moves of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.push_legal_moves(&mut list);
        list
    }

    /// Appends all legal moves of the side to move to `list`: for a hot loop, since a list
    /// returned by value is copied into its caller's place (three quarters of a kilobyte).
    pub fn push_legal_moves(&self, list: &mut MoveList) {
        self.for_each_piece_moves(|piece_moves| {
            piece_moves.moves().for_each(|mv| list.push(mv));
            false
        });
    }

    /// How many legal moves the side to move has, without listing them.
    #[inline]
    pub fn count_legal_moves(&self) -> usize {
        let c = self.constraints();
        let mut count = self.king_targets(&c).count() as usize;
        if c.double_check {
            return count;
        }
        self.visit_pieces(&c, &mut |piece_moves| {
            count += piece_moves.to.count() as usize;
            false
        });
        count + self.count_pawn_moves(&c)
    }

    /// Whether the side to move has any legal move at all.
    pub fn has_legal_moves(&self) -> bool {
        self.for_each_piece_moves(|_| true)
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        let mut found = false;
        self.for_each_piece_moves(|piece_moves| {
            if piece_moves.from != mv.from {
                return false;
            }
            let promotion_fits = if piece_moves.promotes {
                mv.promotion.is_some_and(|role| Role::PROMOTIONS.contains(&role))
            } else {
                mv.promotion.is_none()
            };
            found = piece_moves.to.contains(mv.to) && promotion_fits;
            true
        });
        found
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }
}

/// The squares from `a` to `b`, both included, for two squares on one rank.
#[inline(always)]
fn rank_span(a: Square, b: Square) -> Bitboard {
    let (low, high) = if a.index() <= b.index() { (a.index(), b.index()) } else { (b.index(), a.index()) };
    Bitboard((u64::MAX >> (63 - high)) & (u64::MAX << low))
}

/// The squares one rank forward from `color`'s point of view.
#[inline(always)]
fn forward(squares: Bitboard, color: Color) -> Bitboard {
    match color {
        Color::White => squares.shift_up(),
        Color::Black => squares.shift_down(),
    }
}

/// Counts the leaf nodes of the move tree `depth` plies deep: the standard check of a move generator.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        _ => {
            let mut nodes = 0;
            position.for_each_piece_moves(|piece_moves| {
                for mv in piece_moves.moves() {
                    nodes += perft(&position.after(mv), depth - 1);
                }
                false
            });
            nodes
        }
    }
}

/// Perft without bulk counting: every leaf is reached by playing its move.
pub fn perft_without_bulk_counting(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for mv in &position.legal_moves() {
        nodes += perft_without_bulk_counting(&position.after(*mv), depth - 1);
    }
    nodes
}
