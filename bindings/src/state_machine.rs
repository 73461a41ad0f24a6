//! A state machine over [`GameSession`]: a [`Script`] (the game's settings and a list of
//! [`Step`]s drawn from every call the shells make) is played on the bindings' session, and after
//! every step the view is held to invariants checked against independent sources (the move
//! generator, a replay of the move list, a second session loaded from the save). The same module
//! serves the proptest beside it and the libFuzzer target `fuzz/fuzz_targets/session.rs`: a
//! script decodes from raw bytes with [`arbitrary`].
//!
//! A violated invariant is a [`Failure`] naming the [`Invariant`] and the step; a panic inside a
//! step is the failure [`Invariant::NoPanic`].
//!
//! Where an invariant holds only in a narrower form, for a documented reason, it says so:
//!
//! - Undo then redo gives the same view *apart from the marks undo clears* (the selection, the
//!   hint, a refusal, a waiting promotion, a draw offer). After a declared result (resignation,
//!   agreement, a fallen flag) undo takes the result back with the moves and redo plays only the
//!   moves (`Game::undo`): then the game goes on, with the same moves and clock times.
//! - A save/load round trip gives the same PGN, FEN, move list, board, status, clocks' times,
//!   captures and buttons; the marks above are not saved, and a loaded game with a clock that goes
//!   on starts paused (`GameSession::load`), so its clocks are compared as times, not as running.
//! - "A finished game accepts no move": after the game ends, no step but undo changes the moves,
//!   and a legal move entered as text is refused with `GameOver`.

use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use arbitrary::{Arbitrary, Unstructured};
use ply_core::rules::{Color, Move, Position, Role, Square, read_pgn};

use crate::FfiError;
use crate::session::{BoardTurning, ColorChoice, GameSession, GameSettings};
use crate::view::{BoardView, DrawKind, GameStatus, Level, PieceKind, Side, WinKind};

/// A game's settings and the steps played on it.
#[derive(Clone, Debug)]
pub struct Script {
    /// What the game is.
    pub setup: Setup,
    /// What the players do, in order.
    pub steps: Vec<Step>,
}

/// The settings of the game a script plays.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The computer's level (Beginner or Easy, to keep a script fast) and the person's colour;
    /// `None` for pass-and-play.
    pub computer: Option<(Level, ColorChoice)>,
    /// How a pass-and-play board turns.
    pub turning: BoardTurning,
    /// A Chess960 start: `Some(None)` for a random one, `Some(Some(n))` for number `n` (above 959
    /// too, which falls back to a random start).
    pub chess960: Option<Option<u16>>,
    /// Minutes and increment seconds, if the game has a clock.
    pub clock: Option<(u32, u32)>,
    /// Undo locked against the computer.
    pub undo_locked: bool,
}

/// One call a shell makes, with its arguments.
#[derive(Clone, Debug)]
pub enum Step {
    /// A tap on a square index (64 and above are out of range).
    Tap(u8),
    /// A drag between two square indices.
    Drag(u8, u8),
    /// A move typed as text.
    Enter(String),
    /// The `n`th legal move (modulo their number), typed as SAN, UCI or two squares.
    EnterLegal(u16, MoveStyle),
    /// The `n`th legal move played by tapping its squares (or dragging).
    PlayLegal(u16, bool),
    /// The promotion piece chosen.
    ChoosePromotion(PieceKind),
    /// The promotion cancelled.
    CancelPromotion,
    /// Undo.
    Undo,
    /// Redo.
    Redo,
    /// Undo then redo at once, checking that the view comes back.
    UndoRedo,
    /// A draw offered.
    OfferDraw,
    /// The draw accepted.
    AcceptDraw,
    /// The draw declined.
    DeclineDraw,
    /// A side resigns; `None`: the player holding the phone.
    Resign(Option<Side>),
    /// The app goes to the background.
    Pause,
    /// The app comes back.
    Resume,
    /// A hint asked for.
    Hint,
    /// The language changed to a tag (unknown ones too).
    SetLanguage(String),
    /// Time moves by this many milliseconds (backward too) and the shell ticks; with `wait`, the
    /// computer's search is first given time to finish, so its move can be played.
    Tick {
        /// Milliseconds forward (positive) or backward.
        delta_ms: i32,
        /// Let the computer finish thinking first.
        wait: bool,
    },
    /// The game saved to a file and loaded back; play goes on with the loaded session.
    SaveLoad,
}

/// How [`Step::EnterLegal`] types its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveStyle {
    /// `Nf3`.
    San,
    /// `g1f3`.
    Uci,
    /// `g1 f3`, with no promotion piece (so a promotion waits for its choice).
    Squares,
}

