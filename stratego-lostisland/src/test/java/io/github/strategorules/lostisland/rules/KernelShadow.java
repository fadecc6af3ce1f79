package io.github.strategorules.lostisland.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.lostisland.kernel.KernelActions;
import java.util.ArrayList;
import java.util.List;

/**
 * The rule scenarios' oracle agreements hold on the research kernel too (issue 53): every step a
 * scenario takes through {@link Fixture} is also taken on two {@link IslandPosition}s of the state
 * before it, one playing the decision as an int without events (the fast path of {@code VectorEnv}
 * and the bots' playouts), one applying it checked with events; both must list the state's legal
 * decisions in its order before and after, show every seat's view and the referee's of the state
 * after, and the second must give the step's events, redacted alike for every seat.
 *
 * <p>Seen failing with SECRET_FIGHTS dropped from the kernel's route without events (a fight
 * revealing both values to every seat unless events were recorded): {@code LI13ViewTest}'s
 * SECRET_FIGHTS scenario failed on the playing position's referee view.
 */
final class KernelShadow {
  private KernelShadow() {}

  /**
   * Applies an action to a state, and the same action to the state's kernel, comparing them.
   *
   * @param s the state
   * @param a the action, legal in {@code s}
   * @return the state's step
   */
  static IslandStep apply(IslandState s, IslandAction a) {
    IslandStep step = s.apply(a);
    int[] codes = new int[IslandPosition.MAX_DECISIONS];
    IslandPosition quiet = IslandPosition.of(s);
    IslandPosition loud = IslandPosition.of(s);
    same(quiet, s, codes);
    int code = KernelActions.of(a);
    if (code >= 0) {
      assertThat(quiet.isLegal(code)).as("the kernel's legality of %s", a).isTrue();
      quiet.play(code);
    } else {
      quiet.apply(a); // a table action (resignation, draws) has no int
    }
    List<IslandEvent> events = loud.apply(a);
    assertThat(events).as("the kernel's events of %s", a).isEqualTo(step.events());
    for (Seat seat : s.game().seats()) {
      assertThat(loud.eventsFor(events, seat))
          .as("the kernel's events of %s for %s", a, seat)
          .isEqualTo(step.eventsFor(seat));
    }
    same(quiet, step.state(), codes);
    same(loud, step.state(), codes);
    return step;
  }

  /** The position is the state: its legal decisions in order, the deciding seat, every view. */
  private static void same(IslandPosition p, IslandState s, int[] codes) {
    int n = p.generate(codes);
    List<Action> listed = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      listed.add(KernelActions.toAction(codes[i], Seat.of(p.decidingSeat())));
    }
    assertThat(listed).as("the kernel's legal decisions").isEqualTo(s.legalDecisions());
    assertThat(p.decidingSeat()).isEqualTo(s.decision().map(d -> d.seat().index()).orElse(-1));
    assertThat(p.over()).isEqualTo(s.outcome().isPresent());
    assertThat(p.refereeView()).as("the kernel's referee view").isEqualTo(s.refereeView());
    for (Seat seat : s.game().seats()) {
      assertThat(p.viewFor(seat)).as("the kernel's view for %s", seat).isEqualTo(s.viewFor(seat));
    }
  }
}
