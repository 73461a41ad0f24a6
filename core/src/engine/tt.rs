//! The transposition table: a fixed-size cache of search results by Zobrist key, shared by the
//! threads of one search without locks.
//!
//! Each slot is two atomic words: the result packed into 64 bits, and the key XORed with it. A
//! slot torn by two threads writing at once then fails the key check and reads as empty, so no
//! thread ever takes another position's result for its own.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::rules::{Move, Role, Square};

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// At least this much (the search failed high).
    Lower,
    /// At most this much (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The best move found, if any.
    pub best_move: Option<Move>,
    /// The score, with mate scores relative to this node.
    pub score: i32,
    /// The depth searched.
    pub depth: i32,
    /// How the score bounds the true value.
    pub bound: Bound,
    /// The position's static evaluation, when it was computed (not in check).
    pub static_eval: Option<i32>,
}

/// A result as stored, unpacked: the move in 16 bits, the rest as narrow as it fits.
#[derive(Clone, Copy)]
struct Slot {
    packed_move: u16,
    score: i16,
    depth: i8,
    /// Bound in the low two bits (0 = empty), generation above.
    flags: u8,
    /// The static evaluation, [`NO_EVAL`] when none was computed.
    static_eval: i16,
}

impl Slot {
    fn to_bits(self) -> u64 {
        u64::from(self.packed_move)
            | u64::from(self.score as u16) << 16
            | u64::from(self.depth as u8) << 32
            | u64::from(self.flags) << 40
            | u64::from(self.static_eval as u16) << 48
    }

    fn from_bits(bits: u64) -> Slot {
        Slot {
            packed_move: bits as u16,
            score: (bits >> 16) as u16 as i16,
            depth: (bits >> 32) as u8 as i8,
            flags: (bits >> 40) as u8,
            static_eval: (bits >> 48) as u16 as i16,
        }
    }
}

/// The stored static evaluation of a position that has none (it was in check).
const NO_EVAL: i16 = i16::MIN;

/// The bytes of one slot: the key check and the result.
const SLOT_BYTES: usize = 2 * std::mem::size_of::<u64>();

/// A transposition table of bounded size. A result replaces the slot's unless the slot holds a
/// result of this same search more than two plies deeper (for the same key, unless the new one
/// is exact).
pub struct TranspositionTable {
    /// Per slot, the key XOR the result, then the result.
    words: Vec<AtomicU64>,
    generation: u8,
}

