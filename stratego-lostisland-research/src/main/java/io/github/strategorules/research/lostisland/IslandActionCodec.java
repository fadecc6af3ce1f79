package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.lostisland.kernel.KernelActions;
import io.github.strategorules.research.ActionCodec;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Dense integer ids for every action of a Lost Island ruleset, for policy networks and search
 * tables. Ids are blocks of consecutive integers, one block per action kind, in this order (a block
 * is present only when the game can produce that kind); cells are numbered {@code y * 6 + x} (a1 =
 * 0, b1 = 1, ..., f6 = 35), absolute for every seat:
 *
 * <ol>
 *   <li>{@code PlaceExplorers} (without CUSTOM_SETUP): 120 ids, the ordered triples of distinct
 *       values 1 to 6 in lexicographic order (the order of {@link IslandState#legalActions()});
 *   <li>{@code PlaceExplorer} (CUSTOM_SETUP only): 216 ids, {@code cell * 6 + (value - 1)};
 *   <li>{@code OrderBoat}: 120 ids, the ordered triple of values, front first, as above;
 *   <li>{@code Move}: 120 ids, one per ordered pair of orthogonally adjacent cells, by start cell
 *       and then direction (north, east, south, west);
 *   <li>{@code Swim}: 1,260 ids, {@code from * 35 + k}, {@code k} the landing cell with the start
 *       cell skipped ({@code to < from ? to : to - 1});
 *   <li>{@code Flip}, {@code Reinforce}: 36 ids each, by cell;
 *   <li>{@code BuyReinforcement} (POWER_UPS_ANYTIME only): 36 ids, by cell;
 *   <li>{@code BuyRing}, {@code Spy}, {@code RemoveTile}, {@code PlaceFlag}: 36 ids each, by cell;
 *   <li>{@code EndStep}: 1 id; {@code ChooseAxis}: 2 (horizontal, vertical); {@code
 *       ChooseDirection}: 8 ({@link Direction} order); {@code BombExpert}: 2 (pay, pass);
 *   <li>the table actions (LI-11.3, LI-11.4 [interp]), last so that every earlier id keeps its
 *       value: {@code Resignation}, {@code DrawOffer}, {@code DrawAcceptance}, 1 id each.
 * </ol>
 *
 * So {@link #numDistinctActions()} is 1,852 for the base game, 1,948 with CUSTOM_SETUP and 36 more
 * with POWER_UPS_ANYTIME (three more than before the table actions had ids); it does not depend on
 * the number of players. Ids carry no seat: {@link #decode} takes the acting seat, for a decision
 * the deciding seat ({@code state.decision().seat()}, public in every view); a table action may be
 * any seat's. The setup ids name values, the deciding seat's own secret (LI-1.2): they are legal
 * only for that seat's own explorers. Every id decodes to an action on the grid, but many are
 * rarely or never legal (a swim to a cell no water reaches, a boat order naming values placed on
 * the island); the mask says which are legal now. Immutable and thread-safe.
 */
public final class IslandActionCodec implements ActionCodec {
  private static final int CELLS = Ring.SIZE * Ring.SIZE;

  /** Ordered triples of distinct values 1..6, lexicographic. */
  private static final int[][] TRIPLES = triples();

  /** {@code a * 49 + b * 7 + c} to the triple's index, or -1. */
  private static final int[] TRIPLE_INDEX = tripleIndex();

  private static final Direction[] DIRS = Direction.values();

  /**
   * Per {@code from * 4 + direction}: the move's index among the adjacent pairs, or -1 off the
   * grid.
   */
  private static final int[] MOVE_INDEX = new int[CELLS * 4];

  /** Per move index: {@code from * 4 + direction}. */
  private static final int[] MOVE_PAIR = movePairs();

  private final boolean custom;
  private final boolean anytime;
  private final int placeExplorers;
  private final int placeExplorer;
  private final int orderBoat;
  private final int move;
  private final int swim;
  private final int flip;
  private final int reinforce;
  private final int buyReinforcement;
  private final int ring;
  private final int spy;
  private final int remove;
  private final int placeFlag;
  private final int end;
  private final int axis;
  private final int direction;
  private final int expert;
  private final int resign;
  private final int size;

  private IslandActionCodec(IslandGame game) {
    custom = game.has(IslandOption.CUSTOM_SETUP);
    anytime = game.has(IslandOption.POWER_UPS_ANYTIME);
    int next = 0;
    placeExplorers = custom ? -1 : next;
    next += custom ? 0 : TRIPLES.length;
    placeExplorer = custom ? next : -1;
    next += custom ? CELLS * 6 : 0;
    orderBoat = next;
    next += TRIPLES.length;
    move = next;
    next += MOVE_PAIR.length;
    swim = next;
    next += CELLS * (CELLS - 1);
    flip = next;
    next += CELLS;
    reinforce = next;
    next += CELLS;
    buyReinforcement = anytime ? next : -1;
    next += anytime ? CELLS : 0;
    ring = next;
    next += CELLS;
    spy = next;
    next += CELLS;
    remove = next;
    next += CELLS;
    placeFlag = next;
    next += CELLS;
    end = next;
    next += 1;
    axis = next;
    next += 2;
    direction = next;
    next += 8;
    expert = next;
    next += 2;
    resign = next;
    next += 3;
    size = next;
  }

  /**
   * The codec of a game (only its toggles matter).
   *
   * @param game the game
   * @return the codec
   */
  public static IslandActionCodec of(IslandGame game) {
    return new IslandActionCodec(Objects.requireNonNull(game, "game"));
  }

  /**
   * The codec of a configuration's game ({@link IslandConfig#game()}: only its toggles matter,
   * never its layout).
   *
   * @param config the configuration
   * @return the codec
   */
  public static IslandActionCodec of(IslandConfig config) {
    return of(config.game());
  }

  /**
   * The number of ids (see the class comment).
   *
   * @return the count
   */
  @Override
  public int numDistinctActions() {
    return size;
  }

  /**
   * The id of an action of this game ({@link #encode(IslandAction)}).
   *
   * @param action the action
   * @return the id
   * @throws IllegalArgumentException for another game's action or one no id names
   */
  @Override
  public int encode(Action action) {
    if (action instanceof IslandAction a) {
      return encode(a);
    }
    throw new IllegalArgumentException("not a Lost Island action");
  }

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

  private static int[] movePairs() {
    int[] pairs = new int[CELLS * 4];
    int n = 0;
    for (int c = 0; c < CELLS; c++) {
      for (int d = 0; d < 4; d++) {
        int x = c % Ring.SIZE + DIRS[d].dx();
        int y = c / Ring.SIZE + DIRS[d].dy();
        boolean on = x >= 0 && y >= 0 && x < Ring.SIZE && y < Ring.SIZE;
        MOVE_INDEX[c * 4 + d] = on ? n : -1;
        if (on) {
          pairs[n++] = c * 4 + d;
        }
      }
    }
    return Arrays.copyOf(pairs, n);
  }

  private static int[] tripleIndex() {
    int[] idx = new int[7 * 49];
    Arrays.fill(idx, -1);
    for (int i = 0; i < TRIPLES.length; i++) {
      idx[TRIPLES[i][0] * 49 + TRIPLES[i][1] * 7 + TRIPLES[i][2]] = i;
    }
    return idx;
  }

  private static int triple(List<Integer> v) {
    int a = v.get(0);
    int b = v.get(1);
    int c = v.get(2);
    int i =
        a < 1 || a > 6 || b < 1 || b > 6 || c < 1 || c > 6 ? -1 : TRIPLE_INDEX[a * 49 + b * 7 + c];
    if (i < 0) {
      throw new IllegalArgumentException("not three distinct values 1 to 6: " + v);
    }
    return i;
  }

  private static int cell(Square s) {
    if (!Ring.isOnGrid(s)) {
      throw new IllegalArgumentException(s + " is not a cell of the island");
    }
    return s.y() * Ring.SIZE + s.x();
  }

  private static Square square(int c) {
    return Square.of(c % Ring.SIZE, c / Ring.SIZE);
  }

  /**
   * The id of an action.
   *
   * @param action an action of this ruleset
   * @return the id, {@code 0 <= id < numDistinctActions()}
   * @throws IllegalArgumentException for an action no id names: a square off the grid, a move that
   *     is not one orthogonal step, a swim onto its own cell, values that are not three distinct
   *     values 1 to 6, or a kind this game does not have
   */
  public int encode(IslandAction action) {
    Objects.requireNonNull(action, "action");
    if (action instanceof IslandAction.PlaceExplorers p) {
      return present(placeExplorers, "PlaceExplorers (this game has CUSTOM_SETUP)")
          + triple(p.values());
    } else if (action instanceof IslandAction.PlaceExplorer p) {
      if (p.value() < 1 || p.value() > 6) {
        throw new IllegalArgumentException("a value is 1 to 6, not " + p.value());
      }
      return present(placeExplorer, "PlaceExplorer (this game has no CUSTOM_SETUP)")
          + cell(p.square()) * 6
          + p.value()
          - 1;
    } else if (action instanceof IslandAction.OrderBoat o) {
      return orderBoat + triple(o.values());
    } else if (action instanceof IslandAction.Move m) {
      int from = cell(m.from());
      int to = cell(m.to());
      for (int d = 0; d < 4; d++) {
        if (m.from().x() + DIRS[d].dx() == m.to().x()
            && m.from().y() + DIRS[d].dy() == m.to().y()) {
          return move + MOVE_INDEX[from * 4 + d];
        }
      }
      throw new IllegalArgumentException(
          "a move is one orthogonal step: " + square(from) + "-" + square(to));
    } else if (action instanceof IslandAction.Swim s) {
      int from = cell(s.from());
      int to = cell(s.to());
      if (from == to) {
        throw new IllegalArgumentException("a swim lands on another cell: " + action);
      }
      return swim + from * (CELLS - 1) + (to < from ? to : to - 1);
    } else if (action instanceof IslandAction.Flip f) {
      return flip + cell(f.square());
    } else if (action instanceof IslandAction.Reinforce r) {
      return reinforce + cell(r.square());
    } else if (action instanceof IslandAction.BuyReinforcement r) {
      return present(buyReinforcement, "BuyReinforcement (this game has no POWER_UPS_ANYTIME)")
          + cell(r.square());
    } else if (action instanceof IslandAction.BuyRing r) {
      return ring + cell(r.square());
    } else if (action instanceof IslandAction.Spy s) {
      return spy + cell(s.square());
    } else if (action instanceof IslandAction.RemoveTile r) {
      return remove + cell(r.square());
    } else if (action instanceof IslandAction.PlaceFlag p) {
      return placeFlag + cell(p.square());
    } else if (action instanceof IslandAction.EndStep) {
      return end;
    } else if (action instanceof IslandAction.ChooseAxis a) {
      return axis + a.axis().ordinal();
    } else if (action instanceof IslandAction.ChooseDirection d) {
      return direction + d.direction().ordinal();
    } else if (action instanceof IslandAction.BombExpert b) {
      return expert + (b.pay() ? 0 : 1);
    } else if (action instanceof IslandAction.Resignation) {
      return resign;
    } else if (action instanceof IslandAction.DrawOffer) {
      return resign + 1;
    } else if (action instanceof IslandAction.DrawAcceptance) {
      return resign + 2;
    }
    throw new IllegalArgumentException(
        "no id for " + action); // a kind added to IslandAction without an id
  }

  /**
   * The id of a decision of the rules kernel ({@link KernelActions}, as {@link
   * IslandPosition#generate} writes them): {@code encode(KernelActions.toAction(action, seat))}
   * without building the action, for environments and searches on positions.
   *
   * @param action a decision's int
   * @return the id
   * @throws IllegalArgumentException for a kind this game does not have, or an int no decision has
   */
  public int encodeKernel(int action) {
    int a = KernelActions.a(action);
    int b = KernelActions.b(action);
    return switch (KernelActions.kind(action)) {
      case KernelActions.PLACE_EXPLORERS ->
          present(placeExplorers, "PlaceExplorers (this game has CUSTOM_SETUP)") + a;
      case KernelActions.PLACE_EXPLORER ->
          present(placeExplorer, "PlaceExplorer (this game has no CUSTOM_SETUP)") + a * 6 + b - 1;
      case KernelActions.ORDER_BOAT -> orderBoat + a;
      case KernelActions.MOVE -> move + moveIndex(a, b);
      case KernelActions.SWIM -> swim + a * (CELLS - 1) + (b < a ? b : b - 1);
      case KernelActions.FLIP -> flip + a;
      case KernelActions.REINFORCE -> reinforce + a;
      case KernelActions.BUY_REINFORCEMENT ->
          present(buyReinforcement, "BuyReinforcement (this game has no POWER_UPS_ANYTIME)") + a;
      case KernelActions.BUY_RING -> ring + a;
      case KernelActions.SPY -> spy + a;
      case KernelActions.END_STEP -> end;
      case KernelActions.REMOVE_TILE -> remove + a;
      case KernelActions.CHOOSE_AXIS -> axis + a;
      case KernelActions.CHOOSE_DIRECTION -> direction + a;
      case KernelActions.BOMB_EXPERT -> expert + (a == 1 ? 0 : 1);
      case KernelActions.PLACE_FLAG -> placeFlag + a;
      default -> throw new IllegalArgumentException("not a decision's int: " + action);
    };
  }

  /** The index of a move among the adjacent pairs (N, E, S, W by start cell). */
  private static int moveIndex(int from, int to) {
    int delta = to - from;
    int d =
        delta == Ring.SIZE ? 0 : delta == 1 ? 1 : delta == -Ring.SIZE ? 2 : delta == -1 ? 3 : -1;
    int i = d < 0 || from >= CELLS ? -1 : MOVE_INDEX[from * 4 + d]; // -1 off the grid
    if (i < 0) {
      throw new IllegalArgumentException("a move is one orthogonal step: " + from + "-" + to);
    }
    return i;
  }

  /**
   * The decision of the rules kernel of an id ({@link KernelActions}): the inverse of {@link
   * #encodeKernel}, for a policy that plays an {@link IslandPosition}.
   *
   * @param id the id of a decision (not of a table action)
   * @return the decision's int
   * @throws IllegalArgumentException for an id out of range or of a table action
   */
  public int decodeKernel(int id) {
    IslandAction a = decode(id, Seat.RED); // the seat is not part of the int
    int code = KernelActions.of(a);
    if (code < 0) {
      throw new IllegalArgumentException("the id of a table action has no kernel int: " + id);
    }
    return code;
  }

  private static int present(int base, String what) {
    if (base < 0) {
      throw new IllegalArgumentException("no id for " + what);
    }
    return base;
  }

  /**
   * The action of an id.
   *
   * @param id the id
   * @param seat the acting seat (the deciding seat for a decision)
   * @return the action
   * @throws IllegalArgumentException when the id is out of range
   */
  @Override
  public IslandAction decode(int id, Seat seat) {
    Objects.requireNonNull(seat, "seat");
    if (id < 0 || id >= size) {
      throw new IllegalArgumentException(
          "action id out of range: " + id + " (0 to " + (size - 1) + ")");
    }
    if (id >= resign) {
      return id == resign
          ? new IslandAction.Resignation(seat)
          : id == resign + 1
              ? new IslandAction.DrawOffer(seat)
              : new IslandAction.DrawAcceptance(seat);
    }
    if (id >= expert) {
      return new IslandAction.BombExpert(seat, id == expert);
    }
    if (id >= direction) {
      return new IslandAction.ChooseDirection(seat, DIRS[id - direction]);
    }
    if (id >= axis) {
      return new IslandAction.ChooseAxis(seat, Axis.values()[id - axis]);
    }
    if (id == end) {
      return new IslandAction.EndStep(seat);
    }
    if (id >= placeFlag) {
      return new IslandAction.PlaceFlag(seat, square(id - placeFlag));
    }
    if (id >= remove) {
      return new IslandAction.RemoveTile(seat, square(id - remove));
    }
    if (id >= spy) {
      return new IslandAction.Spy(seat, square(id - spy));
    }
    if (id >= ring) {
      return new IslandAction.BuyRing(seat, square(id - ring));
    }
    if (anytime && id >= buyReinforcement) {
      return new IslandAction.BuyReinforcement(seat, square(id - buyReinforcement));
    }
    if (id >= reinforce) {
      return new IslandAction.Reinforce(seat, square(id - reinforce));
    }
    if (id >= flip) {
      return new IslandAction.Flip(seat, square(id - flip));
    }
    if (id >= swim) {
      int from = (id - swim) / (CELLS - 1);
      int k = (id - swim) % (CELLS - 1);
      return new IslandAction.Swim(seat, square(from), square(k < from ? k : k + 1));
    }
    if (id >= move) {
      int pair = MOVE_PAIR[id - move];
      int from = pair / 4;
      Direction d = DIRS[pair % 4];
      Square f = square(from);
      return new IslandAction.Move(seat, f, Square.of(f.x() + d.dx(), f.y() + d.dy()));
    }
    if (id >= orderBoat) {
      return new IslandAction.OrderBoat(seat, values(TRIPLES[id - orderBoat]));
    }
    if (custom) {
      return new IslandAction.PlaceExplorer(
          seat, square((id - placeExplorer) / 6), (id - placeExplorer) % 6 + 1);
    }
    return new IslandAction.PlaceExplorers(seat, values(TRIPLES[id - placeExplorers]));
  }

  private static List<Integer> values(int[] t) {
    return List.of(t[0], t[1], t[2]);
  }

  /**
   * Writes a legal-action mask: {@code out[id]} is true exactly for the ids of {@code legal}.
   *
   * @param legal the legal actions (such as a bot's decisions or {@link
   *     IslandState#legalActions()}; the deciding seat can compute them from what it knows, since
   *     legality depends on nothing hidden from it)
   * @param out the mask, at least {@link #numDistinctActions()} long; entries {@code 0} to {@code
   *     numDistinctActions() - 1} are written
   * @return the number of legal actions
   */
  @Override
  public int writeLegalMask(List<? extends Action> legal, boolean[] out) {
    Arrays.fill(out, 0, size, false);
    for (Action a : legal) {
      out[encode(a)] = true;
    }
    return legal.size();
  }

  /**
   * Writes a legal-action mask as floats: 1 for the ids of {@code legal}, 0 elsewhere.
   *
   * @param legal the legal actions
   * @param out the mask, at least {@link #numDistinctActions()} long; entries {@code 0} to {@code
   *     numDistinctActions() - 1} are written
   * @return the number of legal actions
   */
  public int writeLegalMask(List<? extends Action> legal, float[] out) {
    Arrays.fill(out, 0, size, 0f);
    for (Action a : legal) {
      out[encode(a)] = 1f;
    }
    return legal.size();
  }

  /**
   * Writes the legal-action mask of a state's pending decision: {@link
   * IslandState#legalDecisions()}, never the table actions (resign, draws), so that a policy
   * sampled from the mask does not resign by accident. Pass {@code state.legalActions(seat)} to the
   * list form to include them.
   *
   * @param state the state
   * @param out the mask, at least {@link #numDistinctActions()} long
   * @return the number of legal actions (0 once the game is over)
   */
  public int writeLegalMask(IslandState state, boolean[] out) {
    return writeLegalMask(state.legalDecisions(), out);
  }
}
