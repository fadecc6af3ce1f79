import org.jspecify.annotations.NullMarked;

/**
 * Stratego Lost Island (2 to 4 players, the rules of {@code docs/rules/lost-island.md} in the
 * project's repository) on the shared API of {@code io.github.strategorules.core}: the base game
 * (LI-1 to LI-11, LI-13), the LI-12 toggles, and resignation and draws by agreement as the
 * game-neutral contract reads them (LI-11.3, LI-11.4 [interp]). The API package is exported, and
 * the rules kernel for research ({@code io.github.strategorules.lostisland.kernel}: a mutable
 * position whose decisions are ints, which the immutable states are built on); the engine
 * (generator, resolver, redaction) is an implementation detail. Bots, codecs, observations and
 * samplers for research are in the module {@code io.github.strategorules.research.lostisland}
 * ({@code stratego-lostisland-research}).
 *
 * <p>The module provides the game {@code lost-island} to the registry of {@code
 * io.github.strategorules.core.game.Games}, so code written against the game-neutral contract plays
 * it like any other game:
 *
 * <pre>{@code
 * Game game = Games.parse("lost-island(players=3,secret_fights)");  // public facts only
 * GameState state = game.newGame(7);                                // the layout drawn from seed 7
 * }</pre>
 *
 * <p>Its typed API, driven by legal actions alone (the module README's example, which a test runs):
 *
 * <pre>{@code
 * IslandConfig config = IslandConfig.parse("lost-island(players=3,seed=7)");
 * IslandState state = IslandState.newGame(config);
 * SplittableRandom random = new SplittableRandom(1);
 * while (state.outcome().isEmpty()) {
 *   List<IslandAction> legal = state.legalDecisions();        // of the seat state.decision() names
 *   IslandStep step = state.apply(legal.get(random.nextInt(legal.size())));
 *   List<IslandEvent> forRed = step.eventsFor(Seat.RED);      // redacted for RED (LI-13)
 *   state = step.state();
 * }
 * }</pre>
 */
@NullMarked
module io.github.strategorules.lostisland {
  requires static org.jspecify;
  requires transitive io.github.strategorules.core;

  exports io.github.strategorules.lostisland;
  exports io.github.strategorules.lostisland.kernel;

  provides io.github.strategorules.core.game.GameProvider with
      io.github.strategorules.lostisland.internal.IslandGameProvider;
}
