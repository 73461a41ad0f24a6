//! One named test per rule of move generation, on positions written as FEN.

use ply_core::rules::{
    CastlingSide, Color, FenError, Move, Piece, Position, PositionError, Role, Square, chess960, perft,
};

fn load(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A move written in the rules' UCI-like form: `e2e4`, `a7a8q`, castling as `e1h1`.
fn mv(text: &str) -> Move {
    let square = |range: std::ops::Range<usize>| text[range].parse::<Square>().unwrap_or_else(|e| panic!("{e}"));
    Move { from: square(0..2), to: square(2..4), promotion: text.chars().nth(4).and_then(Role::from_char) }
}

fn uci(mv: Move) -> String {
    let promotion = mv.promotion.map(|role| role.to_char().to_string()).unwrap_or_default();
    format!("{}{}{promotion}", mv.from, mv.to)
}

/// Plays the moves, each of which must be legal.
fn play(position: &mut Position, moves: &str) {
    for text in moves.split_whitespace() {
        position.play(mv(text)).unwrap_or_else(|reason| panic!("{text} in {}: {reason}", position.fen()));
    }
}

fn legal(position: &Position, text: &str) -> bool {
    position.is_legal(mv(text))
}

/// The legal moves of the piece on `from`, sorted.
fn moves_from(position: &Position, from: Square) -> Vec<String> {
    let mut moves: Vec<String> = position.legal_moves().iter().filter(|m| m.from == from).map(|m| uci(*m)).collect();
    moves.sort();
    moves
}

fn sorted(moves: &[&str]) -> Vec<String> {
    let mut moves: Vec<String> = moves.iter().map(|m| (*m).to_owned()).collect();
    moves.sort();
    moves
}

// Castling.

const BARE_ROOKS: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn castling_puts_the_king_on_g1_or_c1_and_the_rook_beside_it() {
    let mut short = load(BARE_ROOKS);
    play(&mut short, "e1h1");
    assert_eq!(short.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    let mut long = load(BARE_ROOKS);
    play(&mut long, "e1a1 e8h8");
    assert_eq!(long.fen(), "r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2");
}

#[test]
fn castling_rights_are_gone_after_the_king_moves_even_if_it_comes_back() {
    let mut position = load(BARE_ROOKS);
    play(&mut position, "e1e2 e8e7 e2e1 e7e8");
    assert!(position.castling().is_empty());
    assert!(!legal(&position, "e1h1"));
    assert!(!legal(&position, "e1a1"));
    assert_eq!(position.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3");
}

#[test]
fn a_castling_right_is_gone_after_its_rook_moves_even_if_it_comes_back() {
    let mut position = load(BARE_ROOKS);
    play(&mut position, "h1h2 a8a7 h2h1 a7a8");
    assert!(!legal(&position, "e1h1"));
    assert!(legal(&position, "e1a1"));
    assert_eq!(position.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 4 3");
}

#[test]
fn a_castling_right_is_gone_after_its_rook_is_captured_on_its_square() {
    let mut position = load("r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1");
    play(&mut position, "g2a8");
    assert!(!position.castling().has(Color::Black, CastlingSide::QueenSide));
    assert!(position.castling().has(Color::Black, CastlingSide::KingSide));
    assert!(legal(&position, "e8h8"));
    assert_eq!(position.fen(), "B3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1");
}

#[test]
fn a_promotion_that_captures_a_rook_on_its_square_takes_its_castling_right() {
    let mut position = load("r3k2r/1P6/8/8/8/8/8/4K3 w kq - 0 1");
    play(&mut position, "b7a8q");
    assert_eq!(position.fen(), "Q3k2r/8/8/8/8/8/8/4K3 b k - 0 1");
}

#[test]
fn castling_needs_every_square_between_king_and_rook_empty() {
    let position = load("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    assert!(!legal(&position, "e1a1"), "the knight on b1 is in the rook's way, though not the king's");
    assert!(legal(&position, "e1h1"));
    let position = load("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1");
    assert!(!legal(&position, "e1h1"));
    assert!(legal(&position, "e1a1"));
}

#[test]
fn castling_is_not_allowed_out_of_check() {
    let position = load("4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(position.is_check());
    assert!(!legal(&position, "e1h1"));
    assert!(!legal(&position, "e1a1"));
}

#[test]
fn the_king_may_not_castle_through_an_attacked_square() {
    let position = load("4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1");
    assert!(!legal(&position, "e1h1"), "the bishop on c4 attacks f1");
    assert!(legal(&position, "e1a1"));
    let position = load("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!legal(&position, "e1a1"), "the rook on d8 attacks d1");
    assert!(legal(&position, "e1h1"));
}

#[test]
fn the_king_may_not_castle_onto_an_attacked_square() {
    let position = load("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!legal(&position, "e1h1"));
    assert!(legal(&position, "e1a1"));
    let position = load("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!legal(&position, "e1a1"));
    assert!(legal(&position, "e1h1"));
}

#[test]
fn an_attacked_rook_does_not_stop_castling() {
    let position = load(BARE_ROOKS);
    assert!(position.is_attacked(Square::H1, Color::Black));
    assert!(position.is_attacked(Square::A1, Color::Black));
    assert!(legal(&position, "e1h1"));
    assert!(legal(&position, "e1a1"));
}

#[test]
fn an_attacked_b1_square_does_not_stop_long_castling_only_c1_and_d1_do() {
    let position = load("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(position.is_attacked(Square::B1, Color::Black));
    assert!(legal(&position, "e1a1"));
    assert_eq!(perft(&position, 1), 26);
    assert!(!legal(&load("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1a1"), "c1 is attacked");
    assert!(!legal(&load("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1a1"), "d1 is attacked");
}

#[test]
fn black_castles_on_its_own_back_rank_by_the_same_rules() {
    let mut position = load("r3k2r/8/8/8/2B5/8/8/4K3 b kq - 0 1");
    assert!(!legal(&position, "e8h8"), "the bishop on c4 attacks g8");
    play(&mut position, "e8a8");
    assert_eq!(position.fen(), "2kr3r/8/8/8/2B5/8/8/4K3 w - - 1 2");
}

// Chess960 castling.

#[test]
fn a_chess960_king_on_b1_castles_to_both_sides() {
    let start = load("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
    let mut long = start;
    play(&mut long, "b1a1");
    assert_eq!(long.fen(), "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
    let mut short = start;
    play(&mut short, "b1h1");
    assert_eq!(short.fen(), "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
}

#[test]
fn a_chess960_king_on_g1_castles_short_without_moving_and_long_across_the_board() {
    let start = load("4k3/8/8/8/8/8/8/R5KR w HA - 0 1");
    let mut short = start;
    play(&mut short, "g1h1");
    assert_eq!(short.fen(), "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
    let mut long = start;
    play(&mut long, "g1a1");
    assert_eq!(long.fen(), "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
}

#[test]
fn a_chess960_rook_already_on_its_castled_square_stays_there() {
    let mut short = load("4k3/8/8/8/8/8/8/4KR2 w F - 0 1");
    play(&mut short, "e1f1");
    assert_eq!(short.fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    let mut long = load("4k3/8/8/8/8/8/8/3RK3 w D - 0 1");
    play(&mut long, "e1d1");
    assert_eq!(long.fen(), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

#[test]
fn chess960_castling_is_refused_when_a_square_only_the_rook_crosses_is_occupied() {
    assert!(!legal(&load("4k3/8/8/8/8/8/8/5BKR w H - 0 1"), "g1h1"), "the bishop stands on f1");
    assert!(!legal(&load("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1"), "b1a1"), "the knight stands on d1");
}

#[test]
fn chess960_castling_is_refused_when_the_rook_leaving_would_uncover_the_kings_destination() {
    let position = load("4k3/8/8/8/8/8/8/qRK5 w B - 0 1");
    assert!(!position.is_check(), "the rook on b1 shields the king from the queen");
    assert!(!legal(&position, "c1b1"), "with the rook gone to d1 the queen on a1 attacks the king on c1");
    let position = load("4k3/8/8/8/8/8/8/qR2K3 w B - 0 1");
    assert!(!legal(&position, "e1b1"), "the king would land on c1, which the queen sees once the rook leaves");
}

#[test]
fn every_chess960_start_position_has_both_castling_rights_for_both_sides() {
    for number in 0..chess960::COUNT {
        let position = chess960::start_position(number).unwrap();
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                assert!(position.castling().has(color, side), "{number}");
            }
        }
    }
}

// En passant.

#[test]
fn en_passant_is_legal_on_the_very_next_move_only() {
    let start = load("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    let mut at_once = start;
    play(&mut at_once, "d7d5");
    assert_eq!(at_once.ep_square(), Some(Square::D6));
    play(&mut at_once, "e5d6");
    assert_eq!(at_once.fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2", "the pawn on d5 is taken");
    let mut too_late = start;
    play(&mut too_late, "d7d5 e1e2 e8e7");
    assert_eq!(too_late.ep_square(), None);
    assert!(!legal(&too_late, "e5d6"));
}

#[test]
fn en_passant_is_refused_when_both_pawns_leaving_the_rank_would_expose_the_king() {
    let position = load("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
    assert!(!legal(&position, "e4d3"));
    assert_eq!(position.ep_square(), None);
    assert_eq!(perft(&position, 1), 6);
}

#[test]
fn en_passant_is_refused_when_the_taken_pawn_was_shielding_the_king() {
    let position = load("b3k3/8/8/2Pp4/8/8/8/7K w - d6 0 1");
    assert!(!legal(&position, "c5d6"), "without the pawn on d5 the bishop on a8 sees h1");
}

#[test]
fn en_passant_may_answer_a_check_given_by_the_pawn_that_just_stepped_twice() {
    let position = load("k7/8/8/3pP3/4K3/8/8/8 w - d6 0 1");
    assert!(position.is_check());
    assert!(legal(&position, "e5d6"));
    assert!(!position.after(mv("e5d6")).is_check());
}

#[test]
fn the_fen_records_an_en_passant_square_only_when_the_capture_is_legal() {
    let mut position = Position::new();
    play(&mut position, "e2e4");
    assert_eq!(position.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    let read = load("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assert_eq!(read.ep_square(), None);
    assert!(read.is_repetition_of(&position));
    let capturable = load("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert_eq!(capturable.fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
}

// Promotion.

#[test]
fn a_pawn_on_the_last_rank_may_become_a_queen_rook_bishop_or_knight() {
    let position = load("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&position, Square::A7), sorted(&["a7a8q", "a7a8r", "a7a8b", "a7a8n"]));
    for role in Role::PROMOTIONS {
        let after = position.after(Move::with_promotion(Square::A7, Square::A8, role));
        assert_eq!(after.piece_at(Square::A8), Some(Piece::new(Color::White, role)));
    }
}

#[test]
fn a_pawn_may_promote_while_capturing() {
    let position = load("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        moves_from(&position, Square::A7),
        sorted(&["a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n"])
    );
    let mut black = load("4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1");
    play(&mut black, "a2b1n");
    assert_eq!(black.fen(), "4k3/8/8/8/8/8/8/1n2K3 w - - 0 2");
}

// Check, checkmate, stalemate.

#[test]
fn a_side_in_check_may_only_capture_the_checker_block_it_or_move_the_king() {
    let position = load("4k3/8/8/8/8/1N6/4B3/r3K3 w - - 0 1");
    let mut moves: Vec<String> = position.legal_moves().iter().map(|m| uci(*m)).collect();
    moves.sort();
    assert_eq!(moves, sorted(&["b3a1", "b3c1", "e2d1", "e1d2", "e1f2"]));
}

#[test]
fn in_double_check_only_the_king_may_move() {
    let position = load("4r1k1/8/8/8/1b6/8/P4N2/4K3 w - - 0 1");
    assert_eq!(position.checkers().count(), 2);
    let mut moves: Vec<String> = position.legal_moves().iter().map(|m| uci(*m)).collect();
    moves.sort();
    assert_eq!(moves, sorted(&["e1d1", "e1f1"]));
}

#[test]
fn a_pinned_piece_may_move_only_along_the_pin_line() {
    let rook = load("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
    assert_eq!(moves_from(&rook, Square::E2), sorted(&["e2e3", "e2e4", "e2e5", "e2e6", "e2e7"]));
    let bishop = load("4k3/8/8/b7/8/8/3B4/4K3 w - - 0 1");
    assert_eq!(moves_from(&bishop, Square::D2), sorted(&["d2c3", "d2b4", "d2a5"]));
    let knight = load("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1");
    assert!(moves_from(&knight, Square::D2).is_empty());
    let pawn = load("4k3/8/8/8/8/2b5/3P4/4K3 w - - 0 1");
    assert_eq!(moves_from(&pawn, Square::D2), sorted(&["d2c3"]));
}

#[test]
fn a_back_rank_mate_is_checkmate() {
    let mut position = load("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    play(&mut position, "a1a8");
    assert!(position.is_checkmate());
    assert!(position.legal_moves().is_empty());
}

#[test]
fn a_smothered_mate_is_checkmate() {
    let position = load("6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1");
    assert!(position.is_check());
    assert!(position.is_checkmate());
}

#[test]
fn stalemate_is_having_no_legal_move_while_not_in_check() {
    let position = load("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!position.is_check());
    assert!(position.is_stalemate());
    assert!(!position.is_checkmate());
}

// Zobrist keys.

fn check_keys_down_the_tree(position: &Position, depth: u32) {
    assert_eq!(position.hash(), position.hash_from_scratch(), "{}", position.fen());
    if depth > 0 {
        for mv in &position.legal_moves() {
            check_keys_down_the_tree(&position.after(*mv), depth - 1);
        }
    }
}

#[test]
fn the_incremental_zobrist_key_equals_the_key_computed_from_scratch_after_every_move() {
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkb1r/ppppp1pp/7n/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ] {
        check_keys_down_the_tree(&load(fen), 3);
    }
    check_keys_down_the_tree(&chess960::start_position(0).unwrap(), 3);
}

#[test]
fn the_same_position_reached_in_another_order_has_the_same_key() {
    let mut one = Position::new();
    play(&mut one, "g1f3 g8f6 b1c3 b8c6");
    let mut other = Position::new();
    play(&mut other, "b1c3 b8c6 g1f3 g8f6");
    assert_eq!(one.hash(), other.hash());
    assert!(one.is_repetition_of(&other));
}

// Impossible positions.

fn fen_error(fen: &str) -> FenError {
    match Position::from_fen(fen) {
        Ok(position) => panic!("{fen} was accepted as {}", position.fen()),
        Err(error) => error,
    }
}

#[test]
fn a_position_without_a_king_is_refused() {
    assert_eq!(fen_error("8/8/8/8/8/8/8/4K3 w - - 0 1"), FenError::Position(PositionError::MissingKing(Color::Black)));
}

#[test]
fn a_position_with_two_kings_of_one_colour_is_refused() {
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
        FenError::Position(PositionError::TooManyKings(Color::White))
    );
}

#[test]
fn a_pawn_on_the_first_or_last_rank_is_refused() {
    assert_eq!(
        fen_error("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        FenError::Position(PositionError::PawnOnBackRank(Square::A8))
    );
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/p3K3 w - - 0 1"),
        FenError::Position(PositionError::PawnOnBackRank(Square::A1))
    );
}

#[test]
fn a_position_where_the_side_not_to_move_is_in_check_is_refused() {
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"),
        FenError::Position(PositionError::OpponentInCheck(Color::Black))
    );
}

#[test]
fn an_en_passant_square_no_double_step_can_have_made_is_refused() {
    let invalid = |square| FenError::Position(PositionError::InvalidEnPassant(square));
    assert_eq!(fen_error("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"), invalid(Square::E3), "no pawn on e4");
    assert_eq!(fen_error("4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1"), invalid(Square::E4), "not the skipped square");
    assert_eq!(
        fen_error("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1"),
        invalid(Square::E3),
        "Black just moved, so the square must be on the sixth rank"
    );
    assert_eq!(fen_error("4k3/8/8/8/4P3/4P3/8/4K3 b - e3 0 1"), invalid(Square::E3), "e3 is occupied");
}

#[test]
fn a_castling_right_whose_rook_is_not_on_its_square_is_refused() {
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/4K3 w H - 0 1"),
        FenError::Position(PositionError::InvalidCastlingRight { color: Color::White, side: CastlingSide::KingSide })
    );
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/4K2B w H - 0 1"),
        FenError::Position(PositionError::InvalidCastlingRight { color: Color::White, side: CastlingSide::KingSide })
    );
}

#[test]
fn a_kq_castling_right_without_its_rook_or_with_the_king_off_its_back_rank_is_an_impossible_position() {
    let invalid = |color, side| FenError::Position(PositionError::InvalidCastlingRight { color, side });
    assert_eq!(fen_error("4k3/8/8/8/8/8/8/4K3 w K - 0 1"), invalid(Color::White, CastlingSide::KingSide));
    assert_eq!(fen_error("4k2r/8/8/8/8/8/8/4K3 w q - 0 1"), invalid(Color::Black, CastlingSide::QueenSide));
    assert_eq!(fen_error("4k3/8/8/8/8/8/4K3/7R w K - 0 1"), invalid(Color::White, CastlingSide::KingSide));
    assert_eq!(fen_error("4k3/8/8/8/8/8/4K3/7R w H - 0 1"), invalid(Color::White, CastlingSide::KingSide));
    assert_eq!(
        fen_error("8/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        FenError::Position(PositionError::MissingKing(Color::Black))
    );
}

#[test]
fn a_castling_field_with_letters_that_name_no_rook_is_refused_as_text() {
    assert_eq!(fen_error("4k3/8/8/8/8/8/8/R3K2R w KX - 0 1"), FenError::Castling("KX".to_owned()));
}
