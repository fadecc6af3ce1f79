package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.research.Transcripts;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Any game of the contract, through its immutable states: the legal actions are {@link
 * GameState#decisions}, an action is applied with {@link GameState#apply}, and each seat's
 * observation is its encoder's over the seat's own {@link Transcript}, so it holds only what that
 * seat has seen. When observations are written, the game is played through a {@link Referee} that
 * keeps its steps, and each seat's transcript is folded from the referee's updates ({@link
 * Transcripts}) when the seat is observed: one view per observation, none redacted here.
 */
final class ContractSlot extends EnvSlot {
  private final List<Seat> seats;
  private final ActionCodec codec;
  private final @Nullable ObservationEncoder encoder;

  /** The game's environment hook, asked what the rules may let out ({@link #mayRevealHidden}). */
  private final @Nullable EnvKit kit;

  /**
   * The referee of the episode and every seat's transcript of it, kept only when observations are
   * written ({@link #observing}).
   */
  private @Nullable Referee referee;

  private @Nullable Transcripts transcripts;

  /** Whether the environment writes observations: without them no transcript is kept. */
  boolean observing = true;

  private GameState state;
  private Seat toAct;
  private List<Action> legal = List.of();

  ContractSlot(
      GameState start,
      ActionCodec codec,
      @Nullable ObservationEncoder encoder,
      @Nullable EnvKit kit,
      int maxLegal) {
    super(start, maxLegal);
    this.seats = start.game().seats();
    this.codec = codec;
    this.encoder = encoder;
    this.kit = kit;
    this.state = start;
    this.toAct = seats.get(0);
    reset(-1, start);
  }

  @Override
  protected void reset(int poolIndex, GameState start) {
    this.state = start;
    if (encoder != null && observing) {
      referee = Referee.builder(start).keepSteps().build();
      transcripts = new Transcripts(referee);
    } else {
      referee = null;
      transcripts = null;
    }
    refresh();
  }

  /** The seat to act and its legal ids. */
  private void refresh() {
    List<Seat> deciding = state.toDecide();
    if (deciding.isEmpty()) {
      throw new IllegalStateException(
          state.game().spec() + ": a state in play with no seat to decide");
    }
    toAct = deciding.get(0);
    legal = state.decisions(toAct);
    if (legal.size() > ids.length) {
      throw new IllegalStateException(state.game().spec() + ": more legal actions than action ids");
    }
    for (int i = 0; i < legal.size(); i++) {
      ids[i] = codec.encode(legal.get(i));
    }
    legalCount = legal.size();
  }

  @Override
  protected int seat() {
    return seats.indexOf(toAct);
  }

  @Override
  protected boolean step(int id, float[] rewards) {
    Action action = null;
    for (int i = 0; i < legalCount; i++) {
      if (ids[i] == id) {
        action = legal.get(i);
        break;
      }
    }
    Objects.requireNonNull(action, "action");
    if (!observing) {
      referee = null; // no more observations this episode: the state is applied directly
      transcripts = null;
    }
    if (referee != null && transcripts != null) {
      // Observed: the referee applies it, and the transcripts come from its updates.
      if (referee.submit(toAct, action) instanceof Verdict.Refused r) {
        throw new IllegalStateException(
            state.game().spec() + ": a listed action was refused: " + r.reason().description());
      }
      transcripts.stepped();
      state = referee.state();
    } else {
      state = state.apply(toAct, action).state();
    }
    Optional<? extends Outcome> outcome = state.outcome();
    if (outcome.isPresent()) {
      reward(outcome.get(), seats, rewards);
      return true;
    }
    refresh();
    return false;
  }

  @Override
  protected void observe(float[] out) {
    if (encoder != null && transcripts != null && observing) {
      encoder.write(transcripts.of(toAct), out, 0);
    }
  }

  /** The kit's answer from the acting seat's view: a view is built on request only. */
  @Override
  protected boolean mayRevealHidden() {
    // The acting seat's view, from the referee's arrival: the one place a view is built.
    return kit != null
        && kit.mayRevealHidden(Referee.of(state).arrivalFor(Optional.of(toAct)).view());
  }
}
