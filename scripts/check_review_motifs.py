#!/usr/bin/env python3
"""Checks the labels of tests/data/review-motifs.tsv, the motif benchmark's data, against Stockfish.

For every line (FEN, move played, motifs or `-`, note) it checks that the FEN is a legal position
and the move legal in it, then has Stockfish score the position before the move and the one after
it, at a fixed depth, and reads the motifs from Stockfish's lines by the definitions of
core/src/review/motifs (re-written here in Python, so the labels do not come from the detectors
they measure). A line fails when the motifs read differ from its labels, or when a line labelled
with a motif loses less than 10 points of winning chance (the review's threshold for a mistake,
below which it explains nothing). Stalemate is the exception: a stalemate when winning draws, and
a draw from a won game always loses that much.

    python3 scripts/check_review_motifs.py [--file tests/data/review-motifs.tsv] [--depth 16] \
        [--workers 2] [--stockfish /usr/games/stockfish]

It prints each failing line with what it found, and exits with 1 if any failed. Stockfish's lines
change with depth and threads, so a label on the edge of a definition may flip: read the failure.
"""

import argparse
import concurrent.futures
import math
import sys

import chess
import chess.engine

VAL = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 0}
PIECES = (chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN)
MATE = 100000


def chance(cp):
    if cp >= MATE - 1000:
        return 1.0
    if cp <= -MATE + 1000:
        return 0.0
    return 1 / (1 + math.exp(-0.00368208 * cp))


def defended(board, sq, color, ignoring):
    b = board.copy(stack=False)
    if ignoring is not None and b.piece_at(ignoring):
        b.remove_piece_at(ignoring)
    att = b.attackers(color, sq)
    att.discard(ignoring)
    return bool(att)


def attacked_by(board, sq, victim):
    if board.piece_at(sq) is None:
        return []
    out = []
    for t in board.attacks(sq) & chess.SquareSet(board.occupied_co[victim]):
        out.append((board.piece_type_at(t), t))
    return out


def slides_along(board, a, b):
    if a == b:
        return False
    line = chess.ray(a, b)
    straight = chess.square_file(a) == chess.square_file(b) or chess.square_rank(a) == chess.square_rank(b)
    r = board.piece_type_at(a)
    if r == chess.QUEEN:
        return bool(line)
    if r == chess.ROOK:
        return straight and bool(line)
    if r == chess.BISHOP:
        return (not straight) and bool(line)
    return False


def first_beyond(board, frm, through):
    line = chess.SquareSet(chess.ray(frm, through)) & board.occupied
    cands = [s for s in line if through in chess.SquareSet(chess.between(frm, s))]
    if not cands:
        return None
    return min(cands, key=lambda s: len(chess.SquareSet(chess.between(through, s))))


def material(board, side):
    m = lambda c: sum(len(board.pieces(r, c)) * VAL[r] for r in VAL)
    return m(side) - m(not side)


def winning_capture(board, mv):
    if mv.promotion:
        return True
    if not board.is_capture(mv):
        return False
    victim = board.piece_type_at(mv.to_square) or chess.PAWN
    att = board.piece_type_at(mv.from_square)
    if VAL[victim] > VAL[att]:
        return True
    b = board.copy(stack=False)
    b.push(mv)
    return not b.attackers(b.turn, mv.to_square)


def is_quiet(board):
    if board.is_check():
        return False
    return not any(winning_capture(board, m) for m in board.legal_moves)


class Line:
    def __init__(self, start, moves, limit=10):
        self.positions = [start.copy(stack=False)]
        self.moves = []
        for m in moves[:limit]:
            b = self.positions[-1]
            if m not in b.legal_moves:
                break
            n = b.copy(stack=False)
            n.push(m)
            self.positions.append(n)
            self.moves.append(m)

    def end(self):
        return self.positions[-1]

    def ends_in_mate(self):
        return self.end().is_checkmate()

    def settled_gain(self, side):
        for p in reversed(self.positions):
            if is_quiet(p):
                return material(p, side) - material(self.positions[0], side)
        return None


