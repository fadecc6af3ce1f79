package io.github.strategorules.json;

import io.github.strategorules.core.error.StrategoException;
import java.util.Objects;

/**
 * A JSON document that {@link StrategoJson} cannot read: why ({@link #problem()}), where (a JSON
 * pointer, {@link #path()}) and a human message. The message describes the document that was read,
 * never a state: reading consults no hidden fact, so none can appear in it.
 */
public final class JsonFormatException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** Why the document was refused. */
  private final JsonProblem problem;

  /** Where, as a JSON pointer. */
  private final String path;

  /**
   * Creates the exception.
   *
   * @param problem why
   * @param path where, as a JSON pointer ({@code ""} for the whole document, {@code /view/board/3})
   * @param detail what was wrong, for people
   */
  public JsonFormatException(JsonProblem problem, String path, String detail) {
    super(
        Objects.requireNonNull(problem, "problem").description()
            + " at "
            + (path.isEmpty() ? "/" : path)
            + ": "
            + detail);
    this.problem = problem;
    this.path = path;
  }

  /**
   * Why the document was refused.
   *
   * @return the problem
   */
  public JsonProblem problem() {
    return problem;
  }

  /**
   * Where in the document, as a JSON pointer (RFC 6901): {@code ""} for the document itself.
   *
   * @return the path
   */
  public String path() {
    return path;
  }
}
