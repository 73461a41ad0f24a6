//! The evaluation's neural correction: a small network over where the men stand, whose output is
//! added to the classical evaluation, updated move by move.
//!
//! The network learns what the classical terms miss: it is fitted to the difference between the
//! search's scores and the classical evaluation of self-play positions. The input is 768 features,
//! one per colour, role and square, seen from each side: the side's own men first and the board
//! turned so that it plays up. One hidden layer of [`HIDDEN`] neurons is kept per side (an
//! accumulator); each neuron is clipped to 0..1 and squared, and the output reads both sides, the
//! side to move's first, with one of [`BUCKETS`] sets of weights chosen by how many men are left.
//! Weights are integers: the hidden layer at scale [`QA`], the output at [`QB`], and the output is
//! centipawns at [`SCALE`]. The `ply-tune` crate's `train` binary fits it and writes
//! `network.bin`, which is built into the engine.

use crate::rules::{Color, Position, Role};

/// How many neurons the hidden layer has per side.
pub const HIDDEN: usize = 128;
/// How many input features there are: colour (own or enemy), role and square.
pub const INPUTS: usize = 768;
/// The hidden layer's fixed-point scale: an activation of 1.0 is stored as this.
pub const QA: i32 = 255;
/// The output weights' fixed-point scale.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 300;
/// How many output layers there are, one for each band of how many men are on the board.
pub const BUCKETS: usize = 8;

/// The output layer used with `men` men on the board: four more men, the next layer.
pub fn bucket(men: usize) -> usize {
    (men.saturating_sub(2) / 4).min(BUCKETS - 1)
}

/// The network's weights, as the trainer writes them.
struct Network {
    /// For each feature, what it adds to every hidden neuron.
    feature_weights: [[i16; HIDDEN]; INPUTS],
    /// Every hidden neuron's starting value.
    feature_bias: [i16; HIDDEN],
    /// For each bucket, the output's weight on each neuron: the side to move's first, then the
    /// other side's.
    output_weights: [[[i16; HIDDEN]; 2]; BUCKETS],
    /// For each bucket, the output's bias, at scale `QA * QB`.
    output_bias: [i32; BUCKETS],
}

/// How many bytes `network.bin` has: every weight as a little-endian `i16`, the output biases as
/// `i32`s.
pub const FILE_BYTES: usize = 2 * (INPUTS * HIDDEN + HIDDEN + BUCKETS * 2 * HIDDEN) + 4 * BUCKETS;

const FILE: &[u8; FILE_BYTES] = include_bytes!("network.bin");

/// The network built into the engine.
static NETWORK: Network = Network::from_bytes(FILE);

impl Network {
    /// Reads a network from the trainer's bytes: the feature rows, the feature bias, each
    /// bucket's two output rows, then each bucket's output bias.
    const fn from_bytes(bytes: &[u8; FILE_BYTES]) -> Network {
        const ROW_BYTES: usize = 2 * HIDDEN;
        let mut feature_weights = [[0; HIDDEN]; INPUTS];
        let mut feature = 0;
        while feature < INPUTS {
            feature_weights[feature] = row(bytes, feature * ROW_BYTES);
            feature += 1;
        }
        let at = INPUTS * ROW_BYTES;
        let feature_bias = row(bytes, at);
        let outputs = at + ROW_BYTES;
        let biases = outputs + BUCKETS * 2 * ROW_BYTES;
        let mut output_weights = [[[0; HIDDEN]; 2]; BUCKETS];
        let mut output_bias = [0; BUCKETS];
        let mut bucket = 0;
        while bucket < BUCKETS {
            let rows = outputs + bucket * 2 * ROW_BYTES;
            output_weights[bucket] = [row(bytes, rows), row(bytes, rows + ROW_BYTES)];
            let b = biases + 4 * bucket;
            output_bias[bucket] = i32::from_le_bytes([bytes[b], bytes[b + 1], bytes[b + 2], bytes[b + 3]]);
            bucket += 1;
        }
        Network { feature_weights, feature_bias, output_weights, output_bias }
    }
}

