//! Every string a player reads, looked up by message id in Fluent resources.
//!
//! Each language has two resources: the app's strings (`en.ftl`), whose ids live in one enum,
//! [`Msg`], so the compiler knows them all; and the rule cards' texts (`cards-en.ftl`), one message
//! per card whose attributes are its paragraphs, captions and practice goals (see
//! [`crate::cards`]). Tests check that every language has every message and attribute English has,
//! with the same placeholders. Each translation also has a glossary (`glossary-pl.toml`, ...): the
//! word for every piece, action and rule, with its forms and the words never to use, which a
//! translator reads first and a test holds every message to (`glossary.rs`).
//!
//! Counts are passed as numbers, so each language picks its own plural forms (Fluent's `one`,
//! `few`, `many`, `other`) and writes them its own way (`12,000` in English, `12 000` elsewhere).
//! Nouns that a language declines come with their role as an id (see the top of `en.ftl`).
//!
//! Moves stay in SAN with English letters (`Nf3`) in every language, in the move list as in PGN:
//! it is the notation of FIDE's international rules, of every chess program and of the notation
//! card, which teaches it beside the local letters; the app never shows local letters a PGN file
//! could not read back.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

#[cfg(test)]
mod glossary;

/// A language Ply speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English, the language every other is checked against.
    #[default]
    English,
    /// Polish.
    Polish,
    /// Russian.
    Russian,
    /// Bulgarian.
    Bulgarian,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 4] = [Language::English, Language::Polish, Language::Russian, Language::Bulgarian];

    /// The BCP 47 tag: `en`, `pl`, `ru`, `bg`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Polish => "pl",
            Language::Russian => "ru",
            Language::Bulgarian => "bg",
        }
    }

    /// The language with this BCP 47 tag (or its primary subtag, so `en-GB` is English).
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        Language::ALL.into_iter().find(|language| language.tag() == primary)
    }

    /// The first of `tags` (a person's preferred languages, most wanted first) that Ply speaks;
    /// English if none is.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Language {
        tags.into_iter().find_map(Language::from_tag).unwrap_or_default()
    }

    /// The language's name in itself, for a language menu: `English`.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Polish => "Polski",
            Language::Russian => "Русский",
            Language::Bulgarian => "Български",
        }
    }

    /// How the language writes numbers: the thousands separator, the decimal mark, and how many
    /// digits must stand before the first separator for grouping to apply at all.
    fn number_format(self) -> (&'static str, &'static str, usize) {
        match self {
            Language::English => (",", ".", 1),
            Language::Polish => ("\u{a0}", ",", 2),
            Language::Russian => ("\u{a0}", ",", 1),
            Language::Bulgarian => ("\u{a0}", ",", 2),
        }
    }

    /// The Fluent sources: the app's strings, then the rule cards' texts.
    fn sources(self) -> [&'static str; 2] {
        match self {
            Language::English => [include_str!("en.ftl"), include_str!("cards-en.ftl")],
            Language::Polish => [include_str!("pl.ftl"), include_str!("cards-pl.ftl")],
            Language::Russian => [include_str!("ru.ftl"), include_str!("cards-ru.ftl")],
            Language::Bulgarian => [include_str!("bg.ftl"), include_str!("cards-bg.ftl")],
        }
    }
}

macro_rules! messages {
    ($($variant:ident => $id:literal,)*) => {
        /// The id of every message a player can read.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Msg {
            $($variant,)*
        }

        impl Msg {
            /// Every message.
            pub const ALL: &'static [Msg] = &[$(Msg::$variant,)*];

            /// The Fluent id.
            pub fn id(self) -> &'static str {
                match self {
                    $(Msg::$variant => $id,)*
                }
            }
        }
    };
}

