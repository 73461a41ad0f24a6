//! Generates the magic-bitboard tables for rook and bishop attacks into `$OUT_DIR/magics.rs`.
//!
//! The magic factors are found here by a seeded random search, so the build is reproducible
//! and no table is typed by hand.

use std::{env, fs, path::Path};

#[path = "src/rules/sliding.rs"]
mod sliding;

/// A small xorshift generator: deterministic, so every build finds the same magics.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Candidates with few bits set make good magics.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

struct Found {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

/// Finds a collision-free magic for one square and appends its attack table to `table`.
fn find_magic(square: usize, directions: &[(i32, i32); 4], rng: &mut Rng, table: &mut Vec<u64>) -> Found {
    let mask = sliding::relevant_occupancy(square, directions);
    let bits = mask.count_ones();
    let shift = 64 - bits;
    let mut occupancies = Vec::with_capacity(1 << bits);
    let mut subset = 0u64;
    loop {
        occupancies.push((subset, sliding::ray_attacks(square, subset, directions)));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            break;
        }
    }
    let mut slots = vec![0u64; 1 << bits];
    'search: loop {
        let factor = rng.sparse();
        if (mask.wrapping_mul(factor) >> 56).count_ones() < 6 {
            continue;
        }
        slots.iter_mut().for_each(|slot| *slot = 0);
        for &(occupancy, attacks) in &occupancies {
            let index = (occupancy.wrapping_mul(factor) >> shift) as usize;
            // An attack set is never empty, so 0 marks a free slot.
            if slots[index] == 0 {
                slots[index] = attacks;
            } else if slots[index] != attacks {
                continue 'search;
            }
        }
        let offset = table.len();
        table.extend_from_slice(&slots);
        return Found { mask, factor, shift, offset };
    }
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/rules/sliding.rs");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut table = Vec::new();
    let mut out = String::new();
    for (name, directions) in [("ROOK", &sliding::ROOK_DIRECTIONS), ("BISHOP", &sliding::BISHOP_DIRECTIONS)] {
        out.push_str(&format!("static {name}_MAGICS: [Magic; 64] = [\n"));
        for square in 0..64 {
            let found = find_magic(square, directions, &mut rng, &mut table);
            out.push_str(&format!(
                "    Magic {{ mask: {:#018x}, factor: {:#018x}, shift: {}, offset: {} }},\n",
                found.mask, found.factor, found.shift, found.offset
            ));
        }
        out.push_str("];\n");
    }
    out.push_str(&format!("static SLIDER_ATTACKS: [u64; {}] = [\n", table.len()));
    for chunk in table.chunks(8) {
        let line: Vec<String> = chunk.iter().map(|a| format!("{a:#x}")).collect();
        out.push_str(&format!("    {},\n", line.join(", ")));
    }
    out.push_str("];\n");
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    fs::write(Path::new(&out_dir).join("magics.rs"), out).expect("the build directory is writable");
}
