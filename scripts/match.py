#!/usr/bin/env python3
"""Plays a match between two UCI engines and prints wins, draws, losses and an Elo difference.

A benchmark, not a test: it measures how strong Ply's levels are against each other and against
reference engines. Each opening is played twice, once with each colour, at a fixed time per move.
The openings are the 3,000 of scripts/openings.txt (see scripts/make_openings.py), one of each of
the 50 main lines below before any is repeated; at a fixed node count the engines are
deterministic, so a game past twice the openings would replay an earlier one, and the script
refuses to play it. --record FILE keeps each game's result so that a long match stopped (at a
session's limit, say) resumes where it was: run it again with the same arguments. Between two
versions of Ply, --adjudicate ends a game once both engines' scores agree on its result, so games
are shorter and matches faster.

    python3 scripts/match.py --games 100 --movetime 200 \
        --engine "target/release/ply uci" --options "Level=Normal" \
        --opponent fairymax

To decide a change, --sprt 0,5 runs a sequential test (alpha = beta = 0.05 unless --alpha and
--beta say otherwise) and stops as soon as it accepts "+5 Elo" or "+0 Elo"; --games caps it:

    python3 scripts/match.py --sprt 0,5 --games 4000 --nodes 20000 --adjudicate \
        --engine "target/new/ply uci" --opponent "target/old/ply uci"

Needs the python-chess package (pip install chess) and the engines on the PATH; the reference
engines come from Debian's packages stockfish (UCI), fairymax and phalanx (both XBoard:
add --opponent-xboard). XBoard engines are driven by a small client of our own, since python-chess
needs XBoard's setboard, which Fairy-Max lacks: it sends the moves from the start instead, and
`st` with the time per move rounded up to whole seconds (the protocol's unit), so the script
prints how long each side really thought per move.
"""

import argparse
import concurrent.futures
import math
import os
import queue
import shlex
import subprocess
import sys
import threading
import time

import chess
import chess.engine
import chess.pgn

# Balanced main lines, each leaving a normal game: the seeds of scripts/openings.txt.
OPENINGS = [
    "e4 e5 Nf3 Nc6 Bb5 a6", "e4 e5 Nf3 Nc6 Bc4 Bc5", "e4 e5 Nf3 Nf6", "e4 e5 Nf3 d6",
    "e4 e5 Nc3 Nf6", "e4 c5 Nf3 d6 d4 cxd4", "e4 c5 Nf3 Nc6 d4 cxd4", "e4 c5 Nf3 e6 d4 cxd4",
    "e4 c5 Nc3 Nc6", "e4 c5 c3 Nf6", "e4 e6 d4 d5 Nc3 Bb4", "e4 e6 d4 d5 Nd2 c5",
    "e4 c6 d4 d5 Nc3 dxe4", "e4 c6 d4 d5 e5 Bf5", "e4 d5 exd5 Qxd5 Nc3 Qa5", "e4 d6 d4 Nf6 Nc3 g6",
    "e4 g6 d4 Bg7 Nc3 d6", "e4 Nf6 e5 Nd5 d4 d6", "d4 d5 c4 e6 Nc3 Nf6", "d4 d5 c4 c6 Nf3 Nf6",
    "d4 d5 c4 dxc4 Nf3 Nf6", "d4 Nf6 c4 e6 Nc3 Bb4", "d4 Nf6 c4 e6 Nf3 b6", "d4 Nf6 c4 g6 Nc3 Bg7",
    "d4 Nf6 c4 g6 Nc3 d5", "d4 Nf6 c4 c5 d5 e6", "d4 Nf6 Nf3 d5 Bf4 c5", "d4 f5 g3 Nf6 Bg2 g6",
    "d4 d5 Nf3 Nf6 e3 e6", "d4 Nf6 c4 e5 dxe5 Ng4", "c4 e5 Nc3 Nf6 Nf3 Nc6", "c4 c5 Nf3 Nf6 Nc3 Nc6",
    "c4 Nf6 Nc3 e6 e4 d5", "c4 e6 Nf3 d5 g3 Nf6", "Nf3 d5 g3 Nf6 Bg2 c6", "Nf3 Nf6 c4 g6 b3 Bg7",
    "g3 d5 Bg2 Nf6 Nf3 c6", "b3 e5 Bb2 Nc6 e3 d5", "e4 e5 f4 exf4 Nf3 g5", "e4 e5 d4 exd4 Qxd4 Nc6",
    "e4 c5 Nf3 d6 Bb5+ Bd7", "e4 e5 Nf3 Nc6 d4 exd4", "d4 d5 Bf4 Nf6 e3 c5", "e4 c5 d4 cxd4 c3 dxc3",
    "d4 e6 c4 Bb4+ Bd2 Qe7", "e4 Nc6 d4 d5 Nc3 dxe4", "c4 g6 d4 Bg7 e4 d6", "Nf3 c5 c4 Nc6 Nc3 g6",
    "e4 e5 Nf3 Nc6 Nc3 Nf6", "d4 Nf6 Bg5 e6 e4 h6",
]

