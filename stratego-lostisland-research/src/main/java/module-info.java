import org.jspecify.annotations.NullMarked;

/**
 * The research kit of Stratego Lost Island, for the game-neutral research layer of {@code
 * io.github.strategorules.research}: its reference bots, action codec, observation encoder and
 * hidden-state sampler, found by the game's family ({@code Research.of}, {@code Bots.byName}) once
 * this module is on the class or module path.
 *
 * <p>Exported package: {@link io.github.strategorules.research.lostisland} ({@code IslandResearch}
 * and the tools it gives). A bot receives only what its seat may know: its transcript and its legal
 * decisions.
 *
 * <pre>{@code
 * Game game = Games.parse("lost-island(players=4)");
 * Bot bot = Bots.byName(game, "heuristic");
 * }</pre>
 */
@NullMarked
module io.github.strategorules.research.lostisland {
  requires static org.jspecify;
  requires transitive io.github.strategorules.research;
  requires transitive io.github.strategorules.lostisland;

  exports io.github.strategorules.research.lostisland;

  provides io.github.strategorules.research.ResearchKit with
      io.github.strategorules.research.lostisland.IslandResearch;
}
