//! The game as a player experiences it: one [`GameSession`] per game, one call in for everything a
//! player does, one [`BoardView`] out with everything a screen shows.
//!
//! ```
//! use ply_core::session::{GameSession, Settings};
//! use ply_core::rules::Square;
//!
//! let mut session = GameSession::new(Settings::pass_and_play(), 0);
//! session.tap(Square::E2, 0);
//! assert!(session.view(0).squares[Square::E4.index()].legal_target);
//! session.tap(Square::E4, 1_000);
//! assert_eq!(session.view(1_000).moves[0].white.as_deref(), Some("e4"));
//! ```

mod clock;
mod computer;
mod describe;
mod hint;
mod save;
mod view;

use std::time::Duration;

pub use clock::{ChessClock, TimeControl};
pub(crate) use describe::{color_id, mark_targets, noun, side_id, square_views};
pub use hint::HintSearch;
pub use save::{SaveError, unreadable_path};
pub use view::{
    BoardOrientation, BoardView, Buttons, CapturedView, ClocksView, MoveRow, PromotionView, RefusalView, SquareView,
    Status,
};

use crate::engine::{Clock, Level, Limits, Player};
use crate::i18n::Language;
use crate::rules::{Color, Game, GameError, IllegalMoveReason, Move, Role, Square, chess960};
use computer::Computer;

/// How a pass-and-play board is turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// White at the bottom throughout.
    Fixed,
    /// The player to move at the bottom, turning after each move.
    FlipEachMove,
    /// The phone flat between two players: White at the bottom, Black's side drawn upside down.
    FaceToFace,
}

/// The colour a player asks for against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    /// Play White.
    White,
    /// Play Black.
    Black,
    /// Let chance decide.
    Random,
}

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people pass one phone.
    PassAndPlay {
        /// How the board turns.
        orientation: Orientation,
    },
    /// One person plays the computer.
    Computer {
        /// The computer's level.
        level: Level,
        /// The person's colour.
        color: ColorChoice,
    },
}

/// Where the game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// The usual setup.
    Standard,
    /// A Chess960 start: the numbered one, or one drawn at random.
    Chess960 {
        /// The start position's number, 0 to 959.
        number: Option<u16>,
    },
}

/// Everything chosen before a game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Who plays whom.
    pub opponent: Opponent,
    /// Standard chess or Chess960.
    pub variant: Variant,
    /// The clock, if any.
    pub time_control: Option<TimeControl>,
    /// Against the computer: forbid taking moves back.
    pub undo_locked: bool,
    /// The language of every text in the view.
    pub language: Language,
}

impl Settings {
    /// Pass-and-play, standard chess, no clock, the board fixed with White at the bottom.
    pub fn pass_and_play() -> Settings {
        Settings {
            opponent: Opponent::PassAndPlay { orientation: Orientation::Fixed },
            variant: Variant::Standard,
            time_control: None,
            undo_locked: false,
            language: Language::English,
        }
    }

    /// Against the computer at `level`, playing `color`, standard chess, no clock.
    pub fn versus_computer(level: Level, color: ColorChoice) -> Settings {
        Settings { opponent: Opponent::Computer { level, color }, ..Settings::pass_and_play() }
    }
}

/// Why the session refused an action (the view's refusal explains illegal moves instead).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// It is the computer's turn.
    #[error("it is the computer's turn")]
    NotYourTurn,
    /// Undo is locked in this game, or there is nothing to undo.
    #[error("there is nothing to take back, or taking back is locked")]
    CannotUndo,
    /// There is nothing to redo.
    #[error("there is nothing to redo")]
    CannotRedo,
    /// Typed text that is no move: not two squares, UCI or SAN that fits a legal move.
    #[error("{0}")]
    UnreadableMove(String),
    /// No promotion is waiting for a choice, or the piece chosen is not a promotion piece.
    #[error("no promotion waits for that choice")]
    NoPromotion,
    /// There is no draw offer to answer, or one is already pending.
    #[error("there is no draw offer to answer, or one is pending already")]
    NoDrawOffer,
}