def captured(board, mv):
    if not board.is_capture(mv):
        return None
    return board.piece_type_at(mv.to_square) or chess.PAWN


class Moment:
    def __init__(self, board, move, reply, best, score_before, score_after):
        self.mover = board.turn
        self.board = board
        self.move = move
        self.played = Line(board, [move] + list(reply))
        self.best = Line(board, list(best))
        self.score_before = score_before
        self.score_after = score_after

    def reply(self):
        return self.played.positions[1:], self.played.moves[1:]

    def opponent_wins(self, pawns):
        g = self.played.settled_gain(not self.mover)
        return self.mover_mated() or (g is not None and g >= pawns)

    def mover_mated(self):
        return self.played.ends_in_mate() and self.played.end().turn == self.mover


def hanging(m):
    pos, rep = m.reply()
    if not rep:
        return False
    p, cap = pos[0], rep[0]
    role = captured(p, cap)
    if role is None or role in (chess.PAWN, chess.KING):
        return False
    capturer = p.piece_type_at(cap.from_square)
    loose = not defended(p, cap.to_square, m.mover, cap.from_square) or VAL[capturer] < VAL[role]
    return loose and m.opponent_wins(VAL[role] - 1)


def fork_targets(after_fork, sq, mover):
    role = after_fork.piece_type_at(sq)
    out = []
    for t, s in attacked_by(after_fork, sq, mover):
        if t == chess.PAWN:
            continue
        if t == chess.KING or VAL[t] > VAL[role] or not defended(after_fork, s, mover, sq):
            out.append(t)
    return out


def fork(m):
    pos, rep = m.reply()
    if len(pos) < 2:
        return False
    fm = rep[0]
    targets = fork_targets(pos[1], fm.to_square, m.mover)
    if len(targets) < 2:
        return False
    cashed = False
    if len(rep) > 2 and len(pos) > 2:
        take = rep[2]
        c = captured(pos[2], take)
        cashed = take.from_square == fm.to_square and c in targets
    return m.mover_mated() or (cashed and m.opponent_wins(2))


def pin_on(board, sq, owner):
    pinned = board.piece_type_at(sq)
    if pinned is None:
        return None
    for pinner in chess.SquareSet(board.occupied_co[not owner]):
        if board.piece_type_at(pinner) not in (chess.BISHOP, chess.ROOK, chess.QUEEN):
            continue
        if not slides_along(board, pinner, sq) or (chess.SquareSet(chess.between(pinner, sq)) & board.occupied):
            continue
        behind = first_beyond(board, pinner, sq)
        if behind is None:
            continue
        role = board.piece_type_at(behind)
        if board.color_at(behind) == owner and (role == chess.KING or VAL[role] > VAL[pinned]):
            return pinner, role
    return None


def pin(m):
    pos, rep = m.reply()
    for k in range(2, len(rep), 2):
        cap = rep[k]
        pinned = captured(pos[k], cap)
        if pinned is None or pinned in (chess.PAWN, chess.KING):
            continue
        sq = cap.to_square
        stayed = all(x.from_square != sq and x.to_square != sq for x in rep[:k])
        if pin_on(pos[k - 1], sq, m.mover) and stayed and m.opponent_wins(2):
            return True
    return False


def skewer(m):
    pos, rep = m.reply()
    for k in range(0, max(0, len(rep) - 2), 2):
        attack, step, take = rep[k], rep[k + 1], rep[k + 2]
        p = pos[k + 1]
        for front, sq in attacked_by(p, attack.to_square, m.mover):
            if front not in (chess.KING, chess.QUEEN, chess.ROOK) or step.from_square != sq:
                continue
            if not slides_along(p, attack.to_square, sq):
                continue
            bs = first_beyond(p, attack.to_square, sq)
            if bs is None:
                continue
            behind = p.piece_type_at(bs)
            lesser = front == chess.KING or VAL[behind] < VAL[front]
            if (p.color_at(bs) == m.mover and lesser and behind != chess.PAWN and take.to_square == bs
                    and captured(pos[k + 2], take) == behind and m.opponent_wins(2)):
                return True
    return False


