package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The opponents of a {@link VectorEnv} with a learner ({@link VectorEnv.Builder#opponents}): the
 * bots that play every seat but the learner's, inside the step. Entries are given in seat order for
 * the seats other than the learner's (one entry plays them all); a name is looked up with {@link
 * Bots#byName} and, on a fast path whose kit has its fast form ({@link EnvSlots#opponent}), plays
 * there; a bot given as such, or a name without a fast form, plays through its {@link Bot} API on
 * its seat's transcript. Immutable; the fast forms are made per block of games ({@link
 * #fastForms}).
 */
final class Opponents {
  private final List<String> names;
  private final Bot[] bots;

  /** Per entry, whether the fast path has the bot's fast form. */
  private final boolean[] fast;

  /** Per entry, the name to ask the fast path for, or null for a bot given as such. */
  private final @Nullable String[] fastNames;

  private final int seats;

  private Opponents(List<String> names, Bot[] bots, boolean[] fast, String[] fastNames, int seats) {
    this.names = List.copyOf(names);
    this.bots = bots;
    this.fast = fast;
    this.fastNames = fastNames;
    this.seats = seats;
  }

  /**
   * The opponents of a game.
   *
   * @param game the environment's game
   * @param specs bot names and bots, one for every seat but the learner's, or one for them all
   * @param fastPath the environment's fast path, asked which names it plays itself, or null
   * @throws EnvException ({@link EnvException.Reason#BAD_OPPONENTS}) for a count that does not fit
   *     or a relay, ({@link EnvException.Reason#UNKNOWN_OPPONENT}) for an unknown name
   */
  static Opponents of(Game game, List<?> specs, @Nullable EnvSlots fastPath) {
    int seats = game.seats().size();
    if (specs.isEmpty() || (specs.size() != 1 && specs.size() != seats - 1)) {
      throw new EnvException(
          EnvException.Reason.BAD_OPPONENTS,
          -1,
          "opponents: "
              + specs.size()
              + " given for the "
              + (seats - 1)
              + " seats besides the learner's of "
              + game.spec()
              + " (give one for every such seat, or one for them all)");
    }
    int n = specs.size();
    Bot[] bots = new Bot[n];
    boolean[] fast = new boolean[n];
    String[] fastNames = new String[n];
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Object spec = specs.get(i);
      if (spec instanceof String name) {
        try {
          bots[i] = Bots.byName(game, name);
        } catch (IllegalArgumentException unknown) {
          throw new EnvException(
              EnvException.Reason.UNKNOWN_OPPONENT,
              -1,
              "opponent '"
                  + name
                  + "' is not a bot of "
                  + game.spec()
                  + "; its bots: "
                  + String.join(", ", Bots.names(game)));
        }
        fastNames[i] = name;
        fast[i] = fastPath != null && fastPath.opponent(name).isPresent();
      } else if (spec instanceof Bot bot) {
        if (bot instanceof Bot.Relay) {
          throw new EnvException(
              EnvException.Reason.BAD_OPPONENTS,
              -1,
              "opponent " + bot.name() + " is a relay, which needs a match: play it in an arena");
        }
        bots[i] = bot;
      } else {
        throw new EnvException(
            EnvException.Reason.BAD_OPPONENTS,
            -1,
            "an opponent is a bot's name or a bot, not " + spec);
      }
      names.add(bots[i].name());
    }
    return new Opponents(names, bots, fast, fastNames, seats);
  }

  /** The bots' names, one per entry. */
  List<String> names() {
    return names;
  }

  /** Per seat, the entry that plays it for a learner at {@code learner}, -1 at the learner's. */
  int[] entries(int learner) {
    int[] out = new int[seats];
    int k = 0;
    for (int s = 0; s < seats; s++) {
      out[s] = s == learner ? -1 : bots.length == 1 ? 0 : k++;
    }
    return out;
  }

  /** The bot of an entry. */
  Bot bot(int entry) {
    return bots[entry];
  }

  /** Whether an entry plays on the fast path (during play). */
  boolean fast(int entry) {
    return fast[entry];
  }

  /** Whether some entry plays through its Bot API during play. */
  boolean anyContractRun() {
    for (boolean f : fast) {
      if (!f) {
        return true;
      }
    }
    return false;
  }

  /** New fast forms for one block of games: one per entry, null where the entry has none. */
  @Nullable EnvOpponent[] fastForms(@Nullable EnvSlots fastPath) {
    EnvOpponent[] out = new EnvOpponent[bots.length];
    for (int i = 0; i < bots.length; i++) {
      String name = fastNames[i];
      if (fast[i] && fastPath != null && name != null) {
        Optional<EnvOpponent> o = fastPath.opponent(name);
        out[i] = o.orElseThrow();
      }
    }
    return out;
  }
}