MAX_PLIES = 400

# With --adjudicate, a game ends early once both engines agree on it: a win when every score of
# the last RESIGN_PLIES moves is at least RESIGN_SCORE for the same side, a draw past DRAW_AFTER
# plies when every score of the last DRAW_PLIES moves is within DRAW_SCORE of zero.
RESIGN_PLIES, RESIGN_SCORE = 8, 1000
DRAW_AFTER, DRAW_PLIES, DRAW_SCORE = 100, 16, 5


class XBoardEngine:
    """The few XBoard commands a match needs: new game, moves in force mode, a time per move, go."""

    def __init__(self, command, options):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send("xboard")
        self.send("protover 2")
        self._wait_for(lambda line: "done=1" in line, timeout=5)
        for name, value in options.items():
            self.send(f"option {name}={value}")
        self.sent = None

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def _wait_for(self, wanted, timeout):
        deadline = time.time() + timeout
        while True:
            line = self.lines.get(timeout=max(deadline - time.time(), 0.001))
            if line is None:
                raise RuntimeError("the XBoard engine quit")
            if wanted(line):
                return line

    def send(self, command):
        self.process.stdin.write(command + "\n")

    def play(self, board, movetime):
        """The engine's move in `board`, searched for about `movetime` milliseconds."""
        if self.sent is None:
            self.send("new")
            self.send("easy")
            self.send(f"st {max(1, math.ceil(movetime / 1000))}")
            self.sent = 0
        self.send("force")
        for move in board.move_stack[self.sent:]:
            self.send(move.uci())
        self.send("go")
        line = self._wait_for(lambda line: line.startswith("move "), timeout=60 + movetime / 100)
        self.sent = len(board.move_stack) + 1
        return chess.Move.from_uci(line.split()[1]), None

    def quit(self):
        self.send("quit")
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


class UciEngine:
    """A UCI engine through python-chess, at a time or a node count per move."""

    def __init__(self, command, options, nodes):
        self.engine = chess.engine.SimpleEngine.popen_uci(command)
        self.engine.configure(options)
        self.nodes = nodes

    def play(self, board, movetime):
        """The engine's move and its score in centipawns for White (None if it gave none)."""
        limit = chess.engine.Limit(nodes=self.nodes) if self.nodes else chess.engine.Limit(time=movetime / 1000)
        result = self.engine.play(board, limit, info=chess.engine.INFO_SCORE)
        score = result.info.get("score")
        return result.move, None if score is None else score.white().score(mate_score=100_000)

    def quit(self):
        self.engine.quit()


def parse_options(text):
    options = {}
    for item in filter(None, (text or "").split(",")):
        name, _, value = item.partition("=")
        options[name.strip()] = value.strip()
    return options


def adjudication(scores, ply):
    """White's result if the engines' last scores (for White) settle the game, else None."""
    last = scores[-RESIGN_PLIES:]
    if len(last) == RESIGN_PLIES and None not in last:
        if all(score >= RESIGN_SCORE for score in last):
            return 1.0
        if all(score <= -RESIGN_SCORE for score in last):
            return 0.0
    last = scores[-DRAW_PLIES:]
    if ply >= DRAW_AFTER and len(last) == DRAW_PLIES and None not in last:
        if all(abs(score) <= DRAW_SCORE for score in last):
            return 0.5
    return None


