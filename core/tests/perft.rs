//! Perft counts read from the shared data files in `tests/data/`: the move generator's proof.

use std::fs;
use std::path::PathBuf;

use ply_core::rules::{Position, perft, perft_without_bulk_counting};

/// Positions up to this many nodes run with every `cargo test`; the rest with `--ignored`.
const QUICK_NODE_LIMIT: u64 = 5_000_000;

/// Up to this many nodes the count is also checked by playing every leaf move, so that the
/// list-building generator and the counting one are both held to the published numbers.
const UNBULKED_NODE_LIMIT: u64 = 200_000;

struct Case {
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn read_cases(file: &str) -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data").join(file);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut fields = line.split(';');
            let fen = fields.next().unwrap_or_default().trim().to_owned();
            let counts = fields
                .map(|field| {
                    let (depth, nodes) = field.trim().split_once(' ').expect("`Dn count`");
                    (depth.trim_start_matches('D').parse().expect("depth"), nodes.parse().expect("count"))
                })
                .collect();
            Case { fen, counts }
        })
        .collect()
}

fn check(file: &str, quick: bool) {
    let cases = read_cases(file);
    assert!(!cases.is_empty(), "{file} holds no positions");
    for case in cases {
        let position = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        for &(depth, nodes) in &case.counts {
            if (nodes <= QUICK_NODE_LIMIT) == quick {
                assert_eq!(perft(&position, depth), nodes, "{} at depth {depth}", case.fen);
                if nodes <= UNBULKED_NODE_LIMIT {
                    assert_eq!(perft_without_bulk_counting(&position, depth), nodes, "{} at depth {depth}", case.fen);
                }
            }
        }
    }
}

#[test]
fn the_six_standard_positions_give_the_published_counts() {
    check("standard.perft", true);
}

#[test]
fn chess960_positions_give_the_published_counts() {
    check("chess960.perft", true);
}

#[test]
fn positions_that_stress_single_rules_give_the_published_counts() {
    check("tricky.perft", true);
}

#[test]
#[ignore = "deep counts take minutes; run with `cargo test --release -- --ignored`"]
fn deep_counts_match_too() {
    for file in ["standard.perft", "chess960.perft", "tricky.perft"] {
        check(file, false);
    }
}
