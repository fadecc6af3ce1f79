package io.github.strategorules.testkit.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds test positions from board diagrams in the format {@link ClassicState#fullDiagram} prints:
 * one line per rank from the top (an optional rank number first), one token per square: {@code .}
 * empty, {@code ~} lake, {@code r} or {@code b} and a modern rank token for a piece ({@code r10},
 * {@code bB}, {@code rS}, {@code b2}). A trailing line of file letters is ignored.
 */
public final class Boards {
  private Boards() {}

  /**
   * A game in play from a diagram.
   *
   * @param ruleset the rules
   * @param toMove the player to move
   * @param diagram the board
   * @return the state
   */
  public static ClassicState game(Ruleset ruleset, Seat toMove, String diagram) {
    return ClassicState.of(position(ruleset, toMove, diagram));
  }

  /**
   * A classic game in play from a diagram.
   *
   * @param toMove the player to move
   * @param diagram the board
   * @return the state
   */
  public static ClassicState classic(Seat toMove, String diagram) {
    return game(Ruleset.classic(), toMove, diagram);
  }

  /**
   * A kernel position from a diagram.
   *
   * @param ruleset the rules
   * @param toMove the player to move
   * @param diagram the board
   * @return the position
   */
  public static Position position(Ruleset ruleset, Seat toMove, String diagram) {
    List<String[]> rows = new ArrayList<>();
    for (String line : diagram.strip().split("\\R")) {
      String[] tokens = line.strip().split("\\s+");
      if (tokens.length == ruleset.width() + 1) {
        tokens = java.util.Arrays.copyOfRange(tokens, 1, tokens.length); // leading rank number
      }
      if (tokens.length == ruleset.width()
          && tokens[0].matches("[a-z]")
          && tokens[0].length() == 1) {
        continue; // the file letters
      }
      if (tokens.length != ruleset.width()) {
        throw new IllegalArgumentException("row with " + tokens.length + " squares: " + line);
      }
      rows.add(tokens);
    }
    if (rows.size() != ruleset.height()) {
      throw new IllegalArgumentException("diagram has " + rows.size() + " rows");
    }
    Position p = new Position(ruleset);
    for (int row = 0; row < rows.size(); row++) {
      int y = ruleset.height() - 1 - row;
      for (int x = 0; x < ruleset.width(); x++) {
        String tok = rows.get(row)[x];
        Square s = Square.of(x, y);
        if (tok.equals("~") != ruleset.isLake(s)) {
          throw new IllegalArgumentException("lake mismatch at " + s);
        }
        if (tok.equals(".") || tok.equals("~")) {
          continue;
        }
        Seat owner = tok.charAt(0) == 'r' ? Seat.RED : tok.charAt(0) == 'b' ? Seat.BLUE : null;
        PieceType type = RankNumbering.MODERN.parse(tok.substring(1));
        if (owner == null || type == null) {
          throw new IllegalArgumentException("bad token '" + tok + "' at " + s);
        }
        p.put(p.index(s), Position.code(owner.ordinal(), type.ordinal()), 0);
      }
    }
    p.setClock(toMove.ordinal(), 0, 0);
    return p;
  }

  /**
   * Applies moves in notation, alternating from the player to move.
   *
   * @param state the start
   * @param moves moves like {@code b2-b3}
   * @return the state after them
   */
  public static ClassicState play(ClassicState state, String... moves) {
    ClassicState s = state;
    for (String m : moves) {
      ClassicStep step = s.apply(Move.parse(s.toMove().orElseThrow(), m));
      s = step.state();
    }
    return s;
  }

  /**
   * A move of the player to move.
   *
   * @param state the state
   * @param move the move like {@code b2-b3}
   * @return the move
   */
  public static Move move(ClassicState state, String move) {
    return Move.parse(state.toMove().orElseThrow(), move);
  }
}