messages! {
    ColorWhite => "color-white",
    ColorBlack => "color-black",
    RolePawn => "role-pawn",
    RoleKnight => "role-knight",
    RoleBishop => "role-bishop",
    RoleRook => "role-rook",
    RoleQueen => "role-queen",
    RoleKing => "role-king",
    StatusToMove => "status-to-move",
    StatusInCheck => "status-in-check",
    StatusCheckmate => "status-checkmate",
    StatusResignation => "status-resignation",
    StatusTimeout => "status-timeout",
    StatusStalemate => "status-stalemate",
    StatusAgreement => "status-agreement",
    StatusThreefold => "status-threefold",
    StatusFivefold => "status-fivefold",
    StatusFiftyMoves => "status-fifty-moves",
    StatusSeventyFiveMoves => "status-seventy-five-moves",
    StatusInsufficientMaterial => "status-insufficient-material",
    StatusTimeoutDraw => "status-timeout-draw",
    ComputerThinking => "computer-thinking",
    DrawOffered => "draw-offered",
    FiftyMoveCounter => "fifty-move-counter",
    RepetitionCounter => "repetition-counter",
    SquareEmpty => "square-empty",
    SquarePiece => "square-piece",
    SpokenMove => "spoken-move",
    SpokenCapture => "spoken-capture",
    SpokenCastleKingSide => "spoken-castle-king-side",
    SpokenCastleQueenSide => "spoken-castle-queen-side",
    SpokenEnPassant => "spoken-en-passant",
    SpokenPromotion => "spoken-promotion",
    SpokenCheck => "spoken-check",
    SpokenCheckmate => "spoken-checkmate",
    ButtonUndo => "button-undo",
    ButtonRedo => "button-redo",
    ButtonOfferDraw => "button-offer-draw",
    ButtonAcceptDraw => "button-accept-draw",
    ButtonDeclineDraw => "button-decline-draw",
    ButtonResign => "button-resign",
    ButtonHint => "button-hint",
    ButtonNewGame => "button-new-game",
    ButtonStartAgain => "button-start-again",
    ButtonTryIt => "button-try-it",
    RulesTitle => "rules-title",
    WhyNotSameSquare => "why-not-same-square",
    WhyNotNoPiece => "why-not-no-piece",
    WhyNotNotYourPiece => "why-not-not-your-piece",
    WhyNotOwnPiece => "why-not-own-piece",
    WhyNotCannotMoveLikeThat => "why-not-cannot-move-like-that",
    WhyNotPathBlocked => "why-not-path-blocked",
    WhyNotPawnBackward => "why-not-pawn-backward",
    WhyNotPawnDoubleStep => "why-not-pawn-double-step",
    WhyNotPawnCaptureStraight => "why-not-pawn-capture-straight",
    WhyNotPawnDiagonalEmpty => "why-not-pawn-diagonal-empty",
    WhyNotEnPassantExpired => "why-not-en-passant-expired",
    WhyNotMovesIntoCheck => "why-not-moves-into-check",
    WhyNotDoubleCheck => "why-not-double-check",
    WhyNotKeepsKingInCheck => "why-not-keeps-king-in-check",
    WhyNotPinned => "why-not-pinned",
    WhyNotExposesKing => "why-not-exposes-king",
    WhyNotCastlingRightLost => "why-not-castling-right-lost",
    WhyNotCastlingInCheck => "why-not-castling-in-check",
    WhyNotCastlingBlocked => "why-not-castling-blocked",
    WhyNotCastlingThroughCheck => "why-not-castling-through-check",
    WhyNotCastlingIntoCheck => "why-not-castling-into-check",
    WhyNotCastleOntoRook => "why-not-castle-onto-rook",
    WhyNotPromotionRequired => "why-not-promotion-required",
    WhyNotPromotionNotAllowed => "why-not-promotion-not-allowed",
    WhyNotCannotPromoteTo => "why-not-cannot-promote-to",
    PracticeStep => "practice-step",
    PracticeSolved => "practice-solved",
    PracticeNextMove => "practice-next-move",
    PracticeEscapeFound => "practice-escape-found",
    PracticeEscapeAgain => "practice-escape-again",
    PracticeNotThatPiece => "practice-not-that-piece",
    PracticeTouchedPiece => "practice-touched-piece",
    PracticeNoCapture => "practice-no-capture",
    PracticeWrongTarget => "practice-wrong-target",
    PracticeWrongCapturer => "practice-wrong-capturer",
    PracticeCaptureMore => "practice-capture-more",
    PracticeNotEnPassant => "practice-not-en-passant",
    PracticeNotCastling => "practice-not-castling",
    PracticeWrongSide => "practice-wrong-side",
    PracticeNoPromotion => "practice-no-promotion",
    PracticeWrongPromotion => "practice-wrong-promotion",
    PracticePromotionWithoutCheck => "practice-promotion-without-check",
    PracticeNotCheck => "practice-not-check",
    PracticeCheckNotMate => "practice-check-not-mate",
    PracticeStalemate => "practice-stalemate",
    PracticeNotDrawn => "practice-not-drawn",
    PracticeNotThatMove => "practice-not-that-move",
    PracticeMateFollows => "practice-mate-follows",
    CommonBack => "common-back",
    CommonHome => "common-home",
    CommonCancel => "common-cancel",
    CommonOk => "common-ok",
    HomeContinue => "home-continue",
    HomeVersusComputer => "home-versus-computer",
    HomePassAndPlay => "home-pass-and-play",
    HomeLevel => "home-level",
    LevelBeginner => "level-beginner",
    LevelEasy => "level-easy",
    LevelNormal => "level-normal",
    LevelHard => "level-hard",
    LevelExpert => "level-expert",
    HomeYourColor => "home-your-color",
    HomeRandomColor => "home-random-color",
    HomeBoardTurning => "home-board-turning",
    TurningFixed => "turning-fixed",
    TurningFlipEachMove => "turning-flip-each-move",
    TurningFaceToFace => "turning-face-to-face",
    HomeChess960 => "home-chess960",
    HomeClock => "home-clock",
    HomeNoClock => "home-no-clock",
    HomeStart => "home-start",
    TimeControlSpoken => "time-control-spoken",
    GameTitle => "game-title",
    GameNone => "game-none",
    GameSaveUnreadable => "game-save-unreadable",
    GameSeeRule => "game-see-rule",
    GameResignQuestion => "game-resign-question",
    GameKeepPlaying => "game-keep-playing",
    GameOfferDrawQuestion => "game-offer-draw-question",
    GameOver => "game-over",
    GameRematch => "game-rematch",
    GameSharePgn => "game-share-pgn",
    GameSharedTitle => "game-shared-title",
    GameLookAtBoard => "game-look-at-board",
    GamePromoteTo => "game-promote-to",
    RulesPractice => "rules-practice",
    RulesTryAgain => "rules-try-again",
    RulesNoSuchCard => "rules-no-such-card",
    TerminalLegend => "terminal-legend",
    TerminalArrows => "terminal-arrows",
    TerminalHasPractice => "terminal-has-practice",
    TerminalPractice => "terminal-practice",
    TerminalPracticeHelp => "terminal-practice-help",
    TerminalPromotePrompt => "terminal-promote-prompt",
    TerminalNotAPromotion => "terminal-not-a-promotion",
    TerminalRuleCardLink => "terminal-rule-card-link",
    TerminalNoSuchCard => "terminal-no-such-card",
    SettingsTitle => "settings-title",
    SettingsLanguage => "settings-language",
    SettingsSystemLanguage => "settings-system-language",
    SettingsBoardColors => "settings-board-colors",
    BoardColorsWood => "board-colors-wood",
    BoardColorsGreen => "board-colors-green",
    BoardColorsBlue => "board-colors-blue",
    BoardColorsGray => "board-colors-gray",
    SettingsOnMoves => "settings-on-moves",
    SettingsSound => "settings-sound",
    SettingsVibration => "settings-vibration",
    SettingsCoaching => "settings-coaching",
    SettingsCoachLock => "settings-coach-lock",
    SettingsCoachLockNote => "settings-coach-lock-note",
    ReviewTitle => "review-title",
    ReviewButton => "review-button",
    ReviewProgress => "review-progress",
    ReviewNoMistakes => "review-no-mistakes",
    ReviewKeyMoments => "review-key-moments",
    ReviewPlayed => "review-played",
    ReviewBetter => "review-better",
    ReviewGraph => "review-graph",
    ReviewClass => "review-class",
    ReviewAnswerMate => "review-answer-mate",
    ReviewAnswerPiece => "review-answer-piece",
    ReviewAnswerExchange => "review-answer-exchange",
    ReviewAnswerPawns => "review-answer-pawns",
    ReviewAnswerMaterial => "review-answer-material",
    ReviewAnswerPlain => "review-answer-plain",
    ReviewBetterMate => "review-better-mate",
    ReviewBetterPiece => "review-better-piece",
    ReviewBetterExchange => "review-better-exchange",
    ReviewBetterPawns => "review-better-pawns",
    ReviewBetterMaterial => "review-better-material",
    ReviewBetterKeeps => "review-better-keeps",
    ReviewBetterPlain => "review-better-plain",
    ReviewMotifHanging => "review-motif-hanging",
    ReviewMotifHangingMoved => "review-motif-hanging-moved",
    ReviewMotifHangingTaken => "review-motif-hanging-taken",
    ReviewMotifHangingMovedTaken => "review-motif-hanging-moved-taken",
    ReviewMotifFork => "review-motif-fork",
    ReviewMotifPin => "review-motif-pin",
    ReviewMotifSkewer => "review-motif-skewer",
    ReviewMotifDiscovered => "review-motif-discovered",
    ReviewMotifBackRank => "review-motif-back-rank",
    ReviewMotifMissedMate => "review-motif-missed-mate",
    ReviewMotifFreeCapture => "review-motif-free-capture",
    ReviewMotifStalemate => "review-motif-stalemate",
}