/// One row of `HIDDEN` little-endian `i16` weights starting at byte `at`.
const fn row(bytes: &[u8; FILE_BYTES], at: usize) -> [i16; HIDDEN] {
    let mut row = [0; HIDDEN];
    let mut i = 0;
    while i < HIDDEN {
        row[i] = i16::from_le_bytes([bytes[at + 2 * i], bytes[at + 2 * i + 1]]);
        i += 1;
    }
    row
}

/// The feature of a man of `color` and `role` on square `index`, as `perspective` sees it.
fn feature(perspective: Color, color: Color, role: Role, index: usize) -> usize {
    let (side, square) = match perspective {
        Color::White => (color.index(), index),
        Color::Black => (1 - color.index(), index ^ 56),
    };
    side * 384 + role.index() * 64 + square
}

/// Every feature of a position from one side, in no particular order.
pub fn features(position: &Position, perspective: Color) -> Vec<usize> {
    let mut list = Vec::with_capacity(32);
    for color in Color::ALL {
        for role in Role::ALL {
            for square in position.pieces(color, role) {
                list.push(feature(perspective, color, role, square.index()));
            }
        }
    }
    list
}

/// Where the men stand: a set of squares for each colour and role, White's pawns first.
type Placement = [u64; 12];

/// The placement of a position's men.
fn placement(position: &Position) -> Placement {
    let mut placement = [0; 12];
    for color in Color::ALL {
        for role in Role::ALL {
            placement[color.index() * 6 + role.index()] = position.pieces(color, role).0;
        }
    }
    placement
}

/// How many men differ between two placements.
fn distance(a: &Placement, b: &Placement) -> u32 {
    a.iter().zip(b).map(|(a, b)| (a ^ b).count_ones()).sum()
}

/// The men that left a placement, or arrived, as the features each side sees them as.
struct Changes {
    /// The features, from White's side and from Black's; the first `len` of each are used. A
    /// placement's sets are disjoint, so no more than 64 men can leave or arrive.
    features: [[u16; 64]; 2],
    /// How many men there are.
    len: usize,
}

impl Changes {
    /// No men.
    const NONE: Changes = Changes { features: [[0; 64]; 2], len: 0 };

    /// Adds a man of `color` and `role` on each of `squares`.
    fn push(&mut self, color: Color, role: Role, mut squares: u64) {
        while squares != 0 {
            let square = squares.trailing_zeros() as usize;
            squares &= squares - 1;
            for perspective in Color::ALL {
                self.features[perspective.index()][self.len] = feature(perspective, color, role, square) as u16;
            }
            self.len += 1;
        }
    }
}

/// Both sides' hidden layers for one placement of the men.
#[derive(Clone)]
struct Accumulator {
    /// The hidden layer seen from White, then from Black.
    sides: [[i16; HIDDEN]; 2],
    /// The placement it was computed for.
    placement: Placement,
}

impl Accumulator {
    /// The accumulator of an empty board: the biases alone.
    fn empty() -> Accumulator {
        Accumulator { sides: [NETWORK.feature_bias; 2], placement: [0; 12] }
    }

    /// Changes the accumulator from its placement to another. A move's men (one or two leaving,
    /// one or two arriving) are added and taken away in one pass over each side's hidden layer.
    fn update(&mut self, placement: &Placement) {
        let mut added = Changes::NONE;
        let mut removed = Changes::NONE;
        for color in Color::ALL {
            for role in Role::ALL {
                let k = color.index() * 6 + role.index();
                let (was, now) = (self.placement[k], placement[k]);
                if was != now {
                    removed.push(color, role, was & !now);
                    added.push(color, role, now & !was);
                }
            }
        }
        for perspective in Color::ALL {
            let side = perspective.index();
            let rows = |changes: &Changes, i: usize| &NETWORK.feature_weights[usize::from(changes.features[side][i])];
            let hidden = &mut self.sides[side];
            match (added.len, removed.len) {
                (1, 1) => {
                    let (a, r) = (rows(&added, 0), rows(&removed, 0));
                    for i in 0..HIDDEN {
                        hidden[i] += a[i] - r[i];
                    }
                }
                (1, 2) => {
                    let (a, r, q) = (rows(&added, 0), rows(&removed, 0), rows(&removed, 1));
                    for i in 0..HIDDEN {
                        hidden[i] += a[i] - r[i] - q[i];
                    }
                }
                (2, 2) => {
                    let (a, b) = (rows(&added, 0), rows(&added, 1));
                    let (r, q) = (rows(&removed, 0), rows(&removed, 1));
                    for i in 0..HIDDEN {
                        hidden[i] += a[i] + b[i] - r[i] - q[i];
                    }
                }
                _ => {
                    for row in (0..added.len).map(|i| rows(&added, i)) {
                        hidden.iter_mut().zip(row).for_each(|(h, &w)| *h += w);
                    }
                    for row in (0..removed.len).map(|i| rows(&removed, i)) {
                        hidden.iter_mut().zip(row).for_each(|(h, &w)| *h -= w);
                    }
                }
            }
        }
        self.placement = *placement;
    }

