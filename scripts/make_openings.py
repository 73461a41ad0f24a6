#!/usr/bin/env python3
"""Writes scripts/openings.txt, the balanced openings scripts/match.py plays.

Each of match.py's 50 main lines is extended by one move for each side, chosen at random (with a
fixed seed), and kept when Stockfish judges the position level within a margin. Matches at a fixed
node count are deterministic, so a match needs a different opening for every pair of games:
this gives sixty times as many as the main lines alone, 3,000 openings for 6,000 games.

The openings already in the file stay first, in their order, and new ones are added after them,
so that games already played keep their openings and a match can be resumed or compared with an
earlier one. (Stockfish's scores depend a little on what it searched before, so a second run
does not keep exactly the same openings.)

    python3 scripts/make_openings.py [--per-line 60] [--margin 35] [--depth 12]
"""

import argparse
import os
import random

import chess
import chess.engine

from match import OPENINGS

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-line", type=int, default=60, help="openings kept per main line")
    parser.add_argument("--margin", type=int, default=35, help="largest |score| kept, in centipawns")
    parser.add_argument("--depth", type=int, default=12, help="Stockfish's search depth")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--out", default=os.path.join(HERE, "openings.txt"))
    args = parser.parse_args()

    rng = random.Random(1)
    kept = []  # per main line
    with chess.engine.SimpleEngine.popen_uci(args.stockfish) as stockfish:
        for line in OPENINGS:
            board = chess.Board()
            for san in line.split():
                board.push_san(san)
            candidates = []
            for first in board.legal_moves:
                board.push(first)
                candidates += [(first, second) for second in board.legal_moves]
                board.pop()
            rng.shuffle(candidates)
            kept.append([])
            for first, second in candidates:
                if len(kept[-1]) == args.per_line:
                    break
                extended = board.copy()
                sans = [extended.san(first)]
                extended.push(first)
                sans.append(extended.san(second))
                extended.push(second)
                info = stockfish.analyse(extended, chess.engine.Limit(depth=args.depth))
                score = info["score"].white().score()
                if score is not None and abs(score) <= args.margin:
                    kept[-1].append(f"{line} {' '.join(sans)}")
    # Round by round over the main lines, so that the first 50 openings are one of each.
    ordered = [group[k] for k in range(args.per_line) for group in kept if k < len(group)]
    if os.path.exists(args.out):
        with open(args.out) as book:
            existing = [line.strip() for line in book if line.strip()]
        known = set(existing)
        added = [opening for opening in ordered if opening not in known]
        ordered = (existing + added)[:max(len(ordered), len(existing))]
    with open(args.out, "w") as out:
        out.write("\n".join(ordered) + "\n")
    print(f"{len(ordered)} openings written to {args.out}")


if __name__ == "__main__":
    main()
