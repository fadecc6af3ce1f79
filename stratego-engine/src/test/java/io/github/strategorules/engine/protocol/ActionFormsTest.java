package io.github.strategorules.engine.protocol;

import static io.github.strategorules.engine.protocol.Talk.JSON;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Every action kind of every game, sent to the referee in each documented form (docs/json.md,
 * docs/protocol.md): its full JSON, its notation (a JSON string, or an object with only {@code
 * notation}), and its fields alone, without the field naming its seat, which the request's {@code
 * seat} then gives. A seat named in the fields that differs from the request's is kept, and refused
 * by the state as another seat's action. (Issue 27: a Lost Island action by its fields alone was
 * refused for lack of {@code seat}.)
 */
class ActionFormsTest {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** The documented forms of an action, each built from the action's JSON. */
  private static final List<BiFunction<Action, ObjectNode, JsonNode>> FORMS =
      List.of(
          (a, full) -> full,
          (a, full) -> NODES.stringNode(a.notation()),
          (a, full) -> NODES.objectNode().put("notation", a.notation()),
          (a, full) -> fieldsAlone(full));

  /** The action's fields without its notation and its seat. */
  static ObjectNode fieldsAlone(ObjectNode full) {
    ObjectNode o = full.deepCopy();
    o.remove("notation");
    o.remove("seat");
    return o;
  }

  @Test
  void everyClassicFamilyActionKindInEveryForm() {
    Set<Class<?>> met = new HashSet<>();
    for (String spec :
        List.of("classic", "barrage", "ultimate_lightning", "duel", "classic(free_setup)")) {
      met.addAll(play(spec, 3, 240));
    }
    assertThat(met).containsExactlyInAnyOrder(ClassicAction.class.getPermittedSubclasses());
  }

  @Test
  void everyLostIslandActionKindInEveryForm() {
    Set<Class<?>> met = new HashSet<>();
    List<String> specs =
        List.of(
            "lost-island(players=2)",
            "lost-island(players=3,custom_setup,extra_loot)",
            "lost-island(players=4,custom_setup,alternating,storms_when_shrinking,power_ups_anytime)",
            "lost-island(players=2,secret_fights,storms_vanish,removed_face_down,custom_setup)");
    long seed = 1;
    for (int round = 0;
        round < 6 && met.size() < IslandAction.class.getPermittedSubclasses().length;
        round++) {
      for (String spec : specs) {
        met.addAll(play(spec, seed++, 600));
      }
    }
    assertThat(met).containsExactlyInAnyOrder(IslandAction.class.getPermittedSubclasses());
  }

  /**
   * Plays a seeded game through a session, choosing among the seat's decisions; at each step every
   * kind of action not yet met in this game is checked in every form, and the action applied is
   * sent in the next form in turn. An offer of a draw is applied once, so its acceptance is met.
   *
   * @return the kinds of action met
   */
  private static Set<Class<?>> play(String spec, long seed, int maxPlies) {
    Talk t = Talk.greeted();
    t.validate = false;
    String id = t.open(spec, seed);
    GameState s = Games.parse(spec).newGame(seed);
    SplittableRandom random = new SplittableRandom(seed);
    Set<Class<?>> met = new HashSet<>();
    boolean offered = false;
    for (int ply = 0; ply < maxPlies && s.outcome().isEmpty(); ply++) {
      for (Seat seat : s.game().seats()) {
        for (Action a : s.legalActions(seat)) {
          if (met.add(a.getClass())) {
            checkEveryForm(t, id, seat, a, s);
          }
        }
      }
      Seat seat = s.toDecide().get(0);
      Action offer =
          s.legalActions(seat).stream()
              .filter(DrawOffer.class::isInstance)
              .findFirst()
              .orElse(null);
      List<Action> decisions = s.decisions(seat);
      Action chosen =
          !offered && ply >= 40 && offer != null
              ? offer
              : decisions.get(random.nextInt(decisions.size()));
      offered |= chosen instanceof DrawOffer;
      ObjectNode apply = t.request("apply", id, seat.name());
      apply.set("action", FORMS.get(ply % FORMS.size()).apply(chosen, JSON.writeAction(chosen)));
      t.ok(apply);
      s = s.apply(seat, chosen).state();
    }
    return met;
  }

  private static void checkEveryForm(Talk t, String id, Seat seat, Action a, GameState s) {
    ObjectNode full = JSON.writeAction(a);
    for (BiFunction<Action, ObjectNode, JsonNode> form : FORMS) {
      ObjectNode check = t.request("check", id, seat.name());
      JsonNode sent = form.apply(a, full);
      check.set("action", sent);
      t.validate = true;
      JsonNode reply = t.ok(check);
      t.validate = false;
      assertThat(reply.get("legal").booleanValue()).as("%s sent as %s", a, sent).isTrue();
    }
    // the same fields sent by another seat: the action keeps its own seat, and is refused as such
    Seat other = s.game().seats().stream().filter(x -> x != seat).findFirst().orElseThrow();
    ObjectNode check = t.request("check", id, other.name());
    check.set("action", fieldsAlone(full).put("seat", seat.name()));
    JsonNode reply = t.ok(check);
    assertThat(reply.get("legal").booleanValue()).isFalse();
    assertThat(reply.get("illegal").get("reason").stringValue()).isEqualTo("NOT_YOUR_ACTION");
  }
}