/// The invariants checked after every step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invariant {
    /// No call panics.
    NoPanic,
    /// The view's dots and rings are the selected piece's moves from the move generator.
    LegalTargets,
    /// The view's move list replays from the start to the session's FEN, and the PGN reads back
    /// to the same position.
    MoveListReplays,
    /// Undo then redo gives the same view (apart from the marks undo clears).
    UndoRedoSameView,
    /// A save/load round trip gives the same view and PGN.
    SaveLoadSameView,
    /// Clocks never exceed what the game allows, never run while paused or after the end, run
    /// only for the side to move, and stand still while paused.
    ClocksSound,
    /// A finished game accepts no move.
    FinishedGameAcceptsNoMove,
    /// The result is one the rules allow in the position on the board.
    OutcomeAllowed,
    /// The computer does not think while the game is paused or over, nor on the person's turn.
    ComputerIdleWhenItShould,
    /// Every call that the view's state allows answers without an unexpected error.
    CallsAnswer,
}

/// A violated invariant: which, at which step, and what was seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The step's index in the script (`None`: at the start, before any step).
    pub step: Option<usize>,
    /// The invariant.
    pub invariant: Invariant,
    /// What was seen, in words.
    pub detail: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(step) => write!(f, "step {step}: {:?} violated: {}", self.invariant, self.detail),
            None => write!(f, "at the start: {:?} violated: {}", self.invariant, self.detail),
        }
    }
}

impl std::error::Error for Failure {}

/// What a script's run came to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Steps played.
    pub steps: usize,
    /// Invariant checks made (each invariant at each step counts once).
    pub checks: usize,
    /// Moves on the board at the end.
    pub moves: usize,
    /// Whether the game had ended by the last step.
    pub finished: bool,
}

/// How long a step waits for the computer's search, at most.
const COMPUTER_WAIT: Duration = Duration::from_secs(5);

/// Plays `script` and checks every invariant after every step.
pub fn run(script: &Script) -> Result<Report, Failure> {
    let mut runner = Runner::new(&script.setup)?;
    for (index, step) in script.steps.iter().enumerate() {
        runner.step = Some(index);
        runner.play(step)?;
    }
    let view = runner.session.view(runner.now);
    Ok(Report {
        steps: script.steps.len(),
        checks: runner.checks,
        moves: view.moves.iter().map(|r| usize::from(r.white.is_some()) + usize::from(r.black.is_some())).sum(),
        finished: view.status != GameStatus::Playing,
    })
}

struct Runner {
    session: Arc<GameSession>,
    settings: GameSettings,
    now: u64,
    step: Option<usize>,
    checks: usize,
    save_path: PathBuf,
}

impl Drop for Runner {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.save_path);
        let _ = std::fs::remove_file(ply_core::session::unreadable_path(&self.save_path));
    }
}

/// The bindings' settings for `setup`, in English.
fn game_settings(setup: &Setup) -> GameSettings {
    GameSettings {
        computer_level: setup.computer.map(|(level, _)| level),
        color: setup.computer.map_or(ColorChoice::White, |(_, color)| color),
        turning: setup.turning,
        chess960: setup.chess960.is_some(),
        chess960_number: setup.chess960.flatten(),
        clock_minutes: setup.clock.map(|(minutes, _)| minutes),
        clock_increment_seconds: setup.clock.map_or(0, |(_, increment)| increment),
        undo_locked: setup.undo_locked,
        language: "en".to_owned(),
    }
}

/// A save path no other run in this process or another uses.
fn save_path() -> PathBuf {
    static RUNS: AtomicU64 = AtomicU64::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("ply-state-machine-{}-{run}.plysave", std::process::id()))
}

/// The text of a panic's payload.
fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned())
}

impl Runner {
    fn new(setup: &Setup) -> Result<Runner, Failure> {
        let settings = game_settings(setup);
        let now = 1_000;
        let session = catch_unwind(|| GameSession::new(settings.clone(), now)).map_err(|payload| Failure {
            step: None,
            invariant: Invariant::NoPanic,
            detail: panic_text(&*payload),
        })?;
        let mut runner = Runner { session, settings, now, step: None, checks: 0, save_path: save_path() };
        let view = runner.session.view(now);
        runner.check_view(&view)?;
        Ok(runner)
    }

    fn fail(&self, invariant: Invariant, detail: impl Into<String>) -> Failure {
        Failure { step: self.step, invariant, detail: detail.into() }
    }

    fn ensure(&mut self, invariant: Invariant, holds: bool, detail: impl FnOnce() -> String) -> Result<(), Failure> {
        self.checks += 1;
        if holds { Ok(()) } else { Err(self.fail(invariant, detail())) }
    }

