/**
 * The contract test kit of stratego-rules, a test library (as Guava publishes its testlib): the
 * properties every game of the game-neutral contract must have, for whoever adds a game.
 *
 * <p>Exported packages: {@link io.github.strategorules.testkit.contract} (the kit:
 * {@code ContractKit}, the {@code HiddenFactTwins} a game provides, {@code GameSpecs}),
 * {@link io.github.strategorules.testkit.property} (the property harness on QuickTheories: games
 * as choice sequences over {@code GameState.legalActions()} that shrink, and their failures shown
 * as game records) and {@link io.github.strategorules.testkit.classic} (generators and twins of
 * the classic family).
 *
 * <p>QuickTheories has no module name of its own: it is required by its automatic name.
 */
module io.github.strategorules.testkit {
  requires transitive io.github.strategorules.core;
  requires transitive org.junit.jupiter.api;
  requires org.assertj.core;
  requires quicktheories;

  exports io.github.strategorules.testkit.contract;
  exports io.github.strategorules.testkit.property;
  exports io.github.strategorules.testkit.classic;
  exports io.github.strategorules.testkit.fuzz;
}