/// An attempted move that was refused, kept for the view.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Refusal {
    reason: IllegalMoveReason,
    from: Square,
    to: Square,
}

/// One game as a player experiences it. See the module documentation.
pub struct GameSession {
    settings: Settings,
    /// Against the computer: the person's colour, decided at the start.
    human: Option<Color>,
    game: Game,
    /// Moves taken back, last taken back last, each with both clocks' times as it was taken back,
    /// so that redo gives back the clocks as well as the move (`None` for moves read from a save).
    redo: Vec<(Move, Option<[u64; 2]>)>,
    clock: Option<ChessClock>,
    /// Both clocks' times before each move, to restore on undo.
    clock_history: Vec<[u64; 2]>,
    paused: bool,
    selected: Option<Square>,
    pending_promotion: Option<(Square, Square)>,
    refusal: Option<Refusal>,
    draw_offer: Option<Color>,
    hint: Option<Square>,
    computer: Option<Computer>,
}

impl GameSession {
    /// Starts a game at `now_ms` (the shell's monotonic milliseconds).
    pub fn new(settings: Settings, now_ms: u64) -> GameSession {
        let game = match settings.variant {
            Variant::Standard => Game::new(),
            Variant::Chess960 { number } => {
                let number = number.filter(|n| *n < chess960::COUNT).unwrap_or_else(chess960::random_number);
                Game::chess960(number).unwrap_or_default()
            }
        };
        GameSession::from_game(settings, game, now_ms)
    }

    /// Goes on with `game` (a shared position or a game read from PGN) under `settings`; the
    /// settings' variant is not used, the game already has its start.
    pub fn from_game(settings: Settings, game: Game, now_ms: u64) -> GameSession {
        let (human, computer) = match settings.opponent {
            Opponent::PassAndPlay { .. } => (None, None),
            Opponent::Computer { level, color } => {
                let human = match color {
                    ColorChoice::White => Color::White,
                    ColorChoice::Black => Color::Black,
                    ColorChoice::Random => {
                        if fastrand::bool() {
                            Color::White
                        } else {
                            Color::Black
                        }
                    }
                };
                (Some(human), Some(Computer::new(level, fastrand::u64(..))))
            }
        };
        GameSession::resume(settings, human, game, computer, now_ms)
    }

    fn resume(
        settings: Settings,
        human: Option<Color>,
        game: Game,
        computer: Option<Computer>,
        now_ms: u64,
    ) -> GameSession {
        let mut session = GameSession {
            clock: settings.time_control.map(ChessClock::new),
            settings,
            human,
            game,
            redo: Vec::new(),
            clock_history: Vec::new(),
            paused: false,
            selected: None,
            pending_promotion: None,
            refusal: None,
            draw_offer: None,
            hint: None,
            computer,
        };
        session.clock_history = vec![session.clock_times(now_ms); session.game.moves().len()];
        session.after_change(now_ms);
        session
    }

    /// The settings the game was started with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Changes the language of the view's texts.
    pub fn set_language(&mut self, language: Language) {
        self.settings.language = language;
    }

    /// Whether it is a person's turn (not the computer's) in a game that goes on.
    fn humans_turn(&self) -> bool {
        self.game.outcome().is_none() && self.human.is_none_or(|human| human == self.game.position().turn())
    }

    /// A tap on `square`: selects a piece, changes or clears the selection, or moves the selected
    /// piece there.
    pub fn tap(&mut self, square: Square, now_ms: u64) {
        self.tick(now_ms);
        if !self.humans_turn() || self.pending_promotion.is_some() || self.paused {
            return;
        }
        let position = *self.game.position();
        let own = position.piece_at(square).is_some_and(|piece| piece.color == position.turn());
        match self.selected {
            Some(from) if from == square => self.selected = None,
            Some(from) if own && self.castling_move(from, square).is_none() => {
                self.selected = Some(square);
                self.refusal = None;
            }
            Some(from) => {
                self.selected = None;
                self.attempt(from, square, now_ms);
            }
            None if own => {
                self.selected = Some(square);
                self.refusal = None;
            }
            None => {}
        }
    }

