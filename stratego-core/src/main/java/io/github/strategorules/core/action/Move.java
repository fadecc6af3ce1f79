package io.github.strategorules.core.action;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import java.util.Objects;
import java.util.Optional;

/**
 * A move of one piece from a square to another, possibly an attack (C-3, C-4), and, with the
 * Ultimate Lightning rescue (V-1.2), possibly a rescue declared with it. Written {@code b2-b3}, or
 * {@code c2-c1+9@e7} with a rescue (see {@link Rescue}); as an action of the contract, {@code RED
 * move b2-b3} ({@link #notation()}). Plain straight moves on boards up to 16 x 16 are cached:
 * {@link #of(Seat, Square, Square)} does not allocate.
 *
 * @param seat the moving seat
 * @param from the start square
 * @param to the end square
 * @param rescue the rescue declared with the move, or empty
 */
public record Move(Seat seat, Square from, Square to, Optional<Rescue> rescue)
    implements ClassicAction {
  private static final int DIM = 16;
  private static final Move[] CACHE = new Move[2 * DIM * DIM * 4 * DIM];

  /**
   * Checks every part is present.
   *
   * @param seat the seat
   * @param from the start square
   * @param to the end square
   * @param rescue the rescue, or empty
   */
  public Move {
    ClassicSeats.require(seat);
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(rescue, "rescue");
  }

  /**
   * A move without a rescue.
   *
   * @param seat the moving seat
   * @param from the start square
   * @param to the end square
   */
  public Move(Seat seat, Square from, Square to) {
    this(seat, from, to, Optional.empty());
  }

  /**
   * A move that declares a rescue (V-1.2).
   *
   * @param seat the moving seat
   * @param from the start square
   * @param to the end square, on the enemy back row
   * @param rescue the rescue
   * @return the move
   */
  public static Move withRescue(Seat seat, Square from, Square to, Rescue rescue) {
    return new Move(seat, from, to, Optional.of(rescue));
  }

  /**
   * The same move without its rescue.
   *
   * @return this move if it has none, else the plain move
   */
  public Move withoutRescue() {
    return rescue.isEmpty() ? this : of(seat, from, to);
  }

  /**
   * The move from one square to another; cached for straight moves on boards up to 16 x 16.
   *
   * @param seat the seat
   * @param from the start square
   * @param to the end square
   * @return the move
   */
  public static Move of(Seat seat, Square from, Square to) {
    // Checked before the cache is indexed: the cache holds the two classic seats only.
    ClassicSeats.require(seat);
    int key = cacheKey(seat, from, to);
    if (key < 0) {
      return new Move(seat, from, to);
    }
    Move m = CACHE[key];
    if (m == null) {
      // Benign race: equal instances may be created twice; records are immutable.
      m = new Move(seat, from, to);
      CACHE[key] = m;
    }
    return m;
  }

  private static int cacheKey(Seat p, Square from, Square to) {
    if (from.x() >= DIM || from.y() >= DIM || to.x() >= DIM || to.y() >= DIM) {
      return -1;
    }
    int dir;
    int dist;
    if (from.y() == to.y() && from.x() != to.x()) {
      dir = to.x() > from.x() ? 0 : 1;
      dist = Math.abs(to.x() - from.x());
    } else if (from.x() == to.x() && from.y() != to.y()) {
      dir = to.y() > from.y() ? 2 : 3;
      dist = Math.abs(to.y() - from.y());
    } else {
      return -1;
    }
    return (((p.ordinal() * DIM * DIM) + from.y() * DIM + from.x()) * 4 + dir) * DIM + dist;
  }

  /**
   * Parses move notation such as {@code b2-b3} (files a..j, ranks 1..10, rank 1 = RED's back row),
   * or {@code c2-c1+9@e7} for a move with a rescue (V-1.2).
   *
   * @param seat the moving seat
   * @param text the move
   * @return the move
   * @throws NotationException when the text is not a move
   */
  public static Move parse(Seat seat, String text) {
    int plus = text.indexOf('+');
    String squares = plus < 0 ? text : text.substring(0, plus);
    int dash = squares.indexOf('-');
    if (dash < 0) {
      throw new NotationException("a move is written like b2-b3", text, 0);
    }
    Square from = Square.tryParse(squares.substring(0, dash).strip());
    if (from == null) {
      throw new NotationException("not a square", text, 0);
    }
    Square to = Square.tryParse(squares.substring(dash + 1).strip());
    if (to == null) {
      throw new NotationException("not a square", text, dash + 1);
    }
    if (plus < 0) {
      return of(seat, from, to);
    }
    String r = text.substring(plus + 1);
    PieceType type = r.length() < 3 || r.charAt(1) != '@' ? null : PieceType.ofLetter(r.charAt(0));
    if (type == null) {
      throw new NotationException(
          "a rescue is written +T@square, T a piece letter (F B S 2..9 M)", text, plus);
    }
    Square at = Square.tryParse(r.substring(2).strip());
    if (at == null) {
      throw new NotationException("not a square", text, plus + 3);
    }
    return withRescue(seat, from, to, new Rescue(type, at));
  }

  /** The move in notation, such as {@code b2-b3}. */
  @Override
  public String toString() {
    return rescue.isEmpty() ? from + "-" + to : from + "-" + to + rescue.get();
  }
}
