package io.github.strategorules.core.notation;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import java.util.EnumMap;
import java.util.Map;

/**
 * Reads the position notation ({@link PositionNotation#parsePosition(String, ReadLimits)}): a
 * one-pass reader that knows where it is, so that every problem is a {@link NotationException} at
 * its character index. Writing stays in {@link PositionNotation}; reading untrusted text is a
 * concern of its own (its limits, its locations).
 */
final class PositionReader {
  private final String text;
  private final ReadLimits limits;
  private int at;

  PositionReader(String text, ReadLimits limits) {
    if (text == null) {
      throw new NotationException("no position notation", "", 0);
    }
    limits.checkDocument(text, "a position");
    this.text = text;
    this.limits = limits;
  }

  private NotationException error(String problem, int index) {
    return new NotationException(problem, text, index);
  }

  /** The next space-separated field and where it starts. */
  private String field(String what) {
    while (at < text.length() && text.charAt(at) == ' ') {
      at++;
    }
    int start = at;
    while (at < text.length() && text.charAt(at) != ' ') {
      at++;
    }
    if (start == at) {
      throw error("missing " + what, start);
    }
    return text.substring(start, at);
  }

  private int fieldStart() {
    int i = at;
    while (i < text.length() && text.charAt(i) == ' ') {
      i++;
    }
    return i;
  }

  Position read() {
    int specAt = fieldStart();
    String spec = field("ruleset");
    if (spec.length() > limits.maxValueLength()) {
      throw error(
          "the ruleset spec is longer than the limit of "
              + limits.maxValueLength()
              + " characters (ReadLimits.maxValueLength)",
          specAt);
    }
    Ruleset r;
    try {
      r = Ruleset.parse(spec);
    } catch (NotationException e) {
      throw error(e.problem(), specAt + Math.max(0, e.index()));
    }
    Position p = new Position(r);
    int boardAt = fieldStart();
    readBoard(r, p, field("board"), boardAt);
    int sideAt = fieldStart();
    String side = field("side to move (r or b)");
    if (!side.equals("r") && !side.equals("b")) {
      throw error("the side to move is r or b", sideAt);
    }
    int plyAt = fieldStart();
    int ply = number(field("ply"), plyAt);
    if (ply > Position.MAX_PLY) {
      throw error("the ply is at most " + Position.MAX_PLY + " (Position.MAX_PLY)", plyAt);
    }
    int quietAt = fieldStart();
    int quiet = number(field("plies since the last attack"), quietAt);
    if (quiet > ply) {
      throw error("more plies since the last attack than plies", quietAt);
    }
    p.setClock(side.equals("r") ? 0 : 1, ply, quiet);
    for (int q = 0; q < 2; q++) {
      int chainAt = fieldStart();
      readChain(r, p, q, field(q == 0 ? "RED's chain" : "BLUE's chain"), chainAt);
    }
    for (int q = 0; q < 2; q++) {
      int chaseAt = fieldStart();
      readChase(r, p, q, field(q == 0 ? "RED's chase (C-6)" : "BLUE's chase (C-6)"), chaseAt);
    }
    int restAt = fieldStart();
    if (r.has(HouseRule.RESCUE) && text.startsWith("rescues=", restAt)) {
      readRescues(p, field("rescues"), restAt);
      restAt = fieldStart();
    }
    if (restAt < text.length()) {
      throw error("unexpected text after the position", restAt);
    }
    // A strict setup always has its roster's flag: a missing one was captured (C-7.1).
    if (!r.freeSetup() && r.count(PieceType.FLAG) > 0) {
      p.setHadFlag(0, true);
      p.setHadFlag(1, true);
    }
    return p;
  }

  /** V-1.2: {@code rescues=R,B}, each 0 to 2. */
  private void readRescues(Position p, String f, int start) {
    String[] parts = f.substring("rescues=".length()).split(",", -1);
    if (parts.length != 2) {
      throw error("rescues are written rescues=R,B", start);
    }
    int at = start + "rescues=".length();
    for (int q = 0; q < 2; q++) {
      int n = number(parts[q], at);
      if (n > 2) {
        throw error("a player makes at most 2 rescues", at);
      }
      p.setRescuesUsed(q, n);
      at += parts[q].length() + 1;
    }
  }

