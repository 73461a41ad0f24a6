//! What a practice task asks for, and whether a legal move does it, with the reason in words when
//! it does not.

use crate::i18n::{Arg, Language, Msg, tr};
use crate::rules::{CastlingSide, Game, Move, Outcome, Position, Role, Square};
use crate::session::{color_id, noun, side_id};

/// What a practice task asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Goal {
    /// Move a piece of this kind.
    MoveRole(Role),
    /// Move the piece on this square (it has been touched).
    MoveFrom(Square),
    /// Capture a piece of this kind, with a piece of that kind if one is named.
    Capture { target: Role, by: Option<Role> },
    /// Make the capture that wins the most material.
    CaptureMost,
    /// Capture en passant.
    EnPassant,
    /// Castle to this side.
    Castle(CastlingSide),
    /// Promote a pawn to this piece, giving check if asked.
    Promote { role: Role, check: bool },
    /// Checkmate in one move.
    MateInOne,
    /// Answer the same check three times: by capturing, by blocking, with the king.
    EscapeCheckThreeWays,
    /// Any move that does not stalemate the opponent.
    AvoidStalemate,
    /// A move after which the game is drawn.
    Draw,
    /// These moves, each from the start, written in SAN.
    PlaySan(&'static [&'static str]),
    /// A move after which the opponent has no checkmate in one.
    StopMateInOne,
}

/// How a player got out of check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Escape {
    /// By capturing the piece giving check.
    Capture,
    /// By putting a piece in between.
    Block,
    /// By moving the king.
    King,
}

impl Escape {
    fn id(self) -> &'static str {
        match self {
            Escape::Capture => "capture",
            Escape::Block => "block",
            Escape::King => "king",
        }
    }
}

/// What a legal move did for the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    /// The step is done (for escapes: this way).
    Done(Option<Escape>),
    /// Not what the task asks, and why, in words.
    Missed(String),
}

impl Goal {
    /// How many correct moves the task takes.
    pub(super) fn steps(self) -> usize {
        match self {
            Goal::EscapeCheckThreeWays => 3,
            Goal::PlaySan(moves) => moves.len(),
            _ => 1,
        }
    }

