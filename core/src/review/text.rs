//! A reviewed move in words: its label and mark, and a sentence for each fact behind it, in the
//! player's language through the Fluent messages `review-*`.

use super::{BetterOutcome, Gain, Motif, MoveClass, MoveReview};
use crate::i18n::{Arg, Language, Msg, tr};
use crate::rules::{Move, Position};
use crate::session::{color_id, noun};

/// A key moment as a player reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MomentText {
    /// The move with its number and annotation: `19. Nf3?`.
    pub label: String,
    /// The mark in words: `Mistake`.
    pub class: String,
    /// What happened and why, one sentence each: the answer, the better move, each motif.
    pub sentences: Vec<String>,
}

/// The move `mv` in `position` as books write it: `19. Nf3` for White, `19…Bxg5` for Black, then
/// `annotation` (`?`, `??`, or nothing).
pub fn move_label(position: &Position, mv: Move, annotation: &str) -> String {
    let number = position.fullmove_number();
    let separator = if position.turn() == crate::rules::Color::White { ". " } else { "…" };
    format!("{number}{separator}{}{annotation}", position.san(mv))
}

/// The words of a reviewed move in `language`.
pub fn moment_text(review: &MoveReview, language: Language) -> MomentText {
    let label = move_label(&review.position, review.played, review.class.annotation());
    let class = tr(language, Msg::ReviewClass, &[("class", Arg::text(review.class.name()))]);
    let mut sentences = Vec::new();
    if let Some(explanation) = &review.explanation {
        let after = review.position.after(review.played);
        let mover = review.mover();
        if let Some((answer, gain)) = explanation.answer {
            let mut args = vec![
                ("move", Arg::text(label.clone())),
                ("answer", Arg::text(move_label(&after, answer, ""))),
                ("color", color_id(!mover)),
            ];
            sentences.push(gain_sentence(language, gain, &mut args, GAIN_AFTER_ANSWER));
        }
        if let Some((better, outcome)) = explanation.better {
            let mut args = vec![("better", Arg::text(move_label(&review.position, better, "")))];
            sentences.push(match outcome {
                BetterOutcome::Wins(gain) => gain_sentence(language, gain, &mut args, GAIN_BY_BETTER),
                BetterOutcome::Keeps(role) => {
                    args.extend(noun(language, "piece", "piece-role", role));
                    tr(language, Msg::ReviewBetterKeeps, &args)
                }
                BetterOutcome::Plain => tr(language, Msg::ReviewBetterPlain, &args),
            });
        }
        for motif in &explanation.motifs {
            sentences.push(motif_sentence(language, review, motif));
        }
    } else if let Some(best) = review.best.filter(|_| review.class == MoveClass::Inaccuracy) {
        let args = [("better", Arg::text(move_label(&review.position, best, "")))];
        sentences.push(tr(language, Msg::ReviewBetterPlain, &args));
    }
    MomentText { label, class, sentences }
}

/// The messages for each kind of gain: mate, a piece, the exchange, pawns, material, nothing.
type GainMessages = [Msg; 6];

/// What the opponent's answer wins.
const GAIN_AFTER_ANSWER: GainMessages = [
    Msg::ReviewAnswerMate,
    Msg::ReviewAnswerPiece,
    Msg::ReviewAnswerExchange,
    Msg::ReviewAnswerPawns,
    Msg::ReviewAnswerMaterial,
    Msg::ReviewAnswerPlain,
];

/// What the better move would have won.
const GAIN_BY_BETTER: GainMessages = [
    Msg::ReviewBetterMate,
    Msg::ReviewBetterPiece,
    Msg::ReviewBetterExchange,
    Msg::ReviewBetterPawns,
    Msg::ReviewBetterMaterial,
    Msg::ReviewBetterPlain,
];

/// The sentence for `gain` from `messages`, with `args` and the gain's own.
fn gain_sentence(language: Language, gain: Gain, args: &mut Vec<(&str, Arg)>, messages: GainMessages) -> String {
    let msg = match gain {
        Gain::Mate(moves) => {
            args.push(("count", Arg::Number(i64::from(moves))));
            messages[0]
        }
        Gain::Piece(role) => {
            args.extend(noun(language, "piece", "piece-role", role));
            messages[1]
        }
        Gain::Exchange => messages[2],
        Gain::Pawns(count) => {
            args.push(("count", Arg::Number(i64::from(count))));
            messages[3]
        }
        Gain::Material(count) => {
            args.push(("count", Arg::Number(i64::from(count))));
            messages[4]
        }
        Gain::Nothing => messages[5],
    };
    tr(language, msg, args)
}

