//! The review after a game: a `GameReviewer` runs the core's review off the UI thread, reports its
//! progress and can be cancelled; its answer is a `ReviewView` the shells draw.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use ply_core::i18n::{Arg, Language, Msg, tr};
use ply_core::review::{self as core, ReviewBudget, ReviewError, Reviewer};
use ply_core::rules::{Game, read_pgn};

use crate::FfiError;
use crate::cards::Arrow;
use crate::labels::language;
use crate::view::{Side, SquareView, index, square_view};

/// A move's mark in a review.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum MoveMark {
    /// The engine's own choice.
    Best,
    /// Keeps the chances.
    Good,
    /// Gives away a little (5 to 10 points of winning chance).
    Inaccuracy,
    /// Gives away more (10 to 15 points).
    Mistake,
    /// Gives away the game, or most of it (15 points or more).
    Blunder,
}

impl From<core::MoveClass> for MoveMark {
    fn from(class: core::MoveClass) -> MoveMark {
        match class {
            core::MoveClass::Best => MoveMark::Best,
            core::MoveClass::Good => MoveMark::Good,
            core::MoveClass::Inaccuracy => MoveMark::Inaccuracy,
            core::MoveClass::Mistake => MoveMark::Mistake,
            core::MoveClass::Blunder => MoveMark::Blunder,
        }
    }
}

/// One reviewed move.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReviewedMove {
    /// Its index in the game (0 for White's first move).
    pub ply: u32,
    /// Who played it.
    pub side: Side,
    /// The move with its number and annotation: `19. Nf3?`.
    pub label: String,
    /// Its mark.
    pub mark: MoveMark,
    /// The mark in words: `Mistake`.
    pub mark_text: String,
    /// What happened and why, one sentence each; empty for good moves.
    pub sentences: Vec<String>,
    /// The 64 squares before the move.
    pub squares: Vec<SquareView>,
    /// The move played, as an arrow.
    pub played: Arrow,
    /// The better move, as an arrow, when the move was not the best.
    pub better: Option<Arrow>,
}

/// A finished review, as the Review screen draws it.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ReviewView {
    /// The screen's title.
    pub title: String,
    /// Every move, in order.
    pub moves: Vec<ReviewedMove>,
    /// The indices in `moves` of the inaccuracies, mistakes and blunders.
    pub key_moments: Vec<u32>,
    /// White's winning chance (0 to 1) at the start and after each move: the graph's points.
    pub graph: Vec<f32>,
    /// A line for a game without key moments; empty otherwise.
    pub summary: String,
}

impl From<core::ReviewView> for ReviewView {
    fn from(view: core::ReviewView) -> ReviewView {
        let arrow = |(from, to)| Arrow { from: index(from), to: index(to) };
        ReviewView {
            title: view.title,
            moves: view
                .moves
                .into_iter()
                .map(|reviewed| ReviewedMove {
                    ply: reviewed.ply as u32,
                    side: reviewed.side.into(),
                    label: reviewed.label,
                    mark: reviewed.class.into(),
                    mark_text: reviewed.class_text,
                    sentences: reviewed.sentences,
                    squares: reviewed.squares.into_iter().map(square_view).collect(),
                    played: arrow(reviewed.played),
                    better: reviewed.better.map(arrow),
                })
                .collect(),
            key_moments: view.key_moments.into_iter().map(|index| index as u32).collect(),
            graph: view.graph.into_iter().map(|chance| chance as f32).collect(),
            summary: view.summary,
        }
    }
}

/// How far a review has got.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewProgress {
    /// Moves reviewed.
    pub done: u32,
    /// Moves in all.
    pub total: u32,
    /// The progress in words: `Reviewing move 12 of 40`.
    pub text: String,
}

/// Reviews one game. `run` searches for seconds: call it off the UI thread; `progress` and
/// `cancel` may be called from any thread meanwhile.
#[derive(uniffi::Object)]
pub struct GameReviewer {
    game: Game,
    language: Language,
    budget: ReviewBudget,
    done: AtomicU32,
    stop: AtomicBool,
    reviewer: Mutex<Option<Reviewer>>,
}

impl GameReviewer {
    /// A reviewer of `game` with texts in `language`, at the phone's budget.
    pub(crate) fn of_game(game: Game, language: Language) -> Arc<GameReviewer> {
        Arc::new(GameReviewer {
            game,
            language,
            budget: ReviewBudget::PHONE,
            done: AtomicU32::new(0),
            stop: AtomicBool::new(false),
            reviewer: Mutex::new(None),
        })
    }
}

