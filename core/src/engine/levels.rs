//! The five levels people play against, from a beginner's opponent to the full engine.
//!
//! Every level but Expert chooses among moves scored by a shallow search, with noise on the scores
//! and now and then a looser choice among moves that look nearly as good. So a weak level misses
//! what lies deeper than it looks and sometimes leaves a piece hanging, as people do, while some
//! things it never gets wrong: it plays mate in one, takes a queen left hanging, and when already
//! behind it stops giving material away.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use thiserror::Error;

use super::eval::SEE_VALUE;
use super::search::{MATE, SearchInfo, SearchResult, Searcher};
use super::see::see_at_least;
use super::{Limits, Score};
use crate::rules::{Move, Position, Role};

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// For someone who has just learnt the moves.
    Beginner,
    /// For a casual player.
    Easy,
    /// For a club beginner.
    Normal,
    /// For a club player.
    Hard,
    /// The engine at full strength within a phone's budget.
    Expert,
}

/// The parameters that make a level, all in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelParams {
    /// How deep the moves are searched (for Expert: the most it searches).
    pub depth: u32,
    /// The most time one move may take on the phone.
    pub budget: Duration,
    /// How far (in centipawns) the scores are jittered before choosing.
    pub noise: i32,
    /// How often, out of 100 moves, the level picks loosely among near-best moves.
    pub slip_percent: u32,
    /// How much worse than the best (in centipawns) a loose pick may be.
    pub slip_margin: i32,
    /// The least time before the move appears, so it does not seem instant.
    pub pause: Duration,
    /// The longest forced mate (in moves) this level never misses; 0 for none beyond mate in one.
    pub sees_mate_in: i32,
}

impl Level {
    /// The five levels, weakest first.
    pub const ALL: [Level; 5] = [Level::Beginner, Level::Easy, Level::Normal, Level::Hard, Level::Expert];

