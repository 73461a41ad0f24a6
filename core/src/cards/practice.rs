//! Trying a rule on a small board: a [`RulePractice`] runs one practice task of a card. The player
//! taps, drags or types moves as in a game; an illegal move is answered with the why-not reason, a
//! legal move that misses the goal with what it did instead, and the board starts again.
//!
//! ```
//! use ply_core::cards::RulePractice;
//! use ply_core::i18n::Language;
//! use ply_core::rules::Square;
//!
//! let mut practice = RulePractice::new("castling", 0, Language::English).unwrap();
//! practice.drag(Square::E1, Square::G1);
//! assert!(!practice.view().solved);
//! practice.drag(Square::E1, Square::C1);
//! assert!(practice.view().solved);
//! ```

use super::catalog::{CARDS, CardSpec, TaskSpec};
use super::goal::{Escape, Verdict, step_done_text};
use super::message_id;
use crate::i18n::{Arg, Language, Msg, format, tr};
use crate::rules::{Color, FenError, Game, Position, Role, Square};
use crate::session::{BoardOrientation, GameSession, PromotionView, SessionError, Settings, SquareView};

/// What the player is told after an attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// The words.
    pub text: String,
    /// Whether the attempt did what the task asks.
    pub correct: bool,
    /// For an illegal move, the rule card that explains why it is illegal.
    pub card_id: Option<String>,
}

/// Everything a practice screen shows: a small board, the goal, and how the player is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeView {
    /// The card the task belongs to.
    pub card_id: String,
    /// Which of the card's tasks this is, from 0.
    pub task_index: u32,
    /// The 64 squares, a1 to h8, with the selected piece, its dots and rings, and the last move.
    pub squares: Vec<SquareView>,
    /// The side the player moves at the bottom.
    pub orientation: BoardOrientation,
    /// Whose move it is.
    pub side_to_move: Color,
    /// A pawn waiting for the player to choose what it becomes.
    pub pending_promotion: Option<PromotionView>,
    /// What the task asks for, in words.
    pub goal: String,
    /// The step the player is on, from 1 (the last one once solved).
    pub step: u32,
    /// How many steps the task has.
    pub steps: u32,
    /// "Step 2 of 3", for a task of more than one step.
    pub step_text: Option<String>,
    /// What the last attempt earned.
    pub feedback: Option<Feedback>,
    /// The task is done.
    pub solved: bool,
    /// The position's status in words ("Checkmate. White wins.").
    pub status_text: String,
}

/// Why a practice task cannot start, or an action was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PracticeError {
    /// No card has this id.
    #[error("there is no rule card `{0}`")]
    UnknownCard(String),
    /// The card has no task with this index.
    #[error("the rule card `{card}` has no practice task {index}")]
    NoSuchTask {
        /// The card's id.
        card: String,
        /// The index asked for, from 0.
        index: u32,
    },
    /// The task's position does not read (a fault in the card, caught by the tests).
    #[error("the task's position does not read: {0}")]
    BadPosition(#[from] FenError),
    /// Typed text that names no move: not two squares, UCI or SAN that fits a legal move.
    #[error("{0}")]
    UnreadableMove(String),
    /// No promotion is waiting, or the piece chosen is not one a pawn can become.
    #[error("no promotion waits for that choice")]
    NoPromotion,
    /// The task is solved; start it again to play once more.
    #[error("the task is solved; start again to try it once more")]
    Solved,
}

/// One practice task being tried: the board, the goal and the player's progress.
pub struct RulePractice {
    card: &'static CardSpec,
    index: usize,
    task: &'static TaskSpec,
    language: Language,
    start: Game,
    session: GameSession,
    /// Steps done so far.
    done: usize,
    /// The ways out of check already shown, for the task that asks for all three.
    escapes: Vec<Escape>,
    feedback: Option<Feedback>,
    solved: bool,
}

impl RulePractice {
    /// Starts task `task_index` (from 0) of the card `card_id`, its words in `language`.
    pub fn new(card_id: &str, task_index: u32, language: Language) -> Result<RulePractice, PracticeError> {
        let card = CARDS
            .iter()
            .find(|card| card.id == card_id)
            .ok_or_else(|| PracticeError::UnknownCard(card_id.to_owned()))?;
        let index = task_index as usize;
        let task = card
            .tasks
            .get(index)
            .ok_or_else(|| PracticeError::NoSuchTask { card: card_id.to_owned(), index: task_index })?;
        let position = Position::from_fen(task.fen)?;
        let start = Game::from_position(position, position.has_chess960_castling());
        let session = new_session(language, &start);
        Ok(RulePractice {
            card,
            index,
            task,
            language,
            start,
            session,
            done: 0,
            escapes: Vec::new(),
            feedback: None,
            solved: false,
        })
    }

