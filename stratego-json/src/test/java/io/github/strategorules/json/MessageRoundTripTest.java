package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.fixtures.json.JsonGames;
import io.github.strategorules.json.support.JsonChecks;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Property;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 54.11: {@code readMessage(writeMessage(u))} is {@code u} for every update the writer
 * accepts, its clocks included. Before, a clock of 1.5 ms came back as 1 ms: the update kept the
 * referee's nanoseconds, the JSON carries milliseconds. Now an update holds its clocks in whole
 * milliseconds (rounded down on construction, the precision of the wire), so the value written is
 * the value held. A classic view reads back as its {@link ClassicViewValue}, the one other
 * difference, which json.md states.
 */
class MessageRoundTripTest {
  private static final StrategoJson JSON = StrategoJson.standard();

  /** A recipient's share of some state of a played game, with any clocks and step count. */
  private static final Arb<Update> UPDATES =
      JsonGames.played(JsonGames.specs(), Length.upTo(60))
          .flatMap(
              played ->
                  d -> {
                    List<Step> steps = played.steps();
                    int at = d.between(0, steps.size());
                    GameState state = at == 0 ? played.start() : steps.get(at - 1).state();
                    List<Seat> seats = state.game().seats();
                    int who = d.between(0, seats.size()); // seats.size(): a spectator
                    Optional<Seat> seat =
                        who == seats.size() ? Optional.empty() : Optional.of(seats.get(who));
                    Map<Seat, Duration> clocks = new EnumMap<>(Seat.class);
                    if (d.oneIn(2)) {
                      for (Seat s : seats) {
                        clocks.put(
                            s,
                            Duration.ofSeconds(
                                d.between(0L, 100_000L), d.between(0L, 999_999_999L)));
                      }
                    }
                    // The step's actor and its action as this recipient sees it (its own whole,
                    // another's left out: which actions a recipient may see is core's to say).
                    Optional<Action> acted =
                        at == 0 ? Optional.empty() : Optional.of(played.actions().get(at - 1));
                    Optional<Seat> actor = acted.map(Action::seat);
                    Optional<Action> seen = actor.equals(seat) ? acted : Optional.empty();
                    return new Update(
                        state.game(),
                        seat,
                        d.between(0, 1_000_000),
                        actor,
                        seen,
                        seat.isPresent() ? state.viewFor(seat.get()) : state.publicView(),
                        at == 0
                            ? List.of()
                            : List.copyOf(
                                seat.isPresent()
                                    ? steps.get(at - 1).eventsFor(seat.get())
                                    : steps.get(at - 1).publicEvents()),
                        seat.isPresent() ? List.copyOf(state.legalActions(seat.get())) : List.of(),
                        state.outcome().map(o -> (Outcome) o),
                        clocks);
                  });

  @Test
  void aMessageReadsBackAsTheUpdateItWasWrittenFrom() {
    Property.forAll(
        60,
        UPDATES,
        u -> {
          Update back = JSON.readMessage(JSON.parse(JSON.toText(JSON.writeMessage(u))));
          Update expected =
              new Update(
                  u.game(),
                  u.seat(),
                  u.steps(),
                  u.actor(),
                  u.action(),
                  JsonChecks.comparable(u.view()),
                  u.events(),
                  u.legalActions(),
                  u.outcome(),
                  u.clocks());
          assertThat(back).isEqualTo(expected);
        });
  }

  @Test
  void aClockIsHeldInWholeMilliseconds() {
    Update u =
        new Update(
            io.github.strategorules.core.game.Games.parse("classic"),
            Optional.empty(),
            0,
            Optional.empty(),
            Optional.empty(),
            io.github.strategorules.core.game.Games.parse("classic").newGame(1).publicView(),
            List.of(),
            List.of(),
            Optional.empty(),
            Map.of(Seat.RED, Duration.ofNanos(1_500_000), Seat.BLUE, Duration.ofNanos(999_999)));
    assertThat(u.clocks()).containsEntry(Seat.RED, Duration.ofMillis(1));
    assertThat(u.clocks()).containsEntry(Seat.BLUE, Duration.ZERO);
    assertThat(JSON.readMessage(JSON.writeMessage(u)).clocks()).isEqualTo(u.clocks());
  }
}