    /// Plays one step, then checks every invariant on the view it leaves.
    fn play(&mut self, step: &Step) -> Result<(), Failure> {
        let before = self.session.view(self.now);
        let before_fen = self.session.fen();
        let outcome = catch_unwind(AssertUnwindSafe(|| self.apply(step, &before)));
        let answer = match outcome {
            Ok(answer) => answer,
            Err(payload) => return Err(self.fail(Invariant::NoPanic, format!("{step:?}: {}", panic_text(&*payload)))),
        }?;
        let view = self.session.view(self.now);
        self.check_view(&view)?;
        if before.status != GameStatus::Playing && !matches!(step, Step::Undo | Step::UndoRedo) {
            let fen = self.session.fen();
            self.ensure(Invariant::FinishedGameAcceptsNoMove, fen == before_fen && view.moves == before.moves, || {
                format!("{step:?} changed a finished game: {before_fen} became {fen}")
            })?;
            let (was, is) =
                (before.clocks.map(|c| (c.white_ms, c.black_ms)), view.clocks.map(|c| (c.white_ms, c.black_ms)));
            self.ensure(Invariant::ClocksSound, was == is, || {
                format!("{step:?} changed the clocks of a finished game: {was:?} became {is:?}")
            })?;
            self.check_entered_move_refused()?;
        }
        if let Some(error) = answer {
            self.check_error_expected(step, &before, &error)?;
        }
        Ok(())
    }

    /// Makes the call a step stands for; an error the call returned is handed back to be judged.
    fn apply(&mut self, step: &Step, before: &BoardView) -> Result<Option<FfiError>, Failure> {
        let session = Arc::clone(&self.session);
        let now = self.now;
        let result: Result<BoardView, FfiError> = match step {
            Step::Tap(square) => session.tap(*square, now),
            Step::Drag(from, to) => session.drag(*from, *to, now),
            Step::Enter(text) => session.enter_move(text.clone(), now),
            // The shell ticks before it offers the moves: a computer move ready is played first.
            Step::EnterLegal(n, style) => match self.tick_then_legal_move(*n) {
                Some((position, mv)) => session.enter_move(move_text(&position, mv, *style), now),
                None => Ok(session.view(now)),
            },
            Step::PlayLegal(n, drag) => match self.tick_then_legal_move(*n) {
                Some((position, mv)) => {
                    let to = if position.is_castling(mv) { position.castling_squares(mv).1 } else { mv.to };
                    let (from, to) = (mv.from.index() as u8, to.index() as u8);
                    if *drag {
                        session.drag(from, to, now)
                    } else {
                        session.tap(from, now).and_then(|_| session.tap(to, now))
                    }
                }
                None => Ok(session.view(now)),
            },
            Step::ChoosePromotion(piece) => session.choose_promotion(*piece, now),
            Step::CancelPromotion => Ok(session.cancel_promotion(now)),
            Step::Undo => session.undo(now),
            Step::Redo => session.redo(now),
            Step::UndoRedo => return self.undo_redo(before),
            Step::OfferDraw => session.offer_draw(now),
            Step::AcceptDraw => session.accept_draw(now),
            Step::DeclineDraw => session.decline_draw(now),
            Step::Resign(Some(side)) => session.resign(*side, now),
            Step::Resign(None) => session.resign_player(now),
            Step::Pause => Ok(session.pause(now)),
            Step::Resume => Ok(session.resume(now)),
            Step::Hint => session.hint(now),
            Step::SetLanguage(tag) => Ok(session.set_language(tag.clone(), now)),
            Step::Tick { delta_ms, wait } => {
                if *wait {
                    session.wait_for_computer(COMPUTER_WAIT);
                }
                let paused = before.clocks.is_some_and(|c| c.paused);
                self.now = now.saturating_add_signed(i64::from(*delta_ms));
                let view = session.tick(self.now);
                self.check_paused_clock_still(before, &view, paused)?;
                Ok(view)
            }
            Step::SaveLoad => return self.save_load(before),
        };
        Ok(result.err())
    }

    fn tick_then_legal_move(&self, n: u16) -> Option<(Position, Move)> {
        self.session.tick(self.now);
        self.legal_move(n)
    }

    /// The `n`th legal move of the position on the board, if it has any.
    fn legal_move(&self, n: u16) -> Option<(Position, Move)> {
        let position = Position::from_fen(&self.session.fen()).ok()?;
        let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
        let mv = *moves.get(usize::from(n) % moves.len().max(1))?;
        Some((position, mv))
    }

