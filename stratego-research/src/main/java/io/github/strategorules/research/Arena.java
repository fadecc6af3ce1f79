package io.github.strategorules.research;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.referee.TimeControl;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;

/**
 * Many games between bots on several threads, for any game of 2 to 4 seats, with the same results
 * whatever the thread count: game {@code g} is a {@link Match} seeded from the arena's seed and
 * {@code g} alone ({@link #gameSeed}), and the bots take turns at the seats ({@link #seating}: with
 * two bots, the first plays seat 0 in even games and seat 1 in odd ones), so every bot plays every
 * seat equally often over each round of games. The {@link ArenaResult} holds every game's summary
 * and the statistics: rates and scores with 95% intervals, Elo differences.
 */
public final class Arena {
  private Arena() {}

  /** How the bots sit. */
  public enum Seating {
    /** Bot {@code (s + g) mod n} plays seat {@code s} in game {@code g} ({@link #seating}). */
    ROTATE,
    /** Bot {@code s} plays seat {@code s} in every game (self-play with fixed seats). */
    FIXED
  }

  /** Told of each finished game, one game at a time (from the worker threads), in any order. */
  @FunctionalInterface
  public interface Listener {
    /**
     * A game is over (or cut at the cap).
     *
     * @param index the game's number, from 0
     * @param result its result
     */
    void finished(int index, MatchResult result);
  }

  /**
   * Plays the games.
   *
   * @param game the game
   * @param bots the bots, one per seat of the game; the first is "bot 0"
   * @param games how many games, at least 1
   * @param seed the arena's seed
   * @param threads worker threads, at least 1
   * @param maxActions the cap on each game's actions ({@link Match})
   * @param listener told of each game as it ends (progress, records), or null
   * @return the results
   * @throws InterruptedException when interrupted while waiting for the games
   * @throws IllegalArgumentException for a bad count, or not one bot per seat
   * @throws IllegalStateException when a game fails (a bot's illegal choice); the cause says why
   */
  public static ArenaResult run(
      Game game,
      List<? extends Bot> bots,
      int games,
      long seed,
      int threads,
      int maxActions,
      @Nullable Listener listener)
      throws InterruptedException {
    return run(game, bots, Seating.ROTATE, games, seed, threads, maxActions, listener);
  }

  /**
   * Plays the games with the given seating.
   *
   * @param game the game
   * @param bots the bots, one per seat of the game; the first is "bot 0"
   * @param seating whether the bots take turns at the seats or keep theirs
   * @param games how many games, at least 1
   * @param seed the arena's seed
   * @param threads worker threads, at least 1
   * @param maxActions the cap on each game's actions ({@link Match})
   * @param listener told of each game as it ends (progress, records), or null
   * @return the results
   * @throws InterruptedException when interrupted while waiting for the games
   * @throws IllegalArgumentException for a bad count, or not one bot per seat
   * @throws IllegalStateException when a game fails (a bot's illegal choice); the listener's own
   *     unchecked exceptions are thrown as they are
   */
  public static ArenaResult run(
      Game game,
      List<? extends Bot> bots,
      Seating seating,
      int games,
      long seed,
      int threads,
      int maxActions,
      @Nullable Listener listener)
      throws InterruptedException {
    return run(game, bots, seating, games, seed, threads, maxActions, null, listener);
  }

  /**
   * Plays the games with the given seating and clocks: each game is a {@link Match} with the time
   * control, where a bot out of time forfeits.
   *
   * @param game the game
   * @param bots the bots, one per seat of the game; the first is "bot 0"
   * @param seating whether the bots take turns at the seats or keep theirs
   * @param games how many games, at least 1
   * @param seed the arena's seed
   * @param threads worker threads, at least 1 (each game's clocks run in wall time: more threads
   *     than cores slow every bot down)
   * @param maxActions the cap on each game's actions ({@link Match})
   * @param timeControl every seat's clock in every game, or null for none
   * @param listener told of each game as it ends (progress, records), or null
   * @return the results
   * @throws InterruptedException when interrupted while waiting for the games
   * @throws IllegalArgumentException for a bad count, or not one bot per seat
   * @throws IllegalStateException when a game fails (a bot's illegal choice); the listener's own
   *     unchecked exceptions are thrown as they are
   */
  public static ArenaResult run(
      Game game,
      List<? extends Bot> bots,
      Seating seating,
      int games,
      long seed,
      int threads,
      int maxActions,
      @Nullable TimeControl timeControl,
      @Nullable Listener listener)
      throws InterruptedException {
    return resume(
        game, bots, seating, games, seed, threads, maxActions, timeControl, List.of(), listener);
  }

