package io.github.strategorules.lostisland.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/** Small helpers for the rule scenarios. */
final class Fixture {
  static final Seat R = Seat.RED;
  static final Seat B = Seat.BLUE;
  static final Seat G = Seat.GREEN;

  private Fixture() {}

  static Square sq(String s) {
    return Square.parse(s);
  }

  /**
   * Applies actions in order; returns the last step. Each step is taken on the research kernel too
   * ({@link KernelShadow}).
   */
  static IslandStep play(IslandState s, IslandAction... actions) {
    IslandStep step = null;
    for (IslandAction a : actions) {
      step = KernelShadow.apply(step == null ? s : step.state(), a);
    }
    return step;
  }

  /**
   * Applies actions and collects every event (each step on the kernel too, {@link KernelShadow}).
   */
  static List<IslandEvent> events(IslandState s, IslandAction... actions) {
    List<IslandEvent> all = new ArrayList<>();
    IslandState cur = s;
    for (IslandAction a : actions) {
      IslandStep st = KernelShadow.apply(cur, a);
      all.addAll(st.events());
      cur = st.state();
    }
    return all;
  }

  static IslandState after(IslandState s, IslandAction... actions) {
    return play(s, actions).state();
  }

  static IslandAction move(Seat seat, String from, String to) {
    return new IslandAction.Move(seat, sq(from), sq(to));
  }

  static IslandAction swim(Seat seat, String from, String to) {
    return new IslandAction.Swim(seat, sq(from), sq(to));
  }

  static IslandAction flip(Seat seat, String at) {
    return new IslandAction.Flip(seat, sq(at));
  }

  static IslandAction end(Seat seat) {
    return new IslandAction.EndStep(seat);
  }

  static IslandAction remove(Seat seat, String at) {
    return new IslandAction.RemoveTile(seat, sq(at));
  }

  /** Ends steps 1 and 2 of the current seat. */
  static IslandState toShrink(IslandState s) {
    Seat seat = s.current();
    return after(s, end(seat), end(seat));
  }

  /** The tag of the explorer on a square (referee view). */
  static Tag tagAt(IslandState s, String square) {
    return s.refereeView()
        .cell(sq(square))
        .explorer()
        .orElseThrow(() -> new AssertionError("nobody on " + square));
  }

  /** The value of the explorer on a square (referee view). */
  static int valueAt(IslandState s, String square) {
    return s.refereeView().explorer(tagAt(s, square)).orElseThrow().value().getAsInt();
  }

  static boolean empty(IslandState s, String square) {
    return s.refereeView().cell(sq(square)).explorer().isEmpty();
  }

  static IslandView.ExplorerView explorer(IslandState s, Tag t) {
    return s.refereeView().explorer(t).orElseThrow();
  }

  static boolean inBoat(IslandState s, Tag t) {
    return explorer(s, t).boatSlot() >= 0;
  }

  static void decides(IslandState s, Seat seat, DecisionKind kind) {
    assertThat(s.decision())
        .hasValueSatisfying(
            d -> {
              assertThat(d.seat()).isEqualTo(seat);
              assertThat(d.kind()).isEqualTo(kind);
            });
  }

  static OptionalInt seen(IslandState s, Seat viewer, Tag t) {
    return s.viewFor(viewer).explorer(t).orElseThrow().value();
  }
}
