//! The cards as data: for each, its id, its diagrams (a position, the piece the diagram is about,
//! arrows and highlighted squares) and its practice tasks (a position and a goal). The words are in
//! the Fluent resources; the dots, rings and crosses are computed from the position.

use super::goal::Goal;
use crate::rules::{CastlingSide, Role, Square, Square::*};

/// One card: the id that names it and its texts, its diagrams and its tasks.
pub(super) struct CardSpec {
    pub id: &'static str,
    pub diagrams: &'static [DiagramSpec],
    pub tasks: &'static [TaskSpec],
}

/// A diagram before its marks are worked out.
pub(super) struct DiagramSpec {
    pub fen: &'static str,
    /// The piece whose moves the dots, rings and crosses show.
    pub subject: Option<Square>,
    pub arrows: &'static [(Square, Square)],
    pub highlights: &'static [Square],
}

/// A practice task: where it starts and what it asks for.
pub(super) struct TaskSpec {
    pub fen: &'static str,
    pub goal: Goal,
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const fn plain(fen: &'static str, subject: Square) -> DiagramSpec {
    DiagramSpec { fen, subject: Some(subject), arrows: &[], highlights: &[] }
}

/// Every card, in the order a beginner reads them.
pub(super) const CARDS: &[CardSpec] = &[
    CardSpec {
        id: "board_setup",
        diagrams: &[
            DiagramSpec { fen: START, subject: None, arrows: &[], highlights: &[H1, A8, E4] },
            DiagramSpec { fen: START, subject: None, arrows: &[], highlights: &[D1, D8] },
        ],
        tasks: &[],
    },
    CardSpec {
        id: "moving",
        diagrams: &[plain(START, G1)],
        tasks: &[TaskSpec { fen: START, goal: Goal::MoveRole(Role::Knight) }],
    },
    CardSpec {
        id: "capturing",
        diagrams: &[plain("4k3/3p4/8/8/1P1R2n1/8/8/4K3 w - - 0 1", D4)],
        tasks: &[TaskSpec {
            fen: "6k1/8/8/1p2q3/8/3B1N2/8/6K1 w - - 0 1",
            goal: Goal::Capture { target: Role::Queen, by: None },
        }],
    },
    CardSpec {
        id: "pawn",
        diagrams: &[
            plain("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", E2),
            plain("4k3/8/8/2n5/3P4/8/8/4K3 w - - 0 1", D4),
            plain("4k3/8/8/3b4/3P4/8/8/4K3 w - - 0 1", D4),
        ],
        tasks: &[TaskSpec {
            fen: "6k1/8/8/3nn3/4P3/2N5/8/6K1 w - - 0 1",
            goal: Goal::Capture { target: Role::Knight, by: Some(Role::Pawn) },
        }],
    },
    CardSpec {
        id: "knight",
        diagrams: &[plain("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", D4), plain(START, G1)],
        tasks: &[TaskSpec {
            fen: "4k3/8/8/8/8/7r/4PPPP/4K1N1 w - - 0 1",
            goal: Goal::Capture { target: Role::Rook, by: Some(Role::Knight) },
        }],
    },
    CardSpec {
        id: "bishop",
        diagrams: &[plain("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1", D4)],
        tasks: &[TaskSpec {
            fen: "4k3/5r2/2n5/8/2B5/8/8/4K3 w - - 0 1",
            goal: Goal::Capture { target: Role::Rook, by: Some(Role::Bishop) },
        }],
    },
    CardSpec {
        id: "rook",
        diagrams: &[plain("4k3/8/8/8/3R4/8/8/4K3 w - - 0 1", D4)],
        tasks: &[TaskSpec {
            fen: "4k3/b7/8/8/8/8/8/R2nK3 w - - 0 1",
            goal: Goal::Capture { target: Role::Bishop, by: Some(Role::Rook) },
        }],
    },
    CardSpec {
        id: "queen",
        diagrams: &[plain("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1", D4)],
        tasks: &[TaskSpec {
            fen: "4k3/8/3n4/7r/8/3p4/8/3QK3 w - - 0 1",
            goal: Goal::Capture { target: Role::Rook, by: Some(Role::Queen) },
        }],
    },
    CardSpec {
        id: "king",
        diagrams: &[plain("4k3/8/8/8/3K4/8/8/8 w - - 0 1", D4), plain("8/8/8/7r/3K4/5k2/8/8 w - - 0 1", D4)],
        tasks: &[TaskSpec {
            fen: "4k3/8/8/1p6/2pKp3/8/8/8 w - - 0 1",
            goal: Goal::Capture { target: Role::Pawn, by: Some(Role::King) },
        }],
    },
    CardSpec {
        id: "check",
        diagrams: &[
            DiagramSpec {
                fen: "8/7k/8/4r3/8/2B5/8/4K1N1 w - - 0 1",
                subject: Some(E1),
                arrows: &[(E5, E1), (C3, E5), (G1, E2)],
                highlights: &[],
            },
            plain("4k3/8/8/8/8/3n4/8/4K3 w - - 0 1", E1),
        ],
        tasks: &[TaskSpec { fen: "8/7k/8/4r3/8/2B5/8/4K1N1 w - - 0 1", goal: Goal::EscapeCheckThreeWays }],
    },
    CardSpec {
        id: "checkmate",
        diagrams: &[DiagramSpec {
            fen: "4R1k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
            subject: Some(G8),
            arrows: &[(E1, E8)],
            highlights: &[],
        }],
        tasks: &[TaskSpec { fen: "6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1", goal: Goal::MateInOne }],
    },
    CardSpec {
        id: "stalemate",
        diagrams: &[plain("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1", A8)],
        tasks: &[TaskSpec { fen: "8/4P3/8/8/8/8/p7/k1K5 w - - 0 1", goal: Goal::AvoidStalemate }],
    },
    CardSpec {
        id: "pins",
        diagrams: &[
            DiagramSpec {
                fen: "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1",
                subject: Some(E2),
                arrows: &[(E8, E1)],
                highlights: &[],
            },
            plain("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1", E2),
        ],
        tasks: &[TaskSpec {
            fen: "4k3/4q3/8/3n4/2P5/4N3/8/4K3 w - - 0 1",
            goal: Goal::Capture { target: Role::Knight, by: None },
        }],
    },
    CardSpec {
        id: "castling",
        diagrams: &[
            DiagramSpec {
                fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                subject: Some(E1),
                arrows: &[(H1, F1), (A1, D1)],
                highlights: &[],
            },
            DiagramSpec {
                fen: "2r1k3/8/8/1b6/8/8/8/R3K2R w KQ - 0 1",
                subject: Some(E1),
                arrows: &[],
                highlights: &[F1, C1],
            },
            DiagramSpec {
                fen: "1r2k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1",
                subject: Some(E1),
                arrows: &[],
                highlights: &[H1, B1],
            },
            plain("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", E1),
        ],
        tasks: &[TaskSpec { fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", goal: Goal::Castle(CastlingSide::QueenSide) }],
    },
    CardSpec {
        id: "en_passant",
        diagrams: &[
            DiagramSpec {
                fen: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
                subject: Some(E5),
                arrows: &[(D7, D5)],
                highlights: &[],
            },
            plain("3k4/8/8/3pP3/8/8/8/3K4 w - - 2 2", E5),
        ],
        tasks: &[TaskSpec { fen: "4k3/8/3n4/4Pp2/8/8/8/4K3 w - f6 0 1", goal: Goal::EnPassant }],
    },
    CardSpec {
        id: "promotion",
        diagrams: &[
            plain("3r4/4P2k/8/8/8/8/8/4K3 w - - 0 1", E7),
            DiagramSpec { fen: "7k/1P6/8/8/8/8/8/3QK3 w - - 0 1", subject: Some(B7), arrows: &[], highlights: &[D1] },
        ],
        tasks: &[TaskSpec {
            fen: "8/p3P1k1/8/8/8/8/P7/4K3 w - - 0 1",
            goal: Goal::Promote { role: Role::Knight, check: true },
        }],
    },
    CardSpec {
        id: "draws",
        diagrams: &[DiagramSpec {
            fen: "8/8/4k3/8/8/3N4/8/4K3 w - - 0 1",
            subject: None,
            arrows: &[],
            highlights: &[],
        }],
        tasks: &[TaskSpec { fen: "7k/8/8/3p4/3K4/8/8/n7 w - - 0 1", goal: Goal::Draw }],
    },
    CardSpec {
        id: "piece_values",
        diagrams: &[plain("4k3/8/1n3r2/8/3B4/8/8/4K3 w - - 0 1", D4)],
        tasks: &[TaskSpec { fen: "4k3/8/1n3r2/8/3B4/8/8/4K3 w - - 0 1", goal: Goal::CaptureMost }],
    },
    CardSpec {
        id: "notation",
        diagrams: &[DiagramSpec {
            fen: "7k/4P3/8/3pP3/8/8/8/R3K1N1 w Q d6 0 1",
            subject: None,
            arrows: &[(G1, F3), (E5, D6), (E1, C1), (E7, E8)],
            highlights: &[],
        }],
        tasks: &[TaskSpec {
            fen: "7k/4P3/8/3pP3/8/8/8/R3K1N1 w Q d6 0 1",
            goal: Goal::PlaySan(&["Nf3", "exd6", "O-O-O", "e8=Q+"]),
        }],
    },
    CardSpec {
        id: "touch_move",
        diagrams: &[DiagramSpec {
            fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            subject: Some(F1),
            arrows: &[],
            highlights: &[F1],
        }],
        tasks: &[TaskSpec {
            fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            goal: Goal::MoveFrom(G1),
        }],
    },
    CardSpec {
        id: "beginner_mistakes",
        diagrams: &[DiagramSpec {
            fen: "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
            subject: None,
            arrows: &[(H5, F7), (C4, F7)],
            highlights: &[F7],
        }],
        tasks: &[TaskSpec {
            fen: "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
            goal: Goal::StopMateInOne,
        }],
    },
    CardSpec {
        id: "chess960",
        diagrams: &[
            DiagramSpec {
                fen: "rbkqnrbn/pppppppp/8/8/8/8/PPPPPPPP/RBKQNRBN w FAfa - 0 1",
                subject: None,
                arrows: &[],
                highlights: &[],
            },
            DiagramSpec {
                fen: "6k1/8/8/8/8/8/8/RK5R w HA - 0 1",
                subject: Some(B1),
                arrows: &[(H1, F1), (A1, D1)],
                highlights: &[],
            },
        ],
        tasks: &[TaskSpec { fen: "6k1/8/8/8/8/8/8/RK5R w HA - 0 1", goal: Goal::Castle(CastlingSide::KingSide) }],
    },
];
