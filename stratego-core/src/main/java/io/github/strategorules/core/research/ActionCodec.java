package io.github.strategorules.core.research;

import io.github.strategorules.core.GameState;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.PlayerView;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Dense integer ids for the moves of a classic-family ruleset, for policy networks and search
 * tables. Every straight move on the board, whatever the piece, has one id:
 * {@code id = from * K + k}, where {@code from = y * width + x} is the start square's index,
 * {@code K = (width - 1) + (height - 1)} and {@code k} numbers the end squares in the same row
 * (files left to right, skipping the start file: {@code 0 .. width - 2}) and then in the same
 * column (ranks from rank 1 up, skipping the start rank: {@code width - 1 .. K - 1}). So
 * {@link #numDistinctActions()} is {@code width * height * K}: 1,800 on the classic 10 x 10 board.
 * Ids are absolute (the same for both players; {@link #decode} takes the player) and include moves
 * no piece can make (from or into a lake): those are never legal. {@code Resign} and the draw
 * actions have no id. Immutable and thread-safe.
 */
public final class ActionCodec {
  private final int width;
  private final int height;
  private final int perSquare;

  private ActionCodec(Ruleset ruleset) {
    this.width = ruleset.width();
    this.height = ruleset.height();
    this.perSquare = width - 1 + height - 1;
  }

  /**
   * The codec of a ruleset's board.
   *
   * @param ruleset the rules
   * @return the codec
   */
  public static ActionCodec of(Ruleset ruleset) {
    return new ActionCodec(Objects.requireNonNull(ruleset, "ruleset"));
  }

  /**
   * The number of ids: {@code width * height * ((width - 1) + (height - 1))}.
   *
   * @return the count
   */
  public int numDistinctActions() {
    return width * height * perSquare;
  }

  /**
   * The id of a move.
   *
   * @param move a straight move on this board
   * @return the id, {@code 0 <= id < numDistinctActions()}
   * @throws IllegalArgumentException when the move is not straight or leaves the board
   */
  public int encode(Move move) {
    return encode(move.from().x(), move.from().y(), move.to().x(), move.to().y());
  }

  /**
   * The id of a kernel move ({@link Moves}) on this board.
   *
   * @param kernelMove the move, {@code from << 10 | to}
   * @return the id
   * @throws IllegalArgumentException when the move is not straight or leaves the board
   */
  public int encodeKernel(int kernelMove) {
    int from = Moves.from(kernelMove);
    int to = Moves.to(kernelMove);
    return encode(from % width, from / width, to % width, to / width);
  }

  private int encode(int fx, int fy, int tx, int ty) {
    if (fx >= width || fy >= height || tx >= width || ty >= height || (fx == tx) == (fy == ty)) {
      throw new IllegalArgumentException("not a straight move on a " + width + "x" + height + " board");
    }
    int k = fy == ty ? (tx < fx ? tx : tx - 1) : width - 1 + (ty < fy ? ty : ty - 1);
    return (fy * width + fx) * perSquare + k;
  }

  /**
   * The move of an id.
   *
   * @param id the id
   * @param player the moving player
   * @return the move
   * @throws IllegalArgumentException when the id is out of range
   */
  public Move decode(int id, Player player) {
    int k = kOf(id);
    int from = id / perSquare;
    int fx = from % width;
    int fy = from / width;
    if (k < width - 1) {
      return Move.of(player, Square.of(fx, fy), Square.of(k < fx ? k : k + 1, fy));
    }
    int r = k - (width - 1);
    return Move.of(player, Square.of(fx, fy), Square.of(fx, r < fy ? r : r + 1));
  }

  /**
   * The kernel move ({@link Moves}) of an id.
   *
   * @param id the id
   * @return the move, {@code from << 10 | to}
   * @throws IllegalArgumentException when the id is out of range
   */
  public int decodeKernel(int id) {
    int k = kOf(id);
    int from = id / perSquare;
    int fx = from % width;
    int fy = from / width;
    int to = k < width - 1 ? fy * width + (k < fx ? k : k + 1)
        : (k - (width - 1) < fy ? k - (width - 1) : k - (width - 1) + 1) * width + fx;
    return Moves.of(from, to);
  }

  private int kOf(int id) {
    if (id < 0 || id >= numDistinctActions()) {
      throw new IllegalArgumentException("action id out of range: " + id);
    }
    return id % perSquare;
  }

  /**
   * Writes the legal-move mask of a player's view: {@code out[id]} is true exactly for the ids of
   * {@link PlayerView#legalMoves()} (all false when the viewer is not to move).
   *
   * @param view the view
   * @param out the mask, at least {@link #numDistinctActions()} long; every entry is written
   * @return the number of legal moves
   */
  public int writeLegalMask(PlayerView view, boolean[] out) {
    return writeMask(view.legalMoves(), out);
  }

  /**
   * Writes the legal-move mask of a state: {@code out[id]} is true exactly for the ids of
   * {@link GameState#legalMoves()}.
   *
   * @param state the state
   * @param out the mask, at least {@link #numDistinctActions()} long; every entry is written
   * @return the number of legal moves
   */
  public int writeLegalMask(GameState state, boolean[] out) {
    return writeMask(state.legalMoves(), out);
  }

  /**
   * Writes the legal-move mask of a kernel position (the player to move), without allocating:
   * the moves are generated into {@code scratch}.
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
