package io.github.strategorules.research;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Every seat's {@link Transcript} of one refereed game, folded from the referee's updates and
 * nothing else: what a bot match, an environment or a terminal loop hands its bots. Each seat
 * starts from its arrival; when a seat's transcript is asked for ({@link #of}) it takes every step
 * it has not seen, each as its own update ({@link Referee#updatesSince}), building one view (the
 * last step's). After each step, {@link #stepped()} lets a seat that has not been asked for {@value
 * #CATCH_UP} steps catch up (a seat out of a Lost Island game is never asked again), so that a
 * referee built with {@link Referee.Builder#keepSteps()} forgets the steps every seat has seen: a
 * long game keeps at most about that many steps, and a seat's view costs one build per {@value
 * #CATCH_UP} steps.
 *
 * <p>An optional {@link Listener} hears every update a seat's transcript takes, the arrival first,
 * in order: a transport that relays them (an external engine's player) gets each step's own update
 * and rebuilds nothing. Not thread-safe: one game loop uses it.
 */
public final class Transcripts {
  /** How many steps a seat may fall behind before {@link #stepped()} makes it catch up. */
  public static final int CATCH_UP = 64;

  /** Told of every update a seat's transcript takes, in order. */
  @FunctionalInterface
  public interface Listener {
    /**
     * A seat's transcript took an update: its arrival, then each step's own update.
     *
     * @param seat the seat
     * @param update its update
     */
    void took(Seat seat, Update update);
  }

  private final Referee referee;
  private final List<Seat> seats;
  private final Transcript[] transcripts;
  private final Listener listener;

  /**
   * Every seat's transcript of a referee's game from now on, each starting from its arrival.
   *
   * @param referee the referee, built with {@link Referee.Builder#keepSteps()} (else a seat that
   *     falls behind by two steps cannot catch up)
   */
  public Transcripts(Referee referee) {
    this(referee, (seat, update) -> {});
  }

  /**
   * Every seat's transcript of a referee's game from now on, telling a listener of each update the
   * transcripts take, starting with every seat's arrival, in seat order.
   *
   * @param referee the referee, built with {@link Referee.Builder#keepSteps()}
   * @param listener told of every update
   */
  public Transcripts(Referee referee, Listener listener) {
    this.referee = Objects.requireNonNull(referee, "referee");
    this.listener = Objects.requireNonNull(listener, "listener");
    this.seats = referee.seats();
    this.transcripts = new Transcript[seats.size()];
    for (int i = 0; i < transcripts.length; i++) {
      Update arrival = referee.arrivalFor(Optional.of(seats.get(i)));
      listener.took(seats.get(i), arrival);
      transcripts[i] = Transcript.start(arrival);
    }
  }

  /**
   * A seat's transcript now: it takes every step it has not seen.
   *
   * @param seat a seat of the game
   * @return its transcript, with its current view
   * @throws io.github.strategorules.core.referee.RefereeException for a seat that does not play
   */
  public Transcript of(Seat seat) {
    int i = seats.indexOf(seat);
    // The referee refuses a seat that does not play (i < 0) before the cursor is used.
    List<Update> since =
        referee.updatesSince(Optional.of(seat), i < 0 ? 0 : transcripts[i].steps());
    for (Update u : since) {
      listener.took(seat, u);
    }
    transcripts[i] = transcripts[i].after(since);
    return transcripts[i];
  }

  /**
   * After a step: a seat {@value #CATCH_UP} steps or more behind catches up, so that the referee
   * keeps few steps.
   */
  public void stepped() {
    int now = referee.steps();
    for (int i = 0; i < transcripts.length; i++) {
      if (now - transcripts[i].steps() >= CATCH_UP) {
        of(seats.get(i));
      }
    }
  }
}
