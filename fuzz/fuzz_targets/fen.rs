//! FEN, X-FEN and Shredder-FEN as a player pastes them: any text either reads as a position that
//! holds together or is refused with a typed error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ply_core::rules::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(position) = Position::from_fen(text) {
        ply_fuzz::check_position(&position);
    }
});
