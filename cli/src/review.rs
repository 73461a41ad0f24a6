//! `ply review`: reviews the games of a PGN file (standard input by default) and prints each key
//! moment with its mark and the sentences that explain it, or everything as JSON with `--json`.

use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use clap::Args;
use ply_core::i18n::Language;
use ply_core::review::{GameReview, MoveReview, ReviewBudget, Reviewer, mate_moves, moment_text};
use ply_core::rules::{PgnGame, read_pgn};
use serde_json::json;

use crate::rules::parse_language;

/// Arguments of `ply review`.
#[derive(Args)]
pub struct ReviewArgs {
    /// The PGN file; standard input when absent.
    file: Option<PathBuf>,
    /// The language of the explanations: en, pl, ru or bg.
    #[arg(long, default_value = "en", value_parser = parse_language)]
    lang: Language,
    /// Print one JSON object per game, every move with its scores, for tools.
    #[arg(long)]
    json: bool,
    /// Nodes searched per position (the phone's budget by default).
    #[arg(long, default_value_t = ReviewBudget::PHONE.nodes)]
    nodes: u64,
}

/// Reviews every game read; a game that does not parse is reported with its line and column.
///
/// Returns whether every game was read.
pub fn run(args: &ReviewArgs) -> Result<bool, String> {
    let text = match &args.file {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?,
        None => {
            let mut text = String::new();
            std::io::stdin().read_to_string(&mut text).map_err(|e| format!("cannot read standard input: {e}"))?;
            text
        }
    };
    let mut reviewer = Reviewer::new(ReviewBudget { nodes: args.nodes });
    let mut out = std::io::stdout().lock();
    let mut all_read = true;
    for game in read_pgn(&text) {
        let game = match game {
            Ok(game) => game,
            Err(error) => {
                all_read = false;
                let report = json!({ "error": error.kind.to_string(), "line": error.line, "column": error.column });
                if args.json {
                    writeln!(out, "{report}").map_err(|e| e.to_string())?;
                } else {
                    eprintln!("ply: {error}");
                }
                continue;
            }
        };
        let review =
            reviewer.review(&game.game, &AtomicBool::new(false), show_progress).map_err(|error| error.to_string())?;
        let written = if args.json {
            writeln!(out, "{}", as_json(&game, &review, args.lang))
        } else {
            write_text(&mut out, &game, &review, args.lang)
        };
        written.map_err(|e| format!("cannot write: {e}"))?;
    }
    Ok(all_read)
}

/// Shows `done of total` on a terminal's standard error; nothing when it is redirected.
fn show_progress(done: usize, total: usize) {
    let stderr = std::io::stderr();
    if stderr.is_terminal() {
        let end = if done == total { "\r\x1b[K" } else { "" };
        eprint!("\r{done}/{total}{end}");
    }
}

/// The key moments of one game as text.
fn write_text(out: &mut impl Write, game: &PgnGame, review: &GameReview, language: Language) -> std::io::Result<()> {
    let players = format!("{} – {}", game.tag("White").unwrap_or("?"), game.tag("Black").unwrap_or("?"));
    writeln!(out, "{players}  {}", game.result.as_str())?;
    let mut any = false;
    for moment in review.key_moments() {
        any = true;
        let text = moment_text(moment, language);
        let chances = format!("{:.0}% → {:.0}%", moment.chance_before * 100.0, moment.chance_after * 100.0);
        writeln!(out, "  {}  {} ({chances})", text.label, text.class)?;
        for sentence in &text.sentences {
            writeln!(out, "      {sentence}")?;
        }
    }
    if !any {
        writeln!(out, "  {}", ply_core::i18n::tr(language, ply_core::i18n::Msg::ReviewNoMistakes, &[]))?;
    }
    writeln!(out)
}

/// One game's review as JSON: its tags, every move, and White's winning chance after each.
fn as_json(game: &PgnGame, review: &GameReview, language: Language) -> serde_json::Value {
    let tags: serde_json::Map<String, serde_json::Value> =
        game.tags.iter().map(|(name, value)| (name.clone(), json!(value))).collect();
    let chess960 = game.game.is_chess960();
    let moves: Vec<serde_json::Value> =
        review.moves.iter().map(|reviewed| move_json(reviewed, chess960, language)).collect();
    json!({ "tags": tags, "moves": moves, "white_chances": review.white_chances })
}

/// One reviewed move as JSON.
fn move_json(reviewed: &MoveReview, chess960: bool, language: Language) -> serde_json::Value {
    let position = &reviewed.position;
    let text = moment_text(reviewed, language);
    let motifs: Vec<&str> = reviewed
        .explanation
        .iter()
        .flat_map(|explanation| explanation.motifs.iter().map(|motif| motif.name()))
        .collect();
    json!({
        "ply": reviewed.ply,
        "color": reviewed.mover().name(),
        "label": text.label,
        "uci": position.to_uci(reviewed.played, chess960),
        "best": reviewed.best.map(|best| position.to_uci(best, chess960)),
        "class": reviewed.class.name(),
        "score_before": score_json(reviewed.score_before),
        "score_after": score_json(reviewed.score_after),
        "chance_before": reviewed.chance_before,
        "chance_after": reviewed.chance_after,
        "motifs": motifs,
        "sentences": text.sentences,
    })
}

/// A search score for the mover: `{"cp": 35}` or `{"mate": -2}`.
fn score_json(score: i32) -> serde_json::Value {
    match mate_moves(score) {
        Some(moves) => json!({ "mate": moves }),
        None => json!({ "cp": score }),
    }
}
