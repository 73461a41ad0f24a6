//! Builds the [`BoardView`] from a session: marks, texts in the player's language, move list,
//! captures and buttons.

use super::view::{
    BoardView, Buttons, CapturedView, ClocksView, MoveRow, PromotionView, RefusalView, SquareView, Status,
};
use super::{GameSession, Opponent};
use crate::i18n::{Arg, Language, Msg, tr};
use crate::rules::{
    CastlingLoss, CastlingSide, Color, DrawReason, IllegalMoveReason, Move, Outcome, Position, Role, Square, WinReason,
};

/// A colour as the identifier messages select on.
pub(crate) fn color_id(color: Color) -> Arg {
    Arg::text(color.name())
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

/// A piece named in a message: its noun in `language` as the argument `name`, and its role's id
/// as `id_name` (by convention `name` followed by `-role`), for languages that decline the noun or
/// make other words agree with its gender.
pub(crate) fn noun(
    language: Language,
    name: &'static str,
    id_name: &'static str,
    role: Role,
) -> [(&'static str, Arg); 2] {
    [(name, Arg::text(role_name(language, role))), (id_name, Arg::text(Role::name(role)))]
}

/// A castling side as the identifier messages select on.
pub(crate) fn side_id(side: CastlingSide) -> Arg {
    Arg::text(match side {
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

/// A why-not reason in words, as the game's refusal and the practice boards' feedback give it.
pub(super) fn reason_text(language: Language, reason: &IllegalMoveReason) -> String {
    use IllegalMoveReason as R;
    let piece = |role: Role| noun(language, "piece", "piece-role", role);
    let attacker = |role: Role| noun(language, "attacker", "attacker-role", role);
    let blocker = |role: Role| noun(language, "blocker", "blocker-role", role);
    let sq = |name: &'static str, square: &Square| (name, Arg::text(square.to_string()));
    let (msg, args): (Msg, Vec<(&str, Arg)>) = match reason {
        R::SameSquare { square } => (Msg::WhyNotSameSquare, vec![sq("square", square)]),
        R::NoPiece { square } => (Msg::WhyNotNoPiece, vec![sq("square", square)]),
        R::NotYourPiece { square, piece: p } => (
            Msg::WhyNotNotYourPiece,
            [&piece(p.role)[..], &[sq("square", square), ("color", color_id(!p.color))]].concat(),
        ),
        R::OwnPieceOnTarget { square, piece: p } => {
            (Msg::WhyNotOwnPiece, [&piece(p.role)[..], &[sq("square", square)]].concat())
        }
        R::CannotMoveLikeThat { role, from, to } => (
            Msg::WhyNotCannotMoveLikeThat,
            [&piece(*role)[..], &[("role", Arg::text(Role::name(*role))), sq("from", from), sq("to", to)]].concat(),
        ),
        R::PathBlocked { role, blocker: b, blocker_square } => {
            (Msg::WhyNotPathBlocked, [&piece(*role)[..], &blocker(b.role), &[sq("square", blocker_square)]].concat())
        }
        R::PawnCannotMoveBackward => (Msg::WhyNotPawnBackward, vec![]),
        R::PawnDoubleStepOnlyFromStart { from } => (Msg::WhyNotPawnDoubleStep, vec![sq("square", from)]),
        R::PawnCannotCaptureStraight { to, piece: p } => {
            (Msg::WhyNotPawnCaptureStraight, [&blocker(p.role)[..], &[sq("square", to)]].concat())
        }
        R::PawnCannotMoveDiagonallyToEmpty { to } => (Msg::WhyNotPawnDiagonalEmpty, vec![sq("square", to)]),
        R::EnPassantExpired { pawn_square } => (Msg::WhyNotEnPassantExpired, vec![sq("square", pawn_square)]),
        R::MovesIntoCheck { to, attacker: a, attacker_square } => (
            Msg::WhyNotMovesIntoCheck,
            [&attacker(a.role)[..], &[sq("square", to), sq("attacker-square", attacker_square)]].concat(),
        ),
        R::DoubleCheck { checker, checker_square, other_checker, other_checker_square } => (
            Msg::WhyNotDoubleCheck,
            [
                &attacker(checker.role)[..],
                &noun(language, "other", "other-role", other_checker.role),
                &[sq("attacker-square", checker_square), sq("other-square", other_checker_square)],
            ]
            .concat(),
        ),
        R::KeepsKingInCheck { checker, checker_square } => (
            Msg::WhyNotKeepsKingInCheck,
            [&attacker(checker.role)[..], &[sq("attacker-square", checker_square)]].concat(),
        ),
        R::Pinned { role, piece_square, pinner, pinner_square } => (
            Msg::WhyNotPinned,
            [
                &piece(*role)[..],
                &attacker(pinner.role),
                &[sq("square", piece_square), sq("attacker-square", pinner_square)],
            ]
            .concat(),
        ),
        R::ExposesKing { attacker: a, attacker_square } => {
            (Msg::WhyNotExposesKing, [&attacker(a.role)[..], &[sq("attacker-square", attacker_square)]].concat())
        }
        R::CastlingRightLost { side, cause } => {
            let cause = match cause {
                CastlingLoss::KingMoved => "king-moved",
                CastlingLoss::RookMoved => "rook-moved",
                CastlingLoss::RookCaptured => "rook-captured",
                CastlingLoss::Unknown => "unknown",
            };
            (Msg::WhyNotCastlingRightLost, vec![("side", side_id(*side)), ("cause", Arg::text(cause))])
        }
        R::CastlingWhileInCheck { attacker: a, attacker_square, .. } => {
            (Msg::WhyNotCastlingInCheck, [&attacker(a.role)[..], &[sq("attacker-square", attacker_square)]].concat())
        }
        R::CastlingPathBlocked { side, blocker: b, blocker_square } => (
            Msg::WhyNotCastlingBlocked,
            [&blocker(b.role)[..], &[("side", side_id(*side)), sq("square", blocker_square)]].concat(),
        ),
        R::CastlingThroughCheck { side, square, attacker: a, attacker_square } => (
            Msg::WhyNotCastlingThroughCheck,
            [
                &attacker(a.role)[..],
                &[("side", side_id(*side)), sq("square", square), sq("attacker-square", attacker_square)],
            ]
            .concat(),
        ),
        R::CastlingIntoCheck { side, square, attacker: a, attacker_square } => (
            Msg::WhyNotCastlingIntoCheck,
            [
                &attacker(a.role)[..],
                &[("side", side_id(*side)), sq("square", square), sq("attacker-square", attacker_square)],
            ]
            .concat(),
        ),
        R::CastleOntoRook { side, rook } => {
            (Msg::WhyNotCastleOntoRook, vec![("side", side_id(*side)), sq("square", rook)])
        }
        R::PromotionPieceRequired { to } => (Msg::WhyNotPromotionRequired, vec![sq("square", to)]),
        R::PromotionNotAllowed { role } => (Msg::WhyNotPromotionNotAllowed, piece(*role).to_vec()),
        R::CannotPromoteTo { role } => (Msg::WhyNotCannotPromoteTo, piece(*role).to_vec()),
    };
    tr(language, msg, &args)
}

/// The 64 squares of `position`, a1 to h8, with their pieces and screen-reader labels and no marks.
pub(crate) fn square_views(language: Language, position: &Position) -> Vec<SquareView> {
    Square::ALL
        .into_iter()
        .map(|square| {
            let piece = position.piece_at(square);
            let name = ("square", Arg::text(square.to_string()));
            let label = match piece {
                Some(p) => tr(
                    language,
                    Msg::SquarePiece,
                    &[&noun(language, "piece", "piece-role", p.role)[..], &[name, ("color", color_id(p.color))]]
                        .concat(),
                ),
                None => tr(language, Msg::SquareEmpty, &[name]),
            };
            SquareView {
                square,
                piece,
                selected: false,
                legal_target: false,
                capture_target: false,
                last_move: false,
                checked_king: false,
                hint: false,
                label,
            }
        })
        .collect()
}

/// Marks where the piece on `from` may go: a dot on each square it may move to, a ring on each
/// capture; a castling king's dot goes on the square it lands on (or its rook's, in Chess960 when
/// the king stays put).
pub(crate) fn mark_targets(position: &Position, from: Square, squares: &mut [SquareView]) {
    for mv in position.legal_moves().iter().filter(|mv| mv.from == from) {
        let target = if position.is_castling(*mv) {
            let king_to = position.castling_squares(*mv).1;
            if king_to == from { mv.to } else { king_to }
        } else {
            mv.to
        };
        let Some(view) = squares.get_mut(target.index()) else { continue };
        if position.is_capture(*mv) {
            view.capture_target = true;
        } else {
            view.legal_target = true;
        }
    }
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
            ("piece", Arg::text(capitalised(&role_name(language, role)))),
            ("piece-role", Arg::text(Role::name(role))),
            ("from", Arg::text(mv.from.to_string())),
            ("to", Arg::text(mv.to.to_string())),
        ];
        let words = match before.captured_role(mv) {
            Some(captured) => {
                args.extend(noun(language, "captured", "captured-role", captured));
                tr(language, Msg::SpokenCapture, &args)
            }
            None => tr(language, Msg::SpokenMove, &args),
        };
        if before.is_en_passant(mv) { tr(language, Msg::SpokenEnPassant, &[("move", Arg::text(words))]) } else { words }
    };
    if let Some(promoted) = mv.promotion {
        words = tr(
            language,
            Msg::SpokenPromotion,
            &[&[("move", Arg::text(words))][..], &noun(language, "promoted", "promoted-role", promoted)].concat(),
        );
    }
    if after.is_checkmate() {
        words = tr(language, Msg::SpokenCheckmate, &[("move", Arg::text(words))]);
    } else if after.is_check() {
        words = tr(language, Msg::SpokenCheck, &[("move", Arg::text(words))]);
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
        let last = self.game.moves().last().copied().map(|mv| {
            let before = self.game.positions()[self.game.moves().len() - 1];
            let to = if before.is_castling(mv) { before.castling_squares(mv).1 } else { mv.to };
            (before, mv, to)
        });
        let checked_king = position.is_check().then(|| position.king(position.turn()));
        let mut squares = square_views(language, &position);
        for view in &mut squares {
            let square = view.square;
            view.selected = self.selected == Some(square);
            view.last_move = last.is_some_and(|(_, mv, to)| mv.from == square || to == square);
            view.checked_king = checked_king == Some(square);
            view.hint = self.hint == Some(square);
        }
        if let Some(from) = self.selected {
            mark_targets(&position, from, &mut squares);
        }
        let humans_turn = self.humans_turn();
        let playing = outcome.is_none();
        let repetitions = self.game.repetitions();
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
            repetition_text: (repetitions >= 2)
                .then(|| tr(language, Msg::RepetitionCounter, &[("count", Arg::Number(repetitions as i64))])),
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