    /// The level's name, as UCI and the settings show it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
        }
    }

    /// The parameters of this level.
    pub fn params(self) -> LevelParams {
        let ms = Duration::from_millis;
        match self {
            Level::Beginner => LevelParams {
                depth: 1,
                budget: ms(200),
                noise: 120,
                slip_percent: 35,
                slip_margin: 400,
                pause: ms(900),
                sees_mate_in: 0,
            },
            Level::Easy => LevelParams {
                depth: 3,
                budget: ms(400),
                noise: 35,
                slip_percent: 10,
                slip_margin: 120,
                pause: ms(800),
                sees_mate_in: 0,
            },
            Level::Normal => LevelParams {
                depth: 6,
                budget: ms(1000),
                noise: 30,
                slip_percent: 8,
                slip_margin: 60,
                pause: ms(600),
                sees_mate_in: 3,
            },
            Level::Hard => LevelParams {
                depth: 8,
                budget: ms(1500),
                noise: 6,
                slip_percent: 1,
                slip_margin: 30,
                pause: ms(400),
                sees_mate_in: 3,
            },
            Level::Expert => LevelParams {
                depth: 64,
                budget: ms(2000),
                noise: 0,
                slip_percent: 0,
                slip_margin: 0,
                pause: ms(300),
                sees_mate_in: 3,
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is none of the five.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a level (Beginner, Easy, Normal, Hard or Expert)")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| ParseLevelError(text.to_owned()))
    }
}

/// A computer player at one level: its searcher and its own source of randomness.
pub struct Player {
    level: Level,
    searcher: Searcher,
    rng: fastrand::Rng,
}

impl Player {
    /// A player at `level` with a table of `hash_megabytes`, its choices drawn from `seed`.
    pub fn new(level: Level, hash_megabytes: usize, seed: u64) -> Player {
        Player { level, searcher: Searcher::new(hash_megabytes), rng: fastrand::Rng::with_seed(seed) }
    }

    /// The player's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Changes the level.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// The searcher, for settings such as the table size.
    pub fn searcher_mut(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// Forgets the last game.
    pub fn new_game(&mut self) {
        self.searcher.clear();
    }

    /// Chooses a move for the last of `positions` within `limits` (tightened to the level's own).
    pub fn choose(
        &mut self,
        positions: &[Position],
        limits: &Limits,
        stop: &AtomicBool,
        on_info: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let params = self.level.params();
        if self.level == Level::Expert {
            return self.searcher.search(positions, limits, stop, on_info);
        }
        if params.sees_mate_in > 0 {
            // A short forced mate is something a club player does not miss.
            let depth = Some(2 * params.sees_mate_in as u32);
            let mate_search = Limits { depth, nodes: Some(400_000), ..Limits::default() };
            let result = self.searcher.search(positions, &mate_search, stop, |_| {});
            if let Score::Mate(moves) = Score::from_search(result.score)
                && (1..=params.sees_mate_in).contains(&moves)
            {
                return result;
            }
        }
        let position = positions.last().copied().unwrap_or_default();
        let mut scored = self.searcher.score_moves(positions, params.depth, stop);
        if scored.is_empty() {
            return self.searcher.search(positions, limits, stop, on_info);
        }
        let chosen = self.pick(&position, &mut scored, params);
        SearchResult { best_move: Some(chosen.0), score: chosen.1, depth: params.depth, nodes: 0, pv: vec![chosen.0] }
    }

    /// Picks from scored moves the way this level errs.
    fn pick(&mut self, position: &Position, scored: &mut [(Move, i32)], params: LevelParams) -> (Move, i32) {
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let (best_move, best_score) = scored[0];
        // Never missed: a mate in one, and a queen (or more) left hanging.
        if Score::from_search(best_score) == Score::Mate(1) {
            return (best_move, best_score);
        }
        let queen = SEE_VALUE[Role::Queen.index()] - 100;
        if let Some(&grab) =
            scored.iter().find(|(mv, _)| position.is_capture(*mv) && see_at_least(position, *mv, queen))
        {
            return grab;
        }
        let losing = best_score < -150;
        let margin = if losing { params.slip_margin / 4 } else { params.slip_margin };
        let noise = params.noise;
        let mut noisy: Vec<(Move, i32, i32)> = scored
            .iter()
            .filter(|&&(_, score)| score > -MATE / 2 || best_score <= -MATE / 2)
            .map(|&(mv, score)| {
                let jitter = if noise > 0 { self.rng.i32(-noise..=noise) } else { 0 };
                (mv, score, score + jitter)
            })
            .collect();
        noisy.sort_by_key(|&(_, _, noisy_score)| std::cmp::Reverse(noisy_score));
        if self.rng.u32(0..100) < params.slip_percent {
            let near: Vec<(Move, i32, i32)> =
                noisy.iter().copied().filter(|&(_, score, _)| score >= best_score - margin).collect();
            if !near.is_empty() {
                let (mv, score, _) = near[self.rng.usize(0..near.len())];
                return (mv, score);
            }
        }
        noisy.first().map_or((best_move, best_score), |&(mv, score, _)| (mv, score))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choose(level: Level, fen: &str, seed: u64) -> String {
        let position = Position::from_fen(fen).unwrap();
        let mut player = Player::new(level, 4, seed);
        let result = player.choose(&[position], &Limits::default(), &AtomicBool::new(false), |_| {});
        position.to_uci(result.best_move.unwrap(), false)
    }

    #[test]
    fn level_names_read_back() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
        }
        assert_eq!("expert".parse(), Ok(Level::Expert));
        assert!("grandmaster".parse::<Level>().is_err());
    }

    #[test]
    fn weak_levels_always_deliver_mate_in_one() {
        for level in [Level::Beginner, Level::Easy] {
            for seed in 0..40 {
                assert_eq!(choose(level, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", seed), "a1a8", "{level} seed {seed}");
            }
        }
    }

    #[test]
    fn weak_levels_always_take_a_hanging_queen() {
        let fen = "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1";
        for level in [Level::Beginner, Level::Easy] {
            for seed in 0..40 {
                assert_eq!(choose(level, fen, seed), "c1g5", "{level} seed {seed}");
            }
        }
    }

    #[test]
    fn every_level_from_normal_up_finds_mates_in_one_two_and_three() {
        let mates = [
            ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1),
            ("r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1", 2),
            ("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 3),
        ];
        for level in [Level::Normal, Level::Hard, Level::Expert] {
            for (fen, moves) in mates {
                for seed in 0..5 {
                    let position = Position::from_fen(fen).unwrap();
                    let mut player = Player::new(level, 4, seed);
                    let limits = Limits::depth(2 * moves as u32 + 1);
                    let result = player.choose(&[position], &limits, &AtomicBool::new(false), |_| {});
                    assert_eq!(Score::from_search(result.score), Score::Mate(moves), "{level} {fen} seed {seed}");
                }
            }
        }
    }

    #[test]
    fn every_level_plays_a_legal_move() {
        let position =
            Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").unwrap();
        for level in Level::ALL {
            let mut player = Player::new(level, 4, 7);
            let limits = Limits::move_time(Duration::from_millis(50));
            let result = player.choose(&[position], &limits, &AtomicBool::new(false), |_| {});
            assert!(result.best_move.is_some_and(|mv| position.is_legal(mv)), "{level}");
        }
    }

    #[test]
    fn every_level_searches_on_one_core() {
        for level in Level::ALL {
            assert_eq!(Player::new(level, 4, 0).searcher_mut().threads(), 1, "{level}");
        }
    }
}
