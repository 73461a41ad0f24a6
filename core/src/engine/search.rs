//! The search: iterative deepening over a principal-variation alpha-beta search with a
//! transposition table, null-move pruning, late-move reductions (deeper at expected cut nodes),
//! check, singular and double extensions, ProbCut, razoring, aspiration windows and a quiescence
//! search over captures; moves ordered by the table, capture history, killers and quiet
//! history. The static evaluation is the classical one (`eval`) plus the network's correction
//! (`network`), corrected again by what earlier searches found (`correction`).
//! With more than one thread it is Lazy SMP: helper threads search the same root and share only
//! the table with the main thread, whose result is the answer.
//!
//! What was tried and not kept is logged in `tune/EXPERIMENTS.md`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::correction::CorrectionHistory;
use super::eval::{PawnTable, SEE_VALUE, evaluate_with, mating_side};
use super::limits::{Limits, TimeBudget};
use super::network::Accumulators;
use super::see::see_at_least;
use super::tt::{Bound, Entry, TranspositionTable};
use arrayvec::ArrayVec;

use crate::rules::{Bitboard, Color, Move, MoveList, Position, Role};

/// The score of giving mate now; mate in n plies scores `MATE - n`.
pub const MATE: i32 = 31_000;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = 32_000;
/// The deepest the search goes, in plies from the root.
pub const MAX_PLY: usize = 120;
/// The stop flag and the clock are looked at once per this many nodes.
const CHECK_EVERY: u64 = 1024;
/// History scores stay within plus or minus this.
const HISTORY_MAX: i32 = 16_384;
/// How far above beta a capture must score in a shallow search for ProbCut to trust it.
const PROBCUT_MARGIN: i32 = 200;
/// How far below the singular search's bound the other moves must fall for a double extension.
const DOUBLE_EXTENSION_MARGIN: i32 = 25;
/// How far below alpha per ply of depth razoring drops into the quiescence search.
const RAZOR_MARGIN: i32 = 250;

/// A score as UCI reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// An evaluation in centipawns, from the side to move's point of view.
    Centipawns(i32),
    /// Mate in this many moves; negative when the side to move is mated.
    Mate(i32),
}

impl Score {
    /// The UCI form of a search score.
    pub fn from_search(score: i32) -> Score {
        if score > MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score < -MATE_BOUND {
            Score::Mate(-(MATE + score) / 2)
        } else {
            Score::Centipawns(score)
        }
    }
}

/// What the search reports after each completed depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// The depth completed.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// The score of the best line.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub time: Duration,
    /// How full the transposition table is, in permille.
    pub hashfull: u32,
    /// The best line found.
    pub pv: Vec<Move>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when the position has no legal move.
    pub best_move: Option<Move>,
    /// Its score, in search units (centipawns, or mate distances near [`MATE`]).
    pub score: i32,
    /// The last depth completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The best line.
    pub pv: Vec<Move>,
}

/// The most threads one search may use.
pub const MAX_THREADS: usize = 16;
/// The stack each helper thread gets: the search recurses up to [`MAX_PLY`] deep.
const HELPER_STACK_BYTES: usize = 16 << 20;

/// The state kept between searches: the transposition table, shared by the search's threads,
/// and each thread's own tables.
pub struct Searcher {
    tt: TranspositionTable,
    reductions: Box<[[i32; 64]; 64]>,
    /// The main thread's tables.
    main: ThreadTables,
    /// Each helper thread's tables.
    helpers: Vec<ThreadTables>,
}

/// What one search thread learns and keeps from search to search: the move-ordering statistics,
/// the pawn table and the evaluation's corrections.
struct ThreadTables {
    /// How often a quiet move caused a cutoff, by side, whether the enemy attacks the squares it
    /// leaves and enters (see [`threat_index`]), from and to square.
    history: Box<[[[[i32; 64]; 64]; 4]; 2]>,
    /// How often a quiet move caused a cutoff after the move one and two plies before, by
    /// the piece and square of each (see [`continuation_index`]).
    continuation: Vec<i32>,
    /// How often a capture caused a cutoff, by the piece moved, where to and the piece taken
    /// (see [`capture_index`]).
    capture_history: Vec<i32>,
    /// Two quiet moves per ply that recently caused cutoffs.
    killers: Box<[[Option<Move>; 2]; MAX_PLY + 1]>,
    /// The pawns' own terms of recent positions (it never changes a result, so `clear` keeps it).
    pawns: PawnTable,
    /// How far the static evaluation has missed the search's scores, by placement of the men.
    correction: CorrectionHistory,
    /// The neural evaluation's hidden layers along the line being searched.
    accumulators: Accumulators,
}

impl ThreadTables {
    fn new() -> ThreadTables {
        ThreadTables {
            history: Box::new([[[[0; 64]; 64]; 4]; 2]),
            continuation: vec![0; 12 * 64 * 12 * 64],
            capture_history: vec![0; 12 * 64 * 6],
            killers: Box::new([[None; 2]; MAX_PLY + 1]),
            pawns: PawnTable::new(),
            correction: CorrectionHistory::new(),
            accumulators: Accumulators::new(MAX_PLY),
        }
    }

    fn clear(&mut self) {
        self.history.iter_mut().flatten().flatten().flatten().for_each(|h| *h = 0);
        self.continuation.iter_mut().for_each(|h| *h = 0);
        self.capture_history.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.correction.clear();
    }

    /// Before a new search: the killers belong to the last position, and the histories fade.
    fn age(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().flatten().flatten().flatten().for_each(|h| *h /= 8);
        self.continuation.iter_mut().for_each(|h| *h /= 8);
        self.capture_history.iter_mut().for_each(|h| *h /= 8);
    }
}

