//! Static evaluation: how good a position is for the side to move, in centipawns.
//!
//! A tapered evaluation: every term has a middlegame and an endgame value, blended by how much
//! material is left. The terms are material, piece-square tables, mobility by the number of safe
//! squares, pawn structure (passed, doubled, isolated, backward and connected pawns), king safety
//! (pawn shield, pawn storm, open file, attackers and weak squares near the king), threats on
//! pieces and undefended men, the bishop pair and its pawns, rooks on open files and a bonus for
//! having the move. Bishops of opposite colours and a lone minor piece ahead pull the score
//! towards a draw. Every term is a count times one weight of [`WEIGHTS`], a table fitted to
//! self-play games by the `ply-tune` crate, which also reads the counts through [`features`].
//! One term is set by hand instead: against a bare king, the side with a queen or rook is paid
//! for driving that king to the edge and bringing its own king near, the way such mates are won.

use std::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

pub use super::weights::WEIGHTS;
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

/// The values used by exchange evaluation and move ordering, in centipawns.
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20000];

// Where each group of terms starts in `WEIGHTS`.
const MATERIAL: usize = 0;
const PIECE_SQUARE: usize = MATERIAL + 5;
const KNIGHT_MOBILITY: usize = PIECE_SQUARE + 6 * 64;
const BISHOP_MOBILITY: usize = KNIGHT_MOBILITY + 9;
const ROOK_MOBILITY: usize = BISHOP_MOBILITY + 14;
const QUEEN_MOBILITY: usize = ROOK_MOBILITY + 15;
const PASSED_PAWN: usize = QUEEN_MOBILITY + 28;
const PASSED_FREE_PATH: usize = PASSED_PAWN + 8;
const PASSED_OWN_KING: usize = PASSED_FREE_PATH + 8;
const PASSED_THEIR_KING: usize = PASSED_OWN_KING + 8;
const DOUBLED_PAWN: usize = PASSED_THEIR_KING + 8;
const ISOLATED_PAWN: usize = DOUBLED_PAWN + 1;
const CONNECTED_PAWN: usize = ISOLATED_PAWN + 1;
const BISHOP_PAIR: usize = CONNECTED_PAWN + 8;
const ROOK_OPEN_FILE: usize = BISHOP_PAIR + 1;
const ROOK_HALF_OPEN_FILE: usize = ROOK_OPEN_FILE + 1;
const ROOK_ON_SEVENTH: usize = ROOK_HALF_OPEN_FILE + 1;
const KING_SHIELD: usize = ROOK_ON_SEVENTH + 1;
const KING_OPEN_FILE: usize = KING_SHIELD + 4;
const KING_DANGER: usize = KING_OPEN_FILE + 1;
const PAWN_THREAT: usize = KING_DANGER + 32;
const MINOR_THREAT: usize = PAWN_THREAT + 4;
const ROOK_THREAT: usize = MINOR_THREAT + 2;
const SAFE_CHECK: usize = ROOK_THREAT + 1;
const OUTPOST: usize = SAFE_CHECK + 4;
const HANGING: usize = OUTPOST + 2;
const PAWN_PUSH_THREAT: usize = HANGING + 5;
const BACKWARD_PAWN: usize = PAWN_PUSH_THREAT + 1;
const MINOR_ON_WEAK: usize = BACKWARD_PAWN + 1;
const ROOK_ON_WEAK: usize = MINOR_ON_WEAK + 3;
const BISHOP_PAWNS: usize = ROOK_ON_WEAK + 3;
const KING_ZONE_WEAK: usize = BISHOP_PAWNS + 1;
const PASSED_SAFE_PATH: usize = KING_ZONE_WEAK + 1;
const PAWN_STORM: usize = PASSED_SAFE_PATH + 8;
const TEMPO: usize = PAWN_STORM + 8;
/// How many weights the evaluation has.
pub const WEIGHT_COUNT: usize = TEMPO + 1;

