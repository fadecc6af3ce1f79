import org.jspecify.annotations.NullMarked;

/**
 * One research layer over the game-neutral contract of {@code io.github.strategorules.core.game},
 * for every game: classic Stratego with every variant and house rule here, and any game whose
 * module adds its research kit (Lost Island's is {@code stratego-lostisland-research}).
 *
 * <p>Exported packages: {@link io.github.strategorules.research} (the game-neutral layer: one
 * {@code Bot} interface, a seat's {@code Transcript}, the seeded {@code Match} and multi-threaded
 * {@code Arena} runners for 2 to 4 seats, the {@code ActionCodec}, {@code ObservationEncoder} and
 * {@code HiddenStateSampler} interfaces, one {@code SamplingException}, and the registries {@code
 * Research} and {@code Bots}), {@link io.github.strategorules.research.env} (the batched
 * environment, which knows no game: a kit's {@code EnvKit} gives it a fast path) and {@link
 * io.github.strategorules.research.classic} (the classic family's kit). A bot receives only what
 * its seat may know: its transcript and its legal decisions.
 *
 * <pre>{@code
 * Game game = Games.parse("classic");
 * List<Bot> bots = List.of(Bots.byName(game, "search"), Bots.byName(game, "heuristic"));
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

  exports io.github.strategorules.research;
  exports io.github.strategorules.research.classic;
  exports io.github.strategorules.research.env;

  uses io.github.strategorules.research.ResearchKit;

  provides io.github.strategorules.research.ResearchKit with
      io.github.strategorules.research.classic.ClassicResearch;
}
