package io.github.strategorules.template;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;

/**
 * This game's actions: a sealed interface of records. Sealed, so that the JSON codec knows every
 * kind ({@code GameTypes.actionType()} in {@link ToyProvider}); records, so that it writes and
 * reads each one component by component with no code of the game's own: {@link Walk} is {@code
 * {"action":"walk","seat":"RED","notation":"RED walk b1-b2","from":"b1","to":"b2"}}, its kind the
 * record's name in snake case. Records also give the equality the contract needs: an action sent by
 * a client is legal when it equals one of {@link ToyState#legalActions}.
 *
 * <p>Each action names its seat and what the seat chooses, never a result it cannot know (the other
 * seat's value). Its {@link #notation()} is its text form, read back by {@link #parse}: what
 * records hold and what a person types in the command-line tool.
 *
 * <p>The three table actions implement the contract's {@code Resignation}, {@code DrawOffer} and
 * {@code DrawAcceptance}, so that generic code resigns, offers and accepts draws in any game alike
 * and tells them from the game's decisions ({@code GameState.decisions}); no other action may.
 */
public sealed interface ToyAction extends Action {
  /**
   * TOY-2: hide a value in one's piece.
   *
   * @param seat the seat
   * @param value 1 to 3, the seat's secret
   */
  record Hide(Seat seat, int value) implements ToyAction {
    /**
     * Checks the value: an action that breaks no rule of the game's own shape cannot be built.
     *
     * @param seat the seat
     * @param value 1 to 3
     */
    public Hide {
      if (value < 1 || value > 3) {
        throw new IllegalArgumentException("a value is 1 to 3");
      }
    }

    @Override
    public String notation() {
      return seat + " hide " + value;
    }

    /**
     * True: the value is the seat's secret (TOY-2), so generic code shows another seat only that a
     * value was hidden (a transcript, the command-line tool's narration).
     */
    @Override
    public boolean secret() {
      return true;
    }

    /** Without the value: a {@code toString()} ends up in logs, which anyone may read. */
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
  record Resignation(Seat seat)
      implements ToyAction, io.github.strategorules.core.game.Resignation {
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
  record DrawAcceptance(Seat seat)
      implements ToyAction, io.github.strategorules.core.game.DrawAcceptance {
    @Override
    public String notation() {
      return seat + " accept draw";
    }
  }

  /**
   * Reads the text form: every {@link #notation()} reads back to an equal action, which the
   * conformance suite checks for every legal action it meets.
   *
   * @param text such as {@code RED walk b1-b2}
   * @return the action
   * @throws NotationException for text that is no action of this game, with where the problem is
   */
  static ToyAction parse(String text) {
    String[] w = text.trim().split("\\s+");
    try {
      Seat seat = Seat.valueOf(w[0]);
      if (seat.index() > 1) {
        throw new NotationException(ToyGame.FAMILY + " has the seats RED and BLUE", text, 0);
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
        default ->
            throw new NotationException(
                "not an action of " + ToyGame.FAMILY,
                text,
                Math.min(text.length(), w[0].length() + 1));
      };
    } catch (NotationException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new NotationException("not an action of " + ToyGame.FAMILY, text, 0);
    }
  }
}