/// The groups of [`WEIGHTS`] by name and first index, in order; each runs to the next.
pub const GROUPS: [(&str, usize); 35] = [
    ("material, pawn to queen", MATERIAL),
    ("piece-square tables, pawn to king, a1 to h8 from the side's own point of view", PIECE_SQUARE),
    ("knight mobility by safe squares", KNIGHT_MOBILITY),
    ("bishop mobility by safe squares", BISHOP_MOBILITY),
    ("rook mobility by safe squares", ROOK_MOBILITY),
    ("queen mobility by safe squares", QUEEN_MOBILITY),
    ("passed pawn by relative rank", PASSED_PAWN),
    ("passed pawn with nothing in front, by relative rank", PASSED_FREE_PATH),
    ("passed pawn: own king's distance to the square in front", PASSED_OWN_KING),
    ("passed pawn: enemy king's distance to the square in front", PASSED_THEIR_KING),
    ("doubled pawn", DOUBLED_PAWN),
    ("isolated pawn", ISOLATED_PAWN),
    ("pawn with a neighbour beside or behind, by relative rank", CONNECTED_PAWN),
    ("bishop pair", BISHOP_PAIR),
    ("rook on an open file", ROOK_OPEN_FILE),
    ("rook on a half-open file", ROOK_HALF_OPEN_FILE),
    ("rook on the seventh rank", ROOK_ON_SEVENTH),
    ("castled king's shield pawns, by count", KING_SHIELD),
    ("king on a file without own pawns", KING_OPEN_FILE),
    ("attack on the enemy king, by danger units", KING_DANGER),
    ("pawn attacking a knight, bishop, rook or queen", PAWN_THREAT),
    ("minor piece attacking a rook or queen", MINOR_THREAT),
    ("rook attacking a queen", ROOK_THREAT),
    ("squares a knight, bishop, rook or queen could safely give check from", SAFE_CHECK),
    ("knight or bishop on an outpost", OUTPOST),
    ("enemy pawn to queen attacked and not defended", HANGING),
    ("enemy piece a safe pawn push would attack", PAWN_PUSH_THREAT),
    ("backward pawn: its stop square attacked by a pawn, no neighbour level or behind", BACKWARD_PAWN),
    ("minor piece attacking a pawn, knight or bishop no pawn defends", MINOR_ON_WEAK),
    ("rook attacking a pawn, knight or bishop no pawn defends", ROOK_ON_WEAK),
    ("own pawns on the bishop's colour, per bishop", BISHOP_PAWNS),
    ("squares beside the enemy king attacked and guarded only by its king or queen", KING_ZONE_WEAK),
    ("passed pawn whose way to promotion is empty and unattacked, by relative rank", PASSED_SAFE_PATH),
    ("enemy pawn nearest the king on its file or one beside, by its rank from the king's side", PAWN_STORM),
    ("side to move", TEMPO),
];

const MOBILITY: [usize; 6] = [0, KNIGHT_MOBILITY, BISHOP_MOBILITY, ROOK_MOBILITY, QUEEN_MOBILITY, 0];
const MOBILITY_MAX: [u32; 6] = [0, 8, 13, 14, 27, 0];
/// The weight of an attacker near the enemy king, by role.
const KING_ATTACK_WEIGHT: [i32; 6] = [0, 2, 2, 3, 5, 0];

/// Where the evaluation's terms go: summed with their weights, or counted for tuning.
trait Terms: Sized {
    /// Counts `count` times the term `index` for `color`.
    fn add(&mut self, color: Color, index: usize, count: i32);

    /// Adds both sides' terms of the pawns alone and returns each side's passed pawns.
    fn add_pawn_shapes(&mut self, position: &Position) -> [Bitboard; 2] {
        pawn_shapes(position, self)
    }
}

/// The weighted sum of each side's terms, with the pawns' terms read from a table if one is given.
struct Sum<'a> {
    sides: [Tapered; 2],
    pawns: Option<&'a mut PawnTable>,
}

