//! The board view as records the shells receive: plain values, squares as indices 0 (a1) to 63 (h8).

use ply_core::engine::Level as CoreLevel;
use ply_core::rules::{Color, DrawReason, Piece as CorePiece, Role, Square, WinReason};
use ply_core::session as core;

/// A side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Color> for Side {
    fn from(color: Color) -> Side {
        match color {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// A kind of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PieceKind {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl From<Role> for PieceKind {
    fn from(role: Role) -> PieceKind {
        match role {
            Role::Pawn => PieceKind::Pawn,
            Role::Knight => PieceKind::Knight,
            Role::Bishop => PieceKind::Bishop,
            Role::Rook => PieceKind::Rook,
            Role::Queen => PieceKind::Queen,
            Role::King => PieceKind::King,
        }
    }
}

impl From<PieceKind> for Role {
    fn from(kind: PieceKind) -> Role {
        match kind {
            PieceKind::Pawn => Role::Pawn,
            PieceKind::Knight => Role::Knight,
            PieceKind::Bishop => Role::Bishop,
            PieceKind::Rook => Role::Rook,
            PieceKind::Queen => Role::Queen,
            PieceKind::King => Role::King,
        }
    }
}

/// A piece of one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Piece {
    /// Whose.
    pub side: Side,
    /// What.
    pub kind: PieceKind,
}

impl From<CorePiece> for Piece {
    fn from(piece: CorePiece) -> Piece {
        Piece { side: piece.color.into(), kind: piece.role.into() }
    }
}

/// The computer's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Level {
    /// For someone who has just learnt the moves.
    Beginner,
    /// For a casual player.
    Easy,
    /// For a club beginner.
    Normal,
    /// For a club player.
    Hard,
    /// Full strength.
    Expert,
}

impl From<Level> for CoreLevel {
    fn from(level: Level) -> CoreLevel {
        match level {
            Level::Beginner => CoreLevel::Beginner,
            Level::Easy => CoreLevel::Easy,
            Level::Normal => CoreLevel::Normal,
            Level::Hard => CoreLevel::Hard,
            Level::Expert => CoreLevel::Expert,
        }
    }
}

impl From<CoreLevel> for Level {
    fn from(level: CoreLevel) -> Level {
        match level {
            CoreLevel::Beginner => Level::Beginner,
            CoreLevel::Easy => Level::Easy,
            CoreLevel::Normal => Level::Normal,
            CoreLevel::Hard => Level::Hard,
            CoreLevel::Expert => Level::Expert,
        }
    }
}

/// How a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum WinKind {
    /// Checkmate.
    Checkmate,
    /// The loser resigned.
    Resignation,
    /// The loser's time ran out.
    Timeout,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DrawKind {
    /// No legal move and not in check.
    Stalemate,
    /// Both players agreed.
    Agreement,
    /// The same position three times.
    ThreefoldRepetition,
    /// The same position five times.
    FivefoldRepetition,
    /// Fifty moves without capture or pawn move.
    FiftyMoves,
    /// Seventy-five moves without capture or pawn move.
    SeventyFiveMoves,
    /// Nobody can mate.
    InsufficientMaterial,
    /// A flag fell but the opponent could not mate.
    TimeoutVsInsufficientMaterial,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameStatus {
    /// The game goes on.
    Playing,
    /// Someone won.
    Won {
        /// The winner.
        winner: Side,
        /// How.
        reason: WinKind,
    },
    /// Drawn.
    Drawn {
        /// Why.
        reason: DrawKind,
    },
}

impl From<core::Status> for GameStatus {
    fn from(status: core::Status) -> GameStatus {
        match status {
            core::Status::Playing => GameStatus::Playing,
            core::Status::Won { winner, reason } => GameStatus::Won {
                winner: winner.into(),
                reason: match reason {
                    WinReason::Checkmate => WinKind::Checkmate,
                    WinReason::Resignation => WinKind::Resignation,
                    WinReason::Timeout => WinKind::Timeout,
                },
            },
            core::Status::Drawn(reason) => GameStatus::Drawn {
                reason: match reason {
                    DrawReason::Stalemate => DrawKind::Stalemate,
                    DrawReason::Agreement => DrawKind::Agreement,
                    DrawReason::ThreefoldRepetition => DrawKind::ThreefoldRepetition,
                    DrawReason::FivefoldRepetition => DrawKind::FivefoldRepetition,
                    DrawReason::FiftyMoves => DrawKind::FiftyMoves,
                    DrawReason::SeventyFiveMoves => DrawKind::SeventyFiveMoves,
                    DrawReason::InsufficientMaterial => DrawKind::InsufficientMaterial,
                    DrawReason::TimeoutVsInsufficientMaterial => DrawKind::TimeoutVsInsufficientMaterial,
                },
            },
        }
    }
}

/// One square as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SquareView {
    /// 0 (a1) to 63 (h8).
    pub index: u8,
    /// Its name, `e4`.
    pub name: String,
    /// The piece on it.
    pub piece: Option<Piece>,
    /// Selected by the player.
    pub selected: bool,
    /// The selected piece may move here.
    pub legal_target: bool,
    /// The selected piece may capture here.
    pub capture_target: bool,
    /// Part of the last move.
    pub last_move: bool,
    /// A king in check.
    pub checked_king: bool,
    /// The hint's square.
    pub hint: bool,
    /// What a screen reader says.
    pub label: String,
}

