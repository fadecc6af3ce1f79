/**
 * Fuzzing with QuickTheories: mutated inputs from a corpus in a module's test resources ({@link
 * io.github.strategorules.testkit.fuzz.Fuzzer}, {@link
 * io.github.strategorules.testkit.fuzz.Mutations}), with bounded time and allocation ({@link
 * io.github.strategorules.testkit.fuzz.Allocations}).
 */
@NullMarked
package io.github.strategorules.testkit.fuzz;

import org.jspecify.annotations.NullMarked;
