//! `ply uci`: the Universal Chess Interface, so chess GUIs and match tools can play Ply's engine.
//!
//! Two threads. The main thread reads commands and answers `uci`, `isready` and the rest at once.
//! `go` moves the [`Player`] into a search thread, which prints an `info` line per completed depth
//! and then `bestmove`, and hands the player back through its `JoinHandle`; no lock guards the
//! player, because only one thread ever holds it. Every command other than `uci` and `isready`
//! (`go`, `go perft`, `position`, `setoption`, `ucinewgame`, `stop`, `quit`) first sets the
//! search's stop flag and joins the thread, so the running search's `bestmove` is always printed
//! before anything that follows. The end of input waits for the search to finish (stopping it
//! only after `go infinite`, which would never end), then ends the session. Both threads write
//! through one [`Output`], a whole line at a time, flushed.
//!
//! `go perft` runs on the main thread and cannot be stopped; it is a tool for small depths.

mod command;

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{SystemTime, UNIX_EPOCH};

use command::{Command, DEFAULT_HASH_MB, DEFAULT_LEVEL, DEFAULT_THREADS, Go, Setting};
use ply_core::engine::{Level, Limits, Player, Score, SearchInfo, SearchResult};
use ply_core::rules::{Move, Position, perft};

/// The search recurses up to `MAX_PLY` plies deep; give its thread room to spare.
const SEARCH_STACK_BYTES: usize = 16 << 20;

/// Runs a UCI session on standard input and output until `quit` or the end of input.
pub fn run() -> Result<(), String> {
    serve(io::stdin().lock(), io::stdout()).map_err(|error| format!("uci: {error}"))
}

/// Runs a UCI session reading commands from `input` and answering on `output`, until `quit` or
/// the end of input. A bad command is answered with `info string` and the session goes on; only
/// a failure to read or write ends it early.
pub fn serve(input: impl BufRead, output: impl Write + Send + 'static) -> io::Result<()> {
    Session::new(Output::new(output)).run(input)
}

/// Where both threads print: whole lines, flushed at once.
#[derive(Clone)]
struct Output(Arc<Mutex<dyn Write + Send>>);

impl Output {
    fn new(writer: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(writer)))
    }

    /// Writes one line and flushes it.
    fn line(&self, text: &str) -> io::Result<()> {
        let mut writer = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        writeln!(writer, "{text}")?;
        writer.flush()
    }
}

/// A search running on its own thread.
struct RunningSearch {
    stop: Arc<AtomicBool>,
    /// `go infinite`: the search never ends by itself, so the end of input stops it.
    infinite: bool,
    handle: JoinHandle<Player>,
}

/// The engine's side of a UCI conversation.
struct Session {
    output: Output,
    /// The game from the last good `position`: its start, then the position after every move.
    history: Vec<Position>,
    chess960: bool,
    hash_mb: usize,
    level: Level,
    /// The `Threads` option.
    threads: usize,
    /// The player while no search runs; made on first use, so `uci` answers without allocating.
    player: Option<Player>,
    search: Option<RunningSearch>,
}

impl Session {
    fn new(output: Output) -> Session {
        Session {
            output,
            history: vec![Position::new()],
            chess960: false,
            hash_mb: DEFAULT_HASH_MB,
            level: DEFAULT_LEVEL,
            threads: DEFAULT_THREADS,
            player: None,
            search: None,
        }
    }

