//! Fits the evaluation's weights to positions labelled with their games' results (Texel's
//! method): `cargo run --release -p ply-tune --bin tune -- OUT.rs EPOCHS RESULT_WEIGHT DATA...`.
//! Where a data line also carries the search's score (as `datagen` writes them), the target is
//! RESULT_WEIGHT (0 to 1) times the result plus the rest times the score's expected result.
//!
//! The weights committed came from rounds of 600 epochs (the eighth 300: each settles within 100)
//! on games at 5,000 nodes a move, each starting from the round before: the first from hand-set
//! values on 286k positions of 3,400 games, the second on 300k positions of 3,500 new games (the
//! safe-check and outpost terms added at zero), the third on those and 180k more (480k positions of
//! 5,600 games), the fourth and fifth on those and 1.04M more (1.54M positions of about 18,000
//! games). The sixth to eighth, on the same positions, each fitted new terms added at zero: the
//! sixth undefended men, pawn-push threats and backward pawns; the seventh threats on men no pawn
//! guards, bishop-colour pawns and weak squares by the king; the eighth passed pawns' safe paths
//! and pawn storms. The ninth refitted the same terms for 100 epochs on those positions and 800k
//! more from about 8,700 games of the later engines (2.34M positions of about 27,000 games;
//! held-out error 0.071518 before, 0.071343 after), and scored +22 Elo against the eighth at 30k
//! nodes a move. The first three rounds kept the regularization whose held-out error was lowest
//! (it falls as the data grows); the later ones kept the third's. A RESULT_WEIGHT of 1 (results
//! alone) played best: against the third round's weights at 30k nodes a move, the fourth round
//! scored +83 Elo with results alone, +40 with half results and half search scores, and about even
//! with search scores alone.
//!
//! Each position's evaluation is a linear sum of term counts times weights (see
//! `ply_core::engine::eval::features`); the tuner finds the sigmoid scale that best maps the
//! current evaluation to results, then lowers the mean squared error between results and the
//! sigmoid of the evaluation (plus a pull back towards the starting weights, and with rarely seen
//! terms left alone) by Adam's gradient descent, and writes the weights out as the Rust
//! source of `core/src/engine/weights.rs`.

use std::fmt::Write as _;
use std::io::BufRead;

use ply_core::engine::eval::{GROUPS, WEIGHT_COUNT, WEIGHTS, features};
use ply_core::rules::Position;

/// How strongly the weights are pulled back towards where they started, per centipawn squared.
const REGULARIZATION: f64 = 3e-8;

/// One block of positions in this many is held out of the fit, to show whether the fit generalises.
const HELD_OUT_EVERY: usize = 10;
/// Positions are held out in blocks of this many consecutive lines, which span whole games: a
/// game's positions share its result, so holding out single positions would flatter the fit.
const HELD_OUT_BLOCK: usize = 2_000;

/// How many positions a term must appear in to be fitted.
const MIN_SEEN: usize = 300;

/// One labelled position, its terms stored sparsely.
struct Sample {
    counts: Vec<(u16, i16)>,
    /// The middlegame share of the blend, times the drawishness scale.
    mg: f32,
    /// The endgame share, likewise.
    eg: f32,
    /// The hand-set term for mating a bare king, which the fit leaves as it is.
    mop_up: f32,
    /// The game's result from White's side; once the scale is fitted, the blend of it and the
    /// search's expected result.
    target: f32,
    /// The search's score from White's side, in centipawns, where the data has it.
    search: Option<f32>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args.first().cloned().unwrap_or_else(|| "core/src/engine/weights.rs".to_owned());
    let epochs: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let result_weight: f32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1.0);
    let mut samples = Vec::new();
    let mut held_out = Vec::new();
    for (i, sample) in load(&args[3.min(args.len())..]).into_iter().enumerate() {
        if (i / HELD_OUT_BLOCK).is_multiple_of(HELD_OUT_EVERY) { held_out.push(sample) } else { samples.push(sample) }
    }
    eprintln!("{} positions fitted, {} held out", samples.len(), held_out.len());
    let mut weights: Vec<f64> = WEIGHTS.iter().flat_map(|w| [f64::from(w.mg), f64::from(w.eg)]).collect();
    let start = weights.clone();
    let k = fit_scale(&samples, &weights);
    for sample in samples.iter_mut().chain(held_out.iter_mut()) {
        if let Some(search) = sample.search {
            let expected = sigmoid(k * f64::from(search)) as f32;
            sample.target = result_weight * sample.target + (1.0 - result_weight) * expected;
        }
    }
    eprintln!(
        "scale {k:.5}, error {:.6}, held-out error {:.6}",
        error(&samples, &weights, k),
        error(&held_out, &weights, k)
    );
    // Terms seen in few positions would be fitted to noise: they keep their values.
    let mut seen = vec![0usize; WEIGHT_COUNT];
    samples.iter().flat_map(|s| &s.counts).for_each(|&(i, _)| seen[i as usize] += 1);
    let frozen: Vec<bool> = seen.iter().map(|&n| n < MIN_SEEN).collect();
    let mut m = vec![0.0; weights.len()];
    let mut v = vec![0.0; weights.len()];
    let rate = 1.0;
    for epoch in 1..=epochs {
        let mut gradient = gradient(&samples, &weights, k);
        for (g, (w, w0)) in gradient.iter_mut().zip(weights.iter().zip(&start)) {
            *g += 2.0 * REGULARIZATION * (w - w0);
        }
        for i in 0..weights.len() {
            if frozen[i / 2] {
                continue;
            }
            m[i] = 0.9 * m[i] + 0.1 * gradient[i];
            v[i] = 0.999 * v[i] + 0.001 * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - 0.9f64.powi(epoch as i32));
            let v_hat = v[i] / (1.0 - 0.999f64.powi(epoch as i32));
            weights[i] -= rate * m_hat / (v_hat.sqrt() + 1e-8);
        }
        if epoch % 100 == 0 {
            eprintln!(
                "epoch {epoch}: error {:.6}, held-out error {:.6}",
                error(&samples, &weights, k),
                error(&held_out, &weights, k)
            );
        }
    }
    std::fs::write(&out, source(&weights)).expect("the weights file can be written");
}