    /// A tap on `square`: selects a piece, or moves the selected piece there.
    pub fn tap(&mut self, square: Square) {
        if self.solved {
            return;
        }
        let played = self.session.game().moves().len();
        self.session.tap(square, 0);
        self.after_attempt(played);
    }

    /// A whole move from `from` to `to`, as a drag gives it.
    pub fn drag(&mut self, from: Square, to: Square) {
        if self.solved {
            return;
        }
        let played = self.session.game().moves().len();
        self.session.drag(from, to, 0);
        self.after_attempt(played);
    }

    /// A move typed as text: two squares (`e2 e4`), UCI (`e7e8n`) or SAN (`Nf3`, `O-O-O`).
    pub fn enter(&mut self, text: &str) -> Result<(), PracticeError> {
        if self.solved {
            return Err(PracticeError::Solved);
        }
        let played = self.session.game().moves().len();
        let result = self.session.enter(text, 0);
        self.after_attempt(played);
        result.map_err(|error| match error {
            SessionError::UnreadableMove(text) => PracticeError::UnreadableMove(text),
            SessionError::GameOver => PracticeError::Solved,
            _ => PracticeError::NoPromotion,
        })
    }

    /// Chooses what the waiting pawn becomes.
    pub fn choose_promotion(&mut self, role: Role) -> Result<(), PracticeError> {
        let played = self.session.game().moves().len();
        self.session.choose_promotion(role, 0).map_err(|_| PracticeError::NoPromotion)?;
        self.after_attempt(played);
        Ok(())
    }

    /// Starts the task again from its first step.
    pub fn reset(&mut self) {
        self.session = new_session(self.language, &self.start);
        self.done = 0;
        self.escapes.clear();
        self.feedback = None;
        self.solved = false;
    }

    /// Everything the practice screen shows now.
    pub fn view(&self) -> PracticeView {
        let board = self.session.view(0);
        let steps = self.task.goal.steps();
        let step = (self.done + 1).min(steps);
        let id = message_id(self.card.id);
        let attribute = format!("task{}", self.index + 1);
        let goal = format(self.language, &id, Some(&attribute), &self.task.goal.text_args(step - 1))
            .unwrap_or_else(|| format!("{id}.{attribute}"));
        PracticeView {
            card_id: self.card.id.to_owned(),
            task_index: self.index as u32,
            squares: board.squares,
            orientation: BoardOrientation { bottom: self.start.position().turn(), top_upside_down: false },
            side_to_move: board.side_to_move,
            pending_promotion: board.pending_promotion,
            goal,
            step: step as u32,
            steps: steps as u32,
            step_text: (steps > 1).then(|| {
                tr(
                    self.language,
                    Msg::PracticeStep,
                    &[("step", Arg::Number(step as i64)), ("steps", Arg::Number(steps as i64))],
                )
            }),
            feedback: self.feedback.clone(),
            solved: self.solved,
            status_text: board.status_text,
        }
    }

    /// Judges what the last action did: a move played is checked against the goal, a refused one
    /// is answered with its reason.
    fn after_attempt(&mut self, played_before: usize) {
        let game = self.session.game();
        let moves = game.moves();
        if moves.len() <= played_before {
            if let Some(refusal) = self.session.view(0).refusal {
                self.feedback = Some(Feedback { text: refusal.text, correct: false, card_id: Some(refusal.card_id) });
            }
            return;
        }
        let (Some(&mv), Some(before)) = (moves.last(), game.positions().get(moves.len() - 1)) else { return };
        let verdict = self.task.goal.judge(self.language, self.done, &self.escapes, before, mv, game);
        match verdict {
            Verdict::Missed(text) => {
                self.feedback = Some(Feedback { text, correct: false, card_id: None });
                self.session = new_session(self.language, &self.start);
            }
            Verdict::Done(escape) => {
                self.escapes.extend(escape);
                self.done += 1;
                self.solved = self.done >= self.task.goal.steps();
                let text = step_done_text(self.language, self.solved, escape);
                self.feedback = Some(Feedback { text, correct: true, card_id: None });
                if !self.solved {
                    self.session = new_session(self.language, &self.start);
                }
            }
        }
    }
}

