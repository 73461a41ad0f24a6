//! Zobrist keys: random 64-bit numbers whose XOR identifies a position.

use super::{Color, Role, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

struct Keys {
    pieces: [[[u64; 64]; 6]; 2],
    castling: [[u64; 2]; 2],
    en_passant: [u64; 8],
    black_to_move: u64,
}

const fn generate() -> Keys {
    let mut keys = Keys { pieces: [[[0; 64]; 6]; 2], castling: [[0; 2]; 2], en_passant: [0; 8], black_to_move: 0 };
    let mut state = 0x5ee1_d0c5_u64;
    let mut color = 0;
    while color < 2 {
        let mut role = 0;
        while role < 6 {
            let mut square = 0;
            while square < 64 {
                let (next, key) = splitmix(state);
                state = next;
                keys.pieces[color][role][square] = key;
                square += 1;
            }
            role += 1;
        }
        let mut side = 0;
        while side < 2 {
            let (next, key) = splitmix(state);
            state = next;
            keys.castling[color][side] = key;
            side += 1;
        }
        color += 1;
    }
    let mut file = 0;
    while file < 8 {
        let (next, key) = splitmix(state);
        state = next;
        keys.en_passant[file] = key;
        file += 1;
    }
    keys.black_to_move = splitmix(state).1;
    keys
}

static KEYS: Keys = generate();

/// The XOR of the castling keys for each of the 16 sets of rights (bit 0 White king side, bit 1
/// White queen side, bit 2 Black king side, bit 3 Black queen side).
static CASTLING_RIGHTS: [u64; 16] = {
    let mut table = [0; 16];
    let mut index = 0;
    while index < 16 {
        let mut bit = 0;
        while bit < 4 {
            if index & (1 << bit) != 0 {
                table[index] ^= KEYS.castling[bit / 2][bit % 2];
            }
            bit += 1;
        }
        index += 1;
    }
    table
};

/// The combined key of a set of castling rights, as a 4-bit index (see `CASTLING_RIGHTS`).
#[inline(always)]
pub fn castling_rights(index: usize) -> u64 {
    CASTLING_RIGHTS[index & 15]
}

/// The key of a piece of `color` and `role` standing on `square`.
#[inline(always)]
pub fn piece(color: Color, role: Role, square: Square) -> u64 {
    KEYS.pieces[color.index()][role.index()][square.index()]
}

/// The key of an en passant capture being possible on the file of `square`.
#[inline(always)]
pub fn en_passant(square: Square) -> u64 {
    KEYS.en_passant[square.file().index()]
}

/// The key XORed in when Black is to move.
#[inline(always)]
pub fn black_to_move() -> u64 {
    KEYS.black_to_move
}
