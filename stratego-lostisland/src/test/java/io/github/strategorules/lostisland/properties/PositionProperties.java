package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.lostisland.kernel.KernelActions;
import io.github.strategorules.lostisland.support.IslandConfigs;
import io.github.strategorules.lostisland.support.IslandGames;
import io.github.strategorules.testkit.fuzz.Allocations;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The research kernel ({@link IslandPosition}, issue 53) plays the rules of {@link IslandState}
 * exactly: over generated games of 2 to 4 seats with generated LI-12 toggles, setups and table
 * actions included, one position played along the game (decisions as ints, without events; table
 * actions through {@code apply}) lists the state's legal decisions in its order, gives every seat's
 * view and the referee's, and its checked {@code apply} gives the state's events; a copy made with
 * {@code copyFrom} goes on alike. And a playout on it allocates nothing.
 */
class PositionProperties {

  @Test
  void a_position_played_along_a_game_is_the_games_state_at_every_decision() {
    Property.forAll(
        300,
        IslandGames.games(
            IslandConfigs.any(),
            Length.upTo(IslandGames.TO_THE_END),
            ChoiceGames.Options.DEFAULT.tableActionsOneIn(40)),
        g -> {
          IslandPosition quiet = IslandPosition.of(g.start());
          IslandPosition loud = IslandPosition.newGame(g.start().config());
          IslandPosition spare = IslandPosition.newGame(g.start().config());
          int[] codes = new int[IslandPosition.MAX_DECISIONS];
          for (int i = 0; i < g.states().size(); i++) {
            IslandState s = g.states().get(i);
            same(quiet, s, codes);
            same(loud, s, codes);
            if (i % 7 == 3) {
              spare.copyFrom(quiet);
              same(spare, s, codes);
            }
            if (i == g.actions().size()) {
              break;
            }
            IslandAction a = (IslandAction) g.actions().get(i);
            IslandStep step = (IslandStep) g.steps().get(i);
            int code = KernelActions.of(a);
            if (code >= 0) {
              assertThat(quiet.isLegal(code)).isTrue();
              quiet.play(code);
            } else {
              quiet.apply(a); // a table action: resignation, draws
            }
            List<IslandEvent> events = loud.apply(a);
            assertThat(events).as("the events of %s", a).isEqualTo(step.events());
            for (Seat seat : s.game().seats()) {
              assertThat(loud.eventsFor(events, seat)).isEqualTo(step.eventsFor(seat));
            }
          }
        });
  }

  /** The position shows the state: legal decisions in order, every view, the turn's counters. */
  private static void same(IslandPosition p, IslandState s, int[] codes) {
    int n = p.generate(codes);
    List<Action> listed = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      listed.add(KernelActions.toAction(codes[i], Seat.of(p.decidingSeat())));
      assertThat(KernelActions.of((IslandAction) listed.get(i))).isEqualTo(codes[i]);
    }
    assertThat(listed).isEqualTo(s.legalDecisions());
    assertThat(p.refereeView()).isEqualTo(s.refereeView());
    for (Seat seat : s.game().seats()) {
      assertThat(p.viewFor(seat)).isEqualTo(s.viewFor(seat));
    }
    IslandPosition own = IslandPosition.of(s);
    assertThat(p.actionsUsed()).isEqualTo(own.actionsUsed());
    assertThat(p.reinforcedThisTurn()).isEqualTo(own.reinforcedThisTurn());
    assertThat(p.boughtReinforcementThisTurn()).isEqualTo(own.boughtReinforcementThisTurn());
    assertThat(p.decidingSeat()).isEqualTo(s.decision().map(d -> d.seat().index()).orElse(-1));
    assertThat(p.winners()).isEqualTo(own.winners());
    assertThat(p.termination()).isEqualTo(own.termination());
  }

  @Test
  void apply_refuses_what_the_state_refuses_with_the_same_reason() {
    IslandState s = IslandState.newGame(IslandConfig.builder().players(3).seed(4).build());
    IslandPosition p = IslandPosition.of(s);
    IslandAction wrongSeat = new IslandAction.EndStep(Seat.BLUE);
    assertThatThrownBy(() -> p.apply(wrongSeat))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(s.check(wrongSeat).orElseThrow()));
    assertThat(p.refereeView()).isEqualTo(s.refereeView()); // nothing applied
  }

  @Test
  void a_playout_on_a_position_allocates_nothing() {
    IslandConfig config =
        IslandConfig.parse("lost-island(players=4,seed=3,turn_limit=200,power_ups_anytime)");
    IslandPosition start = IslandPosition.newGame(config);
    IslandPosition work = start.copy();
    int[] codes = new int[IslandPosition.MAX_DECISIONS];
    SplittableRandom random = new SplittableRandom(9);
    int steps = playouts(start, work, codes, random, 20_000); // warm up
    long before = Allocations.ofThisThread();
    steps = playouts(start, work, codes, random, 50_000);
    long allocated = Allocations.ofThisThread() - before;
    assertThat(steps).isEqualTo(50_000);
    // The counter's own reflective call allocates a few dozen bytes; a step allocating anything
    // would add 50,000 times that.
    assertThat(allocated).as("bytes allocated by 50,000 steps").isLessThan(1_000);
  }

  /** Random playouts from a start, each game to its end, for a number of steps in all. */
  private static int playouts(
      IslandPosition start, IslandPosition work, int[] codes, SplittableRandom random, int steps) {
    int done = 0;
    while (done < steps) {
      int n = work.generate(codes);
      if (n == 0) {
        work.copyFrom(start);
        continue;
      }
      work.play(codes[random.nextInt(n)]);
      done++;
    }
    return done;
  }
}
