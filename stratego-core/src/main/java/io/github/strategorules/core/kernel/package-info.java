/**
 * The rules kernel: the unchecked, mutable, allocation-free fast path that bots and searches use,
 * and on which the immutable {@link io.github.strategorules.core.ClassicState} is built (so the two
 * always agree). A {@link io.github.strategorules.core.kernel.Position} is a board of int-coded
 * pieces with the repetition rules' state; it generates the legal moves of the player to move into
 * an {@code int[]} ({@link io.github.strategorules.core.kernel.Moves} reads a move code), and plays
 * and takes back moves with {@code make} and {@code unmake}. {@code Position.reasonOf} is the one
 * place where a move's legality is decided.
 *
 * <p><b>Unchecked</b>: {@code make} trusts its argument, a position is not thread-safe, and nothing
 * here redacts hidden information. Give a bot a {@link
 * io.github.strategorules.core.view.ClassicView}, not a position, unless it may see everything.
 *
 * <pre>{@code
 * Ruleset rules = Ruleset.classic();
 * Position position = ClassicState.start(rules, Setup.random(rules, Seat.RED, 1),
 *     Setup.random(rules, Seat.BLUE, 2)).toPosition();  // a copy of the state's kernel position
 * int[] moves = new int[position.maxMoves()];
 * int n = position.generate(moves);                       // RED's legal moves, in the kernel's order
 * int result = position.make(moves[0]);                   // NO_BATTLE, ATTACKER_WINS, ...
 * position.unmake();                                      // exactly the position before
 * long leaves = Perft.count(position, 3);                 // move sequences of three moves
 * String from = position.square(Moves.from(moves[0])).toString();
 * }</pre>
 *
 * <p>{@link io.github.strategorules.core.kernel.Perft} counts move sequences, as the project's
 * published tables do ({@code docs/perft.md}, where a second, naive implementation, {@code
 * NaiveReference} of {@code stratego-testkit}, gives the same numbers); {@link
 * io.github.strategorules.core.kernel.RandomMoves} picks a uniformly random legal move without
 * generating the list. The move codes are stable within a minor version.
 */
package io.github.strategorules.core.kernel;
