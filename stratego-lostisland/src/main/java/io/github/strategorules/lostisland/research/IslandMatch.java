package io.github.strategorules.lostisland.research;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOutcome;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/** Plays one game between bots, each deciding from its own seat's view only. */
public final class IslandMatch {
  private IslandMatch() {}

  /**
   * Plays a game to its end: at every decision the deciding seat's bot gets that seat's view and
   * the legal actions of the decision ({@code legalDecisions()}: no table action).
   *
   * @param config the game (a turn limit keeps the game finite whatever the bots do)
   * @param bots one bot per seat, seat 0 first
   * @param seed the seed of the bots' randomness
   * @param maxDecisions a cap on the number of decisions; the game is cut there
   * @return the outcome, or null when the cap was reached first
   * @throws IllegalArgumentException when there is not one bot per seat
   */
  public static IslandOutcome play(IslandConfig config, List<IslandBot> bots, long seed, int maxDecisions) {
    Objects.requireNonNull(config, "config");
    if (bots.size() != config.players()) {
      throw new IllegalArgumentException("one bot per seat: " + config.players() + ", not " + bots.size());
    }
    SplittableRandom random = new SplittableRandom(seed);
    IslandState state = IslandState.newGame(config);
    for (int i = 0; i < maxDecisions && state.outcome().isEmpty(); i++) {
      Seat seat = state.decision().orElseThrow().seat();
      List<IslandAction> legal = state.legalDecisions();
      IslandAction a = bots.get(seat.index()).choose(state.viewFor(seat), legal, random);
      state = state.apply(a).state();
    }
    return state.outcome().orElse(null);
  }
}