impl Searcher {
    /// A single-threaded searcher with a transposition table of about `hash_megabytes`.
    pub fn new(hash_megabytes: usize) -> Searcher {
        let mut reductions = Box::new([[0; 64]; 64]);
        for (depth, row) in reductions.iter_mut().enumerate().skip(1) {
            for (index, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.75 + (depth as f64).ln() * (index as f64).ln() / 2.25) as i32;
            }
        }
        Searcher {
            tt: TranspositionTable::new(hash_megabytes),
            reductions,
            main: ThreadTables::new(),
            helpers: Vec::new(),
        }
    }

    /// Changes the transposition table's size, which clears it.
    pub fn set_hash_size(&mut self, megabytes: usize) {
        self.tt = TranspositionTable::new(megabytes);
    }

    /// How many threads a search uses.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Sets how many threads a search uses (1 to [`MAX_THREADS`]). A search bounded by nodes
    /// always uses one, so that it can be repeated exactly.
    pub fn set_threads(&mut self, threads: usize) {
        self.helpers.resize_with(threads.clamp(1, MAX_THREADS) - 1, ThreadTables::new);
    }

    /// Forgets everything learnt, as before a new game: the same search then gives the same move.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.main.clear();
        self.helpers.iter_mut().for_each(ThreadTables::clear);
    }

    /// Scores every legal move of the last of `positions` by a search `depth` plies deep, the move
    /// itself included (depth 1 is the move and a quiescence search). The weaker levels choose
    /// among these scores.
    pub fn score_moves(&mut self, positions: &[Position], depth: u32, stop: &AtomicBool) -> Vec<(Move, i32)> {
        let root = positions.last().copied().unwrap_or_default();
        let helper_nodes = AtomicU64::new(0);
        let mut search = self.start(positions, &Limits::default(), stop, &helper_nodes);
        let key = root.hash();
        root.legal_moves()
            .iter()
            .map(|&mv| {
                let child = search.play(&root, mv, key, 0);
                let score = -search.negamax(&child, depth as i32 - 1, -INFINITY, INFINITY, 1, false);
                search.keys.pop();
                (mv, score)
            })
            .collect()
    }

    /// Readies the tables for a new search and returns the keys of the positions it may repeat.
    fn prepare(&mut self, positions: &[Position]) -> Vec<u64> {
        self.tt.new_search();
        self.main.age();
        self.helpers.iter_mut().for_each(ThreadTables::age);
        let irreversible = positions.iter().rposition(|p| p.halfmove_clock() == 0).unwrap_or(0);
        positions[irreversible..positions.len().saturating_sub(1)].iter().map(Position::hash).collect()
    }

    /// Readies the tables and returns the main thread's search, alone.
    fn start<'a>(
        &'a mut self,
        positions: &[Position],
        limits: &Limits,
        stop: &'a AtomicBool,
        helper_nodes: &'a AtomicU64,
    ) -> Search<'a> {
        let keys = self.prepare(positions);
        let shared = Shared { tt: &self.tt, reductions: &self.reductions, helper_nodes };
        Search::new(shared, &mut self.main, stop, keys, limits, false)
    }

    /// Searches the last of `positions` (the game so far, for repetitions) within `limits`, until
    /// `stop` is set, reporting each completed depth to `on_info`. With more than one thread, the
    /// helpers search the same position into the shared table (Lazy SMP) and the main thread's
    /// result is the answer.
    pub fn search(
        &mut self,
        positions: &[Position],
        limits: &Limits,
        stop: &AtomicBool,
        on_info: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let root = positions.last().copied().unwrap_or_default();
        let legal = root.legal_moves();
        if legal.is_empty() {
            let score = if root.is_check() { -MATE } else { 0 };
            return SearchResult { best_move: None, score, depth: 0, nodes: 0, pv: Vec::new() };
        }
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 1).clamp(1, MAX_PLY as u32 - 1);
        let helper_count = if limits.nodes.is_some() { 0 } else { self.helpers.len() };
        let keys = self.prepare(positions);
        let finished = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let shared = Shared { tt: &self.tt, reductions: &self.reductions, helper_nodes: &helper_nodes };
        std::thread::scope(|scope| {
            for (index, tables) in self.helpers.iter_mut().take(helper_count).enumerate() {
                let mut helper = Search::new(shared, tables, &finished, keys.clone(), &Limits::default(), true);
                // Odd helpers search a ply deeper, so the threads spread over two depths.
                let offset = (index as u32 + 1) % 2;
                // A helper that cannot start leaves the others to search without it.
                let _ = std::thread::Builder::new()
                    .name(format!("search helper {}", index + 1))
                    .stack_size(HELPER_STACK_BYTES)
                    .spawn_scoped(scope, move || helper.help(&root, max_depth, offset));
            }
            // Set on the way out, even an unwinding one, so the helpers stop and can be joined.
            let _finished = SetOnDrop(&finished);
            Search::new(shared, &mut self.main, stop, keys, limits, false).deepen(&root, max_depth, legal[0], on_info)
        })
    }
}

/// Sets its flag when dropped.
struct SetOnDrop<'a>(&'a AtomicBool);

impl Drop for SetOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// What every thread of one search reads or adds to.
#[derive(Clone, Copy)]
struct Shared<'a> {
    tt: &'a TranspositionTable,
    reductions: &'a [[i32; 64]; 64],
    /// The nodes the helper threads have searched so far, for the main thread's reports.
    helper_nodes: &'a AtomicU64,
}

/// One thread's search in progress.
struct Search<'a> {
    shared: Shared<'a>,
    tables: &'a mut ThreadTables,
    stop: &'a AtomicBool,
    /// Whether this is a helper thread, whose results nobody reads but through the table.
    helper: bool,
    start: Instant,
    budget: Option<TimeBudget>,
    node_limit: Option<u64>,
    nodes: u64,
    seldepth: u32,
    /// Zobrist keys of the game and the current line, for repetitions.
    keys: Vec<u64>,
    pv: Box<[[Option<Move>; MAX_PLY + 1]; MAX_PLY + 1]>,
    pv_length: [usize; MAX_PLY + 1],
    /// What each ply of the current line holds.
    stack: [Frame; MAX_PLY + 2],
    aborted: bool,
}

/// One ply of the current line.
#[derive(Clone, Copy, Default)]
struct Frame {
    /// The static evaluation there (`-INFINITY` in check).
    eval: i32,
    /// The piece moved from there and where it went (`None` for a null move), as
    /// [`piece_index`] and square index.
    moved: Option<(usize, usize)>,
    /// A move left out of the search there, to see whether the others are much worse.
    excluded: Option<Move>,
    /// How many double extensions the line to there has had.
    double_extensions: u8,
}