    /// Answers commands until `quit`, or until the input ends and the running search with it.
    fn run(mut self, mut input: impl BufRead) -> io::Result<()> {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                return self.join_search(self.search.as_ref().is_some_and(|search| search.infinite));
            }
            match command::parse(&String::from_utf8_lossy(&bytes)) {
                Ok(Some(command)) => {
                    let quit = command == Command::Quit;
                    self.handle(command)?;
                    if quit {
                        return Ok(());
                    }
                }
                Ok(None) => {}
                Err(error) => self.output.line(&format!("info string {error}"))?,
            }
        }
    }

    fn handle(&mut self, command: Command) -> io::Result<()> {
        match command {
            Command::Uci => {
                self.output.line(&format!("id name Ply {}", env!("CARGO_PKG_VERSION")))?;
                self.output.line("id author The Ply developers")?;
                for declaration in command::option_declarations() {
                    self.output.line(&declaration)?;
                }
                self.output.line("uciok")
            }
            Command::IsReady => self.output.line("readyok"),
            Command::NewGame => {
                self.join_search(true)?;
                if let Some(player) = &mut self.player {
                    player.new_game();
                }
                Ok(())
            }
            Command::Position(history) => {
                self.join_search(true)?;
                self.history = history;
                Ok(())
            }
            Command::Go(go) => self.start_search(go),
            Command::Perft(depth) => self.perft(depth),
            Command::Stop | Command::Quit => self.join_search(true),
            Command::SetOption(setting) => {
                self.join_search(true)?;
                self.apply(setting);
                Ok(())
            }
        }
    }

    fn apply(&mut self, setting: Setting) {
        match setting {
            Setting::Hash(megabytes) => {
                self.hash_mb = megabytes;
                if let Some(player) = &mut self.player {
                    player.searcher_mut().set_hash_size(megabytes);
                }
            }
            Setting::Level(level) => {
                self.level = level;
                if let Some(player) = &mut self.player {
                    player.set_level(level);
                }
            }
            Setting::Threads(threads) => self.threads = threads,
            Setting::Chess960(on) => self.chess960 = on,
        }
    }

    /// The player, made now if there is none yet, searching with the `Threads` option's number.
    fn take_player(&mut self) -> Player {
        let (level, hash_mb) = (self.level, self.hash_mb);
        let mut player = self.player.take().unwrap_or_else(|| Player::new(level, hash_mb, seed()));
        player.searcher_mut().set_threads(self.threads);
        player
    }

    /// The position to play from: the last of the game.
    fn position(&self) -> Position {
        self.history.last().copied().unwrap_or_default()
    }

    /// Waits for the running search, if any, to print its `bestmove`, stopping it first if asked.
    fn join_search(&mut self, stop: bool) -> io::Result<()> {
        let Some(search) = self.search.take() else {
            return Ok(());
        };
        if stop {
            search.stop.store(true, Ordering::Relaxed);
            search.handle.thread().unpark();
        }
        match search.handle.join() {
            Ok(player) => {
                self.player = Some(player);
                Ok(())
            }
            // The panic is on standard error already; the next search starts with a new player.
            Err(_) => self.output.line("info string the search failed; its settings are kept, its tables lost"),
        }
    }

    /// Stops any running search, then starts one on the game so far.
    fn start_search(&mut self, go: Go) -> io::Result<()> {
        self.join_search(true)?;
        let mut player = self.take_player();
        let history = self.history.clone();
        let limits = go.limits(self.position().turn());
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let output = self.output.clone();
        let chess960 = self.chess960;
        let handle =
            thread::Builder::new().name("search".to_owned()).stack_size(SEARCH_STACK_BYTES).spawn(move || {
                think(&mut player, &history, &limits, &flag, go.infinite, &output, chess960);
                player
            })?;
        self.search = Some(RunningSearch { stop, infinite: go.infinite, handle });
        Ok(())
    }

    /// `go perft`: one line per legal move with its count, a blank line, then the total.
    fn perft(&mut self, depth: u32) -> io::Result<()> {
        self.join_search(true)?;
        let root = self.position();
        let mut total = 1;
        if depth > 0 {
            total = 0;
            for mv in &root.legal_moves() {
                let count = perft(&root.after(*mv), depth - 1);
                self.output.line(&format!("{}: {count}", root.to_uci(*mv, self.chess960)))?;
                total += count;
            }
        }
        self.output.line("")?;
        self.output.line(&format!("Nodes searched: {total}"))
    }
}