    fn undo_redo(&mut self, before: &BoardView) -> Result<Option<FfiError>, Failure> {
        let computer_thinking = before.computer_thinking;
        if let Err(error) = self.session.undo(self.now) {
            return Ok(Some(error));
        }
        if let Err(error) = self.session.redo(self.now) {
            return Err(self.fail(Invariant::UndoRedoSameView, format!("redo right after undo failed: {error}")));
        }
        // Against the computer, an undo while it thinks takes back only the person's move, and the
        // computer starts again: the view is the same but for its search.
        let mut after = self.session.view(self.now);
        if declared(before.status) {
            // Undo takes a declared result back with the moves; redo plays only the moves.
            self.ensure(Invariant::UndoRedoSameView, after.status == GameStatus::Playing, || {
                format!("a declared result came back as {:?} after undo and redo", after.status)
            })?;
            // The game goes on, so the computer may think again.
            after.status = before.status;
            after.status_text.clone_from(&before.status_text);
            after.computer_thinking = before.computer_thinking;
            after.buttons = before.buttons;
            after.clocks = after.clocks.map(|c| crate::view::ClocksView { running: None, ..c });
        }
        let (expected, seen) = (without_marks(before), without_marks(&after));
        let same = if computer_thinking { same_but_thinking(&expected, &seen) } else { expected == seen };
        self.ensure(Invariant::UndoRedoSameView, same, || view_difference(&expected, &seen))?;
        Ok(None)
    }

    fn save_load(&mut self, before: &BoardView) -> Result<Option<FfiError>, Failure> {
        let path = self.save_path.to_string_lossy().into_owned();
        let pgn = self.session.pgn();
        if let Err(error) = self.session.save(path.clone(), self.now) {
            return Err(self.fail(Invariant::SaveLoadSameView, format!("the save failed: {error}")));
        }
        let loaded = match GameSession::load(path, self.now) {
            Ok(loaded) => loaded,
            Err(error) => return Err(self.fail(Invariant::SaveLoadSameView, format!("the load failed: {error}"))),
        };
        let after = loaded.view(self.now);
        let (expected, seen) = (saved_part(before), saved_part(&after));
        self.ensure(Invariant::SaveLoadSameView, expected == seen, || view_difference(&expected, &seen))?;
        let loaded_pgn = loaded.pgn();
        self.ensure(Invariant::SaveLoadSameView, loaded_pgn == pgn, || {
            format!("PGN {pgn:?} came back {loaded_pgn:?}")
        })?;
        self.session = loaded;
        Ok(None)
    }

    /// Every invariant that one view must meet.
    fn check_view(&mut self, view: &BoardView) -> Result<(), Failure> {
        let fen = self.session.fen();
        let position =
            Position::from_fen(&fen).map_err(|e| self.fail(Invariant::MoveListReplays, format!("{fen}: {e}")))?;
        self.checks += 1;
        check_legal_targets(view, &position).map_err(|detail| self.fail(Invariant::LegalTargets, detail))?;
        self.check_replay(view, &fen)?;
        self.checks += 1;
        check_outcome(view, &position).map_err(|detail| self.fail(Invariant::OutcomeAllowed, detail))?;
        self.check_clocks(view)?;
        // Against the computer the person's side is at the bottom.
        let thinking_wrongly = view.computer_thinking
            && (view.status != GameStatus::Playing
                || view.clocks.is_some_and(|c| c.paused)
                || self.settings.computer_level.is_none()
                || view.side_to_move == view.bottom);
        self.ensure(Invariant::ComputerIdleWhenItShould, !thinking_wrongly, || {
            format!("the computer thinks with status {:?}, clocks {:?}", view.status, view.clocks)
        })
    }

    /// The view's SAN moves replayed from the PGN's start reach the session's FEN, and the PGN
    /// itself reads back to it.
    fn check_replay(&mut self, view: &BoardView, fen: &str) -> Result<(), Failure> {
        let pgn = self.session.pgn();
        let read = match read_pgn(&pgn).next() {
            Some(Ok(game)) => game,
            other => {
                return Err(self.fail(Invariant::MoveListReplays, format!("the PGN does not read: {other:?}\n{pgn}")));
            }
        };
        let mut position = *read.game.start();
        for san in view.moves.iter().flat_map(|row| [row.white.as_deref(), row.black.as_deref()]).flatten() {
            let mv = position
                .parse_san(san)
                .map_err(|e| self.fail(Invariant::MoveListReplays, format!("{san} in {}: {e}", position.fen())))?;
            position = position.after(mv);
        }
        let replayed = position.fen();
        self.ensure(Invariant::MoveListReplays, replayed == fen, || {
            format!("the move list replays to {replayed}, the session is at {fen}")
        })?;
        let pgn_end = read.game.position().fen();
        self.ensure(Invariant::MoveListReplays, pgn_end == fen, || {
            format!("the PGN replays to {pgn_end}, the session is at {fen}")
        })
    }