/// An argument of a message: text or a number (numbers pick plural forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A word or phrase, already in the player's language, or an identifier a message selects on.
    Text(String),
    /// A count.
    Number(i64),
}

impl Arg {
    /// A text argument.
    pub fn text(text: impl Into<String>) -> Arg {
        Arg::Text(text.into())
    }
}

type Bundles = HashMap<Language, FluentBundle<FluentResource>>;

fn bundles() -> &'static Bundles {
    static BUNDLES: OnceLock<Bundles> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        Language::ALL
            .into_iter()
            .map(|language| {
                let locale: LanguageIdentifier = language.tag().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![locale]);
                bundle.set_use_isolating(false);
                bundle.set_formatter(Some(match language {
                    Language::English => |value, _| number_text(Language::English, value),
                    Language::Polish => |value, _| number_text(Language::Polish, value),
                    Language::Russian => |value, _| number_text(Language::Russian, value),
                    Language::Bulgarian => |value, _| number_text(Language::Bulgarian, value),
                }));
                for source in language.sources() {
                    // The resources are checked by the tests; a broken entry just goes missing.
                    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(partial, _)| partial);
                    let _ = bundle.add_resource(resource);
                }
                (language, bundle)
            })
            .collect()
    })
}

/// A number as `language` writes it (`None` for other values, which Fluent writes as they are).
fn number_text(language: Language, value: &FluentValue) -> Option<String> {
    let FluentValue::Number(number) = value else { return None };
    let plain = number.as_string();
    let (sign, digits) = plain.strip_prefix('-').map_or(("", &*plain), |digits| ("-", digits));
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let (separator, decimal, min_grouping) = language.number_format();
    let mut text = sign.to_owned();
    if whole.len() >= 3 + min_grouping {
        for (i, digit) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                text.push_str(separator);
            }
            text.push(digit);
        }
    } else {
        text.push_str(whole);
    }
    if !fraction.is_empty() {
        text.push_str(decimal);
        text.push_str(fraction);
    }
    Some(text)
}

