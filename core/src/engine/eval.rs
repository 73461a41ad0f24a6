//! Static evaluation: how good a position is for the side to move, in centipawns.
//!
//! A tapered evaluation: every term has a middlegame and an endgame value, blended by how much
//! material is left. The terms are material, piece-square tables, mobility, pawn structure
//! (doubled, isolated, passed pawns), king safety (pawn shield and attackers near the king), the
//! bishop pair, rooks on open files and a small bonus for having the move.

use std::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

use crate::rules::attacks;
use crate::rules::{Bitboard, Color, File, Position, Rank, Role, Square};

/// A middlegame and an endgame value, blended by the game phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tapered {
    /// The value with most pieces on the board.
    pub mg: i32,
    /// The value in the endgame.
    pub eg: i32,
}

/// Shorthand for a tapered value.
pub const fn t(mg: i32, eg: i32) -> Tapered {
    Tapered { mg, eg }
}

impl Add for Tapered {
    type Output = Tapered;
    fn add(self, o: Tapered) -> Tapered {
        t(self.mg + o.mg, self.eg + o.eg)
    }
}
impl Sub for Tapered {
    type Output = Tapered;
    fn sub(self, o: Tapered) -> Tapered {
        t(self.mg - o.mg, self.eg - o.eg)
    }
}
impl AddAssign for Tapered {
    fn add_assign(&mut self, o: Tapered) {
        *self = *self + o;
    }
}
impl SubAssign for Tapered {
    fn sub_assign(&mut self, o: Tapered) {
        *self = *self - o;
    }
}
impl Mul<i32> for Tapered {
    type Output = Tapered;
    fn mul(self, k: i32) -> Tapered {
        t(self.mg * k, self.eg * k)
    }
}
impl Neg for Tapered {
    type Output = Tapered;
    fn neg(self) -> Tapered {
        t(-self.mg, -self.eg)
    }
}

/// The phase weight of each role: the phase is 24 with all pieces on, 0 with only pawns and kings.
const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];
const MAX_PHASE: i32 = 24;

/// Material values, pawn to king.
pub const MATERIAL: [Tapered; 6] = [t(85, 105), t(320, 290), t(335, 305), t(460, 520), t(960, 960), t(0, 0)];

/// The values used by exchange evaluation and move ordering, in centipawns.
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20000];

const BISHOP_PAIR: Tapered = t(30, 50);
const ROOK_OPEN_FILE: Tapered = t(25, 10);
const ROOK_HALF_OPEN_FILE: Tapered = t(12, 8);
const ROOK_ON_SEVENTH: Tapered = t(10, 20);
const DOUBLED_PAWN: Tapered = t(-10, -20);
const ISOLATED_PAWN: Tapered = t(-12, -14);
const CONNECTED_PAWN: Tapered = t(6, 6);
const PASSED_PAWN: [Tapered; 8] = [t(0, 0), t(2, 8), t(5, 14), t(12, 28), t(28, 50), t(50, 90), t(80, 140), t(0, 0)];
const PASSED_PAWN_FREE_PATH: Tapered = t(5, 20);
const PAWN_SHIELD: Tapered = t(12, 0);
const TEMPO: Tapered = t(15, 5);
/// Per safe square a piece reaches, and the number of squares that counts as average.
const MOBILITY: [(Tapered, i32); 6] =
    [(t(0, 0), 0), (t(4, 4), 4), (t(5, 5), 6), (t(2, 5), 6), (t(1, 3), 12), (t(0, 0), 0)];
/// The weight of an attacker near the enemy king, by role.
const KING_ATTACK_WEIGHT: [i32; 6] = [0, 2, 2, 3, 5, 0];

/// Piece-square tables from White's point of view, indexed by square (a1 = 0).
struct Tables([[Tapered; 64]; 6]);

const fn centre_distance(square: usize) -> i32 {
    let file = (square % 8) as i32;
    let rank = (square / 8) as i32;
    let df = if file < 4 { 3 - file } else { file - 4 };
    let dr = if rank < 4 { 3 - rank } else { rank - 4 };
    if df > dr { df } else { dr }
}