    fn check_clocks(&mut self, view: &BoardView) -> Result<(), Failure> {
        let Some(clocks) = view.clocks else {
            let expected = self.settings.clock_minutes.is_some_and(|m| m > 0);
            return self
                .ensure(Invariant::ClocksSound, !expected, || "the game has a clock but the view none".to_owned());
        };
        let minutes = u64::from(self.settings.clock_minutes.unwrap_or(0));
        let increment = u64::from(self.settings.clock_increment_seconds) * 1000;
        let plies = view.moves.len() as u64 * 2;
        let most = minutes * 60_000 + increment * (plies / 2 + 1);
        self.ensure(Invariant::ClocksSound, clocks.white_ms <= most && clocks.black_ms <= most, || {
            format!("a clock shows more than the game can give ({most} ms): {clocks:?}")
        })?;
        self.ensure(Invariant::ClocksSound, !(clocks.paused && clocks.running.is_some()), || {
            format!("a clock runs while paused: {clocks:?}")
        })?;
        self.ensure(Invariant::ClocksSound, view.status == GameStatus::Playing || clocks.running.is_none(), || {
            format!("a clock runs after the end ({:?}): {clocks:?}", view.status)
        })?;
        self.ensure(Invariant::ClocksSound, clocks.running.is_none_or(|side| side == view.side_to_move), || {
            format!("{:?}'s clock runs with {:?} to move", clocks.running, view.side_to_move)
        })?;
        Ok(())
    }

    /// While paused, ticking never changes the clocks.
    fn check_paused_clock_still(&mut self, before: &BoardView, after: &BoardView, paused: bool) -> Result<(), Failure> {
        let (Some(b), Some(a)) = (before.clocks, after.clocks) else { return Ok(()) };
        let holds = !paused || (a.white_ms == b.white_ms && a.black_ms == b.black_ms);
        self.ensure(Invariant::ClocksSound, holds, || format!("a paused clock moved: {b:?} became {a:?}"))
    }

    /// In a finished game, a legal move typed in is refused as `GameOver`.
    fn check_entered_move_refused(&mut self) -> Result<(), Failure> {
        let Some((position, mv)) = self.legal_move(0) else { return Ok(()) };
        let fen = self.session.fen();
        let answer = self.session.enter_move(position.to_uci(mv, false), self.now);
        let after = self.session.fen();
        self.ensure(
            Invariant::FinishedGameAcceptsNoMove,
            matches!(answer, Err(FfiError::GameOver)) && after == fen,
            || format!("a finished game answered a legal move with {answer:?} and went from {fen} to {after}"),
        )
    }

    /// An error is only allowed where the view said the call could not be made.
    fn check_error_expected(&mut self, step: &Step, before: &BoardView, error: &FfiError) -> Result<(), Failure> {
        let playing = before.status == GameStatus::Playing;
        let expected = match (step, error) {
            (Step::Tap(index), FfiError::InvalidSquare { .. }) => *index >= 64,
            (Step::Drag(from, to), FfiError::InvalidSquare { .. }) => *from >= 64 || *to >= 64,
            (Step::Enter(_), FfiError::UnreadableMove { .. }) => true,
            // Entering a move ticks first: a flag at zero falls then.
            (Step::Enter(_) | Step::EnterLegal(..), FfiError::GameOver) => !playing || flag_down(before),
            (Step::Enter(_) | Step::EnterLegal(..), FfiError::NotYourTurn) => computers_turn(before),
            (Step::ChoosePromotion(piece), FfiError::NoPromotion) => {
                before.pending_promotion.is_none() || matches!(piece, PieceKind::Pawn | PieceKind::King)
            }
            (Step::Undo | Step::UndoRedo, FfiError::CannotUndo) => !before.buttons.undo,
            (Step::Redo, FfiError::CannotRedo) => !before.buttons.redo,
            (Step::OfferDraw, FfiError::GameOver) => !playing,
            (Step::OfferDraw, FfiError::NoDrawOffer) => !before.buttons.offer_draw,
            (Step::AcceptDraw | Step::DeclineDraw, FfiError::NoDrawOffer) => !before.buttons.answer_draw,
            (Step::AcceptDraw, FfiError::GameOver) => !playing,
            (Step::Resign(_), FfiError::GameOver) => !playing,
            (Step::Hint, FfiError::GameOver) => !playing || !before.buttons.hint,
            (Step::Hint, FfiError::NotYourTurn) => !before.buttons.hint,
            _ => false,
        };
        self.ensure(Invariant::CallsAnswer, expected, || {
            format!("{step:?} answered {error:?} (status {:?})", before.status)
        })
    }
}

/// Whether the side to move has no time left (its flag falls at the next tick).
fn flag_down(view: &BoardView) -> bool {
    view.clocks.is_some_and(|c| if view.side_to_move == Side::White { c.white_ms == 0 } else { c.black_ms == 0 })
}

/// Whether it is the computer's turn (the person's side is at the bottom).
fn computers_turn(view: &BoardView) -> bool {
    view.computer_level.is_some() && view.side_to_move != view.bottom
}

/// The move as text in `style`.
fn move_text(position: &Position, mv: Move, style: MoveStyle) -> String {
    match style {
        MoveStyle::San => position.san(mv),
        MoveStyle::Uci => position.to_uci(mv, position.is_castling(mv) && position.has_chess960_castling()),
        MoveStyle::Squares => {
            let to = if position.is_castling(mv) { position.castling_squares(mv).1 } else { mv.to };
            format!("{} {to}", mv.from)
        }
    }
}