impl Terms for Sum<'_> {
    #[inline(always)]
    fn add(&mut self, color: Color, index: usize, count: i32) {
        self.sides[color.index()] += WEIGHTS[index] * count;
    }

    fn add_pawn_shapes(&mut self, position: &Position) -> [Bitboard; 2] {
        let Some(table) = self.pawns.as_deref_mut() else {
            return pawn_shapes(position, self);
        };
        let entry = table.entry(position);
        self.sides[0] += entry.sides[0];
        self.sides[1] += entry.sides[1];
        entry.passed
    }
}

/// The pawns' own terms of recent positions, kept by where the pawns stand, since most positions a
/// search meets share their pawns with many others.
pub(crate) struct PawnTable(Box<[PawnEntry]>);

/// One pawn placement's terms.
#[derive(Clone, Copy, Default)]
struct PawnEntry {
    /// White's and Black's pawns.
    pawns: [Bitboard; 2],
    /// Each side's weighted pawn terms.
    sides: [Tapered; 2],
    /// Each side's passed pawns.
    passed: [Bitboard; 2],
}

impl PawnTable {
    /// How many placements the table keeps (a power of two).
    const LEN: usize = 1 << 13;

    /// An empty table (about 400 KB).
    pub(crate) fn new() -> PawnTable {
        PawnTable(vec![PawnEntry::default(); PawnTable::LEN].into_boxed_slice())
    }

    /// The entry of `position`'s pawns, computed unless the table holds it.
    fn entry(&mut self, position: &Position) -> PawnEntry {
        let pawns = [position.pieces(Color::White, Role::Pawn), position.pieces(Color::Black, Role::Pawn)];
        let slot = &mut self.0[(pawn_key(position) >> (64 - PawnTable::LEN.trailing_zeros())) as usize];
        if slot.pawns != pawns {
            let mut sum = Sum { sides: [Tapered::default(); 2], pawns: None };
            let passed = sum.add_pawn_shapes(position);
            *slot = PawnEntry { pawns, sides: sum.sides, passed };
        }
        *slot
    }
}

/// A mix of both sides' pawn sets: the same for every position with the same pawns.
pub(crate) fn pawn_key(position: &Position) -> u64 {
    position.pieces(Color::White, Role::Pawn).0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ position.pieces(Color::Black, Role::Pawn).0.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
}

/// Per term, White's count minus Black's.
struct Counts(Vec<i32>);

impl Terms for Counts {
    fn add(&mut self, color: Color, index: usize, count: i32) {
        self.0[index] += if color == Color::White { count } else { -count };
    }
}

/// How good `position` is for the side to move, in centipawns.
pub fn evaluate(position: &Position) -> i32 {
    evaluate_with(position, None)
}

/// [`evaluate`], reading and keeping the pawns' terms in `pawns` if given (the same result, faster).
pub(crate) fn evaluate_with(position: &Position, pawns: Option<&mut PawnTable>) -> i32 {
    let mut sum = Sum { sides: [Tapered::default(); 2], pawns };
    let phase = terms(position, &mut sum);
    let us = position.turn();
    let score = sum.sides[us.index()] - sum.sides[(!us).index()];
    let blended = (score.mg * phase + score.eg * (MAX_PHASE - phase)) / MAX_PHASE;
    blended * drawishness(position, blended) / 16 + mop_up(position, us)
}

/// The terms of a position's evaluation, as the tuner fits them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Features {
    /// Each term present: its index in [`WEIGHTS`] and White's count minus Black's.
    pub counts: Vec<(usize, i32)>,
    /// The game phase, from 24 with every piece on down to 0.
    pub phase: i32,
    /// The factor out of 16 the blended score is scaled by (for drawish endings).
    pub scale: i32,
    /// The hand-set term for mating a bare king, added after scaling, from White's point of view.
    pub mop_up: i32,
}

