//! Portable Game Notation in and out: the tags, the main line of moves, and the result.
//!
//! Reading is lenient where files differ in practice (move numbers with or without their dots or a
//! space, annotations, comments, variations and escape lines anywhere in the movetext) and exact
//! about the moves: each must name one legal move. A malformed game is an error with its line and
//! column; the games before it are kept, and reading goes on at the next game's tags.
//!
//! ```
//! use ply_core::rules::{PgnError, PgnResult, read_pgn};
//!
//! let text = "[White \"Morphy\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
//! let game = read_pgn(text).next().expect("one game")?;
//! assert_eq!(game.tag("White"), Some("Morphy"));
//! assert_eq!(game.game.moves().len(), 7);
//! assert_eq!(game.result, PgnResult::WhiteWins);
//! assert!(game.to_pgn().ends_with("\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"));
//! # Ok::<(), PgnError>(())
//! ```

use std::fmt;

use thiserror::Error;

use super::{Color, DrawRules, FenError, Game, GameError, Outcome, Position, SanError};

/// A game's result as PGN writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PgnResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: the game goes on, or its result is unknown.
    Unknown,
}

impl PgnResult {
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn as_str(self) -> &'static str {
        match self {
            PgnResult::WhiteWins => "1-0",
            PgnResult::BlackWins => "0-1",
            PgnResult::Draw => "1/2-1/2",
            PgnResult::Unknown => "*",
        }
    }

    /// The result a token stands for, `½-½` included; `None` for any other text.
    fn from_token(token: &str) -> Option<PgnResult> {
        match token {
            "1-0" => Some(PgnResult::WhiteWins),
            "0-1" => Some(PgnResult::BlackWins),
            "1/2-1/2" | "½-½" => Some(PgnResult::Draw),
            "*" => Some(PgnResult::Unknown),
            _ => None,
        }
    }
}

/// The result of a game that ended this way.
impl From<Outcome> for PgnResult {
    fn from(outcome: Outcome) -> PgnResult {
        match outcome.winner() {
            Some(Color::White) => PgnResult::WhiteWins,
            Some(Color::Black) => PgnResult::BlackWins,
            None => PgnResult::Draw,
        }
    }
}

/// Writes the result token.
impl fmt::Display for PgnResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One game of a PGN text: its tags, its moves and the result it states.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Every tag pair in file order, as (name, value) with the value's escapes undone.
    pub tags: Vec<(String, String)>,
    /// The start position and the main line; its outcome is only what the moves decide on the board.
    pub game: Game,
    /// The result the PGN states: its final token, else its `Result` tag, else `*`. A `1-0` without
    /// mate on the board stays here and nowhere else, since the PGN does not say how it was won.
    pub result: PgnResult,
}

impl PgnGame {
    /// The value of the first tag of this name, compared without regard to case.
    pub fn tag(&self, name: &str) -> Option<&str> {
        find_tag(&self.tags, name)
    }

    /// The game as PGN text, like [`write_pgn`] but falling back on [`PgnGame::result`] when the
    /// moves do not end the game.
    pub fn to_pgn(&self) -> String {
        write(&self.game, &self.tags, self.result)
    }
}

/// A malformed game: where it went wrong, and what was wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct PgnError {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
    /// What was wrong.
    pub kind: PgnErrorKind,
}

/// What makes a game unreadable.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PgnErrorKind {
    /// A move of the main line is not a move, not legal, or ambiguous.
    #[error("move {number} ({turn}): {error}")]
    Move {
        /// The full-move number of the position it is played in.
        number: u32,
        /// Who was to play it.
        turn: Color,
        /// Why the move does not read; it holds the move's text.
        #[source]
        error: SanError,
    },
    /// A move comes after the moves had already ended the game.
    #[error("move {number} ({turn}): `{san}` comes after the game ended ({outcome})")]
    MoveAfterEnd {
        /// The full-move number of the final position.
        number: u32,
        /// The side to move in the final position.
        turn: Color,
        /// The move's text.
        san: String,
        /// How the game had ended.
        outcome: Outcome,
    },
    /// The `FEN` tag does not give a legal position.
    #[error("the FEN tag `{fen}` cannot be read: {error}")]
    Fen {
        /// The tag's value.
        fen: String,
        /// What is wrong with it.
        #[source]
        error: FenError,
    },
    /// `SetUp "1"` says the game starts from a position of its own, but no `FEN` tag gives it.
    #[error("the SetUp tag says the game starts from a set-up position, but there is no FEN tag")]
    MissingFen,
    /// The `Variant` tag names a variant other than standard chess or Chess960.
    #[error("the variant `{0}` is not supported (only standard chess and Chess960 are)")]
    UnsupportedVariant(String),
    /// A tag pair is not `[Name "value"]`.
    #[error("a tag pair is `[Name \"value\"]`: expected {expected}, found `{found}`")]
    TagSyntax {
        /// What the tag needed here.
        expected: &'static str,
        /// What was there instead.
        found: char,
    },
    /// A tag pair runs to the end of its line without its closing `"` or `]`.
    #[error("a tag pair is not closed on its line")]
    UnterminatedTag,
    /// A `{` comment has no closing `}`.
    #[error("a comment opened with `{{` is never closed with `}}`")]
    UnterminatedComment,
    /// A `(` variation has no closing `)`.
    #[error("a variation opened with `(` is never closed with `)`")]
    UnterminatedVariation,
    /// A character that has no place in movetext here, like a `)` that closes nothing.
    #[error("`{0}` has no place here")]
    UnexpectedCharacter(char),
}

