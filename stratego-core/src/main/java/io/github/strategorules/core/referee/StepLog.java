package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.Seat;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The steps a {@link Referee} keeps for {@link Referee#updatesSince}, as their {@link Shares}: the
 * last one always (a resync's events), and, for a referee that {@link Referee.Builder#keepSteps()
 * keeps steps}, every step some seat has not fetched yet. A kept step costs its state and its
 * events (a few kilobytes), never a built view: each update is built on request and builds its view
 * only when it is read. Guarded by the referee's lock.
 */
final class StepLog {
  private final List<Seat> seats;
  private final boolean forSeats;

  /** The kept steps, oldest first, the last step last. */
  private final ArrayDeque<Shares> kept = new ArrayDeque<>();

  /** Per seat (by index), the number of steps it has fetched. */
  private final int[] fetched = new int[Seat.values().length];

  /** The number of steps applied. */
  private int steps;

  /**
   * An empty log.
   *
   * @param seats the game's seats
   * @param forSeats whether steps are kept until every seat has fetched them
   */
  StepLog(List<Seat> seats, boolean forSeats) {
    this.seats = List.copyOf(seats);
    this.forSeats = forSeats;
  }

  /** A step was applied: keep it, and forget what is no longer needed. */
  void add(Shares step) {
    kept.addLast(step);
    steps = step.steps();
    forget();
  }

  /** The last step applied, or null before the first. */
  @Nullable Shares last() {
    return kept.peekLast();
  }

  /**
   * Every step after the first {@code cursor}, as the recipient's updates, oldest first; a seat's
   * fetch marks them seen by it.
   *
   * @throws RefereeException ({@link RefereeReason#NOT_KEPT}) when some of them are no longer kept
   * @throws IllegalArgumentException for a cursor below 0 or past the steps applied
   */
  List<Update> since(Optional<Seat> recipient, int cursor) {
    if (cursor < 0 || cursor > steps) {
      throw new IllegalArgumentException(
          "the cursor must be 0 to " + steps + " steps, not " + cursor);
    }
    int first = steps - kept.size() + 1; // the number of the oldest kept step
    if (cursor + 1 < first) {
      throw new RefereeException(
          RefereeReason.NOT_KEPT,
          "steps "
              + (cursor + 1)
              + " to "
              + (first - 1)
              + " are no longer kept (steps "
              + first
              + " to "
              + steps
              + " are)");
    }
    List<Update> updates = new ArrayList<>(steps - cursor);
    int n = first;
    for (Shares s : kept) {
      if (n++ > cursor) {
        updates.add(s.of(recipient));
      }
    }
    recipient.ifPresent(s -> fetched[s.index()] = Math.max(fetched[s.index()], steps));
    forget();
    return List.copyOf(updates);
  }

  /**
   * Drops the oldest kept steps that every seat has fetched (every step but the last when steps are
   * not kept for the seats), keeping the last.
   */
  private void forget() {
    int seen = Integer.MAX_VALUE;
    if (forSeats) {
      for (Seat s : seats) {
        seen = Math.min(seen, fetched[s.index()]);
      }
    }
    while (kept.size() > 1 && steps - kept.size() + 1 <= seen) {
      kept.removeFirst();
    }
  }
}