    /// The network's output for the side to move, in centipawns.
    fn output(&self, turn: Color) -> i32 {
        let men = self.placement.iter().map(|set| set.count_ones()).sum::<u32>();
        let bucket = bucket(men as usize);
        let [own, other] = &NETWORK.output_weights[bucket];
        let us = dot(&self.sides[turn.index()], own);
        let them = dot(&self.sides[(!turn).index()], other);
        ((us + them) / QA + NETWORK.output_bias[bucket]) * SCALE / (QA * QB)
    }
}

/// The output's sum over one side's hidden layer, clipped and squared, at scale `QA * QA * QB`.
///
/// Each term is `(h * w) * h`: the first product fits an `i16`, since `h` is at most [`QA`] and the
/// trainer clips an output weight to under [`MAX_OUTPUT_WEIGHT`], so the second is a multiply of
/// 16-bit lanes summed in pairs into 32 bits, which SSE2 (`pmaddwd`) and NEON (`smlal`) do in one
/// instruction where an `i32` product of three factors takes several.
fn dot(hidden: &[i16; HIDDEN], weights: &[i16; HIDDEN]) -> i32 {
    hidden
        .iter()
        .zip(weights)
        .map(|(&h, &w)| {
            let h = h.clamp(0, QA as i16);
            i32::from(h * w) * i32::from(h)
        })
        .sum()
}

/// The largest output weight whose product with a full activation ([`QA`]) fits an `i16`.
pub const MAX_OUTPUT_WEIGHT: i16 = i16::MAX / QA as i16;

/// One accumulator per ply of a search, each updated from the one above it.
pub(crate) struct Accumulators {
    stack: Vec<Accumulator>,
}

impl Accumulators {
    /// Accumulators for a search up to `plies` deep.
    pub(crate) fn new(plies: usize) -> Accumulators {
        Accumulators { stack: vec![Accumulator::empty(); plies + 1] }
    }

