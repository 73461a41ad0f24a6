//! A soak of the computer through `GameSession`: games of Beginner (the session's own computer)
//! against Expert (a `Player` at a small node budget, its moves entered through the session as a
//! person's), with random undo, redo and save/load round trips between moves. Every game must end
//! with a result the rules allow on the final board; any panic or other result fails the run.
//!
//! ```text
//! cargo run --release -p ply-bench --bin soak -- --games 1000 [--nodes 3000] [--seed 1]
//! ```

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ply_core::engine::{Level, Limits, Player};
use ply_core::rules::{Color, DrawReason, Game, Outcome, WinReason};
use ply_core::session::{ColorChoice, GameSession, Settings};

/// The most half-moves a game may take before the soak calls it stuck (the 75-move and fivefold
/// rules end every game long before).
const MAX_PLIES: usize = 2_000;

/// What the soak is asked to do.
struct Options {
    games: u32,
    nodes: u64,
    seed: u64,
}

fn options() -> Result<Options, String> {
    let mut options = Options { games: 1_000, nodes: 3_000, seed: 1 };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |v: &str| v.parse::<u64>().map_err(|e| format!("{flag} {v}: {e}"));
        match flag.as_str() {
            "--games" => options.games = u32::try_from(number(&value)?).map_err(|e| e.to_string())?,
            "--nodes" => options.nodes = number(&value)?,
            "--seed" => options.seed = number(&value)?,
            other => return Err(format!("unknown option {other} (use --games, --nodes, --seed)")),
        }
    }
    Ok(options)
}

/// True `percent` times in a hundred.
fn chance(rng: &mut fastrand::Rng, percent: u8) -> bool {
    rng.u8(..100) < percent
}

/// The counts the soak prints.
#[derive(Default)]
struct Tally {
    results: BTreeMap<String, u32>,
    expert_wins: u32,
    beginner_wins: u32,
    plies: usize,
    undos: u32,
    redos: u32,
    round_trips: u32,
    failures: Vec<String>,
}

/// Why a finished game's result is not one the rules allow on its board, if it is not.
fn disallowed(game: &Game) -> Option<String> {
    let position = game.position();
    let allowed = match game.outcome()? {
        Outcome::Win { winner, reason: WinReason::Checkmate } => position.is_checkmate() && winner != position.turn(),
        Outcome::Draw(DrawReason::Stalemate) => position.is_stalemate(),
        Outcome::Draw(DrawReason::ThreefoldRepetition) => game.repetitions() >= 3,
        Outcome::Draw(DrawReason::FivefoldRepetition) => game.repetitions() >= 5,
        Outcome::Draw(DrawReason::FiftyMoves) => position.halfmove_clock() >= 100,
        Outcome::Draw(DrawReason::SeventyFiveMoves) => position.halfmove_clock() >= 150,
        Outcome::Draw(DrawReason::InsufficientMaterial) => position.has_insufficient_material(),
        // Nobody resigns, agrees or plays on a clock here.
        Outcome::Win { .. } | Outcome::Draw(_) => false,
    };
    (!allowed).then(|| format!("{:?} in {}", game.outcome(), position.fen()))
}

/// The result's name for the tally.
fn result_name(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => format!("{winner:?} wins by {reason:?}"),
        Outcome::Draw(reason) => format!("draw by {reason:?}"),
    }
}

/// Expert's colour in game `index`: White and Black in turn.
fn expert_color(index: u32) -> Color {
    if index.is_multiple_of(2) { Color::White } else { Color::Black }
}