fn load(paths: &[String]) -> Vec<Sample> {
    let mut samples = Vec::new();
    for path in paths {
        let file = std::fs::File::open(path).expect("the data file can be opened");
        for line in std::io::BufReader::new(file).lines().map_while(Result::ok) {
            let mut fields = line.split(" | ");
            let (Some(fen), Some(result)) = (fields.next(), fields.next()) else { continue };
            let (Ok(position), Ok(result)) = (Position::from_fen(fen), result.trim().parse::<f32>()) else { continue };
            let search = fields.next().and_then(|score| score.trim().parse::<f32>().ok());
            let f = features(&position);
            let scale = f.scale as f32 / 16.0;
            samples.push(Sample {
                counts: f.counts.iter().map(|&(i, c)| (i as u16, c as i16)).collect(),
                mg: f.phase as f32 / 24.0 * scale,
                eg: (24 - f.phase) as f32 / 24.0 * scale,
                mop_up: f.mop_up as f32,
                target: result,
                search,
            });
        }
    }
    samples
}

fn evaluation(sample: &Sample, weights: &[f64]) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(i, c) in &sample.counts {
        mg += weights[2 * i as usize] * f64::from(c);
        eg += weights[2 * i as usize + 1] * f64::from(c);
    }
    mg * f64::from(sample.mg) + eg * f64::from(sample.eg) + f64::from(sample.mop_up)
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn error(samples: &[Sample], weights: &[f64], k: f64) -> f64 {
    let total: f64 = samples.iter().map(|s| (f64::from(s.target) - sigmoid(k * evaluation(s, weights))).powi(2)).sum();
    total / samples.len() as f64
}

/// The sigmoid scale that best fits the current weights, by golden-section search.
fn fit_scale(samples: &[Sample], weights: &[f64]) -> f64 {
    let (mut low, mut high) = (0.0005, 0.05);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(samples, weights, a) < error(samples, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// The gradient of the error over all samples, summed over one chunk of them per core.
fn gradient(samples: &[Sample], weights: &[f64], k: f64) -> Vec<f64> {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let chunk = samples.len().div_ceil(cores).max(1);
    let mut gradient = std::thread::scope(|scope| {
        let parts: Vec<_> =
            samples.chunks(chunk).map(|part| scope.spawn(move || chunk_gradient(part, weights, k))).collect();
        parts.into_iter().map(|part| part.join().expect("a gradient thread finished")).fold(
            vec![0.0; weights.len()],
            |mut sum, part| {
                sum.iter_mut().zip(part).for_each(|(s, p)| *s += p);
                sum
            },
        )
    });
    let n = samples.len() as f64;
    gradient.iter_mut().for_each(|g| *g *= 2.0 / n);
    gradient
}

fn chunk_gradient(samples: &[Sample], weights: &[f64], k: f64) -> Vec<f64> {
    let mut gradient = vec![0.0; weights.len()];
    for s in samples {
        let p = sigmoid(k * evaluation(s, weights));
        let d = (p - f64::from(s.target)) * p * (1.0 - p) * k;
        let (dmg, deg) = (d * f64::from(s.mg), d * f64::from(s.eg));
        for &(i, c) in &s.counts {
            gradient[2 * i as usize] += dmg * f64::from(c);
            gradient[2 * i as usize + 1] += deg * f64::from(c);
        }
    }
    gradient
}

/// The weights as the Rust source of `weights.rs`, eight to a line, each group under its name.
fn source(weights: &[f64]) -> String {
    let mut text = String::from(
        "//! The evaluation's weights, fitted to self-play games by `ply-tune` (its `tune` binary writes\n\
         //! this file; regenerate it rather than edit it).\n\n\
         use super::eval::{Tapered, WEIGHT_COUNT, t};\n\n\
         /// Every weight of the evaluation, in the groups of [`super::eval::GROUPS`].\n\
         #[rustfmt::skip]\n\
         pub const WEIGHTS: [Tapered; WEIGHT_COUNT] = [\n",
    );
    for (g, &(name, start)) in GROUPS.iter().enumerate() {
        let end = GROUPS.get(g + 1).map_or(WEIGHT_COUNT, |&(_, next)| next);
        let _ = writeln!(text, "    // {name}");
        for line in (start..end).collect::<Vec<_>>().chunks(8) {
            let cells: Vec<String> = line
                .iter()
                .map(|&i| format!("t({}, {}),", weights[2 * i].round() as i32, weights[2 * i + 1].round() as i32))
                .collect();
            let _ = writeln!(text, "    {}", cells.join(" "));
        }
    }
    text.push_str("];\n");
    text
}