  /** A count: 1 to 10 ASCII digits, at most {@link Integer#MAX_VALUE}. */
  private int number(String s, int index) {
    if (s.isEmpty() || s.length() > 10 || !s.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
      throw error("expected a number", index);
    }
    long n = Long.parseLong(s);
    if (n > Integer.MAX_VALUE) {
      throw error("the number is too large", index);
    }
    return (int) n;
  }

  private void readBoard(Ruleset r, Position p, String board, int start) {
    Map<Seat, Map<PieceType, Integer>> counts = new EnumMap<>(Seat.class);
    int y = r.height() - 1;
    int x = 0;
    int i = 0;
    while (i < board.length()) {
      char c = board.charAt(i);
      int idx = start + i;
      if (c == '/') {
        if (x != r.width()) {
          throw error("rank " + (y + 1) + " has " + x + " squares, not " + r.width(), idx);
        }
        y--;
        x = 0;
        i++;
        if (y < 0) {
          throw error("more than " + r.height() + " ranks", idx);
        }
        continue;
      }
      if (c >= '0' && c <= '9') {
        int j = i;
        while (j < board.length() && board.charAt(j) >= '0' && board.charAt(j) <= '9') {
          j++;
        }
        if (j - i > 2 || board.charAt(i) == '0') {
          throw error("an empty-square count is 1 to 99, without leading zeros", idx);
        }
        int run = Integer.parseInt(board.substring(i, j));
        for (int k = 0; k < run; k++) {
          if (x >= r.width()) {
            throw error("rank " + (y + 1) + " is longer than " + r.width() + " squares", idx);
          }
          if (r.isLake(Square.of(x, y))) {
            throw error(Square.of(x, y) + " is a lake: write ~", idx);
          }
          x++;
        }
        i = j;
        continue;
      }
      if (x >= r.width()) {
        throw error("rank " + (y + 1) + " is longer than " + r.width() + " squares", idx);
      }
      Square s = Square.of(x, y);
      if (c == '~') {
        if (!r.isLake(s)) {
          throw error(s + " is not a lake", idx);
        }
        x++;
        i++;
        continue;
      }
      int type =
          (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
              ? PositionNotation.LETTERS.indexOf(Character.toUpperCase(c))
              : -1;
      if (type < 0) {
        throw error(
            "'" + c + "' is not a piece letter (FBSRNTLKJCGM, upper case RED, lower case BLUE)",
            idx);
      }
      if (r.isLake(s)) {
        throw error("a piece on the lake " + s, idx);
      }
      i++;
      int seen = 0;
      if (i < board.length() && board.charAt(i) == '*') {
        seen |= Position.REVEALED;
        i++;
      }
      if (i < board.length() && (board.charAt(i) == '^' || board.charAt(i) == '!')) {
        seen |= board.charAt(i) == '!' ? Position.MOVED | Position.MOVED_FAR : Position.MOVED;
        i++;
      }
      if (i < board.length() && board.charAt(i) == '+') {
        if (!r.has(HouseRule.RESCUE)) {
          throw error("'+' marks a piece that rescued (V-1.2): this ruleset has no rescues", i);
        }
        seen |= Position.RESCUED;
        i++;
      }
      Seat owner = Character.isUpperCase(c) ? Seat.RED : Seat.BLUE;
      PieceType t = PieceType.values()[type];
      Movement m = r.movement(t);
      if ((seen & Position.MOVED) != 0 && !m.isMobile()) {
        throw error(
            "a " + t.name().toLowerCase() + " never moves, it cannot be marked as moved", idx);
      }
      if ((seen & Position.MOVED_FAR) != 0 && m != Movement.LINE && m != Movement.TWO_SQUARES) {
        throw error(
            "only a line mover (scout) or a two-square mover can have moved more than one square",
            idx);
      }
      int n =
          counts
              .computeIfAbsent(owner, o -> new EnumMap<>(PieceType.class))
              .merge(t, 1, Integer::sum);
      if (!r.freeSetup() && n > r.count(t)) {
        throw error(
            owner
                + " has more "
                + t.name().toLowerCase()
                + " pieces than the roster ("
                + r.count(t)
                + ")",
            idx);
      }
      p.put(p.index(s), Position.code(owner.ordinal(), t.ordinal()), seen);
      x++;
    }
    if (y != 0 || x != r.width()) {
      throw error(
          "the board has " + r.height() + " ranks of " + r.width() + " squares",
          start + board.length());
    }
  }

  private void readChain(Ruleset r, Position p, int q, String chain, int start) {
    if (chain.equals("-")) {
      p.setChain(q, -1, new int[0]);
      return;
    }
    int atSign = chain.indexOf('@');
    if (atSign < 0) {
      throw error("a chain is - or square@segments, like e4@e3-e4,e4-e3", start);
    }
    Square piece = square(r, chain.substring(0, atSign), start);
    String[] parts = chain.substring(atSign + 1).split(",", -1);
    if (parts.length > r.twoSquaresLimit()) {
      throw error("a chain remembers at most " + r.twoSquaresLimit() + " moves", start);
    }
    int[] segments = new int[parts.length];
    int offset = start + atSign + 1;
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i];
      int dash = part.indexOf('-');
      if (dash < 0) {
        throw error("a chain segment is written like e3-e4", offset);
      }
      Square a = square(r, part.substring(0, dash), offset);
      Square b = square(r, part.substring(dash + 1), offset + dash + 1);
      boolean corner = Math.abs(a.x() - b.x()) == 1 && Math.abs(a.y() - b.y()) == 1;
      if ((a.x() == b.x()) == (a.y() == b.y())
          && !(corner && PositionNotation.hasTwoSquareMovers(r))) {
        throw error(
            "a chain segment runs straight along a rank or a file (or, for a two-square mover, "
                + "diagonally to a corner square)",
            offset);
      }
      segments[i] = Moves.of(p.index(a), p.index(b));
      offset += part.length() + 1;
    }
    int last = segments[segments.length - 1];
    int sq = p.index(piece);
    if (Moves.from(last) != sq && Moves.to(last) != sq) {
      throw error("the chain piece stands at an end of the chain's last move", start);
    }
    p.setChain(q, sq, segments);
  }

  private void readChase(Ruleset r, Position p, int q, String field, int start) {
    if (field.equals("-")) {
      return;
    }
    if (!r.moreSquares()) {
      throw error("the more-squares rule is off in this ruleset: its chase fields are -", start);
    }
    int atSign = field.indexOf('@');
    String last = atSign < 0 ? field : field.substring(0, atSign);
    int move = -1;
    if (!last.equals("-")) {
      int dash = last.indexOf('-');
      if (dash < 0) {
        throw error("a last move is written like e3-e4", start);
      }
      Square a = square(r, last.substring(0, dash), start);
      Square b = square(r, last.substring(dash + 1), start + dash + 1);
      move = Moves.of(p.index(a), p.index(b));
      int code = p.pieceAt(p.index(b));
      if (code == 0 || Position.owner(code) != q) {
        throw error("the piece of a last move stands on its end square", start + dash + 1);
      }
    }
    int[] evaders = new int[0];
    long[] hashes = new long[0];
    if (atSign >= 0) {
      String rest = field.substring(atSign + 1);
      int colon = rest.indexOf(':');
      if (colon < 0) {
        throw error("a chase is last-move@evaders:positions", start + atSign + 1);
      }
      int at = start + atSign + 1;
      String ev = rest.substring(0, colon);
      if (!ev.isEmpty()) {
        String[] parts = ev.split(",", -1);
        evaders = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
          evaders[i] = p.index(square(r, parts[i], at));
          int code = p.pieceAt(evaders[i]);
          if (code == 0 || Position.owner(code) == q) {
            throw error("an evader is an enemy piece of the chaser", at);
          }
          at += parts[i].length() + 1;
        }
      }
      String[] hs = rest.substring(colon + 1).split(",", -1);
      hashes = new long[hs.length];
      int hAt = start + atSign + 1 + colon + 1;
      for (int i = 0; i < hs.length; i++) {
        if (hs[i].isEmpty() || hs[i].length() > 16 || !isLowerHex(hs[i])) {
          throw error(
              "a chase position is a hexadecimal board hash (view forms cannot be read back)", hAt);
        }
        hashes[i] = Long.parseUnsignedLong(hs[i], 16);
        hAt += hs[i].length() + 1;
      }
    }
    p.setChase(q, move, evaders, hashes);
  }

  /**
   * Whether {@code s} is lowercase hexadecimal: a loop, because a regex per hash of a long chase
   * list allocated megabytes.
   */
  private static boolean isLowerHex(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'f')) {
        return false;
      }
    }
    return true;
  }

  private Square square(Ruleset r, String s, int index) {
    Square sq = Square.tryParse(s);
    if (sq == null || !r.isOnBoard(sq)) {
      throw error("'" + s + "' is not a square of this board", index);
    }
    return sq;
  }
}