    /// A whole move from `from` to `to`, as a drag gives it.
    pub fn drag(&mut self, from: Square, to: Square, now_ms: u64) {
        self.tick(now_ms);
        if !self.humans_turn() || self.pending_promotion.is_some() || self.paused || from == to {
            return;
        }
        self.selected = None;
        self.attempt(from, to, now_ms);
    }

    /// A move typed as text: two squares (`e2 e4`, `e2-e4`), UCI (`e2e4`, `e7e8q`) or SAN (`Nf3`,
    /// `O-O`). A legal move is played (or waits for its promotion piece, if none was named); an
    /// illegal one is refused in the view with its reason, like a tap; text that names no move at
    /// all is an error.
    pub fn enter(&mut self, text: &str, now_ms: u64) -> Result<(), SessionError> {
        self.tick(now_ms);
        if self.game.outcome().is_some() {
            return Err(SessionError::GameOver);
        }
        if !self.humans_turn() {
            return Err(SessionError::NotYourTurn);
        }
        let position = *self.game.position();
        let squares: String = text.chars().filter(|c| !c.is_whitespace() && *c != '-').collect();
        let pair = squares.get(0..2).zip(squares.get(2..4)).and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
        let promotion = squares.get(4..).and_then(|rest| rest.chars().next()).and_then(Role::from_char);
        let (from, to, promotion) = if let (Some((from, to)), true) = (pair, squares.len() <= 5) {
            (from, to, promotion)
        } else {
            match position.parse_san(text) {
                Ok(mv) => (mv.from, mv.to, mv.promotion),
                Err(error) => {
                    let king = position.king(position.turn());
                    let castle = match text.trim().trim_end_matches(['+', '#', '!', '?']).replace('0', "O").as_str() {
                        "O-O" => Some(crate::rules::CastlingSide::KingSide),
                        "O-O-O" => Some(crate::rules::CastlingSide::QueenSide),
                        _ => None,
                    };
                    let Some(side) = castle else { return Err(SessionError::UnreadableMove(error.to_string())) };
                    (king, side.king_destination(position.turn()), None)
                }
            }
        };
        self.selected = None;
        self.attempt(from, to, now_ms);
        if let Some(role) = promotion
            && self.pending_promotion.is_some()
        {
            self.choose_promotion(role, now_ms)?;
        }
        Ok(())
    }

    /// The castling move of the king on `from` that a tap on `to` means: the king's destination or
    /// its own rook.
    fn castling_move(&self, from: Square, to: Square) -> Option<Move> {
        let position = self.game.position();
        position.legal_moves().iter().copied().find(|&mv| {
            mv.from == from && position.is_castling(mv) && (mv.to == to || position.castling_squares(mv).1 == to)
        })
    }

    /// Plays the move from `from` to `to`, asks which piece a promotion becomes, or records why not.
    fn attempt(&mut self, from: Square, to: Square, now_ms: u64) {
        let position = *self.game.position();
        let candidates: Vec<Move> = position
            .legal_moves()
            .iter()
            .copied()
            .filter(|mv| mv.from == from && mv.to == to && !position.is_castling(*mv))
            .collect();
        if candidates.iter().any(|mv| mv.promotion.is_some()) {
            self.pending_promotion = Some((from, to));
            self.refusal = None;
        } else if let Some(&mv) = candidates.first() {
            self.play_human(mv, now_ms);
        } else if let Some(mv) = self.castling_move(from, to) {
            self.play_human(mv, now_ms);
        } else {
            let reason = self.game.why_illegal(from, to);
            self.refusal = reason.map(|reason| Refusal { reason, from, to });
        }
    }

    /// Chooses what the waiting pawn becomes.
    pub fn choose_promotion(&mut self, role: Role, now_ms: u64) -> Result<(), SessionError> {
        let (from, to) = self.pending_promotion.ok_or(SessionError::NoPromotion)?;
        if !Role::PROMOTIONS.contains(&role) {
            return Err(SessionError::NoPromotion);
        }
        self.pending_promotion = None;
        self.play_human(Move::with_promotion(from, to, role), now_ms);
        Ok(())
    }

