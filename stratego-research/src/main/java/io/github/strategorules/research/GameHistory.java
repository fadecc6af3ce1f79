package io.github.strategorules.research;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Verdict;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game as its start and every action since, so that it can be played again to any point and any
 * seat's {@link Transcript} rebuilt: to learn from recorded games (a Gravon archive, an arena's
 * records) as the bots see games. Referee data: the start holds every hidden fact.
 *
 * <pre>{@code
 * GameHistory h = GameHistory.of(Games.replay(recordText).finalState());
 * Transcript blue = h.transcript(Seat.BLUE, h.size());
 * }</pre>
 *
 * @param start a new game ({@link io.github.strategorules.core.game.Game#newGame}), with the hidden
 *     facts the game was played with (Lost Island's layout)
 * @param actions every action since, in order, each in its seat's name
 */
public record GameHistory(GameState start, List<Action> actions) {
  /**
   * Checks presence and copies the actions.
   *
   * @param start the start
   * @param actions the actions
   */
  public GameHistory {
    Objects.requireNonNull(start, "start");
    actions = List.copyOf(actions);
  }

  /**
   * The history of a state reached from a new game by actions (not restored from a position), of
   * any game: its {@link GameState#origin()} and {@link GameState#history()}. No research kit is
   * needed.
   *
   * @param state the state
   * @return its history
   * @throws IllegalArgumentException for a state that was not reached from a new game
   */
  public static GameHistory of(GameState state) {
    GameState start =
        state
            .origin()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "the state was restored from a position: it has no history from a new game ("
                            + state.game().spec()
                            + ")"));
    return new GameHistory(start, List.copyOf(state.history()));
  }

  /**
   * The history of a game record of any game, up to its first illegal action.
   *
   * @param record the record ({@link GameState#record()})
   * @return its history
   * @throws io.github.strategorules.core.error.NotationException when the record cannot be read
   */
  public static GameHistory ofRecord(String record) {
    RecordReplay<GameState, RecordReplay.Refused> r = Games.replay(record);
    return of(r.finalState());
  }

  /**
   * The number of actions.
   *
   * @return the count
   */
  public int size() {
    return actions.size();
  }

  /**
   * The state after the first {@code k} actions.
   *
   * @param k 0 to {@link #size()}
   * @return the state
   */
  public GameState stateAfter(int k) {
    Objects.checkIndex(k, actions.size() + 1);
    GameState s = start;
    for (int i = 0; i < k; i++) {
      s = s.apply(actions.get(i).seat(), actions.get(i)).state();
    }
    return s;
  }

  /**
   * The number of actions of the setup: the index of the first action taken in play (or {@link
   * #size()} when the game never left its setup).
   *
   * @return the count
   */
  public int setupActions() {
    GameState s = start;
    for (int i = 0; i < actions.size(); i++) {
      if (s.phase() != Phase.SETUP) {
        return i;
      }
      s = s.apply(actions.get(i).seat(), actions.get(i)).state();
    }
    return actions.size();
  }

  /**
   * A seat's transcript after the first {@code k} actions: what that seat saw of them, as a referee
   * gives it (the actions are played again through one, whose updates the transcript is folded
   * from).
   *
   * @param seat a seat of the game
   * @param k 0 to {@link #size()}
   * @return the transcript
   * @throws io.github.strategorules.core.error.IllegalActionException for an action the rules
   *     refuse where it stands
   */
  public Transcript transcript(Seat seat, int k) {
    Objects.checkIndex(k, actions.size() + 1);
    Referee referee = Referee.builder(start).keepSteps().build();
    Transcript t = Transcript.start(referee.arrivalFor(Optional.of(seat)));
    for (int i = 0; i < k; i++) {
      Action a = actions.get(i);
      if (referee.submit(a.seat(), a) instanceof Verdict.Refused r) {
        throw new IllegalActionException(r.reason(), a);
      }
    }
    // Only the seat fetches: the referee keeps the k steps until then, and one view is built.
    return t.after(referee.updatesSince(Optional.of(seat), 0));
  }

  /** The game's spec and the number of actions: the actions themselves may hold secrets. */
  @Override
  public String toString() {
    return "GameHistory[" + start.game().spec() + ", " + actions.size() + " actions]";
  }
}
