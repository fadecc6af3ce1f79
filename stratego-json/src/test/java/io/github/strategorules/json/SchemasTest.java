package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.TimeControl;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.fixtures.json.Messages;
import io.github.strategorules.fixtures.json.Schemas;
import io.github.strategorules.json.internal.Names;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The documented schemas name every kind of every game, and refuse documents that are not of their
 * kind.
 */
class SchemasTest {
  private static final StrategoJson JSON = StrategoJson.standard();

  private static Set<String> kinds(Class<?> sealed) {
    return Arrays.stream(sealed.getPermittedSubclasses())
        .map(Names::kind)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Set<String> defined(String file, String prefix) throws Exception {
    JsonNode schema = JSON.parse(Files.readString(Schemas.DIR.resolve(file + ".schema.json")));
    Set<String> names = new TreeSet<>();
    schema
        .get("$defs")
        .propertyNames()
        .forEach(
            n -> {
              if (n.startsWith(prefix)) {
                names.add(n.substring(prefix.length()));
              }
            });
    return names;
  }

  @Test
  void everyActionAndEventKindHasASchema() throws Exception {
    assertThat(defined("action", "classic_")).isEqualTo(kinds(ClassicAction.class));
    assertThat(defined("action", "island_")).isEqualTo(kinds(IslandAction.class));
    assertThat(defined("event", "classic_")).isEqualTo(kinds(ClassicEvent.class));
    assertThat(defined("event", "island_")).isEqualTo(kinds(IslandEvent.class));
  }

  private static boolean valid(String kind, JsonNode json) {
    return Schemas.of(kind).validate(json).isEmpty();
  }

  @Test
  void aMessageWithClocksAndStepsIsValidAndReadsBack() {
    // A refereed game with a time control: the message carries every seat's time left.
    Referee referee =
        Referee.builder(Games.parse("classic").newGame(3))
            .timeControl(TimeControl.of(Duration.ofMinutes(5)))
            .nanos(() -> 0L)
            .build();
    Update update = referee.arrivalFor(Optional.of(Seat.BLUE));
    ObjectNode message = JSON.writeMessage(update);
    assertThat(message.get("clocks").get("RED").longValue()).isEqualTo(300_000L);
    assertThat(message.get("steps").intValue()).isZero();
    assertThat(valid("message", message)).isTrue();
    Update back = JSON.readMessage(JSON.parse(JSON.toText(message)));
    // a classic view reads back as a ClassicViewValue: the JSON written again is the same
    assertThat(JSON.writeMessage(back)).isEqualTo(message);
    assertThat(back.clocks()).isEqualTo(update.clocks());
    ObjectNode negative = message.deepCopy();
    ((ObjectNode) negative.get("clocks")).put("RED", -1);
    assertThat(valid("message", negative)).as("a negative time").isFalse();
    ObjectNode stranger = message.deepCopy();
    ((ObjectNode) stranger.get("clocks")).put("PURPLE", 1);
    assertThat(valid("message", stranger)).as("a clock of no seat").isFalse();
    ObjectNode older = message.deepCopy();
    older.remove("steps");
    older.remove("clocks");
    assertThat(valid("message", older)).as("a message written before steps and clocks").isTrue();
    assertThat(JSON.readMessage(older).clocks()).isEmpty();
  }

  @Test
  void theSchemasRefuseWhatIsNotOfTheirKind() {
    for (String spec : List.of("classic", "lost-island(players=4)")) {
      GameState s = Games.parse(spec).newGame(3);
      ObjectNode message = JSON.writeMessage(Messages.forSeat(s, Seat.RED));
      assertThat(valid("message", message)).isTrue();
      ObjectNode extra = message.deepCopy();
      ((ObjectNode) extra.get("view")).put("seed", 3);
      assertThat(valid("message", extra)).as("a field the format does not have").isFalse();
      ObjectNode missing = message.deepCopy();
      ((ObjectNode) missing.get("view")).remove("viewer");
      assertThat(valid("message", missing)).as("a missing field").isFalse();
      ObjectNode action = (ObjectNode) message.get("legal_actions").get(0).deepCopy();
      assertThat(valid("action", action)).isTrue();
      action.put("action", "teleport");
      assertThat(valid("action", action)).as("an unknown kind").isFalse();
      ObjectNode view = JSON.writeView(s.viewFor(Seat.BLUE));
      assertThat(valid("view", view)).isTrue();
      view.put("viewer", "PURPLE");
      assertThat(valid("view", view)).as("a bad enum value").isFalse();
    }
    assertThat(
            valid(
                "game",
                JSON.parse("{\"spec\":\"classic\",\"family\":\"classic\",\"seats\":[\"RED\"]}")))
        .as("one seat")
        .isFalse();
    assertThat(
            valid(
                "event",
                JSON.parse(
                    "{\"event\":\"piece_moved\",\"seat\":\"RED\",\"from\":\"a4\",\"to\":\"4a\"}")))
        .as("a bad square")
        .isFalse();
  }
}