    /// Takes the pawn back to its square without promoting.
    pub fn cancel_promotion(&mut self) {
        self.pending_promotion = None;
    }

    fn play_human(&mut self, mv: Move, now_ms: u64) {
        match self.play(mv, now_ms) {
            Ok(()) => self.redo.clear(),
            Err(GameError::IllegalMove { reason, .. }) => {
                self.refusal = Some(Refusal { reason, from: mv.from, to: mv.to });
            }
            Err(_) => {}
        }
    }

    /// Plays a legal move for whoever is to move, with the clock pressed.
    fn play(&mut self, mv: Move, now_ms: u64) -> Result<(), GameError> {
        let mover = self.game.position().turn();
        let before = self.clock_times(now_ms);
        self.game.play(mv)?;
        self.clock_history.push(before);
        if let Some(clock) = self.clock.as_mut() {
            clock.press(mover, now_ms);
        }
        if self.draw_offer.is_some_and(|offerer| offerer != mover) {
            // Answering an offer with a move declines it.
            self.draw_offer = None;
        }
        self.selected = None;
        self.refusal = None;
        self.hint = None;
        self.pending_promotion = None;
        self.after_change(now_ms);
        Ok(())
    }

    fn clock_times(&self, now_ms: u64) -> [u64; 2] {
        self.clock.map_or([0, 0], |clock| clock.snapshot(now_ms))
    }

    /// Brings clocks and the computer in line with the game after anything changed it.
    fn after_change(&mut self, now_ms: u64) {
        let over = self.game.outcome().is_some();
        if let Some(clock) = self.clock.as_mut() {
            if over || self.paused || self.game.moves().is_empty() {
                clock.stop(now_ms);
            } else if clock.running() != Some(self.game.position().turn()) {
                clock.start(self.game.position().turn(), now_ms);
            }
        }
        self.start_computer_if_its_turn(now_ms);
    }

    fn start_computer_if_its_turn(&mut self, now_ms: u64) {
        let turn = self.game.position().turn();
        let computers_turn = self.human.is_some_and(|human| human != turn);
        let wanted = computers_turn && self.game.outcome().is_none() && !self.paused;
        let Some(computer) = self.computer.as_mut() else { return };
        if !wanted {
            computer.cancel();
            return;
        }
        if computer.is_thinking() {
            return;
        }
        let level = match self.settings.opponent {
            Opponent::Computer { level, .. } => level,
            Opponent::PassAndPlay { .. } => Level::Expert,
        };
        let mut limits = Limits::move_time(level.params().budget);
        if let Some(clock) = self.clock {
            let time_left = Duration::from_millis(clock.remaining_ms(turn, now_ms));
            let increment = Duration::from_millis(clock.control().increment_ms());
            limits.clock = Some(Clock { time_left, increment, moves_to_go: None });
        }
        computer.start(self.game.positions().to_vec(), limits, now_ms);
    }

    /// Lets time pass to `now_ms`: a flag may fall, and a computer move whose pause is over is
    /// played. Returns whether anything changed.
    pub fn tick(&mut self, now_ms: u64) -> bool {
        if self.game.outcome().is_some() || self.paused {
            return false;
        }
        if let Some(loser) = self.clock.and_then(|clock| clock.flag_fallen(now_ms)) {
            let _ = self.game.flag_fell(loser);
            self.after_change(now_ms);
            return true;
        }
        let pause_ms = match self.settings.opponent {
            Opponent::Computer { level, .. } => level.params().pause.as_millis() as u64,
            Opponent::PassAndPlay { .. } => 0,
        };
        let position = *self.game.position();
        let answer = self.computer.as_mut().and_then(|computer| computer.take_answer(&position, now_ms, pause_ms));
        match answer.and_then(|result| result.best_move) {
            Some(mv) => {
                let _ = self.play(mv, now_ms);
                self.redo.clear();
                true
            }
            None => false,
        }
    }