const fn build_tables() -> Tables {
    let mut tables = [[t(0, 0); 64]; 6];
    let pawn_rank_mg = [0, -4, 0, 4, 10, 18, 28, 0];
    let pawn_rank_eg = [0, 4, 6, 10, 18, 32, 55, 0];
    let king_rank_mg = [15, -5, -20, -35, -45, -55, -60, -60];
    let mut square = 0;
    while square < 64 {
        let file = (square % 8) as i32;
        let rank = square / 8;
        let centre = 3 - centre_distance(square);
        let central_file = file == 3 || file == 4;
        let pawn_centre = if central_file && (rank == 3 || rank == 4) { 12 } else { 0 };
        tables[0][square] = t(pawn_rank_mg[rank] + pawn_centre, pawn_rank_eg[rank]);
        tables[1][square] = t(10 * centre - 18, 8 * centre - 14);
        tables[2][square] = t(5 * centre - 6, 5 * centre - 7);
        tables[3][square] = t(if central_file { 4 } else { 0 }, 0);
        tables[4][square] = t(3 * centre - 4, 6 * centre - 8);
        let king_file_mg = match file {
            0 | 1 | 6 | 7 => 15,
            2 => 8,
            5 => 0,
            _ => -10,
        };
        tables[5][square] = t(king_rank_mg[rank] + king_file_mg, 12 * centre - 20);
        square += 1;
    }
    Tables(tables)
}

static TABLES: Tables = build_tables();

/// How good `position` is for the side to move, in centipawns.
pub fn evaluate(position: &Position) -> i32 {
    let mut score = TEMPO;
    let mut phase = 0;
    let white = side(position, Color::White, &mut phase);
    let black = side(position, Color::Black, &mut phase);
    score += if position.turn() == Color::White { white - black } else { black - white };
    let phase = phase.min(MAX_PHASE);
    let blended = (score.mg * phase + score.eg * (MAX_PHASE - phase)) / MAX_PHASE;
    blended * drawishness(position, blended) / 16
}

/// The score of one side's pieces, adding their phase weights to `phase`.
fn side(position: &Position, us: Color, phase: &mut i32) -> Tapered {
    let them = !us;
    let ours = position.by_color(us);
    let occupied = position.occupied();
    let our_pawns = position.pieces(us, Role::Pawn);
    let their_pawns = position.pieces(them, Role::Pawn);
    let enemy_pawn_attacks = pawn_attacks(their_pawns, them);
    let safe = !ours & !enemy_pawn_attacks;
    let their_king = position.king(them);
    let king_zone = attacks::king_attacks(their_king).with(their_king);
    let mut score = Tapered::default();
    let mut attack_weight = 0;
    let mut attackers = 0;

    for role in Role::ALL {
        for square in position.pieces(us, role) {
            *phase += PHASE_WEIGHT[role.index()];
            let relative = square.relative_to(us);
            score += MATERIAL[role.index()] + TABLES.0[role.index()][relative.index()];
            if matches!(role, Role::Pawn | Role::King) {
                continue;
            }
            let reach = attacks::attacks(us, role, square, occupied);
            let (weight, average) = MOBILITY[role.index()];
            score += weight * ((reach & safe).count() as i32 - average);
            if (reach & king_zone).any() {
                attackers += 1;
                attack_weight += KING_ATTACK_WEIGHT[role.index()] * (reach & king_zone).count() as i32;
            }
            if role == Role::Rook {
                let file = Bitboard::file(square.file());
                if (file & our_pawns).is_empty() {
                    score += if (file & their_pawns).is_empty() { ROOK_OPEN_FILE } else { ROOK_HALF_OPEN_FILE };
                }
                if relative.rank() == Rank::Seventh {
                    score += ROOK_ON_SEVENTH;
                }
            }
        }
    }
    if position.pieces(us, Role::Bishop).more_than_one() {
        score += BISHOP_PAIR;
    }
    if attackers >= 2 && position.pieces(us, Role::Queen).any() {
        let danger = attack_weight * attackers;
        score += t(danger * danger / 40, 0).min_mg(400);
    }
    score += pawn_structure(position, us);
    score += king_shelter(position, us);
    score
}

impl Tapered {
    fn min_mg(self, cap: i32) -> Tapered {
        t(self.mg.min(cap), self.eg)
    }
}

/// The squares `color`'s pawns attack.
fn pawn_attacks(pawns: Bitboard, color: Color) -> Bitboard {
    let west = Bitboard(pawns.0 & !Bitboard::file(File::A).0);
    let east = Bitboard(pawns.0 & !Bitboard::file(File::H).0);
    match color {
        Color::White => Bitboard((west.0 << 7) | (east.0 << 9)),
        Color::Black => Bitboard((west.0 >> 9) | (east.0 >> 7)),
    }
}

