//! The precision and recall of the review's motif detectors on the hand-labelled positions of
//! `tests/data/review-motifs.tsv`: each line's move is reviewed as in a game (the engine's lines at
//! the given budget, then the detectors, which speak only for mistakes and blunders) and the
//! motifs found are compared with the labels. A benchmark, not a test.
//!
//! ```text
//! cargo run --release -p ply-bench --bin motifs -- [--nodes 60000] [--file tests/data/review-motifs.tsv] [--verbose]
//! ```
//!
//! `--verbose` prints every position whose motifs differ from its labels, with the lines the
//! review read them from.

use std::collections::{BTreeMap, BTreeSet};
use std::process::ExitCode;
use std::time::Instant;

use ply_core::review::{Motif, ReviewBudget, Reviewer};
use ply_core::rules::{Move, Position};

/// One labelled line: a position, the move played there, and the motifs that truly hold.
struct Labelled {
    line: usize,
    position: Position,
    uci: String,
    motifs: BTreeSet<String>,
}

/// A detector's tally.
#[derive(Default)]
struct Tally {
    true_positives: u32,
    false_positives: u32,
    false_negatives: u32,
}

fn main() -> ExitCode {
    let mut nodes = ReviewBudget::PHONE.nodes;
    let mut file = String::from("tests/data/review-motifs.tsv");
    let mut verbose = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--nodes", Some(value)) if value.parse::<u64>().is_ok() => nodes = value.parse().unwrap_or(nodes),
            ("--file", Some(value)) => file = value,
            ("--verbose", next) => {
                verbose = true;
                if let Some(next) = next {
                    eprintln!("unexpected argument `{next}`");
                    return ExitCode::FAILURE;
                }
            }
            _ => {
                eprintln!("usage: motifs [--nodes N] [--file PATH] [--verbose]");
                return ExitCode::FAILURE;
            }
        }
    }
    let labelled = match read(&file) {
        Ok(labelled) => labelled,
        Err(message) => {
            eprintln!("motifs: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut reviewer = Reviewer::new(ReviewBudget { nodes });
    let mut tallies: BTreeMap<&str, Tally> = Motif::NAMES.iter().map(|&name| (name, Tally::default())).collect();
    let start = Instant::now();
    for entry in &labelled {
        let Ok(mv) = entry.position.parse_uci(&entry.uci) else {
            eprintln!("line {}: {} is not a legal move there", entry.line, entry.uci);
            return ExitCode::FAILURE;
        };
        let review = reviewer.review_move(&[entry.position], mv);
        let found: BTreeSet<String> = review
            .explanation
            .iter()
            .flat_map(|explanation| explanation.motifs.iter().map(|motif| motif.name().to_owned()))
            .collect();
        for (&name, tally) in &mut tallies {
            match (found.contains(name), entry.motifs.contains(name)) {
                (true, true) => tally.true_positives += 1,
                (true, false) => tally.false_positives += 1,
                (false, true) => tally.false_negatives += 1,
                (false, false) => {}
            }
        }
        if verbose && found != entry.motifs {
            println!(
                "line {}: {} {} labelled {:?}, found {:?} (marked {})",
                entry.line,
                entry.position.fen(),
                entry.uci,
                entry.motifs,
                found,
                review.class.name()
            );
            if let Some(explanation) = &review.explanation {
                println!("  played: {}", uci_line(&entry.position, &explanation.played_line));
                println!("  best:   {}", uci_line(&entry.position, &explanation.best_line));
            }
        }
    }
    println!("{} positions at {nodes} nodes a search, {:.1} s", labelled.len(), start.elapsed().as_secs_f64());
    println!("{:<14}{:>10}{:>6}{:>6}{:>6}{:>11}{:>8}", "motif", "labelled", "TP", "FP", "FN", "precision", "recall");
    for (name, tally) in &tallies {
        let found = tally.true_positives + tally.false_positives;
        let labelled = tally.true_positives + tally.false_negatives;
        println!(
            "{name:<14}{labelled:>10}{:>6}{:>6}{:>6}{:>11}{:>8}",
            tally.true_positives,
            tally.false_positives,
            tally.false_negatives,
            percent(tally.true_positives, found),
            percent(tally.true_positives, labelled),
        );
    }
    ExitCode::SUCCESS
}

/// `part` of `whole` as a percentage, or `-` when there is nothing to divide.
fn percent(part: u32, whole: u32) -> String {
    if whole == 0 { "-".to_owned() } else { format!("{:.1}%", 100.0 * f64::from(part) / f64::from(whole)) }
}

/// The labelled lines of `path`: FEN, move (UCI), motifs (comma-separated, or `-`), a note.
fn read(path: &str) -> Result<Vec<Labelled>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let known: BTreeSet<&str> = Motif::NAMES.into_iter().collect();
    let mut labelled = Vec::new();
    for (index, row) in text.lines().enumerate() {
        let line = index + 1;
        if row.trim().is_empty() || row.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = row.split('\t').collect();
        let [fen, uci, motifs, ..] = fields[..] else { return Err(format!("line {line}: fewer than 3 fields")) };
        let position = Position::from_fen(fen).map_err(|e| format!("line {line}: {e}"))?;
        let motifs: BTreeSet<String> = motifs
            .split(',')
            .map(str::trim)
            .filter(|name| *name != "-" && !name.is_empty())
            .map(str::to_owned)
            .collect();
        if let Some(unknown) = motifs.iter().find(|name| !known.contains(name.as_str())) {
            return Err(format!("line {line}: unknown motif `{unknown}`"));
        }
        labelled.push(Labelled { line, position, uci: uci.to_owned(), motifs });
    }
    Ok(labelled)
}

/// A line of moves from `start` in UCI, as far as it is legal.
fn uci_line(start: &Position, line: &[Move]) -> String {
    let mut position = *start;
    let mut words = Vec::new();
    for &mv in line {
        if !position.legal_moves().contains(&mv) {
            break;
        }
        words.push(position.to_uci(mv, false));
        position = position.after(mv);
    }
    words.join(" ")
}