/// The terms of `position`'s evaluation from White's point of view: the evaluation is the sum of
/// the counts times their weights, blended by phase and scaled.
pub fn features(position: &Position) -> Features {
    let mut counts = Counts(vec![0; WEIGHT_COUNT]);
    let phase = terms(position, &mut counts);
    let score = evaluate(position);
    let scale = drawishness(position, score);
    let counts = counts.0.iter().enumerate().filter(|(_, c)| **c != 0).map(|(i, &c)| (i, c)).collect();
    Features { counts, phase, scale, mop_up: mop_up(position, Color::White) }
}

/// Adds both sides' terms, returning the game phase.
#[inline(always)]
fn terms(position: &Position, terms: &mut impl Terms) -> i32 {
    let (white_phase, white_reach) = side(position, Color::White, terms);
    let (black_phase, black_reach) = side(position, Color::Black, terms);
    threats(position, Color::White, &white_reach, &black_reach, terms);
    threats(position, Color::Black, &black_reach, &white_reach, terms);
    let [white_passed, black_passed] = terms.add_pawn_shapes(position);
    passed_pawns(position, Color::White, white_passed, &black_reach, terms);
    passed_pawns(position, Color::Black, black_passed, &white_reach, terms);
    terms.add(position.turn(), TEMPO, 1);
    (white_phase + black_phase).min(MAX_PHASE)
}

/// The squares one side's men attack, by role.
struct Reach([Bitboard; 6]);

impl Reach {
    fn of(&self, role: Role) -> Bitboard {
        self.0[role.index()]
    }

    fn all(&self) -> Bitboard {
        self.0.iter().fold(Bitboard::EMPTY, |all, &reach| all | reach)
    }
}

/// Adds one side's terms but its threats and pawn structure, returning its pieces' phase weights
/// and its reach.
#[inline(always)]
fn side(position: &Position, us: Color, terms: &mut impl Terms) -> (i32, Reach) {
    let them = !us;
    let ours = position.by_color(us);
    let occupied = position.occupied();
    let our_pawns = position.pieces(us, Role::Pawn);
    let their_pawns = position.pieces(them, Role::Pawn);
    let safe = !ours & !pawn_attacks(their_pawns, them);
    let their_king = position.king(them);
    let king_zone = attacks::king_attacks(their_king).with(their_king);
    let mut phase = 0;
    let mut attack_weight = 0;
    let mut attackers = 0;
    let mut reach_by_role = [Bitboard::EMPTY; 6];
    let our_pawn_reach = pawn_attacks(our_pawns, us);
    reach_by_role[Role::Pawn.index()] = our_pawn_reach;
    reach_by_role[Role::King.index()] = attacks::king_attacks(position.king(us));

    for role in Role::ALL {
        for square in position.pieces(us, role) {
            phase += PHASE_WEIGHT[role.index()];
            let relative = square.relative_to(us);
            if role != Role::King {
                terms.add(us, MATERIAL + role.index(), 1);
            }
            terms.add(us, PIECE_SQUARE + role.index() * 64 + relative.index(), 1);
            if matches!(role, Role::Pawn | Role::King) {
                continue;
            }
            let reach = attacks::attacks(us, role, square, occupied);
            let mobility = (reach & safe).count().min(MOBILITY_MAX[role.index()]);
            terms.add(us, MOBILITY[role.index()] + mobility as usize, 1);
            if (reach & king_zone).any() {
                attackers += 1;
                attack_weight += KING_ATTACK_WEIGHT[role.index()] * (reach & king_zone).count() as i32;
            }
            reach_by_role[role.index()] |= reach;
            match role {
                Role::Knight | Role::Bishop => {
                    let forward = relative.rank() >= Rank::Fourth && relative.rank() <= Rank::Sixth;
                    if forward
                        && our_pawn_reach.contains(square)
                        && (front_span(square, us) & their_pawns & !Bitboard::file(square.file())).is_empty()
                    {
                        terms.add(us, OUTPOST + role.index() - Role::Knight.index(), 1);
                    }
                    if role == Role::Bishop {
                        let colour = if Bitboard::LIGHT.contains(square) { Bitboard::LIGHT } else { Bitboard::DARK };
                        terms.add(us, BISHOP_PAWNS, (our_pawns & colour).count() as i32);
                    }
                }
                Role::Rook => {
                    let file = Bitboard::file(square.file());
                    if (file & our_pawns).is_empty() {
                        let open = (file & their_pawns).is_empty();
                        terms.add(us, if open { ROOK_OPEN_FILE } else { ROOK_HALF_OPEN_FILE }, 1);
                    }
                    if relative.rank() == Rank::Seventh {
                        terms.add(us, ROOK_ON_SEVENTH, 1);
                    }
                }
                _ => {}
            }
        }
    }
    if position.pieces(us, Role::Bishop).more_than_one() {
        terms.add(us, BISHOP_PAIR, 1);
    }
    if attackers >= 2 {
        let units = (attack_weight * attackers / 4).min(31);
        terms.add(us, KING_DANGER + units as usize, 1);
    }
    let diagonal_checks = attacks::bishop_attacks(their_king, occupied);
    let straight_checks = attacks::rook_attacks(their_king, occupied);
    let check_squares = [
        (Role::Knight, attacks::knight_attacks(their_king)),
        (Role::Bishop, diagonal_checks),
        (Role::Rook, straight_checks),
        (Role::Queen, diagonal_checks | straight_checks),
    ];
    for (offset, (role, squares)) in check_squares.into_iter().enumerate() {
        let checks = (reach_by_role[role.index()] & squares & safe).count() as i32;
        if checks > 0 {
            terms.add(us, SAFE_CHECK + offset, checks);
        }
    }
    king_shelter(position, us, terms);
    (phase, Reach(reach_by_role))
}

