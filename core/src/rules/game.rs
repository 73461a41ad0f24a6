//! A game: a start position, the moves played, and how it ended.

use std::fmt;

use thiserror::Error;

use super::{CastlingLoss, CastlingSide, Color, IllegalMoveReason, Move, Position, Role, Square, chess960};

/// How a decisive game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser's king was checkmated.
    Checkmate,
    /// The loser resigned.
    Resignation,
    /// The loser's flag fell while the winner could still mate.
    Timeout,
}

/// Why a game was drawn. Each way to draw is its own variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Both players agreed to a draw.
    Agreement,
    /// The same position occurred for the third time (applied automatically).
    ThreefoldRepetition,
    /// Fifty moves by each side without a capture or a pawn move (applied automatically).
    FiftyMoves,
    /// The same position occurred for the fifth time: under FIDE rules this ends the game even
    /// when nobody claims the threefold repetition.
    FivefoldRepetition,
    /// Seventy-five moves by each side without a capture or pawn move: under FIDE rules this ends
    /// the game even when nobody claims the fifty-move rule.
    SeventyFiveMoves,
    /// Neither side has the pieces left to checkmate.
    InsufficientMaterial,
    /// A flag fell, but the opponent could not checkmate by any series of moves.
    TimeoutVsInsufficientMaterial,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    pub fn winner(&self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let how = match reason {
                    WinReason::Checkmate => "by checkmate",
                    WinReason::Resignation => "by resignation",
                    WinReason::Timeout => "on time",
                };
                write!(f, "{winner} wins {how}")
            }
            Outcome::Draw(reason) => f.write_str(match reason {
                DrawReason::Stalemate => "draw by stalemate",
                DrawReason::Agreement => "draw by agreement",
                DrawReason::ThreefoldRepetition => "draw by threefold repetition",
                DrawReason::FiftyMoves => "draw by the fifty-move rule",
                DrawReason::FivefoldRepetition => "draw by fivefold repetition",
                DrawReason::SeventyFiveMoves => "draw by the seventy-five-move rule",
                DrawReason::InsufficientMaterial => "draw by insufficient material",
                DrawReason::TimeoutVsInsufficientMaterial => "draw: time ran out, but the opponent could not mate",
            }),
        }
    }
}

/// Which draws end a game by themselves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DrawRules {
    /// As Ply plays: a threefold repetition and the fifty-move rule end the game at once, so
    /// nobody has to know to claim them.
    #[default]
    Automatic,
    /// As FIDE writes them for play at a board: threefold repetition and fifty moves must be
    /// claimed (see [`Game::claim_draw`]); fivefold repetition and seventy-five moves end the game
    /// by themselves. Recorded games are read this way, since many play on past a draw nobody
    /// claimed.
    Claimable,
}

/// Why a move or an action was not accepted by a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// The game has already ended.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// A draw was claimed where neither threefold repetition nor the fifty-move rule applies.
    #[error("no draw can be claimed: the position has not occurred three times and fifty moves have not passed")]
    NoDrawToClaim,
    /// The move is not legal in the current position.
    #[error("that move is not legal: {reason}")]
    IllegalMove {
        /// The move that was refused.
        mv: Move,
        /// Why, as a teacher would say it.
        reason: IllegalMoveReason,
    },
}

