//! PGN checked against itself: random games written out read back as the same games, and reading
//! any text at all returns games and errors, never a panic.

use ply_core::rules::{Game, PgnGame, PgnResult, Position, chess960, read_pgn, write_pgn};
use proptest::collection::vec;
use proptest::prelude::*;

/// Plays moves picked by choices modulo the number of legal moves, until the choices run out or
/// the game ends.
fn playout(mut game: Game, choices: &[usize]) -> Game {
    for choice in choices {
        let moves = game.position().legal_moves();
        if game.outcome().is_some() || moves.is_empty() {
            break;
        }
        game.play(moves[choice % moves.len()]).expect("a legal move");
    }
    game
}

/// The one game `pgn` holds, which must read well.
fn read_back(pgn: &str) -> Result<PgnGame, TestCaseError> {
    let mut games = read_pgn(pgn);
    let game = games.next().ok_or_else(|| TestCaseError::fail(format!("no game in\n{pgn}")))?;
    let game = game.map_err(|error| TestCaseError::fail(format!("{error} in\n{pgn}")))?;
    prop_assert!(games.next().is_none(), "more than one game in\n{}", pgn);
    Ok(game)
}

/// Checks that `game` written with `tags` reads back as the same game with the same result and
/// tags, with no movetext line over 80 columns, and writes again as the same text.
fn round_trip(game: &Game, tags: &[(String, String)]) -> Result<(), TestCaseError> {
    let pgn = write_pgn(game, tags);
    let read = read_back(&pgn)?;
    prop_assert_eq!(read.game.start(), game.start(), "in\n{}", pgn);
    prop_assert_eq!(read.game.moves(), game.moves(), "in\n{}", pgn);
    prop_assert_eq!(read.game.outcome(), game.outcome(), "in\n{}", pgn);
    prop_assert_eq!(read.game.is_chess960(), game.is_chess960(), "in\n{}", pgn);
    prop_assert_eq!(read.result, game.outcome().map_or(PgnResult::Unknown, PgnResult::from));
    for (name, value) in tags {
        prop_assert_eq!(read.tag(name), Some(value.as_str()), "tag {} in\n{}", name, pgn);
    }
    for line in pgn.lines().filter(|line| !line.starts_with('[')) {
        prop_assert!(line.len() <= 80, "{} columns: {}", line.len(), line);
    }
    prop_assert_eq!(read.to_pgn(), pgn);
    Ok(())
}

/// Tags with any printable ASCII values, quotes and backslashes among them.
fn any_tags() -> impl Strategy<Value = Vec<(String, String)>> {
    ("[ -~]{0,40}", "[ -~]{0,40}", "[ -~]{0,40}").prop_map(|(white, event, annotator)| {
        vec![("White".to_owned(), white), ("Event".to_owned(), event), ("Annotator".to_owned(), annotator)]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_standard_games_read_back_as_the_same_games(choices in vec(any::<usize>(), 0..160), tags in any_tags()) {
        round_trip(&playout(Game::new(), &choices), &tags)?;
    }

    #[test]
    fn random_chess960_games_read_back_as_the_same_games(
        number in 0..chess960::COUNT,
        choices in vec(any::<usize>(), 0..160),
    ) {
        let start = Game::chess960(number).expect("a numbered start");
        round_trip(&playout(start, &choices), &[])?;
    }

    #[test]
    fn random_games_from_set_up_positions_read_back_as_the_same_games(
        opening in vec(any::<usize>(), 1..40),
        choices in vec(any::<usize>(), 0..80),
    ) {
        let setup: Position = *playout(Game::new(), &opening).position();
        round_trip(&playout(Game::from_position(setup, false), &choices), &[])?;
    }
}

/// Reads every game of `text`, checking that errors point inside the text.
fn read_safely(text: &str) -> Result<(), TestCaseError> {
    let lines = text.split('\n').count();
    for game in read_pgn(text).take(10_000) {
        if let Err(error) = game {
            prop_assert!(error.line >= 1 && error.line <= lines, "{} of {} lines", error, lines);
            prop_assert!(error.column >= 1, "{}", error);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_text_at_all_reads_without_panicking(text in ".*") {
        read_safely(&text)?;
    }

    #[test]
    fn pgn_like_text_reads_without_panicking(
        text in r#"(\[[A-Za-z]{0,6} ?"([^"\n\\]|\\.){0,8}"?\]?\r?\n){0,3}(\n|[0-9]{1,3}\.{0,3} ?|[KQRBNa-h1-8xO0=+#!?-]{1,6} |\{[^}]{0,10}\}? |\(|\)|\$[0-9]{0,3} |; [^\n]{0,6}\n|%[^\n]{0,6}\n|1-0|0-1|1/2-1/2|\*| ){0,40}"#,
    ) {
        read_safely(&text)?;
    }
}
