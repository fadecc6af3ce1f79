package io.github.strategorules.research;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import java.util.SplittableRandom;

/**
 * Samples what one seat does not know: full game states that agree with everything the seat has
 * seen, for determinized search. Built from the seat's {@link Transcript} alone ({@link
 * ResearchKit#sampler}); the true state is never consulted, so two games that differ only in facts
 * hidden from the seat give the same draws from the same random source. A sample's {@code
 * viewFor(seat())} equals the seat's view. Each game documents its draw. Implementations are
 * immutable and thread-safe.
 */
public interface HiddenStateSampler {
  /**
   * The seat whose knowledge is sampled.
   *
   * @return the seat
   */
  Seat seat();

  /**
   * A full state consistent with what the seat knows.
   *
   * @param random the source of randomness
   * @return the state (a sampled world: referee data of a game that never was)
   * @throws SamplingException when no consistent state is found within the game's limits
   */
  GameState sample(SplittableRandom random);
}
