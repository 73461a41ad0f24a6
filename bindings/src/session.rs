//! `GameSession`: one game as a player experiences it, behind a lock so the shells may call it
//! from any thread.

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use ply_core::i18n::Language;
use ply_core::rules::Square;
use ply_core::session::{self as core, Opponent, Orientation, Settings, TimeControl, Variant};

use crate::FfiError;
use crate::review::GameReviewer;
use crate::view::{BoardView, Level, PieceKind, Side};

/// How a pass-and-play board turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BoardTurning {
    /// White at the bottom throughout.
    Fixed,
    /// The player to move at the bottom.
    FlipEachMove,
    /// Face to face across a table.
    FaceToFace,
}

/// The colour a player asks for against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorChoice {
    /// White.
    White,
    /// Black.
    Black,
    /// Chance decides.
    Random,
}

/// What a new game is.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameSettings {
    /// Against the computer at this level; `None` for pass-and-play.
    pub computer_level: Option<Level>,
    /// The person's colour against the computer.
    pub color: ColorChoice,
    /// How a pass-and-play board turns.
    pub turning: BoardTurning,
    /// Chess960; with `chess960_number` `None` a random start.
    pub chess960: bool,
    /// The Chess960 start position number, 0 to 959.
    pub chess960_number: Option<u16>,
    /// Clock minutes; `None` for no clock.
    pub clock_minutes: Option<u32>,
    /// Clock increment in seconds.
    pub clock_increment_seconds: u32,
    /// Forbid undo against the computer.
    pub undo_locked: bool,
    /// The language tag of the texts (`en`); unknown tags fall back to English.
    pub language: String,
}

impl From<&GameSettings> for Settings {
    fn from(s: &GameSettings) -> Settings {
        let opponent = match s.computer_level {
            Some(level) => Opponent::Computer {
                level: level.into(),
                color: match s.color {
                    ColorChoice::White => core::ColorChoice::White,
                    ColorChoice::Black => core::ColorChoice::Black,
                    ColorChoice::Random => core::ColorChoice::Random,
                },
            },
            None => Opponent::PassAndPlay {
                orientation: match s.turning {
                    BoardTurning::Fixed => Orientation::Fixed,
                    BoardTurning::FlipEachMove => Orientation::FlipEachMove,
                    BoardTurning::FaceToFace => Orientation::FaceToFace,
                },
            },
        };
        Settings {
            opponent,
            variant: if s.chess960 { Variant::Chess960 { number: s.chess960_number } } else { Variant::Standard },
            time_control: s
                .clock_minutes
                .filter(|m| *m > 0)
                .map(|minutes| TimeControl { minutes, increment_seconds: s.clock_increment_seconds }),
            undo_locked: s.undo_locked,
            language: Language::from_tag(&s.language).unwrap_or_default(),
        }
    }
}

/// One game: every call takes the shell's monotonic time in milliseconds and returns the new view.
#[derive(uniffi::Object)]
pub struct GameSession {
    inner: Mutex<core::GameSession>,
}

/// The square with this index, or a typed error past h8.
pub(crate) fn square(index: u8) -> Result<Square, FfiError> {
    (index < 64).then(|| Square::from_index(index.into())).ok_or(FfiError::InvalidSquare { index })
}

impl GameSession {
    fn lock(&self) -> MutexGuard<'_, core::GameSession> {
        // A panic inside a call is caught at the boundary; the game it left behind is still valid.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl GameSession {
    /// Starts a game.
    #[uniffi::constructor]
    pub fn new(settings: GameSettings, now_ms: u64) -> Arc<GameSession> {
        Arc::new(GameSession { inner: Mutex::new(core::GameSession::new((&settings).into(), now_ms)) })
    }

    /// Continues the game saved at `path`. A file there that does not read is moved aside to
    /// `path` + `.unreadable`, so a new game saved at `path` does not destroy it.
    #[uniffi::constructor]
    pub fn load(path: String, now_ms: u64) -> Result<Arc<GameSession>, FfiError> {
        let session = core::GameSession::load(Path::new(&path), now_ms)?;
        Ok(Arc::new(GameSession { inner: Mutex::new(session) }))
    }

    /// The view now.
    pub fn view(&self, now_ms: u64) -> BoardView {
        self.lock().view(now_ms).into()
    }

    /// Lets time pass: a flag may fall, a computer move may be played. Call it while the view
    /// says the computer is thinking, and with a running clock.
    pub fn tick(&self, now_ms: u64) -> BoardView {
        let mut session = self.lock();
        session.tick(now_ms);
        session.view(now_ms).into()
    }

    /// A tap on the square with this index (0 = a1 ... 63 = h8).
    pub fn tap(&self, square_index: u8, now_ms: u64) -> Result<BoardView, FfiError> {
        let square = square(square_index)?;
        let mut session = self.lock();
        session.tap(square, now_ms);
        Ok(session.view(now_ms).into())
    }

    /// A move dragged from one square to another.
    pub fn drag(&self, from: u8, to: u8, now_ms: u64) -> Result<BoardView, FfiError> {
        let (from, to) = (square(from)?, square(to)?);
        let mut session = self.lock();
        session.drag(from, to, now_ms);
        Ok(session.view(now_ms).into())
    }

    /// A move typed as text: two squares, UCI or SAN.
    pub fn enter_move(&self, text: String, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.enter(&text, now_ms)?;
        Ok(session.view(now_ms).into())
    }

    /// What the waiting pawn becomes.
    pub fn choose_promotion(&self, piece: PieceKind, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.choose_promotion(piece.into(), now_ms)?;
        Ok(session.view(now_ms).into())
    }

