package io.github.strategorules.template.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.HiddenStateSampler;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.template.ToyAction;
import io.github.strategorules.template.ToyEvent;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Full states of the toy game that agree with everything one seat has seen, for a search that plays
 * the game forward in worlds it cannot tell apart (determinized search). What a seat does not know
 * is the other seat's value (TOY-2) until a fight shows it (TOY-4): a sample replays the seat's
 * transcript from a new game, its own actions as it took them and the other seat's hidden value
 * drawn uniformly from 1 to 3 (every value is as likely: no action of the other seat depends on it,
 * TOY-3), or the value the fight showed. Built from the transcript alone: the true state is never
 * read, so two games that differ only in the other seat's value give the same draws. Immutable and
 * thread-safe.
 */
public final class ToySampler implements HiddenStateSampler {
  private final Transcript transcript;

  /** The other seat's value shown by a fight, or 0. */
  private final int shown;

  private ToySampler(Transcript transcript, int shown) {
    this.transcript = transcript;
    this.shown = shown;
  }

  /**
   * The sampler of a seat's transcript.
   *
   * @param transcript the transcript, started at a new game
   * @return the sampler
   */
  static ToySampler of(Transcript transcript) {
    int shown = 0;
    for (Transcript.Entry e : transcript.entries()) {
      for (Event ev : e.events()) {
        if (ev instanceof ToyEvent.Fought f) {
          shown = f.attacker() == transcript.seat() ? f.defenderValue() : f.attackerValue();
        }
      }
    }
    return new ToySampler(transcript, shown);
  }

  @Override
  public Seat seat() {
    return transcript.seat();
  }

  /**
   * {@inheritDoc}
   *
   * @throws SamplingException ({@code INCOMPLETE_HISTORY}) when the transcript does not reach back
   *     to a new game, so that its replay does not give the seat's view
   */
  @Override
  public GameState sample(SplittableRandom random) {
    int value = shown > 0 ? shown : 1 + random.nextInt(3);
    GameState state = transcript.game().newGame(0);
    List<Transcript.Entry> entries = transcript.entries();
    try {
      for (Transcript.Entry e : entries) {
        Action a = e.action().orElseGet(() -> new ToyAction.Hide(e.actor(), value));
        state = state.apply(e.actor(), a).state();
      }
    } catch (RuntimeException refused) {
      throw new SamplingException(SamplingException.Failure.INCOMPLETE_HISTORY);
    }
    if (!state.viewFor(seat()).equals(transcript.view())) {
      throw new SamplingException(SamplingException.Failure.INCOMPLETE_HISTORY);
    }
    return state;
  }

  @Override
  public String toString() {
    return "ToySampler[" + seat() + ", " + transcript.size() + " steps]";
  }
}
