/**
 * JMH benchmarks of the rules kernel (fast path) and the immutable API. Run with {@code java -jar
 * benchmarks/target/benchmarks.jar}.
 */
package io.github.strategorules.benchmarks;