/// Reads every game of a PGN text in order: one `Ok` or `Err` per game.
pub fn read_pgn(text: &str) -> PgnReader<'_> {
    PgnReader::new(text)
}

/// The games of a PGN text, read one at a time. After a malformed game it goes on at the next tag
/// section, so each game stands or falls alone.
#[derive(Clone, Debug)]
pub struct PgnReader<'a> {
    text: &'a str,
    pos: usize,
    /// A byte offset and its line number, so that each error counts lines from the one before.
    counted: (usize, usize),
}

/// An error and the byte offset it was found at, before line and column are worked out.
struct Failure {
    at: usize,
    kind: PgnErrorKind,
}

impl<'a> PgnReader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str) -> PgnReader<'a> {
        PgnReader { text, pos: 0, counted: (0, 1) }
    }

    /// The text not read yet.
    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or_default()
    }

    /// The next character, if any.
    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    /// An error at the cursor.
    fn fail(&self, kind: PgnErrorKind) -> Failure {
        Failure { at: self.pos, kind }
    }

    /// Whether the cursor is at the start of a line, where `%` opens an escape line.
    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text.as_bytes().get(self.pos - 1) == Some(&b'\n')
    }

    /// Moves past the end of the current line.
    fn skip_line(&mut self) {
        self.pos = self.rest().find('\n').map_or(self.text.len(), |end| self.pos + end + 1);
    }

    /// Moves past spaces and tabs, staying on the line.
    fn skip_spaces(&mut self) {
        self.pos += self.rest().len() - self.rest().trim_start_matches([' ', '\t']).len();
    }

    /// Moves past a `{` comment, the cursor being on its `{`.
    fn skip_brace_comment(&mut self) -> Result<(), Failure> {
        match self.rest().find('}') {
            Some(end) => {
                self.pos += end + 1;
                Ok(())
            }
            None => Err(self.fail(PgnErrorKind::UnterminatedComment)),
        }
    }

    /// Moves past white space, comments and `%` escape lines.
    fn skip_filler(&mut self) -> Result<(), Failure> {
        while let Some(c) = self.peek() {
            match c {
                '{' => self.skip_brace_comment()?,
                ';' => self.skip_line(),
                '%' if self.at_line_start() => self.skip_line(),
                c if c.is_whitespace() || c == '\u{feff}' => self.pos += c.len_utf8(),
                _ => break,
            }
        }
        Ok(())
    }

    /// Reads the next game; `None` if only white space and comments are left.
    fn read_game(&mut self) -> Result<Option<PgnGame>, Failure> {
        self.skip_filler()?;
        let mut tags = Vec::new();
        let mut tag_offsets = Vec::new();
        while self.peek() == Some('[') {
            tag_offsets.push(self.pos);
            tags.push(self.read_tag()?);
            self.skip_filler()?;
        }
        if tags.is_empty() && self.peek().is_none() {
            return Ok(None);
        }
        let mut game = start_game(&tags, &tag_offsets)?;
        let token = self.read_movetext(&mut game)?;
        let result = token.or_else(|| find_tag(&tags, "Result").and_then(PgnResult::from_token));
        if result == Some(PgnResult::Draw) && game.claimable_draw().is_some() {
            // A draw recorded where a repetition or the fifty-move rule allowed one was claimed.
            let _ = game.claim_draw();
        }
        Ok(Some(PgnGame { tags, game, result: result.unwrap_or(PgnResult::Unknown) }))
    }

    /// Reads `[Name "value"]`, the cursor being on its `[`.
    fn read_tag(&mut self) -> Result<(String, String), Failure> {
        let start = self.pos;
        self.pos += 1;
        self.skip_spaces();
        let name_length = self.rest().bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
        if name_length == 0 {
            return Err(self.tag_syntax(start, "a tag name"));
        }
        let name = self.rest().get(..name_length).unwrap_or_default().to_owned();
        self.pos += name_length;
        self.skip_spaces();
        if self.peek() != Some('"') {
            return Err(self.tag_syntax(start, "a value in double quotes"));
        }
        self.pos += 1;
        let mut value = String::new();
        let mut chars = self.rest().char_indices();
        loop {
            match chars.next() {
                None | Some((_, '\n')) => return Err(Failure { at: start, kind: PgnErrorKind::UnterminatedTag }),
                Some((end, '"')) => {
                    self.pos += end + 1;
                    break;
                }
                Some((_, '\\')) => match chars.clone().next() {
                    Some((_, escaped @ ('"' | '\\'))) => {
                        value.push(escaped);
                        chars.next();
                    }
                    _ => value.push('\\'),
                },
                Some((_, c)) => value.push(c),
            }
        }
        self.skip_spaces();
        if self.peek() != Some(']') {
            return Err(self.tag_syntax(start, "`]`"));
        }
        self.pos += 1;
        Ok((name, value))
    }

    /// The error for a tag that has something other than `expected` at the cursor.
    fn tag_syntax(&self, start: usize, expected: &'static str) -> Failure {
        match self.peek() {
            None | Some('\n' | '\r') => Failure { at: start, kind: PgnErrorKind::UnterminatedTag },
            Some(found) => self.fail(PgnErrorKind::TagSyntax { expected, found }),
        }
    }

    /// Plays the main line into `game` up to a result token, the next game's tags or the end of
    /// the text; the result token, if one ended it.
    fn read_movetext(&mut self, game: &mut Game) -> Result<Option<PgnResult>, Failure> {
        loop {
            self.skip_filler()?;
            let Some(c) = self.peek() else {
                return Ok(None);
            };
            match c {
                '[' => return Ok(None),
                '(' => self.skip_variation()?,
                '$' => self.skip_nag()?,
                ')' | '}' => return Err(self.fail(PgnErrorKind::UnexpectedCharacter(c))),
                _ => {
                    let start = self.pos;
                    let token = self.read_symbol();
                    if let Some(result) = PgnResult::from_token(token) {
                        return Ok(Some(result));
                    }
                    play_token(game, token, start)?;
                }
            }
        }
    }

    /// Reads a run of characters up to white space or a character that starts something else;
    /// at least one character, so that reading always moves on.
    fn read_symbol(&mut self) -> &'a str {
        let rest = self.rest();
        let ends = |(_, c): &(usize, char)| c.is_whitespace() || "{}()[;$*".contains(*c);
        let length = rest.char_indices().skip(1).find(ends).map_or(rest.len(), |(end, _)| end);
        self.pos += length;
        rest.get(..length).unwrap_or_default()
    }

    /// Moves past a numeric annotation glyph like `$14`, the cursor being on its `$`.
    fn skip_nag(&mut self) -> Result<(), Failure> {
        let digits = self.rest().bytes().skip(1).take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return Err(self.fail(PgnErrorKind::UnexpectedCharacter('$')));
        }
        self.pos += 1 + digits;
        Ok(())
    }

    /// Moves past a variation and the variations inside it, the cursor being on its `(`.
    fn skip_variation(&mut self) -> Result<(), Failure> {
        let start = self.pos;
        let mut depth = 0_usize;
        while let Some(c) = self.peek() {
            match c {
                '{' => self.skip_brace_comment()?,
                ';' => self.skip_line(),
                '%' if self.at_line_start() => self.skip_line(),
                '(' => {
                    depth += 1;
                    self.pos += 1;
                }
                ')' => {
                    depth = depth.saturating_sub(1);
                    self.pos += 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                c => self.pos += c.len_utf8(),
            }
        }
        Err(Failure { at: start, kind: PgnErrorKind::UnterminatedVariation })
    }

    /// The error with the line and column of its offset.
    fn error(&mut self, failure: Failure) -> PgnError {
        let (counted_to, counted_line) = if failure.at >= self.counted.0 { self.counted } else { (0, 1) };
        let newlines = self.text.get(counted_to..failure.at).unwrap_or_default().bytes().filter(|b| *b == b'\n');
        let line = counted_line + newlines.count();
        self.counted = (failure.at, line);
        let before = self.text.get(..failure.at).unwrap_or_default();
        let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
        let column = before.get(line_start..).unwrap_or_default().chars().count() + 1;
        PgnError { line, column, kind: failure.kind }
    }
}

