//! Fits the evaluation's neural correction to self-play positions: `cargo run --release -p
//! ply-tune --bin train -- OUT EPOCHS RESULT_WEIGHT DATA...` reads `datagen`'s lines and writes the
//! network's bytes (`core/src/engine/network.bin`). `--from NETWORK` starts from that network's
//! weights instead of random ones, `--rate R` sets the starting learning rate, and `--scale CP`
//! the loss's scale (below).
//!
//! The network's output is added to the classical evaluation, so it learns only what the classical
//! terms miss, and (without `--from`) starts from none of it (its output weights at zero). The
//! target of each position is RESULT_WEIGHT (0 to 1) times its game's result plus the rest times
//! the search score's expected result, both for the side to move; the loss is the squared error
//! of the sigmoid of the classical evaluation plus the network's output. Both sigmoids take
//! centipawns over the loss's scale, `LOSS_SCALE` unless `--scale` says otherwise. Every position is also
//! learnt with the board mirrored left to right, which changes nothing the network can see but
//! where the men stand.
//! Adam's descent on both cores, in float; the weights are clipped so that the engine's integer
//! hidden layer cannot overflow, then rounded. One block of games in ten is held out, and the
//! weights of the epoch with the lowest held-out error are written.
//!
//! The defaults (a RESULT_WEIGHT of 0 in the examples, the loss's scale of 120 centipawns) and the
//! shape, 768 → 2×128 → 1 with eight output buckets and the clipped activation squared, are what
//! the fits and matches logged in `tune/EXPERIMENTS.md` chose; every shape, scale, weighting and
//! amount of data tried is there with what it was worth.

use std::io::{BufRead, Write};

use ply_core::engine::eval::evaluate;
use ply_core::engine::network::{BUCKETS, FILE_BYTES, HIDDEN, INPUTS, QA, QB, SCALE, bucket, features};
use ply_core::rules::{Color, Position};

/// One block of positions in this many is held out of the fit, to show whether it generalises.
const HELD_OUT_EVERY: usize = 10;
/// Positions are held out in blocks of this many consecutive lines, which span whole games.
const HELD_OUT_BLOCK: usize = 2_000;
/// Positions per step of the descent.
const BATCH: usize = 16_384;
/// The learning rate at the start unless `--rate` says otherwise; it falls tenfold for the last
/// quarter of the epochs.
const LEARNING_RATE: f32 = 0.001;
/// Centipawns per unit of the loss's sigmoid. Steeper than the 170 at which a score best predicts
/// its game's result in this data, so that the fit spends itself on the balanced positions where
/// moves are chosen rather than on how won a won position is.
const LOSS_SCALE: f32 = 120.0;
/// The most any weight may be, in float: 32 men at this and the bias fit an `i16` at scale QA, and
/// an output weight at scale QB stays under `network::MAX_OUTPUT_WEIGHT` (the output's products
/// are taken in 16 bits).
const CLIP: f32 = 1.98;

/// One position: its features from the side to move and from the other side, its output
/// bucket, the classical evaluation the network corrects (in units of `SCALE`), and its target.
struct Sample {
    us: Vec<u16>,
    them: Vec<u16>,
    bucket: usize,
    base: f32,
    target: f32,
    /// The search score's expected result, with the loss's scale.
    score: f32,
    /// The game's result.
    result: f32,
}

impl Sample {
    /// A position's sample, its features seen from the side to move and from the other side; its
    /// target is `result_weight` of its game's `result` and the rest of its search `score`'s
    /// expected result, both for the side to move.
    fn new(position: &Position, base: f32, score: f32, result: f32, result_weight: f32) -> Sample {
        let side = |color: Color| features(position, color).into_iter().map(|f| f as u16).collect::<Vec<_>>();
        let us = side(position.turn());
        let target = result_weight * result + (1.0 - result_weight) * score;
        Sample { bucket: bucket(us.len()), us, them: side(!position.turn()), base, target, score, result }
    }
}

/// The network in float, laid out as the engine reads it.
#[derive(Clone)]
struct Weights {
    /// `INPUTS` rows of `HIDDEN`.
    feature: Vec<f32>,
    feature_bias: Vec<f32>,
    /// For each bucket, the side to move's `HIDDEN`, then the other side's.
    output: Vec<f32>,
    /// For each bucket, the output's bias.
    output_bias: Vec<f32>,
}

impl Weights {
    fn zero() -> Weights {
        Weights {
            feature: vec![0.0; INPUTS * HIDDEN],
            feature_bias: vec![0.0; HIDDEN],
            output: vec![0.0; BUCKETS * 2 * HIDDEN],
            output_bias: vec![0.0; BUCKETS],
        }
    }

