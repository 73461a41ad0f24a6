//! Save files as a phone's storage may hand them back: cut short, damaged, from another version.
//! Any bytes either restore a game, which then saves and restores as the same game, or are
//! refused with a typed error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ply_core::session::GameSession;

fuzz_target!(|data: &[u8]| {
    let Ok(session) = GameSession::from_bytes(data, 1_000) else { return };
    let bytes = session.to_bytes(2_000).expect("a restored game saves");
    let again = GameSession::from_bytes(&bytes, 3_000).expect("a saved game restores");
    assert_eq!(again.fen(), session.fen(), "the position after a save and restore");
    assert_eq!(again.pgn(), session.pgn(), "the game after a save and restore");
    assert_eq!(again.to_bytes(4_000).expect("a restored game saves"), bytes, "a second save differs");
    ply_fuzz::check_position(session.game().position());
});
