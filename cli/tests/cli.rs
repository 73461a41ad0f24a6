//! The `ply` binary as other programs drive it: its output formats and exit codes.

mod common;

use std::process::Output;

use common::{ply_with_input, stdout};
use serde_json::Value;

fn ply(args: &[&str]) -> Output {
    ply_with_input(args, "")
}

fn json(output: &Output) -> Value {
    serde_json::from_str(stdout(output).trim()).expect("one JSON object")
}

#[test]
fn perft_ends_with_the_node_count() {
    let output = ply(&["perft", "3"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output).lines().last(), Some("Nodes searched: 8902"));
}

#[test]
fn perft_divide_prints_a_line_per_root_move_in_uci() {
    let output = ply(&["perft", "2", "--divide"]);
    let text = stdout(&output);
    let divide: Vec<&str> = text.lines().filter(|line| line.contains(": ")).collect();
    assert_eq!(divide.len(), 21, "20 moves and the total:\n{text}");
    assert!(divide.contains(&"e2e4: 20"));
    assert_eq!(text.lines().last(), Some("Nodes searched: 400"));
}

#[test]
fn perft_writes_chess960_castling_as_king_takes_rook_when_asked() {
    // The king on g1 castles short without moving and long onto c1.
    let fen = "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1";
    let text = stdout(&ply(&["perft", "1", "--divide", "--chess960", "--fen", fen]));
    assert!(text.contains("g1h1: 1") && text.contains("g1b1: 1"), "{text}");
    assert!(text.ends_with("Nodes searched: 24\n"));
    let text = stdout(&ply(&["perft", "1", "--divide", "--fen", fen]));
    assert!(text.contains("g1g1: 1") && text.contains("g1c1: 1"), "{text}");
}

#[test]
fn perft_without_bulk_counting_gives_the_same_count() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert!(stdout(&ply(&["perft", "3", "--no-bulk", "--fen", fen])).ends_with("Nodes searched: 97862\n"));
}

#[test]
fn a_bad_fen_is_refused_with_a_message_and_a_failure_code() {
    let output = ply(&["perft", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("white has no king"));
}

#[test]
fn game_reads_uci_and_san_mixed_and_reports_the_mate() {
    let output = ply(&["game", "f2f3", "e5", "g4", "Qh4#"]);
    assert!(output.status.success());
    let game = json(&output);
    assert_eq!(game["san"], serde_json::json!(["f3", "e5", "g4", "Qh4#"]));
    assert_eq!(game["uci"], serde_json::json!(["f2f3", "e7e5", "g2g4", "d8h4"]));
    assert_eq!(game["legal_moves"], serde_json::json!([]));
    assert_eq!(game["outcome"]["result"], "0-1");
    assert_eq!(game["outcome"]["reason"], "checkmate");
}

#[test]
fn game_lists_the_legal_moves_of_an_ongoing_game() {
    let game = json(&ply(&["game", "e4"]));
    assert_eq!(game["legal_moves"].as_array().map(Vec::len), Some(20));
    assert_eq!(game["outcome"]["result"], "*");
    assert_eq!(game["outcome"]["reason"], Value::Null);
    assert_eq!(game["fen"], "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

#[test]
fn game_refuses_an_illegal_move_with_its_reason_and_exit_code_1() {
    let output = ply(&["game", "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Nf3", "Nf6", "Bc4", "Bc5", "O-O"]);
    assert_eq!(output.status.code(), Some(1));
    let refusal = json(&output);
    assert_eq!(refusal["card"], "castling");
    assert!(refusal["why"].as_str().is_some_and(|why| why.contains("king has moved")), "{refusal}");
    assert!(refusal["error"].as_str().is_some_and(|error| error.contains("O-O")));
}

#[test]
fn game_reports_a_threefold_repetition() {
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];
    let game = json(&ply(&[&["game"], &moves[..]].concat()));
    assert_eq!(game["outcome"]["result"], "1/2-1/2");
    assert_eq!(game["outcome"]["reason"], "threefold_repetition");
}

#[test]
fn game_starts_chess960_by_number_and_writes_castling_as_king_takes_rook() {
    let game = json(&ply(&["game", "--chess960", "518", "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"]));
    assert_eq!(game["uci"][6], "e1h1");
    assert_eq!(game["san"][6], "O-O");
}

const TWO_GAMES_AND_A_BAD_ONE: &str = "[Event \"Scholar\"]\n[White \"A\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 \
    4. Qxf7# 1-0\n\n[Event \"Short\"]\n\n1. d4 d5 {a comment} 2. c4 (2. Nf3) 2... e6 *\n\n[Event \"Bad\"]\n\n1. e4 Ke7 *\n";

#[test]
fn pgn_prints_each_game_as_json_and_reports_a_bad_one_with_its_line() {
    let output = ply_with_input(&["pgn"], TWO_GAMES_AND_A_BAD_ONE);
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    let lines: Vec<Value> = text.lines().map(|line| serde_json::from_str(line).expect("JSON")).collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0]["tags"]["Event"], "Scholar");
    assert_eq!(lines[0]["outcome"]["reason"], "checkmate");
    assert_eq!(lines[0]["uci"][6], "h5f7");
    assert_eq!(lines[1]["uci"], serde_json::json!(["d2d4", "d7d5", "c2c4", "e7e6"]));
    assert_eq!(lines[1]["outcome"]["result"], "*");
    assert_eq!(lines[2]["line"], 12);
    assert!(lines[2]["error"].as_str().is_some_and(|e| e.contains("Ke7")));
}

#[test]
fn pgn_export_writes_games_that_read_back_the_same() {
    let exported = stdout(&ply_with_input(&["pgn", "--export"], TWO_GAMES_AND_A_BAD_ONE));
    assert!(exported.contains("[Result \"1-0\"]") && exported.contains("4. Qxf7# 1-0"), "{exported}");
    let again = stdout(&ply_with_input(&["pgn", "--export"], &exported));
    assert_eq!(again, exported);
}

#[test]
fn play_runs_a_pass_and_play_game_to_mate_from_typed_moves() {
    let output = ply_with_input(&["play", "--pass-and-play", "--no-color"], "f3\ne7 e5\ng2g4\nQh4\npgn\nquit\n");
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("Checkmate. Black wins."), "{text}");
    assert!(text.contains("2. g4 Qh4# 0-1"), "{text}");
}

#[test]
fn play_explains_a_refused_move_and_plays_the_computers_reply() {
    let output = ply_with_input(&["play", "--level", "Beginner", "--no-color"], "e2 e5\ne4\nquit\n");
    let text = stdout(&output);
    assert!(text.contains("Not allowed:") && text.contains("rule card: pawn"), "{text}");
    assert!(text.contains("1. e4 "), "the computer answered:\n{text}");
}
