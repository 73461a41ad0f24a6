//! Saving a session to a file and restoring it: a small header (magic, format version), then the
//! game as a start position and moves with the clocks and settings, encoded with bincode.
//! Writes are atomic: a temporary file renamed over the old save. Reads trust nothing: every
//! length inside is held to [`MAX_PAYLOAD`] before anything is allocated, and a file that does
//! not decode is refused with the byte where it went wrong.

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
/// The magic, the version and the payload's length.
const HEADER_BYTES: usize = MAGIC.len() + 6;
/// The largest payload read back, in bytes: a game of thousands of moves takes a few dozen
/// kilobytes, and no length a damaged file claims may make a reader allocate more than this.
const MAX_PAYLOAD: usize = 1 << 20;

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
    #[error("the save file is cut short: it ends at byte {length}")]
    Truncated {
        /// The file's length in bytes.
        length: usize,
    },
    /// The file was written by a newer Ply.
    #[error("the save file was written by a newer Ply (format {found}, this one reads up to {supported})")]
    NewerVersion {
        /// The file's format version.
        found: u16,
        /// The newest this build reads.
        supported: u16,
    },
    /// The bytes inside do not decode.
    #[error("the save file is damaged at byte {offset}: {reason}")]
    Undecodable {
        /// Where decoding stopped, from the file's first byte.
        offset: usize,
        /// What the decoder found there.
        reason: String,
    },
    /// The game takes more room than a save file holds; nothing was written.
    #[error("the game takes {bytes} bytes, more than a save file holds")]
    TooLarge {
        /// The bytes it would take.
        bytes: usize,
    },
    /// The data decodes but does not make a game; it names the part that does not.
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
        for (mv, _) in self.redo.iter().rev() {
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
        if payload.len() > MAX_PAYLOAD {
            return Err(SaveError::TooLarge { bytes: payload.len() });
        }
        let mut bytes = Vec::with_capacity(payload.len() + 14);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&(payload.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&payload);
        Ok(bytes)
    }

    /// Reads a session saved by [`GameSession::save`]; the game goes on from where it was, with
    /// its clocks stopped until the next move or [`GameSession::resume_play`].
    ///
    /// A file that is there but does not read (damaged, or written by a newer Ply) is moved aside
    /// to [`unreadable_path`], so that the next game saved at `path` does not destroy it.
    pub fn load(path: &Path, now_ms: u64) -> Result<GameSession, SaveError> {
        let result = GameSession::from_bytes(&fs::read(path)?, now_ms);
        if result.is_err() {
            // Keeping the file is a courtesy; the error that matters is the one returned.
            let _ = fs::rename(path, unreadable_path(path));
        }
        result
    }

    /// Reads a session from save-file bytes.
    pub fn from_bytes(bytes: &[u8], now_ms: u64) -> Result<GameSession, SaveError> {
        let truncated = SaveError::Truncated { length: bytes.len() };
        if bytes.len() < MAGIC.len() {
            return Err(if MAGIC.starts_with(bytes) { truncated } else { SaveError::NotASave });
        }
        if &bytes[..MAGIC.len()] != MAGIC {
            return Err(SaveError::NotASave);
        }
        let header = bytes.get(MAGIC.len()..HEADER_BYTES).ok_or(truncated)?;
        let version = u16::from_le_bytes([header[0], header[1]]);
        if version > FORMAT_VERSION {
            return Err(SaveError::NewerVersion { found: version, supported: FORMAT_VERSION });
        }
        let length = u32::from_le_bytes([header[2], header[3], header[4], header[5]]) as usize;
        if length > MAX_PAYLOAD {
            let reason = format!("the data claims {length} bytes, more than any game takes");
            return Err(SaveError::Undecodable { offset: MAGIC.len() + 2, reason });
        }
        let payload =
            bytes.get(HEADER_BYTES..HEADER_BYTES + length).ok_or(SaveError::Truncated { length: bytes.len() })?;
        let mut reader = CountingReader { bytes: payload, read: 0 };
        let config = bincode::config::standard().with_limit::<MAX_PAYLOAD>();
        let saved: SavedGame = bincode::serde::decode_from_reader(&mut reader, config).map_err(|error| {
            SaveError::Undecodable { offset: HEADER_BYTES + reader.read, reason: error.to_string() }
        })?;
        restore(saved, now_ms)
    }
}

/// Where [`GameSession::load`] keeps a save file it could not read: beside it, `.unreadable`
/// added to its name.
pub fn unreadable_path(path: &Path) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".unreadable");
    name.into()
}

/// A reader of the payload that knows how far it got, so a decoding error can say where.
struct CountingReader<'a> {
    bytes: &'a [u8],
    read: usize,
}

