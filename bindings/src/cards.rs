//! The rule cards and their practice boards, for the Rules screens.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use ply_core::cards::{self as core, PracticeError};

use crate::FfiError;
use crate::labels::language;
use crate::session::square;
use crate::view::{PieceKind, PromotionView, Side, SquareView, index, square_view};

/// An arrow drawn on a diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Arrow {
    /// Where it starts.
    pub from: u8,
    /// Where it points.
    pub to: u8,
}

/// A board diagram on a card: drawn with the game's board component, small.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Diagram {
    /// The 64 squares: pieces, the subject selected, dots (`legal_target`) and rings (`capture_target`).
    pub squares: Vec<SquareView>,
    /// Squares crossed out: where the subject may not go, by a rule.
    pub crosses: Vec<u8>,
    /// Arrows.
    pub arrows: Vec<Arrow>,
    /// Highlighted squares.
    pub highlights: Vec<u8>,
    /// The caption, in the card's language.
    pub caption: String,
}

/// A practice task's summary on its card.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PracticeTask {
    /// The goal in words.
    pub goal: String,
    /// How many steps it takes.
    pub steps: u32,
}

/// One rule card.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RuleCard {
    /// Its stable id (`castling`), the one refusals link to.
    pub id: String,
    /// The title.
    pub title: String,
    /// Short paragraphs.
    pub paragraphs: Vec<String>,
    /// Its diagrams.
    pub diagrams: Vec<Diagram>,
    /// Its practice tasks.
    pub tasks: Vec<PracticeTask>,
}

impl From<core::RuleCard> for RuleCard {
    fn from(card: core::RuleCard) -> RuleCard {
        RuleCard {
            id: card.id,
            title: card.title,
            paragraphs: card.paragraphs,
            diagrams: card
                .diagrams
                .into_iter()
                .map(|d| Diagram {
                    squares: d.squares.into_iter().map(square_view).collect(),
                    crosses: d.crosses.into_iter().map(index).collect(),
                    arrows: d.arrows.into_iter().map(|a| Arrow { from: index(a.from), to: index(a.to) }).collect(),
                    highlights: d.highlights.into_iter().map(index).collect(),
                    caption: d.caption,
                })
                .collect(),
            tasks: card.tasks.into_iter().map(|t| PracticeTask { goal: t.goal, steps: t.steps }).collect(),
        }
    }
}

/// Every rule card in reading order, in the language with this tag (English if unknown).
#[uniffi::export]
pub fn rule_cards(language_tag: String) -> Vec<RuleCard> {
    core::all(language(&language_tag)).into_iter().map(RuleCard::from).collect()
}

/// The card with this id (a refusal's `card_id`), if there is one.
#[uniffi::export]
pub fn rule_card(id: String, language_tag: String) -> Option<RuleCard> {
    core::card(&id, language(&language_tag)).map(RuleCard::from)
}

/// What a practice board shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PracticeView {
    /// The card.
    pub card_id: String,
    /// The task's index on the card.
    pub task_index: u32,
    /// The squares with pieces and marks.
    pub squares: Vec<SquareView>,
    /// The side at the bottom.
    pub bottom: Side,
    /// Whose move.
    pub side_to_move: Side,
    /// A promotion waiting for a choice.
    pub pending_promotion: Option<PromotionView>,
    /// The goal in words.
    pub goal: String,
    /// The step being tried, from 1.
    pub step: u32,
    /// How many steps.
    pub steps: u32,
    /// "Step 2 of 3", when the task has several steps.
    pub step_text: Option<String>,
    /// The answer to the last attempt, in words.
    pub feedback: Option<String>,
    /// Whether the last attempt was right.
    pub feedback_correct: bool,
    /// The rule card the feedback links to, for an illegal move.
    pub feedback_card_id: Option<String>,
    /// The task is done.
    pub solved: bool,
    /// The position's status in words.
    pub status_text: String,
}

impl From<core::PracticeView> for PracticeView {
    fn from(v: core::PracticeView) -> PracticeView {
        let (feedback, feedback_correct, feedback_card_id) =
            v.feedback.map_or((None, false, None), |f| (Some(f.text), f.correct, f.card_id));
        PracticeView {
            card_id: v.card_id,
            task_index: v.task_index,
            squares: v.squares.into_iter().map(square_view).collect(),
            bottom: v.orientation.bottom.into(),
            side_to_move: v.side_to_move.into(),
            pending_promotion: v.pending_promotion.map(|p| PromotionView {
                from: index(p.from),
                to: index(p.to),
                choices: p.choices.into_iter().map(PieceKind::from).collect(),
            }),
            goal: v.goal,
            step: v.step,
            steps: v.steps,
            step_text: v.step_text,
            feedback,
            feedback_correct,
            feedback_card_id,
            solved: v.solved,
            status_text: v.status_text,
        }
    }
}

impl From<PracticeError> for FfiError {
    fn from(error: PracticeError) -> Self {
        match error {
            PracticeError::UnknownCard(_) | PracticeError::NoSuchTask { .. } | PracticeError::BadPosition(_) => {
                FfiError::NoSuchPractice { reason: error.to_string() }
            }
            PracticeError::UnreadableMove(reason) => FfiError::UnreadableMove { reason },
            PracticeError::NoPromotion => FfiError::NoPromotion,
            PracticeError::Solved => FfiError::GameOver,
        }
    }
}

/// A practice task being tried on a small board.
#[derive(uniffi::Object)]
pub struct RulePractice {
    inner: Mutex<core::RulePractice>,
}

impl RulePractice {
    fn lock(&self) -> MutexGuard<'_, core::RulePractice> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl RulePractice {
    /// Starts task `task_index` of the card `card_id`, in the language with this tag.
    #[uniffi::constructor]
    pub fn new(card_id: String, task_index: u32, language_tag: String) -> Result<Arc<RulePractice>, FfiError> {
        let practice = core::RulePractice::new(&card_id, task_index, language(&language_tag))?;
        Ok(Arc::new(RulePractice { inner: Mutex::new(practice) }))
    }

    /// The board now.
    pub fn view(&self) -> PracticeView {
        self.lock().view().into()
    }

    /// A tap on a square (0 = a1 ... 63 = h8).
    pub fn tap(&self, square_index: u8) -> Result<PracticeView, FfiError> {
        let square = square(square_index)?;
        let mut practice = self.lock();
        practice.tap(square);
        Ok(practice.view().into())
    }

    /// A dragged move.
    pub fn drag(&self, from: u8, to: u8) -> Result<PracticeView, FfiError> {
        let (from, to) = (square(from)?, square(to)?);
        let mut practice = self.lock();
        practice.drag(from, to);
        Ok(practice.view().into())
    }

    /// What the waiting pawn becomes.
    pub fn choose_promotion(&self, piece: PieceKind) -> Result<PracticeView, FfiError> {
        let mut practice = self.lock();
        practice.choose_promotion(piece.into())?;
        Ok(practice.view().into())
    }

    /// Starts the task again.
    pub fn reset(&self) -> PracticeView {
        let mut practice = self.lock();
        practice.reset();
        practice.view().into()
    }
}
