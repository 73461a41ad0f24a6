//! Every string a player reads, looked up by message id in Fluent resources.
//!
//! Each language has two resources: the app's strings (`en.ftl`), whose ids live in one enum,
//! [`Msg`], so the compiler knows them all; and the rule cards' texts (`cards-en.ftl`), one message
//! per card whose attributes are its paragraphs, captions and practice goals (see
//! [`crate::cards`]). Tests check that every language has every message and attribute English has.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language Ply speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English, the language every other is checked against.
    #[default]
    English,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 1] = [Language::English];

    /// The BCP 47 tag: `en`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
        }
    }

    /// The language with this BCP 47 tag (or its primary subtag, so `en-GB` is English).
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        Language::ALL.into_iter().find(|language| language.tag() == primary)
    }

    /// The Fluent sources: the app's strings, then the rule cards' texts.
    fn sources(self) -> [&'static str; 2] {
        match self {
            Language::English => [include_str!("en.ftl"), include_str!("cards-en.ftl")],
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
}

/// An argument of a message: text or a number (numbers pick plural forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A word or phrase, already in the player's language, or an identifier a message selects on.
    Text(String),
    /// A count.
    Number(i64),
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
    use super::*;

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
        assert_eq!(Language::from_tag("xx"), None);
    }
}
