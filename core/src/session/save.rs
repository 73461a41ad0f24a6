//! Saving a session to a file and restoring it: a small header (magic, format version), then the
//! game as a start position and moves with the clocks and settings, encoded with bincode.
//! Writes are atomic: a temporary file renamed over the old save.

use std::fs;
use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::clock::{ChessClock, TimeControl};
use super::computer::Computer;
use super::{ColorChoice, GameSession, Opponent, Orientation, Settings, Variant};
use crate::engine::Level;
use crate::i18n::Language;
use crate::rules::{Color, DrawReason, Game, Outcome, Position, WinReason};

/// The first bytes of every save file.
const MAGIC: &[u8; 8] = b"PLYSAVE\0";
/// The format this build writes; it reads this one and every older one.
const FORMAT_VERSION: u16 = 1;

/// Why a save file could not be written or read back.
#[derive(Debug, Error)]
pub enum SaveError {
    /// The file could not be read or written.
    #[error("the save file could not be read or written: {0}")]
    Io(#[from] std::io::Error),
    /// The file is not a Ply save.
    #[error("this is not a Ply save file")]
    NotASave,
    /// The file ends before its data does.
    #[error("the save file is cut short")]
    Truncated,
    /// The file was written by a newer Ply.
    #[error("the save file was written by a newer Ply (format {found}, this one reads up to {supported})")]
    NewerVersion {
        /// The file's format version.
        found: u16,
        /// The newest this build reads.
        supported: u16,
    },
    /// The data inside does not make a game.
    #[error("the save file is damaged: {0}")]
    Corrupt(String),
}

#[derive(Serialize, Deserialize)]
struct SavedGame {
    start_fen: String,
    chess960: bool,
    /// Moves in UCI, castling as king-takes-rook.
    moves: Vec<String>,
    /// Moves taken back that redo would play, in UCI.
    redo: Vec<String>,
    /// A result no move produced: resignation, agreement, flag (`None` if the board decides).
    declared: Option<Declared>,
    opponent: SavedOpponent,
    human_white: Option<bool>,
    clock: Option<SavedClock>,
    undo_locked: bool,
    language: String,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
enum Declared {
    Resigned { white: bool },
    Agreed,
    FlagFell { white: bool },
}

#[derive(Serialize, Deserialize)]
enum SavedOpponent {
    PassAndPlay { orientation: u8 },
    Computer { level: String },
}

#[derive(Serialize, Deserialize)]
struct SavedClock {
    minutes: u32,
    increment_seconds: u32,
    remaining: [u64; 2],
    history: Vec<[u64; 2]>,
}

impl GameSession {
    /// Writes the session to `path` atomically; the previous save stays intact if anything fails.
    pub fn save(&self, path: &Path, now_ms: u64) -> Result<(), SaveError> {
        let bytes = self.to_bytes(now_ms)?;
        let temporary = path.with_extension("tmp");
        let mut file = fs::File::create(&temporary)?;
        file.write_all(&bytes)?;
        file.sync_all()?;
        fs::rename(&temporary, path)?;
        Ok(())
    }

    /// The session as save-file bytes.
    pub fn to_bytes(&self, now_ms: u64) -> Result<Vec<u8>, SaveError> {
        let game = &self.game;
        let uci = |position: &Position, mv| position.to_uci(mv, true);
        let moves = game.positions().iter().zip(game.moves()).map(|(p, m)| uci(p, *m)).collect();
        let mut replay = game.clone();
        let mut redo = Vec::new();
        for mv in self.redo.iter().rev() {
            redo.push(uci(replay.position(), *mv));
            if replay.play(*mv).is_err() {
                break;
            }
        }
        let declared = match game.outcome() {
            Some(Outcome::Win { winner, reason: WinReason::Resignation }) => {
                Some(Declared::Resigned { white: winner == Color::Black })
            }
            Some(Outcome::Win { winner, reason: WinReason::Timeout }) => {
                Some(Declared::FlagFell { white: winner == Color::Black })
            }
            Some(Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)) => {
                Some(Declared::FlagFell { white: game.position().turn() == Color::White })
            }
            Some(Outcome::Draw(DrawReason::Agreement)) => Some(Declared::Agreed),
            // Mate, stalemate and the automatic draws follow from the moves again.
            _ => None,
        };
        let opponent = match self.settings.opponent {
            Opponent::PassAndPlay { orientation } => SavedOpponent::PassAndPlay {
                orientation: match orientation {
                    Orientation::Fixed => 0,
                    Orientation::FlipEachMove => 1,
                    Orientation::FaceToFace => 2,
                },
            },
            Opponent::Computer { level, .. } => SavedOpponent::Computer { level: level.name().to_owned() },
        };
        let saved = SavedGame {
            start_fen: game.start().shredder_fen(),
            chess960: game.is_chess960(),
            moves,
            redo,
            declared,
            opponent,
            human_white: self.human.map(|c| c == Color::White),
            clock: self.clock.map(|clock| SavedClock {
                minutes: clock.control().minutes,
                increment_seconds: clock.control().increment_seconds,
                remaining: clock.snapshot(now_ms),
                history: self.clock_history.clone(),
            }),
            undo_locked: self.settings.undo_locked,
            language: self.settings.language.tag().to_owned(),
        };
        let payload = bincode::serde::encode_to_vec(&saved, bincode::config::standard())
            .map_err(|e| SaveError::Corrupt(e.to_string()))?;
        let mut bytes = Vec::with_capacity(payload.len() + 14);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&(payload.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&payload);
        Ok(bytes)
    }