/// The files beside `file`.
fn adjacent_files(file: File) -> Bitboard {
    let index = file.index();
    let mut files = Bitboard::EMPTY;
    if index > 0 {
        files |= Bitboard::file(File::from_index(index - 1));
    }
    if index < 7 {
        files |= Bitboard::file(File::from_index(index + 1));
    }
    files
}

/// The squares in front of `square` from `color`'s side, on its file and the two beside it.
fn front_span(square: Square, color: Color) -> Bitboard {
    let files = adjacent_files(square.file()) | Bitboard::file(square.file());
    let rank = square.rank().index();
    let ahead = match color {
        Color::White => Bitboard(if rank == 7 { 0 } else { u64::MAX << (8 * (rank + 1)) }),
        Color::Black => Bitboard(if rank == 0 { 0 } else { u64::MAX >> (8 * (8 - rank)) }),
    };
    files & ahead
}

fn pawn_structure(position: &Position, us: Color) -> Tapered {
    let ours = position.pieces(us, Role::Pawn);
    let theirs = position.pieces(!us, Role::Pawn);
    let occupied = position.occupied();
    let mut score = Tapered::default();
    for square in ours {
        let file = Bitboard::file(square.file());
        if (ours & file).more_than_one() {
            score += DOUBLED_PAWN;
        }
        let neighbours = adjacent_files(square.file());
        if (ours & neighbours).is_empty() {
            score += ISOLATED_PAWN;
        }
        let beside = Bitboard::rank(square.rank()) | Bitboard::rank(Rank::from_index(behind(square, us)));
        if (ours & neighbours & beside).any() {
            score += CONNECTED_PAWN;
        }
        let span = front_span(square, us);
        let own_file_ahead = span & file;
        if (theirs & span).is_empty() && (ours & own_file_ahead).is_empty() {
            let relative_rank = square.rank().relative_to(us).index();
            score += PASSED_PAWN[relative_rank];
            if (own_file_ahead & occupied).is_empty() {
                score += PASSED_PAWN_FREE_PATH * (relative_rank as i32 / 2);
            }
        }
    }
    score
}

/// The index of the rank behind `square` from `color`'s side (clamped to the board).
fn behind(square: Square, color: Color) -> usize {
    let rank = square.rank().index();
    match color {
        Color::White => rank.saturating_sub(1),
        Color::Black => (rank + 1).min(7),
    }
}

fn king_shelter(position: &Position, us: Color) -> Tapered {
    let king = position.king(us);
    if king.rank().relative_to(us) > Rank::Second || matches!(king.file(), File::D | File::E) {
        return Tapered::default();
    }
    let shield = front_span(king, us) & position.pieces(us, Role::Pawn);
    let near = shield & (Bitboard::rank(Rank::Second.relative_to(us)) | Bitboard::rank(Rank::Third.relative_to(us)));
    PAWN_SHIELD * near.count().min(3) as i32
}

/// A factor out of 16 that pulls the score towards a draw when the side ahead cannot win easily.
fn drawishness(position: &Position, score: i32) -> i32 {
    let strong = if score > 0 { position.turn() } else { !position.turn() };
    if position.pieces(strong, Role::Pawn).any() {
        return 16;
    }
    let material = |color: Color| -> i32 {
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .map(|role| SEE_VALUE[role.index()] * position.pieces(color, role).count() as i32)
            .sum()
    };
    if material(strong) - material(!strong) < SEE_VALUE[Role::Rook.index()] { 4 } else { 16 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn the_start_position_is_about_even() {
        let score = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert!((0..40).contains(&score), "{score}");
    }

    #[test]
    fn the_evaluation_is_symmetric_between_the_colours() {
        for (fen, mirrored) in [
            (
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                "rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4",
            ),
            ("8/5k2/8/3P4/8/8/2K5/8 w - - 0 1", "8/2k5/8/8/3p4/8/5K2/8 b - - 0 1"),
        ] {
            assert_eq!(eval(fen), eval(mirrored), "{fen}");
        }
    }

    #[test]
    fn an_extra_queen_is_worth_a_lot() {
        assert!(eval("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") > 700);
        assert!(eval("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1") < -700);
    }

    #[test]
    fn a_far_advanced_passed_pawn_is_worth_more_than_one_at_home() {
        assert!(eval("8/1P3k2/8/8/8/8/5K2/8 w - - 0 1") > eval("8/5k2/8/8/8/8/1P3K2/8 w - - 0 1") + 50);
    }

    #[test]
    fn a_lone_minor_piece_ahead_is_judged_nearly_drawn() {
        assert!(eval("8/5k2/8/8/8/8/2N2K2/8 w - - 0 1") < 120);
    }
}
