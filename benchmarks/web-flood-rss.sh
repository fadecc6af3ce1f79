#!/usr/bin/env bash
# Issue 54: the peak RSS of `stratego serve` under the hostile flood mix, measured as from outside.
# Each jar's server runs alone in a process of its own, started as a user would
# (java -jar JAR serve --trusted-proxy 127.0.0.1, with no JVM option: what an operator gets by
# default; since issue 54 that command runs the server in a JVM of its own with a bounded heap, see
# docs/web.md "Memory"), and a separate client process (benchmarks/src/main/java/.../web/, the JDK only)
# attacks it with the mix (WebFloodClient: the floods of many /64s of one /48 and many /24s through
# the proxy, slow headers from many /24s, the load tests' hostile connections, and pairs of people
# at a fixed pace). At the end the peak RSS (VmHWM in /proc/PID/status) of every process the command
# started is read: the JVM started and, where it runs the server in a JVM of its own, that JVM too;
# the peak is their sum (an upper bound of what both held at once). The
# jars run alternately, REPS times each, so that a change in the shared machine's load falls on
# both; the load average is printed before and after each run. Not a timed benchmark: RSS.
#   benchmarks/web-flood-rss.sh [--reps 3] [--seconds 60] JAR [JAR...]
# SERVER_OPTS adds JVM options to the servers (profiling: -Xlog:gc, -XX:StartFlightRecording=...);
# CLIENT_ARGS adds options to the client (--flood 2000 --hostile 200 --slow 536 --pairs 20 ...).
set -euo pipefail
cd "$(dirname "$0")/.."
reps=3
seconds=60
while [ $# -gt 0 ]; do
  case "$1" in
    --reps) reps="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: $0 [--reps N] [--seconds S] JAR [JAR...]" >&2; exit 2; }
for jar in "$@"; do
  [ -f "$jar" ] || { echo "no such jar: $jar" >&2; exit 2; }
done
out="${OUT:-target/web-flood-rss}"
mkdir -p "$out"
classes="$out/client"
rm -rf "$classes"
javac -d "$classes" benchmarks/src/main/java/io/github/strategorules/benchmarks/web/*.java

results="$out/results.tsv"
printf 'rep\tjar\tpeak_rss_mb\tserver_peak_mb\tlauncher_peak_mb\trss_end_mb\tload_before\tload_after\n' \
  > "$results"
server=
stop_server() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill "$server"
    wait "$server" 2>/dev/null || true
  fi
  server=
}
trap stop_server EXIT

for rep in $(seq 1 "$reps"); do
  j=0
  for jar in "$@"; do
    j=$((j + 1))
    log="$out/server-$rep-$j.log"
    # shellcheck disable=SC2086 # SERVER_OPTS is a list of options
    java ${SERVER_OPTS:-} -jar "$jar" serve --port 0 --trusted-proxy 127.0.0.1 > "$log" 2>&1 &
    server=$!
    port=
    for _ in $(seq 1 600); do
      port="$(sed -n 's|.*open http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$log")"
      [ -n "$port" ] && break
      kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
      sleep 0.1
    done
    [ -n "$port" ] || { echo "the server of $jar did not start" >&2; exit 1; }
    before="$(cut -d' ' -f1-3 /proc/loadavg)"
    # shellcheck disable=SC2086 # CLIENT_ARGS is a list of options
    java -cp "$classes" io.github.strategorules.benchmarks.web.WebFloodClient --port "$port" \
      --seconds "$seconds" ${CLIENT_ARGS:-} > "$out/client-$rep-$j.txt"
    after="$(cut -d' ' -f1-3 /proc/loadavg)"
    # the JVM started, and the server's own JVM if it started one
    pids="$server $(cat "/proc/$server/task/"*/children 2>/dev/null || true)"
    hwm=0
    rss=0
    server_hwm=0
    for p in $pids; do
      h="$(awk '/^VmHWM:/ {print int($2 / 1024)}' "/proc/$p/status")"
      r="$(awk '/^VmRSS:/ {print int($2 / 1024)}' "/proc/$p/status")"
      hwm=$((hwm + h))
      rss=$((rss + r))
      server_hwm="$h" # the last: the server's own JVM if there is one, else the one started
    done
    launcher_hwm=$((hwm - server_hwm))
    stop_server
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$rep" "$jar" "$hwm" "$server_hwm" "$launcher_hwm" \
      "$rss" "$before" "$after" >> "$results"
    echo "run $rep, $jar: peak RSS $hwm MB (the server's JVM $server_hwm MB, the JVM that started it" \
      "$launcher_hwm MB; RSS at the end $rss MB); load average $before before, $after after" >&2
    sed 's/^/  /' "$out/client-$rep-$j.txt" >&2
  done
done

echo
echo "| jar | runs | peak RSS (VmHWM, all its processes) of serve, each run | median |"
echo "|---|---|---|---|"
for jar in "$@"; do
  awk -F'\t' -v jar="$jar" 'NR > 1 && $2 == jar {print $3}' "$results" | sort -n |
    awk -v jar="$jar" '{v[NR] = $1; all = all (NR > 1 ? ", " : "") $1} END {
      m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
      printf "| %s | %d | %s MB | %s MB |\n", jar, NR, all, m }'
done
echo
echo "(runs in $results, in the order they ran; the clients' reports in $out/client-*.txt)"
