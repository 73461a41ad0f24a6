//! The illustrated rule cards: a title, short paragraphs, diagrams whose marks come from the move
//! generator, and practice tasks the core checks ([`RulePractice`]). Every why-not reason links to
//! a card by its id.
//!
//! ```
//! use ply_core::cards;
//! use ply_core::i18n::Language;
//!
//! let knight = cards::card("knight", Language::English).unwrap();
//! assert_eq!(knight.title, "The knight");
//! let dots = knight.diagrams[0].squares.iter().filter(|square| square.legal_target).count();
//! assert_eq!(dots, 8);
//! ```

mod catalog;
mod diagram;
mod goal;
mod practice;

pub use diagram::{Arrow, Diagram};
pub use practice::{Feedback, PracticeError, PracticeView, RulePractice};

use crate::i18n::{Language, format};
use catalog::{CARDS, CardSpec};

/// One rule card, in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleCard {
    /// The stable id (`en_passant`) that why-not reasons link to.
    pub id: String,
    /// The title.
    pub title: String,
    /// The text, a paragraph at a time.
    pub paragraphs: Vec<String>,
    /// The board pictures.
    pub diagrams: Vec<Diagram>,
    /// The tasks to try on a practice board ([`RulePractice::new`] takes the index).
    pub tasks: Vec<PracticeTask>,
}

/// A practice task as a card lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeTask {
    /// What it asks for, in words.
    pub goal: String,
    /// How many correct moves it takes.
    pub steps: u32,
}

/// Every card in `language`, in the order a beginner reads them.
pub fn all(language: Language) -> Vec<RuleCard> {
    CARDS.iter().map(|spec| build(spec, language)).collect()
}

/// The card with this id in `language`, if there is one.
pub fn card(id: &str, language: Language) -> Option<RuleCard> {
    CARDS.iter().find(|spec| spec.id == id).map(|spec| build(spec, language))
}

/// The Fluent message that holds a card's texts: `card-en-passant` for `en_passant`.
fn message_id(card_id: &str) -> String {
    format!("card-{}", card_id.replace('_', "-"))
}

