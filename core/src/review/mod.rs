//! The review of a game after it ends: every move marked by how much of its side's winning chance
//! it gave away, and each mistake explained in facts the board proves (what the move allowed, what
//! was better and what it kept, and the tactic behind it), ready to be put into words.
//!
//! The engine searches every position of the game once, at a fixed node budget, in order, with a
//! table cleared at the start: the same game and budget always give the same review. A position's
//! score is the value of the best move there; the score of the position after a move is the value
//! of the move played. Between the two lies the drop in winning chance that marks the move (see
//! [`win_chance`]).
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use ply_core::review::{ReviewBudget, Reviewer};
//! use ply_core::rules::{Game, Position};
//!
//! let mut game = Game::new();
//! for text in ["f2f3", "e7e5", "g2g4", "d8h4"] {
//!     game.play(game.position().parse_uci(text).unwrap()).unwrap();
//! }
//! let review = Reviewer::new(ReviewBudget { nodes: 20_000 }).review(&game, &AtomicBool::new(false), |_, _| {}).unwrap();
//! assert_eq!(review.moves.len(), 4);
//! assert!(review.moves[2].class >= ply_core::review::MoveClass::Mistake, "2. g4?? allows mate");
//! ```

mod line;
mod motifs;
mod text;
mod view;
mod win_chance;

use std::sync::atomic::{AtomicBool, Ordering};

use thiserror::Error;

pub use line::PlayedLine;
pub use motifs::{Moment, Motif};
pub use text::{MomentText, moment_text, move_label};
pub use view::{ReviewView, ReviewedMoveView};
pub use win_chance::{MoveClass, SLOPE_PER_CENTIPAWN, is_mate, mate_moves, win_chance};

use crate::engine::{Limits, MATE, Searcher};
use crate::rules::{Color, Game, Move, Outcome, Position, Role};

/// How hard the review searches each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewBudget {
    /// Nodes searched per position.
    pub nodes: u64,
}

impl ReviewBudget {
    /// A phone's budget: a 40-move game in about ten seconds of one core.
    pub const PHONE: ReviewBudget = ReviewBudget { nodes: 60_000 };
}

/// Why a review did not finish.
#[derive(Clone, Copy, Debug, Error, PartialEq, Eq)]
pub enum ReviewError {
    /// It was asked to stop.
    #[error("the review was cancelled")]
    Cancelled,
}

/// What a line wins, as the board shows once its captures have settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// It mates in this many moves.
    Mate(u32),
    /// It wins this piece (a knight, bishop, rook or queen) for nothing or nearly.
    Piece(Role),
    /// It wins a rook for a bishop or a knight.
    Exchange,
    /// It wins this many pawns.
    Pawns(u32),
    /// It wins this much material, in pawns, in some other mix.
    Material(u32),
    /// It wins no material.
    Nothing,
}

/// What the better move would have done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BetterOutcome {
    /// It mated, or won this.
    Wins(Gain),
    /// It kept the piece the move played lost.
    Keeps(Role),
    /// It was better by the engine's score, with nothing the board shows at once.
    Plain,
}

/// The facts behind a mistake or a blunder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The opponent's best answer to the move, and what its line wins.
    pub answer: Option<(Move, Gain)>,
    /// The engine's move instead, and what it would have done.
    pub better: Option<(Move, BetterOutcome)>,
    /// The tactics the board shows.
    pub motifs: Vec<Motif>,
    /// The move played, then the opponent's best line.
    pub played_line: Vec<Move>,
    /// The engine's best line from the position before the move.
    pub best_line: Vec<Move>,
}

/// One move of the game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move's index in the game (0 for White's first).
    pub ply: usize,
    /// The position it was played in.
    pub position: Position,
    /// The move.
    pub played: Move,
    /// The engine's choice there (`None` only when a search was not possible).
    pub best: Option<Move>,
    /// The engine's score before the move, for the mover (centipawns or a mate score).
    pub score_before: i32,
    /// The engine's score after it, for the mover.
    pub score_after: i32,
    /// The mover's winning chance before the move (0 to 1).
    pub chance_before: f64,
    /// The mover's winning chance after it.
    pub chance_after: f64,
    /// The move's mark.
    pub class: MoveClass,
    /// The facts behind a mistake or a blunder; `None` for other moves.
    pub explanation: Option<Explanation>,
}

