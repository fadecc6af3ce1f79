package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.fixtures.json.JsonGames;
import io.github.strategorules.fixtures.json.Messages;
import io.github.strategorules.fixtures.json.Pairs;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The JSON a seat receives leaks nothing: for two games that differ only in facts hidden from a
 * seat ({@link Pairs}), that seat's JSON (its view after every step, its events of every step and
 * its message of every step) is byte-identical, and so is a spectator's; the referee's JSON (the
 * full events) differs, so each pair really differs.
 */
class NoLeakProperties {
  private static final StrategoJson JSON = StrategoJson.standard();

  private static Arb<Played<GameState>> classic(List<String> required, int length) {
    return JsonGames.played(JsonGames.classicSpecs(6, required), Length.upTo(length));
  }

  private static Arb<Played<GameState>> island(int minPlayers, List<String> required) {
    return JsonGames.played(JsonGames.islandSpecs(minPlayers, required), Length.upTo(100_000));
  }

  /** Counts of what one property compared. */
  private static final class Counts {
    final AtomicLong pairs = new AtomicLong();
    final AtomicLong documents = new AtomicLong();
    final AtomicLong bytes = new AtomicLong();
    final AtomicLong special = new AtomicLong();
  }

  private static String text(Object json) {
    return JSON.toText((tools.jackson.databind.JsonNode) json);
  }

  private static void same(Counts c, String what, Object a, Object b) {
    String ta = text(a);
    assertThat(text(b)).as(what).isEqualTo(ta);
    c.documents.incrementAndGet();
    c.bytes.addAndGet(ta.length());
  }

  /**
   * Compares the viewer's and a spectator's JSON of both games, state by state and step by step.
   */
  private static void compare(Pairs p, Counts c) {
    List<GameState> statesA = new ArrayList<>(List.of(p.startA()));
    List<GameState> statesB = new ArrayList<>(List.of(p.startB()));
    p.stepsA().forEach(s -> statesA.add(s.state()));
    p.stepsB().forEach(s -> statesB.add(s.state()));
    boolean differs = false;
    for (Optional<Seat> who : List.of(Optional.of(p.viewer()), Optional.<Seat>empty())) {
      String name = who.map(Seat::name).orElse("spectator");
      for (int i = 0; i < statesA.size(); i++) {
        GameState a = statesA.get(i);
        GameState b = statesB.get(i);
        same(
            c,
            name + "'s view after step " + i,
            JSON.writeView(who.isPresent() ? a.viewFor(who.get()) : a.publicView()),
            JSON.writeView(who.isPresent() ? b.viewFor(who.get()) : b.publicView()));
      }
      same(
          c,
          name + "'s first message",
          JSON.writeMessage(message(p.startA(), who)),
          JSON.writeMessage(message(p.startB(), who)));
      // The referee's own updates of both games (issue 50: the action as the viewer may see it
      // included), each refereed with its own actions.
      List<Update> updatesA = updates(p.startA(), p.actionsA(), who);
      List<Update> updatesB = updates(p.startB(), p.actionsB(), who);
      for (int i = 0; i < p.stepsA().size(); i++) {
        Step a = p.stepsA().get(i);
        Step b = p.stepsB().get(i);
        same(
            c,
            name + "'s events of step " + (i + 1),
            JSON.writeEvents(who.isPresent() ? a.eventsFor(who.get()) : a.publicEvents()),
            JSON.writeEvents(who.isPresent() ? b.eventsFor(who.get()) : b.publicEvents()));
        same(
            c,
            name + "'s message after step " + (i + 1),
            JSON.writeMessage(updatesA.get(i)),
            JSON.writeMessage(updatesB.get(i)));
        differs |= !text(JSON.writeEvents(a.events())).equals(text(JSON.writeEvents(b.events())));
      }
    }
    differs |=
        !statesA.get(statesA.size() - 1).record().equals(statesB.get(statesB.size() - 1).record());
    assertThat(differs).as("the games of a pair differ for the referee").isTrue();
    c.pairs.incrementAndGet();
  }

  private static Update message(GameState s, Optional<Seat> who) {
    return Messages.at(s, 0, who);
  }

  /** A recipient's update of every step of a game, from a referee that applies the actions. */
  private static List<Update> updates(GameState start, List<Action> actions, Optional<Seat> who) {
    Referee referee = Referee.builder(start).keepSteps().build();
    for (Action a : actions) {
      assertThat(referee.submit(a.seat(), a).applied()).as("%s is applied", a).isTrue();
    }
    return referee.updatesSince(who, 0);
  }

  /** Whether one of the viewer's events of a pair's game A is of interest (counted). */
  private static boolean anyEvent(Pairs p, Predicate<Event> interesting) {
    return p.stepsA().stream()
        .anyMatch(s -> s.eventsFor(p.viewer()).stream().anyMatch(interesting));
  }

  private static void run(
      int examples,
      Arb<Pairs> pairs,
      String name,
      TestReporter reporter,
      Predicate<Pairs> special,
      String specialName) {
    Counts c = new Counts();
    Property.forAll(
        examples,
        pairs,
        p -> {
          Property.assume(p != null);
          compare(p, c);
          if (special.test(p)) {
            c.special.incrementAndGet();
          }
        });
    assertThat(c.pairs.get()).isEqualTo(examples);
    if (!specialName.isEmpty()) {
      assertThat(c.special.get()).as("pairs " + specialName).isPositive();
    }
    TestStatistics.publish(
        reporter,
        "json no-leak " + name,
        c.pairs
            + " pairs, "
            + c.documents
            + " documents byte-identical ("
            + c.bytes
            + " bytes)"
            + (specialName.isEmpty() ? "" : ", " + c.special + " pairs " + specialName));
  }

  @Test
  void classicOpponentsUnseenSetup(TestReporter r) {
    run(15, Pairs.classic(classic(List.of(), 160)), "classic", r, p -> true, "");
  }

  @Test
  void classicSilentDefenceHidesTheWinningDefender(TestReporter r) {
    run(
        15,
        Pairs.classic(classic(List.of("silent_defence"), 260), true),
        "classic silent defence",
        r,
        p ->
            anyEvent(
                p,
                e ->
                    e instanceof ClassicEvent.Battle b
                        && b.defenderType().isEmpty()
                        && p.changed().contains(b.to().toString())),
        "where an exchanged piece won a defence unrevealed to the viewer");
  }

  @Test
  void islandFaceDownTiles(TestReporter r) {
    run(
        12,
        Pairs.islandLayouts(island(2, List.of())),
        "lost-island face-down tiles",
        r,
        p -> true,
        "");
  }

  @Test
  void islandUnseenExplorerValues(TestReporter r) {
    run(
        12,
        Pairs.islandValues(island(2, List.of())),
        "lost-island unseen values",
        r,
        p -> true,
        "");
  }

  @Test
  void islandSecretFightsHideValuesFromThirdSeats(TestReporter r) {
    run(
        15,
        Pairs.islandValues(island(3, List.of("secret_fights"))),
        "lost-island secret fights",
        r,
        p ->
            anyEvent(
                p,
                e ->
                    e instanceof IslandEvent.SecretFight f
                        && (p.changed().contains(f.attacker().toString())
                            || p.changed().contains(f.defender().toString()))),
        "where an exchanged explorer fought in secret before the viewer");
  }
}
