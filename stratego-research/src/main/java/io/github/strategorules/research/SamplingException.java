package io.github.strategorules.research;

import io.github.strategorules.core.error.StrategoException;
import java.util.Objects;

/**
 * Thrown when no full state can be sampled for what a seat knows ({@link HiddenStateSampler}), in
 * any game; the message states the public reason only.
 */
public final class SamplingException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** Why sampling failed. */
  public enum Failure {
    /** A spectator's view: sampling is for one seat's knowledge. */
    SPECTATOR_VIEW("sampling needs a seat's view, not a spectator's"),
    /** The game is not in play (classic: in its setup, or over). */
    NOT_IN_PLAY("sampling needs a game in play"),
    /** What the seat saw does not reach back to the start (a game restored from a position). */
    INCOMPLETE_HISTORY("sampling needs the whole history from the start of the game"),
    /** A classic free setup: the enemy composition is unknown. */
    FREE_SETUP("sampling needs a ruleset with a fixed roster, not a free setup"),
    /**
     * What the seat saw contradicts the public rules (the roster, the tile set, the values 1 to 6):
     * no full state agrees with it.
     */
    INCONSISTENT("no full state agrees with what the seat saw"),
    /**
     * Every attempt disagreed with what the seat saw: the hidden facts are constrained more tightly
     * than rejection could meet within the game's limits.
     */
    ATTEMPTS_EXHAUSTED("no sampled state reproduced what the seat saw within the attempt limit");

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
  public SamplingException(Failure failure) {
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
