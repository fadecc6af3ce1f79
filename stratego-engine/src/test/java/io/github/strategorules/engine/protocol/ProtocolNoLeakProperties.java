package io.github.strategorules.engine.protocol;

import static io.github.strategorules.engine.protocol.Talk.JSON;
import static io.github.strategorules.engine.protocol.Talk.text;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.fixtures.json.JsonGames;
import io.github.strategorules.fixtures.json.Pairs;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The protocol answers a seat without leaking: for two games that differ only in facts hidden from
 * a seat ({@link Pairs}), played side by side in two sessions, every reply to a request in that
 * seat's name or a spectator's is byte-identical at every step: its view, events, message and legal
 * actions, the status and outcome, the replies to {@code apply}, and the replies to {@code check}
 * for probe actions of that seat (a spread of its legal actions one step before, at and after the
 * step, in either game: stale and future actions refused with the game's reason).
 */
class ProtocolNoLeakProperties {
  private static final class Counts {
    final AtomicLong pairs = new AtomicLong();
    final AtomicLong replies = new AtomicLong();
    final AtomicLong refusals = new AtomicLong();
  }

  private static List<GameState> states(
      GameState start, List<io.github.strategorules.core.game.Step> steps) {
    List<GameState> states = new ArrayList<>(List.of(start));
    steps.forEach(s -> states.add(s.state()));
    return states;
  }

  private static void same(Counts c, String what, String a, String b) {
    assertThat(b).as(what).isEqualTo(a);
    c.replies.incrementAndGet();
  }

  private static void compare(Pairs p, Counts c) {
    Talk a = Talk.greeted();
    Talk b = Talk.greeted();
    a.validate = false;
    b.validate = false;
    String idA = a.session.host(p.startA());
    String idB = b.session.host(p.startB());
    List<GameState> statesA = states(p.startA(), p.stepsA());
    List<GameState> statesB = states(p.startB(), p.stepsB());
    String viewer = p.viewer().name();
    for (int i = 0; i <= p.actionsA().size(); i++) {
      // a message holds the view and the legal actions: those alone every few steps
      boolean all = i % 5 == 0 || i == p.actionsA().size();
      for (String type :
          all ? List.of("view", "events", "message", "legal") : List.of("events", "message")) {
        same(
            c,
            viewer + "'s " + type + " at step " + i,
            text(a.ok(a.request(type, idA, viewer))),
            text(b.ok(b.request(type, idB, viewer))));
        if (!type.equals("legal")) {
          same(
              c,
              "a spectator's " + type + " at step " + i,
              text(a.ok(a.request(type, idA, null))),
              text(b.ok(b.request(type, idB, null))));
        }
      }
      same(
          c,
          "status at step " + i,
          text(a.ok(a.request("status", idA, null))),
          text(b.ok(b.request("status", idB, null))));
      same(
          c,
          "outcome at step " + i,
          text(a.ok(a.request("outcome", idA, null))),
          text(b.ok(b.request("outcome", idB, null))));
      Set<Action> probes = new LinkedHashSet<>();
      for (int k = Math.max(0, i - 1); k <= Math.min(statesA.size() - 1, i + 1); k++) {
        probes.addAll(statesA.get(k).legalActions(p.viewer()));
        probes.addAll(statesB.get(k).legalActions(p.viewer()));
      }
      // a classic setup offers hundreds of placements: a spread of at most 60 of them is enough
      List<Action> probed = new ArrayList<>(probes);
      int stride = Math.max(1, probed.size() / 60);
      for (int k = 0; k < probed.size(); k += stride) {
        Action x = probed.get(k);
        ObjectNode ca = a.request("check", idA, viewer);
        ca.set("action", JSON.writeAction(x));
        ObjectNode cb = b.request("check", idB, viewer);
        cb.set("action", JSON.writeAction(x));
        String ra = text(a.send(ca));
        same(c, viewer + "'s check of " + x.notation() + " at step " + i, ra, text(b.send(cb)));
        if (ra.contains("\"legal\":false")) {
          c.refusals.incrementAndGet();
        }
      }
      if (i == p.actionsA().size()) {
        break;
      }
      Action xa = p.actionsA().get(i);
      Action xb = p.actionsB().get(i);
      ObjectNode applyA = a.request("apply", idA, xa.seat().name());
      applyA.set("action", JSON.writeAction(xa));
      ObjectNode applyB = b.request("apply", idB, xb.seat().name());
      applyB.set("action", JSON.writeAction(xb));
      JsonNode repliedA = a.ok(applyA);
      JsonNode repliedB = b.ok(applyB);
      if (xa.seat() == p.viewer()) {
        same(c, "the apply reply of step " + (i + 1), text(repliedA), text(repliedB));
      } else {
        // another seat's reply carries that seat's own share (issue 54.10), whose secrets differ
        // between the twins by design: its status is what the viewer could learn from it
        same(
            c,
            "the apply reply's status of step " + (i + 1),
            text(repliedA.get("status")),
            text(repliedB.get("status")));
      }
    }
    c.pairs.incrementAndGet();
  }

  private static void run(int examples, Arb<Pairs> pairs, String name, TestReporter r) {
    Counts c = new Counts();
    Property.forAll(
        examples,
        pairs,
        p -> {
          Property.assume(p != null);
          compare(p, c);
        });
    assertThat(c.pairs.get()).isEqualTo(examples);
    assertThat(c.refusals.get()).as("probes refused").isPositive();
    TestStatistics.publish(
        r,
        "protocol no-leak " + name,
        c.pairs
            + " pairs, "
            + c.replies
            + " replies byte-identical, "
            + c.refusals
            + " of them check refusals with the game's reason");
  }

  private static Arb<Played<GameState>> classic(int length) {
    return JsonGames.played(JsonGames.classicSpecs(6, List.of()), Length.upTo(length));
  }

  private static Arb<Played<GameState>> island(int minPlayers, List<String> required) {
    return JsonGames.played(JsonGames.islandSpecs(minPlayers, required), Length.upTo(100_000));
  }

  @Test
  void classicOpponentsUnseenSetup(TestReporter r) {
    run(5, Pairs.classic(classic(100)), "classic", r);
  }

  @Test
  void islandFaceDownTiles(TestReporter r) {
    run(5, Pairs.islandLayouts(island(2, List.of())), "lost-island face-down tiles", r);
  }

  @Test
  void islandUnseenExplorerValues(TestReporter r) {
    run(5, Pairs.islandValues(island(3, List.of("secret_fights"))), "lost-island unseen values", r);
  }
}
