//! A move typed against a position, as SAN, UCI or two squares: the input is a FEN line, then
//! the text. A first line that is not a FEN picks one of a few positions rich in special moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ply_core::rules::{Game, Position};
use ply_core::session::{GameSession, Settings};

/// Castling both ways, en passant, promotions with and without capture, checks and pins.
const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (head, move_text) = text.split_once('\n').unwrap_or(("", text));
    let position = Position::from_fen(head).unwrap_or_else(|_| {
        Position::from_fen(POSITIONS[head.len() % POSITIONS.len()]).expect("the fixed positions read")
    });
    let fen = position.fen();
    if let Ok(mv) = position.parse_san(move_text) {
        assert!(position.is_legal(mv), "SAN `{move_text}` read as an illegal move in {fen}");
        assert_eq!(position.parse_san(&position.san(mv)), Ok(mv), "SAN of `{move_text}` in {fen}");
    }
    if let Ok(mv) = position.parse_uci(move_text) {
        assert!(position.is_legal(mv), "UCI `{move_text}` read as an illegal move in {fen}");
    }
    let game = Game::from_position(position, position.has_chess960_castling());
    let mut session = GameSession::from_game(Settings::pass_and_play(), game, 0);
    let before = session.game().moves().len();
    let entered = session.enter(move_text, 0);
    let played = session.game().moves().len() - before;
    assert!(played <= 1, "`{move_text}` played {played} moves in {fen}");
    assert!(entered.is_ok() || played == 0, "`{move_text}` was refused but played in {fen}");
    let view = session.view(0);
    if played == 1 {
        let mv = session.game().moves()[before];
        assert!(position.is_legal(mv), "`{move_text}` played an illegal move in {fen}");
        assert!(view.refusal.is_none(), "`{move_text}` was played and refused in {fen}");
    }
});
