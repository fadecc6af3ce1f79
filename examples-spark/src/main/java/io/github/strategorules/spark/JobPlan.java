package io.github.strategorules.spark;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a self-play job plays: the games (by spec), the bots by seat, how many games of each spec,
 * the base seed, the cap on actions per game, whether to write a row per decision, and how many
 * partitions to split the games into. Sent to every task, so it is a small serializable value.
 *
 * <p>Game {@code i} of a spec (from 0) is played with seed {@code Arena.gameSeed(seed, i)}: the
 * same seed as game {@code i} of {@code stratego selfplay --seed seed}.
 *
 * @param specs the game specs ({@code classic}, {@code lost-island(players=3)}), at least one
 * @param bots the bots' names ({@link Bots#byName}): one per seat, seat 0 first, or one for every
 *     seat (the only choice when the specs have different numbers of seats)
 * @param games the number of games of each spec, at least 1
 * @param seed the base seed
 * @param maxActions the cap on the actions of a game ({@link
 *     io.github.strategorules.research.Match})
 * @param decisions whether to write one row per decision as well
 * @param packed whether a decision's mask and observation are written as bytes ({@link Packing})
 * @param partitions the number of partitions (tasks) the games are split into, at least 1
 */
public record JobPlan(
    List<String> specs,
    List<String> bots,
    int games,
    long seed,
    int maxActions,
    boolean decisions,
    boolean packed,
    int partitions)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks the counts and copies the lists; {@link #check} checks the specs and bots.
   *
   * @param specs the specs
   * @param bots the bots
   * @param games the games per spec
   * @param seed the seed
   * @param maxActions the cap
   * @param decisions whether to write decisions
   * @param packed whether to pack tensors
   * @param partitions the partitions
   */
  public JobPlan {
    specs = List.copyOf(specs);
    bots = List.copyOf(bots);
    if (specs.isEmpty() || bots.isEmpty()) {
      throw new IllegalArgumentException("a job needs at least one game spec and one bot");
    }
    if (games < 1 || maxActions < 1 || partitions < 1) {
      throw new IllegalArgumentException(
          "the games, the cap on actions and the partitions must be at least 1");
    }
  }

  /**
   * The number of games in all: {@code specs().size() * games()}.
   *
   * @return the total
   */
  public long totalGames() {
    return (long) specs.size() * games;
  }

  /**
   * The same plan without decision rows.
   *
   * @return the plan
   */
  public JobPlan withoutDecisions() {
    return new JobPlan(specs, bots, games, seed, maxActions, false, packed, partitions);
  }

  /**
   * Parses every spec and finds every bot, so that a bad option fails on the driver before any task
   * starts.
   *
   * @return this plan
   * @throws IllegalArgumentException for an unknown spec or bot, or a wrong number of bots
   */
  public JobPlan check() {
    for (String spec : specs) {
      seated(Games.parse(spec));
    }
    return this;
  }

  /**
   * The bots of a game, one per seat.
   *
   * @param game one of the plan's games
   * @return the bots, seat 0 first
   * @throws IllegalArgumentException for a wrong number of names or an unknown name
   */
  List<Bot> seated(Game game) {
    Objects.requireNonNull(game, "game");
    int n = game.seats().size();
    if (bots.size() != n && bots.size() != 1) {
      throw new IllegalArgumentException(
          "give one bot per seat ("
              + n
              + " for "
              + game.spec()
              + "), or one bot for every seat; known bots: "
              + String.join(", ", Bots.names(game)));
    }
    List<Bot> out = new ArrayList<>(n);
    for (int s = 0; s < n; s++) {
      out.add(Bots.byName(game, bots.size() == 1 ? bots.get(0) : bots.get(s)));
    }
    return out;
  }
}