def play_game(white, black, opening, movetime, adjudicate):
    """Plays one game; returns 1, 0.5 or 0 for White, the reason it ended, each side's thinking
    time and move count, and the final board."""
    board = chess.Board()
    for san in opening.split():
        board.push_san(san)
    engines = {}
    try:
        for color, spec in ((chess.WHITE, white), (chess.BLACK, black)):
            command = shlex.split(spec["command"])
            if spec["xboard"]:
                engines[color] = XBoardEngine(command, spec["options"])
            else:
                engines[color] = UciEngine(command, spec["options"], spec["nodes"])
        thinking = {chess.WHITE: [0.0, 0], chess.BLACK: [0.0, 0]}
        scores = []
        while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
            started = time.time()
            move, score = engines[board.turn].play(board, movetime)
            thinking[board.turn][0] += time.time() - started
            thinking[board.turn][1] += 1
            if move is None or move not in board.legal_moves:
                # An engine that returns no move or an illegal one forfeits the game.
                return (0.0 if board.turn == chess.WHITE else 1.0), "illegal or no move", thinking, board
            board.push(move)
            scores.append(score)
            result = adjudication(scores, board.ply()) if adjudicate else None
            if result is not None:
                return result, "adjudication", thinking, board
        if board.ply() >= MAX_PLIES:
            return 0.5, "move limit", thinking, board
        outcome = board.outcome(claim_draw=True)
        score = 0.5 if outcome.winner is None else (1.0 if outcome.winner == chess.WHITE else 0.0)
        return score, outcome.termination.name.lower(), thinking, board
    finally:
        for engine in engines.values():
            engine.quit()


def player_name(command, options):
    """A player's name in the PGN: the engine's command, with its options when it has any."""
    return f"{command} ({options})" if options else command


def write_game(pgn, board, white, black, white_score, reason):
    """Appends one finished game to an open PGN file."""
    game = chess.pgn.Game.from_board(board)
    game.headers["White"] = white
    game.headers["Black"] = black
    game.headers["Result"] = {1.0: "1-0", 0.0: "0-1"}.get(white_score, "1/2-1/2")
    game.headers["Termination"] = reason
    print(game, file=pgn, end="\n\n", flush=True)


def read_record(path, match_line):
    """The games a --record file holds, by index: (the engine's score, the reason the game ended).

    Exits with a message if the file records another match or a line is not a game's result."""
    recorded = {}
    if not os.path.exists(path):
        return recorded
    with open(path) as lines:
        for number, line in enumerate(lines, 1):
            line = line.rstrip("\n")
            if number == 1:
                if line != match_line:
                    sys.exit(f"{path} records another match:\n  {line}\nnot\n  {match_line}")
                continue
            fields = line.split("\t")
            try:
                index, score, reason = int(fields[0]), float(fields[1]), fields[2]
            except (IndexError, ValueError):
                sys.exit(f"{path}:{number}: not a game's index, score and ending: {line!r}")
            if score not in (0.0, 0.5, 1.0):
                sys.exit(f"{path}:{number}: a score is 1, 0.5 or 0, not {fields[1]}")
            recorded[index] = (score, reason)
    return recorded


def sprt_llr(wins, draws, losses, elo0, elo1):
    """The log-likelihood ratio of "the engine is elo1 better" against "elo0 better".

    The generalised SPRT's normal approximation on the trinomial results (as chess testing
    frameworks use it): with s the mean score and v its variance per game, the ratio is
    n (s1 - s0) (2 s - s0 - s1) / (2 v), s0 and s1 being the scores the two Elo differences
    expect.
    """
    n = wins + draws + losses
    if n == 0 or wins + losses == 0 or (wins == 0 and draws == 0) or (losses == 0 and draws == 0):
        return 0.0
    score = (wins + draws / 2) / n
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n
    s0, s1 = (1 / (1 + 10 ** (-e / 400)) for e in (elo0, elo1))
    return n * (s1 - s0) * (2 * score - s0 - s1) / (2 * variance)


