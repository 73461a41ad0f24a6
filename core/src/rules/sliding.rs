//! Sliding-piece attacks computed square by square: slow and plainly correct.
//!
//! The build script includes this file to generate the magic lookup tables, and the tests
//! check every table lookup against it. It works on raw `u64` masks so that the build script
//! can use it without the rest of the crate.

/// The four rook directions as (file, rank) steps.
pub const ROOK_DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// The four bishop directions as (file, rank) steps.
pub const BISHOP_DIRECTIONS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The squares a slider on `square` attacks along `directions`, stopping at the first occupied square.
pub fn ray_attacks(square: usize, occupied: u64, directions: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in directions {
        let (mut file, mut rank) = ((square % 8) as i32 + df, (square / 8) as i32 + dr);
        while (0..8).contains(&file) && (0..8).contains(&rank) {
            let bit = 1u64 << (rank * 8 + file);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            file += df;
            rank += dr;
        }
    }
    attacks
}

/// The squares whose occupancy can change a slider's attacks: its rays without the board's edge.
pub fn relevant_occupancy(square: usize, directions: &[(i32, i32); 4]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in directions {
        let (mut file, mut rank) = ((square % 8) as i32 + df, (square / 8) as i32 + dr);
        while (0..8).contains(&(file + df)) && (0..8).contains(&(rank + dr)) {
            mask |= 1u64 << (rank * 8 + file);
            file += df;
            rank += dr;
        }
    }
    mask
}