/// A game of chess as it is played: the start position, the moves, every position on the way,
/// and the outcome, which is detected automatically after each move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    chess960: bool,
    draw_rules: DrawRules,
    moves: Vec<Move>,
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<Position>,
    outcome: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game of standard chess from the usual start.
    pub fn new() -> Game {
        Game::from_position(Position::new(), false)
    }

    /// A Chess960 game from the start position with this number.
    pub fn chess960(number: u16) -> Result<Game, chess960::Chess960NumberError> {
        Ok(Game::from_position(chess960::start_position(number)?, true))
    }

    /// A game from any position; `chess960` selects how castling is written and exported.
    ///
    /// A start position that is already over (mate, stalemate, dead) gives a game that is over.
    pub fn from_position(start: Position, chess960: bool) -> Game {
        let mut game = Game {
            chess960,
            draw_rules: DrawRules::Automatic,
            moves: Vec::new(),
            positions: vec![start],
            outcome: None,
        };
        game.outcome = game.automatic_outcome();
        game
    }

    /// The same game under other draw rules (set before any move is played).
    pub fn with_draw_rules(mut self, draw_rules: DrawRules) -> Game {
        self.draw_rules = draw_rules;
        self.outcome = self.automatic_outcome();
        self
    }

    /// The draw rules this game is played under.
    pub fn draw_rules(&self) -> DrawRules {
        self.draw_rules
    }

    /// The draw the side to move could claim now, under claimable draw rules: the threefold
    /// repetition or the fifty-move rule.
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        if self.outcome.is_some() {
            None
        } else if self.repetitions() >= 3 {
            Some(DrawReason::ThreefoldRepetition)
        } else if self.position().halfmove_clock() >= 100 {
            Some(DrawReason::FiftyMoves)
        } else {
            None
        }
    }

    /// Claims a threefold repetition or fifty-move draw, ending the game.
    pub fn claim_draw(&mut self) -> Result<DrawReason, GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::GameOver(outcome));
        }
        let reason = self.claimable_draw().ok_or(GameError::NoDrawToClaim)?;
        self.outcome = Some(Outcome::Draw(reason));
        Ok(reason)
    }

    /// Whether this is a Chess960 game.
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game, the start first and the current one last.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Plays a move, then checks whether the game ended by itself (mate, stalemate, a draw rule).
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::GameOver(outcome));
        }
        let mut next = *self.position();
        next.play(mv).map_err(|reason| GameError::IllegalMove { mv, reason: self.explain(reason) })?;
        self.moves.push(mv);
        self.positions.push(next);
        self.outcome = self.automatic_outcome();
        Ok(())
    }

    /// Takes back the last move; `None` at the start. The result is worked out again from the
    /// position, so a resignation, agreed draw or fallen flag is taken back too.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.outcome = self.automatic_outcome();
        Some(mv)
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.finish(Outcome::Win { winner: !color, reason: WinReason::Resignation })
    }

    /// Both players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.finish(Outcome::Draw(DrawReason::Agreement))
    }

    /// `color`'s time ran out: a loss, unless the opponent could not mate by any series of moves.
    pub fn flag_fell(&mut self, color: Color) -> Result<(), GameError> {
        let outcome = if self.position().can_checkmate(!color) {
            Outcome::Win { winner: !color, reason: WinReason::Timeout }
        } else {
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)
        };
        self.finish(outcome)
    }

    fn finish(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if let Some(existing) = self.outcome {
            return Err(GameError::GameOver(existing));
        }
        self.outcome = Some(outcome);
        Ok(())
    }

    /// Why no legal move goes from `from` to `to` now, or `None` if one does.
    ///
    /// Unlike [`Position::why_illegal`], a game knows its history, so a lost castling right is
    /// explained by the move that lost it.
    pub fn why_illegal(&self, from: Square, to: Square) -> Option<IllegalMoveReason> {
        self.position().why_illegal(from, to).map(|reason| self.explain(reason))
    }

    /// Fills in what the position alone cannot know: which move cost a castling right.
    fn explain(&self, reason: IllegalMoveReason) -> IllegalMoveReason {
        match reason {
            IllegalMoveReason::CastlingRightLost { side, cause: CastlingLoss::Unknown } => {
                IllegalMoveReason::CastlingRightLost { side, cause: self.castling_loss(side) }
            }
            other => other,
        }
    }

    /// The move of this game that took the side to move's right to castle to `side`.
    fn castling_loss(&self, side: CastlingSide) -> CastlingLoss {
        let color = self.position().turn();
        let lost_at = self
            .positions
            .windows(2)
            .rposition(|pair| pair[0].castling().has(color, side) && !pair[1].castling().has(color, side));
        let Some(index) = lost_at else { return CastlingLoss::Unknown };
        let (before, mv) = (&self.positions[index], self.moves[index]);
        let rook = before.castling().rook(color, side);
        if before.turn() == color && before.role_at(mv.from) == Some(Role::King) {
            CastlingLoss::KingMoved
        } else if before.turn() == color && Some(mv.from) == rook {
            CastlingLoss::RookMoved
        } else if before.turn() != color && Some(mv.to) == rook {
            CastlingLoss::RookCaptured
        } else {
            CastlingLoss::Unknown
        }
    }

    /// How many times the current position has occurred in this game, counting itself.
    pub fn repetitions(&self) -> usize {
        let current = self.position();
        // Only positions since the last capture or pawn move can repeat it.
        let window = current.halfmove_clock() as usize;
        self.positions.iter().rev().take(window + 1).filter(|p| p.is_repetition_of(current)).count()
    }

    /// The outcome the rules impose on the current position, whatever the players do.
    fn automatic_outcome(&self) -> Option<Outcome> {
        let position = self.position();
        if !position.has_legal_moves() {
            return Some(if position.is_check() {
                Outcome::Win { winner: !position.turn(), reason: WinReason::Checkmate }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        let (repetition, halfmoves) = match self.draw_rules {
            DrawRules::Automatic => ((3, DrawReason::ThreefoldRepetition), (100, DrawReason::FiftyMoves)),
            DrawRules::Claimable => ((5, DrawReason::FivefoldRepetition), (150, DrawReason::SeventyFiveMoves)),
        };
        if position.has_insufficient_material() {
            Some(Outcome::Draw(DrawReason::InsufficientMaterial))
        } else if position.halfmove_clock() >= halfmoves.0 {
            Some(Outcome::Draw(halfmoves.1))
        } else if self.repetitions() >= repetition.0 {
            Some(Outcome::Draw(repetition.1))
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square::*;

    fn play(game: &mut Game, moves: &[(super::super::Square, super::super::Square)]) {
        for &(from, to) in moves {
            game.play(Move::new(from, to)).unwrap();
        }
    }

    fn from_fen(fen: &str) -> Game {
        Game::from_position(Position::from_fen(fen).unwrap(), false)
    }

    #[test]
    fn fools_mate_ends_the_game_with_black_winning_by_checkmate() {
        let mut game = Game::new();
        play(&mut game, &[(F2, F3), (E7, E5), (G2, G4), (D8, H4)]);
        assert_eq!(game.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Checkmate }));
        assert_eq!(game.outcome().map(|o| o.result()), Some("0-1"));
        assert!(matches!(game.play(Move::new(E2, E3)), Err(GameError::GameOver(_))));
    }

    #[test]
    fn a_stalemate_is_a_draw() {
        let mut game = from_fen("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1");
        play(&mut game, &[(G1, G6)]);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
    }

    #[test]
    fn the_third_occurrence_of_a_position_draws_automatically() {
        let mut game = Game::new();
        let shuffle = [(G1, F3), (G8, F6), (F3, G1), (F6, G8)];
        play(&mut game, &shuffle);
        assert_eq!(game.repetitions(), 2);
        assert_eq!(game.outcome(), None);
        play(&mut game, &shuffle);
        assert_eq!(game.repetitions(), 3);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::ThreefoldRepetition)));
    }

    #[test]
    fn a_position_with_a_legal_en_passant_capture_differs_from_the_same_placement_without_it() {
        // c2-c4 next to the d4 pawn: the placement comes back later, but without the capture right.
        let mut game = from_fen("4k3/8/8/8/3p4/8/2P5/4K1N1 w - - 0 1");
        play(&mut game, &[(C2, C4)]);
        let with_en_passant = *game.position();
        assert_eq!(with_en_passant.ep_square(), Some(C3));
        play(&mut game, &[(E8, E7), (G1, F3), (E7, E8), (F3, G1)]);
        assert!(!game.position().is_repetition_of(&with_en_passant));
        assert_eq!(game.repetitions(), 1);
    }

    #[test]
    fn a_double_step_that_cannot_be_captured_en_passant_repeats_like_any_other_move() {
        let mut game = from_fen("4k3/8/8/8/8/8/2P5/4K1N1 w - - 0 1");
        play(&mut game, &[(C2, C4)]);
        assert_eq!(game.position().ep_square(), None);
        play(&mut game, &[(E8, E7), (G1, F3), (E7, E8), (F3, G1), (E8, E7), (G1, F3), (E7, E8), (F3, G1)]);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::ThreefoldRepetition)));
    }

    #[test]
    fn the_hundredth_half_move_without_capture_or_pawn_move_draws() {
        let mut game = from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        play(&mut game, &[(A1, A2)]);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::FiftyMoves)));
    }

    #[test]
    fn a_mate_on_the_hundredth_half_move_is_a_mate_not_a_draw() {
        let mut game = from_fen("k7/8/1K6/8/8/8/8/7R w - - 99 80");
        play(&mut game, &[(H1, H8)]);
        assert_eq!(game.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::Checkmate }));
    }

    #[test]
    fn capturing_the_last_pawn_into_king_and_knight_against_king_draws() {
        let mut game = from_fen("4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1");
        play(&mut game, &[(G1, F3)]);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::InsufficientMaterial)));
    }

    #[test]
    fn resignation_and_agreement_are_recorded() {
        let mut game = Game::new();
        game.resign(Color::White).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Resignation }));
        let mut game = Game::new();
        game.agree_draw().unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
        assert!(game.resign(Color::Black).is_err());
    }

    #[test]
    fn a_flag_falling_against_a_lone_king_is_a_draw() {
        let mut game = from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        game.flag_fell(Color::White).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)));
        let mut game = from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        game.flag_fell(Color::Black).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::Timeout }));
    }

    #[test]
    fn an_illegal_move_is_refused_with_its_reason_and_changes_nothing() {
        let mut game = Game::new();
        let refused = game.play(Move::new(E2, E5));
        let expected = IllegalMoveReason::CannotMoveLikeThat { role: Role::Pawn, from: E2, to: E5 };
        assert_eq!(refused, Err(GameError::IllegalMove { mv: Move::new(E2, E5), reason: expected }));
        assert!(game.moves().is_empty());
    }

    #[test]
    fn a_castling_right_lost_is_explained_by_the_king_move_that_lost_it() {
        let mut game = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        play(&mut game, &[(E1, F1), (E8, F8), (F1, E1), (F8, E8)]);
        let reason = game.why_illegal(E1, G1);
        assert_eq!(
            reason,
            Some(IllegalMoveReason::CastlingRightLost { side: CastlingSide::KingSide, cause: CastlingLoss::KingMoved })
        );
    }

    #[test]
    fn a_castling_right_lost_is_explained_by_the_rook_move_or_capture_that_lost_it() {
        let mut game = from_fen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
        play(&mut game, &[(G2, H1)]);
        assert_eq!(
            game.why_illegal(E1, G1),
            Some(IllegalMoveReason::CastlingRightLost {
                side: CastlingSide::KingSide,
                cause: CastlingLoss::RookCaptured
            })
        );
        play(&mut game, &[(A1, A2), (A8, B8), (A2, A1), (B8, A8), (A1, A2)]);
        assert_eq!(
            game.why_illegal(E8, C8),
            Some(IllegalMoveReason::CastlingRightLost {
                side: CastlingSide::QueenSide,
                cause: CastlingLoss::RookMoved
            })
        );
    }

    #[test]
    fn undo_takes_back_the_move_and_the_result_it_brought() {
        let mut game = Game::new();
        play(&mut game, &[(F2, F3), (E7, E5), (G2, G4), (D8, H4)]);
        assert_eq!(game.undo(), Some(Move::new(D8, H4)));
        assert_eq!(game.outcome(), None);
        assert_eq!(game.moves().len(), 3);
        game.resign(Color::White).unwrap();
        game.undo();
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn under_claimable_rules_a_threefold_repetition_goes_on_until_claimed() {
        let mut game = Game::new().with_draw_rules(DrawRules::Claimable);
        let shuffle = [(G1, F3), (G8, F6), (F3, G1), (F6, G8)];
        play(&mut game, &shuffle);
        assert_eq!(game.claim_draw(), Err(GameError::NoDrawToClaim));
        play(&mut game, &shuffle);
        assert_eq!(game.outcome(), None);
        assert_eq!(game.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
        play(&mut game, &shuffle);
        play(&mut game, &shuffle);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::FivefoldRepetition)));
    }

    #[test]
    fn under_claimable_rules_seventy_five_moves_end_the_game_by_themselves() {
        let mut game = from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").with_draw_rules(DrawRules::Claimable);
        play(&mut game, &[(A1, A2)]);
        assert_eq!(game.outcome(), None);
        assert_eq!(game.claim_draw(), Ok(DrawReason::FiftyMoves));
        let mut game = from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 149 100").with_draw_rules(DrawRules::Claimable);
        play(&mut game, &[(A1, A2)]);
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::SeventyFiveMoves)));
    }

    #[test]
    fn a_chess960_game_starts_from_its_numbered_position() {
        let game = Game::chess960(0).unwrap();
        assert!(game.is_chess960());
        assert_eq!(game.start().fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        assert!(Game::chess960(960).is_err());
    }
}
