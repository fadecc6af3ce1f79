package io.github.strategorules.engine.protocol;

import static io.github.strategorules.engine.protocol.Talk.JSON;
import static io.github.strategorules.engine.protocol.Talk.text;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.fixtures.json.JsonGames;
import io.github.strategorules.fixtures.json.Messages;
import io.github.strategorules.json.StoredRecord;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Generated games of both games played through a {@link ProtocolSession}, request by request: every
 * reply is what the contract and {@code StrategoJson} give for the same game (legal actions,
 * checks, statuses, each seat's and a spectator's events, views and messages, the record), and
 * valid against {@code protocol.schema.json} (checked every few steps, and at the end).
 */
class ProtocolProperties {
  private static final Arb<Played<GameState>> CLASSIC =
      JsonGames.played(JsonGames.classicSpecs(5, List.of()), Length.upTo(120));
  private static final Arb<Played<GameState>> ISLAND =
      JsonGames.played(JsonGames.islandSpecs(List.of()), Length.upTo(160));

  private static String status(GameState s) {
    StringBuilder sb = new StringBuilder("{\"phase\":\"" + s.phase() + "\",\"to_decide\":[");
    for (int i = 0; i < s.toDecide().size(); i++) {
      sb.append(i == 0 ? "" : ",").append('"').append(s.toDecide().get(i)).append('"');
    }
    sb.append("],\"outcome\":")
        .append(s.outcome().map(o -> text(JSON.writeOutcome(o))).orElse("null"))
        .append('}');
    return sb.toString();
  }

  private static void play(
      Played<GameState> g, AtomicLong steps, AtomicLong requests, AtomicLong validated) {
    Talk t = Talk.greeted();
    String id = t.session.host(g.start());
    List<Seat> seats = g.game().seats();
    for (int i = 0; i < g.actions().size(); i++) {
      t.validate = i % 10 == 0 || i == g.actions().size() - 1;
      Action a = g.actions().get(i);
      GameState before = g.states().get(i);
      Step step = g.steps().get(i);
      Seat sender = a.seat();
      assertThat(text(t.ok(t.request("legal", id, sender.name())).get("actions")))
          .isEqualTo(text(JSON.writeActions(before.legalActions(sender))));
      ObjectNode check = t.request("check", id, sender.name());
      check.set("action", JSON.writeAction(a));
      JsonNode checked = t.ok(check);
      assertThat(checked.get("legal").booleanValue()).isTrue();
      assertThat(checked.get("illegal").isNull()).isTrue();
      ObjectNode apply = t.request("apply", id, sender.name());
      // a client may send an action by its notation alone or by its fields
      if (i % 2 == 0) {
        apply.putObject("action").put("notation", a.notation());
      } else {
        apply.set("action", JSON.writeAction(a));
      }
      assertThat(text(t.ok(apply).get("status"))).isEqualTo(status(step.state()));
      for (Seat seat : seats) {
        assertThat(text(t.ok(t.request("events", id, seat.name())).get("events")))
            .isEqualTo(text(JSON.writeEvents(step.eventsFor(seat))));
        if (t.validate) {
          assertThat(text(t.ok(t.request("message", id, seat.name())).get("message")))
              .isEqualTo(
                  text(JSON.writeMessage(Messages.after(a, step, i + 1, Optional.of(seat)))));
        }
      }
      assertThat(text(t.ok(t.request("events", id, null)).get("events")))
          .isEqualTo(text(JSON.writeEvents(step.publicEvents())));
      steps.incrementAndGet();
    }
    t.validate = true;
    GameState last = g.last();
    for (Seat seat : seats) {
      assertThat(text(t.ok(t.request("view", id, seat.name())).get("view")))
          .isEqualTo(text(JSON.writeView(last.viewFor(seat))));
    }
    assertThat(text(t.ok(t.request("message", id, null)).get("message")))
        .isEqualTo(
            text(
                JSON.writeMessage(
                    g.steps().isEmpty()
                        ? Messages.forSpectator(last)
                        : Messages.after(
                            g.actions().get(g.actions().size() - 1),
                            g.steps().get(g.steps().size() - 1),
                            g.steps().size(),
                            Optional.empty()))));
    assertThat(text(t.ok(t.request("status", id, null)).get("status"))).isEqualTo(status(last));
    JsonNode outcome = t.ok(t.request("outcome", id, null)).get("outcome");
    assertThat(text(outcome))
        .isEqualTo(last.outcome().map(o -> text(JSON.writeOutcome(o))).orElse("null"));
    assertThat(text(t.ok(t.request("record", id, null)).get("record")))
        .isEqualTo(text(JSON.writeRecord(StoredRecord.of(last))));
    requests.addAndGet(t.sent);
    validated.addAndGet(t.validated);
  }

  private static void run(int examples, Arb<Played<GameState>> games, String name, TestReporter r) {
    AtomicLong steps = new AtomicLong();
    AtomicLong requests = new AtomicLong();
    AtomicLong validated = new AtomicLong();
    Property.forAll(examples, games, g -> play(g, steps, requests, validated));
    assertThat(steps.get()).isGreaterThan(examples);
    TestStatistics.publish(
        r,
        "protocol session " + name,
        examples
            + " games, "
            + steps
            + " steps, "
            + requests
            + " requests answered as the contract does, "
            + validated
            + " replies schema-validated");
  }

  @Test
  void classicGamesThroughTheSession(TestReporter r) {
    run(6, CLASSIC, "classic", r);
  }

  @Test
  void islandGamesThroughTheSession(TestReporter r) {
    run(6, ISLAND, "lost-island", r);
  }

  @Test
  void aNewGameBySpecAndSeedIsTheRegistrysGame(TestReporter r) {
    AtomicLong games = new AtomicLong();
    Property.forAll(
        30,
        JsonGames.specs(),
        Arb.seeds(),
        (spec, seed) -> {
          Talk t = Talk.greeted();
          String id = t.open(spec, seed);
          GameState s = Games.parse(spec).newGame(seed);
          assertThat(text(t.ok(t.request("record", id, null)).get("record")))
              .isEqualTo(text(JSON.writeRecord(StoredRecord.of(s))));
          for (Seat seat : s.game().seats()) {
            assertThat(text(t.ok(t.request("message", id, seat.name())).get("message")))
                .isEqualTo(text(JSON.writeMessage(Messages.forSeat(s, seat))));
          }
          games.incrementAndGet();
        });
    TestStatistics.publish(
        r, "protocol session new games", games + " games by spec and seed as the registry's");
  }
}
