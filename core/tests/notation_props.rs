//! Move notation checked against the move generator: along random games, every legal move reads
//! back from its SAN and from its UCI, and reading any text at all returns a legal move or an error.

use std::fs;
use std::path::PathBuf;

use ply_core::rules::{Move, Position, chess960};
use proptest::collection::vec;
use proptest::prelude::*;

/// Positions the random games start from, besides the standard and the Chess960 starts.
const STARTS: [&str; 7] = [
    // Castling both ways, pins, en passant and promotions within a few moves ("Kiwipete").
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Rooks and pawns, with en passant captures that would expose the king.
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    // Promotions on both sides, with and without capture.
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
    // Chess960: king on g1 between its rooks on f1 and h1.
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    // Chess960: castling where the king does not move, or moves a single square.
    "r5kr/8/8/8/8/8/8/R5KR w HAha - 0 1",
    "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1",
    // Many pieces of a kind: queens and knights that need telling apart.
    "4k3/8/1Q3Q2/8/1N3N2/8/1Q3Q2/4K3 w - - 0 1",
];

fn start(index: usize) -> Position {
    Position::from_fen(STARTS[index]).unwrap_or_else(|e| panic!("{}: {e}", STARTS[index]))
}

/// Whether `mv` is a castling whose king travels less than two files to a square other than its
/// rook's: that king-destination UCI form (`g1g1`, `b1c1`) is no castling, by design.
fn king_destination_is_not_castling(position: &Position, mv: Move) -> bool {
    let (_, king_to, _) = position.castling_squares(mv);
    position.is_castling(mv) && king_to != mv.to && mv.from.file().index().abs_diff(king_to.file().index()) < 2
}

/// Checks that each legal move of `position` reads back from its SAN (with and without the check
/// mark) and from both UCI forms of castling.
fn every_move_reads_back(position: &Position) -> Result<(), TestCaseError> {
    let fen = position.fen();
    for &mv in position.legal_moves().iter() {
        let san = position.san(mv);
        prop_assert_eq!(position.parse_san(&san), Ok(mv), "SAN `{}` in {}", san, fen);
        let bare = san.trim_end_matches(['+', '#']);
        prop_assert_eq!(position.parse_san(bare), Ok(mv), "SAN `{}` in {}", bare, fen);
        let uci = position.to_uci(mv, true);
        prop_assert_eq!(position.parse_uci(&uci), Ok(mv), "UCI `{}` in {}", uci, fen);
        let uci = position.to_uci(mv, false);
        if king_destination_is_not_castling(position, mv) {
            prop_assert_ne!(position.parse_uci(&uci), Ok(mv), "UCI `{}` in {}", uci, fen);
        } else {
            prop_assert_eq!(position.parse_uci(&uci), Ok(mv), "UCI `{}` in {}", uci, fen);
        }
    }
    Ok(())
}

/// Plays a game from `position`, each move picked by a choice modulo the number of legal moves,
/// checking every position on the way.
fn random_game(mut position: Position, choices: &[usize]) -> Result<(), TestCaseError> {
    for choice in choices {
        every_move_reads_back(&position)?;
        let moves = position.legal_moves();
        if moves.is_empty() {
            return Ok(());
        }
        position.play_unchecked(moves[choice % moves.len()]);
    }
    every_move_reads_back(&position)
}

/// Checks that whatever `text` is, reading it gives either an error or a legal move.
fn reading_gives_a_legal_move_or_an_error(position: &Position, text: &str) -> Result<(), TestCaseError> {
    if let Ok(mv) = position.parse_san(text) {
        prop_assert!(position.is_legal(mv), "SAN `{}` gave {:?} in {}", text, mv, position.fen());
    }
    if let Ok(mv) = position.parse_uci(text) {
        prop_assert!(position.is_legal(mv), "UCI `{}` gave {:?} in {}", text, mv, position.fen());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_move_reads_back_along_random_games_from_the_start(choices in vec(any::<usize>(), 0..80)) {
        random_game(Position::new(), &choices)?;
    }

    #[test]
    fn every_move_reads_back_along_random_games_from_tricky_positions(
        index in 0..STARTS.len(),
        choices in vec(any::<usize>(), 0..60),
    ) {
        random_game(start(index), &choices)?;
    }

    #[test]
    fn every_move_reads_back_along_random_chess960_games(number in 0..chess960::COUNT, choices in vec(any::<usize>(), 0..60)) {
        random_game(chess960::start_position(number).unwrap(), &choices)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_text_at_all_reads_as_a_legal_move_or_an_error(index in 0..STARTS.len(), text in ".*") {
        reading_gives_a_legal_move_or_an_error(&start(index), &text)?;
        reading_gives_a_legal_move_or_an_error(&Position::new(), &text)?;
    }

    #[test]
    fn chess_like_text_reads_as_a_legal_move_or_an_error(
        index in 0..STARTS.len(),
        text in "[KQRBNa-h1-8xO0=+#-]{0,8}",
    ) {
        reading_gives_a_legal_move_or_an_error(&start(index), &text)?;
        reading_gives_a_legal_move_or_an_error(&Position::new(), &text)?;
    }

    #[test]
    fn uci_like_text_reads_as_a_legal_move_or_an_error(index in 0..STARTS.len(), text in "[a-h1-8qrbnkQ0]{0,6}") {
        reading_gives_a_legal_move_or_an_error(&start(index), &text)?;
    }
}

/// Every position of the perft data files, and every position one move after it.
fn perft_positions() -> Vec<Position> {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
    let mut positions = Vec::new();
    for file in ["standard.perft", "chess960.perft", "tricky.perft"] {
        let path = data.join(file);
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        for line in text.lines().filter(|line| !line.trim().is_empty() && !line.starts_with('#')) {
            let fen = line.split(';').next().unwrap_or_default().trim();
            let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            positions.extend(position.legal_moves().iter().map(|mv| position.after(*mv)));
            positions.push(position);
        }
    }
    positions
}

#[test]
fn every_move_reads_back_in_the_perft_positions_and_one_move_later() {
    for position in perft_positions() {
        every_move_reads_back(&position).unwrap_or_else(|e| panic!("{e}"));
    }
}
