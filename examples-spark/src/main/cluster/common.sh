# shellcheck shell=bash
# What start, submit and stop share (sourced, not run): the paths of the build's output and of a
# cluster's folder, and the environment every Spark JVM of the cluster gets.

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../.." && pwd)"
lib="$repo/examples-spark/target/lib"
jvm_options="$repo/examples-spark/target/jvm.options"
app_jar=""
for jar in "$repo"/examples-spark/target/examples-spark-*.jar; do
  [ -f "$jar" ] && app_jar="$jar"
done

if [ ! -d "$lib" ] || [ ! -f "$jvm_options" ] || [ -z "$app_jar" ]; then
  echo "examples-spark is not built: ./mvnw -q -pl examples-spark -am package -DskipTests" >&2
  exit 1
fi

# The cluster's folder (the first argument of every script), made absolute.
cluster_dir() {
  local dir="${1:?the cluster folder}"
  mkdir -p "$dir"
  (cd "$dir" && pwd)
}

# The library's jars, which a submit ships to the executors (the Spark home holds the others).
library_jars() {
  local jars=("$lib"/stratego-*.jar "$lib"/picocli-*.jar)
  local IFS=,
  echo "${jars[*]}"
}

# Binds every JVM to loopback and tells Spark's launcher code where its home is.
spark_env() {
  export SPARK_HOME="$1/home"
  export SPARK_SCALA_VERSION=2.13
  export SPARK_LOCAL_IP=127.0.0.1
  export SPARK_CONF_DIR="$SPARK_HOME/conf"
}