/// Plays one game; `Err` says what went wrong.
fn play_game(index: u32, options: &Options, rng: &mut fastrand::Rng, tally: &mut Tally) -> Result<Outcome, String> {
    let expert_color = expert_color(index);
    let person = if expert_color == Color::White { ColorChoice::White } else { ColorChoice::Black };
    let mut session = GameSession::new(Settings::versus_computer(Level::Beginner, person), 0);
    let mut expert = Player::new(Level::Expert, 4, rng.u64(..));
    let limits = Limits::nodes(options.nodes);
    let stop = AtomicBool::new(false);
    let mut now = 0;
    while session.game().outcome().is_none() {
        if session.game().moves().len() > MAX_PLIES {
            return Err(format!("no result after {MAX_PLIES} half-moves: {}", session.fen()));
        }
        if session.computer_thinking() {
            if !session.wait_for_computer(Duration::from_secs(30)) {
                return Err(format!("the computer found no move in 30 s at {}", session.fen()));
            }
            now += 1_000;
            session.tick(now);
            continue;
        }
        if session.game().position().turn() != expert_color {
            return Err(format!("the computer does not think on its turn at {}", session.fen()));
        }
        if session.game().moves().len() >= 2 && chance(rng, 4) {
            session.undo(now).map_err(|e| format!("undo refused: {e}"))?;
            tally.undos += 1;
            if chance(rng, 50) {
                session.redo(now).map_err(|e| format!("redo refused: {e}"))?;
                tally.redos += 1;
            }
            continue;
        }
        if chance(rng, 3) {
            let bytes = session.to_bytes(now).map_err(|e| format!("save failed: {e}"))?;
            let loaded = GameSession::from_bytes(&bytes, now).map_err(|e| format!("load failed: {e}"))?;
            if loaded.fen() != session.fen() || loaded.pgn() != session.pgn() {
                return Err(format!("the save/load round trip changed the game at {}", session.fen()));
            }
            session = loaded;
            tally.round_trips += 1;
        }
        let chosen = expert.choose(session.game().positions(), &limits, &stop, |_| {});
        let mv =
            chosen.best_move.ok_or_else(|| format!("Expert found no move in a game going on: {}", session.fen()))?;
        let text = session.game().position().to_uci(mv, false);
        let before = session.game().moves().len();
        now += 1_000;
        session.enter(&text, now).map_err(|e| format!("{text} refused: {e}"))?;
        if session.game().moves().len() != before + 1 {
            return Err(format!("{text} was not played at {}", session.fen()));
        }
    }
    let game = session.game();
    if let Some(why) = disallowed(game) {
        return Err(format!("a result the rules do not allow: {why}"));
    }
    tally.plies += game.moves().len();
    game.outcome().ok_or_else(|| "the game did not end".to_owned())
}

fn main() -> ExitCode {
    let options = match options() {
        Ok(options) => options,
        Err(error) => {
            eprintln!("soak: {error}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let mut rng = fastrand::Rng::with_seed(options.seed);
    let mut tally = Tally::default();
    for index in 0..options.games {
        let result = catch_unwind(AssertUnwindSafe(|| play_game(index, &options, &mut rng, &mut tally)));
        match result {
            Ok(Ok(outcome)) => {
                *tally.results.entry(result_name(outcome)).or_default() += 1;
                match outcome.winner() {
                    Some(winner) if winner == expert_color(index) => tally.expert_wins += 1,
                    Some(_) => tally.beginner_wins += 1,
                    None => {}
                }
            }
            Ok(Err(failure)) => tally.failures.push(format!("game {index}: {failure}")),
            Err(_) => tally.failures.push(format!("game {index}: panicked")),
        }
        if (index + 1) % 100 == 0 {
            eprintln!("soak: {} games in {:.1?}", index + 1, started.elapsed());
        }
    }
    let elapsed = started.elapsed();
    println!(
        "games: {} (Beginner, the session's computer, against Expert at {} nodes a move)",
        options.games, options.nodes
    );
    for (name, count) in &tally.results {
        println!("  {name}: {count}");
    }
    let draws = tally.results.iter().filter(|(name, _)| name.starts_with("draw")).map(|(_, n)| n).sum::<u32>();
    println!("Expert won {}, Beginner won {}, drawn {draws}", tally.expert_wins, tally.beginner_wins);
    println!("half-moves: {} ({:.1} a game)", tally.plies, tally.plies as f64 / f64::from(options.games.max(1)));
    println!("undos: {}, redos: {}, save/load round trips: {}", tally.undos, tally.redos, tally.round_trips);
    println!("time: {elapsed:.1?}");
    println!("failures: {}", tally.failures.len());
    for failure in &tally.failures {
        println!("  {failure}");
    }
    if tally.failures.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
