package io.github.strategorules.core.research;

import io.github.strategorules.core.StrategoException;
import java.util.Objects;

/**
 * Thrown when no full state can be sampled for a view ({@link HiddenStateSampler}); the message
 * states the public reason only.
 */
public final class SamplingException extends StrategoException {
  private static final long serialVersionUID = 1L;

  /** Why sampling is impossible. */
  public enum Failure {
    /** A spectator view: sampling is for one player's view. */
    SPECTATOR_VIEW("sampling needs a player's view, not a spectator's"),
    /** The game is not in play (setup phase, or over). */
    NOT_IN_PLAY("sampling needs a game in play"),
    /** The view's move log does not reach back to the setups (a game restored from a position). */
    INCOMPLETE_LOG("sampling needs the full move log from the setups"),
    /** A free setup: the enemy composition is unknown. */
    FREE_SETUP("sampling needs a ruleset with a fixed roster, not a free setup"),
    /** No assignment of types agrees with the view (a view not made by this library's rules). */
    NO_CONSISTENT_STATE("no full state agrees with the view");

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
