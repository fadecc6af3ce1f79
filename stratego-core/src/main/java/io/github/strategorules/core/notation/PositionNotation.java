package io.github.strategorules.core.notation;

import io.github.strategorules.core.Chase;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.TwoSquaresChain;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * The one-line position notation for classic-family games: every piece with what has been seen of
 * it, the player to move, the ply, the plies since the last attack and both two-squares chains
 * (C-5.2), so that a position read back decides legality exactly like the original. The view form
 * writes what one player may see (C-8). The format is specified in {@code docs/notation.md}:
 *
 * <pre>
 * classic 8fb/8g^1/10/9r!/2~~2~~2/2~~2~~2/10/4L^5/R4J4/F9 r 4 4 e3@e3-e4,e3-e4 j7@j4-j7 e4-e3 j4-j7
 * </pre>
 *
 * <p>Fields, separated by one or more spaces: ruleset spec (without spaces), board (ranks from the
 * highest to rank 1, separated by {@code /}; a digit run counts empty squares, {@code ~} is a
 * lake), side to move ({@code r} or {@code b}), ply, plies since the last attack, RED's chain,
 * BLUE's chain (C-5), RED's chase, BLUE's chase (C-6: the player's last move, and during a chase
 * {@code @}, the evaders' squares, {@code :} and the chase positions' board hashes); the view form
 * writes {@code #} and the number of chase positions instead of their hashes, and adds a last field
 * {@code view=red}, {@code view=blue} or {@code view=spectator}.
 *
 * <p>Pieces: RED upper case, BLUE lower case: {@code F} flag, {@code B} bomb, {@code S} spy, {@code
 * R} scout, {@code N} miner, {@code T} sergeant, {@code L} lieutenant, {@code K} captain, {@code J}
 * major, {@code C} colonel, {@code G} general, {@code M} marshal; then {@code *} if revealed, then
 * {@code ^} if it moved or {@code !} if it once moved more than one square. In the view form an
 * unknown enemy piece is {@code ?} (a spectator sees {@code X} for RED and {@code x} for BLUE),
 * with the same moved markers.
 */
public final class PositionNotation {
  /** Letters in {@link PieceType} order. */
  static final String LETTERS = "FBSRNTLKJCGM";

  private PositionNotation() {}

  /**
   * The letter of a piece type in this notation, upper case.
   *
   * @param type the type
   * @return the letter
   */
  public static char letter(PieceType type) {
    return LETTERS.charAt(type.ordinal());
  }

  /**
   * The full notation of a game's position.
   *
   * @param state a game in play or over
   * @return the notation
   * @throws IllegalStateException during setup
   */
  public static String format(ClassicState state) {
    return format(state.toPosition());
  }

  /**
   * The full notation of a kernel position.
   *
   * @param p the position
   * @return the notation
   */
  public static String format(Position p) {
    return write(
            p.ruleset(),
            sq -> {
              int code = p.pieceAt(sq);
              if (code == 0) {
                return null;
              }
              char c = letter(PieceType.values()[Position.type(code)]);
              return markers(
                  Position.owner(code) == 0 ? c : Character.toLowerCase(c), p.flagsAt(sq));
            },
            p.toMove(),
            p.ply(),
            p.pliesSinceAttack(),
            chains(p),
            new String[] {
              chaseField(Chase.of(p, Seat.RED), p.chaseHashes(0)),
              chaseField(Chase.of(p, Seat.BLUE), p.chaseHashes(1))
            })
        + rescuesField(p.ruleset(), p.rescuesUsed(0), p.rescuesUsed(1));
  }

  /**
   * A player's C-6 field: {@code -}, or its last move, and during a chase {@code @}, the evaders'
   * squares, {@code :} and the chase's positions: their hashes in the full form, {@code #} and
   * their number in the view form (the hashes cover hidden types).
   */
  private static String chaseField(Chase c, long @Nullable [] hashes) {
    if (c.lastMove().isEmpty() && !c.chasing()) {
      return "-";
    }
    StringBuilder sb =
        new StringBuilder(c.lastMove().map(m -> m.from() + "-" + m.to()).orElse("-"));
    if (c.chasing()) {
      sb.append('@');
      for (int i = 0; i < c.evaders().size(); i++) {
        sb.append(i == 0 ? "" : ",").append(c.evaders().get(i));
      }
      sb.append(':');
      if (hashes == null) {
        sb.append('#').append(c.positions());
      } else {
        for (int i = 0; i < hashes.length; i++) {
          sb.append(i == 0 ? "" : ",").append(Long.toHexString(hashes[i]));
        }
      }
    }
    return sb.toString();
  }

  /**
   * The view form: what one player (or a spectator) may see of the position (C-8).
   *
   * @param view the view, during play or after the game
   * @return the notation, ending with a {@code view=} field
   */
  public static String format(ClassicView view) {
    Ruleset r = view.ruleset();
    Seat viewer = view.viewer().orElse(null);
    String body =
        write(
                r,
                sq -> {
                  ViewPiece vp =
                      view.pieceAt(Square.of(sq % r.width(), sq / r.width())).orElse(null);
                  if (vp == null) {
                    return null;
                  }
                  int seen =
                      (vp.revealed() ? Position.REVEALED : 0)
                          | (vp.moved() ? Position.MOVED : 0)
                          | (vp.movedFar() ? Position.MOVED_FAR : 0)
                          | (view.hasRescued(Square.of(sq % r.width(), sq / r.width()))
                              ? Position.RESCUED
                              : 0);
                  if (vp.type().isPresent()) {
                    char c = letter(vp.type().get());
                    return markers(vp.owner() == Seat.RED ? c : Character.toLowerCase(c), seen);
                  }
                  char unknown = viewer != null ? '?' : vp.owner() == Seat.RED ? 'X' : 'x';
                  return markers(unknown, seen);
                },
                view.toMove().orElse(Seat.RED).ordinal(),
                view.ply(),
                view.pliesSinceAttack(),
                new TwoSquaresChain[] {view.chain(Seat.RED), view.chain(Seat.BLUE)},
                new String[] {
                  chaseField(view.chase(Seat.RED), null), chaseField(view.chase(Seat.BLUE), null)
                })
            + rescuesField(r, view.rescuesUsed(Seat.RED), view.rescuesUsed(Seat.BLUE));
    return body
        + " view="
        + (viewer == null ? "spectator" : viewer.name().toLowerCase(java.util.Locale.ROOT));
  }

  static boolean hasTwoSquareMovers(Ruleset r) {
    for (PieceType t : PieceType.values()) {
      if (r.movement(t) == Movement.TWO_SQUARES) {
        return true;
      }
    }
    return false;
  }

  private static String markers(char c, int seen) {
    StringBuilder sb = new StringBuilder(4).append(c);
    if ((seen & Position.REVEALED) != 0) {
      sb.append('*');
    }
    if ((seen & Position.MOVED_FAR) != 0) {
      sb.append('!');
    } else if ((seen & Position.MOVED) != 0) {
      sb.append('^');
    }
    if ((seen & Position.RESCUED) != 0) {
      sb.append('+'); // V-1.2: this piece has made its rescue
    }
    return sb.toString();
  }

  /** V-1.2: with rescues on, a last field {@code rescues=R,B}, the rescues each player has made. */
  private static String rescuesField(Ruleset r, int red, int blue) {
    return r.has(HouseRule.RESCUE) ? " rescues=" + red + "," + blue : "";
  }

  private static TwoSquaresChain[] chains(Position p) {
    return new TwoSquaresChain[] {
      TwoSquaresChain.of(p, Seat.RED), TwoSquaresChain.of(p, Seat.BLUE)
    };
  }

  private static String write(
      Ruleset r,
      IntFunction<@Nullable String> token,
      int toMove,
      int ply,
      int quiet,
      TwoSquaresChain[] chains,
      String[] chases) {
    StringBuilder sb = new StringBuilder(r.spec()).append(' ');
    for (int y = r.height() - 1; y >= 0; y--) {
      int empty = 0;
      for (int x = 0; x < r.width(); x++) {
        Square s = Square.of(x, y);
        String tok = r.isLake(s) ? "~" : token.apply(y * r.width() + x);
        if (tok == null) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(tok);
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (y > 0) {
        sb.append('/');
      }
    }
    sb.append(' ')
        .append(toMove == 0 ? 'r' : 'b')
        .append(' ')
        .append(ply)
        .append(' ')
        .append(quiet);
    for (TwoSquaresChain c : chains) {
      sb.append(' ');
      if (c.piece().isEmpty()) {
        sb.append('-');
        continue;
      }
      sb.append(c.piece().get()).append('@');
      for (int i = 0; i < c.segments().size(); i++) {
        Move m = c.segments().get(i);
        sb.append(i == 0 ? "" : ",").append(m.from()).append('-').append(m.to());
      }
    }
    for (String c : chases) {
      sb.append(' ').append(c);
    }
    return sb.toString();
  }

  // ------------------------------------------------------------------ parsing

  /**
   * Reads the full notation into a game in play (or over, if the position is decided). The history
   * starts empty.
   *
   * @param text the notation
   * @return the state
   * @throws NotationException for malformed text or an impossible position, with the character
   *     index
   */
  public static ClassicState parse(String text) {
    return ClassicState.of(parsePosition(text, ReadLimits.DEFAULT));
  }

  /**
   * Reads the full notation into a game in play, within the given limits.
   *
   * @param text the notation
   * @param limits the limits: the notation's length ({@link ReadLimits#maxDocumentLength()}) and
   *     its ruleset spec's ({@link ReadLimits#maxValueLength()})
   * @return the state
   * @throws NotationException for malformed text, an impossible position or a text past a limit
   */
  public static ClassicState parse(String text, ReadLimits limits) {
    return ClassicState.of(parsePosition(text, limits));
  }

  /**
   * Reads the full notation into a kernel position.
   *
   * @param text the notation
   * @return the position
   * @throws NotationException for malformed text or an impossible position, with the character
   *     index
   */
  public static Position parsePosition(String text) {
    return parsePosition(text, ReadLimits.DEFAULT);
  }

  /**
   * Reads the full notation into a kernel position, within the given limits.
   *
   * @param text the notation
   * @param limits the limits (see {@link #parse(String, ReadLimits)})
   * @return the position
   * @throws NotationException for malformed text, an impossible position or a text past a limit
   */
  public static Position parsePosition(String text, ReadLimits limits) {
    return new PositionReader(text, limits).read();
  }
}