    /// Waits up to `timeout` for the computer to find its move (it is played by the next
    /// [`GameSession::tick`] once the level's pause is over). Returns whether it has one.
    pub fn wait_for_computer(&mut self, timeout: Duration) -> bool {
        self.computer.as_mut().is_some_and(|computer| computer.wait(timeout))
    }

    /// Whether the computer is choosing a move.
    pub fn computer_thinking(&self) -> bool {
        self.computer.as_ref().is_some_and(Computer::is_thinking)
    }

    /// How many moves one undo takes back now: the person's move and the computer's reply
    /// together, or one half-move in pass-and-play or while the computer is still thinking.
    fn undo_plies(&self) -> usize {
        let moves = self.game.moves().len();
        match self.human {
            None => usize::from(moves > 0),
            Some(_) if self.settings.undo_locked => 0,
            // The computer has replied: its move and the person's go back together.
            Some(human) if self.game.position().turn() == human => {
                if moves >= 2 {
                    2
                } else {
                    0
                }
            }
            // The person just moved (the computer may be thinking): that move goes back.
            Some(_) => usize::from(moves > 0),
        }
    }

    /// Takes back the last move (against the computer: the person's last move and the reply).
    pub fn undo(&mut self, now_ms: u64) -> Result<(), SessionError> {
        let plies = self.undo_plies();
        if plies == 0 {
            return Err(SessionError::CannotUndo);
        }
        if let Some(computer) = self.computer.as_mut() {
            computer.cancel();
        }
        for _ in 0..plies {
            let times = self.clock.map(|clock| clock.snapshot(now_ms));
            if let Some(mv) = self.game.undo() {
                self.redo.push((mv, times));
            }
            if let Some(times) = self.clock_history.pop()
                && let Some(clock) = self.clock.as_mut()
            {
                clock.restore(times);
            }
        }
        self.clear_marks();
        self.draw_offer = None;
        self.after_change(now_ms);
        Ok(())
    }

    /// Plays again the moves the last undo took back.
    pub fn redo(&mut self, now_ms: u64) -> Result<(), SessionError> {
        if self.redo.is_empty() {
            return Err(SessionError::CannotRedo);
        }
        let plies = if self.human.is_some() { 2 } else { 1 };
        for _ in 0..plies {
            let Some((mv, times)) = self.redo.pop() else { break };
            if let Some(computer) = self.computer.as_mut() {
                computer.cancel();
            }
            if self.play(mv, now_ms).is_err() {
                self.redo.clear();
                break;
            }
            // The clocks as they stood when the move was taken back: redo gives back no time.
            if let (Some(times), Some(clock)) = (times, self.clock.as_mut()) {
                clock.restore(times);
            }
        }
        self.after_change(now_ms);
        Ok(())
    }

    fn clear_marks(&mut self) {
        self.selected = None;
        self.pending_promotion = None;
        self.refusal = None;
        self.hint = None;
    }

    /// The side to move offers a draw. Against the computer it answers at once.
    pub fn offer_draw(&mut self, now_ms: u64) -> Result<(), SessionError> {
        if self.game.outcome().is_some() {
            return Err(SessionError::GameOver);
        }
        if self.draw_offer.is_some() {
            return Err(SessionError::NoDrawOffer);
        }
        let offerer = self.human.unwrap_or_else(|| self.game.position().turn());
        self.draw_offer = Some(offerer);
        if self.human.is_some() {
            if self.computer_accepts_draw() {
                let _ = self.game.agree_draw();
            }
            self.draw_offer = None;
            self.after_change(now_ms);
        }
        Ok(())
    }

    /// The computer accepts a draw when it judges itself worse, or the position dead even late on.
    fn computer_accepts_draw(&self) -> bool {
        let position = self.game.position();
        let mut judge = Player::new(Level::Normal, 1, 0);
        let positions = self.game.positions();
        let stop = std::sync::atomic::AtomicBool::new(false);
        let result = judge.searcher_mut().search(positions, &Limits::nodes(50_000), &stop, |_| {});
        let computer = self.human.map(|h| !h).unwrap_or(position.turn());
        let score = if position.turn() == computer { result.score } else { -result.score };
        score <= -150 || (score.abs() <= 30 && position.fullmove_number() >= 30)
    }

