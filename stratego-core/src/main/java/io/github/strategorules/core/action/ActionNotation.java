package io.github.strategorules.core.action;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;

/**
 * The text form of classic actions ({@link ClassicAction#notation()}, {@link ClassicAction#parse}):
 * the seat, a verb and its arguments, separated by spaces. One writer and one reader, so that every
 * action reads back to an equal one.
 */
final class ActionNotation {
  private ActionNotation() {}

  static String format(ClassicAction a) {
    String seat = a.seat().name();
    if (a instanceof Move m) {
      return seat + " move " + m;
    }
    if (a instanceof PlacePiece p) {
      return seat + " place " + p.square() + "=" + RankNumbering.MODERN.token(p.type());
    }
    if (a instanceof FinishSetup) {
      return seat + " finish setup";
    }
    if (a instanceof ClassicResignation) {
      return seat + " resign";
    }
    return seat + (a instanceof ClassicDrawOffer ? " offer draw" : " accept draw");
  }

  static ClassicAction parse(String text) {
    java.util.Objects.requireNonNull(text, "text");
    int start = skipSpaces(text, 0);
    int end = wordEnd(text, start);
    String seat = text.substring(start, end);
    Seat player =
        switch (seat) {
          case "RED" -> Seat.RED;
          case "BLUE" -> Seat.BLUE;
          default ->
              throw new NotationException(
                  seat.equals("GREEN") || seat.equals("YELLOW")
                      ? "classic Stratego has the seats RED and BLUE"
                      : "a classic action starts with its seat, RED or BLUE",
                  text,
                  start);
        };
    int verbAt = skipSpaces(text, end);
    int verbEnd = wordEnd(text, verbAt);
    String verb = text.substring(verbAt, verbEnd);
    int argAt = skipSpaces(text, verbEnd);
    String arg = text.substring(argAt).stripTrailing();
    switch (verb) {
      case "move" -> {
        requireArgument(arg, "a move is written like RED move a4-a5", text, argAt);
        try {
          return Move.parse(player, arg);
        } catch (NotationException e) {
          throw new NotationException(e.problem(), text, argAt + Math.max(0, e.index()));
        }
      }
      case "place" -> {
        requireArgument(arg, "a placement is written like RED place a1=B", text, argAt);
        int eq = arg.indexOf('=');
        Square sq = eq < 0 ? null : Square.tryParse(arg.substring(0, eq));
        if (sq == null) {
          throw new NotationException("a placement is square=piece, like a1=B", text, argAt);
        }
        PieceType type = RankNumbering.MODERN.parse(arg.substring(eq + 1));
        if (type == null) {
          throw new NotationException(
              "'" + arg.substring(eq + 1) + "' is not a piece (F, B, S, 2..10)",
              text,
              argAt + eq + 1);
        }
        return new PlacePiece(player, sq, type);
      }
      case "finish" -> {
        expect(arg, "setup", text, argAt);
        return new FinishSetup(player);
      }
      case "resign" -> {
        expect(arg, "", text, argAt);
        return new ClassicResignation(player);
      }
      case "offer" -> {
        expect(arg, "draw", text, argAt);
        return new ClassicDrawOffer(player);
      }
      case "accept" -> {
        expect(arg, "draw", text, argAt);
        return new ClassicDrawAcceptance(player);
      }
      default ->
          throw new NotationException(
              "unknown action '"
                  + verb
                  + "' (move, place, finish setup, resign, offer draw, accept draw)",
              text,
              verbAt);
    }
  }

  private static void requireArgument(String arg, String problem, String text, int at) {
    if (arg.isEmpty()) {
      throw new NotationException(problem, text, at);
    }
  }

  private static void expect(String arg, String word, String text, int at) {
    if (!arg.equals(word)) {
      throw new NotationException(
          word.isEmpty() ? "nothing follows this action" : "expected '" + word + "'", text, at);
    }
  }

  private static int skipSpaces(String s, int i) {
    while (i < s.length() && s.charAt(i) == ' ') {
      i++;
    }
    return i;
  }

  private static int wordEnd(String s, int i) {
    while (i < s.length() && s.charAt(i) != ' ') {
      i++;
    }
    return i;
  }
}