/// The search thread: chooses a move for the last of `history` and prints what it finds. After
/// `go infinite` it holds `bestmove` back until told to stop, as UCI requires.
///
/// Print errors are ignored here: a GUI that stopped reading is gone, and the main thread finds
/// out when it next writes or reads.
fn think(
    player: &mut Player,
    history: &[Position],
    limits: &Limits,
    stop: &AtomicBool,
    infinite: bool,
    output: &Output,
    chess960: bool,
) {
    let root = history.last().copied().unwrap_or_default();
    let mut reported = false;
    let result = player.choose(history, limits, stop, |info| {
        reported = true;
        let _ = output.line(&info_line(&root, info, chess960));
    });
    if !reported {
        let _ = output.line(&summary_line(&root, &result, chess960));
    }
    while infinite && !stop.load(Ordering::Relaxed) {
        thread::park();
    }
    let best = result.best_move.map_or_else(|| "0000".to_owned(), |mv| root.to_uci(mv, chess960));
    let _ = output.line(&format!("bestmove {best}"));
}

/// The `info` line for one completed depth.
fn info_line(root: &Position, info: &SearchInfo, chess960: bool) -> String {
    let ms = info.time.as_millis();
    let nps = u128::from(info.nodes) * 1_000_000_000 / info.time.as_nanos().max(1);
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {nps} time {ms} hashfull {} pv {}",
        info.depth,
        info.seldepth,
        score(info.score),
        info.nodes,
        info.hashfull,
        line_uci(root, &info.pv, chess960)
    )
}

/// An `info` line from the result alone, for searches that report no depths: the weaker levels,
/// and a position without a legal move (`score mate 0` when mated).
fn summary_line(root: &Position, result: &SearchResult, chess960: bool) -> String {
    let mut line = format!("info depth {} score {}", result.depth, score(Score::from_search(result.score)));
    if !result.pv.is_empty() {
        line = format!("{line} pv {}", line_uci(root, &result.pv, chess960));
    }
    line
}

/// A score as UCI writes it: `cp 35` or `mate -2`.
fn score(score: Score) -> String {
    match score {
        Score::Centipawns(cp) => format!("cp {cp}"),
        Score::Mate(moves) => format!("mate {moves}"),
    }
}

/// A line of moves from `root` in UCI, up to the first that is not legal where it stands.
fn line_uci(root: &Position, moves: &[Move], chess960: bool) -> String {
    let mut position = *root;
    let mut texts = Vec::with_capacity(moves.len());
    for &mv in moves {
        if !position.is_legal(mv) {
            break;
        }
        texts.push(position.to_uci(mv, chess960));
        position = position.after(mv);
    }
    texts.join(" ")
}