impl MoveReview {
    /// The side that played the move.
    pub fn mover(&self) -> Color {
        self.position.turn()
    }

    /// Whether the move is a key moment: an inaccuracy, a mistake or a blunder.
    pub fn is_key_moment(&self) -> bool {
        self.class >= MoveClass::Inaccuracy
    }
}

/// A whole game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    /// Every move, in order.
    pub moves: Vec<MoveReview>,
    /// White's winning chance (0 to 1) at the start and after each move: the evaluation graph.
    pub white_chances: Vec<f64>,
}

impl GameReview {
    /// The inaccuracies, mistakes and blunders, in the order played.
    pub fn key_moments(&self) -> impl Iterator<Item = &MoveReview> {
        self.moves.iter().filter(|review| review.is_key_moment())
    }
}

/// The engine's verdict on one position.
#[derive(Clone, Debug)]
struct Verdict {
    /// The score for the side to move.
    score: i32,
    /// The best line.
    line: Vec<Move>,
}

/// Reviews games: owns the engine's tables, so a phone reviews with one allocation.
pub struct Reviewer {
    searcher: Searcher,
    budget: ReviewBudget,
}

impl Reviewer {
    /// A reviewer searching each position within `budget`, with a 16 MB table.
    pub fn new(budget: ReviewBudget) -> Reviewer {
        Reviewer { searcher: Searcher::new(16), budget }
    }

    /// Reviews `game`, reporting `(moves done, moves in all)` after each move, until `stop` is set.
    pub fn review(
        &mut self,
        game: &Game,
        stop: &AtomicBool,
        mut on_progress: impl FnMut(usize, usize),
    ) -> Result<GameReview, ReviewError> {
        self.searcher.clear();
        let positions = game.positions();
        let total = game.moves().len();
        on_progress(0, total);
        let mut verdicts = Vec::with_capacity(positions.len());
        for index in 0..positions.len() {
            let ended = index == total && game.outcome().is_some();
            let verdict = if ended { final_verdict(game) } else { self.verdict(&positions[..=index], stop) };
            if stop.load(Ordering::Relaxed) {
                return Err(ReviewError::Cancelled);
            }
            verdicts.push(verdict);
            if index > 0 {
                on_progress(index, total);
            }
        }
        let moves = game
            .moves()
            .iter()
            .enumerate()
            .map(|(ply, &mv)| review_move(ply, &positions[ply], mv, &verdicts[ply], &verdicts[ply + 1]))
            .collect();
        let white_chances = positions
            .iter()
            .zip(&verdicts)
            .map(|(position, verdict)| {
                let chance = win_chance(verdict.score);
                if position.turn() == Color::White { chance } else { 1.0 - chance }
            })
            .collect();
        Ok(GameReview { moves, white_chances })
    }

    /// Reviews the single move `mv` played after `history` (the game's positions so far, the one
    /// it is played in last), as a game review would: for tools and the motif benchmark.
    pub fn review_move(&mut self, history: &[Position], mv: Move) -> MoveReview {
        self.searcher.clear();
        let stop = AtomicBool::new(false);
        let position = history.last().copied().unwrap_or_default();
        let before = self.verdict(history, &stop);
        let mut after_history = history.to_vec();
        after_history.push(position.after(mv));
        let after = self.verdict(&after_history, &stop);
        review_move(0, &position, mv, &before, &after)
    }

    /// The engine's verdict on the last of `positions`.
    fn verdict(&mut self, positions: &[Position], stop: &AtomicBool) -> Verdict {
        let result = self.searcher.search(positions, &Limits::nodes(self.budget.nodes), stop, |_| {});
        Verdict { score: result.score, line: result.pv }
    }
}

