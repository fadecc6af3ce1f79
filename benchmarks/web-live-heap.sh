#!/usr/bin/env bash
# Issue 54.4: the heap a live game of `stratego serve` costs, measured with a heap histogram, not
# timed. Holds N live games (default 1000) of a spec (default classic) in their setup, each with its
# creator seated and a spectator, and prints the heap per game after a full GC (MemoryMXBean) and
# the top of the JVM's class histogram (jcmd GC.class_histogram) while the games are held.
#   benchmarks/web-live-heap.sh [games] [spec]
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-1000}"
spec="${2:-classic}"
pause="$(mktemp -u /tmp/web-live-heap.XXXXXX)"
./mvnw -q test -pl examples -am -Dtest=LiveGameHeap -Dsurefire.failIfNoSpecifiedTests=false \
  -Dweb.heap=true -Dweb.heap.games="$games" -Dweb.heap.spec="$spec" \
  -Dweb.heap.pause.file="$pause" &
build=$!
while [ ! -s "$pause" ]; do
  if ! kill -0 "$build" 2>/dev/null; then echo "the measurement ended before the histogram" >&2; exit 1; fi
  sleep 1
done
pid="$(cat "$pause")"
echo "class histogram of the JVM holding $games live games of $spec (top 15):"
jcmd "$pid" GC.class_histogram | head -18
rm -f "$pause"
wait "$build"
cat examples/target/web-live-heap.txt
