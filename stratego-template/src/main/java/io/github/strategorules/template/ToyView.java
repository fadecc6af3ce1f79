package io.github.strategorules.template;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Grid;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a seat knows of a game of this kind: where both pieces stand and its own value only (TOY-2;
 * the values a fight shows are in its event, {@link ToyEvent.Fought}). A record holding every fact
 * the view holds and nothing more: the JSON codec writes it component by component ({@code
 * GameTypes.viewType()}) and reads it back as an equal record, and two views are equal exactly when
 * they show the same, which the conformance suite's hidden-fact check compares.
 *
 * <p>{@link #grid()} is the board as data, the same shape for every game: the web page draws any
 * game from it alone, with no line of its own for the game. {@link #toString()} is the text diagram
 * the command-line tool prints.
 *
 * @param game the game
 * @param viewer whose view, or empty for a spectator
 * @param phase the phase
 * @param toDecide the seats to decide
 * @param walks the walks so far
 * @param drawOffer the seat whose draw offer stands
 * @param tokens both pieces, RED's first
 * @param outcome the outcome, once over
 */
public record ToyView(
    ToyGame game,
    Optional<Seat> viewer,
    Phase phase,
    List<Seat> toDecide,
    int walks,
    Optional<Seat> drawOffer,
    List<Token> tokens,
    Optional<ToyOutcome> outcome)
    implements View {
  /**
   * Copies the lists: a view is a value, equal to another exactly when it shows the same.
   *
   * @param game the game
   * @param viewer whose view, or empty for a spectator
   * @param phase the phase
   * @param toDecide the seats to decide
   * @param walks the walks so far
   * @param drawOffer the seat whose draw offer stands
   * @param tokens both pieces, RED's first
   * @param outcome the outcome, once over
   */
  public ToyView {
    toDecide = List.copyOf(toDecide);
    tokens = List.copyOf(tokens);
  }

  /**
   * A piece as the viewer sees it: a value is shown to its owner only.
   *
   * @param owner its seat
   * @param square where it stands
   * @param value its value, shown to its owner only
   */
  public record Token(Seat owner, Square square, OptionalInt value) {}

  @Override
  public Optional<Seat> seat() {
    return viewer;
  }

  /**
   * The board as the viewer sees it, rank 1 first: each square's terrain ({@code grass}, or {@code
   * pond} for c2), and its piece with its owner and, as its type, the value when the viewer knows
   * it. Nothing in it the rest of the view does not hold.
   */
  @Override
  public Grid grid() {
    List<Grid.Cell> cells = new ArrayList<>();
    for (int y = 0; y < ToyGame.RANKS; y++) {
      for (int x = 0; x < ToyGame.FILES; x++) {
        Square sq = Square.of(x, y);
        Optional<Grid.Piece> piece =
            tokens.stream()
                .filter(t -> t.square().equals(sq))
                .findFirst()
                .map(
                    t ->
                        new Grid.Piece(
                            t.owner(),
                            Optional.empty(),
                            t.value().isPresent()
                                ? Optional.of(Integer.toString(t.value().getAsInt()))
                                : Optional.empty(),
                            false,
                            false,
                            List.of()));
        cells.add(new Grid.Cell(sq, sq.equals(ToyGame.POND) ? "pond" : "grass", List.of(), piece));
      }
    }
    return new Grid(ToyGame.FILES, ToyGame.RANKS, cells);
  }

  /** A small diagram, rank 4 on top: R and B for the pieces, ~ for the pond. */
  @Override
  public String toString() {
    StringBuilder b =
        new StringBuilder(ToyGame.FAMILY)
            .append(", view of ")
            .append(viewer.map(Seat::name).orElse("a spectator"))
            .append('\n');
    for (int y = ToyGame.RANKS - 1; y >= 0; y--) {
      b.append(y + 1).append(' ');
      for (int x = 0; x < ToyGame.FILES; x++) {
        Square sq = Square.of(x, y);
        Optional<Token> t = tokens.stream().filter(k -> k.square().equals(sq)).findFirst();
        b.append(
            t.map(k -> k.owner() == Seat.RED ? "R" : "B")
                .orElse(sq.equals(ToyGame.POND) ? "~" : "."));
      }
      b.append('\n');
    }
    return b.append("  abc\n").toString();
  }
}
