package io.github.strategorules.gravon;

import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.Rescue;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Between Gravon games and {@link ClassicRecord}s: the ruleset of each Gravon game type, records
 * from games, and Gravon XML written from records.
 *
 * <p>Game types: {@code classic} is {@code classic}; {@code barrage} is {@code barrage}; {@code
 * duell} is {@code duel(setup_rows=4)} (Gravon's duel used four rows, V-1); {@code classicfree} is
 * {@code classic(free_setup)}; {@code ultimate lightning} is {@code
 * ultimate_lightning(scouts_defuse_bombs)}: the V-1.2 preset with the bomb defuser Gravon's server
 * used (V-1.4, see {@link io.github.strategorules.core.rules.HouseRule#SCOUTS_DEFUSE_BOMBS}), and
 * rescues read from {@code <rescue>} elements ({@link GravonGame#rescueType}). Barrage, duel and
 * Ultimate Lightning need the {@code stratego-variants} module.
 *
 * <p><b>The two-squares limit of a record's era (C-5.1).</b> The records do not say which limit the
 * server used, but their era does: the archives of 2004 to 2006 need N = 5 (with 3, about half of
 * the games of 2004-11 break the rule), those of 2013 to 2015 need N = 3 (the server kept 5 as an
 * option, and no game of the 2014 archives breaks 3). {@link #twoSquaresLimit(String)} reads the
 * year from a name such as {@code classic-2004.11-0.xml} (Gravon's entry names) or {@code
 * strados2004-11.zip} (its archive names): up to 2006 it gives 5, from 2013 on 3; for the years
 * between, which no archive at hand covers, and for names without a date it gives the C-5.1 default
 * 3, an unverified reading. {@link #toRecord(GravonGame, boolean)} uses it; every method that takes
 * a limit overrides it.
 */
@ImplementsRule({"C-R8", "V-R6", "V-R7"})
public final class GravonRecords {
  /** Tag with the Gravon game type. */
  public static final String TYPE_TAG = "gravon-type";

  /** Tag with the Gravon result as {@code type/winner}. */
  public static final String RESULT_TAG = "gravon-result";

  private GravonRecords() {}

  /** A year and month in a Gravon name: {@code 2004.11} in entries, {@code 2004-11} in archives. */
  private static final java.util.regex.Pattern DATE =
      java.util.regex.Pattern.compile(
          "(?<![0-9])((?:19|20)[0-9]{2})[.-](?:1[0-2]|0?[1-9])(?![0-9])");

  /**
   * The two-squares limit of the era a Gravon name is dated in (see the class comment).
   *
   * @param name an entry name such as {@code classic-2004.11-0.xml} or an archive name such as
   *     {@code strados2014-5.zip}
   * @return 5 for 2006 and before, 3 from 2013 on, else {@link Ruleset#DEFAULT_TWO_SQUARES}
   */
  public static int twoSquaresLimit(String name) {
    return eraLimit(name).orElse(Ruleset.DEFAULT_TWO_SQUARES);
  }

  /**
   * The two-squares limit of a record's era, when its name dates it to an era the archives support
   * (see the class comment).
   *
   * @param name an entry or archive name
   * @return 5 for 2006 and before, 3 from 2013 on, else empty
   */
  @ImplementsRule("C-R4")
  public static java.util.OptionalInt eraLimit(String name) {
    java.util.regex.Matcher m = DATE.matcher(name == null ? "" : name);
    if (!m.find()) {
      return java.util.OptionalInt.empty();
    }
    int year = Integer.parseInt(m.group(1));
    return year <= 2006
        ? java.util.OptionalInt.of(5)
        : year >= 2013 ? java.util.OptionalInt.of(3) : java.util.OptionalInt.empty();
  }

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
    String base =
        switch (type) {
          case "classic" -> "classic(";
          case "barrage" -> "barrage(";
          case "duell" -> "duel(setup_rows=4,";
          case "classicfree" -> "classic(free_setup,";
          case "ultimate lightning" -> "ultimate_lightning(scouts_defuse_bombs,";
          default ->
              throw new NotationException(
                  "Gravon game type '"
                      + type
                      + "' is not supported (classic, barrage, duell, classicfree, ultimate lightning)",
                  type,
                  0);
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
   * A game as a record under the ruleset of its type, with the two-squares limit of its era ({@link
   * #twoSquaresLimit(String)} of its name).
   *
   * @param g the game
   * @param gravonEndings whether C-7.4 is on
   * @return the record, tagged with the source, the players, the type and the Gravon result
   * @throws NotationException for a game type this library does not support
   */
  public static ClassicRecord toRecord(GravonGame g, boolean gravonEndings) {
    return toRecord(g, twoSquaresLimit(g.name()), gravonEndings);
  }

  /**
   * A game as a record under the ruleset of its type (see {@link #rulesetSpec}).
   *
   * @param g the game
   * @param twoSquares the two-squares limit of its era
   * @param gravonEndings whether C-7.4 is on
   * @return the record, tagged with the source, the players, the type and the Gravon result
   */
  public static ClassicRecord toRecord(GravonGame g, int twoSquares, boolean gravonEndings) {
    return toRecord(g, Ruleset.parse(rulesetSpec(g.type(), twoSquares, gravonEndings)));
  }

  /**
   * A game as a record under a given ruleset.
   *
   * @param g the game
   * @param ruleset the rules
   * @return the record
   */
  public static ClassicRecord toRecord(GravonGame g, Ruleset ruleset) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("source", g.name());
    if (g.players().containsKey(1)) {
      tags.put("red", g.players().get(1));
    }
    if (g.players().containsKey(2)) {
      tags.put("blue", g.players().get(2));
    }
    tags.put(TYPE_TAG, g.type());
    Optional<ClassicRecord.RecordedResult> result = Optional.empty();
    if (g.resultType() >= 0 || g.winner() >= 0) {
      tags.put(RESULT_TAG, g.resultType() + "/" + g.winner());
      Optional<Seat> winner = g.recordedWinner();
      // Gravon's codes 0 and 2 cover several rules (C-7.2, C-7.3): only 1 and 3 name one.
      Optional<ClassicTermination> t =
          switch (g.resultType()) {
            case 1 -> Optional.of(ClassicTermination.FLAG_CAPTURED);
            case 3 -> Optional.of(ClassicTermination.RESIGNATION);
            default -> Optional.empty();
          };
      if (g.winner() >= 1 && g.winner() <= 3) {
        result = Optional.of(new ClassicRecord.RecordedResult(winner, t));
      }
    }
    List<ClassicAction> actions = new ArrayList<>(g.playerMoves());
    return new ClassicRecord(ruleset, g.setup(Seat.RED), g.setup(Seat.BLUE), actions, result, tags);
  }

  /**
   * Writes a record as Gravon XML. Only moves are written (Gravon has no draw offers); the result
   * comes from the {@link #RESULT_TAG} tag if present, else from the recorded result. What this
   * writes, {@link GravonReader} reads back to the same field, moves, player names (without
   * surrounding blanks, which the reader strips), type and result; a record that Gravon XML cannot
   * hold is refused rather than written wrongly.
   *
   * @param r a record of a 10 x 10 classic-family game whose setups are complete
   * @return the XML document
   * @throws IllegalArgumentException for a board other than 10 x 10, a square off it, two pieces on
   *     one square, a setup not complete, a {@link #RESULT_TAG} that is not two numbers {@code
   *     type/winner}, or a type or player name with a character XML 1.0 cannot hold, or a game too
   *     long for the default {@link ReadLimits}
   */
  public static String toXml(ClassicRecord r) {
    if (r.ruleset().width() != 10 || r.ruleset().height() != 10) {
      throw new IllegalArgumentException("Gravon records are for 10 x 10 boards");
    }
    if (!r.unfinished().isEmpty()) {
      throw new IllegalArgumentException("Gravon records hold complete setups");
    }
    char[] field = new char[100];
    for (int i = 0; i < 100; i++) {
      field[i] =
          r.ruleset().isLake(io.github.strategorules.core.board.Square.of(i % 10, i / 10))
              ? '_'
              : 'A';
    }
    boolean[] taken = new boolean[100];
    place(field, taken, r.red(), Seat.RED);
    place(field, taken, r.blue(), Seat.BLUE);
    String type = r.tags().getOrDefault(TYPE_TAG, typeOf(r.ruleset()));
    StringBuilder sb =
        new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n");
    sb.append(" <game type=\"").append(escape(type, "the game type")).append("\">\n");
    sb.append("  <field content=\"").append(field).append("\"/>\n");
    int id = 1;
    for (Move m : r.moves()) {
      sb.append("  <move id=\"")
          .append(id++)
          .append("\" source=\"")
          .append(square(m.from()))
          .append("\" target=\"")
          .append(square(m.to()));
      if (m.rescue().isEmpty()) {
        sb.append("\"/>\n");
      } else {
        Rescue rescue = m.rescue().get();
        sb.append("\">\n   <rescue rescuefield=\"")
            .append(square(rescue.square()))
            .append("\" rescuepiece=\"")
            .append(GravonGame.rescueCode(m.seat(), rescue.type()))
            .append("\"/>\n  </move>\n");
      }
    }
    if (r.tags().containsKey("red")) {
      sb.append("  <player id=\"1\">")
          .append(escape(r.tags().get("red"), "a player name"))
          .append("</player>\n");
    }
    if (r.tags().containsKey("blue")) {
      sb.append("  <player id=\"2\">")
          .append(escape(r.tags().get("blue"), "a player name"))
          .append("</player>\n");
    }
    String result = r.tags().get(RESULT_TAG);
    if (result == null && r.result().isPresent()) {
      ClassicRecord.RecordedResult rr = r.result().get();
      int winner = rr.winner().map(p -> p == Seat.RED ? 1 : 2).orElse(3);
      result = resultType(rr.termination()) + "/" + winner;
    }
    if (result != null) {
      String[] parts = result.split("/", -1);
      if (parts.length != 2 || !isInt(parts[0]) || !isInt(parts[1])) {
        throw new IllegalArgumentException(
            "the " + RESULT_TAG + " tag is two numbers, type/winner");
      }
      sb.append("  <result type=\"")
          .append(parts[0])
          .append("\" winner=\"")
          .append(parts[1])
          .append("\"/>\n");
    }
    sb.append(" </game>\n</stratego>\n");
    if (r.moves().size() > ReadLimits.DEFAULT.maxActions()
        || sb.length() > ReadLimits.DEFAULT.maxDocumentLength()) {
      throw new IllegalArgumentException(
          "the game is too long for a Gravon file within the default ReadLimits");
    }
    return sb.toString();
  }

  /** Whether a result part is what the reader reads back: an int in plain decimal. */
  private static boolean isInt(String s) {
    if (!s.matches("-?[0-9]{1,10}")) {
      return false;
    }
    long v = Long.parseLong(s);
    return v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE;
  }

  /** A square of the 10 x 10 board in Gravon's letters; anything else is refused, never wrapped. */
  private static String square(io.github.strategorules.core.board.Square s) {
    if (s.x() >= 10 || s.y() >= 10) {
      throw new IllegalArgumentException(s + " is not a square of the 10 x 10 board");
    }
    return GravonMove.formatSquare(s);
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

  private static void place(char[] field, boolean[] taken, Setup s, Seat p) {
    for (Setup.Placement pl : s.placements()) {
      square(pl.square());
      int i = pl.square().y() * 10 + pl.square().x();
      if (taken[i]) {
        throw new IllegalArgumentException(
            "two pieces on " + pl.square() + ": a Gravon field holds one per square");
      }
      taken[i] = true;
      field[i] = GravonGame.letterOf(p, pl.type());
    }
  }

  /**
   * Escapes text for an attribute value or element content: markup characters and the white space
   * an XML reader would normalise as character references; a character XML 1.0 cannot hold at all
   * is refused.
   */
  private static String escape(String s, String what) {
    if (s.length() > ReadLimits.DEFAULT.maxValueLength()) {
      throw new IllegalArgumentException(
          what + " is longer than the default ReadLimits.maxValueLength");
    }
    StringBuilder sb = new StringBuilder(s.length() + 8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\t', '\n', '\r' -> sb.append("&#").append((int) c).append(';');
        default -> {
          boolean pair =
              Character.isHighSurrogate(c)
                  && i + 1 < s.length()
                  && Character.isLowSurrogate(s.charAt(i + 1));
          if (pair) {
            sb.append(c).append(s.charAt(++i));
          } else if (c < 0x20 || Character.isSurrogate(c) || c == 0xFFFE || c == 0xFFFF) {
            throw new IllegalArgumentException(
                what
                    + " holds the character U+"
                    + String.format("%04X", (int) c)
                    + ", which XML 1.0 cannot hold");
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }
}
