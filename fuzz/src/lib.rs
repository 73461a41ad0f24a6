//! What the fuzz targets check beyond "no panic": the properties every position, game and save
//! that reads at all must have. A violation panics, which libFuzzer reports as a crash.

use ply_core::rules::{Game, Position, read_pgn};

/// Checks that `position` writes and reads back as itself, that its hash is the one computed from
/// scratch, and that every legal move survives SAN and UCI, leads to a consistent position, and
/// is explained as legal.
pub fn check_position(position: &Position) {
    assert_eq!(position.hash(), position.hash_from_scratch(), "incremental hash of {position}");
    let fen = position.fen();
    assert_eq!(Position::from_fen(&fen).as_ref(), Ok(position), "FEN round trip of {fen}");
    let shredder = position.shredder_fen();
    assert_eq!(Position::from_fen(&shredder).as_ref(), Ok(position), "Shredder-FEN round trip of {shredder}");
    let chess960 = position.has_chess960_castling();
    let moves = position.legal_moves();
    assert_eq!(moves.len(), position.count_legal_moves(), "move count of {fen}");
    assert_eq!(moves.is_empty(), !position.has_legal_moves(), "has_legal_moves of {fen}");
    for &mv in &moves {
        let san = position.san(mv);
        assert_eq!(position.parse_san(&san), Ok(mv), "SAN `{san}` in {fen}");
        let uci = position.to_uci(mv, chess960);
        assert_eq!(position.parse_uci(&uci), Ok(mv), "UCI `{uci}` in {fen}");
        assert!(position.why_illegal(mv.from, mv.to).is_none(), "{uci} is legal in {fen} but explained as not");
        let after = position.after(mv);
        assert_eq!(after.hash(), after.hash_from_scratch(), "hash after {uci} in {fen}");
        assert!(
            !after.is_attacked(after.king(position.turn()), after.turn()),
            "{uci} leaves the king in check in {fen}"
        );
    }
}

/// Checks that `game` writes as PGN and reads back as the same game.
pub fn check_pgn_round_trip(game: &Game, tags: &[(String, String)]) {
    let pgn = ply_core::rules::write_pgn(game, tags);
    let mut games = read_pgn(&pgn);
    let read = match games.next() {
        Some(Ok(read)) => read,
        other => panic!("the written PGN does not read back ({other:?}):\n{pgn}"),
    };
    assert!(games.next().is_none(), "one game wrote as several:\n{pgn}");
    assert_eq!(read.game.start(), game.start(), "start position of\n{pgn}");
    assert_eq!(read.game.moves(), game.moves(), "moves of\n{pgn}");
    assert_eq!(read.game.is_chess960(), game.is_chess960(), "variant of\n{pgn}");
}
