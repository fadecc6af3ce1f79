package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The pieces both players have placed so far during the setup (C-2), as an immutable value: where a
 * player may place is decided here and nowhere else, for {@link ClassicState#check}, {@link
 * ClassicState#legalActions} and {@link ClassicState#placeSetup} alike.
 *
 * <p>A strict setup (C-2.1, C-2.2) puts the roster exactly, one piece per square, into the player's
 * zone; it is complete when the roster is placed. Whether a placement is legal then depends on the
 * player's own pieces alone, so it never tells anything of the other's (C-2.3).
 *
 * <p>A free setup ({@link Ruleset#freeSetup()}, Gravon's "classicfree") takes any pieces, a flag or
 * not, on any square of the board that is neither a lake nor taken, until the player finishes it.
 * Gravon's classicfree games put both colours' pieces on the same ranks, interleaved even within a
 * rank (see docs/architecture.md), so no split of the board between the players fits them. This
 * library therefore reads a free setup as one whose squares are public as they are placed (types
 * stay secret): a placement is refused only for a public reason, never because of a hidden piece.
 */
@ImplementsRule({"C-2.1", "C-2.3", "C-R1", "C-R2", "C-R3"})
final class SetupBoard {
  private static final int TYPES = PieceType.values().length;

  private final Ruleset ruleset;

  /** Per square index, the {@link Position#code} of the piece placed there, or 0. */
  private final byte[] cells;

  /** Per player, the number of pieces placed. */
  private final int[] placed;

  /** Per player and type ({@code player * 12 + type}), the number of pieces placed. */
  private final int[] counts;

  /** Per player, whether its free setup is finished (strict setups complete by their count). */
  private final boolean[] finished;

  private SetupBoard(
      Ruleset ruleset, byte[] cells, int[] placed, int[] counts, boolean[] finished) {
    this.ruleset = ruleset;
    this.cells = cells;
    this.placed = placed;
    this.counts = counts;
    this.finished = finished;
  }

  static SetupBoard empty(Ruleset ruleset) {
    return new SetupBoard(
        ruleset,
        new byte[ruleset.width() * ruleset.height()],
        new int[2],
        new int[2 * TYPES],
        new boolean[2]);
  }

  /** The rules the setup follows. */
  Ruleset ruleset() {
    return ruleset;
  }

  private SetupBoard copy() {
    return new SetupBoard(ruleset, cells.clone(), placed.clone(), counts.clone(), finished.clone());
  }

  private int index(Square s) {
    return s.y() * ruleset.width() + s.x();
  }

  /** Whether a player's setup is complete: its roster placed, or its free setup finished. */
  boolean complete(Seat p) {
    return ruleset.freeSetup()
        ? finished[p.ordinal()]
        : placed[p.ordinal()] == ruleset.pieceCount();
  }

  /** The number of pieces a player has placed. */
  int placed(Seat p) {
    return placed[p.ordinal()];
  }

  /** The piece code on a square index, or 0. */
  int codeAt(int index) {
    return cells[index];
  }

  /** How many pieces of a type a player may still place. */
  private int remaining(Seat p, PieceType t) {
    return ruleset.freeSetup()
        ? Integer.MAX_VALUE
        : ruleset.count(t) - counts[p.ordinal() * TYPES + t.ordinal()];
  }

  /**
   * Why a player whose setup is not complete may not place a piece of a type on a square, or null
   * when it may.
   */
  @Nullable ClassicReason reason(Seat p, Square s, PieceType t) {
    if (!ruleset.isOnBoard(s)) {
      return ClassicReason.OFF_BOARD;
    }
    if (ruleset.isLake(s)) {
      return ClassicReason.INTO_LAKE;
    }
    if (!ruleset.freeSetup() && !ruleset.isInSetupZone(p, s)) {
      return ClassicReason.OUTSIDE_SETUP_ZONE;
    }
    // In a strict setup only the player's own pieces stand in its zone; in a free one every
    // placed square is public.
    if (cells[index(s)] != 0) {
      return ClassicReason.SQUARE_OCCUPIED;
    }
    return remaining(p, t) > 0 ? null : ClassicReason.NO_PIECE_LEFT;
  }

  /** This board with one more piece; the placement must be legal. */
  SetupBoard place(Seat p, Square s, PieceType t) {
    SetupBoard b = copy();
    b.put(p, s, t);
    return b;
  }

  /** This board with every placement of a setup made, each checked like a single one. */
  SetupBoard placeAll(Seat p, List<Setup.Placement> placements) {
    SetupBoard b = copy();
    for (Setup.Placement x : placements) {
      if (b.reason(p, x.square(), x.type()) != null) {
        throw new IllegalStateException("a validated setup holds a placement the board refuses");
      }
      b.put(p, x.square(), x.type());
    }
    return b;
  }

  /** Writes one piece into this (not yet published) board. */
  private void put(Seat p, Square s, PieceType t) {
    cells[index(s)] = (byte) Position.code(p.ordinal(), t.ordinal());
    placed[p.ordinal()]++;
    counts[p.ordinal() * TYPES + t.ordinal()]++;
  }

  /** This board with a player's free setup finished. */
  SetupBoard finish(Seat p) {
    SetupBoard b = copy();
    b.finished[p.ordinal()] = true;
    return b;
  }

  /**
   * Adds the placements a player may make, by square (in square order: a1, b1, ..., a2, ...) and
   * then by type (in {@link PieceType} order, Flag first), to a list.
   */
  void addLegalPlacements(Seat p, List<ClassicAction> out) {
    PieceType[] types = PieceType.values();
    List<Square> squares = ruleset.freeSetup() ? boardSquares() : ruleset.setupZone(p);
    for (Square s : squares) {
      if (cells[index(s)] != 0) {
        continue;
      }
      for (PieceType t : types) {
        if (remaining(p, t) > 0) {
          out.add(new PlacePiece(p, s, t));
        }
      }
    }
  }

  private List<Square> boardSquares() {
    List<Square> list = new ArrayList<>(cells.length);
    for (int y = 0; y < ruleset.height(); y++) {
      for (int x = 0; x < ruleset.width(); x++) {
        Square s = Square.of(x, y);
        if (!ruleset.isLake(s)) {
          list.add(s);
        }
      }
    }
    return list;
  }

  /** The pieces a player has placed, in square order. */
  Setup setup(Seat p) {
    List<Setup.Placement> list = new ArrayList<>(placed[p.ordinal()]);
    PieceType[] types = PieceType.values();
    for (int i = 0; i < cells.length; i++) {
      int code = cells[i];
      if (code != 0 && Position.owner(code) == p.ordinal()) {
        list.add(
            new Setup.Placement(
                Square.of(i % ruleset.width(), i / ruleset.width()), types[Position.type(code)]));
      }
    }
    return Setup.of(list);
  }

  /** A kernel position with every placed piece, the ruleset's first player to move. */
  Position toPosition() {
    Position p = new Position(ruleset);
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != 0) {
        p.put(i, cells[i], 0);
      }
    }
    return p;
  }
}
