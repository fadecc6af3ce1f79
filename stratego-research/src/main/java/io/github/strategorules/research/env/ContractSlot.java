package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Any game of the contract, through its immutable states, every phase (a setup too): the legal
 * actions are {@link GameState#decisions}, an action is applied with {@link GameState#apply}, and
 * each seat's observation is its encoder's over the seat's own {@link Transcript}, so it holds only
 * what that seat has seen. When the environment needs transcripts (observations, an opponent's bot)
 * it gives the slot a {@link Mirror} for the episode, and the game is played through its referee:
 * each seat's transcript is folded from the referee's updates, one view per observation, none
 * redacted here.
 */
final class ContractSlot extends EnvSlot {
  private final List<Seat> seats;
  private final ActionCodec codec;
  private final @Nullable ObservationEncoder encoder;

  /** The game's environment hook, asked what the rules may let out ({@link #mayRevealHidden}). */
  private final @Nullable EnvKit kit;

  /** The referee of the episode, when the environment gave one: set before {@link #reset}. */
  @Nullable Mirror mirror;

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
    refresh();
  }

  /** The state now: referee data. */
  GameState state() {
    return state;
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
    Mirror m = mirror;
    if (m != null) {
      m.submit(toAct, action); // the referee applies it; the transcripts come from its updates
      state = m.state();
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
    if (!observe(seats.indexOf(toAct), out)) {
      // The environment gives a referee to every episode it observes through the contract.
      throw new IllegalStateException("an observation through the contract needs a referee");
    }
  }

  /** Any seat's observation, from its transcript: only while a referee follows the game. */
  @Override
  protected boolean observe(int seat, float[] out) {
    Mirror m = mirror;
    if (encoder == null || m == null) {
      return false;
    }
    encoder.write(m.transcript(seats.get(seat)), out, 0);
    return true;
  }

  /** The kit's answer from the acting seat's view: a view is built on request only. */
  @Override
  protected boolean mayRevealHidden() {
    // The acting seat's view, from the referee's arrival: the one place a view is built.
    return kit != null
        && kit.mayRevealHidden(Referee.of(state).arrivalFor(Optional.of(toAct)).view());
  }
}
