import org.jspecify.annotations.NullMarked;

/**
 * The template for a new game ({@code docs/new-game.md} in the project's repository): the game
 * {@code toy}, a game of hidden values on a 3 by 4 board written against the game-neutral contract
 * of {@code io.github.strategorules.core.game} alone. Copy this module, rename it and its package,
 * and change the rules: what stays is what every game gives the library.
 *
 * <p>The module needs {@code io.github.strategorules.core} and, for its research kit, {@code
 * io.github.strategorules.research} at run time. It exports its game's package, whose records the
 * JSON codec ({@code stratego-json}) reads and writes component by component, and its kit's, and
 * provides its game to the registry ({@code io.github.strategorules.core.game.Games}) and its kit
 * to the research layer ({@code io.github.strategorules.research.Research}); the {@code
 * META-INF/services} entries do the same on the class path. With the module on the class or module
 * path, code written against the contract plays it by its spec like any other game:
 *
 * <pre>{@code
 * Game game = Games.parse("toy");
 * GameState state = game.newGame(1);
 * List<Action> decisions = state.decisions(Seat.RED);   // RED hide 1, RED hide 2, RED hide 3
 * }</pre>
 */
@NullMarked
module io.github.strategorules.template {
  requires static org.jspecify;
  requires transitive io.github.strategorules.core;
  requires transitive io.github.strategorules.research;

  exports io.github.strategorules.template;
  exports io.github.strategorules.template.research;

  provides io.github.strategorules.core.game.GameProvider with
      io.github.strategorules.template.ToyProvider;
  provides io.github.strategorules.research.ResearchKit with
      io.github.strategorules.template.research.ToyResearch;
}
