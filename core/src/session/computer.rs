//! The computer's turn: a search on a background thread, with a way to cancel it so that a
//! stale answer is never applied.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use crate::engine::{Level, Limits, Player, SearchResult};
use crate::rules::Position;

/// Table size for the computer player: small enough for any phone.
const HASH_MEGABYTES: usize = 16;

/// The computer opponent: its player (shared with the thinking thread) and the search under way.
pub struct Computer {
    player: Arc<Mutex<Player>>,
    job: Option<Job>,
    /// Counts the searches started, so an answer can be matched to its question.
    generation: u64,
}

/// A search under way or finished but not yet played.
struct Job {
    generation: u64,
    stop: Arc<AtomicBool>,
    receiver: Receiver<SearchResult>,
    result: Option<SearchResult>,
    /// When the question was asked, on the shell's clock.
    asked_ms: u64,
    /// The position the answer belongs to.
    position: Position,
}

impl Computer {
    /// A computer player at `level`, its choices seeded by `seed`.
    pub fn new(level: Level, seed: u64) -> Computer {
        Computer { player: Arc::new(Mutex::new(Player::new(level, HASH_MEGABYTES, seed))), job: None, generation: 0 }
    }

    /// Whether a search is under way or its answer waits to be played.
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// Starts thinking about the last of `positions` within `limits`, asked at `now_ms`.
    pub fn start(&mut self, positions: Vec<Position>, limits: Limits, now_ms: u64) {
        self.cancel();
        self.generation += 1;
        let stop = Arc::new(AtomicBool::new(false));
        let (sender, receiver) = mpsc::channel();
        let player = Arc::clone(&self.player);
        let flag = Arc::clone(&stop);
        let position = positions.last().copied().unwrap_or_default();
        std::thread::spawn(move || {
            let mut player = player.lock().unwrap_or_else(PoisonError::into_inner);
            let result = player.choose(&positions, &limits, &flag, |_| {});
            // The session may have cancelled and dropped the receiver: then nobody wants it.
            let _ = sender.send(result);
        });
        self.job = Some(Job { generation: self.generation, stop, receiver, result: None, asked_ms: now_ms, position });
    }

    /// Stops the search under way, if any; its answer will be dropped.
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Waits up to `timeout` for the search to finish; whether an answer is now at hand.
    pub fn wait(&mut self, timeout: Duration) -> bool {
        let Some(job) = self.job.as_mut() else { return false };
        if job.result.is_none() {
            match job.receiver.recv_timeout(timeout) {
                Ok(result) => job.result = Some(result),
                Err(RecvTimeoutError::Timeout) => return false,
                Err(RecvTimeoutError::Disconnected) => {
                    self.job = None;
                    return false;
                }
            }
        }
        true
    }

    /// The answer for `position` once it is found and at least `pause_ms` have passed since the
    /// question (so the move does not appear instantly); `None` while thinking.
    pub fn take_answer(&mut self, position: &Position, now_ms: u64, pause_ms: u64) -> Option<SearchResult> {
        let job = self.job.as_mut()?;
        if job.result.is_none() {
            match job.receiver.try_recv() {
                Ok(result) => job.result = Some(result),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => {
                    self.job = None;
                    return None;
                }
            }
        }
        if job.generation != self.generation || job.position != *position {
            // A stale answer, for a position the game has left: never played.
            self.job = None;
            return None;
        }
        if now_ms.saturating_sub(job.asked_ms) < pause_ms {
            return None;
        }
        self.job.take().and_then(|job| job.result)
    }
}

impl Drop for Computer {
    fn drop(&mut self) {
        self.cancel();
    }
}
