package io.github.strategorules.core.error;

import io.github.strategorules.core.game.ReadLimits;

/**
 * Input that cannot be read: a syntax problem, a damaged archive or an input past a {@link
 * ReadLimits limit}, with where it is: a line and column in text, or a byte offset in binary data
 * ({@link #byteOffset()}), and the file or archive entry when known ({@link #source()}). Every
 * reader of the library reports bad input with this exception only. Distinct from an illegal move
 * ({@link IllegalActionException}) or an invalid setup ({@link InvalidSetupException}).
 */
public final class NotationException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /**
   * The longest {@link #problem()} kept: longer ones (quoting a huge token of hostile input, say)
   * keep their first and last characters around an ellipsis, so every message stays bounded. Well
   * above the library's own problems, the longest of which list the accepted options (about 500
   * characters).
   */
  public static final int MAX_PROBLEM_LENGTH = 2048;

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  /** What is wrong, without the location. */
  private final String problem;

  /** The text that could not be read. */
  private final String input;

  /** The zero-based character index of the problem, or -1. */
  private final int index;

  /** The one-based line of the problem. */
  private final int line;

  /** The one-based column of the problem. */
  private final int column;

  /** The file or archive entry, or empty. */
  private final String source;

  /** The zero-based byte offset in binary input, or -1. */
  private final long byteOffset;

  /**
   * A problem at a character index of a one-line input.
   *
   * @param problem what is wrong
   * @param input the input (shortened in the message when long)
   * @param index the zero-based character index
   */
  public NotationException(String problem, String input, int index) {
    this(problem, input, index, 1, index + 1);
  }

  /**
   * A problem at a line and column of a multi-line input.
   *
   * @param problem what is wrong
   * @param input the offending text or a short excerpt
   * @param index the zero-based character index, or -1 when unknown
   * @param line the one-based line
   * @param column the one-based column
   */
  public NotationException(String problem, String input, int index, int line, int column) {
    this(
        oneLine(bounded(problem)) + " at line " + line + ", column " + column + excerpt(input),
        problem,
        input,
        index,
        line,
        column,
        "",
        -1);
  }

  private NotationException(
      String message,
      String problem,
      String input,
      int index,
      int line,
      int column,
      String source,
      long byteOffset) {
    super(message);
    this.problem = bounded(problem);
    this.input = input == null ? "" : input;
    this.index = index;
    this.line = line;
    this.column = column;
    this.source = source;
    this.byteOffset = byteOffset;
  }

  /**
   * A problem at a byte offset of binary input, such as a damaged zip archive.
   *
   * @param source the file, or empty
   * @param problem what is wrong
   * @param byteOffset the zero-based offset of the problem
   * @return the exception, whose message reads {@code source: problem at byte N}
   */
  public static NotationException atByte(String source, String problem, long byteOffset) {
    String s = source == null ? "" : source;
    return new NotationException(
        (s.isEmpty() ? "" : oneLine(bounded(s)) + ": ")
            + oneLine(bounded(problem))
            + " at byte "
            + byteOffset,
        problem,
        "",
        -1,
        0,
        0,
        s,
        byteOffset);
  }

  /**
   * The same problem, located in a file or archive entry: the message starts with its name.
   *
   * @param name the file or entry name
   * @return the located exception
   */
  public NotationException in(String name) {
    String s = name == null ? "" : name;
    return new NotationException(
        (s.isEmpty() ? "" : oneLine(bounded(s)) + ": ") + getMessage(),
        problem,
        input,
        index,
        line,
        column,
        s,
        byteOffset);
  }

  private static String excerpt(String input) {
    if (input == null || input.isEmpty()) {
      return "";
    }
    String s = input.length() > 60 ? input.substring(0, 57) + "..." : input;
    return ": \"" + oneLine(s) + "\"";
  }

  /**
   * A problem or name shortened to {@link #MAX_PROBLEM_LENGTH} characters, keeping its start and
   * end: problems quote tokens of the input, and a hostile input can make a token as long as the
   * whole document; the message must stay short and cheap to build whatever was read.
   */
  private static String bounded(String s) {
    if (s == null || s.length() <= MAX_PROBLEM_LENGTH) {
      return s;
    }
    int head = MAX_PROBLEM_LENGTH * 2 / 3;
    int tail = s.length() - (MAX_PROBLEM_LENGTH - head - 3);
    if (Character.isHighSurrogate(s.charAt(head - 1))) {
      head--; // never split a character in two
    }
    if (Character.isLowSurrogate(s.charAt(tail))) {
      tail++;
    }
    return s.substring(0, head) + "..." + s.substring(tail);
  }

  /**
   * The message is always one line, whatever the input held: line breaks and other control
   * characters (which problems may quote from the input) are written as escapes.
   */
  private static String oneLine(String s) {
    if (s == null) {
      return "";
    }
    StringBuilder sb = new StringBuilder(s.length() + 8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\n') {
        sb.append("\\n");
      } else if (c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029) {
        // by hand, not String.format: a Formatter per character cost ~700 bytes each
        sb.append("\\u")
            .append(HEX[c >> 12 & 0xf])
            .append(HEX[c >> 8 & 0xf])
            .append(HEX[c >> 4 & 0xf])
            .append(HEX[c & 0xf]);
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /**
   * What is wrong, without the location (which {@link #getMessage()} adds); past {@link
   * #MAX_PROBLEM_LENGTH} characters, its start and end around an ellipsis.
   *
   * @return the problem
   */
  public String problem() {
    return problem;
  }

  /**
   * The text that could not be read.
   *
   * @return the input
   */
  public String input() {
    return input;
  }

  /**
   * The zero-based index of the problem in the input, or -1 when unknown.
   *
   * @return the index
   */
  public int index() {
    return index;
  }

  /**
   * The file or archive entry the problem is in, when the reader knows it.
   *
   * @return the name, or empty
   */
  public String source() {
    return source;
  }

  /**
   * The zero-based byte offset of the problem in binary input (a zip archive), or -1 for text,
   * whose location is {@link #line()} and {@link #column()}.
   *
   * @return the offset, or -1
   */
  public long byteOffset() {
    return byteOffset;
  }

  /**
   * The one-based line of the problem (0 for a problem in binary input).
   *
   * @return the line
   */
  public int line() {
    return line;
  }

  /**
   * The one-based column of the problem (0 for a problem in binary input).
   *
   * @return the column
   */
  public int column() {
    return column;
  }
}
