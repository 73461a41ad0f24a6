#!/usr/bin/env python3
"""Measures how well `ply review` marks moves, against Stockfish at a fixed depth as the reference.

A benchmark, not a test. It has three phases, each resumable and each writing to tests/data:

    # 1. The games: self-play of the levels, five pairings (110 games, minutes). A game ends
    #    once both sides' scores have agreed on it for a few moves (match.py --adjudicate): the
    #    moves of a long, decided ending are all alike, and the reference would spend hours on them.
    python3 scripts/review_agreement.py games
    # 2. The reference: Stockfish's score and best move in every position of every game, at
    #    depth 18, cached in tests/data/review-stockfish-d18.tsv. Hours of one core in all, so it
    #    stops after --limit-minutes and a second run goes on where the first stopped; --shard
    #    splits it between processes (here one a core).
    python3 scripts/review_agreement.py reference --limit-minutes 50 --shard 0/2 &
    python3 scripts/review_agreement.py reference --limit-minutes 50 --shard 1/2
    # 3. The comparison: `ply review --json` on every game whose reference is complete, at each
    #    node budget given, against the reference's marks.
    python3 scripts/review_agreement.py compare --nodes 60000,200000
    # A yardstick: Stockfish's own marks at a shallower depth against its depth 18's (minutes
    # for depth 10; the cache goes beside the reference's).
    python3 scripts/review_agreement.py reference --depth 10
    python3 scripts/review_agreement.py compare --nodes "" --stockfish-depths 10

The reference's marks come from the same rule the review uses (core/src/review/win_chance.rs):
each score turned into the mover's winning chance by Lichess's logistic curve, the move marked by
how much chance it lost (5, 10 and 15 points: inaccuracy, mistake, blunder), best when it is the
reference's own choice. The comparison prints the confusion matrix of the two markings, the
share of the reference's mistakes and blunders that the review also marks as a mistake or a
blunder (recall) and the share of the review's that the reference agrees with (precision), the
share it shows among its key moments (marked an inaccuracy or worse), the same for blunders
alone, and the review's processor time per 40 moves (80 plies), as a median over games.

Needs the python-chess package (pip install chess), Debian's stockfish (/usr/games/stockfish)
and a release build of Ply (cargo build --release -p ply-cli).
"""

import argparse
import hashlib
import io
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time

import chess
import chess.engine
import chess.pgn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = os.path.join(ROOT, "tests", "data", "review-games.pgn")
PLY = os.path.join(ROOT, "target", "release", "ply")
STOCKFISH = "/usr/games/stockfish"
SLOPE_PER_CENTIPAWN = 0.00368208
CLASSES = ["best", "good", "inaccuracy", "mistake", "blunder"]
# The level pairings of the games phase: the weaker levels blunder often, the stronger rarely, so
# the games hold every kind of move.
PAIRINGS = [("Beginner", "Easy"), ("Easy", "Normal"), ("Normal", "Hard"), ("Hard", "Expert"),
            ("Beginner", "Normal")]


def read_games(path):
    """The games of a PGN file, with their index in it."""
    games = []
    with open(path) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            games.append(game)
    return games


def position_key(game, ply):
    """A key for the position after `ply` moves of `game`: its start and the moves to it, so two
    equal boards with different histories (repetitions count) are different positions."""
    moves = [move.uci() for move in game.mainline_moves()][:ply]
    start = game.headers.get("FEN", chess.STARTING_FEN)
    return hashlib.sha1((start + " " + " ".join(moves)).encode()).hexdigest()[:20]


def play_games(args):
    """Phase 1: self-play of the level pairings into the games file."""
    match = os.path.join(ROOT, "scripts", "match.py")
    parts = []
    for index, (white, black) in enumerate(PAIRINGS):
        part = f"{args.games_file}.part{index}"
        if not os.path.exists(part):
            subprocess.run([sys.executable, match, "--games", str(args.games_per_pairing),
                            "--movetime", str(args.movetime), "--first-game", str(index * 100),
                            "--engine", f"{PLY} uci", "--options", f"Level={white}",
                            "--opponent", f"{PLY} uci", "--opponent-options", f"Level={black}",
                            "--adjudicate", "--pgn", part + ".tmp"], check=True)
            os.replace(part + ".tmp", part)
        parts.append(part)
    with open(args.games_file, "w") as out:
        for part in parts:
            with open(part) as games:
                out.write(games.read().replace(f"{PLY} uci (Level=", "Ply (").replace(f"{PLY} uci", "Ply"))
    for part in parts:
        os.remove(part)
    print(f"{len(read_games(args.games_file))} games in {args.games_file}")


