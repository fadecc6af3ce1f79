package io.github.strategorules.core.referee;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * A {@link Referee}'s clocks: every seat's time left under a {@link TimeControl}, read from an
 * injected nanosecond source, charged to the deciding seats (or, one seat at a time, to the seat
 * whose action comes next). A source that goes backwards charges nothing until it passes its latest
 * reading again: time is never given back. Without a time control there are no clocks. Guarded by
 * the referee's lock.
 */
final class Clocks {
  private final @Nullable TimeControl timeControl;
  private final LongSupplier nanos;
  private final boolean oneAtATime;
  private final Map<Seat, Long> left = new EnumMap<>(Seat.class);
  private long mark;

  /** Whether the clocks run: a transport may start them later. */
  private boolean running;

  Clocks(
      @Nullable TimeControl timeControl,
      LongSupplier nanos,
      boolean oneAtATime,
      boolean running,
      List<Seat> seats) {
    this.timeControl = timeControl;
    this.nanos = nanos;
    this.oneAtATime = oneAtATime;
    this.running = running;
    if (timeControl != null) {
      for (Seat s : seats) {
        left.put(s, timeControl.budget().toNanos());
      }
      mark = nanos.getAsLong();
    }
  }

  /** The time control, or null for no clocks. */
  @Nullable TimeControl control() {
    return timeControl;
  }

  /** Starts clocks kept stopped (nothing when they run). */
  void start() {
    if (!running) {
      running = true;
      mark = nanos.getAsLong();
    }
  }

  /** Whether there are clocks and they run. */
  boolean running() {
    return timeControl != null && running;
  }

  /** A decision of the seat earns the increment (nothing without clocks). */
  void earn(Seat seat) {
    if (timeControl != null) {
      left.merge(seat, timeControl.increment().toNanos(), Long::sum);
    }
  }

  /** Every seat's time left now, in seat order; empty without clocks. */
  Map<Seat, Duration> read(GameState state) {
    if (timeControl == null) {
      return Map.of();
    }
    charge(state, null);
    Map<Seat, Duration> m = new EnumMap<>(Seat.class);
    left.forEach((s, n) -> m.put(s, Duration.ofNanos(Math.max(0, n))));
    return m;
  }

  /**
   * The first deciding seat, in seat order, whose time has run out once the time since the last
   * reading is charged; null when none has (or there are no clocks, or the game is over).
   */
  @Nullable Seat fallen(GameState state, @Nullable Seat sender) {
    if (timeControl == null || state.outcome().isPresent()) {
      return null;
    }
    charge(state, sender);
    for (Seat s : state.toDecide()) {
      if (left.getOrDefault(s, Long.MAX_VALUE) <= 0) {
        return s;
      }
    }
    return null;
  }

  /**
   * Charges the time since the last reading to every deciding seat, or, one seat at a time, to the
   * sender alone (a reading without a sender then waits for the sender's).
   */
  private void charge(GameState state, @Nullable Seat sender) {
    if (timeControl == null
        || (oneAtATime && (sender == null || !state.toDecide().contains(sender)))) {
      return; // one seat at a time, the time goes to the next deciding sender, not to nobody
    }
    long now = nanos.getAsLong();
    if (!running) {
      mark = now;
      return;
    }
    // A source that goes backwards charges nothing, and the mark stays at its latest reading:
    // time is never given back, nor charged twice once the source catches up.
    long elapsed = Math.max(0, now - mark);
    mark = Math.max(mark, now);
    if (state.outcome().isEmpty()) {
      for (Seat s : state.toDecide()) {
        if (!oneAtATime || s == sender) {
          left.merge(s, -elapsed, Long::sum);
        }
      }
    }
  }
}
