//! Properties of positions along random games: the incremental Zobrist key equals the one computed
//! from scratch, FEN (X-FEN and Shredder-FEN) reads back to the same position, the counting move
//! generator agrees with the listing one, whether a move gives check is known without playing it,
//! and reading any text as FEN never panics.

use ply_core::rules::{Position, Setup, chess960};
use proptest::collection::vec;
use proptest::prelude::*;

/// Starting points besides the standard start: castling, en passant and promotion come quickly.
const STARTS: [&str; 3] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
];

fn start(choice: usize) -> Position {
    match choice % 5 {
        0 => Position::new(),
        1 => chess960::start_position((choice / 5 % 960) as u16).expect("numbers below 960"),
        n => Position::from_fen(STARTS[n - 2]).expect("valid FEN"),
    }
}

/// Checks every property at one position.
fn check(position: &Position) -> Result<(), TestCaseError> {
    let fen = position.fen();
    prop_assert_eq!(position.hash(), position.hash_from_scratch(), "key of {}", fen);
    prop_assert_eq!(Position::from_fen(&fen), Ok(*position), "X-FEN {}", fen);
    let shredder = position.shredder_fen();
    prop_assert_eq!(Position::from_fen(&shredder), Ok(*position), "Shredder-FEN {}", shredder);
    prop_assert_eq!(position.count_legal_moves(), position.legal_moves().len(), "count in {}", fen);
    for &mv in position.legal_moves().iter() {
        prop_assert_eq!(position.gives_check(mv), position.after(mv).is_check(), "{:?} in {}", mv, fen);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn keys_fen_and_move_counts_hold_along_random_games(first in 0usize..5000, choices in vec(0usize..1000, 0..120)) {
        let mut position = start(first);
        check(&position)?;
        for choice in choices {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position.play_unchecked(moves[choice % moves.len()]);
            check(&position)?;
        }
    }

    #[test]
    fn any_text_reads_as_a_setup_or_an_error(text in ".*") {
        let _ = Setup::from_fen(&text);
        let _ = Position::from_fen(&text);
    }

    #[test]
    fn fen_like_text_reads_as_a_position_or_an_error(
        text in "[pnbrqkPNBRQK1-8/]{8,40} [wb] [KQkqA-Ha-h-]{1,4} ([a-h][36]|-)( [0-9]{1,3} [0-9]{1,3})?"
    ) {
        if let Ok(position) = Position::from_fen(&text) {
            check(&position)?;
        }
    }
}