    /// The network's score of `position`, reached at `ply`, for the side to move. The ply's
    /// accumulator starts from the one a ply up (usually the parent's) or, if that is further off,
    /// its own last position (usually a sibling's).
    pub(crate) fn evaluate(&mut self, position: &Position, ply: usize) -> i32 {
        let placement = placement(position);
        let ply = ply.min(self.stack.len() - 1);
        if ply > 0
            && distance(&self.stack[ply - 1].placement, &placement) < distance(&self.stack[ply].placement, &placement)
        {
            let (above, below) = self.stack.split_at_mut(ply);
            below[0].clone_from(&above[ply - 1]);
        }
        let accumulator = &mut self.stack[ply];
        accumulator.update(&placement);
        accumulator.output(position.turn())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).expect("a valid FEN")
    }

    /// The network's correction of a position, computed from scratch.
    fn evaluate(position: &Position) -> i32 {
        let mut accumulator = Accumulator::empty();
        accumulator.update(&placement(position));
        accumulator.output(position.turn())
    }

    #[test]
    fn the_features_of_the_start_are_the_same_from_either_side() {
        let start = Position::new();
        let mut white = features(&start, Color::White);
        let mut black = features(&start, Color::Black);
        white.sort_unstable();
        black.sort_unstable();
        assert_eq!(white.len(), 32);
        assert_eq!(white, black);
    }

    /// The FEN of a position with the board turned and the colours swapped.
    fn colours_swapped(fen: &str) -> String {
        let fields: Vec<&str> = fen.split(' ').collect();
        let swap = |s: &str| -> String {
            s.chars()
                .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
                .collect()
        };
        let board: Vec<String> = fields[0].split('/').rev().map(swap).collect();
        let turn = if fields[1] == "w" { "b" } else { "w" };
        format!("{} {turn} {} - 0 1", board.join("/"), swap(fields[2]))
    }

    #[test]
    fn a_position_and_its_colours_swapped_score_the_same() {
        for fen in [
            "r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 7",
            "8/5pk1/6p1/3R4/1r6/6P1/5PK1/8 b - - 0 40",
        ] {
            let swapped = colours_swapped(fen);
            assert_eq!(evaluate(&position(fen)), evaluate(&position(&swapped)), "{fen} and {swapped}");
        }
    }

    #[test]
    fn each_band_of_four_men_has_its_own_bucket_from_bare_kings_to_the_full_board() {
        assert_eq!(bucket(2), 0);
        assert_eq!(bucket(5), 0);
        assert_eq!(bucket(6), 1);
        assert_eq!(bucket(32), BUCKETS - 1);
        assert!((2..=32).all(|men| bucket(men) <= bucket(men + 1)));
    }

    #[test]
    fn every_output_weight_times_a_full_activation_fits_sixteen_bits() {
        let largest = NETWORK.output_weights.iter().flatten().flatten().map(|w| w.abs()).max();
        assert!(largest.is_some_and(|w| w <= MAX_OUTPUT_WEIGHT), "{largest:?}");
    }

    #[test]
    fn no_step_of_the_built_in_networks_output_can_overflow() {
        let limit = i64::from(i32::MAX);
        for (rows, bias) in NETWORK.output_weights.iter().zip(NETWORK.output_bias) {
            let sum = rows.iter().flatten().map(|&w| i64::from(w).abs()).sum::<i64>() * i64::from(QA * QA);
            assert!(sum < limit, "the squared sum");
            assert!((sum / i64::from(QA) + i64::from(bias).abs()) * i64::from(SCALE) < limit, "the scaled sum");
        }
    }

    #[test]
    fn updating_along_a_game_matches_computing_from_scratch() {
        // Captures, a promotion that takes, en passant and castling on both sides: each shape of
        // change the update handles, from the parent's accumulator and from a sibling's.
        let games = [
            ["e2e4", "d7d5", "e4d5", "g8f6", "f1b5", "c7c6", "d5c6", "d8a5", "c6b7", "a5b5", "b7a8q"],
            ["e2e4", "g8f6", "e4e5", "d7d5", "e5d6", "e7d6", "g1f3", "f8e7", "f1e2", "e8g8", "e1g1"],
        ];
        for moves in games {
            let mut accumulators = Accumulators::new(8);
            let mut last = Position::new();
            for (ply, text) in moves.iter().enumerate() {
                let mv = last.parse_uci(text).expect("a legal move");
                last = last.after(mv);
                assert_eq!(accumulators.evaluate(&last, (ply + 1) % 4), evaluate(&last), "after {text}");
            }
        }
    }

    #[test]
    fn the_correction_is_a_correction_not_a_new_evaluation() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 7",
            "8/5pk1/6p1/3R4/1r6/6P1/5PK1/8 b - - 0 40",
        ] {
            let correction = evaluate(&position(fen));
            assert!(correction.abs() < 150, "{fen}: {correction}");
        }
    }

    /// Endings a side wins easily stay clearly won once corrected. (Against a bare king the
    /// search leaves the network out and the hand-set mop-up term decides, so those are not here.)
    #[test]
    fn won_endings_stay_clearly_won() {
        for fen in [
            "4k3/4p3/8/8/8/8/8/3QK3 w - - 0 1",
            "8/8/4k3/8/8/2R5/3P4/4K3 w - - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        ] {
            let position = position(fen);
            let score = crate::engine::eval::evaluate(&position) + evaluate(&position);
            assert!(score > 400, "{fen}: {score}");
        }
    }
}