impl TranspositionTable {
    /// A table using about `megabytes` of memory (at least one slot).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let count = (megabytes.max(1) * 1024 * 1024 / SLOT_BYTES).max(1);
        TranspositionTable { words: (0..2 * count).map(|_| AtomicU64::new(0)).collect(), generation: 0 }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.words.iter_mut().for_each(|word| *word.get_mut() = 0);
        self.generation = 0;
    }

    /// Marks the start of a new search, so older entries are replaced first.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1) & 0x3f;
    }

    fn index(&self, key: u64) -> usize {
        2 * ((key as u128 * (self.words.len() / 2) as u128) >> 64) as usize
    }

    /// The slot at `index` and the key it was stored for; a slot never written reads as empty.
    fn load(&self, index: usize) -> (u64, Slot) {
        let checked = self.words[index].load(Ordering::Relaxed);
        let bits = self.words[index + 1].load(Ordering::Relaxed);
        (checked ^ bits, Slot::from_bits(bits))
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let (stored_key, slot) = self.load(self.index(key));
        let bound = match slot.flags & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        if stored_key != key {
            return None;
        }
        Some(Entry {
            best_move: unpack(slot.packed_move),
            score: slot.score.into(),
            depth: slot.depth.into(),
            bound,
            static_eval: (slot.static_eval != NO_EVAL).then_some(slot.static_eval.into()),
        })
    }

    /// Loads `key`'s slot into the cache ahead of the child's probe; the value is unused. A real
    /// prefetch instruction measured no faster (`tune/EXPERIMENTS.md`).
    pub fn prefetch(&self, key: u64) {
        std::hint::black_box(self.words[self.index(key) + 1].load(Ordering::Relaxed));
    }

    fn write(&self, index: usize, key: u64, slot: Slot) {
        let bits = slot.to_bits();
        self.words[index].store(key ^ bits, Ordering::Relaxed);
        self.words[index + 1].store(bits, Ordering::Relaxed);
    }

    /// Stores a result, unless the slot holds a deeper result of this same search for another key.
    pub fn store(&self, key: u64, entry: Entry) {
        let index = self.index(key);
        let generation = self.generation;
        let (stored_key, mut slot) = self.load(index);
        let same_search = slot.flags >> 2 == generation;
        let deeper = i32::from(slot.depth) > entry.depth + 2;
        if same_search && deeper && (stored_key != key || entry.bound != Bound::Exact) {
            if stored_key == key && slot.packed_move == 0 {
                slot.packed_move = entry.best_move.map_or(0, pack);
                self.write(index, key, slot);
            }
            return;
        }
        let best_move = match entry.best_move {
            Some(mv) => pack(mv),
            None if stored_key == key => slot.packed_move,
            None => 0,
        };
        let bound = match entry.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let slot = Slot {
            packed_move: best_move,
            score: entry.score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth: entry.depth.clamp(0, 127) as i8,
            flags: bound | generation << 2,
            static_eval: entry
                .static_eval
                .map_or(NO_EVAL, |e: i32| e.clamp(-i32::from(i16::MAX), i32::from(i16::MAX)) as i16),
        };
        self.write(index, key, slot);
    }

    /// How full the table is, in permille, from a sample of its slots (UCI's `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = (self.words.len() / 2).min(1000);
        let used = (0..sample)
            .filter(|&i| {
                let flags = self.load(2 * i).1.flags;
                flags & 3 != 0 && flags >> 2 == self.generation
            })
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

/// Packs a move: 6 bits from, 6 bits to, 3 bits promotion (0 none); 0 itself means no move.
fn pack(mv: Move) -> u16 {
    let promotion = mv.promotion.map_or(0, |role| role.index() as u16);
    mv.from.index() as u16 | (mv.to.index() as u16) << 6 | promotion << 12
}

fn unpack(packed: u16) -> Option<Move> {
    if packed == 0 {
        return None;
    }
    let promotion = match packed >> 12 {
        0 => None,
        n => Role::ALL.get(n as usize).copied(),
    };
    let from = Square::from_index((packed & 63) as usize);
    let to = Square::from_index((packed >> 6 & 63) as usize);
    Some(Move { from, to, promotion })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_result_comes_back_for_its_key_only() {
        let mut table = TranspositionTable::new(1);
        let entry = Entry {
            best_move: Some(Move::with_promotion(Square::E7, Square::E8, Role::Knight)),
            score: -123,
            depth: 7,
            bound: Bound::Lower,
            static_eval: Some(-80),
        };
        table.store(0xdead_beef, entry);
        assert_eq!(table.probe(0xdead_beef), Some(entry));
        assert_eq!(table.probe(0xdead_beee), None);
        table.clear();
        assert_eq!(table.probe(0xdead_beef), None);
    }

    #[test]
    fn a_result_without_a_move_keeps_the_move_stored_for_that_key() {
        let table = TranspositionTable::new(1);
        let mv = Some(Move::new(Square::G1, Square::F3));
        table.store(42, Entry { best_move: mv, score: 10, depth: 3, bound: Bound::Exact, static_eval: None });
        table.store(42, Entry { best_move: None, score: 5, depth: 4, bound: Bound::Upper, static_eval: Some(5) });
        assert_eq!(table.probe(42).and_then(|e| e.best_move), mv);
    }

    #[test]
    fn a_slot_torn_by_two_writers_reads_as_empty() {
        let table = TranspositionTable::new(1);
        let entry = Entry { best_move: None, score: 10, depth: 3, bound: Bound::Exact, static_eval: None };
        table.store(7, entry);
        let index = table.index(7);
        // Only the second word of another thread's write of a different score landed.
        let torn = Slot { score: -10, ..table.load(index).1 };
        table.words[index + 1].store(torn.to_bits(), Ordering::Relaxed);
        assert_eq!(table.probe(7), None);
    }
}