    /// Random hidden weights, and an output of zero: at first the classical evaluation alone.
    fn random(rng: &mut fastrand::Rng) -> Weights {
        let mut uniform = |bound: f32| (rng.f32() * 2.0 - 1.0) * bound;
        let mut weights = Weights::zero();
        weights.feature.iter_mut().for_each(|w| *w = uniform(1.0 / (INPUTS as f32).sqrt()));
        weights
    }

    fn slices_mut(&mut self) -> [&mut [f32]; 4] {
        [&mut self.feature, &mut self.feature_bias, &mut self.output, &mut self.output_bias]
    }

    fn slices(&self) -> [&[f32]; 4] {
        [&self.feature, &self.feature_bias, &self.output, &self.output_bias]
    }

    fn add(&mut self, other: &Weights) {
        for (mine, theirs) in self.slices_mut().into_iter().zip(other.slices()) {
            mine.iter_mut().zip(theirs.iter()).for_each(|(a, b)| *a += b);
        }
    }

    /// The hidden layer of one side's features.
    fn hidden(&self, features: &[u16]) -> [f32; HIDDEN] {
        let mut hidden: [f32; HIDDEN] = self.feature_bias.as_slice().try_into().expect("HIDDEN biases");
        for &f in features {
            let row = &self.feature[f as usize * HIDDEN..][..HIDDEN];
            hidden.iter_mut().zip(row).for_each(|(h, w)| *h += w);
        }
        hidden
    }

    /// The network's output in units of `SCALE` centipawns, and the two hidden layers.
    fn forward(&self, sample: &Sample) -> (f32, [f32; HIDDEN], [f32; HIDDEN]) {
        let us = self.hidden(&sample.us);
        let them = self.hidden(&sample.them);
        let (out_us, out_them) = self.output[output_start(sample.bucket)..][..2 * HIDDEN].split_at(HIDDEN);
        let dot = |h: &[f32; HIDDEN], w: &[f32]| h.iter().zip(w).map(|(&h, w)| activation(h) * w).sum::<f32>();
        let bias = self.output_bias[sample.bucket];
        (sample.base + dot(&us, out_us) + dot(&them, out_them) + bias, us, them)
    }

    /// The fit's guess at a sample's target: the sigmoid of the output at `steepness`.
    fn predict(&self, sample: &Sample, steepness: f32) -> f32 {
        sigmoid(steepness * self.forward(sample).0)
    }

    /// Adds one sample's gradient of the loss to `grad`, and returns its loss.
    fn backward(&self, sample: &Sample, grad: &mut Weights, steepness: f32) -> f32 {
        let (out, us, them) = self.forward(sample);
        let p = sigmoid(steepness * out);
        let g = 2.0 * (p - sample.target) * p * (1.0 - p) * steepness;
        grad.output_bias[sample.bucket] += g;
        let outputs = output_start(sample.bucket);
        for (side, hidden, features) in [(0, &us, &sample.us), (1, &them, &sample.them)] {
            let mut delta = [0.0; HIDDEN];
            for i in 0..HIDDEN {
                let h = hidden[i];
                let at = outputs + side * HIDDEN + i;
                grad.output[at] += g * activation(h);
                if h > 0.0 && h < 1.0 {
                    delta[i] = g * self.output[at] * 2.0 * h;
                }
            }
            grad.feature_bias.iter_mut().zip(&delta).for_each(|(b, d)| *b += d);
            for &f in features.iter() {
                let row = &mut grad.feature[f as usize * HIDDEN..][..HIDDEN];
                row.iter_mut().zip(&delta).for_each(|(w, d)| *w += d);
            }
        }
        (p - sample.target).powi(2)
    }

    /// The weights of a network as [`Weights::to_bytes`] wrote them, or `None` if `bytes` is not
    /// a network of this size.
    fn from_bytes(bytes: &[u8]) -> Option<Weights> {
        if bytes.len() != FILE_BYTES {
            return None;
        }
        let (shorts, longs) = bytes.split_at(FILE_BYTES - 4 * BUCKETS);
        let mut shorts = shorts.chunks_exact(2).map(|b| f32::from(i16::from_le_bytes([b[0], b[1]])));
        let mut weights = Weights::zero();
        for (values, scale) in [(&mut weights.feature, QA), (&mut weights.feature_bias, QA), (&mut weights.output, QB)]
        {
            values.iter_mut().zip(shorts.by_ref()).for_each(|(w, v)| *w = v / scale as f32);
        }
        let longs = longs.chunks_exact(4).map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f32);
        weights.output_bias.iter_mut().zip(longs).for_each(|(w, v)| *w = v / (QA * QB) as f32);
        Some(weights)
    }

    /// The network as the engine reads it: every weight rounded to an `i16`, the bias an `i32`.
    fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(FILE_BYTES);
        let mut put = |values: &[f32], scale: f32| {
            for v in values {
                bytes.extend_from_slice(&((v * scale).round() as i16).to_le_bytes());
            }
        };
        put(&self.feature, QA as f32);
        put(&self.feature_bias, QA as f32);
        put(&self.output, QB as f32);
        for bias in &self.output_bias {
            bytes.extend_from_slice(&((bias * (QA * QB) as f32).round() as i32).to_le_bytes());
        }
        bytes
    }
}