impl Iterator for PgnReader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Result<PgnGame, PgnError>> {
        if self.pos >= self.text.len() {
            return None;
        }
        match self.read_game() {
            Ok(game) => game.map(Ok),
            Err(failure) => {
                self.pos = next_tag_section(self.text, failure.at);
                Some(Err(self.error(failure)))
            }
        }
    }
}

/// The offset of the first line after the one holding `at` that opens a tag section: a line that
/// starts with `[` after one that does not. The end of the text if there is none.
fn next_tag_section(text: &str, at: usize) -> usize {
    let line_start = text.get(..at).and_then(|before| before.rfind('\n')).map_or(0, |newline| newline + 1);
    let opens_tag = |line: &str| line.trim_start().starts_with('[');
    let mut previous_opens_tag = opens_tag(text.get(line_start..).unwrap_or_default());
    let Some(mut offset) = text.get(at..).and_then(|rest| rest.find('\n')).map(|newline| at + newline + 1) else {
        return text.len();
    };
    for line in text.get(offset..).unwrap_or_default().split_inclusive('\n') {
        if opens_tag(line) && !previous_opens_tag {
            return offset;
        }
        previous_opens_tag = opens_tag(line);
        offset += line.len();
    }
    text.len()
}

/// The game the tags set up: the `FEN` position or the usual start, as Chess960 if the `Variant`
/// says so.
fn start_game(tags: &[(String, String)], offsets: &[usize]) -> Result<Game, Failure> {
    let find = |name: &str| {
        tags.iter()
            .zip(offsets)
            .find(|((tag, _), _)| tag.eq_ignore_ascii_case(name))
            .map(|((_, value), at)| (value, *at))
    };
    let chess960 = match find("Variant") {
        None => false,
        Some((variant, at)) => is_chess960(variant)
            .ok_or_else(|| Failure { at, kind: PgnErrorKind::UnsupportedVariant(variant.clone()) })?,
    };
    let start = match (find("FEN"), find("SetUp")) {
        (Some((fen, at)), _) => Position::from_fen(fen)
            .map_err(|error| Failure { at, kind: PgnErrorKind::Fen { fen: fen.clone(), error } })?,
        (None, Some((setup, at))) if setup.trim() == "1" => {
            return Err(Failure { at, kind: PgnErrorKind::MissingFen });
        }
        (None, _) => Position::new(),
    };
    Ok(Game::from_position(start, chess960).with_draw_rules(DrawRules::Claimable))
}

