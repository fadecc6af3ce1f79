package io.github.strategorules.json;

/**
 * Why {@link StrategoJson} refused a JSON document: the machine-readable reason of a {@link
 * JsonFormatException}.
 */
public enum JsonProblem {
  /** The text is not JSON, or nests deeper than the reader reads. */
  MALFORMED("not JSON, or nested too deep"),
  /** An object names the same field twice: which value counts is not left to the reader. */
  DUPLICATE_FIELD("an object with a field named twice"),
  /**
   * The document, or one of its strings or numbers, is longer than the reading policy allows
   * ({@code ReadLimits}), or it holds more JSON tokens than {@link StrategoJson#MAX_TOKENS}.
   */
  TOO_LARGE("a document or value longer than the reader's limits"),
  /** A value has the wrong JSON type (an object where a string belongs, a fraction for a count). */
  WRONG_TYPE("a value of the wrong JSON type"),
  /** A field the kind requires is absent. */
  MISSING_FIELD("a required field is absent"),
  /**
   * A value is of the right JSON type but not a valid value (an unknown enum name, a bad square).
   */
  BAD_VALUE("a value that is not valid here"),
  /** An {@code action} or {@code event} names a kind this game does not have. */
  UNKNOWN_KIND("an action or event kind this game does not have"),
  /** A game spec that no game on the path reads, or a game for which no codec is installed. */
  UNKNOWN_GAME("a game that no module on the path provides"),
  /**
   * Two parts of the document disagree (an action's fields and its notation, a record and its
   * text).
   */
  INCONSISTENT("parts of the document that disagree"),
  /** The document's {@code version} is not one this library reads. */
  UNSUPPORTED_VERSION("a format version this library does not read"),
  /**
   * An action sent to the library names a field its kind does not have: an action carries nothing
   * it does not say, so the field is refused rather than ignored ({@code
   * {"action":"resign","player":"BLUE"}}).
   */
  UNKNOWN_FIELD("a field the action does not have");

  private final String description;

  JsonProblem(String description) {
    this.description = description;
  }

  /**
   * A short description of the problem.
   *
   * @return the description
   */
  public String description() {
    return description;
  }
}
