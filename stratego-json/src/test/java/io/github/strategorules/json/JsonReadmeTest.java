package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The example of the module README, as written there, and what it promises. */
class JsonReadmeTest {
  private static final List<String> LINES = List.of(
      "StrategoJson json = StrategoJson.standard();",
      "GameState state = Games.parse(\"classic\").newGame(1);",
      "String toRed = json.toText(json.writeMessage(SeatMessage.forSeat(state, Seat.RED)));",
      "Action sent = json.readAction(state.game(), json.parse(\"{\\\"notation\\\":\\\"RED place a1=F\\\"}\"));",
      "Step step = state.apply(Seat.RED, sent);",
      "String toBlue = json.toText(json.writeMessage(SeatMessage.forSeat(step, Seat.BLUE)));",
      "SeatMessage back = json.readMessage(json.parse(toRed));",
      "String stored = json.toText(json.writeRecord(StoredRecord.of(step.state())));");

  @Test
  void theReadmeExampleRuns() throws Exception {
    StrategoJson json = StrategoJson.standard();
    GameState state = Games.parse("classic").newGame(1);
    String toRed = json.toText(json.writeMessage(SeatMessage.forSeat(state, Seat.RED)));
    Action sent = json.readAction(state.game(), json.parse("{\"notation\":\"RED place a1=F\"}"));
    Step step = state.apply(Seat.RED, sent);
    String toBlue = json.toText(json.writeMessage(SeatMessage.forSeat(step, Seat.BLUE)));
    SeatMessage back = json.readMessage(json.parse(toRed));
    String stored = json.toText(json.writeRecord(StoredRecord.of(step.state())));

    assertThat(sent).isInstanceOf(PlacePiece.class);
    assertThat(json.parse(toBlue).get("events").size()).isZero();
    assertThat(json.parse(toBlue).get("view").get("board").size()).isZero();
    assertThat(back.legalActions()).isEqualTo(List.copyOf(state.legalActions(Seat.RED)));
    assertThat(json.readRecord(json.parse(stored))).isEqualTo(StoredRecord.of(step.state()));
    String readme = Files.readString(Path.of("README.md"));
    assertThat(readme).contains(LINES);
  }
}
