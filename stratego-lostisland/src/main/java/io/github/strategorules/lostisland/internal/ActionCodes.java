package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import java.util.List;

/**
 * The decisions of a position as ints, {@code kind << 16 | a << 8 | b}: what {@link Generator}
 * writes and {@link Resolver#play} reads, so that the rules run without building an {@link
 * IslandAction} (the public form, with the kinds' documentation, is {@code
 * lostisland.kernel.KernelActions}). The int carries no seat: a decision is the deciding seat's.
 * {@code a} is a cell, a start cell, a value triple's index ({@link #TRIPLES}, lexicographic), an
 * {@link Axis} or {@link Direction} ordinal, or 1 to pay the bomb expert; {@code b} a landing cell
 * or a value.
 */
public final class ActionCodes {
  /** {@code PlaceExplorers}: a = the value triple's index. */
  public static final int PLACE_EXPLORERS = 0;

  /** {@code PlaceExplorer} (CUSTOM_SETUP): a = the cell, b = the value. */
  public static final int PLACE_EXPLORER = 1;

  /** {@code OrderBoat}: a = the value triple's index, front first. */
  public static final int ORDER_BOAT = 2;

  /** {@code Move}: a = from, b = to. */
  public static final int MOVE = 3;

  /** {@code Swim}: a = from, b = to. */
  public static final int SWIM = 4;

  /** {@code Flip}: a = the cell. */
  public static final int FLIP = 5;

  /** {@code Reinforce} (step 1 free, step 2 bought): a = the cell. */
  public static final int REINFORCE = 6;

  /** {@code BuyReinforcement} (POWER_UPS_ANYTIME, step 1): a = the cell. */
  public static final int BUY_REINFORCEMENT = 7;

  /** {@code BuyRing}: a = the explorer's cell. */
  public static final int BUY_RING = 8;

  /** {@code Spy}: a = the target's cell. */
  public static final int SPY = 9;

  /** {@code EndStep}. */
  public static final int END_STEP = 10;

  /** {@code RemoveTile}: a = the cell. */
  public static final int REMOVE_TILE = 11;

  /** {@code ChooseAxis}: a = the {@link Axis} ordinal. */
  public static final int CHOOSE_AXIS = 12;

  /** {@code ChooseDirection}: a = the {@link Direction} ordinal. */
  public static final int CHOOSE_DIRECTION = 13;

  /** {@code BombExpert}: a = 1 to pay, 0 to pass. */
  public static final int BOMB_EXPERT = 14;

  /** {@code PlaceFlag}: a = the cell. */
  public static final int PLACE_FLAG = 15;

  /** The number of kinds. */
  public static final int KINDS = 16;

  /** The ordered triples of distinct values 1 to 6, lexicographic: 120 of them. */
  static final int[][] TRIPLES = triples();

  /** {@code a * 49 + b * 7 + c} to the index of the triple (a, b, c), or -1. */
  private static final int[] TRIPLE_INDEX = tripleIndex();

  private static final Direction[] DIRS = Direction.values();
  private static final Axis[] AXES = Axis.values();

  private ActionCodes() {}

