#!/usr/bin/env bash
# Measures every strength target of the engine issue and prints one line per match:
#   Expert against Stockfish 15.1 at UCI_Elo 2500, 200 ms a move;
#   each level against the level below, 100 ms a move;
#   Beginner against Stockfish at UCI_Elo 1350, 200 ms a move;
#   Normal against Fairy-Max, 200 ms a move (Fairy-Max gets XBoard's smallest time, 1 s, and
#   decides itself how much of it to use: the mean times are printed).
# A benchmark, not a test: it takes about an hour and a half on two cores at 100 games a match. Name
# matches after the game count to play only those; each one's full report stays in target/strength.
#   bash scripts/strength.sh [GAMES [MATCH...]]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-100}
shift || true
selected=" $* "
out=target/strength
mkdir -p "$out"
PATH=$PATH:/usr/games
for tool in stockfish fairymax; do
    command -v "$tool" >/dev/null || { echo "strength: $tool is missing (apt-get install $tool)" >&2; exit 1; }
done
cargo build --release -p ply-cli --quiet
ply="$PWD/target/release/ply uci"
stockfish="Threads=1,UCI_LimitStrength=true"

match() {
    local name=$1
    shift
    if [[ "$selected" != "  " && "$selected" != *" $name "* ]]; then
        return
    fi
    python3 scripts/match.py --games "$games" "$@" >"$out/$name.txt" 2>/dev/null
    printf '%-28s %s | %s | %s\n' "$name" \
        "$(grep '^games' "$out/$name.txt")" "$(grep '^Elo' "$out/$name.txt")" "$(grep '^mean time' "$out/$name.txt")"
}

match expert-vs-stockfish-2500 --movetime 200 --engine "$ply" --options Level=Expert \
    --opponent stockfish --opponent-options "$stockfish,UCI_Elo=2500"
match easy-vs-beginner --movetime 100 --engine "$ply" --options Level=Easy \
    --opponent "$ply" --opponent-options Level=Beginner
match normal-vs-easy --movetime 100 --engine "$ply" --options Level=Normal \
    --opponent "$ply" --opponent-options Level=Easy
match hard-vs-normal --movetime 100 --engine "$ply" --options Level=Hard \
    --opponent "$ply" --opponent-options Level=Normal
match expert-vs-hard --movetime 100 --engine "$ply" --options Level=Expert \
    --opponent "$ply" --opponent-options Level=Hard
match beginner-vs-stockfish-1350 --movetime 200 --engine "$ply" --options Level=Beginner \
    --opponent stockfish --opponent-options "$stockfish,UCI_Elo=1350"
match normal-vs-fairymax --movetime 200 --engine "$ply" --options Level=Normal \
    --opponent fairymax --opponent-xboard
