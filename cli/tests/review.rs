//! `ply review`: the key moments of PGN games in words or as JSON, and its errors.

mod common;

use common::{ply_with_input, stdout};
use serde_json::Value;

/// The fool's mate: 2. g4?? allows mate at once.
const FOOLS_MATE: &str = "[White \"Fool\"]\n[Black \"Mate\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

#[test]
fn the_key_moments_are_printed_with_their_mark_and_sentences_in_the_language_asked_for() {
    let output = ply_with_input(&["review", "--nodes", "20000"], FOOLS_MATE);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("2. g4??  Blunder"), "{text}");
    assert!(text.contains("After 2. g4??, Black mates at once with 2…Qh4#."), "{text}");
    let polish = stdout(&ply_with_input(&["review", "--nodes", "20000", "--lang", "pl"], FOOLS_MATE));
    assert!(polish.contains("2. g4??") && !polish.contains("Blunder") && !polish.contains("review-"), "{polish}");
}

#[test]
fn json_has_every_move_with_its_class_scores_and_the_graph() {
    let output = ply_with_input(&["review", "--json", "--nodes", "20000"], FOOLS_MATE);
    let review: Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    let moves = review["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 4);
    assert_eq!(moves[2]["class"], "blunder");
    assert_eq!(moves[2]["uci"], "g2g4");
    assert_eq!(moves[2]["score_after"]["mate"], -1);
    assert_eq!(review["white_chances"].as_array().unwrap().len(), 5);
    assert_eq!(review["tags"]["White"], "Fool");
}

#[test]
fn bad_pgn_is_reported_with_its_line_and_column_and_a_game_without_moves_reviews_empty() {
    let output = ply_with_input(&["review", "--json"], "[White \"A\"]\n\n1. e4 e5 2. Ke3 *\n");
    assert!(!output.status.success());
    let error: Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!((error["line"].as_u64(), error["column"].as_u64()), (Some(3), Some(13)));
    let empty = ply_with_input(&["review"], "[White \"A\"]\n[Black \"B\"]\n\n*\n");
    assert!(empty.status.success());
    assert!(stdout(&empty).contains("A clean game"), "{}", stdout(&empty));
}
