package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.ActionCodec;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Dense integer ids for the actions of a classic-family ruleset (every variant and house rule), for
 * policy networks and search tables. Every straight move on the board, whatever the piece, has one
 * id: {@code id = from * K + k}, where {@code from = y * width + x} is the start square's index,
 * {@code K = (width - 1) + (height - 1)} and {@code k} numbers the end squares in the same row
 * (files left to right, skipping the start file: {@code 0 .. width - 2}) and then in the same
 * column (ranks from rank 1 up, skipping the start rank: {@code width - 1 .. K - 1}): 1,800 ids on
 * the classic 10 x 10 board, all a classic ruleset needs.
 *
 * <p>Rulesets with the Ultimate Lightning extensions (V-1.2) get two more blocks after those:
 *
 * <ul>
 *   <li>with a two-square mover, corner moves: {@code W*H*K + from * 4 + d}, d = 0 up-right, 1
 *       up-left, 2 down-right, 3 down-left (up = towards the last rank);
 *   <li>with rescue, moves with a rescue: {@code base + (b * 12 + type) * Z + slot}, where b
 *       numbers the plain ids (straight, then corner) whose end square lies on the first or last
 *       rank, type is the rescued {@link io.github.strategorules.core.board.PieceType} ordinal, Z
 *       the size of the larger setup zone and slot the rescue square's rank in the mover's zone
 *       (square order, as {@link Moves#withRescue}). Ultimate Lightning has 192,280 ids in all.
 * </ul>
 *
 * After the moves come the other actions, so that every move keeps its id: a placement (C-2.1)
 * {@code M + (y * width + x) * 12 + type} where {@code M} is the number of move ids and type the
 * {@link io.github.strategorules.core.board.PieceType} ordinal, then {@link FinishSetup}, {@link
 * ClassicResignation}, {@link ClassicDrawOffer} and {@link ClassicDrawAcceptance}, one id each:
 * 3,004 ids on the classic board. Ids are absolute (the same for both players; {@link #decode}
 * takes the player) and include actions nobody can take (a move from or into a lake, a rescue
 * nobody can make, a placement outside the zone): those are never legal. Immutable and thread-safe.
 */
public final class ClassicActionCodec implements ActionCodec {
  private static final int TYPES = io.github.strategorules.core.board.PieceType.values().length;

  private final Ruleset ruleset;
  private final int width;
  private final int height;
  private final int perSquare;
  private final int straight;
  private final int corners;
  private final int zone;

  /** backRow[plainId]: the index b of a plain id that ends on the first or last rank, or -1. */
  private final int[] backRow;

  /** The plain id of each back-row index b. */
  private final int[] backRowIds;

  private ClassicActionCodec(Ruleset ruleset) {
    this.ruleset = ruleset;
    this.width = ruleset.width();
    this.height = ruleset.height();
    this.perSquare = width - 1 + height - 1;
    this.straight = width * height * perSquare;
    boolean two = false;
    for (io.github.strategorules.core.board.PieceType t :
        io.github.strategorules.core.board.PieceType.values()) {
      two |= ruleset.movement(t) == io.github.strategorules.core.rules.Movement.TWO_SQUARES;
    }
    this.corners = two ? width * height * 4 : 0;
    boolean rescue = ruleset.has(io.github.strategorules.core.rules.HouseRule.RESCUE);
    this.zone =
        rescue
            ? Math.max(ruleset.setupZone(Seat.RED).size(), ruleset.setupZone(Seat.BLUE).size())
            : 0;
    this.backRow = new int[straight + corners];
    Arrays.fill(backRow, -1);
    int b = 0;
    int[] ids = new int[straight + corners];
    if (rescue) {
      for (int id = 0; id < straight + corners; id++) {
        int k = plainKernel(id);
        int to = Moves.to(k);
        if (Moves.from(k) != to && (to / width == 0 || to / width == height - 1)) {
          backRow[id] = b;
          ids[b++] = id;
        }
      }
    }
    this.backRowIds = Arrays.copyOf(ids, b);
  }

  /**
   * The codec of a ruleset's board.
   *
   * @param ruleset the rules
   * @return the codec
   */
  public static ClassicActionCodec of(Ruleset ruleset) {
    return new ClassicActionCodec(Objects.requireNonNull(ruleset, "ruleset"));
  }

  /**
   * The number of ids: the move ids ({@link #numMoveIds()}), then {@code width * height * 12}
   * placements and four ids for the setup's end, resignation and the two draw actions.
   *
   * @return the count
   */
  @Override
  public int numDistinctActions() {
    return numMoveIds() + width * height * TYPES + 4;
  }

  /**
   * The number of move ids: {@code width * height * ((width - 1) + (height - 1))} straight moves,
   * plus the corner and rescue blocks of V-1.2 rulesets (see the class comment); 1,800 on the
   * classic board. Ids {@code 0 .. numMoveIds() - 1} are moves.
   *
   * @return the count
   */
  public int numMoveIds() {
    return straight + corners + backRowIds.length * TYPES * zone;
  }

  /**
   * The id of any classic action.
   *
   * @param action a move, placement, end of a free setup, resignation or draw action
   * @return the id
   * @throws IllegalArgumentException for an action of another game, or one with no id here (a move
   *     this board cannot hold)
   */
  @Override
  public int encode(Action action) {
    int m = numMoveIds();
    if (action instanceof Move move) {
      return encode(move);
    } else if (action instanceof PlacePiece p) {
      if (p.square().x() >= width || p.square().y() >= height) {
        throw new IllegalArgumentException("not a square of a " + width + "x" + height + " board");
      }
      return m + (p.square().y() * width + p.square().x()) * TYPES + p.type().ordinal();
    } else if (action instanceof FinishSetup) {
      return m + width * height * TYPES;
    } else if (action instanceof ClassicResignation) {
      return m + width * height * TYPES + 1;
    } else if (action instanceof ClassicDrawOffer) {
      return m + width * height * TYPES + 2;
    } else if (action instanceof ClassicDrawAcceptance) {
      return m + width * height * TYPES + 3;
    }
    throw new IllegalArgumentException("not an action of the classic family");
  }

  /**
   * The id of a move.
   *
   * @param move a move on this board that the ruleset's pieces could make in shape
   * @return the id, {@code 0 <= id < numDistinctActions()}
   * @throws IllegalArgumentException when the move has no id in this ruleset
   */
  public int encode(Move move) {
    int plain = plainId(move.from().x(), move.from().y(), move.to().x(), move.to().y());
    if (move.rescue().isEmpty()) {
      return plain;
    }
    io.github.strategorules.core.action.Rescue r = move.rescue().get();
    int slot = ruleset.setupZone(move.seat()).indexOf(r.square());
    return rescueId(plain, r.type().ordinal(), slot);
  }

  /**
   * The id of a kernel move ({@link Moves}) on this board, a rescue included.
   *
   * @param kernelMove the move
   * @return the id
   * @throws IllegalArgumentException when the move has no id in this ruleset
   */
  public int encodeKernel(int kernelMove) {
    int from = Moves.from(kernelMove);
    int to = Moves.to(kernelMove);
    int plain = plainId(from % width, from / width, to % width, to / width);
    return Moves.isRescue(kernelMove)
        ? rescueId(plain, Moves.rescueType(kernelMove), Moves.rescueSlot(kernelMove))
        : plain;
  }

  private int rescueId(int plain, int type, int slot) {
    int b = zone == 0 ? -1 : backRow[plain];
    if (b < 0 || type < 0 || type >= TYPES || slot < 0 || slot >= zone) {
      throw new IllegalArgumentException("no rescue with this move in this ruleset");
    }
    return straight + corners + (b * TYPES + type) * zone + slot;
  }

  private int plainId(int fx, int fy, int tx, int ty) {
    if (fx < 0
        || fy < 0
        || tx < 0
        || ty < 0
        || fx >= width
        || fy >= height
        || tx >= width
        || ty >= height) {
      throw new IllegalArgumentException("not a move on a " + width + "x" + height + " board");
    }
    if ((fx == tx) != (fy == ty)) {
      int k = fy == ty ? (tx < fx ? tx : tx - 1) : width - 1 + (ty < fy ? ty : ty - 1);
      return (fy * width + fx) * perSquare + k;
    }
    if (corners > 0 && Math.abs(tx - fx) == 1 && Math.abs(ty - fy) == 1) {
      int d = (ty > fy ? 0 : 2) + (tx > fx ? 0 : 1);
      return straight + (fy * width + fx) * 4 + d;
    }
    throw new IllegalArgumentException(
        "not a straight move"
            + (corners > 0 ? " or a corner move" : "")
            + " on a "
            + width
            + "x"
            + height
            + " board");
  }

  /**
   * The action of an id, taken by a seat.
   *
   * @param id the id
   * @param player the acting seat, {@link Seat#RED} or {@link Seat#BLUE} (a rescue square is a slot
   *     of that seat's zone)
   * @return the action: a {@link Move} for ids below {@link #numMoveIds()}
   * @throws IllegalArgumentException when the id is out of range or the seat does not play
   */
  @Override
  public ClassicAction decode(int id, Seat player) {
    int m = numMoveIds();
    if (id >= m && id < numDistinctActions()) {
      int r = id - m;
      int squares = width * height;
      if (r < squares * TYPES) {
        return new PlacePiece(
            player,
            Square.of(r / TYPES % width, r / TYPES / width),
            io.github.strategorules.core.board.PieceType.values()[r % TYPES]);
      }
      return switch (r - squares * TYPES) {
        case 0 -> new FinishSetup(player);
        case 1 -> new ClassicResignation(player);
        case 2 -> new ClassicDrawOffer(player);
        default -> new ClassicDrawAcceptance(player);
      };
    }
    return decodeMove(id, player);
  }

  /**
   * The move of a move id.
   *
   * @param id the id, below {@link #numMoveIds()}
   * @param player the moving player (a rescue square is a slot of that player's zone)
   * @return the move
   * @throws IllegalArgumentException when the id is not a move id
   */
  public Move decodeMove(int id, Seat player) {
    int k = decodeKernel(id);
    Square from = Square.of(Moves.from(k) % width, Moves.from(k) / width);
    Square to = Square.of(Moves.to(k) % width, Moves.to(k) / width);
    if (!Moves.isRescue(k)) {
      return Move.of(player, from, to);
    }
    Square at = ruleset.setupZone(player).get(Moves.rescueSlot(k));
    return Move.withRescue(
        player,
        from,
        to,
        new io.github.strategorules.core.action.Rescue(
            io.github.strategorules.core.board.PieceType.values()[Moves.rescueType(k)], at));
  }

  /**
   * The kernel move ({@link Moves}) of a move id, a rescue included (rescue squares are zone slots,
   * the same for both players).
   *
   * @param id the id, below {@link #numMoveIds()}
   * @return the move
   * @throws IllegalArgumentException when the id is not a move id
   */
  public int decodeKernel(int id) {
    if (id < 0 || id >= numMoveIds()) {
      throw new IllegalArgumentException(
          id < 0 || id >= numDistinctActions()
              ? "action id out of range: " + id
              : "not a move id: " + id);
    }
    if (id >= straight + corners) {
      int r = id - straight - corners;
      int slot = r % zone;
      int type = (r / zone) % TYPES;
      int plain = plainKernel(backRowIds[r / zone / TYPES]);
      return Moves.withRescue(Moves.from(plain), Moves.to(plain), type, slot);
    }
    return plainKernel(id);
  }

  /** The kernel move of a straight or corner id. */
  private int plainKernel(int id) {
    if (id >= straight) {
      int from = (id - straight) / 4;
      int d = (id - straight) % 4;
      int fx = from % width;
      int fy = from / width;
      int tx = fx + ((d & 1) == 0 ? 1 : -1);
      int ty = fy + (d < 2 ? 1 : -1);
      if (tx < 0 || ty < 0 || tx >= width || ty >= height) {
        // An id off the board's edge: keep it decodable to a move nobody can make (from == to).
        return Moves.of(from, from);
      }
      return Moves.of(from, ty * width + tx);
    }
    int k = id % perSquare;
    int from = id / perSquare;
    int fx = from % width;
    int fy = from / width;
    int to =
        k < width - 1
            ? fy * width + (k < fx ? k : k + 1)
            : (k - (width - 1) < fy ? k - (width - 1) : k - (width - 1) + 1) * width + fx;
    return Moves.of(from, to);
  }

  /**
   * The id of an action of BLUE's as RED's action on the board turned half a circle ({@link
   * ClassicSeatFrame}): its squares turned ({@code (x, y)} to {@code (width - 1 - x, height - 1 -
   * y)}), a corner move's direction with them, a rescue square turned into RED's zone; a setup's
   * end, resignations and draws keep their ids.
   *
   * @param id an id
   * @return the turned id
   * @throws IllegalArgumentException when a rescue square does not turn into RED's zone
   */
  int turned(int id) {
    int area = width * height;
    if (id < straight) {
      int k = plainKernel(id);
      return plainId(
          (area - 1 - Moves.from(k)) % width,
          (area - 1 - Moves.from(k)) / width,
          (area - 1 - Moves.to(k)) % width,
          (area - 1 - Moves.to(k)) / width);
    }
    if (id < straight + corners) {
      int from = (id - straight) / 4;
      int d = (id - straight) % 4;
      return straight + (area - 1 - from) * 4 + (d ^ 3); // up-right turns down-left, and so on
    }
    int m = numMoveIds();
    if (id < m) {
      Move move = decodeMove(id, Seat.BLUE);
      io.github.strategorules.core.action.Rescue r = move.rescue().orElseThrow();
      return encode(
          Move.withRescue(
              Seat.RED,
              turn(move.from()),
              turn(move.to()),
              new io.github.strategorules.core.action.Rescue(r.type(), turn(r.square()))));
    }
    if (id < m + area * TYPES) {
      int r = id - m;
      return m + (area - 1 - r / TYPES) * TYPES + r % TYPES;
    }
    return id;
  }

  private Square turn(Square s) {
    return Square.of(width - 1 - s.x(), height - 1 - s.y());
  }

  /**
   * Writes the legal-move mask of a player's view: {@code out[id]} is true exactly for the ids of
   * {@link ClassicView#legalMoves()} (all false when the viewer is not to move): the decisions of
   * play, without the setup, resignation and draw ids.
   *
   * @param view the view
   * @param out the mask, at least {@link #numDistinctActions()} long; every entry is written
   * @return the number of legal moves
   */
  public int writeLegalMask(ClassicView view, boolean[] out) {
    return writeMask(view.legalMoves(), out);
  }

  /**
   * Writes the legal-move mask of a state: {@code out[id]} is true exactly for the ids of {@link
   * ClassicState#legalMoves()}.
   *
   * @param state the state
   * @param out the mask, at least {@link #numDistinctActions()} long; every entry is written
   * @return the number of legal moves
   */
  public int writeLegalMask(ClassicState state, boolean[] out) {
    return writeMask(state.legalMoves(), out);
  }

  /**
   * Writes the legal-move mask of a kernel position (the player to move), without allocating: the
   * moves are generated into {@code scratch}.
   *
   * @param position the position
   * @param scratch a buffer of at least {@link Position#maxMoves()} entries
   * @param out the mask, at least {@link #numDistinctActions()} long; every entry is written
   * @return the number of legal moves
   */
  public int writeLegalMask(Position position, int[] scratch, boolean[] out) {
    Arrays.fill(out, 0, numDistinctActions(), false);
    int n = position.generate(scratch);
    for (int i = 0; i < n; i++) {
      out[encodeKernel(scratch[i])] = true;
    }
    return n;
  }

  private int writeMask(List<Move> moves, boolean[] out) {
    Arrays.fill(out, 0, numDistinctActions(), false);
    for (Move m : moves) {
      out[encode(m)] = true;
    }
    return moves.size();
  }
}
