#!/usr/bin/env bash
# Issue 35, point 4: env-steps per second of the batched environment, side by side in one run on
# this machine: from Java (JMH VectorEnvBenchmark), from Python (python/benchmarks/env_steps.py,
# JPype and NumPy), and through the engine protocol's JSON lines (examples/python/referee.py with
# random choices, the way a Python program reached the library before). Random legal actions
# throughout; an env-step is one game stepped once. Writes everything under target/env-benchmarks/
# and prints one table. Needs the jars: ./mvnw -q package -DskipTests (docs/performance.md).
#
# Issue 53: Lost Island (2 and 4 seats, on its fast path) beside classic in every part, with the
# 1,024-game cells on one and two Java threads, masks only and with observations; and the arena's
# throughput of Lost Island's heuristic and search bots with this build's jar and, when BEFORE_JAR
# names the stratego.jar of an earlier commit (docs/performance.md says how to build one), with it
# too, alternating. ARENA_GAMES (default 20) and ARENA_SEARCH_GAMES (default 2) size those cells.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${OUT:-target/env-benchmarks}"
jar=examples/target/stratego.jar
bench=benchmarks/target/benchmarks.jar
py=/usr/bin/python3
for f in "$jar" "$bench"; do
  [ -f "$f" ] || { echo "missing $f: build with ./mvnw -q package -DskipTests" >&2; exit 1; }
done
mkdir -p "$out"
seconds="${SECONDS_PER_CELL:-2}"

echo "== Java (JMH VectorEnvBenchmark)" >&2
java -jar "$bench" 'VectorEnvBenchmark.step' -p threads=1 -wi 2 -w "$seconds" -i 3 -r "$seconds" -f 1 \
  -rf json -rff "$out/jmh.json" > "$out/jmh.txt"
java -jar "$bench" 'VectorEnvBenchmark.step' -p game=classic,'lost-island(players=2)','lost-island(players=4)' \
  -p games=1024 -p threads=2 -wi 2 -w "$seconds" \
  -i 3 -r "$seconds" -f 1 -rf json -rff "$out/jmh-threads.json" > "$out/jmh-threads.txt"
# Issue 50: a learner (RED) against bots inside the step; an env-step is one learner decision.
java -jar "$bench" 'VectorEnvBenchmark.step' -p game=classic -p games=1024 -p opponents=heuristic,random \
  -wi 2 -w "$seconds" -i 3 -r "$seconds" -f 1 -rf json -rff "$out/jmh-opponents.json" > "$out/jmh-opponents.txt"

echo "== Python (JPype + NumPy)" >&2
"$py" python/benchmarks/env_steps.py --seconds "$seconds" --no-profile \
  --specs classic 'lost-island(players=2)' 'lost-island(players=4)' --games 1 64 1024 --threads 1 2 \
  > "$out/python.txt"
# Issue 50: a learner against bots inside the Java step (opponents=), learner env-steps/s.
"$py" python/benchmarks/env_steps.py --seconds "$seconds" --no-profile --skip-plain --specs classic \
  --games 1024 --threads 1 2 --opponents heuristic random > "$out/python-opponents.txt"

echo "== Engine protocol (JSON lines)" >&2
"$py" examples/python/referee.py --referee "java -jar $jar engine" --game classic --games 4 \
  --player random --player random > "$out/engine-classic.txt"
"$py" examples/python/referee.py --referee "java -jar $jar engine" --game 'lost-island(players=4)' --games 1 \
  --player random --player random --player random --player random > "$out/engine-lost-island.txt"

echo "== Arena: Lost Island's bots (games/s and decisions/s)" >&2
arena_games="${ARENA_GAMES:-20}"
arena_search_games="${ARENA_SEARCH_GAMES:-2}"
arena() { # arena JAR NAME BOTS GAMES: one arena run, its output kept as arena-NAME.txt
  java -jar "$1" arena --ruleset 'lost-island(players=4)' --bots "$3" --games "$4" --threads 1 \
    --seed 1 > "$out/arena-$2.txt"
}
builds=(after)
[ -n "${BEFORE_JAR:-}" ] && builds=(before after)
for bot in heuristic search; do
  games="$arena_games"
  [ "$bot" = search ] && games="$arena_search_games"
  for build in "${builds[@]}"; do
    j="$jar"
    [ "$build" = before ] && j="$BEFORE_JAR"
    arena "$j" "$bot-$build" "$bot,$bot,$bot,$bot" "$games"
  done
done

"$py" - "$out" <<'PY'
import json, re, sys, os
out = sys.argv[1]
rows = []
for name in ("jmh.json", "jmh-threads.json", "jmh-opponents.json"):
    for r in json.load(open(os.path.join(out, name))):
        p = r["params"]
        steps = r["primaryMetric"]["score"] * int(p["games"])
        err = r["primaryMetric"]["scoreError"] * int(p["games"])
        rows.append(("Java", p["game"], p["games"], p["output"], p["threads"], p.get("opponents", "none"), steps, err))
print("| from | game | games | output | threads | opponents | env-steps/s |")
print("|---|---|---|---|---|---|---|")
for frm, game, games, output, threads, opponents, steps, err in rows:
    print(f"| {frm} | {game} | {games} | {output} | {threads} | {opponents} | {steps/1e6:.3f} M ± {err/1e6:.3f} M |")
print()
print(open(os.path.join(out, "python.txt")).read().strip())
print()
print(open(os.path.join(out, "python-opponents.txt")).read().strip())
print()
for name in ("engine-classic.txt", "engine-lost-island.txt"):
    last = open(os.path.join(out, name)).read().strip().splitlines()[-1]
    m = re.search(r"\(([0-9.]+) decisions/s\)", last)
    print(f"engine protocol, {name[7:-4]}: {m.group(1) if m else '?'} decisions/s ({last})")
print()
print("| arena, lost-island(players=4), bots in every seat | build | arena's throughput lines |")
print("|---|---|---|")
for bot in ("heuristic", "search"):
    for build in ("before", "after"):
        path = os.path.join(out, f"arena-{bot}-{build}.txt")
        if os.path.exists(path):
            lines = [l.strip() for l in open(path) if re.search(r"decisions/s|games/s", l)]
            print(f"| {bot} | {build} | {'; '.join(lines) or '(see ' + path + ')'} |")
PY