/// The squares a selected piece may reach, as the view marks them: the king's destination for a
/// castling move (its rook's square when the king does not move, in Chess960), with whether the
/// move captures.
fn expected_targets(position: &Position, from: Square) -> Vec<(usize, bool)> {
    let mut targets: Vec<(usize, bool)> = position
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| mv.from == from)
        .map(|mv| {
            if position.is_castling(mv) {
                let king_to = position.castling_squares(mv).1;
                ((if king_to == from { mv.to } else { king_to }).index(), false)
            } else {
                let capture = position.piece_at(mv.to).is_some_and(|p| p.color != position.turn())
                    || position.ep_square() == Some(mv.to) && position.role_at(from) == Some(Role::Pawn);
                (mv.to.index(), capture)
            }
        })
        .collect();
    targets.sort_unstable();
    targets.dedup();
    targets
}

/// The view's dots and rings are exactly the selected piece's legal moves in `position`, and
/// nothing is marked without a selection.
pub fn check_legal_targets(view: &BoardView, position: &Position) -> Result<(), String> {
    let selected: Vec<u8> = view.squares.iter().filter(|s| s.selected).map(|s| s.index).collect();
    let mut marked: Vec<(usize, bool)> = view
        .squares
        .iter()
        .filter(|s| s.legal_target || s.capture_target)
        .map(|s| (usize::from(s.index), s.capture_target))
        .collect();
    marked.sort_unstable();
    let expected = match selected.as_slice() {
        [] => Vec::new(),
        [index] => {
            let from = Square::from_index(usize::from(*index));
            let own = position.piece_at(from).is_some_and(|p| p.color == position.turn());
            if !own {
                return Err(format!("{from} is selected but holds no piece of the side to move"));
            }
            expected_targets(position, from)
        }
        more => return Err(format!("{} squares are selected: {more:?}", more.len())),
    };
    if marked == expected {
        Ok(())
    } else {
        Err(format!("marked (square, capture) {marked:?}, the move generator gives {expected:?} in {}", position.fen()))
    }
}

/// The view's status is a result the rules allow in `position`.
pub fn check_outcome(view: &BoardView, position: &Position) -> Result<(), String> {
    let mover: Side = position.turn().into();
    let fen = position.fen();
    let allowed = match view.status {
        GameStatus::Playing => !position.is_checkmate() && !position.is_stalemate(),
        GameStatus::Won { winner, reason: WinKind::Checkmate } => position.is_checkmate() && winner != mover,
        GameStatus::Won { winner, reason: WinKind::Timeout } => position.can_checkmate(color(winner)),
        GameStatus::Won { reason: WinKind::Resignation, .. } => true,
        GameStatus::Drawn { reason: DrawKind::Stalemate } => position.is_stalemate(),
        GameStatus::Drawn { reason: DrawKind::InsufficientMaterial } => position.has_insufficient_material(),
        GameStatus::Drawn { reason: DrawKind::FiftyMoves } => position.halfmove_clock() >= 100,
        GameStatus::Drawn { reason: DrawKind::SeventyFiveMoves } => position.halfmove_clock() >= 150,
        GameStatus::Drawn { reason: DrawKind::TimeoutVsInsufficientMaterial } => {
            !position.can_checkmate(position.turn()) || !position.can_checkmate(!position.turn())
        }
        GameStatus::Drawn {
            reason: DrawKind::Agreement | DrawKind::ThreefoldRepetition | DrawKind::FivefoldRepetition,
        } => true,
    };
    if allowed { Ok(()) } else { Err(format!("{:?} is not a result the rules allow in {fen}", view.status)) }
}

fn color(side: Side) -> Color {
    side.into()
}

/// Whether `status` is a result declared rather than reached on the board: a resignation, an
/// agreed draw, a fallen flag.
fn declared(status: GameStatus) -> bool {
    matches!(
        status,
        GameStatus::Won { reason: WinKind::Resignation | WinKind::Timeout, .. }
            | GameStatus::Drawn { reason: DrawKind::Agreement | DrawKind::TimeoutVsInsufficientMaterial }
    )
}

/// The view without the marks undo clears.
fn without_marks(view: &BoardView) -> BoardView {
    let mut view = view.clone();
    for square in &mut view.squares {
        square.selected = false;
        square.legal_target = false;
        square.capture_target = false;
        square.hint = false;
    }
    view.pending_promotion = None;
    view.refusal = None;
    view.draw_offer = None;
    view.draw_offer_text = None;
    view.buttons.offer_draw = view.status == GameStatus::Playing;
    view.buttons.answer_draw = false;
    view
}