impl bincode::de::read::Reader for CountingReader<'_> {
    fn read(&mut self, into: &mut [u8]) -> Result<(), bincode::error::DecodeError> {
        let rest = &self.bytes[self.read..];
        let source = rest
            .get(..into.len())
            .ok_or_else(|| bincode::error::DecodeError::UnexpectedEnd { additional: into.len() - rest.len() })?;
        into.copy_from_slice(source);
        self.read += into.len();
        Ok(())
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
    session.redo = redo.into_iter().map(|mv| (mv, None)).collect();
    if session.clock.is_some() && session.game.outcome().is_none() {
        // Paused the way `pause` pauses: the computer's search that `resume` started stops too.
        session.pause(now_ms);
    }
    Ok(session)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved_game() -> Vec<u8> {
        let mut session = GameSession::new(Settings::pass_and_play(), 0);
        session.enter("e4", 0).unwrap();
        session.to_bytes(0).unwrap()
    }

    #[test]
    fn a_length_inside_claiming_more_than_the_file_is_refused_before_anything_is_allocated() {
        // The payload starts with the start FEN's length: claim 2^62 bytes for it (the varint
        // marker of a u64, then its eight bytes), as a damaged file the fuzzer made did.
        let mut bytes = saved_game();
        let claim = [0xfd, 0, 0, 0, 0, 0, 0, 0, 0x40];
        bytes.splice(HEADER_BYTES..HEADER_BYTES + 1, claim);
        let length = (bytes.len() - HEADER_BYTES) as u32;
        bytes[MAGIC.len() + 2..HEADER_BYTES].copy_from_slice(&length.to_le_bytes());
        match GameSession::from_bytes(&bytes, 0) {
            Err(SaveError::Undecodable { offset, .. }) => assert_eq!(offset, HEADER_BYTES + claim.len()),
            other => panic!("expected an undecodable save, got {:?}", other.map(|session| session.fen())),
        }
    }

    #[test]
    fn a_payload_longer_than_any_game_is_refused_at_its_length() {
        let mut bytes = saved_game();
        bytes[MAGIC.len() + 2..HEADER_BYTES].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(matches!(GameSession::from_bytes(&bytes, 0), Err(SaveError::Undecodable { offset: 10, .. })));
    }

    #[test]
    fn a_save_that_does_not_read_is_moved_aside_and_not_overwritten_by_the_next_game() {
        let dir = std::env::temp_dir().join(format!("ply-unreadable-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.ply");
        let mut newer = saved_game();
        newer[MAGIC.len()] = 99;
        fs::write(&path, &newer).unwrap();
        assert!(matches!(GameSession::load(&path, 0), Err(SaveError::NewerVersion { found: 99, .. })));
        assert!(!path.exists(), "the unreadable file is still where the next save goes");
        assert_eq!(fs::read(unreadable_path(&path)).unwrap(), newer, "the unreadable file is kept as it was");
        GameSession::new(Settings::pass_and_play(), 0).save(&path, 0).unwrap();
        assert_eq!(fs::read(unreadable_path(&path)).unwrap(), newer, "a new save leaves it alone");
        fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_game_with_a_clock_loads_paused_and_the_computer_does_not_think_until_it_resumes() {
        let settings = Settings {
            time_control: Some(TimeControl { minutes: 1, increment_seconds: 0 }),
            ..Settings::versus_computer(Level::Beginner, ColorChoice::White)
        };
        let mut session = GameSession::new(settings, 0);
        session.enter("e4", 0).unwrap();
        let mut loaded = GameSession::from_bytes(&session.to_bytes(0).unwrap(), 0).unwrap();
        let view = loaded.view(0);
        assert!(view.clocks.is_some_and(|clocks| clocks.paused));
        assert!(!view.computer_thinking, "the computer thinks in a paused game");
        loaded.resume_play(0);
        assert!(loaded.view(0).computer_thinking);
    }

    #[test]
    fn a_file_cut_short_says_where_it_ends() {
        let bytes = saved_game();
        let cut = &bytes[..bytes.len() - 3];
        assert!(matches!(GameSession::from_bytes(cut, 0), Err(SaveError::Truncated { length }) if length == cut.len()));
        assert!(matches!(GameSession::from_bytes(&bytes[..12], 0), Err(SaveError::Truncated { length: 12 })));
    }

    #[test]
    fn bytes_that_stop_decoding_name_the_byte_where_they_stopped() {
        let mut bytes = saved_game();
        // The FEN's first character becomes an invalid UTF-8 byte: decoding stops after the string.
        bytes[HEADER_BYTES + 1] = 0xff;
        let fen_length = usize::from(bytes[HEADER_BYTES]);
        match GameSession::from_bytes(&bytes, 0) {
            Err(SaveError::Undecodable { offset, .. }) => assert_eq!(offset, HEADER_BYTES + 1 + fen_length),
            other => panic!("expected an undecodable save, got {:?}", other.map(|session| session.fen())),
        }
    }
}