def discovered(m):
    pos, rep = m.reply()
    mover = m.mover
    for k in range(0, len(rep), 2):
        un, before, after = rep[k], pos[k], pos[k + 1]
        moved = before.piece_type_at(un.from_square)
        own = (un.to_square in after.checkers() or before.is_capture(un) or any(
            r != chess.PAWN and (VAL[r] > VAL[moved] or not defended(after, s, mover, un.to_square))
            for r, s in attacked_by(after, un.to_square, mover)))
        if not own:
            continue
        for a in chess.SquareSet(before.occupied_co[not mover]):
            if a == un.from_square or before.piece_type_at(a) not in (chess.BISHOP, chess.ROOK, chess.QUEEN):
                continue
            for t in chess.SquareSet(after.occupied_co[mover]):
                target = after.piece_type_at(t)
                btw = chess.SquareSet(chess.between(a, t))
                unc = slides_along(before, a, t) and (btw & before.occupied) == chess.SquareSet([un.from_square]) \
                    and not (btw & after.occupied)
                worth = target == chess.KING or VAL[target] > VAL[before.piece_type_at(a)] or (
                    target != chess.PAWN and not defended(after, t, mover, a))
                if not unc or not worth:
                    continue
                cashed = False
                if k + 2 < len(rep):
                    take = rep[k + 2]
                    cashed = ((take.from_square == a and take.to_square == t)
                              or (take.from_square == un.to_square and pos[k + 2].is_capture(take))) and m.opponent_wins(2)
                if cashed or m.mover_mated():
                    return True
    return False


def back_rank(m):
    line = m.played
    if not line.ends_in_mate() or line.end().turn != m.mover:
        return False
    end = line.end()
    king = end.king(m.mover)
    mating = line.moves[-1]
    role = end.piece_type_at(mating.to_square)
    first = 0 if m.mover == chess.WHITE else 7
    if chess.square_rank(king) != first or chess.square_rank(mating.to_square) != first or role not in (chess.ROOK, chess.QUEEN):
        return False
    fwd = 1 if first == 0 else -1
    f = chess.square_file(king)
    for df in (-1, 0, 1):
        if 0 <= f + df < 8:
            s = chess.square(f + df, first + fwd)
            if end.color_at(s) != m.mover:
                return False
    return True


def mate_moves(cp):
    """Moves to mate for the side the score is for (positive), from a score where mate n = MATE - n."""
    if cp >= MATE - 1000:
        return MATE - cp
    if cp <= -MATE + 1000:
        return -(MATE + cp)
    return None


def missed_mate(m):
    n = mate_moves(m.score_before)
    if n is None or not (1 <= n <= 5):
        return False
    after = m.played.positions[1]
    a = mate_moves(m.score_after)
    still = (a is not None and a > 0) or after.is_checkmate()
    proven = m.best.ends_in_mate() and m.best.end().turn != m.mover and len(m.best.moves) < 2 * n
    return (not still) and proven


def free_capture(m):
    if not m.best.moves:
        return False
    b = m.board
    cap = m.best.moves[0]
    role = captured(b, cap)
    if role is None or role in (chess.PAWN, chess.KING) or m.move == cap:
        return False
    pc = captured(b, m.move)
    if pc is not None and VAL[pc] >= VAL[role]:
        return False
    capturer = b.piece_type_at(cap.from_square)
    free = not defended(b, cap.to_square, not m.mover, cap.from_square) or VAL[capturer] < VAL[role]
    g = m.best.settled_gain(m.mover)
    kept = g is not None and g >= VAL[role] - 1
    return free and kept and not m.played.positions[1].is_checkmate()


def stalemate(m):
    return chance(m.score_before) >= 0.85 and m.played.positions[1].is_stalemate()


DETECTORS = [("missed-mate", missed_mate), ("stalemate", stalemate), ("back-rank", back_rank), ("fork", fork),
             ("pin", pin), ("skewer", skewer), ("discovered", discovered), ("hanging", hanging),
             ("free-capture", free_capture)]