  /**
   * Plays the games that {@code earlier} does not hold, as {@link #run} would have played them: a
   * long benchmark stopped part way (an {@link ArenaJournal} holds the games it finished) goes on
   * where it stopped, with the same seeds and seating, and the result holds every game. Only the
   * games played now are told to the listener.
   *
   * @param game the game
   * @param bots the bots, one per seat of the game; the first is "bot 0"
   * @param seating whether the bots take turns at the seats or keep theirs
   * @param games how many games in all, at least 1
   * @param seed the arena's seed
   * @param threads worker threads, at least 1
   * @param maxActions the cap on each game's actions ({@link Match})
   * @param timeControl every seat's clock in every game, or null for none
   * @param earlier games already played, by the same bots with the same seed, in any order
   * @param listener told of each game played now as it ends, or null
   * @return the results of all the games, the earlier ones included
   * @throws InterruptedException when interrupted while waiting for the games
   * @throws IllegalArgumentException for a bad count, not one bot per seat, or an earlier game that
   *     this arena would not have played (its number out of range or twice, another seating)
   * @throws IllegalStateException when a game fails (a bot's illegal choice); the listener's own
   *     unchecked exceptions are thrown as they are
   */
  public static ArenaResult resume(
      Game game,
      List<? extends Bot> bots,
      Seating seating,
      int games,
      long seed,
      int threads,
      int maxActions,
      @Nullable TimeControl timeControl,
      List<ArenaResult.Summary> earlier,
      @Nullable Listener listener)
      throws InterruptedException {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(seating, "seating");
    int n = game.seats().size();
    if (bots.size() != n) {
      throw new IllegalArgumentException(
          "one bot per seat: " + n + " for " + game.spec() + ", not " + bots.size());
    }
    if (games < 1 || threads < 1) {
      throw new IllegalArgumentException("at least one game and one thread");
    }
    List<Bot> entries = List.copyOf(bots);
    ArenaResult.Summary[] summaries = new ArenaResult.Summary[games];
    for (ArenaResult.Summary e : earlier) {
      int g = e.index();
      if (g < 0 || g >= games || summaries[g] != null) {
        throw new IllegalArgumentException(
            "earlier game " + (g + 1) + " is out of range or given twice");
      }
      if (!e.seating().equals(seatingList(seating == Seating.ROTATE ? g : 0, n))) {
        throw new IllegalArgumentException(
            "earlier game " + (g + 1) + " was played with another seating: " + e.seating());
      }
      summaries[g] = e;
    }
    Object lock = new Object();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int g = 0; g < games; g++) {
        if (summaries[g] != null) {
          continue;
        }
        int index = g;
        futures.add(
            pool.submit(
                () -> {
                  int[] seats = seating == Seating.ROTATE ? seating(index, n) : seating(0, n);
                  List<Bot> seated = new ArrayList<>(n);
                  for (int s = 0; s < n; s++) {
                    seated.add(entries.get(seats[s]));
                  }
                  MatchResult r =
                      Match.play(
                          game, seated, gameSeed(seed, index), maxActions, null, timeControl);
                  summaries[index] = ArenaResult.Summary.of(index, seats, r);
                  if (listener != null) {
                    synchronized (lock) {
                      listener.finished(index, r);
                    }
                  }
                }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r; // a bot's illegal choice (IllegalStateException), or the listener's own failure
      }
      if (cause instanceof Error err) {
        throw err;
      }
      // A checked exception a bot threw undeclared (the tasks declare none): its message may be
      // null, so the failure names the exception itself.
      Throwable failure = cause == null ? e : cause;
      throw new IllegalStateException("a game failed: " + failure, failure);
    } finally {
      pool.shutdownNow();
    }
    return new ArenaResult(game, entries.stream().map(Bot::name).toList(), List.of(summaries));
  }

  private static List<Integer> seatingList(int index, int seats) {
    List<Integer> out = new ArrayList<>(seats);
    for (int b : seating(index, seats)) {
      out.add(b);
    }
    return out;
  }

  /**
   * The seed of game {@code index}: the arena's seed and the index mixed by SplitMix64's finalizer.
   *
   * @param seed the arena's seed
   * @param index the game's number
   * @return the game's seed
   */
  public static long gameSeed(long seed, int index) {
    long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Which bot plays which seat in game {@code index}: seat {@code s} gets bot {@code (s + index)
   * mod n}.
   *
   * @param index the game's number
   * @param seats the number of seats
   * @return per seat, the bot's number
   */
  public static int[] seating(int index, int seats) {
    int[] out = new int[seats];
    for (int s = 0; s < seats; s++) {
      out[s] = Math.floorMod(s + index, seats);
    }
    return out;
  }
}