/// The two views are the same but for whether the computer is thinking (and its status text).
fn same_but_thinking(a: &BoardView, b: &BoardView) -> bool {
    let mut b = b.clone();
    b.computer_thinking = a.computer_thinking;
    b.status_text.clone_from(&a.status_text);
    *a == b
}

/// The part of a view a save keeps: no marks, the clocks as times, no search under way.
fn saved_part(view: &BoardView) -> BoardView {
    let mut view = without_marks(view);
    if let Some(clocks) = view.clocks.as_mut() {
        clocks.running = None;
        clocks.paused = false;
    }
    view.computer_thinking = false;
    view.status_text.clear();
    // The hint button follows the pause, which a load sets anew.
    view.buttons.hint = false;
    view
}

/// The first field where two views differ, in words.
fn view_difference(expected: &BoardView, seen: &BoardView) -> String {
    let e = format!("{expected:#?}");
    let s = format!("{seen:#?}");
    let first = e.lines().zip(s.lines()).find(|(a, b)| a != b);
    match first {
        Some((a, b)) => format!("expected `{}`, saw `{}`", a.trim(), b.trim()),
        None => "the views differ in length".to_owned(),
    }
}

impl<'a> Arbitrary<'a> for Script {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Script> {
        let setup = Setup::arbitrary(u)?;
        let mut steps = Vec::new();
        while !u.is_empty() && steps.len() < 200 {
            steps.push(Step::arbitrary(u)?);
        }
        Ok(Script { setup, steps })
    }
}

impl<'a> Arbitrary<'a> for Setup {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Setup> {
        let computer = if u.arbitrary()? {
            let level = if u.arbitrary()? { Level::Beginner } else { Level::Easy };
            let color = *u.choose(&[ColorChoice::White, ColorChoice::Black, ColorChoice::Random])?;
            Some((level, color))
        } else {
            None
        };
        let turning = *u.choose(&[BoardTurning::Fixed, BoardTurning::FlipEachMove, BoardTurning::FaceToFace])?;
        let chess960 = if u.ratio(1, 4)? { Some(u.arbitrary::<Option<u16>>()?.map(|n| n % 1000)) } else { None };
        let clock = if u.arbitrary()? { Some((u.int_in_range(0..=5)?, u.int_in_range(0..=3)?)) } else { None };
        Ok(Setup { computer, turning, chess960, clock, undo_locked: u.ratio(1, 4)? })
    }
}

/// Language tags a step may switch to: the four Ply speaks, and some it does not.
const LANGUAGE_TAGS: [&str; 8] = ["en", "pl", "ru", "bg", "de", "", "PL-pl", "x-unknown"];

/// Texts a typed move may be, beside arbitrary ones.
const MOVE_TEXTS: [&str; 10] = ["e2e4", "e4", "O-O", "0-0-0", "e7e8q", "Nf3", "e2 e4", "a1a1", "h9h1", "Kxe8#"];

impl<'a> Arbitrary<'a> for Step {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Step> {
        // Legal moves come most often, so that games go deep; a hint searches, so it comes rarely.
        Ok(match u.int_in_range(0..=39u8)? {
            0..=11 => Step::PlayLegal(u.arbitrary()?, u.arbitrary()?),
            12..=14 => {
                Step::EnterLegal(u.arbitrary()?, *u.choose(&[MoveStyle::San, MoveStyle::Uci, MoveStyle::Squares])?)
            }
            15 => Step::Tap(u.int_in_range(0..=70)?),
            16 => Step::Drag(u.int_in_range(0..=66)?, u.int_in_range(0..=66)?),
            17 => Step::Enter(if u.arbitrary()? { u.arbitrary()? } else { (*u.choose(&MOVE_TEXTS)?).to_owned() }),
            18 => Step::ChoosePromotion(*u.choose(&[
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
                PieceKind::Pawn,
                PieceKind::King,
            ])?),
            19 => Step::CancelPromotion,
            20 | 21 => Step::Undo,
            22 => Step::Redo,
            23 | 24 => Step::UndoRedo,
            // An offer against the computer searches for its answer: rarer than the others.
            25 => {
                if u.ratio(1, 4)? {
                    Step::OfferDraw
                } else {
                    Step::AcceptDraw
                }
            }
            26 => Step::AcceptDraw,
            27 => Step::DeclineDraw,
            28 => Step::Resign(*u.choose(&[None, Some(Side::White), Some(Side::Black)])?),
            29 => Step::Pause,
            30 => Step::Resume,
            31 => {
                if u.ratio(1, 8)? {
                    Step::Hint
                } else {
                    Step::Tick { delta_ms: 0, wait: true }
                }
            }
            32 => {
                Step::SetLanguage(if u.ratio(1, 4)? { u.arbitrary()? } else { (*u.choose(&LANGUAGE_TAGS)?).to_owned() })
            }
            33..=36 => Step::Tick { delta_ms: tick_delta(u)?, wait: u.arbitrary()? },
            _ => Step::SaveLoad,
        })
    }
}

