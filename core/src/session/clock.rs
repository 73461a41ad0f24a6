//! Chess clocks: the time controls Ply offers, and a clock for both players driven by the
//! shell's monotonic milliseconds, so tests drive time by hand.

use crate::rules::Color;

/// A time control: minutes for the game plus seconds added after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Minutes each player starts with.
    pub minutes: u32,
    /// Seconds added after each of a player's moves.
    pub increment_seconds: u32,
}

impl TimeControl {
    /// The time controls a player can choose, fastest first.
    pub const PRESETS: [TimeControl; 8] = [
        TimeControl { minutes: 3, increment_seconds: 2 },
        TimeControl { minutes: 5, increment_seconds: 0 },
        TimeControl { minutes: 5, increment_seconds: 3 },
        TimeControl { minutes: 10, increment_seconds: 0 },
        TimeControl { minutes: 10, increment_seconds: 5 },
        TimeControl { minutes: 15, increment_seconds: 10 },
        TimeControl { minutes: 30, increment_seconds: 0 },
        TimeControl { minutes: 30, increment_seconds: 20 },
    ];

    /// Each player's starting time in milliseconds.
    pub fn initial_ms(self) -> u64 {
        u64::from(self.minutes) * 60_000
    }

    /// The increment in milliseconds.
    pub fn increment_ms(self) -> u64 {
        u64::from(self.increment_seconds) * 1000
    }

    /// The usual short name, `5+3`.
    pub fn label(self) -> String {
        format!("{}+{}", self.minutes, self.increment_seconds)
    }

    /// Reads `5+3` (minutes + seconds of increment).
    pub fn parse(text: &str) -> Option<TimeControl> {
        let (minutes, increment) = text.trim().split_once('+')?;
        let control =
            TimeControl { minutes: minutes.trim().parse().ok()?, increment_seconds: increment.trim().parse().ok()? };
        (control.minutes > 0).then_some(control)
    }
}

/// Both players' clocks. Time is read from `now_ms`, a monotonic millisecond count the caller
/// supplies; the clock never reads the system time itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChessClock {
    control: TimeControl,
    /// Milliseconds left, White then Black, as of `since_ms` for the running side.
    remaining: [u64; 2],
    /// Whose clock runs, if any (none before the first move, when paused, and after the end).
    running: Option<Color>,
    since_ms: u64,
}

impl ChessClock {
    /// A clock with both players' full time, not running.
    pub fn new(control: TimeControl) -> ChessClock {
        let full = control.initial_ms();
        ChessClock { control, remaining: [full, full], running: None, since_ms: 0 }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Milliseconds `color` has left at `now_ms`.
    pub fn remaining_ms(&self, color: Color, now_ms: u64) -> u64 {
        let left = self.remaining[color.index()];
        if self.running == Some(color) { left.saturating_sub(now_ms.saturating_sub(self.since_ms)) } else { left }
    }

    /// Whose clock is running.
    pub fn running(&self) -> Option<Color> {
        self.running
    }

    /// Starts `color`'s clock at `now_ms` (stopping the other's).
    pub fn start(&mut self, color: Color, now_ms: u64) {
        self.stop(now_ms);
        self.running = Some(color);
        self.since_ms = now_ms;
    }

    /// Stops whichever clock runs, keeping the time it used.
    pub fn stop(&mut self, now_ms: u64) {
        if let Some(color) = self.running {
            self.remaining[color.index()] = self.remaining_ms(color, now_ms);
            self.running = None;
        }
    }

    /// `mover` has just moved at `now_ms`: their time stops, they get the increment, and the
    /// opponent's clock starts.
    pub fn press(&mut self, mover: Color, now_ms: u64) {
        self.stop(now_ms);
        self.remaining[mover.index()] += self.control.increment_ms();
        self.start(!mover, now_ms);
    }

    /// The side whose flag has fallen at `now_ms`, if any.
    pub fn flag_fallen(&self, now_ms: u64) -> Option<Color> {
        self.running.filter(|&color| self.remaining_ms(color, now_ms) == 0)
    }

    /// Both players' remaining times (White, Black) with the clock stopped: for undo snapshots.
    pub fn snapshot(&self, now_ms: u64) -> [u64; 2] {
        [self.remaining_ms(Color::White, now_ms), self.remaining_ms(Color::Black, now_ms)]
    }

    /// Restores a snapshot; the clock is left stopped.
    pub fn restore(&mut self, snapshot: [u64; 2]) {
        self.remaining = snapshot;
        self.running = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIVE_THREE: TimeControl = TimeControl { minutes: 5, increment_seconds: 3 };

    #[test]
    fn only_the_running_side_loses_time() {
        let mut clock = ChessClock::new(FIVE_THREE);
        clock.start(Color::White, 1_000);
        assert_eq!(clock.remaining_ms(Color::White, 11_000), 290_000);
        assert_eq!(clock.remaining_ms(Color::Black, 11_000), 300_000);
    }

    #[test]
    fn pressing_the_clock_adds_the_increment_and_starts_the_opponent() {
        let mut clock = ChessClock::new(FIVE_THREE);
        clock.start(Color::White, 0);
        clock.press(Color::White, 10_000);
        assert_eq!(clock.remaining_ms(Color::White, 20_000), 293_000);
        assert_eq!(clock.remaining_ms(Color::Black, 20_000), 290_000);
        assert_eq!(clock.running(), Some(Color::Black));
    }

    #[test]
    fn a_flag_falls_when_the_running_side_reaches_zero() {
        let mut clock = ChessClock::new(TimeControl { minutes: 1, increment_seconds: 0 });
        clock.start(Color::Black, 0);
        assert_eq!(clock.flag_fallen(59_999), None);
        assert_eq!(clock.flag_fallen(60_000), Some(Color::Black));
        assert_eq!(clock.remaining_ms(Color::Black, 90_000), 0);
    }

    #[test]
    fn a_stopped_clock_keeps_its_time() {
        let mut clock = ChessClock::new(FIVE_THREE);
        clock.start(Color::White, 0);
        clock.stop(5_000);
        assert_eq!(clock.remaining_ms(Color::White, 1_000_000), 295_000);
        assert_eq!(clock.flag_fallen(1_000_000), None);
    }

    #[test]
    fn time_controls_read_and_write_as_minutes_plus_seconds() {
        for control in TimeControl::PRESETS {
            assert_eq!(TimeControl::parse(&control.label()), Some(control));
        }
        assert_eq!(TimeControl::parse("0+5"), None);
        assert_eq!(TimeControl::parse("five"), None);
    }
}