    /// The pawn goes back; no promotion.
    pub fn cancel_promotion(&self, now_ms: u64) -> BoardView {
        let mut session = self.lock();
        session.cancel_promotion();
        session.view(now_ms).into()
    }

    /// Takes back a move (two against the computer); cancels the computer's thinking.
    pub fn undo(&self, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.undo(now_ms)?;
        Ok(session.view(now_ms).into())
    }

    /// Plays the taken-back moves again.
    pub fn redo(&self, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.redo(now_ms)?;
        Ok(session.view(now_ms).into())
    }

    /// Offers a draw (the computer answers at once).
    pub fn offer_draw(&self, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.offer_draw(now_ms)?;
        Ok(session.view(now_ms).into())
    }

    /// Accepts the draw offered.
    pub fn accept_draw(&self, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.accept_draw(now_ms)?;
        Ok(session.view(now_ms).into())
    }

    /// Declines the draw offered.
    pub fn decline_draw(&self, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.decline_draw()?;
        Ok(session.view(now_ms).into())
    }

    /// `side` resigns.
    pub fn resign(&self, side: Side, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.resign(side.into(), now_ms)?;
        Ok(session.view(now_ms).into())
    }

    /// The player holding the phone resigns: the person against the computer, the side to move in
    /// pass-and-play.
    pub fn resign_player(&self, now_ms: u64) -> Result<BoardView, FfiError> {
        let mut session = self.lock();
        session.resign_player(now_ms)?;
        Ok(session.view(now_ms).into())
    }

    /// Pauses clocks and the computer (the app goes to the background).
    pub fn pause(&self, now_ms: u64) -> BoardView {
        let mut session = self.lock();
        session.pause(now_ms);
        session.view(now_ms).into()
    }

    /// Resumes after a pause.
    pub fn resume(&self, now_ms: u64) -> BoardView {
        let mut session = self.lock();
        session.resume_play(now_ms);
        session.view(now_ms).into()
    }

    /// Marks the starting square of a good move (a short search: call it off the UI thread). The
    /// search runs on a copy of the game without holding the session, so taps and ticks answer
    /// meanwhile; its answer is dropped if the game has moved on.
    pub fn hint(&self, now_ms: u64) -> Result<BoardView, FfiError> {
        let search = self.lock().hint_search()?;
        let square = search.run().ok_or(core::SessionError::GameOver)?;
        let mut session = self.lock();
        session.keep_hint(&search, square);
        Ok(session.view(now_ms).into())
    }

    /// Changes the language of the texts (a tag such as `en`).
    pub fn set_language(&self, tag: String, now_ms: u64) -> BoardView {
        let mut session = self.lock();
        session.set_language(Language::from_tag(&tag).unwrap_or_default());
        session.view(now_ms).into()
    }

    /// Saves the game to `path` atomically.
    pub fn save(&self, path: String, now_ms: u64) -> Result<(), FfiError> {
        Ok(self.lock().save(Path::new(&path), now_ms)?)
    }

    /// A reviewer of the game as it stands, with the session's language: for the Review screen
    /// once the game is over (any game may be reviewed).
    pub fn reviewer(&self) -> Arc<GameReviewer> {
        let session = self.lock();
        GameReviewer::of_game(session.game().clone(), session.settings().language)
    }

    /// The game as PGN, for sharing.
    pub fn pgn(&self) -> String {
        self.lock().pgn()
    }

    /// The current position as FEN.
    pub fn fen(&self) -> String {
        self.lock().fen()
    }
}

#[cfg(any(test, feature = "state-machine"))]
impl GameSession {
    /// Waits up to `timeout` for the computer's search (the state machine's stand-in for the time
    /// a shell lets pass between ticks); whether its move is at hand.
    pub fn wait_for_computer(&self, timeout: std::time::Duration) -> bool {
        self.lock().wait_for_computer(timeout)
    }
}

#[cfg(test)]
mod tests {
    use std::thread;
    use std::time::{Duration, Instant};

    use super::*;

    fn pass_and_play() -> GameSettings {
        GameSettings {
            computer_level: None,
            color: ColorChoice::White,
            turning: BoardTurning::Fixed,
            chess960: false,
            chess960_number: None,
            clock_minutes: None,
            clock_increment_seconds: 0,
            undo_locked: false,
            language: "en".to_owned(),
        }
    }

    /// The longest of the calls `call` made while `busy` said the other thread was still at work,
    /// and how many calls that was.
    fn slowest_call_while(busy: impl Fn() -> bool, mut call: impl FnMut()) -> (Duration, u32) {
        let (mut slowest, mut calls) = (Duration::ZERO, 0);
        while busy() {
            let start = Instant::now();
            call();
            let took = start.elapsed();
            if busy() {
                slowest = slowest.max(took);
                calls += 1;
            }
            thread::sleep(Duration::from_millis(1));
        }
        (slowest, calls)
    }

    #[test]
    fn tick_and_tap_answer_at_once_while_a_hint_searches_on_another_thread() {
        let session = GameSession::new(pass_and_play(), 0);
        let hinter = thread::spawn({
            let session = Arc::clone(&session);
            move || session.hint(0)
        });
        // Taps on e2 select and deselect the pawn: the game stays where the hint's search began.
        let (slowest, calls) = slowest_call_while(
            || !hinter.is_finished(),
            || {
                session.tick(1);
                session.tap(12, 1).unwrap();
            },
        );
        let view = hinter.join().unwrap().unwrap();
        eprintln!("{calls} tick-and-tap pairs during the hint, the slowest {slowest:?}");
        assert!(calls > 0, "the hint finished before any tap: nothing was measured");
        assert!(slowest < Duration::from_millis(50), "a tick and a tap took {slowest:?} during the hint");
        assert!(view.squares.iter().any(|square| square.hint), "the game did not move: the hint is kept");
    }
}