    /// The player who did not offer accepts the draw.
    pub fn accept_draw(&mut self, now_ms: u64) -> Result<(), SessionError> {
        self.draw_offer.take().ok_or(SessionError::NoDrawOffer)?;
        self.game.agree_draw().map_err(|_| SessionError::GameOver)?;
        self.after_change(now_ms);
        Ok(())
    }

    /// The player who did not offer declines the draw.
    pub fn decline_draw(&mut self) -> Result<(), SessionError> {
        self.draw_offer.take().map(|_| ()).ok_or(SessionError::NoDrawOffer)
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color, now_ms: u64) -> Result<(), SessionError> {
        self.game.resign(color).map_err(|_| SessionError::GameOver)?;
        self.clear_marks();
        self.draw_offer = None;
        self.after_change(now_ms);
        Ok(())
    }

    /// The player holding the phone resigns: the person against the computer, the side to move in
    /// pass-and-play.
    pub fn resign_player(&mut self, now_ms: u64) -> Result<(), SessionError> {
        let side = self.human.unwrap_or_else(|| self.game.position().turn());
        self.resign(side, now_ms)
    }

    /// Stops the clocks and the computer until [`GameSession::resume_play`].
    pub fn pause(&mut self, now_ms: u64) {
        self.paused = true;
        if let Some(clock) = self.clock.as_mut() {
            clock.stop(now_ms);
        }
        if let Some(computer) = self.computer.as_mut() {
            computer.cancel();
        }
    }

    /// Starts the clocks and the computer again after a pause.
    pub fn resume_play(&mut self, now_ms: u64) {
        self.paused = false;
        self.after_change(now_ms);
    }

    /// Marks the starting square of a good move for the side to move (a short search). A shell
    /// that must not wait for it holds the session only for [`GameSession::hint_search`] and
    /// [`GameSession::keep_hint`], and runs the search between the two.
    pub fn hint(&mut self) -> Result<Square, SessionError> {
        let search = self.hint_search()?;
        let square = search.run().ok_or(SessionError::GameOver)?;
        self.keep_hint(&search, square);
        Ok(square)
    }

    /// The search a hint needs now, on a copy of the game: an error when it is no person's turn.
    pub fn hint_search(&self) -> Result<HintSearch, SessionError> {
        if !self.humans_turn() {
            return Err(if self.game.outcome().is_some() { SessionError::GameOver } else { SessionError::NotYourTurn });
        }
        Ok(HintSearch::new(self.game.positions()))
    }

    /// Marks `square`, the answer of `search`, unless the game has moved on since the search was
    /// taken (a move, an undo, the game's end); returns whether the hint is shown.
    pub fn keep_hint(&mut self, search: &HintSearch, square: Square) -> bool {
        let current = self.humans_turn() && self.game.positions() == search.positions();
        if current {
            self.hint = Some(square);
        }
        current
    }

    /// The current game as PGN, for sharing.
    pub fn pgn(&self) -> String {
        crate::rules::write_pgn(&self.game, &[("Event".to_owned(), "Ply game".to_owned())])
    }

    /// The current position as FEN, for sharing.
    pub fn fen(&self) -> String {
        self.game.position().fen()
    }

    /// The side at the bottom and whether the top is upside down.
    fn orientation(&self) -> BoardOrientation {
        match (self.settings.opponent, self.human) {
            (_, Some(human)) => BoardOrientation { bottom: human, top_upside_down: false },
            (Opponent::PassAndPlay { orientation: Orientation::FlipEachMove }, None) => {
                BoardOrientation { bottom: self.game.position().turn(), top_upside_down: false }
            }
            (Opponent::PassAndPlay { orientation: Orientation::FaceToFace }, None) => {
                BoardOrientation { bottom: Color::White, top_upside_down: true }
            }
            _ => BoardOrientation { bottom: Color::White, top_upside_down: false },
        }
    }
}
