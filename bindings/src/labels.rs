//! The shells' own words (headings, buttons, menu entries, screen-reader labels), one record per
//! screen, and the languages they come in. The texts live in the core's Fluent resources, so both
//! shells say the same thing in every language.

use ply_core::i18n::{Arg, Language, Msg, tr};
use ply_core::session::TimeControl;

/// A language Ply speaks.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LanguageInfo {
    /// Its tag, `en`, `pl`, `ru` or `bg`.
    pub tag: String,
    /// Its name in itself, `Polski`.
    pub name: String,
}

/// The language with this tag; English if Ply does not speak it.
pub(crate) fn language(tag: &str) -> Language {
    Language::from_tag(tag).unwrap_or_default()
}

/// The languages Ply speaks, English first.
#[uniffi::export]
pub fn languages() -> Vec<LanguageInfo> {
    Language::ALL.into_iter().map(|l| LanguageInfo { tag: l.tag().to_owned(), name: l.name().to_owned() }).collect()
}

/// The tag of the first language in `preferred_tags` (the device's, most wanted first) that Ply
/// speaks, `en` if none: the language of the texts when the player chose the system's.
#[uniffi::export]
pub fn preferred_language(preferred_tags: Vec<String>) -> String {
    Language::preferred(preferred_tags.iter().map(String::as_str)).tag().to_owned()
}

