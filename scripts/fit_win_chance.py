#!/usr/bin/env python3
"""Fits the slope of the review's win-chance curve to Ply's own centipawns.

The review turns a score into a winning chance with Lichess's logistic curve, whose slope was
fitted to Stockfish's centipawns. Ply's are not Stockfish's: in the review benchmark's games, a
position Stockfish calls 50 centipawns Ply calls about 30, so on the same curve Ply's drops come
out smaller and its mistakes read as inaccuracies. This script measures by how much. It takes
positions of Ply's self-play (tune/data, which the review games do not come from), has Ply score
each at the review's phone budget and Stockfish at a fixed depth, and finds the slope `k` for
Ply's scores that brings `1 / (1 + e^(-k cp))` closest, in squared error, to Lichess's curve of
Stockfish's. It prints the two engines' median scores in bands of Stockfish's, the error at each
slope tried and the best one, as a multiple of Lichess's.

    python3 scripts/fit_win_chance.py [--positions 2000] [--nodes 60000] [--depth 12]

Needs the python-chess package, Debian's stockfish and a release build of Ply
(cargo build --release -p ply-cli). Minutes of one core for each thousand positions.
"""

import argparse
import glob
import lzma
import math
import os
import random
import statistics

import chess
import chess.engine

from review_agreement import PLY, ROOT, SLOPE_PER_CENTIPAWN as LICHESS_SLOPE, STOCKFISH

# Scores past this are left out: mates, and positions so won that every curve says 1.
DECIDED = 1500


def sample_positions(count, seed):
    """`count` FENs drawn evenly from the self-play files, a fixed sample for a fixed seed."""
    files = sorted(glob.glob(os.path.join(ROOT, "tune", "data", "*.xz")))
    rng = random.Random(seed)
    per_file = -(-count // len(files))
    fens = []
    for path in files:
        with lzma.open(path, "rt") as data:
            lines = [line for _, line in zip(range(200_000), data)]
        fens += [line.split(" | ")[0] for line in rng.sample(lines, min(per_file, len(lines)))]
    rng.shuffle(fens)
    return fens[:count]


def centipawns(engine, board, limit):
    """The engine's score for the side to move, or None for a mate; each position is a new game,
    so no table carries over."""
    score = engine.analyse(board, limit, game=object())["score"].pov(board.turn)
    return None if score.is_mate() else score.score()


def chance(cp, slope):
    """The logistic winning chance of `cp` centipawns at `slope`."""
    return 1 / (1 + math.exp(-slope * cp))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--nodes", type=int, default=60000, help="Ply's nodes a position (the review's)")
    parser.add_argument("--depth", type=int, default=12, help="Stockfish's depth")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    ply = chess.engine.SimpleEngine.popen_uci([PLY, "uci"])
    stockfish = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    stockfish.configure({"Hash": 64, "Threads": 1})
    pairs = []
    for fen in sample_positions(args.positions, args.seed):
        board = chess.Board(fen)
        ours = centipawns(ply, board, chess.engine.Limit(nodes=args.nodes))
        theirs = centipawns(stockfish, board, chess.engine.Limit(depth=args.depth))
        if ours is not None and theirs is not None and max(abs(ours), abs(theirs)) <= DECIDED:
            pairs.append((ours, theirs))
    ply.quit()
    stockfish.quit()
    print(f"{len(pairs)} positions scored by both, neither beyond {DECIDED} centipawns")
    for low, high in [(0, 25), (25, 50), (50, 100), (100, 200), (200, 400), (400, 800), (800, DECIDED + 1)]:
        band = [(ours, theirs) for ours, theirs in pairs if low <= abs(theirs) < high]
        if band:
            print(f"Stockfish {low}..{high}: {len(band)} positions, median |Ply| {statistics.median(abs(o) for o, _ in band):.0f}"
                  f" against median |Stockfish| {statistics.median(abs(t) for _, t in band):.0f}")
    errors = {}
    for step in range(70, 181, 5):
        factor = step / 100
        errors[factor] = sum((chance(ours, factor * LICHESS_SLOPE) - chance(theirs, LICHESS_SLOPE)) ** 2
                             for ours, theirs in pairs) / len(pairs)
        print(f"slope {factor:.2f} x Lichess's: mean squared error {errors[factor] * 1e4:.2f} (x 1e-4)")
    best = min(errors, key=errors.get)
    print(f"best slope: {best:.2f} x Lichess's = {best * LICHESS_SLOPE:.8f} a centipawn")


if __name__ == "__main__":
    main()
