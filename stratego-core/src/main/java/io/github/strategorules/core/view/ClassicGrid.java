package io.github.strategorules.core.view;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Grid;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The contract's {@link Grid} of a classic-family view: every square of the ruleset's board, {@code
 * land} or {@code lake} (C-1.1), with each piece as the viewer sees it (C-8): its owner, its type
 * when known, whether it was revealed in a battle and whether it has moved (both public), and the
 * mark {@code rescued} once it has made its rescue (V-1.2). Shared by the view and the JSON value
 * of the view, so that both give the same grid.
 */
public final class ClassicGrid {
  private ClassicGrid() {}

  /**
   * The grid of a view given by its parts.
   *
   * @param ruleset the ruleset: the board's size and lakes
   * @param pieceAt the piece the viewer sees on a square, or empty
   * @param rescued whether the piece on a square has made its rescue
   * @return the grid
   */
  public static Grid of(
      Ruleset ruleset, Function<Square, Optional<ViewPiece>> pieceAt, Predicate<Square> rescued) {
    List<Grid.Cell> cells = new ArrayList<>(ruleset.width() * ruleset.height());
    for (int y = 0; y < ruleset.height(); y++) {
      for (int x = 0; x < ruleset.width(); x++) {
        Square sq = Square.of(x, y);
        if (ruleset.isLake(sq)) {
          cells.add(new Grid.Cell(sq, "lake", List.of(), Optional.empty()));
          continue;
        }
        Optional<Grid.Piece> piece =
            pieceAt
                .apply(sq)
                .map(
                    p ->
                        new Grid.Piece(
                            p.owner(),
                            Optional.empty(),
                            p.type().map(Enum::name),
                            p.revealed(),
                            p.moved(),
                            rescued.test(sq) ? List.of("rescued") : List.of()));
        cells.add(new Grid.Cell(sq, "land", List.of(), piece));
      }
    }
    return new Grid(ruleset.width(), ruleset.height(), cells);
  }
}
