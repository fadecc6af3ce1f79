package io.github.strategorules.core.gravon;

import io.github.strategorules.core.Move;
import io.github.strategorules.core.NotationException;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One game as a Gravon XML file records it: the game type, the 100-character field (both setups),
 * the moves, and the recorded result.
 *
 * @param name where it came from (a file or zip entry name)
 * @param type the game type: {@code classic}, {@code barrage}, {@code duell},
 *     {@code ultimate lightning}, {@code classicfree}
 * @param field the 100-character field content, index {@code (rank-1)*10 + file}
 * @param moves the moves, RED's first, alternating
 * @param resultType the recorded result type (1 flag, 0 no move, 2 neither could move, 3 resignation),
 *     or -1 when absent
 * @param winner the recorded winner (1 red, 2 blue, 3 draw), or -1 when absent
 * @param players the player names by id (1 red, 2 blue); absent ids are missing
 */
public record GravonGame(String name, String type, String field, List<GravonMove> moves, int resultType, int winner,
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
      throw new NotationException("a Gravon field has 100 characters, found " + field.length(), field, 0);
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
  public static char letterOf(Player owner, PieceType type) {
    for (int i = 0; i < LETTERS.length; i++) {
      if (LETTERS[i] == type) {
        return (char) ((owner == Player.RED ? 'B' : 'N') + i);
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
  public Setup setup(Player player) {
    List<Setup.Placement> list = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      char c = field.charAt(i);
      if (c == 'A' || c == '_') {
        continue;
      }
      Player owner = c <= 'M' ? Player.RED : Player.BLUE;
      if (owner == player) {
        list.add(new Setup.Placement(Square.of(i % 10, i / 10), typeOf(c)));
      }
    }
    return Setup.of(list);
  }

  /**
   * The moves as actions, RED first and then alternating (Gravon games always start with RED).
   *
   * @return the moves
   */
  public List<Move> playerMoves() {
    List<Move> list = new ArrayList<>(moves.size());
    for (int i = 0; i < moves.size(); i++) {
      GravonMove m = moves.get(i);
      list.add(Move.of(i % 2 == 0 ? Player.RED : Player.BLUE, m.source(), m.target()));
    }
    return list;
  }

  /**
   * The recorded winner.
   *
   * @return RED, BLUE, or empty for a draw or when no winner is recorded
   */
  public Optional<Player> recordedWinner() {
    return winner == 1 ? Optional.of(Player.RED) : winner == 2 ? Optional.of(Player.BLUE) : Optional.empty();
  }
}
