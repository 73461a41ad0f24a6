//! The `BoardView`: everything a screen shows about a game, computed by the core so the shells
//! only draw it.

use crate::engine::Level;
use crate::rules::{Color, DrawReason, Piece, Role, Square, WinReason};

/// How the board is turned and whether the far side is drawn upside down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardOrientation {
    /// The side whose first rank is at the bottom of the screen.
    pub bottom: Color,
    /// Face to face on a table: the far side's pieces, clock and captures are drawn upside down.
    pub top_upside_down: bool,
}

/// One square as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareView {
    /// Which square.
    pub square: Square,
    /// The piece on it.
    pub piece: Option<Piece>,
    /// The player has selected the piece here.
    pub selected: bool,
    /// The selected piece may move here (a dot).
    pub legal_target: bool,
    /// The selected piece may capture here (a ring).
    pub capture_target: bool,
    /// The last move left from or arrived on this square.
    pub last_move: bool,
    /// A king in check stands here.
    pub checked_king: bool,
    /// The hint suggests moving the piece here.
    pub hint: bool,
    /// What a screen reader says: "e4, white knight".
    pub label: String,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game goes on.
    Playing,
    /// One side won.
    Won {
        /// The winner.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// Drawn.
    Drawn(DrawReason),
}

/// One line of the move list: a move number with White's and Black's moves in SAN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// The move number.
    pub number: u32,
    /// White's move, if played (a game set up with Black to move starts without one).
    pub white: Option<String>,
    /// Black's move, if played.
    pub black: Option<String>,
}

/// The pieces each side has captured and who is ahead in material.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CapturedView {
    /// Black's pieces that White has taken, in the order taken.
    pub by_white: Vec<Role>,
    /// White's pieces that Black has taken.
    pub by_black: Vec<Role>,
    /// White's material minus Black's, counting 1, 3, 3, 5, 9.
    pub material_difference: i32,
}

/// Both clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClocksView {
    /// White's time left in milliseconds.
    pub white_ms: u64,
    /// Black's time left.
    pub black_ms: u64,
    /// Whose clock runs.
    pub running: Option<Color>,
    /// The clocks are paused.
    pub paused: bool,
}

/// A pawn waiting for the player to choose what it becomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionView {
    /// Where the pawn starts.
    pub from: Square,
    /// Where it promotes.
    pub to: Square,
    /// The pieces it may become, queen first.
    pub choices: Vec<Role>,
}

/// Why the last attempted move was refused, in words and as a link to the rule card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusalView {
    /// The reason, in the player's language.
    pub text: String,
    /// The id of the rule card that explains it.
    pub card_id: String,
    /// The square the move started from.
    pub from: Square,
    /// The square it tried to reach.
    pub to: Square,
}

/// Which buttons may be pressed now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Buttons {
    /// Take back a move (two against the computer).
    pub undo: bool,
    /// Play a taken-back move again.
    pub redo: bool,
    /// Offer a draw.
    pub offer_draw: bool,
    /// Accept or decline the opponent's offer.
    pub answer_draw: bool,
    /// Resign.
    pub resign: bool,
    /// Ask for a hint.
    pub hint: bool,
}

/// Everything a screen shows about a game at one moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The 64 squares, a1, b1, ... h8.
    pub squares: Vec<SquareView>,
    /// How to turn the board.
    pub orientation: BoardOrientation,
    /// Whose move it is.
    pub side_to_move: Color,
    /// Where the game stands.
    pub status: Status,
    /// The status in words, in the player's language.
    pub status_text: String,
    /// The moves so far in SAN, a row per move number.
    pub moves: Vec<MoveRow>,
    /// Captured pieces and material balance.
    pub captured: CapturedView,
    /// The clocks, if the game has them.
    pub clocks: Option<ClocksView>,
    /// A promotion waiting for a choice.
    pub pending_promotion: Option<PromotionView>,
    /// The side offering a draw, if any.
    pub draw_offer: Option<Color>,
    /// The draw offer in words.
    pub draw_offer_text: Option<String>,
    /// Why the last attempt was refused.
    pub refusal: Option<RefusalView>,
    /// What the buttons may do.
    pub buttons: Buttons,
    /// The computer is choosing its move.
    pub computer_thinking: bool,
    /// The computer's level, against the computer.
    pub computer_level: Option<Level>,
    /// The last move in words for screen readers: "Knight from g1 to f3, check".
    pub spoken_last_move: Option<String>,
    /// Once it matters: full moves left before the fifty-move draw, in words.
    pub fifty_move_text: Option<String>,
    /// How often the current position has occurred, when more than once, in words.
    pub repetition_text: Option<String>,
}
