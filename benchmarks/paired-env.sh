#!/usr/bin/env bash
# Issue 50: compares the environment's step of two (or more) builds on this machine, whose speed
# moves by a quarter from minute to minute: both run in one JVM by turns of a few steps, each
# build's classes in a class loader of their own (benchmarks/paired/Paired.java), so both meet the
# same minutes. Each argument is a benchmarks/target/benchmarks.jar built at the commit to compare,
# copied aside; the step is VectorEnvBenchmark's, one thread.
# Usage: benchmarks/paired-env.sh BEFORE.jar AFTER.jar [more.jar ...]
# JAVA_OPTS passes system properties: -Dopponents=heuristic|random|none -Dgames=1024 -Drounds=300.
# Run it with the same jar on both sides first: the spread of that ratio is the noise.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 BEFORE.jar AFTER.jar [more.jar ...]" >&2; exit 2; }
here="$(cd "$(dirname "$0")" && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
javac -d "$out" "$here/paired/Paired.java"
# shellcheck disable=SC2086
java ${JAVA_OPTS:-} -cp "$out" Paired "$@"
