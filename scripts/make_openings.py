#!/usr/bin/env python3
"""Writes scripts/openings.txt, the balanced openings scripts/match.py plays.

Each of match.py's 50 main lines is extended by one move for each side, chosen at random (with a
fixed seed), and kept when Stockfish judges the position level within a margin. Matches at a fixed
node count are deterministic, so a match needs a different opening for every pair of games:
this gives ten times as many as the main lines alone.

    python3 scripts/make_openings.py [--per-line 10] [--margin 35] [--depth 12]
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
    parser.add_argument("--per-line", type=int, default=10, help="openings kept per main line")
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
    with open(args.out, "w") as out:
        out.write("\n".join(ordered) + "\n")
    print(f"{len(ordered)} openings written to {args.out}")


if __name__ == "__main__":
    main()
