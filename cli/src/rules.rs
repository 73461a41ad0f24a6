//! `ply rules`: the rule cards in the terminal. Without a card, the list; with one, its text and
//! diagrams drawn in letters; with `--practice`, its task played from standard input.

use std::io::{self, BufRead, Write};

use clap::Args;
use ply_core::cards::{self, Diagram, PracticeError, PracticeView, RuleCard, RulePractice};
use ply_core::i18n::{Arg, Language, Msg, tr};
use ply_core::rules::{Color, Role, Square};
use ply_core::session::SquareView;

/// Arguments of `ply rules`.
#[derive(Args)]
pub struct RulesArgs {
    /// The card to show, by its id (`ply rules` lists them).
    card: Option<String>,
    /// The language of the cards: en, pl, ru or bg.
    #[arg(long, default_value = "en", value_parser = parse_language)]
    lang: Language,
    /// Try the card's practice task, moves typed on standard input (SAN, UCI or two squares).
    #[arg(long, requires = "card")]
    practice: bool,
    /// Which of the card's tasks to try, from 1.
    #[arg(long, default_value_t = 1, requires = "practice")]
    task: u32,
}

pub(crate) fn parse_language(tag: &str) -> Result<Language, String> {
    let tags: Vec<&str> = Language::ALL.iter().map(|language| language.tag()).collect();
    Language::from_tag(tag).ok_or_else(|| format!("`{tag}` is not one of {}", tags.join(", ")))
}

/// Lists the cards, shows one, or runs its practice task; `Ok(false)` when a practice task was left
/// unsolved.
pub fn run(args: &RulesArgs) -> Result<bool, String> {
    let mut out = io::stdout().lock();
    let result = match &args.card {
        None => list(&mut out, args.lang),
        Some(id) if args.practice => return practise(&mut out, id, args.task, args.lang),
        Some(id) => {
            let card = cards::card(id, args.lang).ok_or_else(|| no_such_card(id, args.lang))?;
            show(&mut out, &card, args.lang)
        }
    };
    result.map(|()| true).map_err(|e| e.to_string())
}

/// The error for a card id no card has, in `language`.
fn no_such_card(id: &str, language: Language) -> String {
    tr(language, Msg::TerminalNoSuchCard, &[("card", Arg::text(id))])
}

fn list(out: &mut impl Write, language: Language) -> io::Result<()> {
    let cards = cards::all(language);
    let width = cards.iter().map(|card| card.id.len()).max().unwrap_or_default();
    let practice = format!("  {}", tr(language, Msg::TerminalHasPractice, &[]));
    for card in cards {
        let tasks = if card.tasks.is_empty() { "" } else { &practice };
        writeln!(out, "{:width$}  {}{tasks}", card.id, card.title)?;
    }
    Ok(())
}

fn show(out: &mut impl Write, card: &RuleCard, language: Language) -> io::Result<()> {
    writeln!(out, "{}", card.title)?;
    writeln!(out, "{}", "=".repeat(card.title.chars().count()))?;
    for paragraph in &card.paragraphs {
        writeln!(out)?;
        for line in wrap(paragraph, 80) {
            writeln!(out, "{line}")?;
        }
    }
    for diagram in &card.diagrams {
        writeln!(out)?;
        draw_diagram(out, diagram, language)?;
    }
    if !card.diagrams.is_empty() {
        writeln!(out, "\n{}", tr(language, Msg::TerminalLegend, &[]))?;
    }
    let lang = if language == Language::English { String::new() } else { format!(" --lang {}", language.tag()) };
    for (index, task) in card.tasks.iter().enumerate() {
        let flag = if index == 0 { String::new() } else { format!(" --task {}", index + 1) };
        let command = format!("ply rules{lang} --practice {}{flag}", card.id);
        let args = [("command", Arg::Text(command)), ("goal", Arg::text(&task.goal))];
        writeln!(out, "\n{}", tr(language, Msg::TerminalPractice, &args))?;
    }
    Ok(())
}

