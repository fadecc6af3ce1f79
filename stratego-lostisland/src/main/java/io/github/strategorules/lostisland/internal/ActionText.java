package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import java.util.ArrayList;
import java.util.List;

/**
 * The full text form of {@link IslandAction}s (see {@link IslandAction#notation()}): the public
 * {@code toString()} of play actions, and for setup actions a form with the seat's own values
 * ({@code RED place 3 1 6}, {@code RED place c3=4}, {@code RED boat 2 4 5}).
 */
public final class ActionText {
  private ActionText() {}

  /**
   * Writes an action's full text form.
   *
   * @param a the action
   * @return the text
   */
  public static String format(IslandAction a) {
    if (a instanceof IslandAction.PlaceExplorers p) {
      return a.seat() + " place " + values(p.values());
    }
    if (a instanceof IslandAction.OrderBoat o) {
      return a.seat() + " boat " + values(o.values());
    }
    if (a instanceof IslandAction.PlaceExplorer p) {
      return a.seat() + " place " + p.square() + "=" + p.value();
    }
    return a.toString();
  }

  private static String values(List<Integer> v) {
    return v.get(0) + " " + v.get(1) + " " + v.get(2);
  }

  /**
   * Parses the full text form.
   *
   * @param text the text
   * @return the action
   * @throws NotationException when the text is not an action
   */
  public static IslandAction parse(String text) {
    if (text == null) {
      throw new NotationException("no action", "", 0);
    }
    String t = text.strip();
    String[] w = t.split("\\s+");
    int lead = text.indexOf(t);
    Seat seat = null;
    for (Seat s : Seat.values()) {
      if (s.name().equals(w[0])) {
        seat = s;
      }
    }
    if (seat == null) {
      throw new NotationException(
          "an action starts with a seat (RED, BLUE, GREEN, YELLOW)", text, lead);
    }
    int at = lead + w[0].length() + 1;
    String rest = w.length > 1 ? t.substring(t.indexOf(' ') + 1).strip() : "";
    try {
      return read(seat, w, rest, text, at);
    } catch (IllegalArgumentException e) {
      throw new NotationException("bad action: " + e.getMessage(), text, at);
    }
  }

  private static IslandAction read(Seat seat, String[] w, String rest, String text, int at) {
    String verb = w.length > 1 ? w[1] : "";
    switch (w.length) {
      case 2 -> {
        if (verb.equals("resign")) {
          return new IslandAction.Resignation(seat);
        }
      }
      case 3 -> {
        switch (verb) {
          case "move" -> {
            Square[] sq = pair(w[2], '-', text, at);
            return new IslandAction.Move(seat, sq[0], sq[1]);
          }
          case "swim" -> {
            Square[] sq = pair(w[2], '~', text, at);
            return new IslandAction.Swim(seat, sq[0], sq[1]);
          }
          case "flip" -> {
            return new IslandAction.Flip(seat, square(w[2], text, at));
          }
          case "reinforce" -> {
            return new IslandAction.Reinforce(seat, square(w[2], text, at));
          }
          case "ring" -> {
            return new IslandAction.BuyRing(seat, square(w[2], text, at));
          }
          case "spy" -> {
            return new IslandAction.Spy(seat, square(w[2], text, at));
          }
          case "remove" -> {
            return new IslandAction.RemoveTile(seat, square(w[2], text, at));
          }
          case "direction" -> {
            return new IslandAction.ChooseDirection(seat, Direction.valueOf(w[2]));
          }
          case "place" -> {
            int eq = w[2].indexOf('=');
            if (eq < 0) {
              break;
            }
            return new IslandAction.PlaceExplorer(
                seat,
                square(w[2].substring(0, eq), text, at),
                number(w[2].substring(eq + 1), text, at));
          }
          case "end" -> {
            if (w[2].equals("step")) {
              return new IslandAction.EndStep(seat);
            }
          }
          case "bomb" -> {
            if (w[2].equals("expert")) {
              return new IslandAction.BombExpert(seat, true);
            }
          }
          case "offer" -> {
            if (w[2].equals("draw")) {
              return new IslandAction.DrawOffer(seat);
            }
          }
          case "accept" -> {
            if (w[2].equals("draw")) {
              return new IslandAction.DrawAcceptance(seat);
            }
          }
          default -> {}
        }
      }
      case 4 -> {
        if (rest.startsWith("bomb axis ")) {
          return new IslandAction.ChooseAxis(seat, Axis.valueOf(w[3]));
        }
        if (rest.startsWith("flag to ")) {
          return new IslandAction.PlaceFlag(seat, square(w[3], text, at));
        }
        if (rest.startsWith("buy reinforce ")) {
          return new IslandAction.BuyReinforcement(seat, square(w[3], text, at));
        }
        if (rest.equals("no bomb expert")) {
          return new IslandAction.BombExpert(seat, false);
        }
      }
      case 5 -> {
        if (verb.equals("place") || verb.equals("boat")) {
          List<Integer> v = new ArrayList<>();
          for (int i = 2; i < 5; i++) {
            v.add(number(w[i], text, at));
          }
          return verb.equals("place")
              ? new IslandAction.PlaceExplorers(seat, v)
              : new IslandAction.OrderBoat(seat, v);
        }
      }
      default -> {}
    }
    throw new NotationException(
        "unknown action '"
            + rest
            + "' (expected move a1-a2, swim a1~c3, flip b3, reinforce "
            + "c3, buy reinforce c3, ring c3, spy c3, end step, remove a1, bomb axis HORIZONTAL, direction NORTH, "
            + "bomb expert, no bomb expert, flag to c3, place 3 1 6, place c3=4, boat 2 4 5, resign, offer draw or "
            + "accept draw)",
        text,
        at);
  }

  private static Square[] pair(String token, char sep, String text, int at) {
    int i = token.indexOf(sep);
    if (i < 0) {
      throw new NotationException("expected two squares joined by '" + sep + "'", text, at);
    }
    return new Square[] {
      square(token.substring(0, i), text, at), square(token.substring(i + 1), text, at)
    };
  }

  private static Square square(String token, String text, int at) {
    Square s = Square.tryParse(token);
    if (s == null) {
      throw new NotationException("not a square: '" + token + "'", text, at);
    }
    return s;
  }

  private static int number(String token, String text, int at) {
    try {
      return Integer.parseInt(token);
    } catch (NumberFormatException e) {
      throw new NotationException("not a number: '" + token + "'", text, at);
    }
  }
}
