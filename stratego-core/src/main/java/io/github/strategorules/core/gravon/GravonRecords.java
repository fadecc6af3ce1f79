package io.github.strategorules.core.gravon;

import io.github.strategorules.core.ClassicAction;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.NotationException;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Rescue;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.ClassicTermination;
import io.github.strategorules.core.notation.GameRecord;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Between Gravon games and {@link GameRecord}s: the ruleset of each Gravon game type, records from
 * games, and Gravon XML written from records.
 *
 * <p>Game types: {@code classic} is {@code classic}; {@code barrage} is {@code barrage};
 * {@code duell} is {@code duel(setup_rows=4)} (Gravon's duel used four rows, V-1);
 * {@code classicfree} is {@code classic(free_setup)}; {@code ultimate lightning} is
 * {@code ultimate_lightning(scouts_defuse_bombs)}: the V-1.2 preset with the bomb defuser Gravon's
 * server used (V-1.4, see {@link io.github.strategorules.core.rules.HouseRule#SCOUTS_DEFUSE_BOMBS}),
 * and rescues read from {@code <rescue>} elements ({@link GravonGame#rescueType}). Barrage, duel
 * and Ultimate Lightning need the {@code stratego-variants} module. Each takes the two-squares limit of its era (C-5.1: 5 in
 * 2004, mostly 3 in 2014; the records do not say).
 */
public final class GravonRecords {
  /** Tag with the Gravon game type. */
  public static final String TYPE_TAG = "gravon-type";
  /** Tag with the Gravon result as {@code type/winner}. */
  public static final String RESULT_TAG = "gravon-result";

  private GravonRecords() {}

  /**
   * The ruleset spec of a Gravon game type.
   *
   * @param type the {@code <game type>} value
   * @param twoSquares the two-squares limit to use
   * @param gravonEndings whether C-7.4 is on
   * @return the spec
   * @throws NotationException for a type this library does not support
   */
  public static String rulesetSpec(String type, int twoSquares, boolean gravonEndings) {
    String base = switch (type) {
      case "classic" -> "classic(";
      case "barrage" -> "barrage(";
      case "duell" -> "duel(setup_rows=4,";
      case "classicfree" -> "classic(free_setup,";
      case "ultimate lightning" -> "ultimate_lightning(scouts_defuse_bombs,";
      default -> throw new NotationException("Gravon game type '" + type
          + "' is not supported (classic, barrage, duell, classicfree, ultimate lightning)", type, 0);
    };
    return base + "two_squares=" + twoSquares + (gravonEndings ? ",gravon_endings" : "") + ")";
  }

  /**
   * The Gravon game type of a ruleset, for writing.
   *
   * @param r the ruleset
   * @return the type
   */
  static String typeOf(Ruleset r) {
    return switch (r.name()) {
      case "classic" -> r.freeSetup() ? "classicfree" : "classic";
      case "duel" -> "duell";
      case "ultimate_lightning" -> "ultimate lightning";
      default -> r.name();
    };
  }

  /**
   * A game as a record under the ruleset of its type (see {@link #rulesetSpec}).
   *
   * @param g the game
   * @param twoSquares the two-squares limit of its era
   * @param gravonEndings whether C-7.4 is on
   * @return the record, tagged with the source, the players, the type and the Gravon result
   */
  public static GameRecord toRecord(GravonGame g, int twoSquares, boolean gravonEndings) {
    return toRecord(g, Ruleset.parse(rulesetSpec(g.type(), twoSquares, gravonEndings)));
  }

  /**
   * A game as a record under a given ruleset.
   *
   * @param g the game
   * @param ruleset the rules
   * @return the record
   */
  public static GameRecord toRecord(GravonGame g, Ruleset ruleset) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("source", g.name());
    if (g.players().containsKey(1)) {
      tags.put("red", g.players().get(1));
    }
    if (g.players().containsKey(2)) {
      tags.put("blue", g.players().get(2));
    }
    tags.put(TYPE_TAG, g.type());
    Optional<GameRecord.RecordedResult> result = Optional.empty();
    if (g.resultType() >= 0 || g.winner() >= 0) {
      tags.put(RESULT_TAG, g.resultType() + "/" + g.winner());
      Optional<Player> winner = g.recordedWinner();
      // Gravon's codes 0 and 2 cover several rules (C-7.2, C-7.3): only 1 and 3 name one.
      Optional<ClassicTermination> t = switch (g.resultType()) {
        case 1 -> Optional.of(ClassicTermination.FLAG_CAPTURED);
        case 3 -> Optional.of(ClassicTermination.RESIGNATION);
        default -> Optional.empty();
      };
      if (g.winner() >= 1 && g.winner() <= 3) {
        result = Optional.of(new GameRecord.RecordedResult(winner, t));
      }
    }
    List<ClassicAction> actions = new ArrayList<>(g.playerMoves());
    return new GameRecord(ruleset, g.setup(Player.RED), g.setup(Player.BLUE), actions, result, tags);
  }

  /**
   * Writes a record as Gravon XML. Only moves are written (Gravon has no draw offers); the result
   * comes from the {@link #RESULT_TAG} tag if present, else from the recorded result.
   *
   * @param r a record of a 10 x 10 classic-family game whose setups are complete
   * @return the XML document
   * @throws IllegalArgumentException for a board other than 10 x 10, or a setup not complete
   */
  public static String toXml(GameRecord r) {
    if (r.ruleset().width() != 10 || r.ruleset().height() != 10) {
      throw new IllegalArgumentException("Gravon records are for 10 x 10 boards");
    }
    if (!r.unfinished().isEmpty()) {
      throw new IllegalArgumentException("Gravon records hold complete setups");
    }
    char[] field = new char[100];
    for (int i = 0; i < 100; i++) {
      field[i] = r.ruleset().isLake(io.github.strategorules.core.Square.of(i % 10, i / 10)) ? '_' : 'A';
    }
    place(field, r.red(), Player.RED);
    place(field, r.blue(), Player.BLUE);
    String type = r.tags().getOrDefault(TYPE_TAG, typeOf(r.ruleset()));
    StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n");
    sb.append(" <game type=\"").append(escape(type)).append("\">\n");
    sb.append("  <field content=\"").append(field).append("\"/>\n");
    int id = 1;
    for (Move m : r.moves()) {
      sb.append("  <move id=\"").append(id++).append("\" source=\"").append(GravonMove.formatSquare(m.from()))
          .append("\" target=\"").append(GravonMove.formatSquare(m.to()));
      if (m.rescue().isEmpty()) {
        sb.append("\"/>\n");
      } else {
        Rescue rescue = m.rescue().get();
        sb.append("\">\n   <rescue rescuefield=\"").append(GravonMove.formatSquare(rescue.square()))
            .append("\" rescuepiece=\"").append(GravonGame.rescueCode(m.player(), rescue.type()))
            .append("\"/>\n  </move>\n");
      }
    }
    if (r.tags().containsKey("red")) {
      sb.append("  <player id=\"1\">").append(escape(r.tags().get("red"))).append("</player>\n");
    }
    if (r.tags().containsKey("blue")) {
      sb.append("  <player id=\"2\">").append(escape(r.tags().get("blue"))).append("</player>\n");
    }
    String result = r.tags().get(RESULT_TAG);
    if (result == null && r.result().isPresent()) {
      GameRecord.RecordedResult rr = r.result().get();
      int winner = rr.winner().map(p -> p == Player.RED ? 1 : 2).orElse(3);
      result = resultType(rr.termination()) + "/" + winner;
    }
    if (result != null) {
      String[] parts = result.split("/", 2);
      sb.append("  <result type=\"").append(escape(parts[0])).append("\" winner=\"")
          .append(escape(parts.length > 1 ? parts[1] : "")).append("\"/>\n");
    }
    sb.append(" </game>\n</stratego>\n");
    return sb.toString();
  }

  private static int resultType(Optional<ClassicTermination> t) {
    if (t.isEmpty()) {
      return 0;
    }
    return switch (t.get()) {
      case FLAG_CAPTURED -> 1;
      case NO_MOVABLE_PIECES, NO_LEGAL_MOVE -> 0;
      case BOTH_NO_MOVABLE_PIECES, BOTH_NO_LEGAL_MOVE -> 2;
      case RESIGNATION -> 3;
      default -> 4; // other draws (agreement, limits): Gravon's own "other" codes
    };
  }

  private static void place(char[] field, Setup s, Player p) {
    for (Setup.Placement pl : s.placements()) {
      field[pl.square().y() * 10 + pl.square().x()] = GravonGame.letterOf(p, pl.type());
    }
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