def classify(m):
    return [name for name, f in DETECTORS if f(m)]


WON = 800
"""A score from which the checker searches deeper for a mate."""

DEEP = chess.engine.Limit(depth=30, time=8)
"""The deeper search."""


def score_of(info, color):
    """The engine's score for `color`, mates as MATE minus the moves to mate."""
    return info["score"].pov(color).score(mate_score=MATE)


def check_line(engine, depth, fen, uci, labels):
    """The failure of one labelled line as a sentence, or None when its labels hold."""
    try:
        board = chess.Board(fen)
    except ValueError as error:
        return f"bad FEN: {error}"
    if not board.is_valid():
        return "the position is not legal"
    try:
        move = chess.Move.from_uci(uci)
    except ValueError:
        return f"{uci} is no move"
    if move not in board.legal_moves:
        return f"{uci} is not legal here"
    limit = chess.engine.Limit(depth=depth)
    before = engine.analyse(board, limit)
    if score_of(before, board.turn) >= WON:
        # At depth 16 Stockfish reports mates in simple endings longer than they are (a mate in 8
        # for a mate in 4 with king and queen): search deeper where a short mate may be missed.
        before = engine.analyse(board, DEEP)
    score_before, best = score_of(before, board.turn), before.get("pv", [])
    after = board.copy(stack=False)
    after.push(move)
    if after.is_game_over():
        score_after, reply = (MATE if after.is_checkmate() else 0), []
    else:
        info = engine.analyse(after, limit)
        if mate_moves(score_before) and -score_of(info, after.turn) >= WON:
            info = engine.analyse(after, DEEP)
        score_after, reply = -score_of(info, after.turn), info.get("pv", [])
    found = set(classify(Moment(board, move, reply, best, score_before, score_after)))
    drop = chance(score_before) - chance(score_after)
    problems = []
    if found != labels:
        problems.append(f"labelled {sorted(labels) or '-'}, the lines show {sorted(found) or '-'}")
    if labels - {"stalemate"} and drop < 0.10:
        problems.append(f"loses only {100 * drop:.0f} points of winning chance")
    if not problems:
        return None
    line = board.variation_san([move] + reply[:6])
    return f"{'; '.join(problems)} (score {score_before} -> {score_after}; {line})"


def check_lines(path, lines, depth, stockfish):
    """The failures among `lines` (numbered rows of the file), checked by one engine."""
    engine = chess.engine.SimpleEngine.popen_uci(stockfish)
    engine.configure({"Threads": 1, "Hash": 64})
    failures = []
    try:
        for number, (fen, uci, labels) in lines:
            problem = check_line(engine, depth, fen, uci, labels)
            if problem:
                failures.append(f"{path}:{number}: {fen} {uci}: {problem}")
    finally:
        engine.quit()
    return failures


def read(path):
    """The labelled rows of `path`: (line number, (FEN, move, set of motifs))."""
    rows = []
    with open(path) as file:
        for number, row in enumerate(file, 1):
            if not row.strip() or row.startswith("#"):
                continue
            fields = row.rstrip("\n").split("\t")
            if len(fields) < 3:
                sys.exit(f"{path}:{number}: fewer than 3 fields")
            labels = {name.strip() for name in fields[2].split(",")} - {"-", ""}
            unknown = labels - set(name for name, _ in DETECTORS)
            if unknown:
                sys.exit(f"{path}:{number}: unknown motif {sorted(unknown)}")
            rows.append((number, (fields[0], fields[1], labels)))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", default="tests/data/review-motifs.tsv")
    parser.add_argument("--depth", type=int, default=16)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    args = parser.parse_args()
    rows = read(args.file)
    shares = [rows[i :: args.workers] for i in range(args.workers)]
    with concurrent.futures.ThreadPoolExecutor(args.workers) as pool:
        jobs = [pool.submit(check_lines, args.file, share, args.depth, args.stockfish) for share in shares]
        failures = sorted(f for job in jobs for f in job.result())
    for failure in failures:
        print(failure)
    print(f"{len(rows)} lines, {len(failures)} failing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