/// Whether a `Variant` tag names Chess960 (`true`) or standard chess (`false`); `None` for any
/// other variant. Case, spaces and dashes do not matter.
fn is_chess960(variant: &str) -> Option<bool> {
    let name: String = variant.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect();
    match name.as_str() {
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" => Some(true),
        "" | "standard" | "chess" | "normal" | "fromposition" => Some(false),
        _ => None,
    }
}

/// Plays a movetext token that is not a result: a move number, a move, or both (`12.Nf3`); or a
/// lone `!?`-style annotation, which changes nothing.
fn play_token(game: &mut Game, token: &str, start: usize) -> Result<(), Failure> {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let after_digits = token.get(digits..).unwrap_or_default();
    let san = if digits == 0 || after_digits.is_empty() || after_digits.starts_with('.') {
        after_digits.trim_start_matches('.')
    } else {
        token
    };
    if san.is_empty() || san.chars().all(|c| c == '!' || c == '?') {
        return Ok(());
    }
    let at = start + (token.len() - san.len());
    let position = game.position();
    let (number, turn) = (position.fullmove_number(), position.turn());
    let failure = |kind| Failure { at, kind };
    let after_end = |outcome| failure(PgnErrorKind::MoveAfterEnd { number, turn, san: san.to_owned(), outcome });
    if let Some(outcome) = game.outcome() {
        return Err(after_end(outcome));
    }
    let mv = position.parse_san(san).map_err(|error| failure(PgnErrorKind::Move { number, turn, error }))?;
    game.play(mv).map_err(|error| match error {
        GameError::GameOver(outcome) => after_end(outcome),
        GameError::IllegalMove { .. } | GameError::NoDrawToClaim => {
            failure(PgnErrorKind::Move { number, turn, error: SanError::Illegal { text: san.to_owned() } })
        }
    })
}

/// The value of the first tag called `name`, compared without regard to case.
fn find_tag<'t>(tags: &'t [(String, String)], name: &str) -> Option<&'t str> {
    tags.iter().find(|(tag, _)| tag.eq_ignore_ascii_case(name)).map(|(_, value)| value.as_str())
}

/// The Seven Tag Roster, in the order every PGN game starts with, and each tag's value when unknown.
const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Tags the writer takes from the game itself rather than from the caller.
const TAGS_FROM_THE_GAME: [&str; 3] = ["Variant", "SetUp", "FEN"];

/// The widest a movetext line may be.
const LINE_WIDTH: usize = 80;

/// The game as PGN text, ending in a newline.
///
/// Tags: the Seven Tag Roster first, in order, with `?` (and `????.??.??` for the date) for those
/// `tags` lacks, and the result of the game's outcome, else of the `Result` in `tags`, else `*`;
/// then `Variant "Chess960"` for a Chess960 game and `SetUp "1"` with the start `FEN` for a game
/// that is Chess960 or does not start from the usual position; then the rest of `tags` in order.
/// Tag names compare without regard to case; names that are not letters, digits and `_` are left
/// out, as no reader could read them back, and line breaks in values become spaces.
///
/// Movetext: `1. e4 e5 2. Nf3`, numbered from the start position's full-move number and opening
/// with `12...` when Black moves first, then the result; lines break between moves, at 80 columns.
pub fn write_pgn(game: &Game, tags: &[(String, String)]) -> String {
    let stated = find_tag(tags, "Result").and_then(PgnResult::from_token).unwrap_or(PgnResult::Unknown);
    write(game, tags, stated)
}

