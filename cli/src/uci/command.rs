//! One line of UCI input read into a [`Command`]. Pure: the FEN and the moves of `position` are
//! checked here, so a bad line is refused before the session changes anything.

use std::str::FromStr;
use std::time::Duration;

use ply_core::engine::{Clock, Level, Limits, MAX_THREADS};
use ply_core::rules::{Color, FenError, Position, UciMoveError};
use thiserror::Error;

/// The `Hash` option's default, in megabytes.
pub const DEFAULT_HASH_MB: usize = 16;
/// The largest `Hash` the option allows, in megabytes.
pub const MAX_HASH_MB: usize = 1024;
/// The level a new session plays at.
pub const DEFAULT_LEVEL: Level = Level::Expert;
/// The `Threads` option's default: one, the core a phone gives the engine.
pub const DEFAULT_THREADS: usize = 1;

/// What the GUI asks of the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: say who we are, list the options, then `uciok`.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `ucinewgame`: forget what was learnt in the last game.
    NewGame,
    /// `position startpos|fen <FEN> [moves ...]`: the game so far, its start first and then the
    /// position after every move.
    Position(Vec<Position>),
    /// `go` with search limits.
    Go(Go),
    /// `go perft N`: count the legal move tree N plies deep, one line per root move.
    Perft(u32),
    /// `stop`: end the search; its `bestmove` follows.
    Stop,
    /// `quit`: stop and exit.
    Quit,
    /// `setoption name <Name> value <Value>` for one of Ply's options.
    SetOption(Setting),
}

/// The limits of a `go` command as the GUI gave them, both sides' clocks included.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth`: plies to search.
    pub depth: Option<u32>,
    /// `nodes`: about how many nodes to search.
    pub nodes: Option<u64>,
    /// `movetime`: how long to think.
    pub move_time: Option<Duration>,
    /// `wtime`: White's clock.
    pub white_time: Option<Duration>,
    /// `btime`: Black's clock.
    pub black_time: Option<Duration>,
    /// `winc`: White's increment per move.
    pub white_increment: Option<Duration>,
    /// `binc`: Black's increment per move.
    pub black_increment: Option<Duration>,
    /// `movestogo`: moves until the next time control.
    pub moves_to_go: Option<u32>,
    /// `infinite`: search until `stop`, and only then say `bestmove`.
    pub infinite: bool,
}

impl Go {
    /// The search limits for `turn` to move, with that side's clock.
    pub fn limits(&self, turn: Color) -> Limits {
        let (time, increment) = match turn {
            Color::White => (self.white_time, self.white_increment),
            Color::Black => (self.black_time, self.black_increment),
        };
        Limits {
            depth: self.depth,
            nodes: self.nodes,
            move_time: self.move_time,
            clock: time.map(|time_left| Clock {
                time_left,
                increment: increment.unwrap_or_default(),
                moves_to_go: self.moves_to_go,
            }),
        }
    }
}

/// A value for one of Ply's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// `Hash`: the transposition table's size in megabytes.
    Hash(usize),
    /// `Level`: how strongly to play.
    Level(Level),
    /// `Threads`: how many threads the full search uses.
    Threads(usize),
    /// `UCI_Chess960`: write castling as the king taking its own rook.
    Chess960(bool),
}

