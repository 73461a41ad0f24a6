//! `ply rules` as a reader and a learner use it: the list, a card with its diagrams, a practice task
//! played from standard input.

mod common;

use common::{ply_with_input as ply, stdout};

/// The rows of the first board drawn in `text` (the eight lines that start with a rank number).
fn first_board(text: &str) -> Vec<&str> {
    let start = text.lines().position(|line| line.starts_with(" 8 ")).expect("a board");
    text.lines().skip(start).take(8).collect()
}

fn count(board: &[&str], mark: char) -> usize {
    board.iter().map(|row| row.chars().skip(3).filter(|c| *c == mark).count()).sum()
}

#[test]
fn rules_lists_every_card_by_id_and_title() {
    let output = ply(&["rules"], "");
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 22, "{text}");
    assert!(text.lines().any(|line| line.starts_with("en_passant") && line.contains("En passant")), "{text}");
}

#[test]
fn rules_draws_a_cards_diagram_with_dots_from_the_move_generator() {
    let text = stdout(&ply(&["rules", "knight"], ""));
    assert!(text.starts_with("The knight\n"), "{text}");
    let board = first_board(&text);
    assert_eq!(count(&board, '*'), 8, "{}", board.join("\n"));
    assert!(board[4].contains("(N)"), "the knight on d4 is the diagram's piece:\n{}", board.join("\n"));
    assert!(text.contains("Practice (ply rules --practice knight):"), "{text}");
}

#[test]
fn rules_draws_rings_on_captures_and_crosses_where_a_rule_forbids_the_move() {
    let capturing = first_board(&stdout(&ply(&["rules", "capturing"], ""))).join("\n");
    assert_eq!(count(&capturing.lines().collect::<Vec<_>>(), 'x'), 2, "{capturing}");
    let pins = first_board(&stdout(&ply(&["rules", "pins"], ""))).join("\n");
    assert_eq!(count(&pins.lines().collect::<Vec<_>>(), '#'), 9, "{pins}");
    assert_eq!(count(&pins.lines().collect::<Vec<_>>(), '*'), 0, "{pins}");
}

#[test]
fn rules_refuses_an_unknown_card_with_exit_code_1() {
    let output = ply(&["rules", "bughouse"], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no rule card `bughouse`"));
    let output = ply(&["rules", "--lang", "xx"], "");
    assert!(!output.status.success());
}

#[test]
fn rules_practice_answers_a_wrong_move_and_stops_when_solved() {
    let output = ply(&["rules", "--practice", "en_passant"], "exd6\nexf6\nKe2\n");
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("Capture en passant."), "{text}");
    assert!(text.contains("That is a legal move, but not an en passant capture."), "{text}");
    assert!(text.trim_end().ends_with("Black to move"), "it stops once solved:\n{text}");
    assert!(text.contains("Solved!"), "{text}");
}

#[test]
fn rules_practice_explains_an_illegal_move_and_links_its_card() {
    let text = stdout(&ply(&["rules", "--practice", "pins"], "e3 d5\nquit\n"));
    assert!(text.contains("The knight on e3 is pinned to your king by the queen on e7. (rule card: pins)"), "{text}");
}

#[test]
fn rules_practice_asks_for_the_promotion_piece() {
    let output = ply(&["rules", "--practice", "promotion"], "e7 e8\nq\ne7 e8\nn\n");
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("Promote to (q, r, b, n)?"), "{text}");
    assert!(text.contains("The pawn became a queen, but the task asks for a knight."), "{text}");
    assert!(text.contains("Solved!"), "{text}");
}

#[test]
fn rules_practice_counts_the_steps_of_a_task() {
    let text = stdout(&ply(&["rules", "--practice", "check"], "Ne2\nKd1\nBxe5\n"));
    assert!(text.contains("Step 1 of 3") && text.contains("Step 3 of 3"), "{text}");
    assert!(text.contains("Solved!"), "{text}");
}

#[test]
fn rules_practice_left_unsolved_exits_with_code_1() {
    let output = ply(&["rules", "--practice", "checkmate"], "Re7\n");
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("That move does not even give check."));
}

#[test]
fn rules_speak_the_language_asked_for() {
    let text = stdout(&ply(&["rules", "--lang", "ru", "knight"], ""));
    assert!(text.starts_with("Конь\n"), "{text}");
    assert!(text.contains("С поля d4 конь достаёт до восьми полей."), "{text}");
    let text = stdout(&ply(&["rules", "--lang", "pl"], ""));
    assert!(text.lines().any(|line| line.starts_with("castling") && line.contains("Roszada")), "{text}");
    let text = stdout(&ply(&["rules", "--lang", "bg", "--practice", "en_passant"], "exd6\nexf6\n"));
    assert!(text.contains("Това е позволен ход, но не е вземане ан пасан."), "{text}");
    assert!(text.contains("Решено!"), "{text}");
}

/// Everything `ply rules` prints in `tag` around the cards: the list, a card with arrows and a
/// practice line, a practice task with a wrong move, a bad promotion letter, and an unknown card.
fn terminal_words(tag: &str) -> String {
    let mut text = stdout(&ply(&["rules", "--lang", tag], ""));
    text += &stdout(&ply(&["rules", "--lang", tag, "check"], ""));
    text += &stdout(&ply(&["rules", "--lang", tag, "--practice", "pins"], "e3 d5\nquit\n"));
    text += &stdout(&ply(&["rules", "--lang", tag, "--practice", "promotion"], "e7 e8\nz\nquit\n"));
    text += &String::from_utf8_lossy(&ply(&["rules", "--lang", tag, "bughouse"], "").stderr);
    text
}

#[test]
fn the_terminals_own_words_around_the_cards_are_in_the_language_asked_for() {
    use ply_core::i18n::{Language, Msg, tr};
    let english = [
        "may move there",
        "arrows:",
        "(practice)",
        "Practice (",
        "Type a move",
        "Promote to",
        "cannot become",
        "rule card",
        "lists them",
    ];
    for language in [Language::Polish, Language::Russian, Language::Bulgarian] {
        let text = terminal_words(language.tag());
        for fragment in english {
            assert!(!text.contains(fragment), "{}: `{fragment}` in\n{text}", language.tag());
        }
        for msg in
            [Msg::TerminalLegend, Msg::TerminalPracticeHelp, Msg::TerminalPromotePrompt, Msg::TerminalNotAPromotion]
        {
            let words = tr(language, msg, &[]);
            assert!(text.contains(&words), "{}: no `{words}` in\n{text}", language.tag());
        }
        let practice = format!("(ply rules --lang {} --practice check):", language.tag());
        assert!(text.contains(&practice), "{}: the practice line gives no command to copy:\n{text}", language.tag());
    }
    let english_text = terminal_words("en");
    for fragment in english {
        assert!(english_text.contains(fragment), "en: no `{fragment}` in\n{english_text}");
    }
}
