package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.RefereeReason;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.TimeControl;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * One game of any game between bots, one per seat, reproducible from a seed: the seed gives the new
 * game's seed ({@link Game#newGame}: Lost Island's layout) and then each seat's own random stream,
 * seat 0 first. At every decision the deciding seat's bot receives that seat's {@link Transcript}
 * and its legal decisions ({@link io.github.strategorules.core.game.GameState#decisions}) and
 * nothing else; when several seats may decide at once (a classic setup) the first of them in seat
 * order decides. A bot's choice outside its legal decisions is an error ({@link
 * IllegalStateException}). Each bot plays through the player it {@link Bot#open opens} for its
 * seat, closed after the game; a bot that fails ({@link BotFailure}) forfeits: its seat resigns
 * (every other seat wins) and the result names it ({@link MatchResult#forfeit()}).
 *
 * <p>Every transcript is the referee's: a seat's is folded from its updates ({@link Transcripts})
 * when it must decide, each step it has not seen as that step's own update, and only then is its
 * view built. A player that is a {@link Bot.Relay} (an external engine) is handed its seat's
 * arrival and every step's update as the referee built them.
 *
 * <p>A game that reaches {@code maxActions} actions without an outcome is cut there (its {@link
 * MatchResult#cut()} is true): some games never end by themselves (a classic game without a ply
 * limit, Lost Island without a turn limit, C-7.6, LI-11.2).
 *
 * <p>With a {@link TimeControl}, the match's {@link Referee} keeps every seat's clock, as a
 * server's does: a bot's time to choose runs on its seat's clock, and a bot whose clock has run out
 * when its choice arrives loses on time (a forfeit with the reason {@code OUT_OF_TIME}). The match
 * asks one seat at a time, even the seats of a simultaneous setup, so only the asked seat's clock
 * runs ({@link Referee.Builder#oneSeatAtATime()}): a seat is never charged for another bot's
 * thinking.
 */
public final class Match {
  /** The default cap on the number of actions of a game: far more than any finished game takes. */
  public static final int DEFAULT_MAX_ACTIONS = 100_000;

  private Match() {}

  /**
   * Told of every step of a match as the referee applied it (a demo's narration, a record): the
   * step's {@link Shares}, from which a narration tells a seat what it saw ({@link
   * Shares#forSeat}), and a recorder reads the referee's data ({@link Shares#action()}, {@link
   * Shares#step()}: full information, never hand it to a bot).
   */
  @FunctionalInterface
  public interface Observer {
    /**
     * A step was applied.
     *
     * @param before the state before the step (referee data)
     * @param shares the step's shares
     */
    void step(GameState before, Shares shares);
  }

  /**
   * Plays a game to its end or to {@link #DEFAULT_MAX_ACTIONS} actions.
   *
   * @param game the game
   * @param bots one bot per seat, seat 0 first
   * @param seed the seed
   * @return the result
   */
  public static MatchResult play(Game game, List<? extends Bot> bots, long seed) {
    return play(game, bots, seed, DEFAULT_MAX_ACTIONS);
  }

  /**
   * Plays a game to its end or to {@code maxActions} actions.
   *
   * @param game the game
   * @param bots one bot per seat, seat 0 first
   * @param seed the seed
   * @param maxActions the cap on the number of actions, at least 1
   * @return the result
   * @throws IllegalArgumentException when there is not one bot per seat
   * @throws IllegalStateException when a bot chooses an action outside its legal decisions
   */
  public static MatchResult play(Game game, List<? extends Bot> bots, long seed, int maxActions) {
    return play(game, bots, seed, maxActions, null);
  }

  /**
   * Plays a game to its end or to {@code maxActions} actions, telling an observer of every step.
   *
   * @param game the game
   * @param bots one bot per seat, seat 0 first
   * @param seed the seed
   * @param maxActions the cap on the number of actions, at least 1
   * @param observer told of every step, or null
   * @return the result
   * @throws IllegalArgumentException when there is not one bot per seat
   * @throws IllegalStateException when a bot chooses an action outside its legal decisions
   */
  public static MatchResult play(
      Game game, List<? extends Bot> bots, long seed, int maxActions, @Nullable Observer observer) {
    return play(game, bots, seed, maxActions, observer, null);
  }

  /**
   * Plays a game to its end or to {@code maxActions} actions, with clocks, telling an observer of
   * every step.
   *
   * @param game the game
   * @param bots one bot per seat, seat 0 first
   * @param seed the seed
   * @param maxActions the cap on the number of actions, at least 1
   * @param observer told of every step, or null
   * @param timeControl every seat's clock, or null for none; a bot out of time forfeits
   * @return the result
   * @throws IllegalArgumentException when there is not one bot per seat
   * @throws IllegalStateException when a bot chooses an action outside its legal decisions
   */
  public static MatchResult play(
      Game game,
      List<? extends Bot> bots,
      long seed,
      int maxActions,
      @Nullable Observer observer,
      @Nullable TimeControl timeControl) {
    return play(game, bots, seed, maxActions, observer, timeControl, System::nanoTime);
  }

  /** The match with the clocks read from a given time source (tests make time exact). */
  static MatchResult play(
      Game game,
      List<? extends Bot> bots,
      long seed,
      int maxActions,
      @Nullable Observer observer,
      @Nullable TimeControl timeControl,
      LongSupplier nanos) {
    Objects.requireNonNull(game, "game");
    List<Seat> seats = game.seats();
    if (bots.size() != seats.size()) {
      throw new IllegalArgumentException(
          "one bot per seat: " + seats.size() + " for " + game.spec() + ", not " + bots.size());
    }
    if (maxActions < 1) {
      throw new IllegalArgumentException(
          "the cap on actions must be at least 1, not " + maxActions);
    }
    SplittableRandom root = new SplittableRandom(seed);
    Table table = new Table(game.newGame(root.nextLong()), observer, timeControl, nanos);
    // Bots get the public game (a state's game): never a pinned one, whose seed= or layout= would
    // tell them the hidden layout through configFor.
    Game open = table.referee.game();
    int n = seats.size();
    SplittableRandom[] streams = new SplittableRandom[n];
    for (int i = 0; i < n; i++) {
      streams[i] = root.split();
    }
    @Nullable Bot[] players = new Bot[n];
    List<MatchResult.Forfeit> forfeits = new ArrayList<>();
    int[] decisions = new int[n];
    long[] thought = new long[n];
    long[] slowest = new long[n];
    int[] over = new int[n];
    try {
      // Every bot is opened, even after one failed: two that fail both forfeit, and neither is
      // credited the other's failure (issue 54.6).
      for (int i = 0; i < n; i++) {
        try {
          players[i] =
              Objects.requireNonNull(bots.get(i).open(open, seats.get(i)), "the player of a bot");
        } catch (BotFailure f) {
          forfeits.add(table.forfeit(seats.get(i), f));
        }
      }
      table.follow(players);
      table.startClocks();
      while (table.state().phase() != Phase.OVER && table.actions < maxActions) {
        Seat seat = table.state().toDecide().get(0);
        int i = seat.index();
        List<Action> legal = table.state().decisions(seat);
        Bot player = players[i];
        if (player == null) {
          // Only a seat whose bot failed to open has no player, and its resignation ended the game.
          throw new IllegalStateException(
              game.spec() + " went on after a resignation, against the contract");
        }
        Transcript transcript;
        try {
          transcript = table.transcript(i); // a relay told the steps here may fail: it forfeits
        } catch (BotFailure f) {
          forfeits.add(table.forfeit(seat, f));
          continue;
        }
        Action a;
        long asked = nanos.getAsLong();
        try {
          a = player.choose(transcript, legal, streams[i]);
        } catch (BotFailure f) {
          forfeits.add(table.forfeit(seat, f));
          continue;
        } finally {
          long took = nanos.getAsLong() - asked;
          decisions[i]++;
          thought[i] += took;
          slowest[i] = Math.max(slowest[i], took);
          over[i] += took > 2_000_000L * player.thinkMillis() && player.thinkMillis() > 0 ? 1 : 0;
        }
        if (!legal.contains(a)) {
          throw new IllegalStateException(
              "the bot '"
                  + bots.get(i).name()
                  + "' of "
                  + seat
                  + " chose an action "
                  + "outside its legal decisions: "
                  + a);
        }
        table.apply(seat, a).ifPresent(forfeits::add);
        table.stepped();
      }
    } catch (RuntimeException | Error e) {
      close(players, table, e);
      throw e;
    }
    close(players, table, null);
    List<MatchResult.Thinking> thinking = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      thinking.add(new MatchResult.Thinking(decisions[i], thought[i], slowest[i], over[i]));
    }
    return new MatchResult(
        table.state(),
        table.actions,
        table.state().phase() != Phase.OVER,
        bots.stream().map(Bot::name).toList(),
        forfeits,
        thinking);
  }

  /**
   * Closes every player that was opened, each with its seat's last transcript, even when one of
   * them fails: a failure to close is thrown after all are closed, or added to the failure that
   * ended the game.
   */
  private static void close(@Nullable Bot[] players, Table table, @Nullable Throwable ending) {
    @Nullable RuntimeException first = null;
    for (int i = 0; i < players.length; i++) {
      if (players[i] == null) {
        continue;
      }
      try {
        players[i].close(table.last(i));
      } catch (RuntimeException e) {
        if (ending != null) {
          ending.addSuppressed(e);
        } else if (first == null) {
          first = e;
        } else {
          first.addSuppressed(e);
        }
      }
    }
    if (first != null) {
      throw first;
    }
  }

  /** The game's referee, and each seat's transcript of it. */
  private static final class Table {
    private final Referee referee;

    /** Every seat's transcript, from the referee's updates; made before any step. */
    private final Transcripts transcripts;

    /** Each seat's arrival, the first update a relay is told. */
    private final Update[] arrivals;

    /** Per seat, whether its relay has been told its arrival. */
    private final boolean[] arrived;

    /** Per seat, how its relay failed while it was told a step: it forfeits when next asked. */
    private final @Nullable BotFailure[] failed;

    /** The players, once open: a relay among them is told its seat's updates. */
    private @Nullable Bot @Nullable [] players;

    private int actions;

    Table(
        GameState start,
        @Nullable Observer observer,
        @Nullable TimeControl timeControl,
        LongSupplier nanos) {
      GameState[] before = {start};
      this.referee =
          Referee.builder(start)
              .listener(
                  shares -> {
                    if (observer != null) {
                      observer.step(before[0], shares); // an observer is referee-side
                    }
                    before[0] = shares.step().state();
                    actions++;
                  })
              .timeControl(timeControl)
              .nanos(nanos)
              .oneSeatAtATime()
              .clocksStopped()
              .keepSteps() // until every seat has seen them: its updates are folded when it decides
              .build();
      int n = start.game().seats().size();
      this.arrivals = new Update[n];
      this.arrived = new boolean[n];
      this.failed = new BotFailure[n];
      this.transcripts =
          new Transcripts(
              referee,
              (seat, u) -> {
                if (players == null) {
                  arrivals[seat.index()] = u; // the arrivals, told before any player is open
                } else {
                  tell(seat.index(), u);
                }
              });
    }

    /** From now on a relay among the open players hears its seat's updates, its arrival first. */
    void follow(@Nullable Bot[] open) {
      this.players = open;
    }

    /** Tells seat k's relay, if it has one that has not failed, its arrival first, then u. */
    private void tell(int k, @Nullable Update u) {
      if (players == null || !(players[k] instanceof Bot.Relay r) || failed[k] != null) {
        return;
      }
      try {
        if (!arrived[k]) {
          arrived[k] = true;
          relay(r, arrivals[k]);
        }
        if (u != null) {
          relay(r, u);
        }
      } catch (BotFailure f) {
        failed[k] = f; // the seat may be catching up in another's turn: it forfeits when asked
      }
    }

    /**
     * Hands a relay an update built whole: a referee's update keeps the step's state until its view
     * and legal actions are built, and a bot holds none.
     */
    private static void relay(Bot.Relay r, Update u) {
      u.view();
      u.legalActions();
      r.relay(u);
    }

    GameState state() {
      return referee.state();
    }

    /**
     * Seat i's transcript now: it takes the steps the seat has not seen (a relay is told them).
     *
     * @throws BotFailure when the seat's relay failed while it was told them
     */
    Transcript transcript(int i) {
      Transcript t = last(i);
      BotFailure f = failed[i];
      if (f != null) {
        throw f;
      }
      return t;
    }

    /** Seat i's transcript at the end, for its player's close: a relay's failure is past. */
    Transcript last(int i) {
      tell(i, null);
      return transcripts.of(Seat.of(i));
    }

    /** After a step: a seat far behind catches up, so that the referee forgets old steps. */
    void stepped() {
      transcripts.stepped();
    }

    /** Applies a bot's legal choice; a seat that ran out of time has lost instead (its forfeit). */
    Optional<MatchResult.Forfeit> apply(Seat seat, Action a) {
      Verdict v = referee.submit(seat, a);
      if (v instanceof Verdict.Refused r) {
        Optional<Seat> late = referee.timedOut();
        if (late.isPresent()) {
          return late.map(this::outOfTime);
        }
        throw new IllegalStateException(
            seat + "'s action was refused: " + r.reason().description());
      }
      return Optional.empty();
    }

    /**
     * The seat resigns in its failing bot's name (every other seat wins); in a game already over
     * (another seat's bot failed to open first) it forfeits without a resignation.
     */
    MatchResult.Forfeit forfeit(Seat seat, BotFailure f) {
      if (referee.state().phase() != Phase.OVER) {
        referee.resign(seat);
      }
      return referee
          .timedOut()
          .map(this::outOfTime)
          .orElseGet(
              () ->
                  new MatchResult.Forfeit(
                      seat,
                      f.reason(),
                      f.getMessage())); // a flag that fell first is the game's end, not the
      // failure after it
    }

    /** The clocks start once every bot is open: opening (an engine's start) is nobody's time. */
    void startClocks() {
      referee.startClocks();
    }

    private MatchResult.Forfeit outOfTime(Seat late) {
      return new MatchResult.Forfeit(
          late,
          RefereeReason.OUT_OF_TIME.name(),
          late + " ran out of time (" + referee.timeControl().orElseThrow() + ")");
    }
  }
}
