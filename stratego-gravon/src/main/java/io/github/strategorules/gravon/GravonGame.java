package io.github.strategorules.gravon;

import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.Rescue;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One game as a Gravon XML file records it: the game type, the 100-character field (both setups),
 * the moves, and the recorded result.
 *
 * @param name where it came from (a file or zip entry name)
 * @param type the game type: {@code classic}, {@code barrage}, {@code duell}, {@code ultimate
 *     lightning}, {@code classicfree}
 * @param field the 100-character field content, index {@code (rank-1)*10 + file}
 * @param moves the moves, RED's first, alternating
 * @param resultType the recorded result type (1 flag, 0 no move, 2 neither could move, 3
 *     resignation), or -1 when absent
 * @param winner the recorded winner (1 red, 2 blue, 3 draw), or -1 when absent
 * @param players the player names by id (1 red, 2 blue); absent ids are missing
 */
public record GravonGame(
    String name,
    String type,
    String field,
    List<GravonMove> moves,
    int resultType,
    int winner,
    java.util.Map<Integer, String> players) {

  /** Gravon's piece letters after the player offset, in PieceType order of Gravon's listing. */
  private static final PieceType[] LETTERS = {
    PieceType.BOMB, PieceType.SPY, PieceType.SCOUT, PieceType.MINER, PieceType.SERGEANT,
    PieceType.LIEUTENANT, PieceType.CAPTAIN, PieceType.MAJOR, PieceType.COLONEL, PieceType.GENERAL,
    PieceType.MARSHAL, PieceType.FLAG
  };

  /**
   * Checks the parts and copies the moves.
   *
   * @param name the name
   * @param type the type
   * @param field the field
   * @param moves the moves
   * @param resultType the result type or -1
   * @param winner the winner or -1
   * @param players the player names by id
   */
  public GravonGame {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(field, "field");
    moves = List.copyOf(moves);
    players = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(players));
    if (field.length() != 100) {
      throw new NotationException(
          "a Gravon field has 100 characters, found " + field.length(), field, 0);
    }
    for (int i = 0; i < 100; i++) {
      char c = field.charAt(i);
      if (c != 'A' && c != '_' && (c < 'B' || c > 'Y')) {
        throw new NotationException("'" + c + "' is not a Gravon field letter", field, i);
      }
    }
  }

  /**
   * The piece a field letter stands for.
   *
   * @param c a letter {@code B}..{@code Y}
   * @return the piece type
   */
  static PieceType typeOf(char c) {
    return LETTERS[c <= 'M' ? c - 'B' : c - 'N'];
  }

  /**
   * The field letter for a piece.
   *
   * @param owner the owner
   * @param type the type
   * @return the letter
   */
  public static char letterOf(Seat owner, PieceType type) {
    for (int i = 0; i < LETTERS.length; i++) {
      if (LETTERS[i] == type) {
        return (char) ((owner == Seat.RED ? 'B' : 'N') + i);
      }
    }
    throw new IllegalArgumentException(String.valueOf(type));
  }

  /**
   * One player's setup as the field records it.
   *
   * @param player the player
   * @return the setup (unvalidated)
   */
  public Setup setup(Seat player) {
    List<Setup.Placement> list = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      char c = field.charAt(i);
      if (c == 'A' || c == '_') {
        continue;
      }
      Seat owner = c <= 'M' ? Seat.RED : Seat.BLUE;
      if (owner == player) {
        list.add(new Setup.Placement(Square.of(i % 10, i / 10), typeOf(c)));
      }
    }
    return Setup.of(list);
  }

  /**
   * The moves as actions, RED first and then alternating (Gravon games always start with RED). A
   * move with a {@code <rescue>} element becomes a move with a {@link Rescue} (V-1.2).
   *
   * @return the moves
   * @throws NotationException for a {@code rescuepiece} code that is not 1 to 24
   */
  public List<Move> playerMoves() {
    List<Move> list = new ArrayList<>(moves.size());
    for (int i = 0; i < moves.size(); i++) {
      GravonMove m = moves.get(i);
      Seat p = i % 2 == 0 ? Seat.RED : Seat.BLUE;
      list.add(
          m.rescueField() == null
              ? Move.of(p, m.source(), m.target())
              : Move.withRescue(
                  p,
                  m.source(),
                  m.target(),
                  new Rescue(rescueType(m.rescuePiece()), m.rescueField())));
    }
    return list;
  }

  /**
   * The piece type of a {@code rescuepiece} code (V-1.4). Gravon does not document the code; the
   * archive's records fit this reading and no other simple one: the code is the position of the
   * piece's field letter counted from 1 ({@code B} = 1 Bomb ... {@code M} = 12 Flag), plus 12 for
   * BLUE's letters ({@code N} = 13 ...), though BLUE's rescues are written both with and without
   * the 12 (codes 22 and 23, and 2). So the type is {@code (code - 1) mod 12} in field letter
   * order, and in each of the five rescues of the 2014 archive the piece so named is among the
   * mover's captured pieces, as V-1.2 requires.
   *
   * @param code the attribute value
   * @return the type
   * @throws NotationException when the code is not a number from 1 to 24
   */
  @ImplementsRule({"V-1.4", "V-R4"})
  public static PieceType rescueType(@Nullable String code) {
    int n;
    try {
      n = code == null ? -1 : Integer.parseInt(code.strip());
    } catch (NumberFormatException e) {
      n = -1;
    }
    if (n < 1 || n > 24) {
      throw new NotationException(
          "a Gravon rescuepiece is a number from 1 to 24", code == null ? "" : code, 0);
    }
    return LETTERS[(n - 1) % 12];
  }

  /**
   * The {@code rescuepiece} code written for a rescued piece: its field letter's position from 1,
   * plus 12 for BLUE (see {@link #rescueType}).
   *
   * @param owner the rescuing player
   * @param type the rescued type
   * @return the code
   */
  public static int rescueCode(Seat owner, PieceType type) {
    for (int i = 0; i < LETTERS.length; i++) {
      if (LETTERS[i] == type) {
        return i + 1 + (owner == Seat.BLUE ? 12 : 0);
      }
    }
    throw new IllegalArgumentException("no Gravon letter for " + type);
  }

  /**
   * The recorded winner.
   *
   * @return RED, BLUE, or empty for a draw or when no winner is recorded
   */
  public Optional<Seat> recordedWinner() {
    return winner == 1
        ? Optional.of(Seat.RED)
        : winner == 2 ? Optional.of(Seat.BLUE) : Optional.empty();
  }
}
