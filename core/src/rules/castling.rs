//! Castling rights, for standard chess and Chess960 alike.

use super::{Bitboard, Color, File, Square, zobrist};

/// The side of the board a castling goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Short castling, `O-O`: towards the h-file.
    KingSide,
    /// Long castling, `O-O-O`: towards the a-file.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// 0 for the king side, 1 for the queen side.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file the king ends on: g or c.
    pub const fn king_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The file the rook ends on: f or d.
    pub const fn rook_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// The square `color`'s king ends on when castling to this side.
    #[inline(always)]
    pub const fn king_destination(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::KingSide, Color::White) => Square::G1,
            (CastlingSide::QueenSide, Color::White) => Square::C1,
            (CastlingSide::KingSide, Color::Black) => Square::G8,
            (CastlingSide::QueenSide, Color::Black) => Square::C8,
        }
    }

    /// The square `color`'s rook ends on when castling to this side.
    #[inline(always)]
    pub const fn rook_destination(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::KingSide, Color::White) => Square::F1,
            (CastlingSide::QueenSide, Color::White) => Square::D1,
            (CastlingSide::KingSide, Color::Black) => Square::F8,
            (CastlingSide::QueenSide, Color::Black) => Square::D8,
        }
    }

    /// The side a rook on `rook` castles to, for a king on `king` of the same rank.
    pub fn of_rook(king: Square, rook: Square) -> CastlingSide {
        if rook.file() > king.file() { CastlingSide::KingSide } else { CastlingSide::QueenSide }
    }
}

/// The castling rights still held: for each colour and side, the square of the rook that may castle.
///
/// Naming the rook rather than just the side is what makes Chess960 work: its rooks may start on any
/// file, and the right belongs to one particular rook.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Castling {
    rooks: [[Option<Square>; 2]; 2],
    /// The squares of the rooks above, kept so a move can tell at once whether it touches one.
    mask: Bitboard,
}

impl Castling {
    /// No rights at all.
    pub const NONE: Castling = Castling { rooks: [[None; 2]; 2], mask: Bitboard::EMPTY };

    /// The rook that `color` may castle with on `side`, if the right is held.
    #[inline(always)]
    pub const fn rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.rooks[color.index()][side.index()]
    }

    /// Whether `color` may still castle to `side`.
    pub const fn has(&self, color: Color, side: CastlingSide) -> bool {
        self.rook(color, side).is_some()
    }

    /// Whether no right is held.
    pub fn is_empty(&self) -> bool {
        *self == Castling::NONE
    }

    /// Gives `color` the right to castle to `side` with the rook on `rook`.
    pub fn set(&mut self, color: Color, side: CastlingSide, rook: Square) {
        self.rooks[color.index()][side.index()] = Some(rook);
        self.update_mask();
    }

    /// Takes away `color`'s right to castle to `side`.
    pub fn clear(&mut self, color: Color, side: CastlingSide) {
        self.rooks[color.index()][side.index()] = None;
        self.update_mask();
    }

    /// Takes away both of `color`'s rights.
    #[inline]
    pub fn clear_color(&mut self, color: Color) {
        self.rooks[color.index()] = [None, None];
        self.update_mask();
    }

    /// The squares of all rooks that still hold a right.
    #[inline(always)]
    pub fn rook_squares(&self) -> Bitboard {
        self.mask
    }

    /// Takes away any right belonging to a rook on `square` (because it moved or was captured).
    pub fn clear_rook(&mut self, square: Square) {
        for color in &mut self.rooks {
            for rook in color.iter_mut() {
                if *rook == Some(square) {
                    *rook = None;
                }
            }
        }
        self.update_mask();
    }

    fn update_mask(&mut self) {
        let bit = |rook: Option<Square>| rook.map_or(0, |square| 1u64 << square.index());
        let [[a, b], [c, d]] = self.rooks;
        self.mask = Bitboard(bit(a) | bit(b) | bit(c) | bit(d));
    }

    /// The XOR of the Zobrist keys of the rights held.
    #[inline]
    pub fn zobrist(&self) -> u64 {
        let [[a, b], [c, d]] = self.rooks;
        let index = a.is_some() as usize
            | (b.is_some() as usize) << 1
            | (c.is_some() as usize) << 2
            | (d.is_some() as usize) << 3;
        zobrist::castling_rights(index)
    }
}
