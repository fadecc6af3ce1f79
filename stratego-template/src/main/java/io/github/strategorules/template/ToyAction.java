package io.github.strategorules.template;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;

/** The toy game's actions: records, as the JSON codec reads them from their components. */
public sealed interface ToyAction extends Action {
  /**
   * TOY-2: hide a value in one's piece.
   *
   * @param seat the seat
   * @param value 1 to 3, the seat's secret
   */
  record Hide(Seat seat, int value) implements ToyAction {
    /** Checks the value. */
    public Hide {
      if (value < 1 || value > 3) {
        throw new IllegalArgumentException("a value is 1 to 3");
      }
    }

    @Override
    public String notation() {
      return seat + " hide " + value;
    }

    @Override
    public boolean secret() {
      return true;
    }

    @Override
    public String toString() {
      return seat + " hides a value";
    }
  }

  /**
   * TOY-3: walk one square.
   *
   * @param seat the seat
   * @param from where its piece stands
   * @param to where it goes
   */
  record Walk(Seat seat, Square from, Square to) implements ToyAction {
    @Override
    public String notation() {
      return seat + " walk " + from + "-" + to;
    }
  }

  /**
   * TOY-6: resign.
   *
   * @param seat the seat
   */
  record Resignation(Seat seat) implements ToyAction, io.github.strategorules.core.game.Resignation {
    @Override
    public String notation() {
      return seat + " resign";
    }
  }

  /**
   * TOY-6: offer a draw.
   *
   * @param seat the seat
   */
  record DrawOffer(Seat seat) implements ToyAction, io.github.strategorules.core.game.DrawOffer {
    @Override
    public String notation() {
      return seat + " offer draw";
    }
  }

  /**
   * TOY-6: accept the standing draw offer.
   *
   * @param seat the seat
   */
  record DrawAcceptance(Seat seat) implements ToyAction, io.github.strategorules.core.game.DrawAcceptance {
    @Override
    public String notation() {
      return seat + " accept draw";
    }
  }

  /**
   * Reads the text form.
   *
   * @param text such as {@code RED walk b1-b2}
   * @return the action
   */
  static ToyAction parse(String text) {
    String[] w = text.trim().split("\\s+");
    try {
      Seat seat = Seat.valueOf(w[0]);
      if (seat.index() > 1) {
        throw new NotationException("the toy game has seats RED and BLUE", text, 0);
      }
      String rest = text.trim().substring(w[0].length()).trim();
      if (w.length == 3 && w[1].equals("hide")) {
        return new Hide(seat, Integer.parseInt(w[2]));
      }
      if (w.length == 3 && w[1].equals("walk") && w[2].length() >= 5 && w[2].contains("-")) {
        String[] sq = w[2].split("-");
        return new Walk(seat, Square.parse(sq[0]), Square.parse(sq[1]));
      }
      return switch (rest) {
        case "resign" -> new Resignation(seat);
        case "offer draw" -> new DrawOffer(seat);
        case "accept draw" -> new DrawAcceptance(seat);
        default -> throw new NotationException("not a toy action", text, Math.min(text.length(), w[0].length() + 1));
      };
    } catch (NotationException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new NotationException("not a toy action", text, 0);
    }
  }
}