/// A record of labels, one `String` field per message, filled in one language.
macro_rules! labels {
    ($(#[doc = $doc:literal])* $name:ident { $($(#[doc = $field_doc:literal])* $field:ident: $msg:ident,)* }) => {
        $(#[doc = $doc])*
        #[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
        pub struct $name {
            $($(#[doc = $field_doc])* pub $field: String,)*
        }

        impl $name {
            fn new(language: Language) -> $name {
                $name { $($field: tr(language, Msg::$msg, &[]),)* }
            }

            /// Every field with its name.
            #[cfg(test)]
            fn fields(&self) -> Vec<(&'static str, &str)> {
                vec![$((stringify!($field), self.$field.as_str()),)*]
            }
        }
    };
}

labels! {
    /// Words more than one screen uses.
    CommonLabels {
        /// The back button's screen-reader label.
        back: CommonBack,
        /// Back to the home screen.
        home: CommonHome,
        /// Dismiss a choice without choosing.
        cancel: CommonCancel,
        /// Acknowledge a message.
        ok: CommonOk,
        /// The white side, or the colour White.
        white: ColorWhite,
        /// The black side, or the colour Black.
        black: ColorBlack,
        /// A pawn, for screen readers.
        pawn: RolePawn,
        /// A knight, for screen readers.
        knight: RoleKnight,
        /// A bishop, for screen readers.
        bishop: RoleBishop,
        /// A rook, for screen readers.
        rook: RoleRook,
        /// A queen, for screen readers.
        queen: RoleQueen,
        /// A king, for screen readers.
        king: RoleKing,
    }
}

labels! {
    /// The home screen: continue, and the choices of a new game.
    HomeLabels {
        /// Continue the saved game.
        continue_game: HomeContinue,
        /// The heading of the new-game choices.
        new_game: ButtonNewGame,
        /// A game against the computer.
        versus_computer: HomeVersusComputer,
        /// A game of two people sharing the phone.
        pass_and_play: HomePassAndPlay,
        /// The heading of the computer's levels.
        level: HomeLevel,
        /// Level Beginner.
        level_beginner: LevelBeginner,
        /// Level Easy.
        level_easy: LevelEasy,
        /// Level Normal.
        level_normal: LevelNormal,
        /// Level Hard.
        level_hard: LevelHard,
        /// Level Expert.
        level_expert: LevelExpert,
        /// The heading of the person's colour against the computer.
        your_color: HomeYourColor,
        /// A colour chosen by chance.
        random_color: HomeRandomColor,
        /// The heading of how a pass-and-play board turns.
        board_turning: HomeBoardTurning,
        /// White at the bottom throughout.
        turning_fixed: TurningFixed,
        /// The player to move at the bottom.
        turning_flip_each_move: TurningFlipEachMove,
        /// Face to face across a table.
        turning_face_to_face: TurningFaceToFace,
        /// The Chess960 switch.
        chess960: HomeChess960,
        /// The heading of the time controls.
        clock: HomeClock,
        /// A game without a clock.
        no_clock: HomeNoClock,
        /// Start the new game.
        start: HomeStart,
    }
}

labels! {
    /// The game screen: its title, buttons and dialogs.
    GameLabels {
        /// The screen's title.
        title: GameTitle,
        /// Shown when there is no game to continue.
        no_game: GameNone,
        /// Shown when the saved game cannot be read (the core's reason follows).
        save_unreadable: GameSaveUnreadable,
        /// Shown while the computer thinks.
        thinking: ComputerThinking,
        /// Opens the rule card of a refused move.
        see_rule: GameSeeRule,
        /// Take back a move.
        undo: ButtonUndo,
        /// Play a taken-back move again.
        redo: ButtonRedo,
        /// Ask for a hint.
        hint: ButtonHint,
        /// Offer a draw.
        offer_draw: ButtonOfferDraw,
        /// Accept the offered draw.
        accept_draw: ButtonAcceptDraw,
        /// Decline the offered draw.
        decline_draw: ButtonDeclineDraw,
        /// Resign.
        resign: ButtonResign,
        /// The resignation dialog's question.
        resign_question: GameResignQuestion,
        /// Leaves the resignation dialog without resigning.
        keep_playing: GameKeepPlaying,
        /// The draw-offer dialog's question.
        offer_draw_question: GameOfferDrawQuestion,
        /// The end-of-game dialog's title.
        game_over: GameOver,
        /// A new game with the same choices, colours swapped against the computer.
        rematch: GameRematch,
        /// Share the game's PGN.
        share_pgn: GameSharePgn,
        /// The subject of the shared PGN.
        shared_title: GameSharedTitle,
        /// Closes the end-of-game dialog, leaving the final position in view.
        look_at_board: GameLookAtBoard,
        /// The promotion picker's title.
        promote_to: GamePromoteTo,
        /// Opens the review of the game just finished.
        review: ReviewButton,
    }
}

labels! {
    /// The review after a game.
    ReviewLabels {
        /// The screen's title.
        title: ReviewTitle,
        /// The heading of the list of inaccuracies, mistakes and blunders.
        key_moments: ReviewKeyMoments,
        /// The arrow of the move played.
        played: ReviewPlayed,
        /// The arrow of the better move.
        better: ReviewBetter,
        /// What the evaluation graph shows, for screen readers.
        graph: ReviewGraph,
    }
}

labels! {
    /// The rule cards and their practice boards.
    RulesLabels {
        /// The title of the list of cards.
        title: RulesTitle,
        /// The heading of a card's practice task.
        try_it: ButtonTryIt,
        /// The practice board's title.
        practice: RulesPractice,
        /// Start a practice task again.
        start_again: ButtonStartAgain,
        /// Try a solved task once more.
        try_again: RulesTryAgain,
        /// Shown for a card id that does not exist.
        no_such_card: RulesNoSuchCard,
    }
}

labels! {
    /// The settings screen.
    SettingsLabels {
        /// The screen's title.
        title: SettingsTitle,
        /// The heading of the languages.
        language: SettingsLanguage,
        /// Follow the device's language.
        system_language: SettingsSystemLanguage,
        /// The heading of the board's colour schemes.
        board_colors: SettingsBoardColors,
        /// The wooden board.
        colors_wood: BoardColorsWood,
        /// The green board.
        colors_green: BoardColorsGreen,
        /// The blue board.
        colors_blue: BoardColorsBlue,
        /// The grey board.
        colors_gray: BoardColorsGray,
        /// The heading of what happens on each move.
        on_moves: SettingsOnMoves,
        /// A click on each move.
        sound: SettingsSound,
        /// A buzz (haptics) on each move.
        vibration: SettingsVibration,
        /// The heading of the coaching switches.
        coaching: SettingsCoaching,
        /// The coach lock: no undo against the computer.
        coach_lock: SettingsCoachLock,
        /// When the coach lock takes effect.
        coach_lock_note: SettingsCoachLockNote,
    }
}

/// A time control a new game can have, with its name and its words for screen readers.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TimeControlLabel {
    /// Minutes each player starts with.
    pub minutes: u32,
    /// Seconds added after each of a player's moves.
    pub increment_seconds: u32,
    /// Its usual short name, `5+3`, the same in every language.
    pub label: String,
    /// The same read aloud: `5 minutes, plus 3 seconds a move`.
    pub spoken: String,
}

impl TimeControlLabel {
    fn new(control: TimeControl, language: Language) -> TimeControlLabel {
        let args = [
            ("minutes", Arg::Number(control.minutes.into())),
            ("increment", Arg::Number(control.increment_seconds.into())),
        ];
        TimeControlLabel {
            minutes: control.minutes,
            increment_seconds: control.increment_seconds,
            label: control.label(),
            spoken: tr(language, Msg::TimeControlSpoken, &args),
        }
    }
}

/// Every word the shells show of their own, by screen, in one language.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct AppLabels {
    /// Words more than one screen uses.
    pub common: CommonLabels,
    /// The home screen.
    pub home: HomeLabels,
    /// The game screen.
    pub game: GameLabels,
    /// The rules screens.
    pub rules: RulesLabels,
    /// The settings screen.
    pub settings: SettingsLabels,
    /// The review screen.
    pub review: ReviewLabels,
    /// The time controls a new game can have, fastest first.
    pub time_controls: Vec<TimeControlLabel>,
}

/// The shells' labels in the language with this tag (English if unknown).
#[uniffi::export]
pub fn app_labels(language_tag: String) -> AppLabels {
    let language = language(&language_tag);
    AppLabels {
        common: CommonLabels::new(language),
        home: HomeLabels::new(language),
        game: GameLabels::new(language),
        rules: RulesLabels::new(language),
        settings: SettingsLabels::new(language),
        review: ReviewLabels::new(language),
        time_controls: TimeControl::PRESETS
            .into_iter()
            .map(|control| TimeControlLabel::new(control, language))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_label(labels: &AppLabels) -> Vec<(&'static str, &str)> {
        let mut all = labels.common.fields();
        all.extend(labels.home.fields());
        all.extend(labels.game.fields());
        all.extend(labels.rules.fields());
        all.extend(labels.settings.fields());
        all.extend(labels.review.fields());
        all.extend(
            labels.time_controls.iter().flat_map(|c| [("time control", c.label.as_str()), ("spoken", &c.spoken)]),
        );
        all
    }

    #[test]
    fn every_label_is_written_out_in_every_language() {
        let ids: Vec<&str> = Msg::ALL.iter().map(|msg| msg.id()).collect();
        for language in Language::ALL {
            let labels = app_labels(language.tag().to_owned());
            for (field, text) in every_label(&labels) {
                assert!(!text.trim().is_empty(), "{} {field} is empty", language.tag());
                // A missing message comes back as its id.
                assert!(!ids.contains(&text), "{} {field} is missing: {text}", language.tag());
                assert!(!text.contains('{'), "{} {field} has a placeholder left: {text}", language.tag());
            }
        }
    }

    #[test]
    fn the_labels_follow_the_tag_and_an_unknown_tag_means_english() {
        assert_eq!(app_labels("pl-PL".into()).game.undo, "Cofnij");
        assert_eq!(app_labels("ru".into()).settings.title, "Настройки");
        assert_eq!(app_labels("xx".into()), app_labels("en".into()));
        let (polish, english) = (app_labels("pl".into()), app_labels("en".into()));
        let (polish, english) = (every_label(&polish), every_label(&english));
        // Only the time controls' short names (`5+3`) and a few words such as OK are the same.
        let same = polish.iter().zip(&english).filter(|(pl, en)| pl == en && pl.0 != "time control").count();
        assert!(same * 10 < english.len(), "{same} of {} Polish labels are the English ones", english.len());
    }

    #[test]
    fn the_time_controls_are_the_cores_presets_named_and_read_aloud() {
        let labels = app_labels("en".into());
        assert_eq!(labels.time_controls.len(), TimeControl::PRESETS.len());
        let first = &labels.time_controls[0];
        assert_eq!((first.minutes, first.increment_seconds, first.label.as_str()), (3, 2, "3+2"));
        assert_eq!(first.spoken, "3 minutes, plus 2 seconds a move");
    }

    #[test]
    fn the_preferred_language_is_the_first_one_ply_speaks() {
        assert_eq!(preferred_language(vec!["de-DE".into(), "bg-BG".into()]), "bg");
        assert_eq!(preferred_language(Vec::new()), "en");
    }
}