fn draw_diagram(out: &mut impl Write, diagram: &Diagram, language: Language) -> io::Result<()> {
    let mark = |square: Square| {
        if diagram.highlights.contains(&square) {
            Some(('[', ']'))
        } else if diagram.subject == Some(square) {
            Some(('(', ')'))
        } else {
            None
        }
    };
    draw_board(out, &diagram.squares, Color::White, &diagram.crosses, &mark)?;
    if !diagram.arrows.is_empty() {
        let arrows: Vec<String> = diagram.arrows.iter().map(|arrow| format!("{}→{}", arrow.from, arrow.to)).collect();
        writeln!(out, "    {}", tr(language, Msg::TerminalArrows, &[("arrows", Arg::Text(arrows.join(", ")))]))?;
    }
    for line in wrap(&diagram.caption, 80) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// Draws 64 squares, three characters each: the piece's letter (upper case for White) or `.`, or
/// the mark on the square; `brackets` may enclose a square.
fn draw_board(
    out: &mut impl Write,
    squares: &[SquareView],
    bottom: Color,
    crosses: &[Square],
    brackets: &dyn Fn(Square) -> Option<(char, char)>,
) -> io::Result<()> {
    let ranks: Vec<usize> = if bottom == Color::White { (0..8).rev().collect() } else { (0..8).collect() };
    let files: Vec<usize> = if bottom == Color::White { (0..8).collect() } else { (0..8).rev().collect() };
    for &rank in &ranks {
        let mut line = format!(" {} ", rank + 1);
        for &file in &files {
            let Some(view) = squares.get(rank * 8 + file) else { continue };
            let centre = if view.capture_target {
                'x'
            } else if view.legal_target {
                '*'
            } else if crosses.contains(&view.square) {
                '#'
            } else {
                view.piece.map_or('.', |piece| piece.to_char())
            };
            let (left, right) = brackets(view.square).unwrap_or((' ', ' '));
            line.extend([left, centre, right]);
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    let names: String = files.iter().map(|&file| format!(" {} ", (b'a' + file as u8) as char)).collect();
    writeln!(out, "   {}", names.trim_end())
}

/// Runs task `task` (from 1) of the card `id` until it is solved, the player quits or input ends.
fn practise(out: &mut impl Write, id: &str, task: u32, language: Language) -> Result<bool, String> {
    let mut practice = RulePractice::new(id, task.saturating_sub(1), language).map_err(|e| match e {
        PracticeError::UnknownCard(_) => no_such_card(id, language),
        other => other.to_string(),
    })?;
    let mut lines = io::stdin().lock().lines();
    let io_error = |e: io::Error| e.to_string();
    let help = tr(language, Msg::TerminalPracticeHelp, &[]);
    writeln!(out, "{help}").map_err(io_error)?;
    loop {
        let view = practice.view();
        draw_practice(out, &view, language).map_err(io_error)?;
        if view.solved {
            return Ok(true);
        }
        let prompt = if view.pending_promotion.is_some() {
            format!("{} ", tr(language, Msg::TerminalPromotePrompt, &[]))
        } else {
            "> ".to_owned()
        };
        write!(out, "{prompt}").and_then(|()| out.flush()).map_err(io_error)?;
        let Some(Ok(line)) = lines.next() else { return Ok(false) };
        let line = line.trim();
        match line {
            "" => {}
            "quit" | "exit" => return Ok(false),
            "again" | "reset" => practice.reset(),
            "help" | "?" => writeln!(out, "{help}").map_err(io_error)?,
            _ if view.pending_promotion.is_some() => {
                let role = line.chars().next().and_then(Role::from_char);
                if role.ok_or(PracticeError::NoPromotion).and_then(|r| practice.choose_promotion(r)).is_err() {
                    writeln!(out, "{}", tr(language, Msg::TerminalNotAPromotion, &[])).map_err(io_error)?;
                }
            }
            _ => {
                if let Err(error) = practice.enter(line) {
                    writeln!(out, "{error}").map_err(io_error)?;
                }
            }
        }
    }
}

fn draw_practice(out: &mut impl Write, view: &PracticeView, language: Language) -> io::Result<()> {
    writeln!(out)?;
    let selected = |square: Square| view.squares.get(square.index()).filter(|s| s.selected).map(|_| ('(', ')'));
    draw_board(out, &view.squares, view.orientation.bottom, &[], &selected)?;
    if let Some(feedback) = &view.feedback {
        let link = |id: &String| format!(" {}", tr(language, Msg::TerminalRuleCardLink, &[("card", Arg::text(id))]));
        let link = feedback.card_id.as_ref().map(link).unwrap_or_default();
        writeln!(out, "{}{link}", feedback.text)?;
    }
    writeln!(out, "{}", view.status_text)?;
    if !view.solved {
        if let Some(step) = &view.step_text {
            writeln!(out, "{step}")?;
        }
        writeln!(out, "{}", view.goal)?;
    }
    Ok(())
}

/// `text` broken into lines of at most `width` characters, at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let Some(line) = lines.last_mut() else { break };
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(word.to_owned());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_spaces_within_the_width() {
        assert_eq!(wrap("one two three four", 9), ["one two", "three", "four"]);
        assert_eq!(wrap("", 9), [""]);
    }
}
