//! `ply play`: the terminal game. It draws the session's `BoardView` and passes on what the player
//! types; every decision about chess is the session's.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;
use ply_core::engine::Level;
use ply_core::rules::{Color, Role};
use ply_core::session::{
    BoardView, ColorChoice, GameSession, Opponent, Orientation, Settings, SquareView, Status, TimeControl, Variant,
};

/// Arguments of `ply play`.
#[derive(Args)]
pub struct PlayArgs {
    /// Two players on one terminal instead of playing the computer.
    #[arg(long)]
    pass_and_play: bool,
    /// The computer's level: Beginner, Easy, Normal, Hard or Expert.
    #[arg(long, default_value = "Normal")]
    level: Level,
    /// Your colour against the computer: white, black or random.
    #[arg(long, default_value = "white", value_parser = parse_color)]
    color: ColorChoice,
    /// Play Chess960: with a number (0-959) that start position, without one a random start.
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "random")]
    chess960: Option<String>,
    /// A chess clock, minutes+increment: 3+2, 5+0, 5+3, 10+0, 10+5, 15+10, 30+0 or 30+20.
    #[arg(long, value_parser = parse_clock)]
    clock: Option<TimeControl>,
    /// Pass-and-play: turn the board to the player on move after each move.
    #[arg(long)]
    flip: bool,
    /// Continue the game saved in this file.
    #[arg(long)]
    load: Option<PathBuf>,
    /// No colours, even on a terminal.
    #[arg(long)]
    no_color: bool,
}

fn parse_color(text: &str) -> Result<ColorChoice, String> {
    match text.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(ColorChoice::White),
        "black" | "b" => Ok(ColorChoice::Black),
        "random" | "r" => Ok(ColorChoice::Random),
        other => Err(format!("`{other}` is not white, black or random")),
    }
}

fn parse_clock(text: &str) -> Result<TimeControl, String> {
    TimeControl::parse(text).ok_or_else(|| format!("`{text}` is not a clock like 5+3"))
}

const HELP: &str = "Type a move as SAN (Nf3, O-O, e8=Q), UCI (g1f3) or two squares (g1 f3).
Commands: undo, redo, hint, draw (offer), accept, decline, resign, save [FILE], load [FILE],
pgn, fen, help, quit.";

const DEFAULT_SAVE: &str = "ply-game.save";

/// Plays until the game ends and the player quits, or input runs out.
pub fn run(args: &PlayArgs) -> Result<(), String> {
    let started = Instant::now();
    let now = || started.elapsed().as_millis() as u64;
    let mut session = match &args.load {
        Some(path) => GameSession::load(path, now()).map_err(|e| format!("cannot load {}: {e}", path.display()))?,
        None => GameSession::new(settings(args)?, now()),
    };
    let colors = !args.no_color && std::env::var_os("NO_COLOR").is_none() && io::stdout().is_terminal();
    let mut out = io::stdout().lock();
    let mut lines = io::stdin().lock().lines();
    println!("{HELP}");
    loop {
        wait_for_computer(&mut session, &now);
        let view = session.view(now());
        draw(&mut out, &view, colors).map_err(|e| e.to_string())?;
        if view.pending_promotion.is_some() {
            write!(out, "Promote to (q, r, b, n)? ").and_then(|()| out.flush()).map_err(|e| e.to_string())?;
        } else {
            write!(out, "> ").and_then(|()| out.flush()).map_err(|e| e.to_string())?;
        }
        let Some(Ok(line)) = lines.next() else { break };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if view.pending_promotion.is_some() {
            match line.chars().next().and_then(Role::from_char) {
                Some(role) if session.choose_promotion(role, now()).is_ok() => {}
                _ => session.cancel_promotion(),
            }
            continue;
        }
        let mut words = line.split_whitespace();
        let command = words.next().unwrap_or_default().to_ascii_lowercase();
        let argument = words.next().map(PathBuf::from).unwrap_or_else(|| PathBuf::from(DEFAULT_SAVE));
        let reply = match command.as_str() {
            "quit" | "exit" => break,
            "help" | "?" => Ok(HELP.to_owned()),
            "undo" => session.undo(now()).map(|()| String::new()).map_err(|e| e.to_string()),
            "redo" => session.redo(now()).map(|()| String::new()).map_err(|e| e.to_string()),
            "hint" => {
                session.hint().map(|square| format!("Hint: move the piece on {square}.")).map_err(|e| e.to_string())
            }
            "draw" => session.offer_draw(now()).map(|()| String::new()).map_err(|e| e.to_string()),
            "accept" => session.accept_draw(now()).map(|()| String::new()).map_err(|e| e.to_string()),
            "decline" => session.decline_draw().map(|()| String::new()).map_err(|e| e.to_string()),
            "resign" => session.resign_player(now()).map(|()| String::new()).map_err(|e| e.to_string()),
            "save" => session
                .save(&argument, now())
                .map(|()| format!("Saved to {}.", argument.display()))
                .map_err(|e| e.to_string()),
            "load" => GameSession::load(&argument, now())
                .map(|loaded| {
                    session = loaded;
                    session.resume_play(now());
                    format!("Loaded {}.", argument.display())
                })
                .map_err(|e| e.to_string()),
            "pgn" => Ok(session.pgn()),
            "fen" => Ok(session.fen()),
            _ => session.enter(line, now()).map(|()| String::new()).map_err(|e| e.to_string()),
        };
        match reply {
            Ok(text) if !text.is_empty() => println!("{text}"),
            Ok(_) => {}
            Err(error) => println!("{error}"),
        }
    }
    Ok(())
}