/// The sentence naming `motif`.
fn motif_sentence(language: Language, review: &MoveReview, motif: &Motif) -> String {
    let mover = review.mover();
    match *motif {
        Motif::Hanging { role, square, moved, lesser_taker } => {
            let mut args = vec![("square", Arg::text(square.to_string()))];
            args.extend(noun(language, "piece", "piece-role", role));
            let msg = match (moved, lesser_taker) {
                (false, None) => Msg::ReviewMotifHanging,
                (true, None) => Msg::ReviewMotifHangingMoved,
                (false, Some(taker)) => {
                    args.extend(noun(language, "taker", "taker-role", taker));
                    Msg::ReviewMotifHangingTaken
                }
                (true, Some(taker)) => {
                    args.extend(noun(language, "taker", "taker-role", taker));
                    Msg::ReviewMotifHangingMovedTaken
                }
            };
            tr(language, msg, &args)
        }
        Motif::Fork { role, square, targets } => {
            let mut args = vec![("square", Arg::text(square.to_string()))];
            args.extend(noun(language, "piece", "piece-role", role));
            args.extend(noun(language, "first", "first-role", targets[0]));
            args.extend(noun(language, "second", "second-role", targets[1]));
            tr(language, Msg::ReviewMotifFork, &args)
        }
        Motif::Pin { pinner, pinned, square, behind } => {
            let mut args = vec![("square", Arg::text(square.to_string()))];
            args.extend(noun(language, "attacker", "attacker-role", pinner));
            args.extend(noun(language, "pinned", "pinned-role", pinned));
            args.extend(noun(language, "behind", "behind-role", behind));
            tr(language, Msg::ReviewMotifPin, &args)
        }
        Motif::Skewer { attacker, front, behind, square } => {
            let mut args = vec![("square", Arg::text(square.to_string()))];
            args.extend(noun(language, "attacker", "attacker-role", attacker));
            args.extend(noun(language, "front", "front-role", front));
            args.extend(noun(language, "behind", "behind-role", behind));
            tr(language, Msg::ReviewMotifSkewer, &args)
        }
        Motif::Discovered { moved, attacker, target } => {
            let mut args = Vec::new();
            args.extend(noun(language, "moved", "moved-role", moved));
            args.extend(noun(language, "attacker", "attacker-role", attacker));
            args.extend(noun(language, "target", "target-role", target));
            tr(language, Msg::ReviewMotifDiscovered, &args)
        }
        Motif::BackRankMate { role, .. } => {
            let args = noun(language, "piece", "piece-role", role);
            tr(language, Msg::ReviewMotifBackRank, &args)
        }
        Motif::MissedMate { moves, first } => {
            let args = [
                ("color", color_id(mover)),
                ("count", Arg::Number(i64::from(moves))),
                ("better", Arg::text(move_label(&review.position, first, ""))),
            ];
            tr(language, Msg::ReviewMotifMissedMate, &args)
        }
        Motif::MissedFreeCapture { capture, role, square } => {
            let mut args = vec![
                ("square", Arg::text(square.to_string())),
                ("better", Arg::text(move_label(&review.position, capture, ""))),
            ];
            args.extend(noun(language, "piece", "piece-role", role));
            tr(language, Msg::ReviewMotifFreeCapture, &args)
        }
        Motif::StalemateWhenWinning => tr(language, Msg::ReviewMotifStalemate, &[("color", color_id(!mover))]),
    }
}

#[cfg(test)]
mod tests {
    use super::super::Explanation;
    use super::*;
    use crate::rules::{Role, Square};

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn labels_number_moves_as_books_do() {
        let start = Position::new();
        assert_eq!(move_label(&start, Move::new(Square::G1, Square::F3), "?"), "1. Nf3?");
        let black = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(move_label(&black, Move::new(Square::E7, Square::E5), ""), "1…e5");
    }

    #[test]
    fn a_blunder_reads_as_its_answer_the_better_move_and_the_motif_in_every_language() {
        // 2. ... Qg5?? 3. Nxg5: the queen went where the knight takes it.
        let before = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
        let played = Move::new(Square::D8, Square::G5);
        let review = MoveReview {
            ply: 3,
            position: before,
            played,
            best: Some(Move::new(Square::B8, Square::C6)),
            score_before: -30,
            score_after: -900,
            chance_before: 0.47,
            chance_after: 0.04,
            class: MoveClass::Blunder,
            explanation: Some(Explanation {
                answer: Some((Move::new(Square::F3, Square::G5), Gain::Piece(Role::Queen))),
                better: Some((Move::new(Square::B8, Square::C6), BetterOutcome::Keeps(Role::Queen))),
                motifs: vec![Motif::Hanging { role: Role::Queen, square: Square::G5, moved: true, lesser_taker: None }],
                played_line: Vec::new(),
                best_line: Vec::new(),
            }),
        };
        let english = moment_text(&review, Language::English);
        assert_eq!(english.label, "2…Qg5??");
        assert_eq!(english.class, "Blunder");
        assert_eq!(
            english.sentences,
            [
                "After 2…Qg5??, White plays 3. Nxg5 and wins the queen.",
                "2…Nc6 was better: it kept the queen.",
                "The queen goes to g5, where it can be taken for nothing.",
            ]
        );
        for language in Language::ALL {
            let text = moment_text(&review, language);
            assert_eq!(text.sentences.len(), 3, "{language:?}");
            for sentence in &text.sentences {
                assert!(!sentence.contains("review-") && !sentence.contains('{'), "{language:?}: {sentence}");
            }
            assert!(text.sentences[0].contains("2…Qg5??") && text.sentences[0].contains("3. Nxg5"), "{language:?}");
            assert!(text.sentences[1].contains("2…Nc6"), "{language:?}");
            assert!(text.sentences[2].contains("g5"), "{language:?}");
        }
    }
}