/// A time step: mostly forward, by up to a few minutes so flags fall; sometimes backward.
fn tick_delta(u: &mut Unstructured<'_>) -> arbitrary::Result<i32> {
    Ok(match u.int_in_range(0..=7u8)? {
        0 => -i32::from(u.int_in_range(1..=60_000u16)?),
        1 => i32::from(u.int_in_range(0..=3u8)?) * 100_000,
        _ => i32::from(u.int_in_range(0..=2_000u16)?),
    })
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestCaseError, TestRunner};

    use super::*;

    fn pass_and_play() -> Setup {
        Setup { computer: None, turning: BoardTurning::Fixed, chess960: None, clock: None, undo_locked: false }
    }

    fn start_view_with_e2_selected() -> (BoardView, Position) {
        let session = GameSession::new(game_settings(&pass_and_play()), 0);
        let view = session.tap(12, 0).unwrap();
        (view, Position::from_fen(&session.fen()).unwrap())
    }

    #[test]
    fn the_checker_accepts_the_targets_of_a_selected_pawn() {
        let (view, position) = start_view_with_e2_selected();
        assert_eq!(check_legal_targets(&view, &position), Ok(()));
    }

    #[test]
    fn the_checker_catches_a_missing_legal_target() {
        let (mut view, position) = start_view_with_e2_selected();
        view.squares[28].legal_target = false;
        let error = check_legal_targets(&view, &position).unwrap_err();
        assert!(error.contains("the move generator gives"), "{error}");
    }

    #[test]
    fn the_checker_catches_a_target_marked_as_a_capture_that_is_none() {
        let (mut view, position) = start_view_with_e2_selected();
        view.squares[28].legal_target = false;
        view.squares[28].capture_target = true;
        assert!(check_legal_targets(&view, &position).is_err());
    }

    #[test]
    fn the_checker_catches_a_checkmate_claimed_on_a_board_without_one() {
        let (mut view, position) = start_view_with_e2_selected();
        view.status = GameStatus::Won { winner: Side::Black, reason: WinKind::Checkmate };
        assert!(check_outcome(&view, &position).is_err());
    }

    #[test]
    fn fools_mate_by_taps_ends_the_game_and_every_invariant_holds() {
        // f2f3, e7e5, g2g4, Qd8h4#.
        let steps = [(13, 21), (52, 36), (14, 30), (59, 31)]
            .iter()
            .flat_map(|&(from, to)| [Step::Tap(from), Step::Tap(to)])
            .chain([
                Step::UndoRedo,
                Step::SaveLoad,
                Step::Tick { delta_ms: -5_000, wait: false },
                Step::PlayLegal(0, true),
            ])
            .collect();
        let report = run(&Script { setup: pass_and_play(), steps }).unwrap();
        assert!(report.finished);
        assert_eq!(report.moves, 4);
    }

    #[test]
    fn a_move_against_the_computer_is_answered_once_time_passes() {
        let setup =
            Setup { computer: Some((Level::Beginner, ColorChoice::White)), clock: Some((1, 0)), ..pass_and_play() };
        let steps = vec![Step::PlayLegal(0, false), Step::Tick { delta_ms: 1_000, wait: true }];
        assert_eq!(run(&Script { setup, steps }).unwrap().moves, 2);
    }

    /// 300 scripts of up to 60 steps each, decoded from random bytes as the fuzz target
    /// decodes them; shrunk to a short failing script when an invariant breaks.
    #[test]
    fn random_scripts_keep_every_invariant() {
        let started = Instant::now();
        // PROPTEST_CASES=3000 runs ten times as many.
        let cases = std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(300);
        let mut runner = TestRunner::new(Config { cases, failure_persistence: None, ..Config::default() });
        let totals = std::cell::Cell::new((0usize, 0usize, 0usize, 0usize));
        let outcome = runner.run(&proptest::collection::vec(any::<u8>(), 0..240), |bytes| {
            let mut script = <Script as arbitrary::Arbitrary>::arbitrary_take_rest(Unstructured::new(&bytes))
                .map_err(|e| TestCaseError::reject(e.to_string()))?;
            script.steps.truncate(60);
            let report = run(&script).map_err(|failure| TestCaseError::fail(format!("{failure}\n{script:#?}")))?;
            let (scripts, steps, checks, finished) = totals.get();
            totals.set((
                scripts + 1,
                steps + report.steps,
                checks + report.checks,
                finished + usize::from(report.finished),
            ));
            Ok(())
        });
        let (scripts, steps, checks, finished) = totals.get();
        eprintln!(
            "state machine: {scripts} scripts, {steps} steps, {checks} invariant checks, {finished} games finished, in {:?}",
            started.elapsed()
        );
        if let Err(error) = outcome {
            panic!("{error}");
        }
    }
}
