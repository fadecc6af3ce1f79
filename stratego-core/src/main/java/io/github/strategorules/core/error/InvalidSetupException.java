package io.github.strategorules.core.error;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Thrown for a setup that breaks C-2.1/C-2.2, listing every problem at once. The message lists the
 * problems of the submitting player's own setup only, so it reveals nothing to them.
 */
public final class InvalidSetupException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** The problems (an unmodifiable, serializable list of serializable records). */
  @SuppressWarnings("serial") // List.copyOf returns a serializable list
  private final List<SetupProblem> problems;

  /**
   * Creates the exception.
   *
   * @param problems every problem found, at least one
   */
  public InvalidSetupException(List<SetupProblem> problems) {
    super(
        "invalid setup: "
            + problems.stream().map(SetupProblem::message).collect(Collectors.joining("; ")));
    this.problems = List.copyOf(problems);
  }

  /**
   * Every problem of the setup.
   *
   * @return the problems, never empty
   */
  public List<SetupProblem> problems() {
    return problems;
  }
}