/// Writes the game, its result being the outcome on the board or else `stated`.
fn write(game: &Game, tags: &[(String, String)], stated: PgnResult) -> String {
    let result = game.outcome().map_or(stated, PgnResult::from);
    let mut out = String::new();
    for (name, unknown) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" { result.as_str() } else { find_tag(tags, name).unwrap_or(unknown) };
        write_tag(&mut out, name, value);
    }
    if game.is_chess960() {
        write_tag(&mut out, "Variant", "Chess960");
    }
    if game.is_chess960() || *game.start() != Position::new() {
        write_tag(&mut out, "SetUp", "1");
        write_tag(&mut out, "FEN", &game.start().fen());
    }
    let written = |name: &str| {
        SEVEN_TAG_ROSTER
            .iter()
            .map(|(roster, _)| roster)
            .chain(&TAGS_FROM_THE_GAME)
            .any(|n| n.eq_ignore_ascii_case(name))
    };
    for (name, value) in tags {
        let readable = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if readable && !written(name) {
            write_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    write_movetext(&mut out, game, result);
    out
}

/// Writes `[Name "value"]` and a newline, escaping `\` and `"`.
fn write_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// Writes the moves and the result, wrapped at [`LINE_WIDTH`], and a newline.
fn write_movetext(out: &mut String, game: &Game, result: PgnResult) {
    let mut tokens = Vec::with_capacity(game.moves().len() + 1);
    for (position, &mv) in game.positions().iter().zip(game.moves()) {
        let san = position.san(mv);
        let number = position.fullmove_number();
        tokens.push(match position.turn() {
            Color::White => format!("{number}. {san}"),
            Color::Black if tokens.is_empty() => format!("{number}... {san}"),
            Color::Black => san,
        });
    }
    tokens.push(result.as_str().to_owned());
    let mut line_length = 0;
    for token in tokens {
        if line_length > 0 && line_length + 1 + token.len() > LINE_WIDTH {
            out.push('\n');
            line_length = 0;
        } else if line_length > 0 {
            out.push(' ');
            line_length += 1;
        }
        out.push_str(&token);
        line_length += token.len();
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DrawReason, Square, WinReason};

    /// Reads the one game in `text`, which must read well.
    fn read_one(text: &str) -> PgnGame {
        let games: Vec<_> = read_pgn(text).collect();
        assert_eq!(games.len(), 1, "{games:?}");
        games.into_iter().next().unwrap().unwrap()
    }

    /// The error of the one game in `text`, which must not read.
    fn error_of(text: &str) -> PgnError {
        let games: Vec<_> = read_pgn(text).collect();
        assert_eq!(games.len(), 1, "{games:?}");
        games.into_iter().next().unwrap().unwrap_err()
    }

    /// The SAN of the moves of a game, in order.
    fn sans(game: &Game) -> Vec<String> {
        game.positions().iter().zip(game.moves()).map(|(position, mv)| position.san(*mv)).collect()
    }

    /// A game played from `start` through moves given in SAN.
    fn played(start: Game, moves: &[&str]) -> Game {
        let mut game = start;
        for san in moves {
            game.play(game.position().parse_san(san).unwrap()).unwrap();
        }
        game
    }

    fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(name, value)| ((*name).to_owned(), (*value).to_owned())).collect()
    }

    /// The Opera Game as the writer writes it: Morphy against the Duke of Brunswick and Count
    /// Isouard, Paris 1858, ending in mate on the board.
    const OPERA_GAME: &str = r#"[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]