/// A two-player session on the task's start position, so the player's moves go through the same
/// taps, drags, promotion choices and refusals as in a game.
fn new_session(language: Language, start: &Game) -> GameSession {
    GameSession::from_game(Settings { language, ..Settings::pass_and_play() }, start.clone(), 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::goal::Goal;
    use crate::rules::{Move, Square::*};

    /// Plays `mv` on the practice board as a drag, choosing the promotion piece if it promotes.
    fn attempt(practice: &mut RulePractice, mv: Move) {
        practice.drag(mv.from, mv.to);
        if let Some(role) = mv.promotion {
            practice.choose_promotion(role).unwrap();
        }
    }

    /// The moves that solve task `index` of `card`, found by trying every legal move at each step.
    fn solve(card: &str, index: u32) -> Option<Vec<Move>> {
        let start = *RulePractice::new(card, index, Language::English).unwrap().start.position();
        let mut solution = Vec::new();
        loop {
            let next = start.legal_moves().iter().copied().find(|&candidate| {
                let mut practice = RulePractice::new(card, index, Language::English).unwrap();
                for &mv in solution.iter().chain([&candidate]) {
                    attempt(&mut practice, mv);
                }
                practice.done > solution.len()
            })?;
            solution.push(next);
            let mut practice = RulePractice::new(card, index, Language::English).unwrap();
            for &mv in &solution {
                attempt(&mut practice, mv);
            }
            if practice.view().solved {
                // Only the task that asks for a draw, or for mate, may end the game.
                let ends_the_game = matches!(practice.task.goal, Goal::Draw | Goal::MateInOne);
                assert!(ends_the_game || practice.session.game().outcome().is_none(), "{card}: the game ended");
                return Some(solution);
            }
        }
    }

    #[test]
    fn every_task_can_be_solved_by_legal_moves() {
        for card in CARDS {
            for index in 0..card.tasks.len() as u32 {
                let solution = solve(card.id, index);
                assert!(solution.is_some(), "{} task {index} cannot be solved", card.id);
                assert_eq!(solution.map(|moves| moves.len()), Some(card.tasks[index as usize].goal.steps()));
            }
        }
    }

    #[test]
    fn every_task_answers_a_legal_move_that_misses_the_goal_and_starts_again() {
        for card in CARDS {
            for index in 0..card.tasks.len() as u32 {
                let solution = solve(card.id, index).unwrap();
                let replay = |steps: usize| {
                    let mut practice = RulePractice::new(card.id, index, Language::English).unwrap();
                    for &mv in &solution[..steps] {
                        attempt(&mut practice, mv);
                    }
                    practice
                };
                let start = *replay(0).start.position();
                // The first way out of check is always right, so a miss may come at a later step.
                let missed = (0..solution.len()).find_map(|steps| {
                    start.legal_moves().iter().find_map(|&mv| {
                        let mut practice = replay(steps);
                        attempt(&mut practice, mv);
                        (practice.done == steps).then(|| (practice.view(), replay(steps).view()))
                    })
                });
                let (view, fresh) = missed.unwrap_or_else(|| panic!("{} task {index}: every move is right", card.id));
                let feedback = view.feedback.unwrap();
                assert!(!feedback.correct && !feedback.text.is_empty() && feedback.card_id.is_none());
                assert!(!feedback.text.contains("practice-"), "{}", feedback.text);
                assert_eq!(view.squares, fresh.squares, "{}: the board starts again", card.id);
            }
        }
    }

    #[test]
    fn every_task_answers_an_illegal_move_with_its_reason_and_card() {
        for card in CARDS {
            for index in 0..card.tasks.len() as u32 {
                let mut practice = RulePractice::new(card.id, index, Language::English).unwrap();
                let start = *practice.start.position();
                let (from, to) = Square::ALL
                    .into_iter()
                    .filter(|from| start.piece_at(*from).is_some_and(|piece| piece.color == start.turn()))
                    .flat_map(|from| Square::ALL.into_iter().map(move |to| (from, to)))
                    .find(|&(from, to)| from != to && start.why_illegal(from, to).is_some())
                    .unwrap();
                practice.drag(from, to);
                let feedback = practice.view().feedback.unwrap();
                assert!(!feedback.correct);
                let card_id = feedback.card_id.unwrap();
                assert!(CARDS.iter().any(|card| card.id == card_id), "{card_id}");
            }
        }
    }

    #[test]
    fn a_capture_that_is_not_en_passant_is_told_so_and_the_board_starts_again() {
        let mut practice = RulePractice::new("en_passant", 0, Language::English).unwrap();
        practice.tap(E5);
        assert!(practice.view().squares[F6.index()].capture_target);
        practice.tap(D6);
        let view = practice.view();
        assert_eq!(view.feedback.unwrap().text, "That is a legal move, but not an en passant capture.");
        assert!(view.squares[E5.index()].piece.is_some(), "the pawn is back on e5");
        practice.tap(E5);
        practice.tap(F6);
        let view = practice.view();
        assert!(view.solved);
        assert_eq!(view.feedback.map(|f| (f.text, f.correct)), Some(("Solved!".to_owned(), true)));
    }

    #[test]
    fn the_three_ways_out_of_check_are_three_steps_each_asked_once() {
        let mut practice = RulePractice::new("check", 0, Language::English).unwrap();
        assert_eq!(practice.view().step_text.as_deref(), Some("Step 1 of 3"));
        practice.drag(G1, E2);
        let view = practice.view();
        assert_eq!((view.step, view.solved), (2, false));
        assert_eq!(view.feedback.unwrap().text, "Right: you put a piece in the way. Now find another way.");
        practice.drag(G1, E2);
        assert_eq!(
            practice.view().feedback.unwrap().text,
            "You have already got out of check that way (by blocking). Find another way."
        );
        practice.drag(G1, F3);
        let feedback = practice.view().feedback.unwrap();
        assert_eq!(feedback.text, "Your king is in check from the rook on e5, and this move does not stop it.");
        assert_eq!(feedback.card_id.as_deref(), Some("check"));
        practice.drag(C3, E5);
        practice.drag(E1, F1);
        assert!(practice.view().solved);
    }

    #[test]
    fn a_pinned_piece_is_refused_with_the_pin() {
        let mut practice = RulePractice::new("pins", 0, Language::English).unwrap();
        practice.drag(E3, D5);
        let feedback = practice.view().feedback.unwrap();
        assert_eq!(feedback.text, "The knight on e3 is pinned to your king by the queen on e7.");
        assert_eq!(feedback.card_id.as_deref(), Some("pins"));
        practice.drag(C4, D5);
        assert!(practice.view().solved);
    }

    #[test]
    fn promotion_asks_for_the_piece_and_only_a_knight_with_check_will_do() {
        let mut practice = RulePractice::new("promotion", 0, Language::English).unwrap();
        practice.drag(E7, E8);
        assert!(practice.view().pending_promotion.is_some());
        practice.choose_promotion(Role::Queen).unwrap();
        assert_eq!(practice.view().feedback.unwrap().text, "The pawn became a queen, but the task asks for a knight.");
        practice.enter("e7e8n").unwrap();
        assert!(practice.view().solved);
        assert_eq!(practice.enter("Kd1"), Err(PracticeError::Solved));
        practice.reset();
        assert!(!practice.view().solved && practice.view().feedback.is_none());
    }

    #[test]
    fn a_stalemating_move_is_explained_as_a_draw() {
        let mut practice = RulePractice::new("stalemate", 0, Language::English).unwrap();
        practice.enter("e8=Q").unwrap();
        assert_eq!(
            practice.view().feedback.unwrap().text,
            "That is stalemate: Black has no legal move and is not in check, so the game is drawn."
        );
        practice.enter("Kd2").unwrap();
        assert!(practice.view().solved);
    }

    #[test]
    fn notation_asks_for_each_move_as_written() {
        let mut practice = RulePractice::new("notation", 0, Language::English).unwrap();
        assert_eq!(practice.view().goal, "Play the move Nf3.");
        practice.enter("Ne2").unwrap();
        assert_eq!(practice.view().feedback.unwrap().text, "You played Ne2, but the task asks for Nf3.");
        for san in ["Nf3", "exd6", "O-O-O"] {
            practice.enter(san).unwrap();
        }
        assert_eq!(practice.view().goal, "Play the move e8=Q+.");
        assert_eq!(practice.view().step_text.as_deref(), Some("Step 4 of 4"));
        practice.enter("e8=Q").unwrap();
        assert!(practice.view().solved);
    }

    #[test]
    fn a_move_that_allows_mate_names_the_mate() {
        let mut practice = RulePractice::new("beginner_mistakes", 0, Language::English).unwrap();
        assert_eq!(practice.view().orientation.bottom, Color::Black);
        practice.enter("Nf6").unwrap();
        assert_eq!(practice.view().feedback.unwrap().text, "After that move, Qxf7# is checkmate.");
        practice.enter("g6").unwrap();
        assert!(practice.view().solved);
    }

    #[test]
    fn a_chess960_king_castles_onto_its_rook() {
        let mut practice = RulePractice::new("chess960", 0, Language::English).unwrap();
        practice.drag(B1, C1);
        assert_eq!(practice.view().feedback.unwrap().text, "That is a legal move, but not castling.");
        practice.drag(B1, H1);
        assert!(practice.view().solved);
    }

    #[test]
    fn a_practice_board_can_be_handed_to_another_thread() {
        fn send<T: Send>(_: T) {}
        send(RulePractice::new("castling", 0, Language::English).unwrap());
    }

    #[test]
    fn an_unknown_card_or_task_is_an_error() {
        assert!(matches!(RulePractice::new("bughouse", 0, Language::English), Err(PracticeError::UnknownCard(_))));
        assert!(matches!(
            RulePractice::new("board_setup", 0, Language::English),
            Err(PracticeError::NoSuchTask { index: 0, .. })
        ));
    }
}
