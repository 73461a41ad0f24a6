//! The tactical motifs a review names, each found by its own detector from what the board and the
//! engine's lines prove: a detector that cannot show its motif on the board says nothing, since a
//! wrong explanation is worse than none.
//!
//! Every detector looks at one [`Moment`]: the position before a move, the move, and the engine's
//! best line for each side (the opponent's answer to the move played, and the mover's best line
//! from before it). The "allowed" motifs (hanging piece, fork, pin, skewer, discovered attack,
//! back-rank mate) are about the opponent's answer; the "missed" ones (mate, free capture,
//! stalemate) are about what the mover could have done, or did instead.

mod back_rank;
mod discovered;
mod fork;
mod free_capture;
mod hanging;
mod missed_mate;
mod pin;
mod skewer;
mod stalemate;

use super::line::PlayedLine;
use crate::rules::{Color, Move, Position, Role, Square, attacks};

/// A tactic the board shows at a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Motif {
    /// The move left a piece that the opponent then took for less than it is worth.
    Hanging {
        /// The piece taken.
        role: Role,
        /// Where it stood.
        square: Square,
        /// Whether it was the piece just moved (it went to an attacked square).
        moved: bool,
        /// The lesser man that took it although it was defended; `None` when nothing defended it.
        lesser_taker: Option<Role>,
    },
    /// One of the opponent's men attacked two or more at once, and one of them fell.
    Fork {
        /// The forking man.
        role: Role,
        /// The square it forked from.
        square: Square,
        /// The two most valuable men it attacked, most valuable first.
        targets: [Role; 2],
    },
    /// A piece could not move away without exposing a more valuable one behind it, and was lost.
    Pin {
        /// The pinning piece.
        pinner: Role,
        /// The pinned piece.
        pinned: Role,
        /// Where the pinned piece stood.
        square: Square,
        /// The man behind it (the king for an absolute pin).
        behind: Role,
    },
    /// A valuable piece was attacked along a line, stepped aside, and the one behind it was lost.
    Skewer {
        /// The skewering piece.
        attacker: Role,
        /// The piece attacked first.
        front: Role,
        /// The piece behind it, which was lost.
        behind: Role,
        /// Where the piece behind stood.
        square: Square,
    },
    /// A man moved off a line and uncovered an attack by the piece behind it, while making a
    /// threat of its own.
    Discovered {
        /// The man that moved.
        moved: Role,
        /// The piece whose attack was uncovered.
        attacker: Role,
        /// The man it attacked (the king for a discovered check).
        target: Role,
    },
    /// Mate by a rook or queen on the king's first rank, its own men blocking the way out.
    BackRankMate {
        /// The mating piece.
        role: Role,
        /// The moves the mate took, counting the mating move.
        moves: u32,
    },
    /// The mover had a forced mate and played a move that let it go.
    MissedMate {
        /// Mate in this many moves.
        moves: u32,
        /// Its first move.
        first: Move,
    },
    /// The mover could have taken a piece for nothing and did not.
    MissedFreeCapture {
        /// The capture.
        capture: Move,
        /// The piece it would have won.
        role: Role,
        /// Where it stood.
        square: Square,
    },
    /// The mover was winning and stalemated the opponent: a draw.
    StalemateWhenWinning,
}

impl Motif {
    /// The motif's name in kebab case (`back-rank`), as the labelled test data writes it.
    pub fn name(&self) -> &'static str {
        match self {
            Motif::Hanging { .. } => "hanging",
            Motif::Fork { .. } => "fork",
            Motif::Pin { .. } => "pin",
            Motif::Skewer { .. } => "skewer",
            Motif::Discovered { .. } => "discovered",
            Motif::BackRankMate { .. } => "back-rank",
            Motif::MissedMate { .. } => "missed-mate",
            Motif::MissedFreeCapture { .. } => "free-capture",
            Motif::StalemateWhenWinning => "stalemate",
        }
    }

    /// Every motif name, in the order the detectors run.
    pub const NAMES: [&'static str; 9] =
        ["missed-mate", "stalemate", "back-rank", "fork", "pin", "skewer", "discovered", "hanging", "free-capture"];
}

/// A move under review, with the engine's lines around it.
#[derive(Clone, Debug)]
pub struct Moment {
    /// The side that moved.
    pub mover: Color,
    /// The mover's winning chance before the move, by the engine's score (0 to 1).
    pub chance_before: f64,
    /// The engine's score of the position before the move, for the mover.
    pub score_before: i32,
    /// The engine's score after the move, for the mover.
    pub score_after: i32,
    /// The move played, then the opponent's best line after it.
    pub played: PlayedLine,
    /// The mover's best line from the position before the move.
    pub best: PlayedLine,
}

impl Moment {
    /// The position before the move.
    pub fn before(&self) -> &Position {
        &self.played.positions[0]
    }

    /// The move played.
    pub fn move_played(&self) -> Move {
        self.played.moves[0]
    }

    /// The position after the move.
    pub fn after(&self) -> &Position {
        &self.played.positions[1]
    }

