/**
 * Stratego Lost Island (2 to 4 players, {@code lost-island.md}) on the shared API of
 * {@code io.github.strategorules.core}: the base game (LI-1 to LI-11, LI-13). The API package and the
 * research tools ({@code ...lostisland.research}) are exported; the engine (kernel, move
 * generator, redaction) is an implementation detail.
 *
 * <p>A game between random players, driven by legal actions alone (the module README's example,
 * which a test runs):
 *
 * <pre>{@code
 * IslandConfig config = IslandConfig.parse("lost-island(players=3,seed=7)");
 * IslandState state = IslandState.newGame(config);
 * SplittableRandom random = new SplittableRandom(1);
 * while (state.outcome().isEmpty()) {
 *   List<IslandAction> legal = state.legalActions();          // of the seat state.decision() names
 *   IslandStep step = state.apply(legal.get(random.nextInt(legal.size())));
 *   List<IslandEvent> forRed = step.eventsFor(Seat.RED);      // redacted for RED (LI-13)
 *   state = step.state();
 * }
 * }</pre>
 */
module io.github.strategorules.lostisland {
  requires transitive io.github.strategorules.core;

  exports io.github.strategorules.lostisland;
  exports io.github.strategorules.lostisland.research;
}