/// A seed for the weaker levels' choices, different from one run to the next.
fn seed() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use ply_core::rules::Square;

    /// A writer the test can read back after the session has finished with it.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().write(bytes)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// Runs a whole session on `input` and returns everything it printed.
    fn session(input: &str) -> String {
        let captured = Captured::default();
        Session::new(Output::new(captured.clone())).run(input.as_bytes()).unwrap();
        String::from_utf8(captured.0.lock().unwrap().clone()).unwrap()
    }

    fn info(score: Score, pv: Vec<Move>) -> SearchInfo {
        SearchInfo { depth: 3, seldepth: 7, score, nodes: 5000, time: Duration::from_millis(250), hashfull: 12, pv }
    }

    #[test]
    fn an_info_line_has_every_field_in_uci_order() {
        let pv = vec![Move::new(Square::E2, Square::E4), Move::new(Square::E7, Square::E5)];
        assert_eq!(
            info_line(&Position::new(), &info(Score::Centipawns(31), pv), false),
            "info depth 3 seldepth 7 score cp 31 nodes 5000 nps 20000 time 250 hashfull 12 pv e2e4 e7e5"
        );
    }

    #[test]
    fn a_mate_is_scored_in_moves() {
        let root = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
        let line = info_line(&root, &info(Score::Mate(1), vec![Move::new(Square::A1, Square::A8)]), false);
        assert!(line.contains(" score mate 1 ") && line.ends_with(" pv a1a8"), "{line}");
    }

    #[test]
    fn the_pv_writes_castling_the_way_the_option_says() {
        let root = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let castle = vec![Move::new(Square::E1, Square::H1), Move::new(Square::E8, Square::A8)];
        assert_eq!(line_uci(&root, &castle, false), "e1g1 e8c8");
        assert_eq!(line_uci(&root, &castle, true), "e1h1 e8a8");
    }

    #[test]
    fn the_pv_ends_before_a_move_that_is_not_legal() {
        let moves = [Move::new(Square::E2, Square::E4), Move::new(Square::E2, Square::E4)];
        assert_eq!(line_uci(&Position::new(), &moves, false), "e2e4");
    }

    #[test]
    fn the_threads_option_outlasts_a_change_of_level() {
        let mut session = Session::new(Output::new(Captured::default()));
        assert_eq!(session.take_player().searcher_mut().threads(), DEFAULT_THREADS);
        session.apply(Setting::Threads(3));
        session.apply(Setting::Level(Level::Hard));
        let mut player = session.take_player();
        assert_eq!(player.searcher_mut().threads(), 3);
        session.player = Some(player);
        session.apply(Setting::Level(Level::Expert));
        assert_eq!(session.take_player().searcher_mut().threads(), 3);
    }

    #[test]
    fn a_mated_side_reports_mate_0_and_bestmove_0000() {
        let output = session("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1\ngo depth 3\n");
        assert_eq!(output, "info depth 0 score mate 0\nbestmove 0000\n");
    }

    #[test]
    fn a_stalemated_side_reports_a_draw_and_bestmove_0000() {
        let output = session("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\ngo depth 3\n");
        assert_eq!(output, "info depth 0 score cp 0\nbestmove 0000\n");
    }

    #[test]
    fn the_end_of_input_lets_a_bounded_search_finish() {
        let output = session("position startpos\ngo depth 4");
        assert!(output.contains("info depth 4 "), "{output}");
        assert!(output.ends_with('\n') && output.lines().last().is_some_and(|line| line.starts_with("bestmove ")));
    }

    #[test]
    fn the_end_of_input_stops_an_infinite_search() {
        let output = session("go infinite\n");
        assert_eq!(output.lines().filter(|line| line.starts_with("bestmove ")).count(), 1, "{output}");
    }

    #[test]
    fn a_weak_level_reports_its_choice_in_one_info_line() {
        let output = session("setoption name Level value Easy\nposition startpos moves e2e4\ngo depth 6\n");
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines.len(), 2, "{output}");
        let depth = ply_core::engine::Level::Easy.params().depth;
        assert!(
            lines[0].starts_with(&format!("info depth {depth} score cp ")) && lines[0].contains(" pv "),
            "{output}"
        );
        assert!(lines[1].starts_with("bestmove "));
    }

    #[test]
    fn a_new_go_prints_the_running_searchs_bestmove_first() {
        let output = session("go infinite\ngo depth 1\n");
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines.iter().filter(|line| line.starts_with("bestmove ")).count(), 2, "{output}");
        assert!(lines[lines.len() - 2].starts_with("info depth 1 "), "{output}");
    }

    #[test]
    fn the_search_sees_repetitions_of_the_game_so_far() {
        // Black, a queen down, can bring a knight back and repeat the start: a draw, but only for
        // a search that knows the game.
        let start = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let game = session(&format!("position fen {start} moves g1f3 g8f6 f3g1\ngo depth 2\n"));
        assert!(game.contains(" score cp 0 ") && game.ends_with("bestmove f6g8\n"), "{game}");
        let alone = "rnb1kb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 3 2";
        let position = session(&format!("position fen {alone}\ngo depth 2\n"));
        assert!(!position.contains(" score cp 0 "), "{position}");
    }
}
