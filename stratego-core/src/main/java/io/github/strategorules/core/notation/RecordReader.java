package io.github.strategorules.core.notation;

import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord.RecordedResult;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the {@code stratego-record 1} text ({@link ClassicRecord#parse(String, ReadLimits)}, {@link
 * ClassicRecord#rulesetOf(String)}): line by line, every problem a {@link NotationException} with
 * its line and column, within the {@link ReadLimits}. Kept apart from the record value and its
 * writer, as reading untrusted text is a concern of its own.
 */
final class RecordReader {
  private static final String HEADER = ClassicRecord.HEADER;
  private static final String UNFINISHED = ClassicRecord.UNFINISHED;

  private RecordReader() {}

  /** {@link ClassicRecord#parse(String, ReadLimits)}. */
  static ClassicRecord read(String text, ReadLimits limits) {
    Objects.requireNonNull(text, "text");
    limits.checkDocument(text, "a game record");
    String[] lines = text.split("\\R", -1);
    Ruleset ruleset = null;
    Setup red = null;
    Setup blue = null;
    List<ClassicAction> actions = new ArrayList<>();
    Optional<RecordedResult> result = Optional.empty();
    Map<String, String> tags = new LinkedHashMap<>();
    Set<Seat> unfinished = EnumSet.noneOf(Seat.class);
    boolean header = false;
    int movesSeen = 0;
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n].strip();
      int lineNo = n + 1;
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (!header) {
        if (!line.equals(HEADER)) {
          throw error("a record starts with '" + HEADER + "'", line, lineNo, 1);
        }
        header = true;
        continue;
      }
      int sp = line.indexOf(' ');
      String keyword = sp < 0 ? line : line.substring(0, sp);
      String rest = sp < 0 ? "" : line.substring(sp + 1).strip();
      int restCol = lines[n].indexOf(rest) + 1;
      if (result.isPresent()) {
        throw error("nothing may follow the result line", line, lineNo, 1);
      }
      switch (keyword) {
        case "ruleset" -> {
          if (ruleset != null) {
            throw error("a second ruleset line", line, lineNo, 1);
          }
          try {
            limits.checkValue(rest, "a ruleset spec");
            ruleset = Ruleset.parse(rest);
          } catch (NotationException e) {
            throw error(e.problem(), line, lineNo, restCol + Math.max(0, e.index()));
          }
        }
        case "tag" -> {
          if (tags.size() >= limits.maxTags()) {
            throw error(
                "more tags than the limit of " + limits.maxTags() + " (ReadLimits.maxTags)",
                line,
                lineNo,
                1);
          }
          readTag(rest, tags, line, lineNo, restCol, limits);
        }
        case "setup" -> {
          if (ruleset == null) {
            throw error("the ruleset line comes before the setups", line, lineNo, 1);
          }
          Seat p = rest.startsWith("red") ? Seat.RED : rest.startsWith("blue") ? Seat.BLUE : null;
          if (p == null) {
            throw error("expected 'setup red' or 'setup blue'", line, lineNo, restCol);
          }
          if ((p == Seat.RED ? red : blue) != null) {
            throw error("a second setup for " + p, line, lineNo, 1);
          }
          String body = rest.substring(p == Seat.RED ? 3 : 4);
          if (body.equals(UNFINISHED) || body.endsWith(" " + UNFINISHED)) {
            unfinished.add(p);
            body = body.substring(0, body.length() - UNFINISHED.length());
          }
          Setup s = readSetup(ruleset, body, line, lineNo, restCol + (p == Seat.RED ? 3 : 4));
          if (p == Seat.RED) {
            red = s;
          } else {
            blue = s;
          }
        }
        case "moves" -> {
          if (ruleset == null || red == null || blue == null) {
            throw error("moves come after the ruleset and both setups", line, lineNo, 1);
          }
          movesSeen =
              readActions(
                  ruleset, rest, actions, movesSeen, line, lineNo, restCol, limits.maxActions());
        }
        case "result" -> result = Optional.of(readResult(rest, line, lineNo, restCol));
        default ->
            throw error(
                "unknown line '" + keyword + "' (expected ruleset, tag, setup, moves or result)",
                line,
                lineNo,
                1);
      }
    }
    if (!header) {
      throw error("empty record: expected '" + HEADER + "'", "", 1, 1);
    }
    if (ruleset == null || red == null || blue == null) {
      throw error("a record needs a ruleset line and both setups", "", lines.length, 1);
    }
    return new ClassicRecord(ruleset, red, blue, actions, result, tags, unfinished);
  }

  /** {@link ClassicRecord#rulesetOf(String)}. */
  static Optional<Ruleset> rulesetOf(String text) {
    Objects.requireNonNull(text, "text");
    String[] lines = text.split("\\R", -1);
    boolean header = false;
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (!header) {
        if (!line.equals(HEADER)) {
          return Optional.empty();
        }
        header = true;
      } else if (line.startsWith("ruleset ")) {
        String rest = line.substring("ruleset ".length()).strip();
        try {
          return Optional.of(Ruleset.parse(rest));
        } catch (NotationException e) {
          throw error(
              e.problem(), line, n + 1, lines[n].indexOf(rest) + 1 + Math.max(0, e.index()));
        }
      } else if (!line.startsWith("tag ")) {
        break;
      }
    }
    if (!header) {
      return Optional.empty();
    }
    throw error("a record names its ruleset after its first line", "", 1, 1);
  }

  private static NotationException error(String problem, String line, int lineNo, int col) {
    return new NotationException(problem, line, -1, lineNo, col);
  }

  private static void readTag(
      String rest, Map<String, String> tags, String line, int lineNo, int col, ReadLimits limits) {
    int sp = rest.indexOf(' ');
    if (sp < 0) {
      throw error("a tag is: tag name \"value\"", line, lineNo, col);
    }
    String name = rest.substring(0, sp);
    String value = rest.substring(sp + 1).strip();
    if (!name.matches("[A-Za-z][A-Za-z0-9_.-]*")) {
      throw error(
          "a tag name is a letter followed by letters, digits, _ . or -", line, lineNo, col);
    }
    if (value.length() < 2 || value.charAt(0) != '"' || value.charAt(value.length() - 1) != '"') {
      throw error("a tag value is in double quotes", line, lineNo, col + sp + 1);
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i < value.length() - 1; i++) {
      char c = value.charAt(i);
      if (c == '\\') {
        if (i + 1 >= value.length() - 1) {
          throw error("a backslash must escape \\, \", n, r or u", line, lineNo, col + sp + 1 + i);
        }
        char e = value.charAt(++i);
        switch (e) {
          case '\\' -> sb.append('\\');
          case '"' -> sb.append('"');
          case 'n' -> sb.append('\n');
          case 'r' -> sb.append('\r');
          case 'u' -> {
            String hex = i + 4 < value.length() - 1 ? value.substring(i + 1, i + 5) : "";
            if (!hex.matches("[0-9a-fA-F]{4}")) {
              throw error("\\u takes four hexadecimal digits", line, lineNo, col + sp + 1 + i);
            }
            sb.append((char) Integer.parseInt(hex, 16));
            i += 4;
          }
          default ->
              throw error(
                  "a backslash must escape \\, \", n, r or u", line, lineNo, col + sp + 1 + i);
        }
      } else if (c == '"') {
        throw error("a quote inside a tag value must be escaped", line, lineNo, col + sp + 1 + i);
      } else {
        sb.append(c);
      }
    }
    if (sb.length() > limits.maxValueLength()) {
      throw error(
          "a tag value is longer than the limit of "
              + limits.maxValueLength()
              + " characters (ReadLimits.maxValueLength)",
          line,
          lineNo,
          col + sp + 1);
    }
    if (tags.put(name, sb.toString()) != null) {
      throw error("a second tag '" + name + "'", line, lineNo, col);
    }
  }

  /** A space-separated token and its one-based column. */
  private record Token(String text, int column) {}

  private static List<Token> tokens(String body, int col) {
    List<Token> list = new ArrayList<>();
    int i = 0;
    for (String tok : body.split(" ", -1)) {
      if (!tok.isEmpty()) {
        list.add(new Token(tok, col + i));
      }
      i += tok.length() + 1;
    }
    return list;
  }

  private static Setup readSetup(Ruleset r, String body, String line, int lineNo, int col) {
    List<Setup.Placement> list = new ArrayList<>();
    for (Token token : tokens(body, col)) {
      String tok = token.text();
      int tokCol = token.column();
      int eq = tok.indexOf('=');
      Square s = eq < 0 ? null : Square.tryParse(tok.substring(0, eq));
      if (s == null) {
        throw error("a placement is square=piece, like a1=F", line, lineNo, tokCol);
      }
      PieceType t = RankNumbering.MODERN.parse(tok.substring(eq + 1));
      if (t == null) {
        throw error(
            "'" + tok.substring(eq + 1) + "' is not a piece (F, B, S, 2..10)",
            line,
            lineNo,
            tokCol + eq + 1);
      }
      list.add(new Setup.Placement(s, t));
    }
    return Setup.of(list);
  }

  private static int readActions(
      Ruleset r,
      String body,
      List<ClassicAction> actions,
      int movesSeen,
      String line,
      int lineNo,
      int col,
      int maxActions) {
    int moves = movesSeen;
    for (Token token : tokens(body, col)) {
      String tok = token.text();
      int tokCol = token.column();
      if (actions.size() >= maxActions) {
        throw error(
            "more actions than the limit of " + maxActions + " (ReadLimits.maxActions)",
            line,
            lineNo,
            tokCol);
      }
      int colon = tok.indexOf(':');
      if (colon > 0) {
        String what = tok.substring(0, colon);
        String who = tok.substring(colon + 1);
        Seat p = who.equals("red") ? Seat.RED : who.equals("blue") ? Seat.BLUE : null;
        if (p == null) {
          throw error(
              "expected red or blue after '" + what + ":'", line, lineNo, tokCol + colon + 1);
        }
        switch (what) {
          case "resign" -> actions.add(new ClassicResignation(p));
          case "offer" -> actions.add(new ClassicDrawOffer(p));
          case "accept" -> actions.add(new ClassicDrawAcceptance(p));
          default ->
              throw error(
                  "unknown action '" + what + "' (resign, offer, accept)", line, lineNo, tokCol);
        }
        continue;
      }
      // Moves alternate from the ruleset's first player; draw offers and the like do not take a
      // turn.
      Seat mover = moves % 2 == 0 ? r.firstSeat() : r.firstSeat().opponent();
      try {
        actions.add(Move.parse(mover, tok));
      } catch (NotationException e) {
        throw error(
            "'" + tok + "' is not a move (like b2-b3) or an action (like resign:red)",
            line,
            lineNo,
            tokCol + Math.max(0, e.index()));
      }
      moves++;
    }
    return moves;
  }

  private static RecordedResult readResult(String rest, String line, int lineNo, int col) {
    String[] parts = rest.split(" +");
    if (parts.length != 2) {
      throw error("a result is: result red|blue|draw TERMINATION|-", line, lineNo, col);
    }
    Optional<Seat> winner =
        switch (parts[0]) {
          case "red" -> Optional.of(Seat.RED);
          case "blue" -> Optional.of(Seat.BLUE);
          case "draw" -> Optional.empty();
          default -> throw error("the winner is red, blue or draw", line, lineNo, col);
        };
    Optional<ClassicTermination> termination;
    if (parts[1].equals("-")) {
      termination = Optional.empty();
    } else {
      try {
        termination = Optional.of(ClassicTermination.valueOf(parts[1]));
      } catch (IllegalArgumentException e) {
        throw error(
            "unknown termination '" + parts[1] + "'", line, lineNo, col + parts[0].length() + 1);
      }
    }
    return new RecordedResult(winner, termination);
  }
}
