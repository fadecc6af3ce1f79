package io.github.strategorules.spark;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Arena;
import io.github.strategorules.research.ArenaResult;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Games between two bots of a two-seat game, numbered from 0 and played as an {@link Arena} plays
 * them: game {@code g} is a {@link Match} from seed {@link Arena#gameSeed}{@code (seed, g)}, with
 * the bots taking turns at the seats ({@link Arena#seating}: the first bot plays seat 0 in even
 * games and seat 1 in odd ones), and it gives the first bot its {@link ArenaResult.Summary#points}
 * (1 for a win, 1/2 for a draw or a game cut at the cap, 0 for a loss). So {@code games} games of a
 * duel score exactly what {@code Arena.run} of the same bots and seed scores.
 *
 * <p>The first bot is a member of a family (by its weights); the second is another member or a
 * reference bot by name ({@link Bots#byName}). Sent to every task: the game, the family and the
 * bots are found again on the executor, once per task.
 */
final class Duel implements Serializable {
  private static final long serialVersionUID = 1L;

  private final String spec;
  private final String familyName;
  private final FamilyFinder finder;
  private final double[] first;
  private final double[] secondWeights;
  private final String secondBot;
  private final long seed;
  private final int maxActions;

  private transient Game game;
  private transient List<Bot> bots;

  /**
   * A duel.
   *
   * @param spec the game's spec (two seats)
   * @param familyName the family
   * @param finder how to find it
   * @param first the first bot's weights
   * @param secondWeights the second bot's weights, or null when it is a reference bot
   * @param secondBot the second bot's name ({@link Bots#byName}), or null when it has weights
   * @param seed the duel's seed: game {@code g} is played from {@code Arena.gameSeed(seed, g)}
   * @param maxActions the cap on a game's actions
   */
  Duel(
      String spec,
      String familyName,
      FamilyFinder finder,
      double[] first,
      double[] secondWeights,
      String secondBot,
      long seed,
      int maxActions) {
    this.spec = Objects.requireNonNull(spec, "spec");
    this.familyName = Objects.requireNonNull(familyName, "familyName");
    this.finder = Objects.requireNonNull(finder, "finder");
    this.first = first.clone();
    if ((secondWeights == null) == (secondBot == null)) {
      throw new IllegalArgumentException("the second bot has either weights or a name");
    }
    this.secondWeights = secondWeights == null ? null : secondWeights.clone();
    this.secondBot = secondBot;
    this.seed = seed;
    this.maxActions = maxActions;
  }

  /**
   * Plays game {@code g} of the duel.
   *
   * @param g the game's number, from 0
   * @return the first bot's points: 0, 1/2 or 1
   */
  double points(int g) {
    if (bots == null) {
      game = Games.parse(spec);
      if (game.seats().size() != 2) {
        throw new IllegalArgumentException(
            "a duel needs a two-seat game, not " + spec + " (" + game.seats().size() + " seats)");
      }
      BotFamily family = finder.family(game, familyName);
      Bot b = secondWeights != null ? family.bot(secondWeights) : Bots.byName(game, secondBot);
      bots = List.of(family.bot(first), b);
    }
    int[] seats = Arena.seating(g, 2);
    List<Bot> seated = new ArrayList<>(2);
    for (int s : seats) {
      seated.add(bots.get(s));
    }
    return ArenaResult.Summary.of(
            g, seats, Match.play(game, seated, Arena.gameSeed(seed, g), maxActions))
        .points(0);
  }

  @Override
  public String toString() {
    return Arrays.toString(first)
        + " vs "
        + (secondBot != null ? secondBot : Arrays.toString(secondWeights))
        + " on "
        + spec;
  }
}