fn build(spec: &CardSpec, language: Language) -> RuleCard {
    let id = message_id(spec.id);
    let text = |attribute: &str, args: &[(&str, crate::i18n::Arg)]| {
        format(language, &id, Some(attribute), args).unwrap_or_else(|| format!("{id}.{attribute}"))
    };
    RuleCard {
        id: spec.id.to_owned(),
        title: format(language, &id, None, &[]).unwrap_or_else(|| id.clone()),
        paragraphs: (1..).map_while(|n| format(language, &id, Some(&format!("p{n}")), &[])).collect(),
        diagrams: spec
            .diagrams
            .iter()
            .enumerate()
            .filter_map(|(i, diagram)| diagram::build(diagram, language, text(&format!("diagram{}", i + 1), &[])).ok())
            .collect(),
        tasks: spec
            .tasks
            .iter()
            .enumerate()
            .map(|(i, task)| PracticeTask {
                goal: text(&format!("task{}", i + 1), &task.goal.text_args(0)),
                steps: task.goal.steps() as u32,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, RULE_CARD_IDS, Square};

    /// The squares named in `text`: a file letter and a rank digit standing alone, or after a piece
    /// letter or a capture's x, as in `Nf3` and `exd6`.
    fn squares_named(text: &str) -> Vec<Square> {
        let chars: Vec<char> = text.chars().collect();
        (0..chars.len().saturating_sub(1))
            .filter(|&i| {
                let before = i.checked_sub(1).map(|j| chars[j]);
                let after = chars.get(i + 2);
                let starts_word = before.is_none_or(|c| !c.is_alphanumeric() || c == 'x' || c.is_ascii_uppercase());
                starts_word && after.is_none_or(|c| !c.is_alphanumeric())
            })
            .filter_map(|i| chars[i..i + 2].iter().collect::<String>().parse().ok())
            .collect()
    }

    /// Every square a diagram shows something on: a piece, a dot, a ring, a cross, an arrow's end
    /// or a highlight.
    fn shown(diagram: &Diagram) -> Vec<Square> {
        let marked = diagram.squares.iter().filter(|s| s.piece.is_some() || s.legal_target || s.capture_target);
        let mut squares: Vec<Square> = marked.map(|s| s.square).collect();
        squares.extend(&diagram.crosses);
        squares.extend(diagram.arrows.iter().flat_map(|arrow| [arrow.from, arrow.to]));
        squares.extend(&diagram.highlights);
        squares
    }

    #[test]
    fn squares_are_found_in_words_and_in_notation_but_not_inside_other_words() {
        use Square::*;
        assert_eq!(squares_named("from e4 (and d5), Nf3, exd6, e8=Q+"), [E4, D5, F3, D6, E8]);
        assert!(squares_named("Chess960 has a 1, 3, 3, 5, 9 scale; be4ch").is_empty());
    }

    #[test]
    fn every_card_a_reason_links_to_exists() {
        for id in RULE_CARD_IDS {
            assert!(card(id, Language::English).is_some(), "no card {id}");
        }
    }

    #[test]
    fn the_cards_cover_every_rule_the_issue_lists_once_each() {
        let ids: Vec<String> = all(Language::English).into_iter().map(|card| card.id).collect();
        let wanted = [
            "board_setup",
            "moving",
            "capturing",
            "pawn",
            "knight",
            "bishop",
            "rook",
            "queen",
            "king",
            "check",
            "checkmate",
            "stalemate",
            "pins",
            "castling",
            "en_passant",
            "promotion",
            "draws",
            "piece_values",
            "notation",
            "touch_move",
            "beginner_mistakes",
            "chess960",
        ];
        assert_eq!(ids, wanted);
    }

    #[test]
    fn every_card_has_its_words_and_every_diagram_its_position_in_every_language() {
        for language in Language::ALL {
            for spec in CARDS {
                let card = build(spec, language);
                let id = message_id(spec.id);
                assert_ne!(card.title, id, "{} lacks {id}", language.tag());
                assert!(card.paragraphs.len() >= 2, "{} {id}", language.tag());
                assert_eq!(card.diagrams.len(), spec.diagrams.len(), "{id}: a diagram's FEN does not read");
                let texts = card.diagrams.iter().map(|d| &d.caption).chain(card.tasks.iter().map(|t| &t.goal));
                for text in texts {
                    assert!(!text.starts_with(&id), "{} lacks {text}", language.tag());
                }
            }
        }
    }

    #[test]
    fn a_cards_text_names_only_squares_its_diagrams_show() {
        for language in Language::ALL {
            for card in all(language) {
                let shown: Vec<Square> = card.diagrams.iter().flat_map(shown).collect();
                let texts =
                    [&card.title].into_iter().chain(&card.paragraphs).chain(card.diagrams.iter().map(|d| &d.caption));
                for text in texts {
                    for square in squares_named(text) {
                        assert!(
                            shown.contains(&square),
                            "{} {}: {square} is on no diagram: {text}",
                            language.tag(),
                            card.id
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_tasks_goal_names_only_squares_with_a_piece_or_a_move_in_its_position() {
        for language in Language::ALL {
            for spec in CARDS {
                for (index, task) in spec.tasks.iter().enumerate() {
                    let position = Position::from_fen(task.fen).unwrap();
                    let mut shown: Vec<Square> =
                        Square::ALL.into_iter().filter(|s| position.piece_at(*s).is_some()).collect();
                    for mv in position.legal_moves().iter() {
                        let castling = position.is_castling(*mv).then(|| position.castling_squares(*mv).1);
                        shown.extend([mv.to].into_iter().chain(castling));
                    }
                    for step in 0..task.goal.steps() {
                        let attribute = format!("task{}", index + 1);
                        let goal = format(language, &message_id(spec.id), Some(&attribute), &task.goal.text_args(step));
                        for square in squares_named(&goal.unwrap_or_default()) {
                            assert!(shown.contains(&square), "{} {} {attribute}: {square}", language.tag(), spec.id);
                        }
                    }
                }
            }
        }
    }
}
