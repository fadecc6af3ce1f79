package io.github.strategorules.examples;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.core.game.Seat;
import java.io.PrintWriter;
import java.util.List;
import java.util.SplittableRandom;

/**
 * {@code stratego demo --game lost-island}: a full Lost Island game between random bots, printed
 * from one seat's view after every round, with that seat's view of the fights, bombs, storms and
 * removals. The same seed always prints the same game.
 */
final class LostIslandDemo {
  /** The backstop turn limit of the demo (LI-11.2): random games end long before. */
  static final int TURN_LIMIT = 200;

  private LostIslandDemo() {}

  /**
   * Plays and prints a game.
   *
   * @param out where to print
   * @param players 2 to 4
   * @param seed the seed for the layout and the bots
   * @param viewer the seat whose view is printed
   * @return the exit status
   */
  static int run(PrintWriter out, int players, long seed, Seat viewer) {
    return run(out, IslandConfig.builder().players(players).seed(seed).turnLimit(TURN_LIMIT).build(), seed, viewer);
  }

  /**
   * Plays and prints a game of a config (its LI-12 toggles included), with the backstop turn
   * limit when the config sets none.
   *
   * @param out where to print
   * @param spec the config
   * @param seed the seed for the bots
   * @param viewer the seat whose view is printed
   * @return the exit status
   */
  static int run(PrintWriter out, IslandConfig spec, long seed, Seat viewer) {
    IslandConfig config = spec.turnLimit() == 0 ? spec.toBuilder().turnLimit(TURN_LIMIT).build() : spec;
    int players = config.players();
    if (viewer.index() >= players) {
      throw new IllegalArgumentException("--seat must be one of the " + players + " seats");
    }
    SplittableRandom random = new SplittableRandom(seed);
    IslandState state = IslandState.newGame(config);
    out.printf("Stratego Lost Island (%s), %d random bots, seed %d, seen by %s%n%n", config.spec(), players, seed, viewer);
    int printedRound = -1;
    while (state.outcome().isEmpty()) {
      List<IslandAction> legal = state.legalDecisions();
      int turn = state.turn();
      IslandStep step = state.apply(legal.get(random.nextInt(legal.size())));
      state = step.state();
      for (IslandEvent e : step.eventsFor(viewer)) {
        String line = describe(e);
        if (line != null) {
          out.printf("turn %d: %s%n", turn, line);
        }
      }
      int round = (state.turn() - 1) / players;
      if (state.turn() > 0 && round != printedRound && state.outcome().isEmpty() && (state.turn() - 1) % players == 0
          && state.step() == 1) {
        printedRound = round;
        out.println();
        out.println("Round " + (round + 1));
        out.println(state.viewFor(viewer));
      }
    }
    out.println();
    out.println(state.viewFor(viewer));
    out.println("Outcome after " + state.turn() + " turns: " + state.outcome().orElseThrow());
    out.flush();
    return 0;
  }

  /** A line for the notable events, or null. */
  private static String describe(IslandEvent e) {
    if (e instanceof IslandEvent.Fight f) {
      return f.attacker() + " (" + f.attackerValue() + ") attacks " + f.defender() + " (" + f.defenderValue() + ") on "
          + f.at() + ": " + f.result().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
    if (e instanceof IslandEvent.BombHit b) {
      return "bomb " + b.bombValue() + " hits " + b.tag() + " (" + b.explorerValue() + ") on " + b.square()
          + (b.stays() ? ": it stays" : ": to the boat");
    }
    if (e instanceof IslandEvent.BombStopped b) {
      return b.seat() + " pays the bomb expert";
    }
    if (e instanceof IslandEvent.StormPushed s) {
      return "storm on " + s.square() + " blows " + s.direction().name().toLowerCase(java.util.Locale.ROOT);
    }
    if (e instanceof IslandEvent.FlagTaken f) {
      return f.tag() + " takes the flag on " + f.square();
    }
    if (e instanceof IslandEvent.SecretFight f) {
      return f.attacker() + " attacks " + f.defender() + " on " + f.at() + " in secret: "
          + f.result().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
    if (e instanceof IslandEvent.TileRemoved r) {
      return r.square() + " sinks (" + r.tile() + ")";
    }
    if (e instanceof IslandEvent.TileSunk r) {
      return r.square() + " sinks face down";
    }
    if (e instanceof IslandEvent.StormVanished v) {
      return "the storm on " + v.square() + " vanishes";
    }
    if (e instanceof IslandEvent.LootTaken l) {
      return l.seat() + " takes " + l.coins() + " extra loot from " + l.square();
    }
    if (e instanceof IslandEvent.Spied s) {
      return s.seat() + " spies on " + s.target() + (s.value().isPresent() ? ": " + s.value().getAsInt() : "");
    }
    return null;
  }
}
