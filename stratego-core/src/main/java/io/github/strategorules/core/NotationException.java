package io.github.strategorules.core;

/**
 * Text that cannot be read: a syntax problem, with where it is. Distinct from an illegal move
 * ({@link IllegalActionException}) or an invalid setup ({@link InvalidSetupException}).
 */
public final class NotationException extends StrategoException {
  private static final long serialVersionUID = 1L;

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
    super(problem + " at line " + line + ", column " + column + excerpt(input));
    this.problem = problem;
    this.input = input == null ? "" : input;
    this.index = index;
    this.line = line;
    this.column = column;
  }

  private static String excerpt(String input) {
    if (input == null || input.isEmpty()) {
      return "";
    }
    String s = input.length() > 60 ? input.substring(0, 57) + "..." : input;
    return ": \"" + s.replace("\n", "\\n") + "\"";
  }

  /**
   * What is wrong, without the location (which {@link #getMessage()} adds).
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
   * The one-based line of the problem.
   *
   * @return the line
   */
  public int line() {
    return line;
  }

  /**
   * The one-based column of the problem.
   *
   * @return the column
   */
  public int column() {
    return column;
  }
}