    /// The opponent's line after the move: the position it starts from and its moves.
    pub fn reply(&self) -> (&[Position], &[Move]) {
        (&self.played.positions[1..], &self.played.moves[1..])
    }

    /// What the opponent gains along the line after the move, against the position before it.
    pub fn opponent_gain(&self) -> Option<i32> {
        self.played.settled_gain(!self.mover)
    }

    /// Whether the opponent's line wins at least `pawns` of material net, or mates.
    pub fn opponent_wins(&self, pawns: i32) -> bool {
        self.played.mates(!self.mover) || self.opponent_gain().is_some_and(|gain| gain >= pawns)
    }

    /// What the opponent's capture `reply[k]` nets, in pawns: the man taken, less the man that
    /// took when the next move takes it back (0 when `reply[k]` is no capture).
    pub fn capture_nets(&self, k: usize) -> i32 {
        let (positions, reply) = self.reply();
        let Some(&capture) = reply.get(k) else { return 0 };
        let Some(taken) = positions[k].captured_role(capture) else { return 0 };
        let taker = positions[k].role_at(capture.from).map_or(0, Role::value) as i32;
        let taken_back =
            reply.get(k + 1).is_some_and(|&next| next.to == capture.to && positions[k + 1].is_capture(next));
        taken.value() as i32 - if taken_back { taker } else { 0 }
    }
}

/// Every motif the moment shows, in the order of [`Motif::NAMES`].
pub fn detect(moment: &Moment) -> Vec<Motif> {
    if moment.played.moves.is_empty() {
        return Vec::new();
    }
    [
        missed_mate::detect(moment),
        stalemate::detect(moment),
        back_rank::detect(moment),
        fork::detect(moment),
        pin::detect(moment),
        skewer::detect(moment),
        discovered::detect(moment),
        hanging::detect(moment),
        free_capture::detect(moment),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Whether `color` defends `square` in `position` (the man on it ignored; sliders see through
/// `ignoring`, a man about to capture there).
fn defended(position: &Position, square: Square, color: Color, ignoring: Square) -> bool {
    position.attackers(square, color, position.occupied().without(ignoring)).without(ignoring).any()
}

/// The men of `victim` that the man on `square` attacks in `position`.
fn attacked_by(position: &Position, square: Square, victim: Color) -> Vec<(Role, Square)> {
    let Some(piece) = position.piece_at(square) else { return Vec::new() };
    let reach = attacks::attacks(piece.color, piece.role, square, position.occupied());
    (reach & position.by_color(victim))
        .into_iter()
        .filter_map(|target| position.role_at(target).map(|role| (role, target)))
        .collect()
}

/// Whether the piece on `from` is a bishop, rook or queen moving along the line to `to`.
fn slides_along(position: &Position, from: Square, to: Square) -> bool {
    let straight = from.file() == to.file() || from.rank() == to.rank();
    match position.role_at(from) {
        Some(Role::Queen) => attacks::line(from, to).any(),
        Some(Role::Rook) => straight && attacks::line(from, to).any(),
        Some(Role::Bishop) => !straight && attacks::line(from, to).any(),
        _ => false,
    }
}

#[cfg(test)]
pub(super) mod testing {
    //! Moments built from a FEN and lines written by hand, for the detectors' tests.

    use super::super::line::PlayedLine;
    use super::super::win_chance::win_chance;
    use super::Moment;
    use crate::rules::{Move, Position};

    /// The moves of `line` (UCI) played from `position`.
    fn moves(position: &Position, line: &[&str]) -> Vec<Move> {
        let mut position = *position;
        line.iter()
            .map(|text| {
                let mv = position.parse_uci(text).unwrap_or_else(|e| panic!("{text}: {e}"));
                position = position.after(mv);
                mv
            })
            .collect()
    }

    /// A moment at `fen`: the move played then the opponent's line in `played`, the mover's best
    /// line in `best`, and the engine's scores before and after for the mover.
    pub fn moment(fen: &str, played: &[&str], best: &[&str], score_before: i32, score_after: i32) -> Moment {
        let position = Position::from_fen(fen).unwrap();
        Moment {
            mover: position.turn(),
            chance_before: win_chance(score_before),
            score_before,
            score_after,
            played: PlayedLine::play(&position, &moves(&position, played)),
            best: PlayedLine::play(&position, &moves(&position, best)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::moment;

    const AFTER_E4_NF6: &str = "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2";

    #[test]
    fn a_capture_taken_back_nets_the_man_taken_less_the_taker() {
        let traded = moment(AFTER_E4_NF6, &["b1c3", "f6e4", "c3e4"], &["b1c3"], 30, 30);
        assert_eq!(traded.capture_nets(0), 1 - 3, "...Nxe4 Nxe4 gives a knight for a pawn");
        let free = moment(AFTER_E4_NF6, &["d1h5", "f6h5"], &["b1c3"], 30, -900);
        assert_eq!(free.capture_nets(0), 9);
        let quiet = moment(AFTER_E4_NF6, &["b1c3", "e7e6"], &["b1c3"], 30, 30);
        assert_eq!(quiet.capture_nets(0), 0);
    }
}