#[uniffi::export]
impl GameReviewer {
    /// A reviewer of the first game of `pgn`; a game that does not read gives `InvalidPgn` with
    /// its line and column. A game without moves gives an empty review.
    #[uniffi::constructor]
    pub fn from_pgn(pgn: String, language_tag: String) -> Result<Arc<GameReviewer>, FfiError> {
        let game = match read_pgn(&pgn).next() {
            Some(Ok(game)) => game.game,
            Some(Err(error)) => {
                return Err(FfiError::InvalidPgn {
                    line: error.line as u32,
                    column: error.column as u32,
                    reason: error.kind.to_string(),
                });
            }
            None => Game::new(),
        };
        Ok(GameReviewer::of_game(game, language(&language_tag)))
    }

    /// Reviews the game: blocks until done, or until `cancel` (then `ReviewCancelled`).
    pub fn run(&self) -> Result<ReviewView, FfiError> {
        let mut slot = self.reviewer.lock().unwrap_or_else(PoisonError::into_inner);
        let reviewer = slot.get_or_insert_with(|| Reviewer::new(self.budget));
        let review = reviewer
            .review(&self.game, &self.stop, |done, _| self.done.store(done as u32, Ordering::Relaxed))
            .map_err(|ReviewError::Cancelled| FfiError::ReviewCancelled)?;
        Ok(core::ReviewView::new(&review, self.language).into())
    }

    /// How far the review has got.
    pub fn progress(&self) -> ReviewProgress {
        let done = self.done.load(Ordering::Relaxed);
        let total = self.game.moves().len() as u32;
        let args = [("done", Arg::Number(done.into())), ("total", Arg::Number(total.into()))];
        ReviewProgress { done, total, text: tr(self.language, Msg::ReviewProgress, &args) }
    }

    /// Stops a review in progress (`run` then returns `ReviewCancelled`), and any later one.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use std::thread;
    use std::time::{Duration, Instant};

    use super::*;

    #[test]
    fn a_pgn_game_is_reviewed_with_its_blunder_marked_and_explained() {
        let reviewer = GameReviewer::from_pgn("1. f3 e5 2. g4 Qh4# 0-1".into(), "en".into()).unwrap();
        let view = reviewer.run().unwrap();
        assert_eq!(view.moves.len(), 4);
        assert_eq!(view.graph.len(), 5);
        let blunder = &view.moves[2];
        assert_eq!((blunder.mark, blunder.label.as_str()), (MoveMark::Blunder, "2. g4??"));
        assert_eq!(blunder.sentences[0], "After 2. g4??, Black mates at once with 2…Qh4#.");
        assert_eq!(view.key_moments.iter().filter(|&&index| index == 2).count(), 1);
        assert_eq!(reviewer.progress(), ReviewProgress { done: 4, total: 4, text: "Reviewing move 4 of 4".into() });
    }

    #[test]
    fn bad_pgn_is_a_typed_error_with_its_place_and_an_empty_game_an_empty_review() {
        let error = GameReviewer::from_pgn("1. e4 e5 2. Ke3".into(), "en".into()).err().unwrap();
        assert!(matches!(error, FfiError::InvalidPgn { line: 1, column: 13, .. }), "{error:?}");
        let empty = GameReviewer::from_pgn(String::new(), "pl".into()).unwrap().run().unwrap();
        assert!(empty.moves.is_empty() && empty.key_moments.is_empty());
        assert_eq!(empty.graph.len(), 1);
        assert!(!empty.summary.is_empty());
    }

    #[test]
    fn a_review_cancelled_from_another_thread_stops_with_a_typed_error() {
        let pgn = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O \
                   9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6";
        let reviewer = GameReviewer::from_pgn(pgn.into(), "en".into()).unwrap();
        let running = thread::spawn({
            let reviewer = Arc::clone(&reviewer);
            move || reviewer.run()
        });
        let start = Instant::now();
        while reviewer.progress().done == 0 && start.elapsed() < Duration::from_secs(30) {
            thread::sleep(Duration::from_millis(1));
        }
        reviewer.cancel();
        assert_eq!(running.join().unwrap(), Err(FfiError::ReviewCancelled));
        assert!(reviewer.progress().done < reviewer.progress().total);
    }
}