    /// The arguments of the goal's words at `step` (counted from 0): the move to play, for
    /// notation.
    pub(super) fn text_args(self, step: usize) -> Vec<(&'static str, Arg)> {
        match self {
            Goal::PlaySan(moves) => moves.get(step).map(|san| vec![("move", Arg::text(*san))]).unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// Whether `mv`, played from `before` and leading to the game `after`, does step `step` of the
    /// goal, given the ways out of check already used.
    pub(super) fn judge(
        self,
        language: Language,
        step: usize,
        escapes: &[Escape],
        before: &Position,
        mv: Move,
        after: &Game,
    ) -> Verdict {
        let missed = |msg: Msg, args: &[(&str, Arg)]| Verdict::Missed(tr(language, msg, args));
        let moved = before.role_at(mv.from).unwrap_or(Role::Pawn);
        let captured = before.captured_role(mv);
        let position = after.position();
        let defender = position.turn();
        match self {
            Goal::MoveRole(wanted) if moved != wanted => missed(
                Msg::PracticeNotThatPiece,
                &[noun(language, "moved", "moved-role", moved), noun(language, "wanted", "wanted-role", wanted)]
                    .concat(),
            ),
            Goal::MoveFrom(square) if mv.from != square => {
                let touched = before.role_at(square).unwrap_or(Role::Pawn);
                missed(
                    Msg::PracticeTouchedPiece,
                    &[
                        &noun(language, "piece", "piece-role", touched)[..],
                        &[("square", Arg::text(square.to_string()))],
                    ]
                    .concat(),
                )
            }
            Goal::Capture { target, by } => match captured {
                None => missed(Msg::PracticeNoCapture, &[]),
                Some(role) if role != target => missed(
                    Msg::PracticeWrongTarget,
                    &[
                        noun(language, "captured", "captured-role", role),
                        noun(language, "wanted", "wanted-role", target),
                    ]
                    .concat(),
                ),
                Some(_) => match by {
                    Some(wanted) if wanted != moved => missed(
                        Msg::PracticeWrongCapturer,
                        &[
                            noun(language, "wanted", "wanted-role", wanted),
                            noun(language, "moved", "moved-role", moved),
                        ]
                        .concat(),
                    ),
                    _ => Verdict::Done(None),
                },
            },
            Goal::CaptureMost => {
                let best = before.legal_moves().iter().filter_map(|m| before.captured_role(*m)).map(Role::value).max();
                match captured {
                    None => missed(Msg::PracticeNoCapture, &[]),
                    Some(role) if Some(role.value()) < best => {
                        missed(Msg::PracticeCaptureMore, &[("points", Arg::Number(role.value().into()))])
                    }
                    Some(_) => Verdict::Done(None),
                }
            }
            Goal::EnPassant if !before.is_en_passant(mv) => missed(Msg::PracticeNotEnPassant, &[]),
            Goal::Castle(side) => {
                if !before.is_castling(mv) {
                    missed(Msg::PracticeNotCastling, &[])
                } else if before.castling_squares(mv).0 != side {
                    missed(Msg::PracticeWrongSide, &[("side", side_id(before.castling_squares(mv).0))])
                } else {
                    Verdict::Done(None)
                }
            }
            Goal::Promote { role, check } => match mv.promotion {
                None => missed(Msg::PracticeNoPromotion, &[]),
                Some(promoted) if promoted != role => missed(
                    Msg::PracticeWrongPromotion,
                    &[
                        noun(language, "promoted", "promoted-role", promoted),
                        noun(language, "wanted", "wanted-role", role),
                    ]
                    .concat(),
                ),
                Some(_) if check && !position.is_check() => missed(Msg::PracticePromotionWithoutCheck, &[]),
                Some(_) => Verdict::Done(None),
            },
            Goal::MateInOne => {
                if position.is_checkmate() {
                    Verdict::Done(None)
                } else if position.is_stalemate() {
                    missed(Msg::PracticeStalemate, &[("color", color_id(defender))])
                } else if position.is_check() {
                    missed(Msg::PracticeCheckNotMate, &[("color", color_id(defender))])
                } else {
                    missed(Msg::PracticeNotCheck, &[])
                }
            }
            Goal::EscapeCheckThreeWays => {
                let way = if before.checkers().contains(mv.to) && captured.is_some() {
                    Escape::Capture
                } else if moved == Role::King {
                    Escape::King
                } else {
                    Escape::Block
                };
                if escapes.contains(&way) {
                    missed(Msg::PracticeEscapeAgain, &[("way", Arg::text(way.id()))])
                } else {
                    Verdict::Done(Some(way))
                }
            }
            Goal::AvoidStalemate if position.is_stalemate() => {
                missed(Msg::PracticeStalemate, &[("color", color_id(defender))])
            }
            Goal::Draw if !matches!(after.outcome(), Some(Outcome::Draw(_))) => missed(Msg::PracticeNotDrawn, &[]),
            Goal::PlaySan(moves) => {
                let played = before.san(mv);
                match moves.get(step) {
                    Some(wanted) if *wanted != played => missed(
                        Msg::PracticeNotThatMove,
                        &[("played", Arg::text(played)), ("wanted", Arg::text(*wanted))],
                    ),
                    _ => Verdict::Done(None),
                }
            }
            Goal::StopMateInOne => {
                let mate = position.legal_moves().iter().copied().find(|reply| position.after(*reply).is_checkmate());
                match mate {
                    Some(reply) => missed(Msg::PracticeMateFollows, &[("move", Arg::text(position.san(reply)))]),
                    None => Verdict::Done(None),
                }
            }
            Goal::MoveRole(_) | Goal::MoveFrom(_) | Goal::EnPassant | Goal::AvoidStalemate | Goal::Draw => {
                Verdict::Done(None)
            }
        }
    }
}

/// What the player hears when a step is done: the task is solved, or (after this way out of check)
/// the next step waits.
pub(super) fn step_done_text(language: Language, solved: bool, escape: Option<Escape>) -> String {
    match (solved, escape) {
        (true, _) => tr(language, Msg::PracticeSolved, &[]),
        (false, Some(way)) => tr(language, Msg::PracticeEscapeFound, &[("way", Arg::text(way.id()))]),
        (false, None) => tr(language, Msg::PracticeNextMove, &[]),
    }
}
