package io.github.strategorules.research;

import io.github.strategorules.core.Phase;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * One game of any game between bots, one per seat, reproducible from a seed: the seed gives the
 * new game's seed ({@link Game#newGame}: Lost Island's layout) and then each seat's own random
 * stream, seat 0 first. At every decision the deciding seat's bot receives that seat's
 * {@link Transcript} and its legal decisions ({@link Bots#decisions}) and nothing else; when
 * several seats may decide at once (a classic setup) the first of them in seat order decides.
 * A bot's choice outside its legal decisions is an error ({@link IllegalStateException}).
 *
 * <p>A game that reaches {@code maxActions} actions without an outcome is cut there (its
 * {@link MatchResult#cut()} is true): some games never end by themselves (a classic game without
 * a ply limit, Lost Island without a turn limit, C-7.6, LI-11.2).
 */
public final class Match {
  /** The default cap on the number of actions of a game: far more than any finished game takes. */
  public static final int DEFAULT_MAX_ACTIONS = 100_000;

  private Match() {}

  /**
   * Told of every step of a match as the referee sees it (a demo's narration, a record): it
   * receives full-information data, never hand it to a bot.
   */
  @FunctionalInterface
  public interface Observer {
    /**
     * A step was applied.
     *
     * @param before the state before the step
     * @param action the action applied, in its seat's name
     * @param step the step
     */
    void step(GameState before, Action action, Step step);
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
  public static MatchResult play(Game game, List<? extends Bot> bots, long seed, int maxActions, Observer observer) {
    Objects.requireNonNull(game, "game");
    List<Seat> seats = game.seats();
    if (bots.size() != seats.size()) {
      throw new IllegalArgumentException("one bot per seat: " + seats.size() + " for " + game.spec() + ", not "
          + bots.size());
    }
    if (maxActions < 1) {
      throw new IllegalArgumentException("the cap on actions must be at least 1, not " + maxActions);
    }
    SplittableRandom root = new SplittableRandom(seed);
    GameState state = game.newGame(root.nextLong());
    int n = seats.size();
    SplittableRandom[] streams = new SplittableRandom[n];
    Transcript[] transcripts = new Transcript[n];
    boolean[] current = new boolean[n];
    for (int i = 0; i < n; i++) {
      streams[i] = root.split();
      transcripts[i] = Transcript.start(state, seats.get(i));
      current[i] = true;
    }
    int actions = 0;
    while (state.phase() != Phase.OVER && actions < maxActions) {
      Seat seat = state.toDecide().get(0);
      int i = seat.index();
      if (!current[i]) {
        // views are built only for the seat that decides: the others get theirs when they do
        transcripts[i] = transcripts[i].current(state.viewFor(seat));
        current[i] = true;
      }
      List<Action> legal = Bots.decisions(state.legalActions(seat));
      Bot bot = bots.get(i);
      Action a = bot.choose(transcripts[i], legal, streams[i]);
      if (!legal.contains(a)) {
        throw new IllegalStateException("the bot '" + bot.name() + "' of " + seat + " chose an action outside its "
            + "legal decisions: " + a);
      }
      Step step = state.apply(seat, a);
      if (observer != null) {
        observer.step(state, a, step);
      }
      for (int k = 0; k < n; k++) {
        transcripts[k] = transcripts[k].record(a, step.eventsFor(seats.get(k)));
        current[k] = false;
      }
      state = step.state();
      actions++;
    }
    return new MatchResult(state, actions, state.phase() != Phase.OVER, bots.stream().map(Bot::name).toList());
  }
}