/// One row of the move list.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveRow {
    /// The move number.
    pub number: u32,
    /// White's move in SAN.
    pub white: Option<String>,
    /// Black's move in SAN.
    pub black: Option<String>,
}

/// Both clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ClocksView {
    /// White's time left, ms.
    pub white_ms: u64,
    /// Black's time left, ms.
    pub black_ms: u64,
    /// Whose clock runs.
    pub running: Option<Side>,
    /// Paused.
    pub paused: bool,
}

/// A promotion waiting for a choice.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PromotionView {
    /// The pawn's square.
    pub from: u8,
    /// The promotion square.
    pub to: u8,
    /// The choices, queen first.
    pub choices: Vec<PieceKind>,
}

/// Why the last attempt was refused.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RefusalView {
    /// In words.
    pub text: String,
    /// The rule card that explains it.
    pub card_id: String,
    /// From.
    pub from: u8,
    /// To.
    pub to: u8,
}

/// Which buttons may be pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Buttons {
    /// Undo.
    pub undo: bool,
    /// Redo.
    pub redo: bool,
    /// Offer a draw.
    pub offer_draw: bool,
    /// Accept or decline an offer.
    pub answer_draw: bool,
    /// Resign.
    pub resign: bool,
    /// Hint.
    pub hint: bool,
}

/// Everything the screen shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BoardView {
    /// The 64 squares, a1 first.
    pub squares: Vec<SquareView>,
    /// The side at the bottom of the screen.
    pub bottom: Side,
    /// The far side is drawn upside down (face to face).
    pub top_upside_down: bool,
    /// Whose move.
    pub side_to_move: Side,
    /// Where the game stands.
    pub status: GameStatus,
    /// The status in words.
    pub status_text: String,
    /// The moves in SAN.
    pub moves: Vec<MoveRow>,
    /// Black's pieces White took.
    pub captured_by_white: Vec<PieceKind>,
    /// White's pieces Black took.
    pub captured_by_black: Vec<PieceKind>,
    /// White's material minus Black's (1, 3, 3, 5, 9).
    pub material_difference: i32,
    /// The clocks.
    pub clocks: Option<ClocksView>,
    /// A promotion waiting.
    pub pending_promotion: Option<PromotionView>,
    /// Who offers a draw.
    pub draw_offer: Option<Side>,
    /// The offer in words.
    pub draw_offer_text: Option<String>,
    /// Why the last attempt was refused.
    pub refusal: Option<RefusalView>,
    /// What the buttons may do.
    pub buttons: Buttons,
    /// The computer is thinking.
    pub computer_thinking: bool,
    /// The computer's level.
    pub computer_level: Option<Level>,
    /// The last move for screen readers.
    pub spoken_last_move: Option<String>,
    /// The fifty-move counter, once it matters.
    pub fifty_move_text: Option<String>,
    /// Repetitions of the current position, when more than one.
    pub repetition_text: Option<String>,
}

/// A square's index across the boundary: 0 (a1) to 63 (h8).
pub(crate) fn index(square: Square) -> u8 {
    square.index() as u8
}

/// One square of the core's view as a record.
pub(crate) fn square_view(s: core::SquareView) -> SquareView {
    SquareView {
        index: index(s.square),
        name: s.square.to_string(),
        piece: s.piece.map(Piece::from),
        selected: s.selected,
        legal_target: s.legal_target,
        capture_target: s.capture_target,
        last_move: s.last_move,
        checked_king: s.checked_king,
        hint: s.hint,
        label: s.label,
    }
}

impl From<core::BoardView> for BoardView {
    fn from(view: core::BoardView) -> BoardView {
        BoardView {
            squares: view.squares.into_iter().map(square_view).collect(),
            bottom: view.orientation.bottom.into(),
            top_upside_down: view.orientation.top_upside_down,
            side_to_move: view.side_to_move.into(),
            status: view.status.into(),
            status_text: view.status_text,
            moves: view
                .moves
                .into_iter()
                .map(|r| MoveRow { number: r.number, white: r.white, black: r.black })
                .collect(),
            captured_by_white: view.captured.by_white.into_iter().map(PieceKind::from).collect(),
            captured_by_black: view.captured.by_black.into_iter().map(PieceKind::from).collect(),
            material_difference: view.captured.material_difference,
            clocks: view.clocks.map(|c| ClocksView {
                white_ms: c.white_ms,
                black_ms: c.black_ms,
                running: c.running.map(Side::from),
                paused: c.paused,
            }),
            pending_promotion: view.pending_promotion.map(|p| PromotionView {
                from: index(p.from),
                to: index(p.to),
                choices: p.choices.into_iter().map(PieceKind::from).collect(),
            }),
            draw_offer: view.draw_offer.map(Side::from),
            draw_offer_text: view.draw_offer_text,
            refusal: view.refusal.map(|r| RefusalView {
                text: r.text,
                card_id: r.card_id,
                from: index(r.from),
                to: index(r.to),
            }),
            buttons: Buttons {
                undo: view.buttons.undo,
                redo: view.buttons.redo,
                offer_draw: view.buttons.offer_draw,
                answer_draw: view.buttons.answer_draw,
                resign: view.buttons.resign,
                hint: view.buttons.hint,
            },
            computer_thinking: view.computer_thinking,
            computer_level: view.computer_level.map(Level::from),
            spoken_last_move: view.spoken_last_move,
            fifty_move_text: view.fifty_move_text,
            repetition_text: view.repetition_text,
        }
    }
}