/// The verdict on a game's final position when the game is over: lost for the side to move when
/// it lost, even otherwise (a draw, or the flag of the side not to move).
fn final_verdict(game: &Game) -> Verdict {
    let score = match game.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == game.position().turn() => MATE,
        Some(Outcome::Win { .. }) => -MATE,
        _ => 0,
    };
    Verdict { score, line: Vec::new() }
}

/// Marks the move `mv` played in `position`, and explains it if it is a mistake or a blunder.
fn review_move(ply: usize, position: &Position, mv: Move, before: &Verdict, after: &Verdict) -> MoveReview {
    let score_before = before.score;
    let score_after = -after.score;
    let chance_before = win_chance(score_before);
    let chance_after = win_chance(score_after);
    let best = before.line.first().copied();
    let class = MoveClass::from_drop(chance_before - chance_after, best == Some(mv));
    let explanation = (class >= MoveClass::Mistake).then(|| {
        let played_line: Vec<Move> = std::iter::once(mv).chain(after.line.iter().copied()).collect();
        let moment = Moment {
            mover: position.turn(),
            chance_before,
            score_before,
            score_after,
            played: PlayedLine::play(position, &played_line),
            best: PlayedLine::play(position, &before.line),
        };
        explain(&moment, score_after)
    });
    MoveReview {
        ply,
        position: *position,
        played: mv,
        best,
        score_before,
        score_after,
        chance_before,
        chance_after,
        class,
        explanation,
    }
}

/// The facts of a mistake's moment.
fn explain(moment: &Moment, score_after: i32) -> Explanation {
    let mover = moment.mover;
    let answer = moment.played.moves.get(1).map(|&reply| {
        let gain = if moment.played.mates(!mover) {
            Gain::Mate(mate_moves(-score_after).map_or(moment.played.moves.len() as u32 / 2, |moves| moves as u32))
        } else {
            gain_of(&moment.played, !mover)
        };
        (reply, gain)
    });
    let better = moment.best.moves.first().map(|&better| {
        let outcome = if moment.best.mates(mover) {
            BetterOutcome::Wins(Gain::Mate(moment.best.moves.len().div_ceil(2) as u32))
        } else {
            match (gain_of(&moment.best, mover), answer) {
                (Gain::Nothing, Some((_, Gain::Piece(role))))
                    if moment.best.settled_gain(mover).is_some_and(|gain| gain >= 0) =>
                {
                    BetterOutcome::Keeps(role)
                }
                (Gain::Nothing, _) => BetterOutcome::Plain,
                (gain, _) => BetterOutcome::Wins(gain),
            }
        };
        (better, outcome)
    });
    Explanation {
        answer,
        better,
        motifs: motifs::detect(moment),
        played_line: moment.played.moves.clone(),
        best_line: moment.best.moves.clone(),
    }
}

