/**
 * A second, deliberately naive implementation of the classic-family move rules, to read and to
 * check the kernel against: {@link io.github.strategorules.testkit.reference.NaiveReference}
 * (moves, combat, the two-squares rule, captains and rescues, the end of the game, perft counts)
 * and {@link io.github.strategorules.testkit.reference.NaiveChase} (the more-squares rule).
 *
 * <p>This is <b>not</b> the fast path and not an alternative API for playing: it recomputes
 * everything from the whole game on every call and copies the board and the game's history at every
 * node of a perft tree, far slower than {@link io.github.strategorules.core.kernel.Position}. It
 * shares no code with the kernel (it reads only the {@link
 * io.github.strategorules.core.rules.Ruleset}'s data and decides combat from the rules' text), so
 * when the two agree, as the project's perft tables ({@code docs/perft.md}) and its cross-checks on
 * real games require, neither is likely to share a mistake with the other. Each class says which
 * rules it implements and how it reads them, in the words of the project's rules ({@code
 * docs/rules}).
 *
 * <pre>{@code
 * NaiveReference ref = NaiveReference.of(Ruleset.classic(), field); // one Gravon letter per square
 * String first = ref.legalMoves().get(0);                          // sorted, like "a4-a5"
 * ref.play(first);
 * long[] counts = ref.perft(3);                 // equal to the kernel's Perft.count(position, d)
 * SortedSet<String> chased = NaiveChase.forbidden(ref);            // the moves C-6 forbids here
 * }</pre>
 */
@NullMarked
package io.github.strategorules.testkit.reference;

import org.jspecify.annotations.NullMarked;
