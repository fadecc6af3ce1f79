import org.jspecify.annotations.NullMarked;

/**
 * The shared Stratego API and classic Stratego (rules C-1 to C-8 of the project's rules, {@code
 * docs/rules/classic.md} in its repository, with the variants' toggles of {@code
 * docs/rules/variants.md}).
 *
 * <p>Exported packages: {@link io.github.strategorules.core.game} (the game-neutral contract that
 * every game of the library implements, and the registry {@code Games}), {@link
 * io.github.strategorules.core} (the classic family's entry points: its typed state, steps, setups,
 * replays), with its values in {@link io.github.strategorules.core.board} (squares, pieces), {@link
 * io.github.strategorules.core.action} (actions), {@link io.github.strategorules.core.event}
 * (events, outcomes), {@link io.github.strategorules.core.view} (what a seat may see) and {@link
 * io.github.strategorules.core.error} (the errors), {@link io.github.strategorules.core.rules}
 * (rulesets as data; the classic family's {@code Game} is {@code ClassicGame}, the game of a {@code
 * Ruleset}), {@link io.github.strategorules.core.kernel} (the unchecked mutable fast path for
 * bots), {@link io.github.strategorules.core.notation} (position notation and game records) and
 * {@link io.github.strategorules.core.referee} (the one referee of every transport). Everything
 * else is an implementation detail. Gravon archives are read by the module {@code
 * io.github.strategorules.gravon} ({@code stratego-gravon}); the naive second implementation of the
 * move rules that checks the kernel is in the test kit ({@code stratego-testkit}). Bots, codecs,
 * observations and samplers for research are in the module {@code io.github.strategorules.research}
 * ({@code stratego-research}).
 *
 * <p>A game between two random players, from the README's quickstart (which a test runs):
 *
 * <pre>{@code
 * Ruleset rules = Ruleset.classic();
 * ClassicState game = ClassicState.start(rules,
 *     Setup.random(rules, Seat.RED, 1), Setup.random(rules, Seat.BLUE, 2));
 * Random random = new Random(3);
 * while (game.outcome().isEmpty()) {
 *   List<Move> moves = game.legalMoves();              // the player to move, in a fixed order
 *   Move move = moves.get(random.nextInt(moves.size()));
 *   ClassicStep step = game.apply(move);                      // a new state; `game` is unchanged
 *   game = step.state();
 * }
 * ClassicView red = game.viewFor(Seat.RED);           // what RED may know: enemy pieces as '?'
 * }</pre>
 *
 * <p>The same game through the contract, as a server or any code written for every game drives it:
 * {@code Games.parse("classic")} (or {@code "barrage(two_squares=5)"} with {@code
 * stratego-variants}) gives the game, {@code newGame(seed)} a state in its setup, and {@code
 * legalActions(seat)}, {@code check(seat, action)} and {@code apply(seat, action)} play it, setup
 * included, piece by piece. This module provides the classic family to the registry ({@code
 * provides ... GameProvider}).
 *
 * <p>Rules are cited by id (C-5.2 ...) in the Javadoc of the classes that implement them, and
 * tagged {@link io.github.strategorules.core.rules.ImplementsRule}; the project's {@code
 * docs/rules/index.md} goes from every id to its text, its code and its tests.
 */
@NullMarked
module io.github.strategorules.core {
  requires static org.jspecify;

  exports io.github.strategorules.core;
  exports io.github.strategorules.core.action;
  exports io.github.strategorules.core.board;
  exports io.github.strategorules.core.error;
  exports io.github.strategorules.core.event;
  exports io.github.strategorules.core.view;
  exports io.github.strategorules.core.game;
  exports io.github.strategorules.core.rules;
  exports io.github.strategorules.core.kernel;
  exports io.github.strategorules.core.notation;
  exports io.github.strategorules.core.referee;

  uses io.github.strategorules.core.rules.RulesetProvider;
  uses io.github.strategorules.core.game.GameProvider;

  provides io.github.strategorules.core.game.GameProvider with
      io.github.strategorules.core.internal.ClassicGameProvider;
}