  private static int[][] triples() {
    int[][] t = new int[120][];
    int i = 0;
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        for (int c = 1; c <= 6; c++) {
          if (a != b && b != c && a != c) {
            t[i++] = new int[] {a, b, c};
          }
        }
      }
    }
    return t;
  }

  private static int[] tripleIndex() {
    int[] idx = new int[7 * 49];
    java.util.Arrays.fill(idx, -1);
    for (int i = 0; i < TRIPLES.length; i++) {
      idx[TRIPLES[i][0] * 49 + TRIPLES[i][1] * 7 + TRIPLES[i][2]] = i;
    }
    return idx;
  }

  /**
   * A decision's int.
   *
   * @param kind the kind, 0 to {@link #KINDS} - 1
   * @param a the first operand, 0 to 255
   * @param b the second operand, 0 to 255
   * @return the int
   */
  public static int of(int kind, int a, int b) {
    return kind << 16 | a << 8 | b;
  }

  /**
   * The kind of a decision's int.
   *
   * @param code the int
   * @return the kind
   */
  public static int kind(int code) {
    return code >>> 16;
  }

  /**
   * The first operand.
   *
   * @param code the int
   * @return a
   */
  public static int a(int code) {
    return (code >>> 8) & 0xFF;
  }

  /**
   * The second operand.
   *
   * @param code the int
   * @return b
   */
  public static int b(int code) {
    return code & 0xFF;
  }

  /**
   * The index of a value triple (lexicographic among the 120 ordered triples of distinct values).
   *
   * @param x the first value
   * @param y the second value
   * @param z the third value
   * @return the index, or -1 when they are not three distinct values 1 to 6
   */
  public static int tripleIndex(int x, int y, int z) {
    return x < 1 || x > 6 || y < 1 || y > 6 || z < 1 || z > 6
        ? -1
        : TRIPLE_INDEX[x * 49 + y * 7 + z];
  }

  /**
   * A value of a triple.
   *
   * @param index the triple's index, 0 to 119
   * @param i 0, 1 or 2
   * @return the value
   */
  public static int tripleValue(int index, int i) {
    return TRIPLES[index][i];
  }

  /**
   * The int of a decision, or -1 for a table action (resignation, draws) or an action no int names
   * (a square off the island, values that are not three distinct values 1 to 6).
   *
   * @param action the action
   * @return the int, or -1
   */
  public static int of(IslandAction action) {
    if (action instanceof IslandAction.PlaceExplorers p) {
      return triple(PLACE_EXPLORERS, p.values());
    } else if (action instanceof IslandAction.PlaceExplorer p) {
      return p.value() < 1 || p.value() > 6 ? -1 : cellCode(PLACE_EXPLORER, p.square(), p.value());
    } else if (action instanceof IslandAction.OrderBoat o) {
      return triple(ORDER_BOAT, o.values());
    } else if (action instanceof IslandAction.Move m) {
      return pair(MOVE, m.from(), m.to());
    } else if (action instanceof IslandAction.Swim s) {
      return pair(SWIM, s.from(), s.to());
    } else if (action instanceof IslandAction.Flip f) {
      return cellCode(FLIP, f.square(), 0);
    } else if (action instanceof IslandAction.Reinforce r) {
      return cellCode(REINFORCE, r.square(), 0);
    } else if (action instanceof IslandAction.BuyReinforcement r) {
      return cellCode(BUY_REINFORCEMENT, r.square(), 0);
    } else if (action instanceof IslandAction.BuyRing r) {
      return cellCode(BUY_RING, r.square(), 0);
    } else if (action instanceof IslandAction.Spy s) {
      return cellCode(SPY, s.square(), 0);
    } else if (action instanceof IslandAction.EndStep) {
      return of(END_STEP, 0, 0);
    } else if (action instanceof IslandAction.RemoveTile r) {
      return cellCode(REMOVE_TILE, r.square(), 0);
    } else if (action instanceof IslandAction.ChooseAxis ax) {
      return of(CHOOSE_AXIS, ax.axis().ordinal(), 0);
    } else if (action instanceof IslandAction.ChooseDirection d) {
      return of(CHOOSE_DIRECTION, d.direction().ordinal(), 0);
    } else if (action instanceof IslandAction.BombExpert be) {
      return of(BOMB_EXPERT, be.pay() ? 1 : 0, 0);
    } else if (action instanceof IslandAction.PlaceFlag p) {
      return cellCode(PLACE_FLAG, p.square(), 0);
    }
    return -1; // a table action
  }

  private static int triple(int kind, List<Integer> v) {
    int i = v.size() != 3 ? -1 : tripleIndex(v.get(0), v.get(1), v.get(2));
    return i < 0 ? -1 : of(kind, i, 0);
  }

  private static int cellCode(int kind, Square s, int b) {
    return Grid.onGrid(s) ? of(kind, Grid.cell(s), b) : -1;
  }

  private static int pair(int kind, Square from, Square to) {
    return Grid.onGrid(from) && Grid.onGrid(to) ? of(kind, Grid.cell(from), Grid.cell(to)) : -1;
  }

  /**
   * The action of a decision's int.
   *
   * @param code a valid int (as {@link Generator} writes)
   * @param seat the deciding seat
   * @return the action
   * @throws IllegalArgumentException for an int no action has
   */
  public static IslandAction toAction(int code, Seat seat) {
    int a = a(code);
    int b = b(code);
    return switch (kind(code)) {
      case PLACE_EXPLORERS -> new IslandAction.PlaceExplorers(seat, values(a));
      case PLACE_EXPLORER -> new IslandAction.PlaceExplorer(seat, square(a), b);
      case ORDER_BOAT -> new IslandAction.OrderBoat(seat, values(a));
      case MOVE -> new IslandAction.Move(seat, square(a), square(b));
      case SWIM -> new IslandAction.Swim(seat, square(a), square(b));
      case FLIP -> new IslandAction.Flip(seat, square(a));
      case REINFORCE -> new IslandAction.Reinforce(seat, square(a));
      case BUY_REINFORCEMENT -> new IslandAction.BuyReinforcement(seat, square(a));
      case BUY_RING -> new IslandAction.BuyRing(seat, square(a));
      case SPY -> new IslandAction.Spy(seat, square(a));
      case END_STEP -> new IslandAction.EndStep(seat);
      case REMOVE_TILE -> new IslandAction.RemoveTile(seat, square(a));
      case CHOOSE_AXIS -> new IslandAction.ChooseAxis(seat, AXES[check(a, AXES.length, code)]);
      case CHOOSE_DIRECTION ->
          new IslandAction.ChooseDirection(seat, DIRS[check(a, DIRS.length, code)]);
      case BOMB_EXPERT -> new IslandAction.BombExpert(seat, a == 1);
      case PLACE_FLAG -> new IslandAction.PlaceFlag(seat, square(a));
      default -> throw new IllegalArgumentException("not a decision's int: " + code);
    };
  }

  private static int check(int i, int bound, int code) {
    if (i >= bound) {
      throw new IllegalArgumentException("not a decision's int: " + code);
    }
    return i;
  }

  private static Square square(int c) {
    if (c >= Grid.CELLS) {
      throw new IllegalArgumentException("not a cell of the island: " + c);
    }
    return Grid.square(c);
  }

  private static List<Integer> values(int index) {
    if (index >= TRIPLES.length) {
      throw new IllegalArgumentException("not a value triple: " + index);
    }
    int[] t = TRIPLES[index];
    return List.of(t[0], t[1], t[2]);
  }
}