/// Adds `us`'s threats: enemy men attacked by lesser ones or left undefended, pieces a pawn
/// could attack by a safe push, and the squares near the enemy king only it or its queen guard.
/// `ours` and `theirs` are what each side attacks.
#[inline(always)]
fn threats(position: &Position, us: Color, ours: &Reach, theirs: &Reach, terms: &mut impl Terms) {
    let them = !us;
    let mut add = |index: usize, squares: Bitboard| {
        let count = squares.count() as i32;
        if count > 0 {
            terms.add(us, index, count);
        }
    };
    for (offset, victim) in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen].into_iter().enumerate() {
        add(PAWN_THREAT + offset, ours.of(Role::Pawn) & position.pieces(them, victim));
    }
    let minor_reach = ours.of(Role::Knight) | ours.of(Role::Bishop);
    add(MINOR_THREAT, minor_reach & position.pieces(them, Role::Rook));
    add(MINOR_THREAT + 1, minor_reach & position.pieces(them, Role::Queen));
    add(ROOK_THREAT, ours.of(Role::Rook) & position.pieces(them, Role::Queen));
    let weak = !theirs.of(Role::Pawn);
    for (offset, victim) in [Role::Pawn, Role::Knight, Role::Bishop].into_iter().enumerate() {
        let targets = position.pieces(them, victim) & weak;
        add(MINOR_ON_WEAK + offset, minor_reach & targets);
        add(ROOK_ON_WEAK + offset, ours.of(Role::Rook) & targets);
    }
    let (our_reach, their_reach) = (ours.all(), theirs.all());
    for role in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        add(HANGING + role.index(), position.pieces(them, role) & our_reach & !their_reach);
    }
    let pushed = match us {
        Color::White => position.pieces(us, Role::Pawn).shift_up(),
        Color::Black => position.pieces(us, Role::Pawn).shift_down(),
    };
    let safe_pushes = pushed & !position.occupied() & !theirs.of(Role::Pawn) & (our_reach | !their_reach);
    let pieces = position.by_color(them) & !position.by_role(Role::Pawn) & !position.by_role(Role::King);
    add(PAWN_PUSH_THREAT, pawn_attacks(safe_pushes, us) & pieces);
    let guards = theirs.of(Role::Pawn) | theirs.of(Role::Knight) | theirs.of(Role::Bishop) | theirs.of(Role::Rook);
    add(KING_ZONE_WEAK, attacks::king_attacks(position.king(them)) & our_reach & !guards);
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

