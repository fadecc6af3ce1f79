package io.github.strategorules.template.research;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.RandomBot;
import io.github.strategorules.research.ResearchKit;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.template.ToyGame;
import java.util.List;

/**
 * The research kit of the toy game: what the research layer needs of a game beyond the contract,
 * found by the game's family ({@code Research.of}, {@code Bots.byName}) through the service this
 * module provides. Its bots {@code random} ({@link RandomBot}) and {@code heuristic} ({@link
 * ToyHeuristicBot}, better than random), the dense action ids ({@link ToyActionCodec}), the
 * observation ({@link ToyObservations}) and the sampler of what a seat does not know ({@link
 * ToySampler}). With it the batched environment ({@code VectorEnv}, from Java and from Python)
 * steps the game through the contract, and the arena and the command-line tool offer its bots.
 *
 * <p>A game whose steps must be faster may also implement {@code EnvKit} (the environment's hook)
 * and give the environment a fast path of its own, as the classic family's kit does.
 */
public final class ToyResearch implements ResearchKit {
  /** Creates the kit (for {@link java.util.ServiceLoader}). */
  public ToyResearch() {}

  @Override
  public String family() {
    return ToyGame.FAMILY;
  }

  @Override
  public List<String> botNames() {
    return List.of("random", "heuristic");
  }

  @Override
  public Bot bot(String name, Game game) {
    return switch (name) {
      case "random" -> new RandomBot();
      case "heuristic" -> new ToyHeuristicBot();
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

  @Override
  public ToyActionCodec codec(Game game) {
    check(game);
    return ToyActionCodec.INSTANCE;
  }

  @Override
  public ToyObservations observations(Game game) {
    check(game);
    return ToyObservations.INSTANCE;
  }

  @Override
  public ToySampler sampler(Transcript transcript) {
    check(transcript.game());
    return ToySampler.of(transcript);
  }

  private static void check(Game game) {
    if (!(game instanceof ToyGame)) {
      throw new IllegalArgumentException("not a game of this kit: " + game.spec());
    }
  }
}
