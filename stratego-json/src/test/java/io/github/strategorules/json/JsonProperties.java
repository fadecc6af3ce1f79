package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.fixtures.json.JsonGames;
import io.github.strategorules.fixtures.json.Messages;
import io.github.strategorules.fixtures.json.TableActions;
import io.github.strategorules.json.support.JsonChecks;
import io.github.strategorules.json.support.JsonChecks.Kind;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * Every kind of value of both games, on generated games (setups, play, table actions, endings):
 * written, valid against its schema in {@code docs/json/}, read back to an equal value and written
 * again to the same text ({@link JsonChecks}).
 */
@Tag("slow") // about 100 s of CPU; .ci/run runs it (-Pslow-tests)
class JsonProperties {
  private static final Arb<Played<GameState>> CLASSIC =
      JsonGames.played(JsonGames.classicSpecs(5, List.of()), Length.upTo(140));
  private static final Arb<Played<GameState>> ISLAND =
      JsonGames.played(JsonGames.islandSpecs(List.of()), Length.upTo(220));

  /** Games played to their end (the turn limit ends every Lost Island game). */
  private static final Arb<Played<GameState>> ISLAND_TO_THE_END =
      JsonGames.played(JsonGames.islandSpecs(List.of()), Length.upTo(100_000));

  /**
   * The steps of a game, then the table actions that end it when it goes on; for events, also the
   * branches where a draw is declined and agreed in the middle of play.
   */
  private static List<Step> steps(Played<GameState> game) {
    List<Step> steps = new ArrayList<>(game.steps());
    steps.addAll(TableActions.end(game.last(), game.choices().size() % 2 == 0));
    return steps;
  }

  private static List<Step> withDrawBranches(Played<GameState> game) {
    List<Step> steps = steps(game);
    List<GameState> states = game.states();
    for (int i = states.size() / 2; i < states.size(); i++) {
      if (states.get(i).phase() == io.github.strategorules.core.game.Phase.PLAY) {
        steps.addAll(TableActions.declined(states.get(i)));
        steps.addAll(TableActions.end(states.get(i), false));
        steps.addAll(TableActions.end(states.get(i), true));
        break;
      }
    }
    return steps;
  }

  private static List<GameState> states(Played<GameState> game) {
    List<GameState> states = new ArrayList<>();
    states.add(game.start());
    steps(game).forEach(s -> states.add(s.state()));
    return states;
  }

  private static void run(
      int examples,
      Arb<Played<GameState>> games,
      Kind kind,
      String game,
      TestReporter reporter,
      Consumer<Played<GameState>> check) {
    long before = JsonChecks.count(kind);
    Property.forAll(examples, games, check);
    long checked = JsonChecks.count(kind) - before;
    assertThat(checked).as("values checked").isGreaterThan(examples);
    TestStatistics.publish(
        reporter,
        "json " + kind.schema() + " " + game,
        examples + " games, " + checked + " values round-tripped and schema-validated");
  }

  private static void games(Played<GameState> g) {
    JsonChecks.game(g.start().game());
    Game read = Games0.parse(g.start().game().spec());
    JsonChecks.game(read);
  }

  private static void actions(Played<GameState> g) {
    Game game = g.start().game();
    List<Step> steps = steps(g);
    List<GameState> states = states(g);
    for (int i = 0; i < steps.size(); i++) {
      GameState s = states.get(i);
      // every legal action of every seat at a few states; the action taken at every state
      if (i % 25 == 0 || i == steps.size() - 1) {
        for (Seat seat : game.seats()) {
          s.legalActions(seat).forEach(a -> JsonChecks.action(game, a));
        }
      }
    }
    g.actions().forEach(a -> JsonChecks.action(game, a));
  }

  private static void views(Played<GameState> g) {
    for (GameState s : states(g)) {
      for (Seat seat : s.game().seats()) {
        JsonChecks.view(s.viewFor(seat));
      }
      JsonChecks.view(s.publicView());
    }
  }

  private static void events(Played<GameState> g) {
    Game game = g.start().game();
    for (Step step : withDrawBranches(g)) {
      JsonChecks.events(game, step.events());
      JsonChecks.events(game, step.publicEvents());
      for (Seat seat : game.seats()) {
        JsonChecks.events(game, step.eventsFor(seat));
      }
    }
  }

  private static void outcomes(Played<GameState> g) {
    Game game = g.start().game();
    List<GameState> states = states(g);
    GameState last = states.get(states.size() - 1);
    assertThat(last.outcome()).isPresent();
    JsonChecks.outcome(game, last.outcome().get());
    for (Step step : steps(g)) {
      for (Event e : step.events()) {
        if (e instanceof io.github.strategorules.core.event.ClassicEvent.GameEnded ended) {
          JsonChecks.outcome(game, ended.outcome());
        } else if (e instanceof io.github.strategorules.lostisland.IslandEvent.GameEnded ended) {
          JsonChecks.outcome(game, ended.outcome());
        }
      }
    }
  }

