package io.github.strategorules.core.internal;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.util.function.Function;

/** Draws a board as text from one side, with file letters and rank numbers. */
public final class Diagram {
  private Diagram() {}

  /**
   * The full board of a position, every piece shown, RED at the bottom: for the referee's eyes and
   * debugging only.
   *
   * @param p the position
   * @param numbering how to print ranks
   * @return the diagram
   */
  public static String full(Position p, RankNumbering numbering) {
    return draw(
        p.ruleset(),
        Seat.RED,
        sq -> {
          int code = p.pieceAt(p.index(sq));
          if (code == 0) {
            return ".";
          }
          return (Position.owner(code) == 0 ? "r" : "b")
              + numbering.token(PieceType.values()[Position.type(code)]);
        });
  }

  /**
   * Draws a board.
   *
   * @param r the rules (geometry and lakes)
   * @param bottom the player whose back row is drawn at the bottom
   * @param cell the text of an occupied or empty non-lake square ({@code .} for empty)
   * @return the diagram, one line per rank plus a line of file letters
   */
  public static String draw(Ruleset r, Seat bottom, Function<Square, String> cell) {
    StringBuilder sb = new StringBuilder();
    boolean red = bottom == Seat.RED;
    for (int row = 0; row < r.height(); row++) {
      int y = red ? r.height() - 1 - row : row;
      sb.append(String.format("%2d ", y + 1));
      for (int col = 0; col < r.width(); col++) {
        int x = red ? col : r.width() - 1 - col;
        Square s = Square.of(x, y);
        String c = r.isLake(s) ? "~" : cell.apply(s);
        sb.append(" ".repeat(Math.max(1, 4 - c.length()))).append(c);
      }
      sb.append('\n');
    }
    sb.append("   ");
    for (int col = 0; col < r.width(); col++) {
      int x = red ? col : r.width() - 1 - col;
      sb.append("   ").append((char) ('a' + x));
    }
    sb.append('\n');
    return sb.toString();
  }
}
