//! The reasons a move is illegal agree with the move generator: a reason for exactly the moves it
//! does not generate.

use ply_core::rules::{Move, Position, Rank, Role, Square, chess960};
use proptest::prelude::*;

/// Where the random games start: the standard setup, Chess960 setups, and middlegames rich in
/// castling, en passant and promotions.
fn start(index: usize) -> Position {
    let fen = match index {
        0 => return Position::new(),
        1 => return chess960::start_position(0).expect("0 is a start position"),
        2 => return chess960::start_position(959).expect("959 is a start position"),
        3 => return chess960::start_position(357).expect("357 is a start position"),
        4 => "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5 => "rnbqkb1r/ppppp1pp/7n/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        _ => "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    };
    Position::from_fen(fen).expect("a legal FEN")
}

/// The position after `plies` random legal moves chosen by `seed`, favouring castling, captures
/// and promotions so that those rules come up often.
fn random_game(start_index: usize, seed: u64, plies: usize) -> Position {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut position = start(start_index);
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let special: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|mv| position.is_castling(*mv) || position.is_capture(*mv) || mv.promotion.is_some())
            .collect();
        let mv = if !special.is_empty() && rng.bool() {
            special[rng.usize(0..special.len())]
        } else {
            moves[rng.usize(0..moves.len())]
        };
        position.play_unchecked(mv);
    }
    position
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_move_has_a_reason_against_it_exactly_when_no_legal_move_goes_that_way(
        start_index in 0usize..7,
        seed in any::<u64>(),
        plies in 0usize..80,
    ) {
        let position = random_game(start_index, seed, plies);
        let moves = position.legal_moves();
        for from in Square::ALL {
            for to in Square::ALL {
                let legal = moves.iter().any(|mv| mv.from == from && mv.to == to);
                let reason = position.why_illegal(from, to);
                prop_assert_eq!(reason.is_none(), legal, "{} {}{}: {:?}", position.fen(), from, to, reason);
            }
        }
    }

    #[test]
    fn play_refuses_with_the_same_reason_and_plays_every_legal_move(
        start_index in 0usize..7,
        seed in any::<u64>(),
        plies in 0usize..80,
    ) {
        let position = random_game(start_index, seed, plies);
        for from in Square::ALL {
            for to in Square::ALL {
                let mut played = position;
                match position.why_illegal(from, to) {
                    Some(reason) => {
                        prop_assert_eq!(played.play(Move::new(from, to)), Err(reason));
                        prop_assert_eq!(played, position);
                    }
                    None => {
                        let promotes = position.role_at(from) == Some(Role::Pawn)
                            && matches!(to.rank(), Rank::First | Rank::Eighth);
                        let mv = Move { from, to, promotion: promotes.then_some(Role::Queen) };
                        prop_assert_eq!(played.play(mv), Ok(()));
                        prop_assert_eq!(played, position.after(mv));
                    }
                }
            }
        }
    }
}