def reference_path(directory, depth):
    """The reference cache of Stockfish at `depth` in `directory`."""
    return os.path.join(directory, f"review-stockfish-d{depth}.tsv")


def read_reference(path):
    """The cached reference: key → (score for the side to move as ('cp'|'mate', n), best move)."""
    reference = {}
    if os.path.exists(path):
        with open(path) as cache:
            for line in cache:
                fields = line.rstrip("\n").split("\t")
                if len(fields) == 4 and not line.startswith("#"):
                    key, kind, value, best = fields
                    reference[key] = ((kind, int(value)), best)
    return reference


def final_score(board):
    """The score of a game's last position when the game is over there, or None."""
    outcome = board.outcome(claim_draw=True)
    if outcome is None:
        return None
    if outcome.termination == chess.Termination.CHECKMATE:
        return ("mate", 0)
    return ("cp", 0)


def reference_phase(args):
    """Phase 2: Stockfish's verdict on every position not yet in the cache, until the time is up."""
    path = args.reference_file
    reference = read_reference(path)
    shard, shards = (int(n) for n in args.shard.split("/"))
    deadline = time.time() + args.limit_minutes * 60
    engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    engine.configure({"Hash": 64, "Threads": 1})
    added = 0
    new = not os.path.exists(path)
    with open(path, "a") as cache:
        if new:
            cache.write(f"# Stockfish 15.1, depth {args.depth}: position key, score kind, value for the side to move, best move\n")
        for number, game in enumerate(read_games(args.games_file)):
            if number % shards != shard:
                continue
            board = game.board()
            moves = list(game.mainline_moves())
            for ply in range(len(moves) + 1):
                key = position_key(game, ply)
                if key not in reference:
                    if time.time() > deadline:
                        engine.quit()
                        print(f"stopped at game {number + 1}: {added} positions added, {len(reference)} in all")
                        return
                    score = final_score(board) if ply == len(moves) else None
                    best = "-"
                    if score is None:
                        info = engine.analyse(board, chess.engine.Limit(depth=args.depth), game=number)
                        pov = info["score"].pov(board.turn)
                        score = ("mate", pov.mate()) if pov.is_mate() else ("cp", pov.score())
                        best = info["pv"][0].uci() if info.get("pv") else "-"
                    reference[key] = (score, best)
                    cache.write(f"{key}\t{score[0]}\t{score[1]}\t{best}\n")
                    cache.flush()
                    added += 1
                if ply < len(moves):
                    board.push(moves[ply])
            print(f"game {number + 1}: reference complete ({len(reference)} positions)", flush=True)
    engine.quit()
    print(f"reference complete: {added} positions added, {len(reference)} in all")


def win_chance(score):
    """The side's winning chance for a score, as the review computes it."""
    kind, value = score
    if kind == "mate":
        return 1.0 if value > 0 else 0.0
    return 1 / (1 + math.exp(-SLOPE_PER_CENTIPAWN * value))


def mark(drop, best):
    """The mark of a move that lost `drop` of its side's chance, as the review gives it."""
    if best:
        return "best"
    if drop >= 0.15:
        return "blunder"
    if drop >= 0.10:
        return "mistake"
    if drop >= 0.05:
        return "inaccuracy"
    return "good"


def reference_marks(game, reference):
    """The reference's mark of every move of a game, or None while a position is missing."""
    moves = list(game.mainline_moves())
    verdicts = [reference.get(position_key(game, ply)) for ply in range(len(moves) + 1)]
    if any(verdict is None for verdict in verdicts):
        return None
    marks = []
    for ply, move in enumerate(moves):
        (before, best), (after, _) = verdicts[ply], verdicts[ply + 1]
        after_for_mover = (after[0], -after[1]) if after[0] == "cp" else ("mate", -after[1] if after[1] else 1)
        drop = win_chance(before) - win_chance(after_for_mover)
        marks.append(mark(drop, best == move.uci()))
    return marks


