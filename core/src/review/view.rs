//! What a review screen draws, in the player's language: every move with its mark and sentences,
//! the key moments, the evaluation graph's data, and for each move the board before it with the
//! move played and the better move as arrows.

use super::{GameReview, MoveClass, moment_text};
use crate::i18n::{Language, Msg, tr};
use crate::rules::{Color, Square};
use crate::session::{SquareView, square_views};

/// One reviewed move as a screen shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedMoveView {
    /// The move's index in the game (0 for White's first).
    pub ply: usize,
    /// The side that played it.
    pub side: Color,
    /// The move with its number and annotation: `19. Nf3?`.
    pub label: String,
    /// Its mark.
    pub class: MoveClass,
    /// The mark in words: `Mistake`.
    pub class_text: String,
    /// What happened and why, one sentence each (empty for good moves).
    pub sentences: Vec<String>,
    /// The board before the move.
    pub squares: Vec<SquareView>,
    /// The move played, as an arrow.
    pub played: (Square, Square),
    /// The engine's better move, when the move was not the best.
    pub better: Option<(Square, Square)>,
}

/// A whole review as a screen shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewView {
    /// The screen's title.
    pub title: String,
    /// Every move, in order.
    pub moves: Vec<ReviewedMoveView>,
    /// The indices in `moves` of the inaccuracies, mistakes and blunders.
    pub key_moments: Vec<usize>,
    /// White's winning chance (0 to 1) at the start and after each move.
    pub graph: Vec<f64>,
    /// A line for a game without key moments ("A clean game ..."); empty otherwise.
    pub summary: String,
}

impl ReviewView {
    /// The view of `review` in `language`.
    pub fn new(review: &GameReview, language: Language) -> ReviewView {
        let moves: Vec<ReviewedMoveView> = review
            .moves
            .iter()
            .map(|reviewed| {
                let text = moment_text(reviewed, language);
                ReviewedMoveView {
                    ply: reviewed.ply,
                    side: reviewed.mover(),
                    label: text.label,
                    class: reviewed.class,
                    class_text: text.class,
                    sentences: text.sentences,
                    squares: square_views(language, &reviewed.position),
                    played: (reviewed.played.from, reviewed.played.to),
                    better: reviewed.best.filter(|&best| best != reviewed.played).map(|best| (best.from, best.to)),
                }
            })
            .collect();
        let key_moments: Vec<usize> = review
            .moves
            .iter()
            .enumerate()
            .filter(|(_, reviewed)| reviewed.is_key_moment())
            .map(|(index, _)| index)
            .collect();
        let summary = if key_moments.is_empty() { tr(language, Msg::ReviewNoMistakes, &[]) } else { String::new() };
        ReviewView {
            title: tr(language, Msg::ReviewTitle, &[]),
            moves,
            key_moments,
            graph: review.white_chances.clone(),
            summary,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::super::{ReviewBudget, Reviewer};
    use super::*;
    use crate::rules::Game;

    #[test]
    fn the_view_lists_every_move_marks_the_key_moments_and_draws_the_better_move() {
        let mut game = Game::new();
        for text in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            game.play(game.position().parse_uci(text).unwrap()).unwrap();
        }
        let review =
            Reviewer::new(ReviewBudget { nodes: 20_000 }).review(&game, &AtomicBool::new(false), |_, _| {}).unwrap();
        let view = ReviewView::new(&review, Language::English);
        assert_eq!(view.title, "Review");
        assert_eq!(view.moves.len(), 4);
        assert_eq!(view.graph.len(), 5);
        assert!(view.key_moments.contains(&2));
        let blunder = &view.moves[2];
        assert_eq!(blunder.label, "2. g4??");
        assert_eq!(blunder.played, (Square::G2, Square::G4));
        assert!(blunder.better.is_some());
        assert_eq!(blunder.squares.len(), 64);
        assert!(blunder.squares[Square::G2.index()].piece.is_some(), "the board is the one before the move");
        assert!(view.summary.is_empty());
    }
}