  private static void messages(Played<GameState> g) {
    GameState start = g.start();
    for (Seat seat : start.game().seats()) {
      JsonChecks.message(Messages.forSeat(start, seat));
    }
    JsonChecks.message(Messages.forSpectator(start));
    List<? extends Step> steps = g.steps(); // with their actions (the step's actor and action)
    for (int i = 0; i < steps.size(); i++) {
      Action action = g.actions().get(i);
      for (Seat seat : start.game().seats()) {
        JsonChecks.message(Messages.after(action, steps.get(i), i + 1, Optional.of(seat)));
      }
      JsonChecks.message(Messages.after(action, steps.get(i), i + 1, Optional.empty()));
    }
  }

  private static void records(Played<GameState> g) {
    List<GameState> states = states(g);
    JsonChecks.record(StoredRecord.of(states.get(0)));
    JsonChecks.record(StoredRecord.of(g.last()));
    JsonChecks.record(StoredRecord.of(states.get(states.size() - 1)));
  }

  /** The registry, by another name so that the game read back is built independently. */
  private static final class Games0 {
    static Game parse(String spec) {
      return io.github.strategorules.core.game.Games.parse(spec);
    }
  }

  @Test
  void classicGames(TestReporter r) {
    run(40, CLASSIC, Kind.GAME, "classic", r, JsonProperties::games);
  }

  @Test
  void islandGames(TestReporter r) {
    run(40, ISLAND, Kind.GAME, "lost-island", r, JsonProperties::games);
  }

  @Test
  void classicActions(TestReporter r) {
    run(10, CLASSIC, Kind.ACTION, "classic", r, JsonProperties::actions);
  }

  @Test
  void islandActions(TestReporter r) {
    run(25, ISLAND, Kind.ACTION, "lost-island", r, JsonProperties::actions);
  }

  @Test
  void classicViews(TestReporter r) {
    run(5, CLASSIC, Kind.VIEW, "classic", r, JsonProperties::views);
  }

  @Test
  void islandViews(TestReporter r) {
    run(5, ISLAND, Kind.VIEW, "lost-island", r, JsonProperties::views);
  }

  @Test
  void classicEvents(TestReporter r) {
    run(25, CLASSIC, Kind.EVENT, "classic", r, JsonProperties::events);
    publishKinds(r, "classic", io.github.strategorules.core.event.ClassicEvent.class);
  }

  @Test
  void islandEvents(TestReporter r) {
    run(15, ISLAND_TO_THE_END, Kind.EVENT, "lost-island", r, JsonProperties::events);
    publishKinds(r, "lost-island", IslandEvent.class);
  }

  /**
   * Which kinds of events the generated games gave (the schema test checks every kind has a
   * schema).
   */
  private static void publishKinds(TestReporter r, String family, Class<?> sealed) {
    java.util.Set<String> all = new java.util.TreeSet<>();
    for (Class<?> c : sealed.getPermittedSubclasses()) {
      all.add(io.github.strategorules.json.internal.Names.kind(c));
    }
    java.util.Set<String> missing = new java.util.TreeSet<>(all);
    missing.removeIf(k -> JsonChecks.eventKinds().contains(family + ":" + k));
    TestStatistics.publish(
        r,
        "json event kinds " + family,
        (all.size() - missing.size())
            + " of "
            + all.size()
            + " kinds round-tripped"
            + (missing.isEmpty() ? "" : ", not met in these games: " + missing));
  }

  @Test
  void classicOutcomes(TestReporter r) {
    run(40, CLASSIC, Kind.OUTCOME, "classic", r, JsonProperties::outcomes);
  }

  @Test
  void islandOutcomes(TestReporter r) {
    run(25, ISLAND_TO_THE_END, Kind.OUTCOME, "lost-island", r, JsonProperties::outcomes);
  }

  @Test
  void classicMessages(TestReporter r) {
    run(4, CLASSIC, Kind.MESSAGE, "classic", r, JsonProperties::messages);
  }

  @Test
  void islandMessages(TestReporter r) {
    run(5, ISLAND, Kind.MESSAGE, "lost-island", r, JsonProperties::messages);
  }

  @Test
  void classicRecords(TestReporter r) {
    run(25, CLASSIC, Kind.RECORD, "classic", r, JsonProperties::records);
  }

  @Test
  void islandRecords(TestReporter r) {
    run(25, ISLAND_TO_THE_END, Kind.RECORD, "lost-island", r, JsonProperties::records);
  }
}