/// The king-move distance between two squares.
fn distance(a: Square, b: Square) -> usize {
    a.file().index().abs_diff(b.file().index()).max(a.rank().index().abs_diff(b.rank().index()))
}

/// Adds both sides' terms of the pawns alone and returns each side's passed pawns.
fn pawn_shapes(position: &Position, terms: &mut impl Terms) -> [Bitboard; 2] {
    [pawn_shape(position, Color::White, terms), pawn_shape(position, Color::Black, terms)]
}

/// The square in front of `color`'s pawn on `square` (the square itself on the last rank).
fn stop_square(square: Square, color: Color) -> Square {
    square.offset(0, if color == Color::White { 1 } else { -1 }).unwrap_or(square)
}

/// Adds `us`'s terms of the pawns alone and returns its passed pawns.
fn pawn_shape(position: &Position, us: Color, terms: &mut impl Terms) -> Bitboard {
    let ours = position.pieces(us, Role::Pawn);
    let theirs = position.pieces(!us, Role::Pawn);
    let their_pawn_reach = pawn_attacks(theirs, !us);
    let mut passed = Bitboard::EMPTY;
    for square in ours {
        let file = Bitboard::file(square.file());
        let relative_rank = square.rank().relative_to(us).index();
        if (ours & file).more_than_one() {
            terms.add(us, DOUBLED_PAWN, 1);
        }
        let neighbours = adjacent_files(square.file());
        let stop = stop_square(square, us);
        if (ours & neighbours).is_empty() {
            terms.add(us, ISOLATED_PAWN, 1);
        } else if (ours & neighbours & !front_span(square, us)).is_empty() && their_pawn_reach.contains(stop) {
            terms.add(us, BACKWARD_PAWN, 1);
        }
        let beside = Bitboard::rank(square.rank()) | Bitboard::rank(Rank::from_index(behind(square, us)));
        if (ours & neighbours & beside).any() {
            terms.add(us, CONNECTED_PAWN + relative_rank, 1);
        }
        let span = front_span(square, us);
        if (theirs & span).is_empty() && (ours & span & file).is_empty() {
            terms.add(us, PASSED_PAWN + relative_rank, 1);
            passed = passed.with(square);
        }
    }
    passed
}

/// Adds the terms of `us`'s `passed` pawns that depend on more than pawns: their way ahead and
/// the kings' distances; `enemy` is what the other side attacks.
fn passed_pawns(position: &Position, us: Color, passed: Bitboard, enemy: &Reach, terms: &mut impl Terms) {
    if passed.is_empty() {
        return;
    }
    let their_reach = enemy.all();
    let occupied = position.occupied();
    for square in passed {
        let relative_rank = square.rank().relative_to(us).index();
        let stop = stop_square(square, us);
        let ahead = front_span(square, us) & Bitboard::file(square.file());
        if (ahead & occupied).is_empty() {
            terms.add(us, PASSED_FREE_PATH + relative_rank, 1);
            if (ahead & their_reach).is_empty() {
                terms.add(us, PASSED_SAFE_PATH + relative_rank, 1);
            }
        }
        terms.add(us, PASSED_OWN_KING + distance(position.king(us), stop), 1);
        terms.add(us, PASSED_THEIR_KING + distance(position.king(!us), stop), 1);
    }
}

/// The square of `squares` nearest `color`'s first rank.
fn nearest_to_home(squares: Bitboard, color: Color) -> Option<Square> {
    match color {
        Color::White => squares.first(),
        Color::Black => squares.any().then(|| Square::from_index(63 - squares.0.leading_zeros() as usize)),
    }
}