/// What `side` wins along `line`, once settled.
fn gain_of(line: &PlayedLine, side: Color) -> Gain {
    let Some(net) = line.settled_gain(side).filter(|&net| net > 0) else { return Gain::Nothing };
    let net_pawns = net as u32;
    match line.most_valuable_capture(!side).map(|(role, _)| role) {
        Some(role) if role != Role::Pawn && net_pawns + 1 >= role.value() => Gain::Piece(role),
        Some(Role::Rook) if net_pawns == 2 => Gain::Exchange,
        _ if net_pawns <= 2 => Gain::Pawns(net_pawns),
        _ => Gain::Material(net_pawns),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::new();
        for text in moves {
            let mv = game.position().parse_uci(text).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    fn review(game: &Game) -> GameReview {
        Reviewer::new(ReviewBudget { nodes: 30_000 }).review(game, &AtomicBool::new(false), |_, _| {}).unwrap()
    }

    #[test]
    fn the_fools_mate_blunder_is_marked_and_the_mate_it_allowed_is_stated() {
        let reviewed = review(&game(&["f2f3", "e7e5", "g2g4", "d8h4"]));
        let blunder = &reviewed.moves[2];
        assert_eq!(blunder.class, MoveClass::Blunder);
        let explanation = blunder.explanation.as_ref().unwrap();
        let (answer, gain) = explanation.answer.unwrap();
        assert_eq!(blunder.position.to_uci(answer, false), "d8h4");
        assert_eq!(gain, Gain::Mate(1));
        // The game ends in mate: the graph ends at Black's certain win.
        assert_eq!(reviewed.white_chances.len(), 5);
        assert_eq!(*reviewed.white_chances.last().unwrap(), 0.0);
    }

    #[test]
    fn a_piece_left_to_be_taken_is_explained_with_the_answer_the_better_move_and_the_motif() {
        // 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4? 4. ... and White's 4. Nxd4?? no: 3... Qg5?? 4. Nxg5.
        let reviewed = review(&game(&["e2e4", "e7e5", "g1f3", "d8g5"]));
        let blunder = &reviewed.moves[3];
        assert!(blunder.class >= MoveClass::Mistake, "{:?}", blunder.class);
        let explanation = blunder.explanation.as_ref().unwrap();
        let (answer, gain) = explanation.answer.unwrap();
        assert_eq!(blunder.position.after(blunder.played).to_uci(answer, false), "f3g5");
        assert_eq!(gain, Gain::Piece(Role::Queen));
        assert!(
            explanation
                .motifs
                .iter()
                .any(|motif| matches!(motif, Motif::Hanging { role: Role::Queen, moved: true, .. }))
        );
        assert!(matches!(explanation.better, Some((_, BetterOutcome::Keeps(Role::Queen)))), "{:?}", explanation.better);
    }

    #[test]
    fn the_same_game_and_budget_give_the_same_review() {
        let played = game(&["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "f3g5", "d7d5"]);
        assert_eq!(review(&played), review(&played));
    }

    #[test]
    fn progress_counts_every_move_and_a_stop_cancels() {
        let played = game(&["e2e4", "e7e5", "g1f3", "b8c6"]);
        let mut reports = Vec::new();
        Reviewer::new(ReviewBudget { nodes: 5_000 })
            .review(&played, &AtomicBool::new(false), |done, total| reports.push((done, total)))
            .unwrap();
        assert_eq!(reports, [(0, 4), (1, 4), (2, 4), (3, 4), (4, 4)]);
        let stopped = Reviewer::new(ReviewBudget::PHONE).review(&played, &AtomicBool::new(true), |_, _| {});
        assert_eq!(stopped, Err(ReviewError::Cancelled));
    }

    #[test]
    fn random_games_review_without_panics_into_sentences_in_every_language() {
        let mut rng = fastrand::Rng::with_seed(7);
        let mut reviewer = Reviewer::new(ReviewBudget { nodes: 1_500 });
        let mut motifs_seen = 0;
        for _ in 0..12 {
            let mut game = Game::new();
            while game.outcome().is_none() && game.moves().len() < 60 {
                let moves = game.position().legal_moves();
                game.play(moves[rng.usize(..moves.len())]).unwrap();
            }
            let reviewed = reviewer.review(&game, &AtomicBool::new(false), |_, _| {}).unwrap();
            assert_eq!(reviewed.white_chances.len(), game.moves().len() + 1);
            assert!(reviewed.white_chances.iter().all(|chance| (0.0..=1.0).contains(chance)));
            for moment in reviewed.key_moments() {
                motifs_seen += moment.explanation.as_ref().map_or(0, |explanation| explanation.motifs.len());
                for language in crate::i18n::Language::ALL {
                    let text = moment_text(moment, language);
                    assert!(
                        text.sentences.iter().all(|sentence| !sentence.is_empty() && !sentence.starts_with("review-"))
                    );
                }
            }
        }
        assert!(motifs_seen > 0, "random play blunders: some motif must show");
    }

    #[test]
    fn a_game_with_no_moves_has_an_empty_review() {
        let reviewed = review(&Game::new());
        assert!(reviewed.moves.is_empty());
        assert_eq!(reviewed.white_chances.len(), 1);
    }
}
