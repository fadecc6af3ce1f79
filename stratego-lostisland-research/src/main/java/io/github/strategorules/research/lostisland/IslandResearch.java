package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.PublicAction;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.DeterminizedSearchBot;
import io.github.strategorules.research.RandomBot;
import io.github.strategorules.research.ResearchKit;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.research.env.EnvKit;
import io.github.strategorules.research.env.EnvSlots;
import java.util.List;
import java.util.Optional;

/**
 * The research kit of Lost Island ({@code lost-island}): the bots {@code random} ({@link
 * RandomBot}), {@code heuristic} ({@link HeuristicIslandBot}) and {@code search} ({@link
 * IslandSearchBot}: the determinized search of {@link DeterminizedSearchBot} over the {@link
 * IslandSampler}, with the heuristic bot as policy, played on the rules kernel), the {@link
 * IslandActionCodec}, the {@link IslandObservations} and the {@link IslandSampler}. A seat sees
 * every action as Lost Island's own redaction shows it ({@link PublicAction#of}, LI-13): whole, but
 * another seat's setup action, whose values are that seat's secret (LI-1.2).
 *
 * <p>Its {@link EnvKit}, the batched environment's hook: Lost Island's fast path ({@link
 * #fastPath}: every game on the rules kernel, {@code lostisland.kernel.IslandPosition}, its
 * observation written from the position, no allocation per step), its starts through the contract
 * (each setup decision drawn at random, or by the heuristic bot for sensible starts), and a pinned
 * game ({@code seed=} or {@code layout=} in its spec) named, so that an environment refuses to
 * replay its one hidden layout every episode unless told to.
 */
public final class IslandResearch implements ResearchKit, EnvKit {
  /** The search bot's budget: full states sampled per decision. */
  static final int SEARCH_SAMPLES = 4;

  /** The search bot's budget: the policy's best decisions searched. */
  static final int SEARCH_CANDIDATES = 6;

  /** The search bot's budget: decisions played after the candidate in each playout. */
  static final int SEARCH_DEPTH = 12;

  /** Creates the kit (for {@link java.util.ServiceLoader}). */
  public IslandResearch() {}

  @Override
  public String family() {
    return IslandGame.FAMILY;
  }

  @Override
  public List<String> botNames() {
    return List.of("random", "heuristic", "search");
  }

  @Override
  public Bot bot(String name, Game game) {
    return switch (name) {
      case "random" -> new RandomBot();
      case "heuristic" -> new HeuristicIslandBot();
      case "search" -> search();
      default ->
          throw new IllegalArgumentException(
              "unknown bot '"
                  + name
                  + "' for "
                  + game.spec()
                  + "; known bots: "
                  + String.join(", ", botNames()));
    };
  }

  /**
   * The {@code search} bot: a determinized search with the heuristic bot as prior and playout
   * policy and {@code IslandEvaluation} at the leaves, on the rules kernel ({@link
   * IslandSearchBot}; it decides as the {@link DeterminizedSearchBot} of those settings did, with
   * the same draws).
   *
   * @return the bot
   */
  public static IslandSearchBot search() {
    return new IslandSearchBot(SEARCH_SAMPLES, SEARCH_CANDIDATES, SEARCH_DEPTH);
  }

  /**
   * {@inheritDoc} Lost Island's: every game of the environment on an {@code IslandPosition}, 2 to 4
   * seats, every LI-12 toggle; the same seat to act, legal ids, mask, observation, rewards and
   * flags as the contract path with this kit's codec and encoder ({@code FastPathProperties}).
   */
  @Override
  public Optional<EnvSlots> fastPath(Game game, List<GameState> pool, GameState first) {
    return Optional.of(new IslandEnvSlots(game(game), pool));
  }

  @Override
  public IslandActionCodec codec(Game game) {
    return IslandActionCodec.of(game(game));
  }

  @Override
  public IslandObservations observations(Game game) {
    return IslandObservations.of(game(game));
  }

  @Override
  public IslandSampler sampler(Transcript transcript) {
    return IslandSampler.of(transcript);
  }

  /**
   * {@inheritDoc} Lost Island's: a game pinned to one configuration ({@link
   * IslandGame#isPinned()}), whose every new game lays out the same face-down tiles (LI-2.6).
   */
  @Override
  public boolean pinned(Game game) {
    return game instanceof IslandGame g && g.isPinned();
  }

  private static IslandGame game(Game game) {
    if (game instanceof IslandGame g) {
      return g;
    }
    throw new IllegalArgumentException("not a Lost Island game: " + game.spec());
  }

  /** The view of a Lost Island transcript. */
  static IslandView view(Transcript transcript) {
    if (transcript.view() instanceof IslandView v) {
      return v;
    }
    throw new IllegalArgumentException(
        "not a transcript of a Lost Island game: " + transcript.game().spec());
  }
}
