//! PGN as files and pastes bring it: several games, tags, comments, variations, NAGs. Every game
//! either reads, and then writes and reads back as itself, or is refused with its line and column.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ply_core::rules::read_pgn;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let lines = text.lines().count().max(1);
    for game in read_pgn(text) {
        match game {
            Ok(read) => {
                ply_fuzz::check_position(read.game.position());
                ply_fuzz::check_pgn_round_trip(&read.game, &read.tags);
            }
            Err(error) => {
                assert!(error.line >= 1 && error.column >= 1, "{error}: lines and columns count from 1");
                assert!(error.line <= lines + 1, "{error}: past the text's {lines} lines");
            }
        }
    }
});