    /// Reads a session saved by [`GameSession::save`]; the game goes on from where it was, with
    /// its clocks stopped until the next move or [`GameSession::resume_play`].
    pub fn load(path: &Path, now_ms: u64) -> Result<GameSession, SaveError> {
        GameSession::from_bytes(&fs::read(path)?, now_ms)
    }

    /// Reads a session from save-file bytes.
    pub fn from_bytes(bytes: &[u8], now_ms: u64) -> Result<GameSession, SaveError> {
        if bytes.len() < MAGIC.len() {
            return Err(if MAGIC.starts_with(bytes) { SaveError::Truncated } else { SaveError::NotASave });
        }
        if &bytes[..MAGIC.len()] != MAGIC {
            return Err(SaveError::NotASave);
        }
        let header = bytes.get(MAGIC.len()..MAGIC.len() + 6).ok_or(SaveError::Truncated)?;
        let version = u16::from_le_bytes([header[0], header[1]]);
        if version > FORMAT_VERSION {
            return Err(SaveError::NewerVersion { found: version, supported: FORMAT_VERSION });
        }
        let length = u32::from_le_bytes([header[2], header[3], header[4], header[5]]) as usize;
        let payload = &bytes[MAGIC.len() + 6..];
        if payload.len() < length {
            return Err(SaveError::Truncated);
        }
        let (saved, _): (SavedGame, usize) =
            bincode::serde::decode_from_slice(&payload[..length], bincode::config::standard())
                .map_err(|e| SaveError::Corrupt(e.to_string()))?;
        restore(saved, now_ms)
    }
}

fn restore(saved: SavedGame, now_ms: u64) -> Result<GameSession, SaveError> {
    let corrupt = |what: String| SaveError::Corrupt(what);
    let start = Position::from_fen(&saved.start_fen).map_err(|e| corrupt(format!("start position: {e}")))?;
    let mut game = Game::from_position(start, saved.chess960);
    for text in &saved.moves {
        let mv = game.position().parse_uci(text).map_err(|e| corrupt(format!("move {text}: {e}")))?;
        game.play(mv).map_err(|e| corrupt(format!("move {text}: {e}")))?;
    }
    let mut replay = game.clone();
    let mut redo = Vec::new();
    for text in &saved.redo {
        let mv = replay.position().parse_uci(text).map_err(|e| corrupt(format!("redo move {text}: {e}")))?;
        replay.play(mv).map_err(|e| corrupt(format!("redo move {text}: {e}")))?;
        redo.push(mv);
    }
    redo.reverse();
    match saved.declared {
        None => Ok(()),
        Some(Declared::Resigned { white }) => game.resign(if white { Color::White } else { Color::Black }),
        Some(Declared::Agreed) => game.agree_draw(),
        Some(Declared::FlagFell { white }) => game.flag_fell(if white { Color::White } else { Color::Black }),
    }
    .map_err(|e| corrupt(format!("result: {e}")))?;
    let language = Language::from_tag(&saved.language).unwrap_or_default();
    let (opponent, human, computer) = match (&saved.opponent, saved.human_white) {
        (SavedOpponent::PassAndPlay { orientation }, None) => {
            let orientation = match orientation {
                0 => Orientation::Fixed,
                1 => Orientation::FlipEachMove,
                2 => Orientation::FaceToFace,
                other => return Err(corrupt(format!("orientation {other}"))),
            };
            (Opponent::PassAndPlay { orientation }, None, None)
        }
        (SavedOpponent::Computer { level }, Some(white)) => {
            let level: Level = level.parse().map_err(|e| corrupt(format!("{e}")))?;
            let human = if white { Color::White } else { Color::Black };
            let color = if white { ColorChoice::White } else { ColorChoice::Black };
            (Opponent::Computer { level, color }, Some(human), Some(Computer::new(level, fastrand::u64(..))))
        }
        _ => return Err(corrupt("the opponent does not match the players".to_owned())),
    };
    let time_control =
        saved.clock.as_ref().map(|c| TimeControl { minutes: c.minutes, increment_seconds: c.increment_seconds });
    let variant = if saved.chess960 { Variant::Chess960 { number: None } } else { Variant::Standard };
    let settings = Settings { opponent, variant, time_control, undo_locked: saved.undo_locked, language };
    let mut session = GameSession::resume(settings, human, game, computer, now_ms);
    if let (Some(clock), Some(saved_clock)) = (session.clock.as_mut(), saved.clock) {
        if saved_clock.history.len() != session.game.moves().len() {
            return Err(corrupt("the clock history does not match the moves".to_owned()));
        }
        let mut restored = ChessClock::new(clock.control());
        restored.restore(saved_clock.remaining);
        *clock = restored;
        session.clock_history = saved_clock.history;
    }
    session.redo = redo;
    session.paused = session.clock.is_some() && session.game.outcome().is_none();
    Ok(session)
}
