package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.TableAction;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOutcome;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.support.IslandConfigs;
import io.github.strategorules.lostisland.support.IslandGames;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The game-neutral contract over random 2-, 3- and 4-seat games with random LI-12 toggles ({@link
 * RandomGameProperties#start}), in which random seats resign, offer and accept draws (LI-11.3,
 * LI-11.4 [interp]) among the random decisions: an action is accepted exactly when it is listed for
 * its seat, for every seat, including actions in another seat's name; an outcome is final and fits
 * how the game ended; a record (table actions included) replays through the registry to the same
 * game. The games come from the contract's generator with table actions often; what every game
 * shares is checked by the contract kit ({@link LostIslandContractTest}).
 */
class ContractProperties {

  private static boolean table(IslandAction a) {
    return a instanceof TableAction;
  }

  /**
   * Games of 2 to 4 seats with random toggles ({@link IslandConfigs#any()}) in which random seats'
   * table actions are mixed into the decisions at a rate drawn per game (1 in 400 decisions, or 1
   * in 40: often), and while an offer stands every other decision is another seat's table action,
   * so that games end by LI-11, by resignation and by agreement.
   */
  private static Arb<Played<IslandState>> games(Length length) {
    return d -> {
      int rate = d.pick(List.of(400, 40));
      return ChoiceGames.play(
          d,
          IslandState.newGame(IslandConfigs.any().draw(d)),
          length,
          ChoiceGames.Options.DEFAULT.tableActionsOneIn(rate));
    };
  }

  /** Random actions of every kind and every seat, table actions included, legal or not. */
  private static IslandAction anyAction(SplittableRandom r) {
    Seat seat = Seat.of(r.nextInt(4));
    return switch (r.nextInt(8)) {
      case 0 -> new IslandAction.Resignation(seat);
      case 1 -> new IslandAction.DrawOffer(seat);
      case 2 -> new IslandAction.DrawAcceptance(seat);
      default -> RandomActions.any(r);
    };
  }

  @Test
  @ChecksRule({"LI-11.3", "LI-11.4"})
  void an_action_is_accepted_exactly_when_it_is_listed_for_its_seat() {
    Property.forAll(
        150,
        games(Length.upTo(20_000)),
        Arb.seeds(),
        (g, probe) -> {
          SplittableRandom r = new SplittableRandom(probe);
          for (IslandState s : g.states()) {
            legalityAgreesWithAcceptance(s, r);
          }
        });
  }

  private static void legalityAgreesWithAcceptance(IslandState s, SplittableRandom r) {
    List<Seat> seats = s.game().seats();
    boolean over = s.outcome().isPresent();
    assertThat(s.toDecide()).hasSize(over ? 0 : 1);
    assertThat(s.legalActions()).isEqualTo(over ? List.of() : s.legalActions(s.toDecide().get(0)));
    for (Seat seat : seats) {
      List<IslandAction> legal = s.legalActions(seat);
      assertThat(new HashSet<>(legal)).hasSameSizeAs(legal);
      if (over) {
        assertThat(legal).isEmpty();
        continue;
      }
      assertThat(legal).last().isEqualTo(new IslandAction.Resignation(seat));
      boolean decides = s.toDecide().contains(seat);
      assertThat(legal.stream().filter(a -> !table(a)).toList())
          .isEqualTo(decides ? s.legalDecisions() : List.of());
      for (IslandAction a : legal) {
        assertThat(a.seat()).isEqualTo(seat);
        assertThat(s.check(seat, a)).as("%s", a).isEmpty();
      }
    }
    for (int k = 0; k < 4; k++) {
      IslandAction a = anyAction(r);
      boolean plays = a.seat().index() < seats.size();
      boolean listed = plays && s.legalActions(a.seat()).contains(a);
      Optional<IslandReason> why = s.check(a.seat(), a);
      assertThat(why.isEmpty()).as("%s", a).isEqualTo(listed);
      if (why.isPresent()) {
        assertThatThrownBy(() -> s.apply(a.seat(), a))
            .isInstanceOfSatisfying(
                IllegalActionException.class, e -> assertThat(e.reason()).isEqualTo(why.get()));
      }
      Seat other = Seat.of((a.seat().index() + 1 + r.nextInt(3)) % 4);
      assertThat(s.check(other, a)).contains(IslandReason.NOT_YOUR_ACTION);
    }
  }

  @Test
  @ChecksRule({"LI-11.3", "LI-11.4"})
  void the_outcome_is_final_and_fits_the_way_the_game_ended() {
    Property.forAll(
        200,
        games(Length.upTo(IslandGames.TO_THE_END)),
        g -> {
          Property.assume(
              !g.cut()); // a game cut short by its length (or by shrinking) has no outcome
          IslandState last = g.last();
          assertThat(last.outcome())
              .as("every game ends, at the latest at the turn limit")
              .isPresent();
          for (int i = 0; i < g.actions().size(); i++) {
            IslandState before = g.states().get(i);
            IslandAction a = (IslandAction) g.actions().get(i);
            Step step = g.steps().get(i);
            assertThat(before.outcome()).isEmpty();
            boolean declines =
                !table(a)
                    && !before.drawAgreed().isEmpty()
                    && !before.drawAgreed().contains(a.seat());
            assertThat(step.events().contains(new IslandEvent.DrawDeclined(a.seat())))
                .isEqualTo(declines);
            if (declines) {
              assertThat(step.events().get(0)).isEqualTo(new IslandEvent.DrawDeclined(a.seat()));
            }
            for (Seat seat : last.game().seats()) { // table events are public
              assertThat(
                      step.eventsFor(seat).stream()
                          .filter(
                              e ->
                                  e instanceof IslandEvent.Resigned
                                      || e instanceof IslandEvent.DrawOffered
                                      || e instanceof IslandEvent.DrawAccepted
                                      || e instanceof IslandEvent.DrawDeclined)
                          .toList())
                  .isEqualTo(
                      step.events().stream()
                          .filter(
                              e ->
                                  e instanceof IslandEvent.Resigned
                                      || e instanceof IslandEvent.DrawOffered
                                      || e instanceof IslandEvent.DrawAccepted
                                      || e instanceof IslandEvent.DrawDeclined)
                          .toList());
            }
          }
          IslandOutcome o = last.outcome().get();
          IslandAction end = (IslandAction) g.actions().get(g.actions().size() - 1);
          List<Seat> others = new ArrayList<>(last.game().seats());
          others.remove(end.seat());
          switch (o.termination()) {
            case RESIGNATION -> {
              assertThat(end).isInstanceOf(IslandAction.Resignation.class);
              assertThat(o.winners()).isEqualTo(others);
            }
            case AGREEMENT -> {
              assertThat(end)
                  .isInstanceOfAny(IslandAction.DrawOffer.class, IslandAction.DrawAcceptance.class);
              assertThat(o.winners()).isEmpty();
              assertThat(g.states().get(g.states().size() - 2).drawAgreed()).isEqualTo(others);
            }
            case TURN_LIMIT -> assertThat(o.winners()).isEmpty();
            case FLAG_AND_ISLAND -> assertThat(o.winners()).hasSize(1);
            default -> throw new AssertionError(o);
          }
          assertThat(
                  o.termination() == IslandTermination.RESIGNATION
                      || o.termination() == IslandTermination.AGREEMENT)
              .isEqualTo(table(end));
          assertThatThrownBy(() -> last.apply(end.seat(), end))
              .isInstanceOfSatisfying(
                  IllegalActionException.class,
                  e -> assertThat(e.reason()).isEqualTo(IslandReason.GAME_OVER));
        });
  }

  @Test
  void records_with_table_actions_replay_through_the_registry_to_the_same_game() {
    Property.forAll(
        100,
        games(Length.between(1, 3000)),
        Arb.seeds(),
        (g, seed) -> {
          IslandState last = g.last();
          String record = last.record();
          assertThat(IslandRecord.parse(record).format()).isEqualTo(record);
          assertThat(IslandRecord.parse(record).actions()).isEqualTo(g.actions());
          assertThat(io.github.strategorules.core.game.Games.gameOfRecord(record))
              .isEqualTo(last.game());
          // the public game: its spec reads back, and a new game of any seed has the same game
          assertThat(io.github.strategorules.core.game.Games.parse(last.game().spec()))
              .isEqualTo(last.game());
          assertThat(last.game().spec()).doesNotContain("seed", "layout");
          assertThat(last.game().newGame(seed + 1).game()).isEqualTo(last.game());
          assertThat(last.game().newGame(seed + 1).config().layout().stones())
              .isEqualTo(last.game().stones());
          RecordReplay<GameState, RecordReplay.Refused> replay =
              io.github.strategorules.core.game.Games.replay(record);
          assertThat(replay.isLegal()).isTrue();
          assertThat(replay.applied()).isEqualTo(g.actions().size());
          IslandState again = (IslandState) replay.finalState();
          assertThat(again.refereeView()).isEqualTo(last.refereeView());
          assertThat(again.history()).isEqualTo(last.history());
          assertThat(again.outcome()).isEqualTo(last.outcome());
          assertThat(again.drawAgreed()).isEqualTo(last.drawAgreed());
          for (Seat seat : last.game().seats()) {
            assertThat(again.historyFor(seat)).isEqualTo(last.historyFor(seat));
          }
        });
  }
}