/// Why a line was refused; the session reports it as `info string` and changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CommandError {
    /// `position` with neither `startpos` nor `fen`.
    #[error("`position` needs `startpos` or `fen <FEN>`")]
    MissingStart,
    /// `position fen` with a FEN that does not read or is not a legal position.
    #[error("bad FEN: {0}")]
    Fen(#[from] FenError),
    /// One of the moves after `moves` cannot be played.
    #[error("move {number} of the position: {error}")]
    Move {
        /// Which move, counting from 1.
        number: usize,
        /// Why it cannot be played.
        error: UciMoveError,
    },
    /// A `go` keyword at the end of the line, without its number.
    #[error("`{0}` needs a number after it")]
    MissingNumber(&'static str),
    /// A `go` keyword followed by something that is not a whole number.
    #[error("`{keyword} {value}`: `{value}` is not a whole number")]
    NotANumber {
        /// The keyword, such as `depth`.
        keyword: &'static str,
        /// What followed it.
        value: String,
    },
    /// `setoption` without `name <Name>`.
    #[error("`setoption` needs `name <Name> value <Value>`")]
    MissingOptionName,
    /// `setoption` for an option Ply does not have.
    #[error("no option named `{0}`")]
    UnknownOption(String),
    /// `setoption` for a known option without `value <Value>`.
    #[error("option {0} needs `value <Value>`")]
    MissingOptionValue(&'static str),
    /// `setoption` with a value the option does not take.
    #[error("option {option} takes {expected}, not `{value}`")]
    OptionValue {
        /// The option's name.
        option: &'static str,
        /// The value given.
        value: String,
        /// The values the option takes.
        expected: &'static str,
    },
}

/// The `option` lines of the reply to `uci`.
pub fn option_declarations() -> Vec<String> {
    let levels: Vec<String> = Level::ALL.iter().map(|level| format!("var {}", level.name())).collect();
    vec![
        format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"),
        format!("option name Level type combo default {} {}", DEFAULT_LEVEL.name(), levels.join(" ")),
        format!("option name Threads type spin default {DEFAULT_THREADS} min 1 max {MAX_THREADS}"),
        "option name UCI_Chess960 type check default false".to_owned(),
    ]
}

/// Reads one line of input. `Ok(None)` is an empty line or a command Ply does not know, which
/// UCI says to ignore.
pub fn parse(line: &str) -> Result<Option<Command>, CommandError> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let Some((&name, args)) = tokens.split_first() else {
        return Ok(None);
    };
    let command = match name {
        "uci" => Command::Uci,
        "isready" => Command::IsReady,
        "ucinewgame" => Command::NewGame,
        "position" => Command::Position(position(args)?),
        "go" => go(args)?,
        "stop" => Command::Stop,
        "quit" => Command::Quit,
        "setoption" => Command::SetOption(setting(args)?),
        _ => return Ok(None),
    };
    Ok(Some(command))
}

/// The game `position` describes: its start, then the position after each move.
fn position(args: &[&str]) -> Result<Vec<Position>, CommandError> {
    let moves_at = args.iter().position(|&token| token == "moves").unwrap_or(args.len());
    let (start, moves) = args.split_at(moves_at);
    let mut position = match start.split_first() {
        Some((&"startpos", _)) => Position::new(),
        Some((&"fen", fen)) => Position::from_fen(&fen.join(" "))?,
        _ => return Err(CommandError::MissingStart),
    };
    let mut history = vec![position];
    for (index, text) in moves.iter().skip(1).enumerate() {
        let mv = position.parse_uci(text).map_err(|error| CommandError::Move { number: index + 1, error })?;
        position = position.after(mv);
        history.push(position);
    }
    Ok(history)
}

/// `go`'s keywords, in any order; words it does not know are skipped.
fn go(args: &[&str]) -> Result<Command, CommandError> {
    let mut go = Go::default();
    let mut tokens = args.iter();
    while let Some(&keyword) = tokens.next() {
        let mut next = || tokens.next().copied();
        match keyword {
            "perft" => return Ok(Command::Perft(number("perft", next())?)),
            "depth" => go.depth = Some(number("depth", next())?),
            "nodes" => go.nodes = Some(number("nodes", next())?),
            "movetime" => go.move_time = Some(milliseconds("movetime", next())?),
            "wtime" => go.white_time = Some(milliseconds("wtime", next())?),
            "btime" => go.black_time = Some(milliseconds("btime", next())?),
            "winc" => go.white_increment = Some(milliseconds("winc", next())?),
            "binc" => go.black_increment = Some(milliseconds("binc", next())?),
            "movestogo" => go.moves_to_go = Some(number("movestogo", next())?),
            "infinite" => go.infinite = true,
            _ => {}
        }
    }
    Ok(Command::Go(go))
}

/// The whole number after a `go` keyword.
fn number<T: FromStr>(keyword: &'static str, value: Option<&str>) -> Result<T, CommandError> {
    let value = value.ok_or(CommandError::MissingNumber(keyword))?;
    value.parse().map_err(|_| CommandError::NotANumber { keyword, value: value.to_owned() })
}

/// A time in milliseconds after a `go` keyword. Some GUIs send a negative clock once a side is out
/// of time; that reads as no time left.
fn milliseconds(keyword: &'static str, value: Option<&str>) -> Result<Duration, CommandError> {
    let ms: i64 = number(keyword, value)?;
    Ok(Duration::from_millis(ms.max(0).unsigned_abs()))
}

/// The option and value of `setoption name <Name> value <Value>`; names ignore case, as UCI says.
fn setting(args: &[&str]) -> Result<Setting, CommandError> {
    let Some((&"name", rest)) = args.split_first() else {
        return Err(CommandError::MissingOptionName);
    };
    let (name, value) = match rest.iter().position(|&token| token == "value") {
        Some(at) => (rest[..at].join(" "), Some(rest[at + 1..].join(" "))),
        None => (rest.join(" "), None),
    };
    let (option, expected, read): (_, _, fn(&str) -> Option<Setting>) = match name.to_ascii_lowercase().as_str() {
        "" => return Err(CommandError::MissingOptionName),
        "hash" => ("Hash", "a whole number of megabytes from 1 to 1024", read_hash),
        "level" => ("Level", "Beginner, Easy, Normal, Hard or Expert", read_level),
        "threads" => ("Threads", "a whole number of threads from 1 to 16", read_threads),
        "uci_chess960" => ("UCI_Chess960", "true or false", read_chess960),
        _ => return Err(CommandError::UnknownOption(name)),
    };
    let value = value.ok_or(CommandError::MissingOptionValue(option))?;
    read(&value).ok_or(CommandError::OptionValue { option, value, expected })
}

fn read_hash(value: &str) -> Option<Setting> {
    value.parse().ok().filter(|mb| (1..=MAX_HASH_MB).contains(mb)).map(Setting::Hash)
}

fn read_level(value: &str) -> Option<Setting> {
    value.parse().ok().map(Setting::Level)
}

fn read_threads(value: &str) -> Option<Setting> {
    value.parse().ok().filter(|n| (1..=MAX_THREADS).contains(n)).map(Setting::Threads)
}

fn read_chess960(value: &str) -> Option<Setting> {
    match value.to_ascii_lowercase().as_str() {
        "true" => Some(Setting::Chess960(true)),
        "false" => Some(Setting::Chess960(false)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(line: &str) -> Go {
        match parse(line) {
            Ok(Some(Command::Go(go))) => go,
            other => panic!("{line:?} read as {other:?}"),
        }
    }

    fn history(line: &str) -> Vec<Position> {
        match parse(line) {
            Ok(Some(Command::Position(history))) => history,
            other => panic!("{line:?} read as {other:?}"),
        }
    }

    fn ms(ms: u64) -> Option<Duration> {
        Some(Duration::from_millis(ms))
    }

    #[test]
    fn the_simple_commands_read_as_themselves() {
        assert_eq!(parse("uci"), Ok(Some(Command::Uci)));
        assert_eq!(parse("isready"), Ok(Some(Command::IsReady)));
        assert_eq!(parse("ucinewgame"), Ok(Some(Command::NewGame)));
        assert_eq!(parse("stop"), Ok(Some(Command::Stop)));
        assert_eq!(parse("quit"), Ok(Some(Command::Quit)));
    }

    #[test]
    fn extra_whitespace_and_a_line_ending_are_tolerated() {
        assert_eq!(parse("  isready \t\r\n"), Ok(Some(Command::IsReady)));
        assert_eq!(go("go   depth \t 7  \r\n").depth, Some(7));
    }

    #[test]
    fn an_empty_line_is_ignored() {
        assert_eq!(parse(""), Ok(None));
        assert_eq!(parse("   \n"), Ok(None));
    }

    #[test]
    fn an_unknown_command_is_ignored() {
        assert_eq!(parse("debug on"), Ok(None));
        assert_eq!(parse("ponderhit"), Ok(None));
        assert_eq!(parse("Uci"), Ok(None));
    }

    #[test]
    fn position_startpos_is_the_standard_start_alone() {
        assert_eq!(history("position startpos"), vec![Position::new()]);
    }

    #[test]
    fn position_startpos_moves_keeps_every_position_of_the_game() {
        let history = history("position startpos moves e2e4 e7e5 g1f3");
        assert_eq!(history.len(), 4);
        assert_eq!(history[0], Position::new());
        assert_eq!(
            history.last().map(Position::fen).as_deref(),
            Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
        );
    }

    #[test]
    fn position_fen_reads_the_fen_up_to_moves() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(history(&format!("position fen {fen}")), vec![Position::from_fen(fen).unwrap()]);
        let history = history(&format!("position fen {fen} moves e1g1 e8c8"));
        assert_eq!(history.last().map(Position::fen).as_deref(), Some("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2"));
    }

    #[test]
    fn position_fen_without_clocks_is_read() {
        assert_eq!(history("position fen 6k1/8/8/8/8/8/8/6K1 b - -").len(), 1);
    }

    #[test]
    fn castling_reads_as_king_takes_rook_too() {
        let history = history("position fen 1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1 moves g1h1");
        assert_eq!(history.last().map(Position::fen).as_deref(), Some("1r4kr/8/8/8/8/8/8/1R3RK1 b kq - 1 1"));
    }

    #[test]
    fn position_fen_garbage_is_a_bad_fen() {
        assert!(matches!(parse("position fen garbage"), Err(CommandError::Fen(FenError::FieldCount(1)))));
        assert!(matches!(parse("position fen"), Err(CommandError::Fen(FenError::FieldCount(0)))));
    }

    #[test]
    fn a_fen_of_an_impossible_position_is_refused() {
        let error = parse("position fen 8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
        assert!(error.to_string().starts_with("bad FEN: impossible position"), "{error}");
    }

    #[test]
    fn an_illegal_move_is_refused_naming_it_and_its_number() {
        let error = parse("position startpos moves e2e4 e7e5 e2e5").unwrap_err();
        assert_eq!(error, CommandError::Move { number: 3, error: UciMoveError::Illegal { text: "e2e5".to_owned() } });
        assert_eq!(error.to_string(), "move 3 of the position: `e2e5` is not a legal move here");
        assert!(matches!(parse("position startpos moves e2e5"), Err(CommandError::Move { number: 1, .. })));
    }

    #[test]
    fn a_move_that_is_not_uci_is_refused() {
        let error = parse("position startpos moves e4").unwrap_err();
        assert_eq!(error, CommandError::Move { number: 1, error: UciMoveError::Syntax { text: "e4".to_owned() } });
    }

    #[test]
    fn position_without_a_start_is_refused() {
        assert_eq!(parse("position"), Err(CommandError::MissingStart));
        assert_eq!(parse("position moves e2e4"), Err(CommandError::MissingStart));
        assert_eq!(parse("position startingpos"), Err(CommandError::MissingStart));
    }

    #[test]
    fn go_alone_has_no_limits() {
        assert_eq!(go("go"), Go::default());
        assert_eq!(go("go").limits(Color::White), Limits::default());
    }

    #[test]
    fn go_reads_depth_nodes_and_movetime() {
        assert_eq!(go("go depth 5").limits(Color::White), Limits::depth(5));
        assert_eq!(go("go nodes 20000").limits(Color::Black), Limits::nodes(20_000));
        assert_eq!(go("go movetime 1500").move_time, ms(1500));
    }

    #[test]
    fn go_reads_both_clocks_in_any_order() {
        let go = go("go movestogo 20 binc 200 btime 4000 winc 100 wtime 5000");
        let expected = Go {
            white_time: ms(5000),
            black_time: ms(4000),
            white_increment: ms(100),
            black_increment: ms(200),
            moves_to_go: Some(20),
            ..Go::default()
        };
        assert_eq!(go, expected);
    }

    #[test]
    fn the_side_to_move_gets_its_own_clock() {
        let go = go("go wtime 5000 btime 4000 winc 100");
        let white = go.limits(Color::White).clock.unwrap();
        assert_eq!((white.time_left, white.increment), (Duration::from_secs(5), Duration::from_millis(100)));
        let black = go.limits(Color::Black).clock.unwrap();
        assert_eq!((black.time_left, black.increment), (Duration::from_secs(4), Duration::ZERO));
    }

    #[test]
    fn a_clock_for_the_other_side_only_is_no_clock() {
        assert_eq!(go("go btime 4000").limits(Color::White).clock, None);
    }

    #[test]
    fn a_negative_clock_reads_as_no_time_left() {
        assert_eq!(go("go wtime -150").white_time, ms(0));
    }

    #[test]
    fn go_infinite_is_flagged_and_unknown_words_are_skipped() {
        let go = go("go ponder infinite searchmoves e2e4 d2d4 depth 3");
        assert!(go.infinite);
        assert_eq!(go.depth, Some(3));
    }

    #[test]
    fn go_with_a_word_for_a_number_is_refused() {
        assert_eq!(parse("go depth x"), Err(CommandError::NotANumber { keyword: "depth", value: "x".to_owned() }));
        assert_eq!(parse("go depth -1"), Err(CommandError::NotANumber { keyword: "depth", value: "-1".to_owned() }));
        assert!(matches!(parse("go movetime 1.5"), Err(CommandError::NotANumber { keyword: "movetime", .. })));
    }

    #[test]
    fn go_with_a_keyword_and_no_number_is_refused() {
        assert_eq!(parse("go depth"), Err(CommandError::MissingNumber("depth")));
        assert_eq!(parse("go wtime 100 btime"), Err(CommandError::MissingNumber("btime")));
    }

    #[test]
    fn go_perft_reads_its_depth() {
        assert_eq!(parse("go perft 3"), Ok(Some(Command::Perft(3))));
        assert_eq!(parse("go perft"), Err(CommandError::MissingNumber("perft")));
        assert!(matches!(parse("go perft three"), Err(CommandError::NotANumber { keyword: "perft", .. })));
    }

    #[test]
    fn setoption_reads_each_option() {
        assert_eq!(parse("setoption name Hash value 64"), Ok(Some(Command::SetOption(Setting::Hash(64)))));
        assert_eq!(
            parse("setoption name Level value Beginner"),
            Ok(Some(Command::SetOption(Setting::Level(Level::Beginner))))
        );
        assert_eq!(
            parse("setoption name UCI_Chess960 value true"),
            Ok(Some(Command::SetOption(Setting::Chess960(true))))
        );
        assert_eq!(
            parse("setoption name UCI_Chess960 value false"),
            Ok(Some(Command::SetOption(Setting::Chess960(false))))
        );
    }

    #[test]
    fn option_names_and_values_ignore_case() {
        assert_eq!(parse("setoption name hash value 8"), Ok(Some(Command::SetOption(Setting::Hash(8)))));
        assert_eq!(parse("setoption name LEVEL value easy"), Ok(Some(Command::SetOption(Setting::Level(Level::Easy)))));
        assert_eq!(
            parse("setoption name uci_chess960 value TRUE"),
            Ok(Some(Command::SetOption(Setting::Chess960(true))))
        );
    }

    #[test]
    fn a_hash_out_of_range_is_refused() {
        for value in ["-5", "0", "1025", "big", ""] {
            let error = parse(&format!("setoption name Hash value {value}")).unwrap_err();
            assert!(matches!(error, CommandError::OptionValue { option: "Hash", .. }), "{value}: {error:?}");
        }
        assert_eq!(
            parse("setoption name Hash value -5").unwrap_err().to_string(),
            "option Hash takes a whole number of megabytes from 1 to 1024, not `-5`"
        );
        assert_eq!(parse("setoption name Hash value 1024"), Ok(Some(Command::SetOption(Setting::Hash(1024)))));
    }

    #[test]
    fn threads_take_one_to_the_most_the_search_uses() {
        assert_eq!(parse("setoption name Threads value 1"), Ok(Some(Command::SetOption(Setting::Threads(1)))));
        let most = format!("setoption name Threads value {MAX_THREADS}");
        assert_eq!(parse(&most), Ok(Some(Command::SetOption(Setting::Threads(MAX_THREADS)))));
        for value in ["0", "17", "two"] {
            let error = parse(&format!("setoption name Threads value {value}")).unwrap_err();
            assert!(matches!(error, CommandError::OptionValue { option: "Threads", .. }), "{value}: {error:?}");
        }
        assert_eq!(
            parse("setoption name Threads value 0").unwrap_err().to_string(),
            "option Threads takes a whole number of threads from 1 to 16, not `0`"
        );
    }

    #[test]
    fn a_level_that_is_not_one_of_the_five_is_refused() {
        assert!(matches!(
            parse("setoption name Level value Grandmaster"),
            Err(CommandError::OptionValue { option: "Level", .. })
        ));
    }

    #[test]
    fn chess960_takes_only_true_or_false() {
        assert!(matches!(
            parse("setoption name UCI_Chess960 value yes"),
            Err(CommandError::OptionValue { option: "UCI_Chess960", .. })
        ));
    }

    #[test]
    fn an_unknown_option_is_refused_by_its_full_name() {
        assert_eq!(parse("setoption name Clear Hash"), Err(CommandError::UnknownOption("Clear Hash".to_owned())));
        assert_eq!(parse("setoption name Ponder value true"), Err(CommandError::UnknownOption("Ponder".to_owned())));
    }

    #[test]
    fn setoption_without_a_name_or_a_value_is_refused() {
        assert_eq!(parse("setoption"), Err(CommandError::MissingOptionName));
        assert_eq!(parse("setoption value 3"), Err(CommandError::MissingOptionName));
        assert_eq!(parse("setoption name value 3"), Err(CommandError::MissingOptionName));
        assert_eq!(parse("setoption name Hash"), Err(CommandError::MissingOptionValue("Hash")));
    }

    #[test]
    fn every_declared_option_accepts_its_own_default() {
        for declaration in option_declarations() {
            let words: Vec<&str> = declaration.split_whitespace().collect();
            let name = words[2];
            let default = words[words.iter().position(|&word| word == "default").unwrap() + 1];
            let line = format!("setoption name {name} value {default}");
            assert!(matches!(parse(&line), Ok(Some(Command::SetOption(_)))), "{line}");
        }
    }

    #[test]
    fn the_level_option_lists_the_five_levels_weakest_first() {
        assert_eq!(
            option_declarations()[1],
            "option name Level type combo default Expert var Beginner var Easy var Normal var Hard var Expert"
        );
    }
}
