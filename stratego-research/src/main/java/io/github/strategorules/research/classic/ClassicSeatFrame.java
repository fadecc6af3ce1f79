package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.SeatFrame;
import java.util.Optional;

/**
 * The classic family's {@link SeatFrame}: RED sees the board as stored (its back row, rank 1, at
 * the bottom), BLUE sees it turned half a circle, so that each player has its own back row at the
 * bottom and its own left at the left, as a player sitting at that side of the table does. A
 * plane's square {@code s} goes to {@code area - 1 - s} for BLUE, and each id of BLUE's to the id
 * of the same action of RED's on the turned board ({@link ClassicActionCodec#turned}): so a policy
 * that plays both colours reads and answers in one frame, its own side at the bottom.
 */
final class ClassicSeatFrame implements SeatFrame {
  private final ClassicGame game;
  private final int[] straightSquares;
  private final int[] turnedSquares;
  private final int[] straightActions;
  private final int[] turnedActions;

  private ClassicSeatFrame(ClassicGame game, int[] turnedActions) {
    this.game = game;
    int area = game.ruleset().width() * game.ruleset().height();
    this.straightSquares = new int[area];
    this.turnedSquares = new int[area];
    for (int s = 0; s < area; s++) {
      straightSquares[s] = s;
      turnedSquares[s] = area - 1 - s;
    }
    this.straightActions = new int[turnedActions.length];
    for (int id = 0; id < turnedActions.length; id++) {
      straightActions[id] = id;
    }
    this.turnedActions = turnedActions;
  }

  /**
   * The frame of a classic-family game, or empty when BLUE's ids do not turn into a permutation (a
   * ruleset whose setup zones are not each other's turned, where a rescue square has no turned
   * place in RED's zone).
   */
  static Optional<SeatFrame> of(ClassicGame game) {
    ClassicActionCodec codec = ClassicActionCodec.of(game.ruleset());
    int n = codec.numDistinctActions();
    int[] turned = new int[n];
    boolean[] hit = new boolean[n];
    for (int id = 0; id < n; id++) {
      int t;
      try {
        t = codec.turned(id);
      } catch (IllegalArgumentException noPlace) {
        return Optional.empty();
      }
      if (t < 0 || t >= n || hit[t]) {
        return Optional.empty();
      }
      hit[t] = true;
      turned[id] = t;
    }
    return Optional.of(new ClassicSeatFrame(game, turned));
  }

  @Override
  public Game game() {
    return game;
  }

  @Override
  public int[] squares(Seat seat) {
    return seat(seat) == Seat.BLUE ? turnedSquares.clone() : straightSquares.clone();
  }

  @Override
  public int[] actions(Seat seat) {
    return seat(seat) == Seat.BLUE ? turnedActions.clone() : straightActions.clone();
  }

  private static Seat seat(Seat seat) {
    if (seat != Seat.RED && seat != Seat.BLUE) {
      throw new IllegalArgumentException("not a seat of a classic game: " + seat);
    }
    return seat;
  }

  @Override
  public String toString() {
    return "ClassicSeatFrame[" + game.spec() + "]";
  }
}