/// The index of the rank behind `square` from `color`'s side (clamped to the board).
fn behind(square: Square, color: Color) -> usize {
    let rank = square.rank().index();
    match color {
        Color::White => rank.saturating_sub(1),
        Color::Black => (rank + 1).min(7),
    }
}

fn king_shelter(position: &Position, us: Color, terms: &mut impl Terms) {
    let king = position.king(us);
    let ahead = front_span(king, us) & position.pieces(!us, Role::Pawn);
    for file in [-1, 0, 1] {
        let Some(beside) = king.offset(file, 0) else { continue };
        let stormers = ahead & Bitboard::file(beside.file());
        if let Some(nearest) = nearest_to_home(stormers, us) {
            terms.add(us, PAWN_STORM + nearest.rank().relative_to(us).index(), 1);
        }
    }
    if (Bitboard::file(king.file()) & position.pieces(us, Role::Pawn)).is_empty() {
        terms.add(us, KING_OPEN_FILE, 1);
    }
    if king.rank().relative_to(us) > Rank::Second || matches!(king.file(), File::D | File::E) {
        return;
    }
    let shield = front_span(king, us) & position.pieces(us, Role::Pawn);
    let near = shield & (Bitboard::rank(Rank::Second.relative_to(us)) | Bitboard::rank(Rank::Third.relative_to(us)));
    terms.add(us, KING_SHIELD + near.count().min(3) as usize, 1);
}

/// Per rank or file the bare king stands from the centre, what it is worth to the side mating it.
const MOP_UP_EDGE: i32 = 25;
/// Per rank or file the kings stand nearer each other, what it is worth to the side mating.
const MOP_UP_CLOSE: i32 = 10;

/// The side with a queen or rook against a bare king, if either has: the endings the mop-up term
/// decides.
pub(crate) fn mating_side(position: &Position) -> Option<Color> {
    [Color::White, Color::Black].into_iter().find(|&strong| {
        let weak = !strong;
        position.by_color(weak) == position.pieces(weak, Role::King)
            && (position.pieces(strong, Role::Queen) | position.pieces(strong, Role::Rook)).any()
    })
}

/// For `us`, against a bare king with a queen or rook on the board (either way round): the bare
/// king's distance from the centre and the kings' closeness, which lead to mate sooner than a
/// search can see it.
fn mop_up(position: &Position, us: Color) -> i32 {
    let Some(strong) = mating_side(position) else {
        return 0;
    };
    let (loner, king) = (position.king(!strong), position.king(strong));
    let from_centre = |index: usize| if index < 4 { 3 - index } else { index - 4 };
    let edge = from_centre(loner.file().index()) + from_centre(loner.rank().index());
    let apart = loner.file().index().abs_diff(king.file().index()) + loner.rank().index().abs_diff(king.rank().index());
    let score = MOP_UP_EDGE * edge as i32 + MOP_UP_CLOSE * (14 - apart as i32);
    if strong == us { score } else { -score }
}

/// Whether each side has one bishop besides pawns and king, on squares of different colours.
fn opposite_bishops_only(position: &Position) -> bool {
    let bishops = position.by_role(Role::Bishop);
    let others = position.by_role(Role::Knight) | position.by_role(Role::Rook) | position.by_role(Role::Queen);
    others.is_empty()
        && position.pieces(Color::White, Role::Bishop).count() == 1
        && position.pieces(Color::Black, Role::Bishop).count() == 1
        && (bishops & Bitboard::LIGHT).count() == 1
}

