//! What bounds a search: depth, nodes, a time per move or a chess clock; and how much of the
//! clock a move may take.

use std::time::Duration;

/// The time left on the side to move's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left.
    pub time_left: Duration,
    /// Added after each move.
    pub increment: Duration,
    /// Moves until the next time control, if the control has one.
    pub moves_to_go: Option<u32>,
}

/// The limits of one search; the search stops at the first one reached. No limit means it runs
/// until stopped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this depth.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Think this long.
    pub move_time: Option<Duration>,
    /// Manage this clock.
    pub clock: Option<Clock>,
}

impl Limits {
    /// Search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// Search a fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }

    /// Think for a fixed time.
    pub fn move_time(time: Duration) -> Limits {
        Limits { move_time: Some(time), ..Limits::default() }
    }
}

/// Time kept back on every move for the moves' transmission and the GUI's own delays.
const MOVE_OVERHEAD: Duration = Duration::from_millis(30);

/// How long a search may run: a soft limit (no new iteration starts past it) and a hard one (the
/// search stops at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Past this, no new iteration starts.
    pub soft: Duration,
    /// Never go past this.
    pub hard: Duration,
}

impl Limits {
    /// The time budget these limits give, or `None` for a search with no time limit.
    pub fn time_budget(&self) -> Option<TimeBudget> {
        let from_clock = self.clock.map(|clock| {
            let usable = clock.time_left.saturating_sub(MOVE_OVERHEAD);
            let moves = clock.moves_to_go.unwrap_or(30).clamp(1, 50);
            let base = usable / moves + clock.increment * 3 / 4;
            let hard = (base * 3).min(usable * 2 / 5).max(Duration::from_millis(1));
            // An iteration takes about as long as all before it: past half the target time, the
            // next one would overshoot it.
            TimeBudget { soft: (base / 2).min(hard), hard }
        });
        let from_move_time = self.move_time.map(|time| {
            let time = time.saturating_sub(MOVE_OVERHEAD / 3).max(Duration::from_millis(1));
            TimeBudget { soft: time, hard: time }
        });
        match (from_clock, from_move_time) {
            (Some(a), Some(b)) => Some(TimeBudget { soft: a.soft.min(b.soft), hard: a.hard.min(b.hard) }),
            (a, b) => a.or(b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(ms: u64, inc: u64, moves_to_go: Option<u32>) -> Limits {
        Limits {
            clock: Some(Clock {
                time_left: Duration::from_millis(ms),
                increment: Duration::from_millis(inc),
                moves_to_go,
            }),
            ..Limits::default()
        }
    }

    #[test]
    fn a_move_never_gets_more_than_two_fifths_of_the_clock() {
        for (ms, inc, mtg) in [(1000, 0, None), (100, 1000, None), (60_000, 0, Some(1)), (5, 0, None)] {
            let budget = clock(ms, inc, mtg).time_budget().unwrap();
            assert!(budget.hard <= Duration::from_millis(ms * 2 / 5).max(Duration::from_millis(1)), "{ms} {inc}");
            assert!(budget.soft <= budget.hard);
        }
    }

    #[test]
    fn a_long_clock_gives_a_few_seconds_per_move() {
        let budget = clock(300_000, 3000, None).time_budget().unwrap();
        assert!(budget.soft > Duration::from_secs(5) && budget.soft < Duration::from_secs(20), "{budget:?}");
    }

    #[test]
    fn depth_and_node_limits_have_no_time_budget() {
        assert_eq!(Limits::depth(5).time_budget(), None);
        assert_eq!(Limits::nodes(1000).time_budget(), None);
    }
}
