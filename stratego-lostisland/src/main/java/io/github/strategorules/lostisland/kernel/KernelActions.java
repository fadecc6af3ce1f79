package io.github.strategorules.lostisland.kernel;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.internal.ActionCodes;

/**
 * The decisions of an {@link IslandPosition} as ints: {@code kind << 16 | a << 8 | b}, what {@link
 * IslandPosition#generate} writes and {@link IslandPosition#play} reads, so that research code runs
 * the rules without building an {@link IslandAction}. The immutable {@code IslandState} lists and
 * applies its decisions through the same ints, so both decide legality in one place. An int carries
 * no seat: a decision is the deciding seat's ({@link IslandPosition#decidingSeat()}); the table
 * actions (resignation, draws, LI-11.3, LI-11.4 [interp]) have no int.
 *
 * <p>Cells are {@code y * 6 + x} (a1 = 0, f6 = 35). The kinds and their operands:
 *
 * <table>
 *   <caption>kinds</caption>
 *   <tr><th>kind</th><th>action</th><th>a</th><th>b</th></tr>
 *   <tr><td>{@link #PLACE_EXPLORERS}</td><td>{@code PlaceExplorers} (LI-3.1)</td>
 *       <td>the value triple's index ({@link #triple})</td><td>0</td></tr>
 *   <tr><td>{@link #PLACE_EXPLORER}</td><td>{@code PlaceExplorer} (LI-3.5)</td>
 *       <td>the cell</td><td>the value</td></tr>
 *   <tr><td>{@link #ORDER_BOAT}</td><td>{@code OrderBoat} (LI-3.1)</td>
 *       <td>the value triple's index, front first</td><td>0</td></tr>
 *   <tr><td>{@link #MOVE}, {@link #SWIM}</td><td>{@code Move}, {@code Swim} (LI-5.1, LI-5.3)</td>
 *       <td>the start cell</td><td>the landing cell</td></tr>
 *   <tr><td>{@link #FLIP}, {@link #REINFORCE}, {@link #BUY_REINFORCEMENT}, {@link #BUY_RING},
 *       {@link #SPY}, {@link #REMOVE_TILE}, {@link #PLACE_FLAG}</td><td>the action of that name</td>
 *       <td>its cell</td><td>0</td></tr>
 *   <tr><td>{@link #END_STEP}</td><td>{@code EndStep}</td><td>0</td><td>0</td></tr>
 *   <tr><td>{@link #CHOOSE_AXIS}</td><td>{@code ChooseAxis}</td><td>the {@link Axis} ordinal</td>
 *       <td>0</td></tr>
 *   <tr><td>{@link #CHOOSE_DIRECTION}</td><td>{@code ChooseDirection}</td>
 *       <td>the {@link Direction} ordinal</td><td>0</td></tr>
 *   <tr><td>{@link #BOMB_EXPERT}</td><td>{@code BombExpert} (LI-10.4)</td><td>1 to pay, 0 to
 *       pass</td><td>0</td></tr>
 * </table>
 */
public final class KernelActions {
  /** {@code PlaceExplorers}: a = the value triple's index. */
  public static final int PLACE_EXPLORERS = ActionCodes.PLACE_EXPLORERS;

  /** {@code PlaceExplorer} (CUSTOM_SETUP): a = the cell, b = the value. */
  public static final int PLACE_EXPLORER = ActionCodes.PLACE_EXPLORER;

  /** {@code OrderBoat}: a = the value triple's index, front first. */
  public static final int ORDER_BOAT = ActionCodes.ORDER_BOAT;

  /** {@code Move}: a = the start cell, b = the landing cell. */
  public static final int MOVE = ActionCodes.MOVE;

  /** {@code Swim}: a = the start cell, b = the landing cell. */
  public static final int SWIM = ActionCodes.SWIM;

  /** {@code Flip}: a = the cell. */
  public static final int FLIP = ActionCodes.FLIP;

  /** {@code Reinforce} (the free one in step 1, the bought one in step 2): a = the cell. */
  public static final int REINFORCE = ActionCodes.REINFORCE;

  /** {@code BuyReinforcement} (POWER_UPS_ANYTIME, in step 1): a = the cell. */
  public static final int BUY_REINFORCEMENT = ActionCodes.BUY_REINFORCEMENT;

  /** {@code BuyRing}: a = the explorer's cell. */
  public static final int BUY_RING = ActionCodes.BUY_RING;

  /** {@code Spy}: a = the target's cell. */
  public static final int SPY = ActionCodes.SPY;

  /** {@code EndStep}. */
  public static final int END_STEP = ActionCodes.END_STEP;

  /** {@code RemoveTile}: a = the cell. */
  public static final int REMOVE_TILE = ActionCodes.REMOVE_TILE;

  /** {@code ChooseAxis}: a = the {@link Axis} ordinal. */
  public static final int CHOOSE_AXIS = ActionCodes.CHOOSE_AXIS;

  /** {@code ChooseDirection}: a = the {@link Direction} ordinal. */
  public static final int CHOOSE_DIRECTION = ActionCodes.CHOOSE_DIRECTION;

  /** {@code BombExpert}: a = 1 to pay, 0 to pass. */
  public static final int BOMB_EXPERT = ActionCodes.BOMB_EXPERT;

  /** {@code PlaceFlag}: a = the cell. */
  public static final int PLACE_FLAG = ActionCodes.PLACE_FLAG;

  /** The number of kinds: every kind is below it. */
  public static final int KINDS = ActionCodes.KINDS;

  private KernelActions() {}

  /**
   * A decision's int.
   *
   * @param kind one of the kinds above
   * @param a the first operand, 0 to 255
   * @param b the second operand, 0 to 255
   * @return the int
   */
  public static int of(int kind, int a, int b) {
    return ActionCodes.of(kind, a, b);
  }

  /**
   * The kind of a decision's int.
   *
   * @param action the int
   * @return the kind
   */
  public static int kind(int action) {
    return ActionCodes.kind(action);
  }

  /**
   * The first operand of a decision's int.
   *
   * @param action the int
   * @return a
   */
  public static int a(int action) {
    return ActionCodes.a(action);
  }

  /**
   * The second operand of a decision's int.
   *
   * @param action the int
   * @return b
   */
  public static int b(int action) {
    return ActionCodes.b(action);
  }

  /**
   * The index of a value triple: its rank among the 120 ordered triples of distinct values 1 to 6,
   * lexicographic (the order of the placements a position lists, LI-3.1).
   *
   * @param first the first value (the first start cell's, or the front of the boat)
   * @param second the second value
   * @param third the third value
   * @return the index, or -1 when they are not three distinct values 1 to 6
   */
  public static int triple(int first, int second, int third) {
    return ActionCodes.tripleIndex(first, second, third);
  }

  /**
   * A value of the triple of an index.
   *
   * @param index the triple's index, 0 to 119
   * @param i 0, 1 or 2
   * @return the value
   */
  public static int tripleValue(int index, int i) {
    return ActionCodes.tripleValue(index, i);
  }

  /**
   * The int of a decision.
   *
   * @param action the action
   * @return its int, or -1 for a table action or an action no int names (a square off the island,
   *     values that are not three distinct values 1 to 6)
   */
  public static int of(IslandAction action) {
    return ActionCodes.of(action);
  }

  /**
   * The decision of an int.
   *
   * @param action a decision's int
   * @param seat the deciding seat
   * @return the action
   * @throws IllegalArgumentException for an int no decision has
   */
  public static IslandAction toAction(int action, Seat seat) {
    return ActionCodes.toAction(action, seat);
  }
}
