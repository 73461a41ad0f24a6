//! Builds the [`BoardView`] from a session: marks, texts in the player's language, move list,
//! captures and buttons.

use super::view::{
    BoardView, Buttons, CapturedView, ClocksView, MoveRow, PromotionView, RefusalView, SquareView, Status,
};
use super::{GameSession, Opponent};
use crate::i18n::{Arg, Language, Msg, tr};
use crate::rules::{
    CastlingLoss, CastlingSide, Color, DrawReason, IllegalMoveReason, Move, Outcome, Piece, Position, Role, Square,
    WinReason,
};

fn text(s: impl Into<String>) -> Arg {
    Arg::Text(s.into())
}

fn color_id(color: Color) -> Arg {
    text(match color {
        Color::White => "white",
        Color::Black => "black",
    })
}

fn role_id(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// The name of a piece kind in `language` ("knight").
pub(super) fn role_name(language: Language, role: Role) -> String {
    let msg = match role {
        Role::Pawn => Msg::RolePawn,
        Role::Knight => Msg::RoleKnight,
        Role::Bishop => Msg::RoleBishop,
        Role::Rook => Msg::RoleRook,
        Role::Queen => Msg::RoleQueen,
        Role::King => Msg::RoleKing,
    };
    tr(language, msg, &[])
}

fn side_id(side: CastlingSide) -> Arg {
    text(match side {
        CastlingSide::KingSide => "king",
        CastlingSide::QueenSide => "queen",
    })
}

/// The status of a game in the view's terms.
pub(super) fn status(outcome: Option<Outcome>) -> Status {
    match outcome {
        None => Status::Playing,
        Some(Outcome::Win { winner, reason }) => Status::Won { winner, reason },
        Some(Outcome::Draw(reason)) => Status::Drawn(reason),
    }
}

/// The status in words.
pub(super) fn status_text(language: Language, position: &Position, outcome: Option<Outcome>) -> String {
    match outcome {
        None => {
            let msg = if position.is_check() { Msg::StatusInCheck } else { Msg::StatusToMove };
            tr(language, msg, &[("color", color_id(position.turn()))])
        }
        Some(Outcome::Win { winner, reason }) => {
            let args = [("winner", color_id(winner)), ("loser", color_id(!winner))];
            let msg = match reason {
                WinReason::Checkmate => Msg::StatusCheckmate,
                WinReason::Resignation => Msg::StatusResignation,
                WinReason::Timeout => Msg::StatusTimeout,
            };
            tr(language, msg, &args)
        }
        Some(Outcome::Draw(reason)) => {
            let msg = match reason {
                DrawReason::Stalemate => Msg::StatusStalemate,
                DrawReason::Agreement => Msg::StatusAgreement,
                DrawReason::ThreefoldRepetition => Msg::StatusThreefold,
                DrawReason::FivefoldRepetition => Msg::StatusFivefold,
                DrawReason::FiftyMoves => Msg::StatusFiftyMoves,
                DrawReason::SeventyFiveMoves => Msg::StatusSeventyFiveMoves,
                DrawReason::InsufficientMaterial => Msg::StatusInsufficientMaterial,
                DrawReason::TimeoutVsInsufficientMaterial => {
                    let loser = position.turn();
                    return tr(
                        language,
                        Msg::StatusTimeoutDraw,
                        &[("loser", color_id(loser)), ("winner", color_id(!loser))],
                    );
                }
            };
            tr(language, msg, &[])
        }
    }
}

/// A why-not reason in words.
pub(super) fn reason_text(language: Language, reason: &IllegalMoveReason) -> String {
    use IllegalMoveReason as R;
    let name = |role: Role| text(role_name(language, role));
    let piece = |piece: &Piece| text(role_name(language, piece.role));
    let sq = |square: &Square| text(square.to_string());
    let (msg, args): (Msg, Vec<(&str, Arg)>) = match reason {
        R::SameSquare { square } => (Msg::WhyNotSameSquare, vec![("square", sq(square))]),
        R::NoPiece { square } => (Msg::WhyNotNoPiece, vec![("square", sq(square))]),
        R::NotYourPiece { square, piece: p } => {
            (Msg::WhyNotNotYourPiece, vec![("square", sq(square)), ("piece", piece(p)), ("color", color_id(!p.color))])
        }
        R::OwnPieceOnTarget { square, piece: p } => {
            (Msg::WhyNotOwnPiece, vec![("square", sq(square)), ("piece", piece(p))])
        }
        R::CannotMoveLikeThat { role, from, to } => (
            Msg::WhyNotCannotMoveLikeThat,
            vec![("piece", name(*role)), ("role", text(role_id(*role))), ("from", sq(from)), ("to", sq(to))],
        ),
        R::PathBlocked { role, blocker, blocker_square } => (
            Msg::WhyNotPathBlocked,
            vec![("piece", name(*role)), ("blocker", piece(blocker)), ("square", sq(blocker_square))],
        ),
        R::PawnCannotMoveBackward => (Msg::WhyNotPawnBackward, vec![]),
        R::PawnDoubleStepOnlyFromStart { from } => (Msg::WhyNotPawnDoubleStep, vec![("square", sq(from))]),
        R::PawnCannotCaptureStraight { to, piece: p } => {
            (Msg::WhyNotPawnCaptureStraight, vec![("square", sq(to)), ("blocker", piece(p))])
        }
        R::PawnCannotMoveDiagonallyToEmpty { to } => (Msg::WhyNotPawnDiagonalEmpty, vec![("square", sq(to))]),
        R::EnPassantExpired { pawn_square } => (Msg::WhyNotEnPassantExpired, vec![("square", sq(pawn_square))]),
        R::MovesIntoCheck { to, attacker, attacker_square } => (
            Msg::WhyNotMovesIntoCheck,
            vec![("square", sq(to)), ("attacker", piece(attacker)), ("attacker-square", sq(attacker_square))],
        ),
        R::DoubleCheck { checker, checker_square, other_checker, other_checker_square } => (
            Msg::WhyNotDoubleCheck,
            vec![
                ("attacker", piece(checker)),
                ("attacker-square", sq(checker_square)),
                ("other", piece(other_checker)),
                ("other-square", sq(other_checker_square)),
            ],
        ),
        R::KeepsKingInCheck { checker, checker_square } => {
            (Msg::WhyNotKeepsKingInCheck, vec![("attacker", piece(checker)), ("attacker-square", sq(checker_square))])
        }
        R::Pinned { role, piece_square, pinner, pinner_square } => (
            Msg::WhyNotPinned,
            vec![
                ("piece", name(*role)),
                ("square", sq(piece_square)),
                ("attacker", piece(pinner)),
                ("attacker-square", sq(pinner_square)),
            ],
        ),
        R::ExposesKing { attacker, attacker_square } => {
            (Msg::WhyNotExposesKing, vec![("attacker", piece(attacker)), ("attacker-square", sq(attacker_square))])
        }
        R::CastlingRightLost { side, cause } => {
            let cause = match cause {
                CastlingLoss::KingMoved => "king-moved",
                CastlingLoss::RookMoved => "rook-moved",
                CastlingLoss::RookCaptured => "rook-captured",
                CastlingLoss::Unknown => "unknown",
            };
            (Msg::WhyNotCastlingRightLost, vec![("side", side_id(*side)), ("cause", text(cause))])
        }
        R::CastlingWhileInCheck { attacker, attacker_square, .. } => {
            (Msg::WhyNotCastlingInCheck, vec![("attacker", piece(attacker)), ("attacker-square", sq(attacker_square))])
        }
        R::CastlingPathBlocked { side, blocker, blocker_square } => (
            Msg::WhyNotCastlingBlocked,
            vec![("side", side_id(*side)), ("blocker", piece(blocker)), ("square", sq(blocker_square))],
        ),
        R::CastlingThroughCheck { side, square, attacker, attacker_square } => (
            Msg::WhyNotCastlingThroughCheck,
            vec![
                ("side", side_id(*side)),
                ("square", sq(square)),
                ("attacker", piece(attacker)),
                ("attacker-square", sq(attacker_square)),
            ],
        ),
        R::CastlingIntoCheck { side, square, attacker, attacker_square } => (
            Msg::WhyNotCastlingIntoCheck,
            vec![
                ("side", side_id(*side)),
                ("square", sq(square)),
                ("attacker", piece(attacker)),
                ("attacker-square", sq(attacker_square)),
            ],
        ),
        R::CastleOntoRook { side, rook } => {
            (Msg::WhyNotCastleOntoRook, vec![("side", side_id(*side)), ("square", sq(rook))])
        }
        R::PromotionPieceRequired { to } => (Msg::WhyNotPromotionRequired, vec![("square", sq(to))]),
        R::PromotionNotAllowed { role } => (Msg::WhyNotPromotionNotAllowed, vec![("piece", name(*role))]),
        R::CannotPromoteTo { role } => (Msg::WhyNotCannotPromoteTo, vec![("piece", name(*role))]),
    };
    tr(language, msg, &args)
}

/// A move in words for screen readers: "Knight from g1 to f3, check".
pub(super) fn spoken_move(language: Language, before: &Position, mv: Move) -> String {
    let after = before.after(mv);
    let role = before.role_at(mv.from).unwrap_or(Role::Pawn);
    let mut words = if before.is_castling(mv) {
        let msg = match before.castling_squares(mv).0 {
            CastlingSide::KingSide => Msg::SpokenCastleKingSide,
            CastlingSide::QueenSide => Msg::SpokenCastleQueenSide,
        };
        tr(language, msg, &[])
    } else {
        let mut args = vec![
            ("piece", text(capitalised(&role_name(language, role)))),
            ("from", text(mv.from.to_string())),
            ("to", text(mv.to.to_string())),
        ];
        let words = match before.captured_role(mv) {
            Some(captured) => {
                args.push(("captured", text(role_name(language, captured))));
                tr(language, Msg::SpokenCapture, &args)
            }
            None => tr(language, Msg::SpokenMove, &args),
        };
        if before.is_en_passant(mv) { tr(language, Msg::SpokenEnPassant, &[("move", text(words))]) } else { words }
    };
    if let Some(promoted) = mv.promotion {
        words = tr(
            language,
            Msg::SpokenPromotion,
            &[("move", text(words)), ("promoted", text(role_name(language, promoted)))],
        );
    }
    if after.is_checkmate() {
        words = tr(language, Msg::SpokenCheckmate, &[("move", text(words))]);
    } else if after.is_check() {
        words = tr(language, Msg::SpokenCheck, &[("move", text(words))]);
    }
    words
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

impl GameSession {
    /// Everything the screen shows now (`now_ms` for the clocks).
    pub fn view(&self, now_ms: u64) -> BoardView {
        let language = self.settings.language;
        let position = *self.game.position();
        let outcome = self.game.outcome();
        let legal = position.legal_moves();
        let last = self.game.moves().last().copied().map(|mv| {
            let before = self.game.positions()[self.game.moves().len() - 1];
            let to = if before.is_castling(mv) { before.castling_squares(mv).1 } else { mv.to };
            (before, mv, to)
        });
        let checked_king = position.is_check().then(|| position.king(position.turn()));
        let mut squares: Vec<SquareView> = Square::ALL
            .into_iter()
            .map(|square| {
                let piece = position.piece_at(square);
                let label = match piece {
                    Some(p) => tr(
                        language,
                        Msg::SquarePiece,
                        &[
                            ("square", text(square.to_string())),
                            ("color", color_id(p.color)),
                            ("piece", text(role_name(language, p.role))),
                        ],
                    ),
                    None => tr(language, Msg::SquareEmpty, &[("square", text(square.to_string()))]),
                };
                SquareView {
                    square,
                    piece,
                    selected: self.selected == Some(square),
                    legal_target: false,
                    capture_target: false,
                    last_move: last.is_some_and(|(_, mv, to)| mv.from == square || to == square),
                    checked_king: checked_king == Some(square),
                    hint: self.hint == Some(square),
                    label,
                }
            })
            .collect();
        if let Some(from) = self.selected {
            for mv in legal.iter().filter(|mv| mv.from == from) {
                let target = if position.is_castling(*mv) {
                    let king_to = position.castling_squares(*mv).1;
                    if king_to == from { mv.to } else { king_to }
                } else {
                    mv.to
                };
                let view = &mut squares[target.index()];
                if position.is_capture(*mv) {
                    view.capture_target = true;
                } else {
                    view.legal_target = true;
                }
            }
        }
        let humans_turn = self.humans_turn();
        let playing = outcome.is_none();
        BoardView {
            squares,
            orientation: self.orientation(),
            side_to_move: position.turn(),
            status: status(outcome),
            status_text: if self.computer_thinking() {
                tr(language, Msg::ComputerThinking, &[])
            } else {
                status_text(language, &position, outcome)
            },
            moves: self.move_rows(),
            captured: self.captured(),
            clocks: self.clock.map(|clock| ClocksView {
                white_ms: clock.remaining_ms(Color::White, now_ms),
                black_ms: clock.remaining_ms(Color::Black, now_ms),
                running: clock.running(),
                paused: self.paused,
            }),
            pending_promotion: self.pending_promotion.map(|(from, to)| PromotionView {
                from,
                to,
                choices: Role::PROMOTIONS.to_vec(),
            }),
            draw_offer: self.draw_offer,
            draw_offer_text: self.draw_offer.map(|color| tr(language, Msg::DrawOffered, &[("color", color_id(color))])),
            refusal: self.refusal.as_ref().map(|refusal| RefusalView {
                text: reason_text(language, &refusal.reason),
                card_id: refusal.reason.card_id().to_owned(),
                from: refusal.from,
                to: refusal.to,
            }),
            buttons: Buttons {
                undo: self.undo_plies() > 0,
                redo: !self.redo.is_empty() && humans_turn,
                offer_draw: playing && self.draw_offer.is_none(),
                answer_draw: playing && self.draw_offer.is_some(),
                resign: playing,
                hint: playing && humans_turn && !self.paused,
            },
            computer_thinking: self.computer_thinking(),
            computer_level: match self.settings.opponent {
                Opponent::Computer { level, .. } => Some(level),
                Opponent::PassAndPlay { .. } => None,
            },
            spoken_last_move: last.map(|(before, mv, _)| spoken_move(language, &before, mv)),
            fifty_move_text: (playing && position.halfmove_clock() >= 60).then(|| {
                let moves = (100 - position.halfmove_clock().min(100)).div_ceil(2);
                tr(language, Msg::FiftyMoveCounter, &[("moves", Arg::Number(moves.into()))])
            }),
            repetition_text: (self.game.repetitions() >= 2).then(|| {
                tr(language, Msg::RepetitionCounter, &[("count", Arg::Number(self.game.repetitions() as i64))])
            }),
        }
    }

    fn move_rows(&self) -> Vec<MoveRow> {
        let mut rows: Vec<MoveRow> = Vec::new();
        for (position, mv) in self.game.positions().iter().zip(self.game.moves()) {
            let san = position.san(*mv);
            let number = position.fullmove_number();
            match position.turn() {
                Color::White => rows.push(MoveRow { number, white: Some(san), black: None }),
                Color::Black => match rows.last_mut() {
                    Some(row) if row.number == number && row.black.is_none() => row.black = Some(san),
                    _ => rows.push(MoveRow { number, white: None, black: Some(san) }),
                },
            }
        }
        rows
    }

    fn captured(&self) -> CapturedView {
        let mut view = CapturedView::default();
        for (position, mv) in self.game.positions().iter().zip(self.game.moves()) {
            if let Some(role) = position.captured_role(*mv) {
                match position.turn() {
                    Color::White => view.by_white.push(role),
                    Color::Black => view.by_black.push(role),
                }
            }
        }
        let position = self.game.position();
        let material = |color: Color| -> i32 {
            Role::ALL.into_iter().map(|role| role.value() as i32 * position.pieces(color, role).count() as i32).sum()
        };
        view.material_difference = material(Color::White) - material(Color::Black);
        view
    }
}
