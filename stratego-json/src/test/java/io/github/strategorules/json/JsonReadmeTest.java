package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The example of the module README, as written there, and what it promises. */
class JsonReadmeTest {
  private static final List<String> LINES =
      List.of(
          "StrategoJson json = StrategoJson.standard();",
          "Referee referee = Referee.of(Games.parse(\"classic\").newGame(1));",
          "String toRed = json.toText(json.writeMessage(referee.arrivalFor(Optional.of(Seat.RED))));",
          "Action sent = json.readAction(referee.game(), json.parse(\"{\\\"notation\\\":\\\"RED place a1=F\\\"}\"));",
          "Shares shares = ((Verdict.Applied) referee.submit(Seat.RED, sent)).shares();",
          "String toBlue = json.toText(json.writeMessage(shares.forSeat(Seat.BLUE)));",
          "Update back = json.readMessage(json.parse(toRed));",
          "String stored = json.toText(json.writeRecord(StoredRecord.of(referee.state())));");

  @Test
  void theReadmeExampleRuns() throws Exception {
    StrategoJson json = StrategoJson.standard();
    Referee referee = Referee.of(Games.parse("classic").newGame(1));
    String toRed = json.toText(json.writeMessage(referee.arrivalFor(Optional.of(Seat.RED))));
    Action sent = json.readAction(referee.game(), json.parse("{\"notation\":\"RED place a1=F\"}"));
    Shares shares = ((Verdict.Applied) referee.submit(Seat.RED, sent)).shares();
    String toBlue = json.toText(json.writeMessage(shares.forSeat(Seat.BLUE)));
    Update back = json.readMessage(json.parse(toRed));
    String stored = json.toText(json.writeRecord(StoredRecord.of(referee.state())));

    assertThat(sent).isInstanceOf(PlacePiece.class);
    assertThat(json.parse(toBlue).get("events").size()).isZero();
    assertThat(json.parse(toBlue).get("view").get("board").size()).isZero();
    assertThat(back.legalActions())
        .isEqualTo(List.copyOf(Games.parse("classic").newGame(1).legalActions(Seat.RED)));
    assertThat(back.steps()).isZero();
    assertThat(json.parse(toBlue).get("steps").intValue()).isEqualTo(1);
    assertThat(json.readRecord(json.parse(stored))).isEqualTo(StoredRecord.of(referee.state()));
    String readme = Files.readString(Path.of("README.md"));
    assertThat(readme).contains(LINES);
  }
}