/// A factor out of 16 that pulls the score towards a draw when the side ahead cannot win easily.
fn drawishness(position: &Position, score: i32) -> i32 {
    let strong = if score > 0 { position.turn() } else { !position.turn() };
    if position.pieces(strong, Role::Pawn).any() {
        return if opposite_bishops_only(position) { 10 } else { 16 };
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
    fn the_features_times_the_weights_give_the_evaluation() {
        for fen in [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
            "8/5k2/8/3P4/8/8/2K5/8 w - - 0 1",
            "8/5k2/8/8/8/8/2N2K2/8 b - - 0 1",
            "8/8/8/8/8/2k5/8/4K2R b - - 0 1",
        ] {
            let position = Position::from_fen(fen).unwrap();
            let f = features(&position);
            let score = f.counts.iter().fold(Tapered::default(), |sum, &(i, c)| sum + WEIGHTS[i] * c);
            let white = (score.mg * f.phase + score.eg * (MAX_PHASE - f.phase)) / MAX_PHASE * f.scale / 16 + f.mop_up;
            let ours = if position.turn() == Color::White { white } else { -white };
            assert_eq!(ours, evaluate(&position), "{fen}");
        }
    }

    #[test]
    fn the_pawn_table_changes_no_evaluation() {
        let mut table = PawnTable::new();
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..40 {
            let mut position = Position::new();
            for _ in 0..120 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position = position.after(moves[rng.usize(..moves.len())]);
                let fresh = evaluate(&position);
                assert_eq!(evaluate_with(&position, Some(&mut table)), fresh, "{}", position.fen());
                assert_eq!(evaluate_with(&position, Some(&mut table)), fresh, "{}", position.fen());
            }
        }
    }

    #[test]
    fn a_bare_king_is_worth_more_to_mate_in_a_corner_with_the_kings_close() {
        let cornered = eval("k7/8/1K6/8/8/8/8/7R w - - 0 1");
        let central = eval("8/8/8/3k4/8/8/8/K6R w - - 0 1");
        assert!(cornered > central + 100, "{cornered} against {central}");
        assert_eq!(eval("7r/8/8/8/8/1k6/8/K7 b - - 0 1"), cornered, "the same for Black");
    }

    #[test]
    fn a_lone_minor_piece_ahead_is_judged_nearly_drawn() {
        assert!(eval("8/5k2/8/8/8/8/2N2K2/8 w - - 0 1") < 120);
    }

    /// White's count minus Black's of the term `index` in `fen`.
    fn count(fen: &str, index: usize) -> i32 {
        let features = features(&Position::from_fen(fen).unwrap());
        features.counts.iter().find(|&&(i, _)| i == index).map_or(0, |&(_, c)| c)
    }

    #[test]
    fn a_piece_attacked_and_undefended_is_a_threat_until_a_pawn_guards_it() {
        let loose = "4k3/8/8/3n4/8/8/6B1/4K3 w - - 0 1";
        let guarded = "4k3/8/4p3/3n4/8/8/6B1/4K3 w - - 0 1";
        assert_eq!(count(loose, HANGING + Role::Knight.index()), 1);
        assert_eq!(count(loose, MINOR_ON_WEAK + 1), 1);
        assert_eq!(count(guarded, HANGING + Role::Knight.index()), 0);
        assert_eq!(count(guarded, MINOR_ON_WEAK + 1), 0);
    }

    #[test]
    fn a_pawn_held_back_under_an_enemy_pawn_is_backward() {
        // White's d3 pawn cannot advance safely past Black's e5 pawn, nor can the c4 pawn guard it.
        assert_eq!(count("4k3/8/8/4p3/2P5/3P4/8/4K3 w - - 0 1", BACKWARD_PAWN), 1);
        assert_eq!(count("4k3/8/8/4p3/8/2PP4/8/4K3 w - - 0 1", BACKWARD_PAWN), 0);
    }

    #[test]
    fn bishops_on_opposite_colours_pull_an_extra_pawn_towards_a_draw() {
        let opposite = Position::from_fen("4k3/8/4b3/8/3P4/8/3B1P2/4K3 w - - 0 1").unwrap();
        let same = Position::from_fen("4k3/8/3b4/8/3P4/8/3B1P2/4K3 w - - 0 1").unwrap();
        assert!(drawishness(&opposite, 100) < 16);
        assert_eq!(drawishness(&same, 100), 16);
    }
}
