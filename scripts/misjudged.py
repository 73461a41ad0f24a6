#!/usr/bin/env python3
"""Shows where Ply misjudges positions against a stronger engine, and which of its moves lose most.

A benchmark aid, not a test. It plays games between Ply and an opponent at a fixed time per move
(the openings and colours of scripts/match.py), then has an analysis engine (Stockfish at full
strength, by default) score every position after each of Ply's moves at a fixed node count. It
prints:

- Ply's own score against the analysis score, in bands of the analysis score: a side that sees
  less than its opponent thinks itself better than it is;
- Ply's moves that lost the most by the analysis score, with the move the analysis preferred,
  to read one by one on a board.

    python3 scripts/misjudged.py --games 20 --engine "target/release/ply uci" \
        --opponent stockfish --opponent-options "Threads=1,UCI_LimitStrength=true,UCI_Elo=2500"
"""

import argparse
import concurrent.futures
import os
import shlex
import statistics

import chess
import chess.engine

from match import MAX_PLIES, UciEngine, parse_options

HERE = os.path.dirname(os.path.abspath(__file__))
BANDS = [(-800, -200), (-200, -50), (-50, 50), (50, 200), (200, 800)]


def play(index, openings, args):
    """Plays game `index`; returns Ply's colour, the result and each move as (fen before, move,
    whether Ply played it, the mover's own score for White)."""
    board = chess.Board()
    for san in openings[(index // 2) % len(openings)].split():
        board.push_san(san)
    ply_color = chess.WHITE if index % 2 == 0 else chess.BLACK
    engines = {}
    moves = []
    try:
        engines[ply_color] = UciEngine(shlex.split(args.engine), parse_options(args.options), nodes=0)
        engines[not ply_color] = UciEngine(shlex.split(args.opponent), parse_options(args.opponent_options), nodes=0)
        while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
            move, score = engines[board.turn].play(board, args.movetime)
            moves.append((board.fen(), move, board.turn == ply_color, score))
            board.push(move)
    finally:
        for engine in engines.values():
            engine.quit()
    return ply_color, board.result(claim_draw=True), moves


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="Ply's command")
    parser.add_argument("--options", default="", help="its UCI options, Name=value,Name=value")
    parser.add_argument("--opponent", required=True, help="the opponent's command (UCI)")
    parser.add_argument("--opponent-options", default="")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--movetime", type=int, default=200, help="milliseconds per move")
    parser.add_argument("--analysis", default="stockfish", help="the analysis engine's command (UCI)")
    parser.add_argument("--analysis-nodes", type=int, default=100_000)
    parser.add_argument("--worst", type=int, default=15, help="how many of the costliest moves to list")
    parser.add_argument("--concurrency", type=int, default=2, help="games played at once")
    args = parser.parse_args()

    with open(os.path.join(HERE, "openings.txt")) as book:
        openings = [line.strip() for line in book if line.strip()]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        games = list(pool.map(lambda i: play(i, openings, args), range(args.games)))

    analysis = chess.engine.SimpleEngine.popen_uci(shlex.split(args.analysis))
    analysed = {}

    def analyse(fen):
        """The analysis score of `fen` for White, and the move it prefers."""
        if fen not in analysed:
            info = analysis.analyse(chess.Board(fen), chess.engine.Limit(nodes=args.analysis_nodes))
            pv = info.get("pv") or [None]
            analysed[fen] = (info["score"].white().score(mate_score=10_000), pv[0])
        return analysed[fen]

    judged = []  # (Ply's own score, analysis score after the move, loss, fen, move, preferred)
    try:
        for ply_color, _, moves in games:
            sign = 1 if ply_color == chess.WHITE else -1
            for k, (fen, move, by_ply, own) in enumerate(moves):
                if not by_ply or own is None or k + 1 >= len(moves):
                    continue
                before, preferred = analyse(fen)
                after, _ = analyse(moves[k + 1][0])
                judged.append((sign * own, sign * after, sign * (before - after), fen, move, preferred))
    finally:
        analysis.quit()

    points = [{"1-0": 1.0, "0-1": 0.0}.get(result, 0.5) for _, result, _ in games]
    points = [p if color == chess.WHITE else 1 - p for p, (color, _, _) in zip(points, games)]
    print(f"games {len(games)}: Ply +{points.count(1.0)} ={points.count(0.5)} -{points.count(0.0)}")
    print("Ply's own score against the analysis score after its move (centipawns, Ply's side):")
    for low, high in BANDS:
        band = [(own, after) for own, after, *_ in judged if low <= after < high and abs(own) < 800]
        if band:
            own = statistics.mean(o for o, _ in band)
            after = statistics.mean(a for _, a in band)
            print(f"  analysis in [{low:+}, {high:+}): {len(band):4} moves, Ply says {own:+.0f}, analysis {after:+.0f}")
    print(f"Ply's {args.worst} costliest moves with the game still open (analysis within ±600 before):")
    open_moves = [j for j in judged if abs(j[1] + j[2]) < 600]
    for own, after, loss, fen, move, preferred in sorted(open_moves, key=lambda j: -j[2])[: args.worst]:
        print(f"  lost {loss:4} (Ply said {own:+}): {fen}  played {move}, analysis preferred {preferred}")


if __name__ == "__main__":
    main()
