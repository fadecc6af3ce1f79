package io.github.strategorules.lostisland.research;

import io.github.strategorules.core.StrategoException;
import java.util.Objects;

/**
 * Thrown when {@link IslandSampler} finds no full state for a transcript; the message states the
 * public reason only.
 */
public final class IslandSamplingException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** Why sampling failed. */
  public enum Failure {
    /** The transcript contradicts the config's tile multiset or the values 1 to 6 of a seat. */
    INCONSISTENT_TRANSCRIPT("the transcript contradicts the public rules (tile multiset or explorer values)"),
    /**
     * Every attempt disagreed with the transcript: the hidden values are constrained by results of
     * fights the seat saw without values (SECRET_FIGHTS) more tightly than rejection could meet.
     */
    ATTEMPTS_EXHAUSTED("no sampled state reproduced the transcript within the attempt limit");

    private final String description;

    Failure(String description) {
      this.description = description;
    }

    /**
     * A short description.
     *
     * @return the description
     */
    public String description() {
      return description;
    }
  }

  /** Why sampling failed. */
  private final Failure failure;

  /**
   * Creates the exception.
   *
   * @param failure why sampling failed
   */
  public IslandSamplingException(Failure failure) {
    super(Objects.requireNonNull(failure, "failure").description());
    this.failure = failure;
  }

  /**
   * Why sampling failed.
   *
   * @return the failure
   */
  public Failure failure() {
    return failure;
  }
}