/// Adam's running moments for every weight.
struct Adam {
    first: Weights,
    second: Weights,
    steps: i32,
}

impl Adam {
    fn step(&mut self, weights: &mut Weights, grad: &mut Weights, rate: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.steps += 1;
        let (c1, c2) = (1.0 - B1.powi(self.steps), 1.0 - B2.powi(self.steps));
        let groups = weights.slices_mut().into_iter().zip(grad.slices_mut());
        for ((w, g), (m, v)) in groups.zip(self.first.slices_mut().into_iter().zip(self.second.slices_mut())) {
            for i in 0..w.len() {
                m[i] = B1 * m[i] + (1.0 - B1) * g[i];
                v[i] = B2 * v[i] + (1.0 - B2) * g[i] * g[i];
                w[i] -= rate * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-8);
                w[i] = w[i].clamp(-CLIP, CLIP);
            }
        }
    }
}

/// Where a bucket's two output rows start among the output weights.
fn output_start(bucket: usize) -> usize {
    bucket * 2 * HIDDEN
}

/// A hidden neuron's activation: clipped to 0..1, then squared (its slope is `2h` inside).
fn activation(h: f32) -> f32 {
    h.clamp(0.0, 1.0).powi(2)
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Takes `--NAME VALUE` out of `args`, returning the value.
fn take_option(args: &mut Vec<String>, name: &str) -> Option<String> {
    let at = args.iter().position(|a| a == name)?;
    let value = args.get(at + 1).cloned();
    args.drain(at..(at + 2).min(args.len()));
    value
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let start = take_option(&mut args, "--from").map(|path| {
        let bytes = std::fs::read(&path).expect("the starting network can be read");
        Weights::from_bytes(&bytes).expect("the starting network has this network's size")
    });
    let learning_rate: f32 = take_option(&mut args, "--rate").map_or(LEARNING_RATE, |r| r.parse().expect("a rate"));
    let scale: f32 = take_option(&mut args, "--scale").map_or(LOSS_SCALE, |r| r.parse().expect("a scale"));
    let out = args.first().cloned().unwrap_or_else(|| "core/src/engine/network.bin".to_owned());
    let epochs: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(30);
    let result_weight: f32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(0.0);
    let steepness = SCALE as f32 / scale;
    let (samples, held_out) = load(&args[3.min(args.len())..], result_weight, scale);
    eprintln!("{} positions to fit (mirrored ones included), {} held out", samples.len(), held_out.len());
    let mut rng = fastrand::Rng::with_seed(7);
    let mut weights = start.unwrap_or_else(|| Weights::random(&mut rng));
    let mut adam = Adam { first: Weights::zero(), second: Weights::zero(), steps: 0 };
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let held_out_error = |weights: &Weights| {
        let mut sums = [0.0; 3];
        for sample in &held_out {
            let p = weights.predict(sample, steepness);
            for (sum, target) in sums.iter_mut().zip([sample.target, sample.score, sample.result]) {
                *sum += (p - target).powi(2);
            }
        }
        let [target, score, result] = sums.map(|sum| sum / held_out.len().max(1) as f32);
        eprintln!("  held-out error against the search scores {score:.6}, against the results {result:.6}");
        target
    };
    let mut best = (held_out_error(&weights), weights.clone());
    eprintln!("before the fit: held-out error {:.6}", best.0);
    for epoch in 0..epochs {
        rng.shuffle(&mut order);
        let rate = if epoch * 4 >= epochs * 3 { learning_rate / 10.0 } else { learning_rate };
        let mut loss = 0.0;
        for batch in order.chunks(BATCH) {
            let (mut grad, batch_loss) = gradient(&weights, &samples, batch, steepness);
            let n = batch.len() as f32;
            grad.slices_mut().into_iter().flatten().for_each(|g| *g /= n);
            adam.step(&mut weights, &mut grad, rate);
            loss += batch_loss;
        }
        let held = held_out_error(&weights);
        eprintln!("epoch {}: error {:.6}, held-out error {held:.6}", epoch + 1, loss / samples.len() as f32);
        if held < best.0 {
            best = (held, weights.clone());
        }
    }
    eprintln!("kept the weights with held-out error {:.6}", best.0);
    let mut file = std::fs::File::create(&out).expect("the output file can be created");
    file.write_all(&best.1.to_bytes()).expect("the output file can be written");
}

/// The summed gradient and loss of one batch, computed on two threads.
fn gradient(weights: &Weights, samples: &[Sample], batch: &[usize], steepness: f32) -> (Weights, f32) {
    let halves: Vec<(Weights, f32)> = std::thread::scope(|scope| {
        let handles: Vec<_> = batch
            .chunks(batch.len().div_ceil(2))
            .map(|part| {
                scope.spawn(move || {
                    let mut grad = Weights::zero();
                    let loss = part.iter().map(|&i| weights.backward(&samples[i], &mut grad, steepness)).sum::<f32>();
                    (grad, loss)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a gradient thread finished")).collect()
    });
    let mut total = Weights::zero();
    let mut loss = 0.0;
    for (grad, part_loss) in &halves {
        total.add(grad);
        loss += part_loss;
    }
    (total, loss)
}

/// Reads data lines (`FEN | result | score`) into samples to fit and samples held out.
fn load(paths: &[String], result_weight: f32, scale: f32) -> (Vec<Sample>, Vec<Sample>) {
    let (mut fit, mut held_out) = (Vec::new(), Vec::new());
    let mut line_number = 0;
    for path in paths {
        let file = std::fs::File::open(path).expect("the data file can be read");
        for line in std::io::BufReader::new(file).lines() {
            let line = line.expect("the data file can be read");
            let fields: Vec<&str> = line.split(" | ").collect();
            let (Some(fen), Some(result), Some(score)) = (fields.first(), fields.get(1), fields.get(2)) else {
                continue;
            };
            let (Ok(position), Ok(result), Ok(score)) =
                (Position::from_fen(fen), result.parse::<f32>(), score.parse::<f32>())
            else {
                continue;
            };
            let turn = position.turn();
            let (result, score) = if turn == Color::White { (result, score) } else { (1.0 - result, -score) };
            let base = evaluate(&position) as f32 / SCALE as f32;
            let sample = Sample::new(&position, base, sigmoid(score / scale), result, result_weight);
            if (line_number / HELD_OUT_BLOCK).is_multiple_of(HELD_OUT_EVERY) {
                held_out.push(sample);
            } else {
                let mirror = |list: &[u16]| list.iter().map(|f| f ^ 7).collect();
                fit.push(Sample { us: mirror(&sample.us), them: mirror(&sample.them), ..sample });
                fit.push(sample);
            }
            line_number += 1;
        }
    }
    (fit, held_out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Sample {
        let position = Position::from_fen("r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 7")
            .expect("a valid FEN");
        Sample::new(&position, 0.1, 0.8, 1.0, 0.25)
    }

    /// The sigmoid's steepness in the gradient check: not 1, so that a missing factor shows.
    const STEEPNESS: f32 = 1.7;

    fn loss(weights: &Weights, sample: &Sample) -> f32 {
        (weights.predict(sample, STEEPNESS) - sample.target).powi(2)
    }

    #[test]
    fn the_gradient_matches_the_loss_nudged_either_way() {
        let mut rng = fastrand::Rng::with_seed(3);
        let mut weights = Weights::random(&mut rng);
        weights.output.iter_mut().for_each(|w| *w = rng.f32() - 0.5);
        weights.feature_bias.iter_mut().for_each(|b| *b = rng.f32() * 0.5);
        let sample = sample();
        let mut grad = Weights::zero();
        weights.backward(&sample, &mut grad, STEEPNESS);
        let feature = sample.us[3] as usize * HIDDEN;
        let outputs = output_start(sample.bucket);
        let checks =
            [(0, feature), (0, feature + 1), (1, 2), (2, outputs + 5), (2, outputs + HIDDEN + 7), (3, sample.bucket)];
        for (group, index) in checks {
            let analytic = grad.slices()[group][index];
            let nudged = |by: f32| {
                let mut w = weights.clone();
                w.slices_mut()[group][index] += by;
                loss(&w, &sample)
            };
            let numeric = (nudged(1e-3) - nudged(-1e-3)) / 2e-3;
            assert!((analytic - numeric).abs() <= 1e-4 + 0.05 * numeric.abs(), "{group}/{index}: {analytic} {numeric}");
        }
    }

    #[test]
    fn the_built_in_network_reads_back_to_the_same_bytes() {
        let bytes = include_bytes!("../../../core/src/engine/network.bin");
        let weights = Weights::from_bytes(bytes).expect("the built-in network has this size");
        assert_eq!(weights.to_bytes(), bytes);
        assert!(Weights::from_bytes(&bytes[1..]).is_none());
    }

    #[test]
    fn the_written_network_has_the_size_the_engine_reads() {
        assert_eq!(Weights::random(&mut fastrand::Rng::with_seed(1)).to_bytes().len(), FILE_BYTES);
    }
}