/// The message `msg` in `language` with its arguments filled in; its id if it is missing.
pub fn tr(language: Language, msg: Msg, args: &[(&str, Arg)]) -> String {
    format(language, msg.id(), None, args).unwrap_or_else(|| msg.id().to_owned())
}

/// The message `id` (or its attribute `attribute`) in `language` with its arguments filled in, if
/// the language has it: the rule cards look up their texts this way.
pub(crate) fn format(language: Language, id: &str, attribute: Option<&str>, args: &[(&str, Arg)]) -> Option<String> {
    let bundle = bundles().get(&language)?;
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(attribute) => message.get_attribute(attribute)?.value(),
        None => message.value()?,
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(*name, FluentValue::from(text.clone())),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned())
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast;

    use super::*;

    /// Every message and attribute (`card-pawn.p1`) of a language, with the placeholders it uses.
    fn placeholders(language: Language) -> BTreeMap<String, BTreeSet<String>> {
        let mut found = BTreeMap::new();
        for source in language.sources() {
            let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(resource, _)| resource);
            for entry in resource.body {
                let ast::Entry::Message(message) = entry else { continue };
                let id = message.id.name;
                if let Some(value) = &message.value {
                    found.insert(id.to_owned(), pattern_variables(value));
                }
                for attribute in &message.attributes {
                    found.insert(format!("{id}.{}", attribute.id.name), pattern_variables(&attribute.value));
                }
            }
        }
        found
    }

    fn pattern_variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
        let mut variables = BTreeSet::new();
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, &mut variables);
            }
        }
        variables
    }

    fn expression_variables(expression: &ast::Expression<&str>, variables: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, variables);
                for variant in variants {
                    variables.extend(pattern_variables(&variant.value));
                }
            }
            ast::Expression::Inline(inline) => inline_variables(inline, variables),
        }
    }

    fn inline_variables(inline: &ast::InlineExpression<&str>, variables: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                variables.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => expression_variables(expression, variables),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for argument in arguments.positional.iter().chain(arguments.named.iter().map(|named| &named.value)) {
                    inline_variables(argument, variables);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn every_language_has_every_message_and_attribute_english_has_and_no_other() {
        let english: BTreeSet<String> = placeholders(Language::English).into_keys().collect();
        for language in Language::ALL {
            let ids: BTreeSet<String> = placeholders(language).into_keys().collect();
            let missing: Vec<&String> = english.difference(&ids).collect();
            let extra: Vec<&String> = ids.difference(&english).collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", language.tag());
            assert!(extra.is_empty(), "{} has {extra:?}, which English does not", language.tag());
        }
    }

    #[test]
    fn every_translation_uses_each_placeholder_english_uses_and_no_unknown_one() {
        let english = placeholders(Language::English);
        for language in Language::ALL {
            for (id, used) in placeholders(language) {
                let Some(wanted) = english.get(&id) else { continue };
                // A noun may be replaced by its role id, the form a declining language selects on.
                let companion = |name: &String| format!("{name}-role");
                for name in wanted {
                    let present = used.contains(name) || used.contains(&companion(name));
                    assert!(present, "{} {id} does not use ${name}", language.tag());
                }
                for name in &used {
                    let known = wanted.contains(name) || wanted.iter().any(|noun| companion(noun) == *name);
                    assert!(known, "{} {id} uses ${name}, which it is never given", language.tag());
                }
            }
        }
    }

    #[test]
    fn no_word_mixes_cyrillic_with_latin_letters_or_digits_so_square_names_stay_latin() {
        let cyrillic = |c: char| ('\u{400}'..='\u{4ff}').contains(&c);
        for language in Language::ALL {
            for source in language.sources() {
                for word in source.split(|c: char| !c.is_alphanumeric()) {
                    let mixed = word.chars().any(cyrillic) && word.chars().any(|c| c.is_ascii_alphanumeric());
                    assert!(!mixed, "{}: {word}", language.tag());
                }
            }
        }
    }

    #[test]
    fn numbers_are_grouped_and_marked_the_way_each_language_writes_them() {
        let number = |language, n: f64| number_text(language, &FluentValue::from(n)).unwrap_or_default();
        assert_eq!(number(Language::English, 999.0), "999");
        assert_eq!(number(Language::English, 1234567.0), "1,234,567");
        assert_eq!(number(Language::English, -1234.5), "-1,234.5");
        let step =
            tr(Language::English, Msg::PracticeStep, &[("step", Arg::Number(1000)), ("steps", Arg::Number(12000))]);
        assert_eq!(step, "Step 1,000 of 12,000");
        assert_eq!(number(Language::Polish, 1000.0), "1000");
        assert_eq!(number(Language::Polish, 12345.5), "12\u{a0}345,5");
        assert_eq!(number(Language::Russian, 1000.0), "1\u{a0}000");
        assert_eq!(number(Language::Bulgarian, 1000.0), "1000");
        assert_eq!(number(Language::Bulgarian, -12345.25), "-12\u{a0}345,25");
    }

    fn fifty_move_counter(language: Language, moves: i64) -> String {
        tr(language, Msg::FiftyMoveCounter, &[("moves", Arg::Number(moves))])
    }

    #[test]
    fn polish_counts_take_the_one_few_and_many_forms() {
        let left = |moves| fifty_move_counter(Language::Polish, moves);
        assert!(left(1).ends_with("został 1 ruch"), "{}", left(1));
        assert!(left(3).ends_with("zostały 3 ruchy"), "{}", left(3));
        assert!(left(5).ends_with("zostało 5 ruchów"), "{}", left(5));
        assert!(left(12).ends_with("zostało 12 ruchów"), "{}", left(12));
        assert!(left(22).ends_with("zostały 22 ruchy"), "{}", left(22));
    }

    #[test]
    fn the_russian_fifty_move_counter_says_1_khod_3_khoda_5_khodov_21_khod() {
        let left = |moves| fifty_move_counter(Language::Russian, moves);
        assert!(left(1).ends_with("остался 1 ход"), "{}", left(1));
        assert!(left(3).ends_with("осталось 3 хода"), "{}", left(3));
        assert!(left(5).ends_with("осталось 5 ходов"), "{}", left(5));
        assert!(left(11).ends_with("осталось 11 ходов"), "{}", left(11));
        assert!(left(21).ends_with("остался 21 ход"), "{}", left(21));
        assert!(left(22).ends_with("осталось 22 хода"), "{}", left(22));
    }

    #[test]
    fn russian_declines_the_piece_a_message_names_and_agrees_with_its_gender() {
        let label = |role: &str, noun: &str| {
            let args = [
                ("piece", Arg::Text(noun.into())),
                ("piece-role", Arg::Text(role.into())),
                ("square", Arg::Text("e4".into())),
                ("color", Arg::Text("black".into())),
            ];
            (tr(Language::Russian, Msg::SquarePiece, &args), tr(Language::Russian, Msg::WhyNotOwnPiece, &args))
        };
        assert_eq!(label("rook", "ладья"), ("e4, чёрная ладья".into(), "Нельзя взять свою ладью на e4.".into()));
        assert_eq!(label("knight", "конь"), ("e4, чёрный конь".into(), "Нельзя взять своего коня на e4.".into()));
    }

    #[test]
    fn bulgarian_counts_have_one_form_for_one_and_the_count_form_for_the_rest() {
        let left = |moves| fifty_move_counter(Language::Bulgarian, moves);
        assert!(left(1).ends_with("остава 1 ход"), "{}", left(1));
        assert!(left(3).ends_with("остават 3 хода"), "{}", left(3));
        assert!(left(21).ends_with("остават 21 хода"), "{}", left(21));
    }

    fn time_control(language: Language, minutes: i64, increment: i64) -> String {
        let args = [("minutes", Arg::Number(minutes)), ("increment", Arg::Number(increment))];
        tr(language, Msg::TimeControlSpoken, &args)
    }

    #[test]
    fn a_time_control_read_aloud_counts_minutes_and_seconds_in_each_languages_plural_forms() {
        assert_eq!(time_control(Language::English, 5, 0), "5 minutes");
        assert_eq!(time_control(Language::English, 3, 2), "3 minutes, plus 2 seconds a move");
        assert_eq!(time_control(Language::English, 1, 1), "1 minute, plus 1 second a move");
        assert_eq!(time_control(Language::Polish, 3, 2), "3 minuty, plus 2 sekundy za każdy ruch");
        assert_eq!(time_control(Language::Polish, 5, 0), "5 minut");
        assert_eq!(time_control(Language::Polish, 22, 5), "22 minuty, plus 5 sekund za każdy ruch");
        assert_eq!(time_control(Language::Russian, 21, 3), "21 минута, плюс 3 секунды за каждый ход");
        assert_eq!(time_control(Language::Russian, 15, 10), "15 минут, плюс 10 секунд за каждый ход");
        assert_eq!(time_control(Language::Bulgarian, 1, 20), "1 минута, плюс 20 секунди за всеки ход");
        assert_eq!(time_control(Language::Bulgarian, 30, 0), "30 минути");
    }

    #[test]
    fn polish_declines_the_piece_a_message_names() {
        let square = ("square", Arg::Text("e4".into()));
        let own = |role: &str, noun: &str| {
            let args = [("piece", Arg::Text(noun.into())), ("piece-role", Arg::Text(role.into())), square.clone()];
            tr(Language::Polish, Msg::WhyNotOwnPiece, &args)
        };
        assert_eq!(own("rook", "wieża"), "Nie możesz zbić własnej wieży na e4.");
        assert_eq!(own("knight", "skoczek"), "Nie możesz zbić własnego skoczka na e4.");
    }

    #[test]
    fn every_message_exists_in_every_language() {
        for language in Language::ALL {
            let bundle = &bundles()[&language];
            for msg in Msg::ALL {
                assert!(bundle.has_message(msg.id()), "{} lacks {}", language.tag(), msg.id());
            }
        }
    }

    #[test]
    fn every_resource_parses_without_errors() {
        for language in Language::ALL {
            for source in language.sources() {
                if let Err((_, errors)) = FluentResource::try_new(source.to_owned()) {
                    panic!("{}: {errors:?}", language.tag());
                }
            }
        }
    }

    #[test]
    fn arguments_fill_their_placeholders_without_isolation_marks() {
        let text = tr(Language::English, Msg::StatusToMove, &[("color", Arg::Text("white".into()))]);
        assert_eq!(text, "White to move");
    }

    #[test]
    fn counts_choose_the_plural_form() {
        let one = tr(Language::English, Msg::FiftyMoveCounter, &[("moves", Arg::Number(1))]);
        let many = tr(Language::English, Msg::FiftyMoveCounter, &[("moves", Arg::Number(12))]);
        assert!(one.contains("1 move ") || one.ends_with("1 move"), "{one}");
        assert!(many.contains("12 moves"), "{many}");
    }

    #[test]
    fn language_tags_read_with_or_without_a_region() {
        assert_eq!(Language::from_tag("en-GB"), Some(Language::English));
        assert_eq!(Language::from_tag("pl_PL"), Some(Language::Polish));
        assert_eq!(Language::from_tag("ru"), Some(Language::Russian));
        assert_eq!(Language::from_tag("BG-bg"), Some(Language::Bulgarian));
        let names: Vec<&str> = Language::ALL.iter().map(|language| language.name()).collect();
        assert_eq!(names, ["English", "Polski", "Русский", "Български"]);
        assert_eq!(Language::from_tag("xx"), None);
    }

    #[test]
    fn the_preferred_language_is_the_first_one_ply_speaks_and_english_if_none() {
        assert_eq!(Language::preferred(["de-DE", "pl-PL", "ru"]), Language::Polish);
        assert_eq!(Language::preferred(["bg", "en"]), Language::Bulgarian);
        assert_eq!(Language::preferred(["de", "fr"]), Language::English);
        assert_eq!(Language::preferred([""]), Language::English);
        assert_eq!(Language::preferred([]), Language::English);
    }
}
