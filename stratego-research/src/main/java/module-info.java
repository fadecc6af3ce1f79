import org.jspecify.annotations.NullMarked;

/**
 * One research layer over the game-neutral contract of {@code io.github.strategorules.core.game},
 * for every game of the library: classic Stratego with every variant and house rule, and Lost
 * Island.
 *
 * <p>Exported packages: {@link io.github.strategorules.research} (the game-neutral layer: one
 * {@code Bot} interface, a seat's {@code Transcript}, the seeded {@code Match} and multi-threaded
 * {@code Arena} runners for 2 to 4 seats, the {@code ActionCodec}, {@code ObservationEncoder} and
 * {@code HiddenStateSampler} interfaces, one {@code SamplingException}, and the registries {@code
 * Research} and {@code Bots}), {@link io.github.strategorules.research.classic} (the classic
 * family's kit) and {@link io.github.strategorules.research.lostisland} (Lost Island's kit). A bot
 * receives only what its seat may know: its transcript and its legal decisions.
 *
 * <pre>{@code
 * Game game = Games.parse("lost-island(players=4)");
 * List<Bot> bots = List.of(Bots.byName(game, "search"), Bots.byName(game, "heuristic"),
 *     Bots.byName(game, "random"), Bots.byName(game, "random"));
 * ArenaResult r = Arena.run(game, bots, 40, 1, 2, Match.DEFAULT_MAX_ACTIONS, null);
 * }</pre>
 *
 * <p>A module that adds a game adds its research kit with {@code provides
 * io.github.strategorules.research.ResearchKit with ...}.
 */
@NullMarked
module io.github.strategorules.research {
  requires static org.jspecify;
  requires transitive io.github.strategorules.core;
  requires transitive io.github.strategorules.lostisland;

  exports io.github.strategorules.research;
  exports io.github.strategorules.research.classic;
  exports io.github.strategorules.research.env;
  exports io.github.strategorules.research.lostisland;

  uses io.github.strategorules.research.ResearchKit;

  provides io.github.strategorules.research.ResearchKit with
      io.github.strategorules.research.classic.ClassicResearch,
      io.github.strategorules.research.lostisland.IslandResearch;
}
