package io.github.strategorules.spark;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A test family of one weight {@code w}: its bot plays the heuristic bot's choice with probability
 * {@code w} (clamped to [0, 1]) and the random bot's otherwise, all from the source it is given, so
 * its games replay from their seeds. The heuristic bot beats the random one, so the best weight is
 * 1: what a tuner should find.
 */
final class MixFamily implements BotFamily {
  /** Finds this family by name {@code mix}; any other name is unknown. */
  static final FamilyFinder FINDER =
      (game, name) -> {
        if (!name.equals("mix")) {
          throw new IllegalArgumentException("unknown bot family " + name + "; the test has mix");
        }
        return new MixFamily(game);
      };

  private final Bot heuristic;
  private final Bot random;

  MixFamily(Game game) {
    heuristic = Bots.byName(game, "heuristic");
    random = Bots.byName(game, "random");
  }

  @Override
  public String name() {
    return "mix";
  }

  @Override
  public List<String> parameters() {
    return List.of("heuristic_share");
  }

  @Override
  public double[] defaults() {
    return new double[] {0.3};
  }

  @Override
  public double[] scales() {
    return new double[] {0.2};
  }

  @Override
  public Bot bot(double[] weights) {
    if (weights.length != 1 || !Double.isFinite(weights[0])) {
      throw new IllegalArgumentException("one finite weight");
    }
    double w = Math.max(0, Math.min(1, weights[0]));
    return new Bot() {
      @Override
      public String name() {
        return "mix";
      }

      @Override
      public Action choose(Transcript transcript, List<Action> legal, SplittableRandom r) {
        return r.nextDouble() < w
            ? heuristic.choose(transcript, legal, r)
            : random.choose(transcript, legal, r);
      }
    };
  }
}