[ECO "C41"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
"#;

    #[test]
    fn the_opera_game_reads_to_mate_on_the_board_and_writes_back_the_same_text() {
        let opera = read_one(OPERA_GAME);
        assert_eq!(opera.tag("White"), Some("Paul Morphy"));
        assert_eq!(opera.game.moves().len(), 33);
        assert_eq!(opera.game.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::Checkmate }));
        assert_eq!(opera.result, PgnResult::WhiteWins);
        assert_eq!(opera.to_pgn(), OPERA_GAME);
    }

    #[test]
    fn a_game_with_comments_nags_and_variations_reads_its_main_line() {
        let text = r#"[Event "Annotated"]
; a comment to the end of the line
1. e4 {The king's pawn,
on two lines, with a ) in it} e5 $1 2. Nf3 (2. f4 exf4 (2... d5!? {a ( here}) 3. Nf3) Nc6!? 3. Bb5 $14 a6 ; Morphy
% an escape line: 4. h4 (
4. Ba4 ( 4. Bxc6 dxc6 ; a ) in a line comment
5. O-O ) *
"#;
        let game = read_one(text);
        assert_eq!(sans(&game.game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);
        assert_eq!(game.result, PgnResult::Unknown);
    }

    #[test]
    fn a_game_that_plays_on_past_an_unclaimed_repetition_is_read_whole() {
        let text = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 1-0";
        let game = read_one(text);
        assert_eq!(game.game.moves().len(), 10);
        assert_eq!(game.game.outcome(), None);
        assert_eq!(game.result, PgnResult::WhiteWins);
    }

    #[test]
    fn a_draw_recorded_at_a_threefold_repetition_is_the_claimed_repetition() {
        let game = read_one("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2");
        assert_eq!(game.game.outcome(), Some(Outcome::Draw(DrawReason::ThreefoldRepetition)));
    }

    #[test]
    fn several_games_in_one_file_are_all_read() {
        let text = "[Event \"One\"]\n\n1. e4 e5 1-0\n\n[Event \"Two\"]\n[SetUp \"1\"]\n\
                    [FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n\n40. e4 Kd7 1/2-1/2\n\n1. d4 *\n";
        let games: Vec<PgnGame> = read_pgn(text).map(Result::unwrap).collect();
        assert_eq!(games.len(), 3);
        assert_eq!(games.iter().map(|game| game.tag("Event")).collect::<Vec<_>>(), [Some("One"), Some("Two"), None]);
        assert_eq!(
            games.iter().map(|game| game.result).collect::<Vec<_>>(),
            [PgnResult::WhiteWins, PgnResult::Draw, PgnResult::Unknown]
        );
        assert_eq!(games[1].game.start().fullmove_number(), 40);
        assert_eq!(sans(&games[1].game), ["e4", "Kd7"]);
        assert_eq!(sans(&games[2].game), ["d4"]);
    }

    #[test]
    fn a_bad_move_is_reported_with_its_line_and_column_and_earlier_games_are_kept() {
        let text = "[Event \"One\"]\n\n1. e4 e5 1-0\n\n[Event \"Two\"]\n\n1. d4 d5 2. c4 Nf9 3. Nc3 *\n\n\
                    [Event \"Three\"]\n\n1. c4 *\n";
        let games: Vec<_> = read_pgn(text).collect();
        assert_eq!(games.len(), 3);
        assert_eq!(games[0].as_ref().unwrap().tag("Event"), Some("One"));
        let error = games[1].as_ref().unwrap_err();
        let expected =
            PgnErrorKind::Move { number: 2, turn: Color::Black, error: SanError::Syntax { text: "Nf9".into() } };
        assert_eq!(*error, PgnError { line: 7, column: 16, kind: expected });
        assert_eq!(games[2].as_ref().unwrap().tag("Event"), Some("Three"));
    }

    #[test]
    fn an_error_reads_as_a_sentence_that_says_where() {
        let error = error_of("1. e4 e5\n2. Nf3 Ke6\n");
        assert_eq!(error.to_string(), "line 2, column 8: move 2 (black): `Ke6` is not a legal move here");
    }

    #[test]
    fn an_ambiguous_move_is_reported_with_the_pieces_that_fit() {
        let error = error_of("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *\n");
        let ambiguous = SanError::Ambiguous { text: "Nd2".into(), squares: vec![Square::B1, Square::F1] };
        let expected = PgnErrorKind::Move { number: 1, turn: Color::White, error: ambiguous };
        assert_eq!(error, PgnError { line: 3, column: 4, kind: expected });
    }

    #[test]
    fn a_move_after_mate_is_reported_as_coming_after_the_end() {
        let error = error_of("1. f3 e5 2. g4 Qh4# 3. a3 0-1");
        let mate = Outcome::Win { winner: Color::Black, reason: WinReason::Checkmate };
        let expected = PgnErrorKind::MoveAfterEnd { number: 3, turn: Color::White, san: "a3".into(), outcome: mate };
        assert_eq!(error, PgnError { line: 1, column: 24, kind: expected });
    }

    #[test]
    fn a_declared_result_without_mate_is_kept_as_stated_and_no_reason_is_invented() {
        let game = read_one("[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 0-1\n");
        assert_eq!(game.result, PgnResult::BlackWins);
        assert_eq!(game.game.outcome(), None);
        assert_eq!(game.tag("Termination"), Some("time forfeit"));
        assert!(game.to_pgn().contains("[Result \"0-1\"]\n"));
        assert!(game.to_pgn().ends_with("1. e4 e5 0-1\n"));
    }

    #[test]
    fn a_stalemate_on_the_board_is_the_games_outcome() {
        let game = read_one("[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 0 1\"]\n\n1. Qg6 1/2-1/2\n");
        assert_eq!(game.game.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
        assert_eq!(game.result, PgnResult::Draw);
    }

    #[test]
    fn a_game_without_a_result_token_takes_its_result_from_the_tag_or_else_is_unknown() {
        let games: Vec<PgnGame> =
            read_pgn("[Result \"1/2-1/2\"]\n\n1. e4 e5\n\n[Event \"Next\"]\n1. d4").map(Result::unwrap).collect();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].result, PgnResult::Draw);
        assert_eq!(sans(&games[0].game), ["e4", "e5"]);
        assert_eq!(games[1].result, PgnResult::Unknown);
        assert_eq!(sans(&games[1].game), ["d4"]);
    }

    #[test]
    fn tags_keep_their_file_order_and_their_escaped_quotes_and_backslashes() {
        let text = r#"[White "Fischer, \"Bobby\""]
[Annotator   "C:\\notes\\ply"  ]
[Event "Odd \n escape"] [Round "3"]"#;
        let game = read_one(text);
        let expected = tags(&[
            ("White", r#"Fischer, "Bobby""#),
            ("Annotator", r"C:\notes\ply"),
            ("Event", r"Odd \n escape"),
            ("Round", "3"),
        ]);
        assert_eq!(game.tags, expected);
        assert!(game.to_pgn().contains(r#"[White "Fischer, \"Bobby\""]"#));
        assert!(game.to_pgn().contains(r#"[Annotator "C:\\notes\\ply"]"#));
        assert_eq!(read_one(&game.to_pgn()).tag("Annotator"), Some(r"C:\notes\ply"));
    }

    #[test]
    fn move_numbers_may_stand_alone_be_glued_to_their_move_or_be_left_out() {
        let game = read_one("1.e4 1...e5 2 Nf3 ... Nc6 Bb5 3... a6 !? 4.Ba4 !");
        assert_eq!(sans(&game.game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);
    }

    #[test]
    fn windows_line_endings_and_a_byte_order_mark_read_like_plain_text() {
        let game = read_one("\u{feff}[Event \"E\"]\r\n[Site \"S\"]\r\n\r\n1. e4 e5 {a\r\nb} 2. Nf3 1-0\r\n");
        assert_eq!(game.tags, tags(&[("Event", "E"), ("Site", "S")]));
        assert_eq!(sans(&game.game), ["e4", "e5", "Nf3"]);
    }

    #[test]
    fn text_without_tags_or_moves_holds_no_games() {
        for text in ["", "  \n\n", "{just a comment}", "; a line\n% escape\n"] {
            assert_eq!(read_pgn(text).count(), 0, "{text:?}");
        }
    }

    #[test]
    fn a_fen_tag_sets_the_start_and_a_bad_one_is_reported_with_its_fen_error() {
        let game = read_one("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. O-O-O *");
        assert_eq!(game.game.moves(), [crate::rules::Move::new(Square::E1, Square::A1)]);
        let error = error_of("[Event \"E\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n");
        assert_eq!((error.line, error.column), (2, 1));
        assert!(matches!(error.kind, PgnErrorKind::Fen { error: FenError::Position(_), .. }), "{error:?}");
    }

    #[test]
    fn setup_1_without_a_fen_tag_is_refused() {
        let error = error_of("[Event \"E\"]\n[SetUp \"1\"]\n\n1. e4 *\n");
        assert_eq!(error, PgnError { line: 2, column: 1, kind: PgnErrorKind::MissingFen });
    }

    #[test]
    fn chess960_is_named_in_several_ways_and_any_case() {
        for name in ["Chess960", "chess 960", "Fischerandom", "FISCHERRANDOM", "Chess-960"] {
            assert_eq!(is_chess960(name), Some(true), "{name}");
        }
        for name in ["Standard", "From Position", ""] {
            assert_eq!(is_chess960(name), Some(false), "{name}");
        }
        let error = error_of("[Variant \"Crazyhouse\"]\n\n1. e4 *");
        assert_eq!(error, PgnError { line: 1, column: 1, kind: PgnErrorKind::UnsupportedVariant("Crazyhouse".into()) });
    }

    #[test]
    fn a_chess960_start_reads_the_same_from_x_fen_and_shredder_fen() {
        let x_fen =
            "[Variant \"chess 960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n1. e4 *";
        let shredder = x_fen.replace("KQkq", "HFhf");
        let game = read_one(x_fen);
        assert!(game.game.is_chess960());
        assert_eq!(game.game, read_one(&shredder).game);
        assert_eq!(game.game.start(), Game::chess960(0).unwrap().start());
    }

    #[test]
    fn a_chess960_game_exports_its_variant_and_start_position() {
        let game = played(
            Game::chess960(0).unwrap(),
            &["e4", "e5", "Ne3", "Ne6", "d4", "d5", "Nd3", "Nd6", "Qd2", "Qd7", "O-O-O"],
        );
        let pgn = write_pgn(&game, &[]);
        let fen = "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n";
        assert!(pgn.contains(&format!("[Result \"*\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n{fen}\n")), "{pgn}");
        assert!(pgn.ends_with("\n1. e4 e5 2. Ne3 Ne6 3. d4 d5 4. Nd3 Nd6 5. Qd2 Qd7 6. O-O-O *\n"), "{pgn}");
        assert_eq!(read_one(&pgn).game, game.with_draw_rules(DrawRules::Claimable));
    }

    #[test]
    fn a_game_from_a_fen_with_black_to_move_starts_with_an_ellipsis() {
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 12";
        let game = played(Game::from_position(Position::from_fen(fen).unwrap(), false), &["Nf6", "Nc3", "Bc5"]);
        let pgn = write_pgn(&game, &[]);
        assert!(pgn.contains(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n")), "{pgn}");
        assert!(pgn.ends_with("\n\n12... Nf6 13. Nc3 Bc5 *\n"), "{pgn}");
        assert_eq!(read_one(&pgn).game, game.with_draw_rules(DrawRules::Claimable));
    }

    #[test]
    fn export_fills_the_seven_tag_roster_in_order_and_writes_other_tags_after_it() {
        let given = tags(&[
            ("Annotator", "Ply"),
            ("white", "Kasparov"),
            ("Bad Name", "left out"),
            ("FEN", "ignored: the game has its own start"),
            ("Result", "1-0"),
            ("Remark", "two\nlines"),
        ]);
        let expected = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Kasparov\"]\n\
                        [Black \"?\"]\n[Result \"1-0\"]\n[Annotator \"Ply\"]\n[Remark \"two lines\"]\n\n1-0\n";
        assert_eq!(write_pgn(&Game::new(), &given), expected);
    }

    #[test]
    fn export_takes_the_result_from_the_board_before_the_tags() {
        let mate = played(Game::new(), &["f3", "e5", "g4", "Qh4#"]);
        let pgn = write_pgn(&mate, &tags(&[("Result", "1-0")]));
        assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
        assert!(pgn.ends_with("2. g4 Qh4# 0-1\n"), "{pgn}");
    }

    #[test]
    fn export_wraps_lines_at_80_columns() {
        let mut game = Game::new();
        for ply in 0..160 {
            let moves = game.position().legal_moves();
            if game.outcome().is_some() {
                break;
            }
            game.play(moves[(ply * 7) % moves.len()]).unwrap();
        }
        assert!(game.moves().len() > 60, "{}", game.moves().len());
        let pgn = write_pgn(&game, &[]);
        let movetext: Vec<&str> = pgn.lines().skip_while(|line| !line.is_empty()).skip(1).collect();
        assert!(movetext.len() > 3, "{pgn}");
        for line in &movetext {
            assert!(line.len() <= 80, "{} columns: {line}", line.len());
            assert!(!line.ends_with('.') && !line.starts_with(' '), "{line}");
        }
        for (line, next) in movetext.iter().zip(movetext.iter().skip(1)) {
            // The next line's first move, with its number if it has one, did not fit on this one.
            let words = if next.starts_with(|c: char| c.is_ascii_digit()) { 2 } else { 1 };
            let first = next.split(' ').take(words).collect::<Vec<_>>().join(" ");
            assert!(line.len() + 1 + first.len() > 80, "`{line}` could take `{first}`");
        }
        assert_eq!(read_one(&pgn).game, game.with_draw_rules(DrawRules::Claimable));
    }

    #[test]
    fn unclosed_comments_tags_and_variations_are_reported_where_they_open() {
        assert_eq!(
            error_of("1. e4 {never closed\n e5 *"),
            PgnError { line: 1, column: 7, kind: PgnErrorKind::UnterminatedComment }
        );
        assert_eq!(
            error_of("1. e4 (1. d4 (1... d5) *\n"),
            PgnError { line: 1, column: 7, kind: PgnErrorKind::UnterminatedVariation }
        );
        assert_eq!(
            error_of("[Event \"E\"]\n[Site \"S\n1. e4 *"),
            PgnError { line: 2, column: 1, kind: PgnErrorKind::UnterminatedTag }
        );
        assert_eq!(
            error_of("[Event E]\n1. e4 *"),
            PgnError {
                line: 1,
                column: 8,
                kind: PgnErrorKind::TagSyntax { expected: "a value in double quotes", found: 'E' }
            }
        );
    }

    #[test]
    fn a_closing_parenthesis_or_brace_that_closes_nothing_is_reported() {
        assert_eq!(error_of("1. e4 ) e5 *").kind, PgnErrorKind::UnexpectedCharacter(')'));
        assert_eq!(error_of("1. e4 e5 } *").kind, PgnErrorKind::UnexpectedCharacter('}'));
    }

    #[test]
    fn reading_goes_on_at_the_next_tag_section_after_an_error_among_the_tags() {
        let text = "[Event \"Bad\"]\n[FEN \"not a fen\"]\n[Site \"S\"]\n\n1. e4 *\n\n[Event \"Good\"]\n\n1. d4 *\n";
        let games: Vec<_> = read_pgn(text).collect();
        assert_eq!(games.len(), 2, "{games:?}");
        assert_eq!(games[0].as_ref().unwrap_err().line, 2);
        assert_eq!(games[1].as_ref().unwrap().tag("Event"), Some("Good"));
    }

    #[test]
    fn an_unclosed_comment_costs_only_its_own_game() {
        let text = "1. e4 { oops\n\n[Event \"Next\"]\n\n1. d4 *\n";
        let games: Vec<_> = read_pgn(text).collect();
        assert_eq!(games.len(), 2, "{games:?}");
        assert_eq!(games[0].as_ref().unwrap_err().kind, PgnErrorKind::UnterminatedComment);
        assert_eq!(games[1].as_ref().unwrap().tag("Event"), Some("Next"));
    }
}