fn settings(args: &PlayArgs) -> Result<Settings, String> {
    let opponent = if args.pass_and_play {
        let orientation = if args.flip { Orientation::FlipEachMove } else { Orientation::Fixed };
        Opponent::PassAndPlay { orientation }
    } else {
        Opponent::Computer { level: args.level, color: args.color }
    };
    let variant = match args.chess960.as_deref() {
        None => Variant::Standard,
        Some("random") => Variant::Chess960 { number: None },
        Some(number) => Variant::Chess960 {
            number: Some(number.parse().ok().filter(|n| *n < 960).ok_or_else(|| format!("`{number}` is not 0-959"))?),
        },
    };
    Ok(Settings { opponent, variant, time_control: args.clock, ..Settings::pass_and_play() })
}

fn wait_for_computer(session: &mut GameSession, now: &impl Fn() -> u64) {
    let mut announced = false;
    while let view = session.view(now())
        && view.computer_thinking
    {
        if !announced {
            println!("{}", view.status_text);
            announced = true;
        }
        session.wait_for_computer(Duration::from_millis(50));
        session.tick(now());
    }
}

fn glyph(square: &SquareView) -> char {
    match square.piece {
        None => ' ',
        Some(piece) => match piece.role {
            Role::King => '♚',
            Role::Queen => '♛',
            Role::Rook => '♜',
            Role::Bishop => '♝',
            Role::Knight => '♞',
            Role::Pawn => '♟',
        },
    }
}

fn letter(square: &SquareView) -> char {
    square.piece.map_or('.', |piece| piece.to_char())
}

/// Draws the board and everything around it.
fn draw(out: &mut impl Write, view: &BoardView, colors: bool) -> io::Result<()> {
    let ranks: Vec<usize> =
        if view.orientation.bottom == Color::White { (0..8).rev().collect() } else { (0..8).collect() };
    let files: Vec<usize> =
        if view.orientation.bottom == Color::White { (0..8).collect() } else { (0..8).rev().collect() };
    writeln!(out)?;
    for &rank in &ranks {
        write!(out, " {} ", rank + 1)?;
        for &file in &files {
            let square = &view.squares[rank * 8 + file];
            if colors {
                let background = if square.checked_king {
                    "48;5;167"
                } else if square.selected || square.hint {
                    "48;5;179"
                } else if square.last_move {
                    "48;5;151"
                } else if (rank + file) % 2 == 1 {
                    "48;5;223"
                } else {
                    "48;5;137"
                };
                let foreground = match square.piece.map(|p| p.color) {
                    Some(Color::White) => "38;5;231",
                    _ => "38;5;16",
                };
                let mark = if square.legal_target {
                    '·'
                } else if square.capture_target {
                    '×'
                } else {
                    glyph(square)
                };
                let mark = if square.piece.is_some() && !square.capture_target { glyph(square) } else { mark };
                write!(out, "\x1b[{background};{foreground}m {mark} \x1b[0m")?;
            } else {
                let mark = if square.capture_target {
                    'x'
                } else if square.legal_target {
                    '*'
                } else {
                    letter(square)
                };
                write!(out, " {mark}")?;
            }
        }
        writeln!(out)?;
    }
    let names: String =
        files
            .iter()
            .map(|&f| {
                if colors {
                    format!(" {} ", (b'a' + f as u8) as char)
                } else {
                    format!(" {}", (b'a' + f as u8) as char)
                }
            })
            .collect();
    writeln!(out, "   {names}")?;
    let history: Vec<String> = view
        .moves
        .iter()
        .map(|row| match (&row.white, &row.black) {
            (Some(w), Some(b)) => format!("{}. {w} {b}", row.number),
            (Some(w), None) => format!("{}. {w}", row.number),
            (None, Some(b)) => format!("{}... {b}", row.number),
            (None, None) => String::new(),
        })
        .collect();
    if !history.is_empty() {
        writeln!(out, "{}", history.join(" "))?;
    }
    if let Some(clocks) = view.clocks {
        writeln!(out, "White {}   Black {}", clock_text(clocks.white_ms), clock_text(clocks.black_ms))?;
    }
    if view.captured.material_difference != 0 {
        let (side, difference) = if view.captured.material_difference > 0 {
            ("White", view.captured.material_difference)
        } else {
            ("Black", -view.captured.material_difference)
        };
        writeln!(out, "{side} is {difference} ahead in material")?;
    }
    if let Some(spoken) = &view.spoken_last_move {
        writeln!(out, "Last move: {spoken}")?;
    }
    if let Some(refusal) = &view.refusal {
        writeln!(out, "Not allowed: {} (rule card: {})", refusal.text, refusal.card_id)?;
    }
    for text in [&view.draw_offer_text, &view.fifty_move_text, &view.repetition_text].into_iter().flatten() {
        writeln!(out, "{text}")?;
    }
    writeln!(out, "{}", view.status_text)?;
    if view.status != Status::Playing {
        writeln!(out, "Type `pgn` for the game's record, `quit` to leave.")?;
    }
    Ok(())
}

fn clock_text(ms: u64) -> String {
    let seconds = ms / 1000;
    if seconds < 20 {
        format!("{}:{:02}.{}", seconds / 60, seconds % 60, ms % 1000 / 100)
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}