impl<'a> Search<'a> {
    fn new(
        shared: Shared<'a>,
        tables: &'a mut ThreadTables,
        stop: &'a AtomicBool,
        keys: Vec<u64>,
        limits: &Limits,
        helper: bool,
    ) -> Search<'a> {
        Search {
            shared,
            tables,
            stop,
            helper,
            start: Instant::now(),
            budget: limits.time_budget(),
            node_limit: limits.nodes,
            nodes: 0,
            seldepth: 0,
            keys,
            pv: Box::new([[None; MAX_PLY + 1]; MAX_PLY + 1]),
            pv_length: [0; MAX_PLY + 1],
            stack: [Frame::default(); MAX_PLY + 2],
            aborted: false,
        }
    }

    /// The main thread's iterative deepening of `root` (whose first legal move is `first`),
    /// reporting each completed depth.
    fn deepen(
        &mut self,
        root: &Position,
        max_depth: u32,
        first: Move,
        mut on_info: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let mut result = SearchResult { best_move: Some(first), score: 0, depth: 0, nodes: 0, pv: Vec::new() };
        let mut score = 0;
        for depth in 1..=max_depth {
            self.seldepth = 0;
            let iteration = self.aspiration(root, depth as i32, score);
            if self.aborted && depth > 1 {
                // A move that beat the window in the unfinished iteration was searched in full,
                // deeper than the last finished one: it is the better guess.
                if let Some(best) = self.pv[0][0].filter(|_| self.pv_length[0] > 0) {
                    result.best_move = Some(best);
                    result.pv = self.pv[0][..self.pv_length[0]].iter().flatten().copied().collect();
                }
                break;
            }
            score = iteration;
            let pv: Vec<Move> = self.pv[0][..self.pv_length[0]].iter().flatten().copied().collect();
            if let Some(&best) = pv.first() {
                result.best_move = Some(best);
            }
            result.score = score;
            result.depth = depth;
            result.pv = pv.clone();
            on_info(&SearchInfo {
                depth,
                seldepth: self.seldepth,
                score: Score::from_search(score),
                nodes: self.all_nodes(),
                time: self.start.elapsed(),
                hashfull: self.shared.tt.hashfull(),
                pv,
            });
            let mate_found = score.abs() > MATE_BOUND && (MATE - score.abs()) as u32 <= depth;
            let past_soft = self.budget.is_some_and(|b| self.start.elapsed() > b.soft);
            if self.aborted || mate_found || past_soft || self.should_stop_now() {
                break;
            }
        }
        result.nodes = self.all_nodes();
        result
    }

    /// A helper thread's iterative deepening of `root`, `offset` plies deeper than the main
    /// thread's, until the main thread finishes.
    fn help(&mut self, root: &Position, max_depth: u32, offset: u32) {
        let mut score = 0;
        for depth in 1..=max_depth {
            let iteration = self.aspiration(root, (depth + offset).min(max_depth) as i32, score);
            if self.aborted {
                break;
            }
            score = iteration;
        }
        self.shared.helper_nodes.fetch_add(self.nodes % CHECK_EVERY, Ordering::Relaxed);
    }

    /// The nodes of every thread of this search so far (the helpers' to the last thousand or so).
    fn all_nodes(&self) -> u64 {
        self.nodes + self.shared.helper_nodes.load(Ordering::Relaxed)
    }

    fn should_stop_now(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
            || self.node_limit.is_some_and(|limit| self.nodes >= limit)
            || self.budget.is_some_and(|b| self.start.elapsed() >= b.hard)
    }

    /// Counts a node, and every so often checks whether the search must stop.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        let check = self.nodes.is_multiple_of(CHECK_EVERY);
        if check && self.helper {
            self.shared.helper_nodes.fetch_add(CHECK_EVERY, Ordering::Relaxed);
        }
        if self.node_limit.is_some_and(|limit| self.nodes >= limit) || (check && self.should_stop_now()) {
            self.aborted = true;
        }
        self.aborted
    }

    /// Searches the root with a narrow window around the last score, widening on failure.
    fn aspiration(&mut self, root: &Position, depth: i32, previous: i32) -> i32 {
        let mut delta = 25;
        let (mut alpha, mut beta) =
            if depth >= 4 { (previous - delta, previous + delta) } else { (-INFINITY, INFINITY) };
        loop {
            let score = self.negamax(root, depth, alpha, beta, 0, false);
            if self.aborted {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
        }
    }

    /// Plays `mv` from `position` (whose key is `key`) at `ply` of the line: records the move for
    /// the continuation history and the key for repetitions, and returns the position after it.
    /// The caller pops the key once the child is searched.
    fn play(&mut self, position: &Position, mv: Move, key: u64, ply: usize) -> Position {
        let piece = piece_index(position.turn(), position.role_at(mv.from).unwrap_or(Role::Pawn));
        self.stack[ply].moved = Some((piece, mv.to.index()));
        self.keys.push(key);
        let child = position.after(mv);
        self.shared.tt.prefetch(child.hash());
        child
    }

    fn is_repetition(&self, position: &Position) -> bool {
        let window = position.halfmove_clock() as usize;
        let key = position.hash();
        self.keys.iter().rev().take(window).skip(1).step_by(2).any(|&k| k == key)
    }

    /// The alpha-beta search of `position` at `ply`; `cut_node` says that this zero-window node
    /// is expected to fail high, so its late moves are reduced more.
    fn negamax(
        &mut self,
        position: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        self.pv_length[ply] = 0;
        let root = ply == 0;
        if !root {
            if self.is_repetition(position) || position.has_insufficient_material() {
                return 0;
            }
            if position.halfmove_clock() >= 100 {
                return if position.is_checkmate() { -MATE + ply as i32 } else { 0 };
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let in_check = position.is_check();
        if in_check {
            depth += 1;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(position, alpha, beta, ply);
        }
        if self.visit() && !root {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        let key = position.hash();
        let entry = self.shared.tt.probe(key);
        let excluded = self.stack[ply].excluded;
        let double_extensions = if ply > 0 { self.stack[ply - 1].double_extensions } else { 0 };
        self.stack[ply].double_extensions = double_extensions;
        if let Some(entry) = entry
            && !pv_node
            && excluded.is_none()
            && entry.depth >= depth
            && let Some(score) = cutoff(entry, ply, alpha, beta)
        {
            return score;
        }
        let raw_eval = (!in_check).then(|| self.static_eval(position, entry, ply));
        let static_eval = raw_eval.map_or(-INFINITY, |raw| self.tables.correction.corrected(position, raw));
        self.stack[ply].eval = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.stack[ply - 2].eval;
        let eval = refined(static_eval, entry, in_check);

        if !pv_node && !in_check {
            // Reverse futility: far above beta at low depth, assume a move keeps it there.
            if depth <= 8 && eval - 70 * (depth - i32::from(improving)) >= beta && beta.abs() < MATE_BOUND {
                return (eval + beta) / 2;
            }
            // Razoring: far below alpha near the leaves, only a capture could help.
            if depth <= 3 && eval + RAZOR_MARGIN * depth < alpha {
                let score = self.quiescence(position, alpha - 1, alpha, ply);
                if score < alpha {
                    return score;
                }
            }
            // Null move: if passing still beats beta, a real move will too.
            let us = position.turn();
            let pieces = position.by_color(us) & !position.by_role(Role::Pawn) & !position.by_role(Role::King);
            let after_null_move = ply > 0 && self.stack[ply - 1].moved.is_none();
            if !after_null_move
                && excluded.is_none()
                && depth >= 3
                && eval >= beta
                && static_eval >= beta
                && pieces.any()
            {
                let reduction = 3 + depth / 3 + ((eval - beta) / 200).min(3);
                let child = position.after_null_move();
                self.stack[ply].moved = None;
                self.keys.push(key);
                let score = -self.negamax(&child, depth - 1 - reduction, -beta, -beta + 1, ply + 1, !cut_node);
                self.keys.pop();
                if self.aborted {
                    return 0;
                }
                if score >= beta {
                    return if score > MATE_BOUND { beta } else { score };
                }
            }
        }

        let mut moves = MoveList::new();
        position.push_legal_moves(&mut moves);
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        // ProbCut: a capture that beats beta by a margin in a shallow search very likely beats
        // beta in the full one.
        let probcut_beta = beta + PROBCUT_MARGIN;
        if !pv_node
            && !in_check
            && excluded.is_none()
            && depth >= 5
            && beta.abs() < MATE_BOUND
            && !entry.is_some_and(|e| e.depth >= depth - 3 && e.score < probcut_beta)
        {
            for &mv in moves.iter() {
                let capture = position.is_capture(mv) || mv.promotion == Some(Role::Queen);
                if !capture || !see_at_least(position, mv, probcut_beta - static_eval) {
                    continue;
                }
                let child = self.play(position, mv, key, ply);
                let mut score = -self.quiescence(&child, -probcut_beta, -probcut_beta + 1, ply + 1);
                if score >= probcut_beta {
                    score = -self.negamax(&child, depth - 4, -probcut_beta, -probcut_beta + 1, ply + 1, !cut_node);
                }
                self.keys.pop();
                if self.aborted {
                    return 0;
                }
                if score >= probcut_beta {
                    self.shared.tt.store(
                        key,
                        Entry {
                            best_move: Some(mv),
                            score: score_to_tt(score, ply),
                            depth: depth - 3,
                            bound: Bound::Lower,
                            static_eval: raw_eval,
                        },
                    );
                    return score;
                }
            }
        }
        let tt_move = entry.and_then(|e| e.best_move).filter(|mv| moves.contains(mv));
        // Internal iterative reduction: without a move from the table, this node is likely new
        // and less important; search it a ply shallower.
        if tt_move.is_none() && depth >= 4 {
            depth -= 1;
        }
        let mut ordered = OrderedMoves::empty();
        ordered.fill(&moves, tt_move);
        let mut best = -INFINITY;
        let mut best_move = None;
        let original_alpha = alpha;
        let mut quiets_tried: ArrayVec<Move, 64> = ArrayVec::new();
        let mut captures_tried: ArrayVec<Move, 64> = ArrayVec::new();
        let mut searched = 0;
        let mut skipping_quiets = false;
        for index in 0.. {
            if index >= ordered.len() {
                break;
            }
            let (mv, order_score) = self.pick(&mut ordered, position, index, ply);
            if Some(mv) == excluded {
                continue;
            }
            let mut extension = 0;
            if let Some(entry) = entry
                && !root
                && Some(mv) == tt_move
                && excluded.is_none()
                && depth >= 7
                && entry.depth >= depth - 3
                && entry.bound != Bound::Upper
                && entry.score.abs() < MATE_BOUND
            {
                // Singular extension: when every other move falls well short of the table's
                // score, this one is forced: look deeper. When another also beats beta, cut.
                let singular_beta = entry.score - 2 * depth;
                self.stack[ply].excluded = Some(mv);
                let score = self.negamax(position, (depth - 1) / 2, singular_beta - 1, singular_beta, ply, cut_node);
                self.stack[ply].excluded = None;
                self.pv_length[ply] = 0;
                if self.aborted {
                    return 0;
                }
                if score < singular_beta {
                    extension = 1;
                    // Far short: the move is very much forced; look two plies deeper, a few
                    // times a line at most.
                    if !pv_node && score < singular_beta - DOUBLE_EXTENSION_MARGIN && double_extensions < 8 {
                        extension = 2;
                    }
                } else if singular_beta >= beta {
                    return singular_beta;
                } else if entry.score >= beta {
                    // Another move likely beats beta too: the table's move matters less.
                    extension = -1;
                }
            }
            let capture = position.is_capture(mv) || mv.promotion.is_some();
            // Asked only where it matters, since a check is dear to find.
            let quiet = || is_quiet(position, mv);
            if !root && !in_check && best > -MATE_BOUND {
                // Late quiet moves at low depth rarely matter, and a quiet move cannot lift a
                // hopeless score at the last plies (futility).
                let late = (3 + depth * depth) / if improving { 1 } else { 2 };
                let futile = static_eval + 100 + 90 * depth <= alpha;
                let prune_quiets = !pv_node && depth <= 6 && (quiets_tried.len() as i32 >= late || futile);
                if prune_quiets && !skipping_quiets {
                    // From here on every quiet move but a check is pruned: drop them all at once
                    // rather than pick each in turn only to skip it.
                    skipping_quiets = true;
                    ordered.keep_after(index, |mv| !is_quiet(position, mv));
                }
                if prune_quiets && quiet() {
                    continue;
                }
                // Moves that lose material in the exchange they start, at low depth.
                let threshold = if capture { -20 * depth * depth } else { -60 * depth };
                if depth <= 8 && index > 0 && !see_at_least(position, mv, threshold) {
                    continue;
                }
            }
            self.stack[ply].double_extensions = double_extensions + u8::from(extension == 2);
            let child = self.play(position, mv, key, ply);
            let score = if searched == 0 {
                -self.negamax(&child, depth - 1 + extension, -beta, -alpha, ply + 1, !pv_node && !cut_node)
            } else {
                let mut reduction = 0;
                if depth >= 3 && index >= if pv_node { 3 } else { 2 } && quiet() {
                    reduction = self.shared.reductions[depth.min(63) as usize][index.min(63)];
                    if pv_node {
                        reduction -= 1;
                    }
                    if !improving {
                        reduction += 1;
                    }
                    if cut_node {
                        reduction += 1;
                    }
                    if tt_move.is_some_and(|m| position.is_capture(m)) {
                        reduction += 1;
                    }
                    if self.tables.killers[ply].contains(&Some(mv)) {
                        reduction -= 1;
                    }
                    if order_score < SECOND_KILLER_SCORE {
                        reduction -= order_score / 12_000;
                    }
                    reduction = reduction.clamp(0, depth - 2);
                }
                let new_depth = depth - 1 + extension;
                let mut score = -self.negamax(&child, new_depth - reduction, -alpha - 1, -alpha, ply + 1, true);
                if score > alpha && reduction > 0 {
                    score = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, !cut_node);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, false);
                }
                score
            };
            self.keys.pop();
            if self.aborted {
                return 0;
            }
            searched += 1;
            if !capture {
                let _ = quiets_tried.try_push(mv);
            } else if position.is_capture(mv) {
                let _ = captures_tried.try_push(mv);
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if score >= beta {
                        if !capture {
                            self.reward_quiet(position, mv, &quiets_tried, depth, ply);
                        }
                        self.reward_capture(position, mv, &captures_tried, depth);
                        break;
                    }
                }
            }
        }
        if best == -INFINITY {
            // Every move was pruned: fall back on the static evaluation.
            return static_eval.max(alpha);
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if excluded.is_some() {
            return best;
        }
        if let Some(raw) = raw_eval
            && best_move.is_none_or(|mv| !position.is_capture(mv) && mv.promotion.is_none())
            && best.abs() < MATE_BOUND
            && !(bound == Bound::Lower && best <= static_eval)
            && !(bound == Bound::Upper && best >= static_eval)
        {
            self.tables.correction.update(position, raw, best, depth);
        }
        self.shared
            .tt
            .store(key, Entry { best_move, score: score_to_tt(best, ply), depth, bound, static_eval: raw_eval });
        best
    }

    /// The static evaluation of a position: the classical terms and the network's correction,
    /// except against a bare king, where the hand-set mop-up term leads to mate and the network,
    /// fitted to scores that lack it, would blur its gradient.
    fn evaluate(&mut self, position: &Position, ply: usize) -> i32 {
        let classical = evaluate_with(position, Some(&mut self.tables.pawns));
        if mating_side(position).is_some() {
            classical
        } else {
            classical + self.tables.accumulators.evaluate(position, ply)
        }
    }

    /// The static evaluation of a position not in check, from the table when it has one.
    fn static_eval(&mut self, position: &Position, entry: Option<Entry>, ply: usize) -> i32 {
        entry.and_then(|e| e.static_eval).unwrap_or_else(|| self.evaluate(position, ply))
    }

    fn quiescence(&mut self, position: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_length[ply] = 0;
        if self.visit() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply as u32);
        let in_check = position.is_check();
        if ply >= MAX_PLY {
            return if in_check { 0 } else { self.evaluate(position, ply) };
        }
        let pv_node = beta - alpha > 1;
        let key = position.hash();
        let entry = self.shared.tt.probe(key);
        if let Some(entry) = entry
            && !pv_node
            && let Some(score) = cutoff(entry, ply, alpha, beta)
        {
            return score;
        }
        let mut best = -INFINITY;
        let raw_eval = (!in_check).then(|| self.static_eval(position, entry, ply));
        let static_eval = raw_eval.map_or(-INFINITY, |raw| self.tables.correction.corrected(position, raw));
        let stand_pat = refined(static_eval, entry, in_check);
        if !in_check {
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }
        let mut moves = MoveList::new();
        if in_check {
            position.push_legal_moves(&mut moves);
        } else {
            push_captures(position, &mut moves);
        }
        if in_check && moves.is_empty() {
            return -MATE + ply as i32;
        }
        let tt_move = entry.and_then(|e| e.best_move).filter(|mv| moves.contains(mv));
        let mut ordered = OrderedMoves::empty();
        ordered.fill(&moves, tt_move);
        let mut best_move = None;
        for index in 0..ordered.len() {
            let (mv, order_score) = self.pick(&mut ordered, position, index, MAX_PLY);
            if !in_check {
                let captured = position.captured_role(mv);
                let gain =
                    captured.map_or(0, |r| SEE_VALUE[r.index()]) + mv.promotion.map_or(0, |r| SEE_VALUE[r.index()]);
                if stand_pat + gain + 200 <= alpha {
                    continue;
                }
                // Ordering already ran the exchange for captures other than the table's move, and
                // scored them above the killers only when they do not lose it.
                let known = captured.is_some() && order_score < TT_MOVE_SCORE;
                let wins = if known { order_score > FIRST_KILLER_SCORE } else { see_at_least(position, mv, 0) };
                if !wins {
                    continue;
                }
            }
            let child = position.after(mv);
            self.shared.tt.prefetch(child.hash());
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    self.update_pv(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta { Bound::Lower } else { Bound::Upper };
        self.shared
            .tt
            .store(key, Entry { best_move, score: score_to_tt(best, ply), depth: 0, bound, static_eval: raw_eval });
        best
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        let child_length = if ply < MAX_PLY { self.pv_length[ply + 1] } else { 0 };
        self.pv[ply][0] = Some(mv);
        for i in 0..child_length.min(MAX_PLY - 1) {
            self.pv[ply][i + 1] = self.pv[ply + 1][i];
        }
        self.pv_length[ply] = child_length.min(MAX_PLY - 1) + 1;
    }

    fn reward_quiet(&mut self, position: &Position, mv: Move, tried: &[Move], depth: i32, ply: usize) {
        let killers = &mut self.tables.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let us = position.turn();
        let side = us.index();
        let bonus = history_bonus(depth);
        let previous = self.previous_moves(ply);
        let threats = threats(position);
        for &other in tried {
            let delta = if other == mv { bonus } else { -bonus };
            let entry =
                &mut self.tables.history[side][threat_index(threats, other)][other.from.index()][other.to.index()];
            nudge(entry, delta);
            let piece = piece_index(us, position.role_at(other.from).unwrap_or(Role::Pawn));
            for &(before, before_to) in previous.iter().flatten() {
                let entry =
                    &mut self.tables.continuation[continuation_index(before, before_to, piece, other.to.index())];
                nudge(entry, delta);
            }
        }
    }

    /// After a cutoff by `mv`: raises its capture history if it is a capture and lowers that of the
    /// other captures `tried` before it.
    fn reward_capture(&mut self, position: &Position, mv: Move, tried: &[Move], depth: i32) {
        let bonus = history_bonus(depth);
        let us = position.turn();
        for &other in tried {
            let Some(victim) = position.captured_role(other) else { continue };
            let delta = if other == mv { bonus } else { -bonus };
            let piece = piece_index(us, position.role_at(other.from).unwrap_or(Role::Pawn));
            let entry = &mut self.tables.capture_history[capture_index(piece, other.to.index(), victim)];
            nudge(entry, delta);
        }
    }

    /// The moves one and two plies before `ply`, where there were real moves.
    fn previous_moves(&self, ply: usize) -> [Option<(usize, usize)>; 2] {
        let at = |back: usize| if ply >= back { self.stack[ply - back].moved } else { None };
        [at(1), at(2)]
    }

    /// The move to try at `index`: the table's move first, then the others best first, scored
    /// only once they are needed (a cutoff by the table's move saves scoring them at all).
    fn pick(&self, ordered: &mut OrderedMoves, position: &Position, index: usize, ply: usize) -> (Move, i32) {
        if let Some(from) = ordered.unscored_from {
            if index < from {
                return ordered.moves[index];
            }
            self.score(position, &mut ordered.moves[from..], ply);
            ordered.unscored_from = None;
        }
        ordered.pick(index)
    }

    /// Scores moves other than the table's for ordering: good captures and promotions by victim
    /// and attacker, killers, then quiet moves by history, and losing captures last.
    fn score(&self, position: &Position, moves: &mut [(Move, i32)], ply: usize) {
        let killers = if ply < MAX_PLY { self.tables.killers[ply] } else { [None; 2] };
        let previous = if ply < MAX_PLY { self.previous_moves(ply) } else { [None; 2] };
        let us = position.turn();
        let side = us.index();
        // Found only once a quiet move needs it: the quiescence search's captures never do.
        let mut attacked = None;
        for (mv, score) in moves.iter_mut() {
            let mv = *mv;
            *score = if let Some(victim) = position.captured_role(mv) {
                let attacker = position.role_at(mv.from).unwrap_or(Role::Pawn);
                let history =
                    self.tables.capture_history[capture_index(piece_index(us, attacker), mv.to.index(), victim)];
                let value = SEE_VALUE[victim.index()] * 16 - attacker.index() as i32 + history / 2;
                if see_at_least(position, mv, 0) { GOOD_CAPTURE_SCORE + value } else { BAD_CAPTURE_SCORE + value }
            } else if let Some(promotion) = mv.promotion {
                if promotion == Role::Queen { GOOD_CAPTURE_SCORE + 8000 } else { UNDERPROMOTION_SCORE }
            } else if killers[0] == Some(mv) {
                FIRST_KILLER_SCORE
            } else if killers[1] == Some(mv) {
                SECOND_KILLER_SCORE
            } else {
                let piece = piece_index(us, position.role_at(mv.from).unwrap_or(Role::Pawn));
                let continuation: i32 = previous
                    .iter()
                    .flatten()
                    .map(|&(before, to)| self.tables.continuation[continuation_index(before, to, piece, mv.to.index())])
                    .sum();
                let threats = *attacked.get_or_insert_with(|| threats(position));
                self.tables.history[side][threat_index(threats, mv)][mv.from.index()][mv.to.index()] + continuation
            };
        }
    }
}

/// The static evaluation refined by the table's score where its bound allows: a searched score
/// is a better guess than a static one.
fn refined(static_eval: i32, entry: Option<Entry>, in_check: bool) -> i32 {
    match entry {
        Some(entry) if !in_check && entry.score.abs() < MATE_BOUND => match entry.bound {
            Bound::Exact => entry.score,
            Bound::Lower => static_eval.max(entry.score),
            Bound::Upper => static_eval.min(entry.score),
        },
        _ => static_eval,
    }
}

/// Whether `mv` neither takes, promotes nor gives check.
fn is_quiet(position: &Position, mv: Move) -> bool {
    !position.is_capture(mv) && mv.promotion.is_none() && !position.gives_check(mv)
}

/// A piece's index among the twelve: colour times six plus role.
fn piece_index(color: Color, role: Role) -> usize {
    color.index() * 6 + role.index()
}

/// Where the continuation history keeps a move (`piece` to `to`) played after another.
fn continuation_index(before: usize, before_to: usize, piece: usize, to: usize) -> usize {
    ((before * 64 + before_to) * 12 + piece) * 64 + to
}

/// Every square the side not to move attacks.
fn threats(position: &Position) -> Bitboard {
    position.attacked_squares(!position.turn(), position.occupied())
}

/// Which of the quiet history's four tables keeps `mv`: whether its from square is attacked,
/// then whether its to square is.
fn threat_index(threats: Bitboard, mv: Move) -> usize {
    2 * usize::from(threats.contains(mv.from)) + usize::from(threats.contains(mv.to))
}

/// How much a cutoff at `depth` moves a history score.
fn history_bonus(depth: i32) -> i32 {
    (120 * depth - 80).min(1500)
}

/// Moves a history score by `delta`, less the nearer it already is to [`HISTORY_MAX`] that way.
fn nudge(entry: &mut i32, delta: i32) {
    *entry += delta - *entry * delta.abs() / HISTORY_MAX;
}

/// Where the capture history keeps `piece` taking `victim` on `to`.
fn capture_index(piece: usize, to: usize, victim: Role) -> usize {
    (piece * 64 + to) * 6 + victim.index()
}

/// The score that puts the table's move first.
const TT_MOVE_SCORE: i32 = 1 << 30;
/// Added to the score of a capture that does not lose its exchange, and of a queen promotion:
/// these come next, by victim and attacker.
const GOOD_CAPTURE_SCORE: i32 = 1 << 28;
/// The score of the first killer, after every good capture.
const FIRST_KILLER_SCORE: i32 = (1 << 27) + 1;
/// The score of the second killer; quiet moves follow it by their history, which stays far below.
const SECOND_KILLER_SCORE: i32 = 1 << 27;
/// Added to the score of a capture that loses its exchange: after every quiet move.
const BAD_CAPTURE_SCORE: i32 = -(1 << 20);
/// The score of a promotion to anything but a queen, last of all.
const UNDERPROMOTION_SCORE: i32 = -(1 << 21);

/// A node's moves with ordering scores, picked best first one at a time: the table's move, if
/// any, at the front, the others scored when first needed.
struct OrderedMoves {
    moves: ArrayVec<(Move, i32), 256>,
    /// Until the moves are scored, where those to score start: 1 after a table move, else 0.
    unscored_from: Option<usize>,
}

impl OrderedMoves {
    /// No moves yet: [`OrderedMoves::fill`] gives them. Built empty where it is kept and filled
    /// there, since a filled list returned by value is copied (two kilobytes a node).
    fn empty() -> OrderedMoves {
        OrderedMoves { moves: ArrayVec::new(), unscored_from: Some(0) }
    }

    /// Takes `moves`, the table's move first, the others not yet scored.
    fn fill(&mut self, moves: &[Move], tt_move: Option<Move>) {
        self.moves.clear();
        self.unscored_from = Some(0);
        if let Some(mv) = tt_move {
            self.moves.push((mv, TT_MOVE_SCORE));
            self.unscored_from = Some(1);
        }
        for &mv in moves {
            if Some(mv) != tt_move {
                self.moves.push((mv, 0));
            }
        }
    }

    fn len(&self) -> usize {
        self.moves.len()
    }

    /// Keeps, of the moves after `index`, only those `keep` accepts, in the same order.
    fn keep_after(&mut self, index: usize, keep: impl Fn(Move) -> bool) {
        let mut kept = index + 1;
        for at in index + 1..self.moves.len() {
            if keep(self.moves[at].0) {
                self.moves.swap(kept, at);
                kept += 1;
            }
        }
        self.moves.truncate(kept);
    }

    /// Swaps the best remaining move into `index` and returns it with its score.
    fn pick(&mut self, index: usize) -> (Move, i32) {
        let mut best = index;
        let mut best_score = self.moves[index].1;
        for (i, &(_, score)) in self.moves.iter().enumerate().skip(index + 1) {
            if score > best_score {
                best = i;
                best_score = score;
            }
        }
        self.moves.swap(index, best);
        self.moves[index]
    }
}

/// Appends the captures and promotions of a position not in check to `list`.
fn push_captures(position: &Position, list: &mut MoveList) {
    let theirs = position.by_color(!position.turn());
    let ep = position.ep_square();
    let ep = ep.map_or(Bitboard::EMPTY, Bitboard::from_square);
    position.for_each_piece_moves(|mut piece_moves| {
        // Only a pawn takes en passant, and a pawn's every promotion counts, quiet or not.
        if !piece_moves.promotes {
            piece_moves.to &= if piece_moves.role == Role::Pawn { theirs | ep } else { theirs };
        }
        for mv in piece_moves.moves() {
            if theirs.contains(mv.to) || mv.promotion.is_none_or(|role| role == Role::Queen) {
                list.push(mv);
            }
        }
        false
    });
}

/// The table's score for a node at `ply`, when its bound settles the window `alpha..beta`.
fn cutoff(entry: Entry, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let score = score_from_tt(entry.score, ply);
    let usable = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    };
    usable.then_some(score)
}

/// Mate scores are stored relative to the node, so they stay right wherever it is reached.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;
    use std::sync::Arc;

    #[test]
    fn quiet_history_keeps_moves_from_and_into_attack_apart() {
        // Black's pawn on d5 attacks c4 and e4, its king the squares round e8.
        let position = Position::from_fen("4k3/8/8/3p4/2N5/8/4P3/4K3 w - - 0 1").expect("a valid FEN");
        let threats = threats(&position);
        assert!([Square::C4, Square::E4, Square::D7, Square::F8].iter().all(|&s| threats.contains(s)));
        assert!([Square::D4, Square::E3, Square::E1, Square::D6].iter().all(|&s| !threats.contains(s)));
        assert_eq!(threat_index(threats, Move::new(Square::E1, Square::D1)), 0);
        assert_eq!(threat_index(threats, Move::new(Square::E2, Square::E4)), 1);
        assert_eq!(threat_index(threats, Move::new(Square::C4, Square::E3)), 2);
    }

    #[test]
    fn the_tables_score_refines_the_static_one_only_as_far_as_its_bound_allows() {
        let entry = |score, bound| Some(Entry { best_move: None, score, depth: 3, bound, static_eval: Some(0) });
        assert_eq!(refined(10, entry(50, Bound::Lower), false), 50);
        assert_eq!(refined(10, entry(-50, Bound::Lower), false), 10);
        assert_eq!(refined(10, entry(-50, Bound::Upper), false), -50);
        assert_eq!(refined(10, entry(50, Bound::Upper), false), 10);
        assert_eq!(refined(10, entry(-50, Bound::Exact), false), -50);
        assert_eq!(refined(10, entry(MATE - 3, Bound::Exact), false), 10, "a mate score is no evaluation");
        assert_eq!(refined(-INFINITY, entry(50, Bound::Exact), true), -INFINITY, "in check there is none");
        assert_eq!(refined(10, None, false), 10);
    }

    fn best(fen: &str, limits: Limits) -> SearchResult {
        let position = Position::from_fen(fen).unwrap();
        Searcher::new(8).search(&[position], &limits, &AtomicBool::new(false), |_| {})
    }

    fn uci(fen: &str, mv: Option<Move>) -> String {
        mv.map(|mv| Position::from_fen(fen).unwrap().to_uci(mv, false)).unwrap_or_default()
    }

    #[test]
    fn a_mate_in_one_is_found_and_scored_as_mate() {
        let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
        let result = best(fen, Limits::depth(3));
        assert_eq!(uci(fen, result.best_move), "a1a8");
        assert_eq!(Score::from_search(result.score), Score::Mate(1));
    }

    #[test]
    fn a_mate_in_two_is_found() {
        // 1.Qd8+ Bxd8 2.Re8#.
        let fen = "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1";
        let result = best(fen, Limits::depth(6));
        assert_eq!(uci(fen, result.best_move), "d5d8");
        assert_eq!(Score::from_search(result.score), Score::Mate(2), "{:?}", result);
    }

    #[test]
    fn a_mate_in_three_is_found() {
        let fen = "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1";
        let result = best(fen, Limits::depth(8));
        assert_eq!(Score::from_search(result.score), Score::Mate(3), "{:?}", result);
    }

    #[test]
    fn a_hanging_queen_is_taken() {
        let fen = "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1";
        let result = best(fen, Limits::depth(4));
        assert_eq!(uci(fen, result.best_move), "c1g5");
    }

    #[test]
    fn the_same_depth_gives_the_same_move_and_node_count() {
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
        let a = best(fen, Limits::depth(7));
        let b = best(fen, Limits::depth(7));
        assert_eq!((a.best_move, a.nodes), (b.best_move, b.nodes));
        let c = best(fen, Limits::nodes(20_000));
        let d = best(fen, Limits::nodes(20_000));
        assert_eq!((c.best_move, c.nodes), (d.best_move, d.nodes));
    }

    #[test]
    fn a_stalemated_or_mated_side_gets_no_move() {
        assert_eq!(best("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Limits::depth(3)).best_move, None);
        assert_eq!(best("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", Limits::depth(3)).best_move, None);
    }

    #[test]
    fn stop_from_another_thread_ends_an_infinite_search_promptly_with_or_without_helpers() {
        for threads in [1, 3] {
            let stop = Arc::new(AtomicBool::new(false));
            let flag = Arc::clone(&stop);
            let handle = std::thread::spawn(move || {
                searcher_with_threads(threads).search(&[Position::new()], &Limits::default(), &flag, |_| {})
            });
            std::thread::sleep(Duration::from_millis(200));
            let asked = Instant::now();
            stop.store(true, Ordering::Relaxed);
            let result = handle.join().unwrap();
            assert!(asked.elapsed() < Duration::from_millis(150), "{threads} threads took {:?}", asked.elapsed());
            assert!(result.best_move.is_some());
        }
    }

    #[test]
    fn a_repetition_is_scored_as_a_draw() {
        // Black, a queen down, can force a repetition by perpetual check.
        let fen = "6k1/5ppp/8/8/8/8/q4PPP/1Q4K1 b - - 0 1";
        let result = best(fen, Limits::depth(6));
        assert!(result.score > -300, "{:?}", result);
    }

    #[test]
    fn a_lone_king_is_mated_by_king_and_queen_or_rook_well_within_the_fifty_move_rule() {
        // Both sides play the engine at 5,000 nodes a move, a small part of Expert's search; the
        // defender heads for the centre, so only an evaluation that drives its king to the edge
        // mates within 30 moves (without one, king and rook took over 100 plies or never mated).
        for fen in [
            "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
            "8/8/8/3k4/8/8/8/Q3K3 b - - 0 1",
            "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
            "8/8/3k4/8/8/8/8/6KR b - - 0 1",
        ] {
            let mut searcher = Searcher::new(8);
            let mut game = vec![Position::from_fen(fen).unwrap()];
            while game.len() <= 60 && !game.last().unwrap().is_checkmate() {
                let result = searcher.search(&game, &Limits::nodes(5_000), &AtomicBool::new(false), |_| {});
                let mut next = *game.last().unwrap();
                let mv = result.best_move.unwrap_or_else(|| panic!("{fen}: stalemate after {} plies", game.len() - 1));
                next.play_unchecked(mv);
                game.push(next);
            }
            assert!(game.last().unwrap().is_checkmate(), "{fen}: no mate in {} plies", game.len() - 1);
        }
    }

    fn searcher_with_threads(threads: usize) -> Searcher {
        let mut searcher = Searcher::new(8);
        searcher.set_threads(threads);
        assert_eq!(searcher.threads(), threads);
        searcher
    }

    #[test]
    fn two_threads_find_the_mates_one_thread_finds() {
        for (fen, depth, mate) in [
            ("r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1", 6, 2),
            ("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 8, 3),
        ] {
            let position = Position::from_fen(fen).unwrap();
            let result =
                searcher_with_threads(2).search(&[position], &Limits::depth(depth), &AtomicBool::new(false), |_| {});
            assert_eq!(Score::from_search(result.score), Score::Mate(mate), "{fen}: {result:?}");
            assert!(position.legal_moves().contains(&result.best_move.unwrap()));
        }
    }

    #[test]
    fn a_search_bounded_by_nodes_uses_one_thread_and_repeats_exactly() {
        let position =
            Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").unwrap();
        let search = |threads| {
            let result = searcher_with_threads(threads).search(
                &[position],
                &Limits::nodes(20_000),
                &AtomicBool::new(false),
                |_| {},
            );
            (result.best_move, result.nodes)
        };
        assert_eq!(search(3), search(1));
    }

    #[test]
    fn a_helper_adds_every_node_it_searches_to_the_main_threads_count() {
        let stop = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let mut searcher = Searcher::new(1);
        let keys = searcher.prepare(&[Position::new()]);
        let shared = Shared { tt: &searcher.tt, reductions: &searcher.reductions, helper_nodes: &helper_nodes };
        let mut tables = ThreadTables::new();
        let mut helper = Search::new(shared, &mut tables, &stop, keys.clone(), &Limits::default(), true);
        helper.help(&Position::new(), 6, 1);
        assert!(helper.nodes > CHECK_EVERY);
        assert_eq!(helper_nodes.load(Ordering::Relaxed), helper.nodes);
        let mut main = Search::new(shared, &mut searcher.main, &stop, keys, &Limits::default(), false);
        let result = main.deepen(&Position::new(), 3, Move::new(Square::E2, Square::E4), |_| {});
        assert_eq!(result.nodes, main.nodes + helper.nodes);
    }

    #[test]
    fn a_capture_that_caused_a_cutoff_is_tried_before_an_equal_one_that_did_not() {
        // The knight can take either undefended pawn: the same victim, the same attacker.
        let position = Position::from_fen("7k/8/2p3p1/4N3/8/8/8/K7 w - - 0 1").unwrap();
        let moves = position.legal_moves();
        let stop = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let mut searcher = Searcher::new(1);
        let mut search = searcher.start(&[position], &Limits::default(), &stop, &helper_nodes);
        let first_choice = |search: &Search| search.pick(&mut ordered(&moves, None), &position, 0, 0).0;
        let before = first_choice(&search);
        assert!(position.is_capture(before));
        let other = moves.iter().copied().find(|&mv| position.is_capture(mv) && mv != before).unwrap();
        search.reward_capture(&position, other, &[before, other], 8);
        assert_eq!(first_choice(&search), other);
    }

    fn ordered(moves: &[Move], tt_move: Option<Move>) -> OrderedMoves {
        let mut ordered = OrderedMoves::empty();
        ordered.fill(moves, tt_move);
        ordered
    }

    #[test]
    fn the_table_move_comes_first_and_the_others_are_scored_only_after_it() {
        // The queen can take the rook, the table's move is a quiet king move.
        let position = Position::from_fen("k7/8/8/3r4/8/8/3Q4/K7 w - - 0 1").unwrap();
        let moves = position.legal_moves();
        let tt_move = Move::new(Square::A1, Square::B1);
        let stop = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let mut searcher = Searcher::new(1);
        let search = searcher.start(&[position], &Limits::default(), &stop, &helper_nodes);
        let mut ordered = ordered(&moves, Some(tt_move));
        assert_eq!(ordered.len(), moves.len());
        assert_eq!(search.pick(&mut ordered, &position, 0, 0).0, tt_move);
        assert_eq!(ordered.unscored_from, Some(1));
        assert_eq!(search.pick(&mut ordered, &position, 1, 0).0, Move::new(Square::D2, Square::D5));
        assert_eq!(ordered.unscored_from, None);
        // Filled again, the list holds the new moves alone, none scored.
        ordered.fill(&moves[..2], None);
        assert_eq!(ordered.moves.iter().map(|&(mv, _)| mv).collect::<Vec<_>>(), moves[..2]);
        assert_eq!(ordered.unscored_from, Some(0));
    }

    #[test]
    fn dropping_the_quiet_moves_keeps_the_others_after_the_current_one_best_first() {
        // White can take the rook with the queen or the pawn, check with the queen, or move quietly.
        let position = Position::from_fen("k7/8/8/3r4/4P3/8/3Q4/K7 w - - 0 1").unwrap();
        let moves = position.legal_moves();
        let stop = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let mut searcher = Searcher::new(1);
        let search = searcher.start(&[position], &Limits::default(), &stop, &helper_nodes);
        let mut ordered = ordered(&moves, None);
        let first = search.pick(&mut ordered, &position, 0, 0).0;
        assert_eq!(first, Move::new(Square::E4, Square::D5));
        ordered.keep_after(0, |mv| position.is_capture(mv) || position.gives_check(mv));
        assert_eq!(ordered.moves[0].0, first);
        let rest: Vec<Move> = (1..ordered.len()).map(|i| search.pick(&mut ordered, &position, i, 0).0).collect();
        assert_eq!(rest[0], Move::new(Square::D2, Square::D5));
        let checks = moves.iter().filter(|&&mv| !position.is_capture(mv) && position.gives_check(mv)).count();
        assert!(checks > 0);
        assert_eq!(rest.len(), 1 + checks);
        assert!(rest[1..].iter().all(|&mv| position.gives_check(mv)));
    }
}