def review(game, nodes):
    """Ply's marks of a game at a node budget, and the processor seconds the review took (its
    one core's time, which a busy machine disturbs less than the wall clock's)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run([PLY, "review", "--json", "--nodes", str(nodes)], input=str(game),
                         capture_output=True, text=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return [move["class"] for move in json.loads(run.stdout)["moves"]], seconds


def share(numerator, denominator):
    """A share as a percentage with its counts."""
    if denominator == 0:
        return "  n/a (0 moves)"
    return f"{100 * numerator / denominator:5.1f}% ({numerator} of {denominator})"


def print_comparison(title, pairs, per_40_moves):
    """The confusion matrix of (reference mark, compared mark) pairs and the shares drawn from it."""
    bad = {"mistake", "blunder"}
    confusion = {(a, b): 0 for a in CLASSES for b in CLASSES}
    for pair in pairs:
        confusion[pair] += 1
    print(f"\n== {title}")
    print("rows: the reference's mark; columns: the compared one's")
    print(f"{'':>11}" + "".join(f"{c:>11}" for c in CLASSES))
    for a in CLASSES:
        print(f"{a:>11}" + "".join(f"{confusion[(a, b)]:>11}" for b in CLASSES))
    total = sum(confusion.values())
    exact = sum(confusion[(c, c)] for c in CLASSES)
    both_bad = sum(confusion[(a, b)] for a in bad for b in bad)
    reference_bad = sum(confusion[(a, b)] for a in bad for b in CLASSES)
    compared_bad = sum(confusion[(a, b)] for a in CLASSES for b in bad)
    blunder_recall = sum(confusion[("blunder", b)] for b in bad)
    blunder_precision = sum(confusion[(a, "blunder")] for a in bad)
    print(f"same mark:                              {share(exact, total)}")
    print(f"mistakes and blunders found (recall):   {share(both_bad, reference_bad)}")
    print(f"mistakes and blunders right (precision): {share(both_bad, compared_bad)}")
    flagged = sum(confusion[(a, b)] for a in bad for b in ("inaccuracy",) + tuple(bad))
    print(f"mistakes and blunders among the key moments: {share(flagged, reference_bad)}")
    print(f"blunders found as mistake or blunder:   {share(blunder_recall, sum(confusion[('blunder', b)] for b in CLASSES))}")
    print(f"blunders marked that are mistakes or worse: {share(blunder_precision, sum(confusion[(a, 'blunder')] for a in CLASSES))}")
    if per_40_moves:
        print(f"processor time per 40 moves: median {statistics.median(per_40_moves):.1f} s, "
              f"slowest {max(per_40_moves):.1f} s over {len(per_40_moves)} games")


def compare_phase(args):
    """Phase 3: the review's marks against the reference's, at each node budget, and those of
    Stockfish itself at each shallower depth asked for (a yardstick: how far a stronger engine
    than the phone's gets on the same marks)."""
    reference = read_reference(args.reference_file)
    games = read_games(args.games_file)
    complete = [(game, marks) for game in games if (marks := reference_marks(game, reference)) is not None]
    print(f"{len(complete)} of {len(games)} games have a complete reference "
          f"({sum(len(marks) for _, marks in complete)} moves)")
    for nodes in [int(n) for n in args.nodes.split(",") if n]:
        pairs, per_40_moves = [], []
        for game, expected in complete:
            found, seconds = review(game, nodes)
            pairs += zip(expected, found)
            if found:
                per_40_moves.append(seconds * 80 / len(found))
        print_comparison(f"ply review at {nodes} nodes a position, against Stockfish at depth {args.depth}",
                         pairs, per_40_moves)
    for depth in [int(d) for d in args.stockfish_depths.split(",") if d]:
        shallow = read_reference(reference_path(os.path.dirname(args.reference_file), depth))
        pairs = []
        for game, expected in complete:
            found = reference_marks(game, shallow)
            if found is None:
                sys.exit(f"Stockfish's depth-{depth} cache is incomplete: run the reference phase with --depth {depth}")
            pairs += zip(expected, found)
        print_comparison(f"Stockfish at depth {depth}, against itself at depth {args.depth}", pairs, [])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("phase", choices=["games", "reference", "compare"])
    parser.add_argument("--games-file", default=GAMES)
    parser.add_argument("--depth", type=int, default=18, help="the reference's depth")
    parser.add_argument("--reference-file", help="the reference's cache (default: by depth, in tests/data)")
    parser.add_argument("--games-per-pairing", type=int, default=22)
    parser.add_argument("--movetime", type=int, default=100, help="milliseconds a move in the games phase")
    parser.add_argument("--limit-minutes", type=float, default=50, help="the reference phase stops after this")
    parser.add_argument("--shard", default="0/1", metavar="K/N",
                        help="the reference phase takes only every Nth game from the Kth: N runs at once share the work")
    parser.add_argument("--nodes", default="60000", help="the review's node budgets to compare, comma-separated")
    parser.add_argument("--stockfish-depths", default="", metavar="D,...",
                        help="also compare Stockfish's own marks at these depths (each needs its reference phase run)")
    args = parser.parse_args()
    if args.reference_file is None:
        args.reference_file = reference_path(os.path.join(ROOT, "tests", "data"), args.depth)
    {"games": play_games, "reference": reference_phase, "compare": compare_phase}[args.phase](args)


if __name__ == "__main__":
    main()