def sprt_bounds(alpha, beta):
    """The ratio's lower bound (accept elo0) and upper bound (accept elo1)."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def sprt_verdict(llr, sprt, upper):
    """Which hypothesis a ratio past its bounds accepts."""
    return f"H1 (+{sprt[1]:g} Elo) accepted" if llr >= upper else f"H0 (+{sprt[0]:g} Elo) accepted"


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="command of the engine measured")
    parser.add_argument("--options", default="", help="its UCI options, Name=value,Name=value")
    parser.add_argument("--opponent", required=True, help="command of the opponent")
    parser.add_argument("--opponent-options", default="", help="the opponent's UCI options")
    parser.add_argument("--opponent-xboard", action="store_true", help="the opponent speaks XBoard, not UCI")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--movetime", type=int, default=200, help="milliseconds per move")
    parser.add_argument("--nodes", type=int, default=0, help="nodes per move instead of a time (UCI engines only)")
    parser.add_argument("--opponent-nodes", type=int,
                        help="the opponent's nodes per move, if not --nodes: to give a slower engine its time's worth")
    parser.add_argument("--first-game", type=int, default=0,
                        help="start at this game of the opening schedule, for a run in parts")
    parser.add_argument("--openings", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "openings.txt"),
                        help="a file of openings, one line of SAN moves each")
    parser.add_argument("--concurrency", type=int, default=2, help="games played at once")
    parser.add_argument("--adjudicate", action="store_true",
                        help="end a game early once both UCI engines' scores agree on its result")
    parser.add_argument("--pgn", help="write every game to this PGN file")
    parser.add_argument("--sprt", metavar="ELO0,ELO1",
                        help="stop as soon as a sequential test accepts either Elo difference (e.g. 0,5); "
                             "--games is then the most it plays")
    parser.add_argument("--alpha", type=float, default=0.05, help="the SPRT's false-positive rate")
    parser.add_argument("--beta", type=float, default=0.05, help="the SPRT's false-negative rate")
    parser.add_argument("--record", metavar="FILE",
                        help="append each finished game's result to this file; games already in it "
                             "are counted, not played again, so a stopped match resumes")
    args = parser.parse_args()
    sprt = tuple(float(e) for e in args.sprt.split(",")) if args.sprt else None
    lower, upper = sprt_bounds(args.alpha, args.beta)
    verdict = None

    opponent_nodes = args.nodes if args.opponent_nodes is None else args.opponent_nodes
    engine = {"command": args.engine, "options": parse_options(args.options), "xboard": False, "nodes": args.nodes}
    opponent = {
        "command": args.opponent,
        "options": parse_options(args.opponent_options),
        "xboard": args.opponent_xboard,
        "nodes": opponent_nodes,
    }
    with open(args.openings) as book:
        openings = [line.strip() for line in book if line.strip()]
    if args.first_game + args.games > 2 * len(openings):
        parser.error(f"{args.openings} has {len(openings)} openings, enough for {2 * len(openings)} "
                     f"games: later games would replay earlier ones")
    limit = f"{args.nodes} nodes/move" if args.nodes else f"{args.movetime} ms/move"
    if opponent_nodes != args.nodes:
        limit += f", the opponent {opponent_nodes} nodes/move" if opponent_nodes else f", the opponent {args.movetime} ms/move"
    match_line = (f"# {player_name(args.engine, args.options)} against "
                  f"{player_name(args.opponent, args.opponent_options)}, {limit}"
                  + (", adjudicated" if args.adjudicate else ""))
    recorded = read_record(args.record, match_line) if args.record else {}
    record = open(args.record, "a") if args.record else None
    if record and not recorded:
        print(match_line, file=record, flush=True)
    jobs = []
    for i in range(args.first_game, args.first_game + args.games):
        if i not in recorded:
            jobs.append((i, i % 2 == 0, openings[(i // 2) % len(openings)]))

    scores = [score for score, _ in recorded.values()]
    wins, draws, losses = scores.count(1.0), scores.count(0.5), scores.count(0.0)
    reasons = {}
    for _, reason in recorded.values():
        reasons[reason] = reasons.get(reason, 0) + 1
    thought = {"engine": [0.0, 0], "opponent": [0.0, 0]}
    started = time.time()
    pgn = open(args.pgn, "w") if args.pgn else None
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency)
    if sprt and not lower < (llr := sprt_llr(wins, draws, losses, *sprt)) < upper:
        verdict = sprt_verdict(llr, sprt, upper) + " by the games recorded"
    futures = {} if verdict else {
        pool.submit(play_game, engine if white else opponent, opponent if white else engine, opening,
                    args.movetime, args.adjudicate): (index, white)
        for index, white, opening in jobs
    }
    for done, future in enumerate(concurrent.futures.as_completed(futures), len(recorded) + 1):
        white_score, reason, thinking, board = future.result()
        index, white = futures[future]
        if pgn:
            engine_name = player_name(args.engine, args.options)
            opponent_name = player_name(args.opponent, args.opponent_options)
            write_game(pgn, board, engine_name if white else opponent_name,
                       opponent_name if white else engine_name, white_score, reason)
        score = white_score if white else 1 - white_score
        for side, color in (("engine", white), ("opponent", not white)):
            thought[side][0] += thinking[color][0]
            thought[side][1] += thinking[color][1]
        scores.append(score)
        reasons[reason] = reasons.get(reason, 0) + 1
        if record:
            print(f"{index}\t{score:g}\t{reason}", file=record, flush=True)
        wins += score == 1
        draws += score == 0.5
        losses += score == 0
        progress = f"\rgame {done}/{args.games}: +{wins} ={draws} -{losses}"
        if sprt:
            llr = sprt_llr(wins, draws, losses, *sprt)
            progress += f" LLR {llr:+.2f} ({lower:+.2f}, {upper:+.2f})"
            if llr <= lower or llr >= upper:
                verdict = sprt_verdict(llr, sprt, upper)
                print(progress, end="", file=sys.stderr, flush=True)
                break
        print(progress, end="", file=sys.stderr, flush=True)
    # Games not started are dropped; those in play finish and are not counted.
    pool.shutdown(wait=True, cancel_futures=True)
    print(file=sys.stderr)
    if pgn:
        pgn.close()
    if record:
        record.close()

    n = len(scores)
    mean = sum(scores) / n
    deviation = math.sqrt(sum((s - mean) ** 2 for s in scores) / max(n - 1, 1)) / math.sqrt(n)
    low, high = elo(mean - 1.96 * deviation), elo(mean + 1.96 * deviation)
    print(f"engine:   {args.engine} {args.options}")
    print(f"opponent: {args.opponent} {args.opponent_options}")
    print(f"games {n} at {limit}: +{wins} ={draws} -{losses}, score {100 * mean:.1f}%")
    print(f"Elo difference {elo(mean):+.0f} (95%: {low:+.0f} to {high:+.0f})")
    print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())))
    if recorded:
        print(f"{len(recorded)} of the games were recorded by an earlier run; the times below are this run's")
    mean_ms = {side: 1000 * total / max(moves, 1) for side, (total, moves) in thought.items()}
    print(f"mean time per move: engine {mean_ms['engine']:.0f} ms, opponent {mean_ms['opponent']:.0f} ms")
    moves = thought["engine"][1] + thought["opponent"][1]
    print(f"mean plies per game after the opening: {moves / max(n - len(recorded), 1):.0f}")
    if sprt:
        llr = sprt_llr(wins, draws, losses, *sprt)
        outcome = verdict or "no decision within --games"
        print(f"SPRT elo0 {sprt[0]:g}, elo1 {sprt[1]:g}, alpha {args.alpha:g}, beta {args.beta:g}: "
              f"LLR {llr:+.2f} (bounds {lower:+.2f}, {upper:+.2f}) after {n} games: {outcome}")
    print(f"wall time {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
