package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.fixtures.json.Messages;
import io.github.strategorules.lostisland.IslandAction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import tools.jackson.databind.node.ObjectNode;

/** Input that is not a value of the game gives a typed error with the path of the problem. */
class ReadingErrorsTest {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final Game CLASSIC = Games.parse("classic");
  private static final Game ISLAND = Games.parse("lost-island(players=3)");

  private static void refused(JsonProblem problem, String path, Executable read) {
    assertThatThrownBy(read::execute)
        .isInstanceOfSatisfying(
            JsonFormatException.class,
            e -> {
              assertThat(e.problem()).as(e.getMessage()).isEqualTo(problem);
              assertThat(e.path()).as(e.getMessage()).isEqualTo(path);
            });
  }

  @Test
  void anActionReadsFromItsNotationAloneOrItsFieldsAlone() {
    Move m = Move.of(Seat.RED, Square.parse("a4"), Square.parse("a5"));
    assertThat(JSON.readAction(CLASSIC, JSON.parse("{\"notation\":\"RED move a4-a5\"}")))
        .isEqualTo(m);
    assertThat(
            JSON.readAction(
                CLASSIC,
                JSON.parse("{\"action\":\"move\",\"seat\":\"RED\",\"from\":\"a4\",\"to\":\"a5\"}")))
        .isEqualTo(m);
    assertThat(
            JSON.readAction(
                ISLAND, JSON.parse("{\"action\":\"flip\",\"seat\":\"GREEN\",\"square\":\"b3\"}")))
        .isEqualTo(new IslandAction.Flip(Seat.GREEN, Square.parse("b3")));
  }

  /**
   * Issue 36.7: a field named twice is refused wherever JSON is read, not read as its last value.
   */
  @Test
  void aFieldNamedTwiceIsRefused() {
    refused(
        JsonProblem.DUPLICATE_FIELD, "", () -> JSON.parse("{\"seat\":\"RED\",\"seat\":\"BLUE\"}"));
    assertThatThrownBy(() -> JSON.parse("{\"seat\":1,\"seat\":2}")).hasMessageContaining("'seat'");
    // the same name in two objects is no duplicate
    assertThat(JSON.parse("{\"a\":{\"b\":1},\"c\":{\"b\":2}}").size()).isEqualTo(2);
  }

  /**
   * Issue 36.7: an action sent by its notation alone carries nothing else (a seat, if given, is the
   * notation's): other fields cannot be checked against the notation, so they are refused as
   * INCONSISTENT (docs/json.md) instead of ignored.
   */
  @Test
  void aNotationObjectWithOtherFieldsIsInconsistent() {
    Move m = Move.of(Seat.RED, Square.parse("a4"), Square.parse("a5"));
    assertThat(
            JSON.readAction(
                CLASSIC, JSON.parse("{\"notation\":\"RED move a4-a5\",\"seat\":\"RED\"}")))
        .isEqualTo(m);
    refused(
        JsonProblem.INCONSISTENT,
        "/from",
        () ->
            JSON.readAction(
                CLASSIC, JSON.parse("{\"notation\":\"RED move a4-a5\",\"from\":\"b1\"}")));
    refused(
        JsonProblem.INCONSISTENT,
        "/to",
        () ->
            JSON.readAction(
                CLASSIC, JSON.parse("{\"notation\":\"RED move a4-a5\",\"to\":\"a5\"}"), Seat.RED));
    refused(
        JsonProblem.INCONSISTENT,
        "/seat",
        () ->
            JSON.readAction(
                CLASSIC, JSON.parse("{\"notation\":\"RED move a4-a5\",\"seat\":\"BLUE\"}")));
    refused(
        JsonProblem.INCONSISTENT,
        "/values",
        () ->
            JSON.readAction(
                ISLAND,
                JSON.parse("{\"notation\":\"GREEN flip b3\",\"values\":[1,2,3]}"),
                Seat.GREEN));
  }

  /**
   * Issue 54.3 and 54.9: an action carries nothing it does not say. A field its kind does not have
   * is refused as UNKNOWN_FIELD at that field ({@code {"action":"resign","player":"BLUE"}} from RED
   * used to resign RED, silently), and {@code null} stands for an absent value only in a field the
   * kind declares optional: a null kind, notation or seat is refused as WRONG_TYPE (a notation
   * object with {@code "action":null} was read as its notation alone).
   */
  @Test
  void anActionWithAFieldItDoesNotHaveIsRefused() {
    refused(
        JsonProblem.UNKNOWN_FIELD,
        "/player",
        () ->
            JSON.readAction(
                CLASSIC, JSON.parse("{\"action\":\"resign\",\"player\":\"BLUE\"}"), Seat.RED));
    refused(
        JsonProblem.UNKNOWN_FIELD,
        "/sqaure",
        () ->
            JSON.readAction(
                ISLAND, JSON.parse("{\"action\":\"flip\",\"seat\":\"GREEN\",\"sqaure\":\"b3\"}")));
    refused(
        JsonProblem.WRONG_TYPE,
        "/action",
        () ->
            JSON.readAction(
                CLASSIC,
                JSON.parse("{\"notation\":\"RED move a4-a5\",\"action\":null}"),
                Seat.RED));
    refused(
        JsonProblem.WRONG_TYPE,
        "/notation",
        () ->
            JSON.readAction(
                CLASSIC,
                JSON.parse("{\"action\":\"move\",\"from\":\"a4\",\"to\":\"a5\",\"notation\":null}"),
                Seat.RED));
    refused(
        JsonProblem.WRONG_TYPE,
        "/seat",
        () ->
            JSON.readAction(
                CLASSIC, JSON.parse("{\"notation\":\"RED move a4-a5\",\"seat\":null}"), Seat.RED));
    // a kind's optional field may be null, and every field the writer writes reads back
    Move m = Move.of(Seat.RED, Square.parse("a4"), Square.parse("a5"));
    assertThat(
            JSON.readAction(
                CLASSIC,
                JSON.parse("{\"action\":\"move\",\"from\":\"a4\",\"to\":\"a5\",\"rescue\":null}"),
                Seat.RED))
        .isEqualTo(m);
    assertThat(JSON.readAction(CLASSIC, JSON.writeAction(m))).isEqualTo(m);
  }

  /**
   * Issue 54.5: a field named twice is reported at the object that names it twice, not at the
   * document's root.
   */
  @Test
  void aFieldNamedTwiceIsReportedWhereItIs() {
    refused(
        JsonProblem.DUPLICATE_FIELD,
        "/action",
        () -> JSON.parse("{\"type\":\"act\",\"action\":{\"seat\":\"RED\",\"seat\":\"BLUE\"}}"));
    refused(JsonProblem.DUPLICATE_FIELD, "/0/a", () -> JSON.parse("[{\"a\":{\"b\":1,\"b\":1}}]"));
    refused(
        JsonProblem.DUPLICATE_FIELD,
        "/x~1y/2",
        () -> JSON.parse("{\"x/y\":[0,1,{\"b\":1,\"b\":1}]}"));
  }

  /**
   * Issue 54.9: a document past the reader's bounds is described in the library's words and names
   * the library's constants, never Jackson's internals ({@code StreamReadConstraints}).
   */
  @Test
  void boundsAreDescribedInTheLibrarysWords() {
    StringBuilder many = new StringBuilder("[");
    for (int i = 0; i < StrategoJson.MAX_TOKENS; i++) {
      many.append("0,");
    }
    many.append("0]");
    assertThatThrownBy(() -> JSON.parse(many.toString()))
        .isInstanceOf(JsonFormatException.class)
        .hasMessageContaining("StrategoJson.MAX_TOKENS")
        .hasMessageNotContaining("StreamReadConstraints");
    String deep = "[".repeat(65) + "]".repeat(65);
    assertThatThrownBy(() -> JSON.parse(deep))
        .hasMessageContaining("64 levels")
        .hasMessageNotContaining("StreamReadConstraints");
    assertThatThrownBy(() -> JSON.parse("[" + "1".repeat(65) + "]"))
        .hasMessageContaining("64 digits")
        .hasMessageNotContaining("StreamReadConstraints");
  }

  @Test
  void malformedTextAndTooDeepNesting() {
    refused(JsonProblem.MALFORMED, "", () -> JSON.parse("{\"notation\":"));
    refused(JsonProblem.MALFORMED, "", () -> JSON.parse(""));
    refused(JsonProblem.MALFORMED, "", () -> JSON.parse("[".repeat(100) + "]".repeat(100)));
  }

  @Test
  void actionsThatAreNotOfTheGame() {
    refused(JsonProblem.MISSING_FIELD, "", () -> JSON.readAction(CLASSIC, JSON.parse("{}")));
    refused(JsonProblem.WRONG_TYPE, "", () -> JSON.readAction(CLASSIC, JSON.parse("[]")));
    refused(
        JsonProblem.BAD_VALUE,
        "/notation",
        () -> JSON.readAction(CLASSIC, JSON.parse("{\"notation\":\"RED fly\"}")));
    refused(
        JsonProblem.UNKNOWN_KIND,
        "/action",
        () -> JSON.readAction(CLASSIC, JSON.parse("{\"action\":\"flip\"}")));
    refused(
        JsonProblem.BAD_VALUE,
        "/from",
        () ->
            JSON.readAction(
                CLASSIC,
                JSON.parse(
                    "{\"action\":\"move\",\"seat\":\"RED\",\"from\":\"z99\",\"to\":\"a5\"}")));
    refused(
        JsonProblem.BAD_VALUE,
        "/seat",
        () ->
            JSON.readAction(
                CLASSIC,
                JSON.parse(
                    "{\"action\":\"move\",\"seat\":\"GREEN\",\"from\":\"a4\",\"to\":\"a5\"}")));
    refused(
        JsonProblem.MISSING_FIELD,
        "/to",
        () ->
            JSON.readAction(
                CLASSIC, JSON.parse("{\"action\":\"move\",\"seat\":\"RED\",\"from\":\"a4\"}")));
    refused(
        JsonProblem.INCONSISTENT,
        "/notation",
        () ->
            JSON.readAction(
                CLASSIC,
                JSON.parse(
                    "{\"action\":\"move\",\"seat\":\"RED\",\"from\":\"a4\",\"to\":\"a5\",\"notation\":\"RED move a4-a6\"}")));
    // the classic seat's name before issue 37 is no field of the wire any more
    refused(
        JsonProblem.MISSING_FIELD,
        "/seat",
        () ->
            JSON.readAction(
                CLASSIC, JSON.parse("{\"action\":\"move\",\"from\":\"a4\",\"to\":\"a5\"}")));
    // a misspelt field is named (issue 54.3), before the field it stands for is missed
    refused(
        JsonProblem.UNKNOWN_FIELD,
        "/player",
        () ->
            JSON.readAction(
                CLASSIC,
                JSON.parse(
                    "{\"action\":\"move\",\"player\":\"RED\",\"from\":\"a4\",\"to\":\"a5\"}")));
    refused(
        JsonProblem.WRONG_TYPE,
        "/values/1",
        () ->
            JSON.readAction(
                ISLAND,
                JSON.parse(
                    "{\"action\":\"place_explorers\",\"seat\":\"RED\",\"values\":[1,2.5,3]}")));
    refused(
        JsonProblem.BAD_VALUE,
        "",
        () ->
            JSON.readAction(
                ISLAND,
                JSON.parse("{\"action\":\"place_explorers\",\"seat\":\"RED\",\"values\":[1,2]}")));
  }

  @Test
  void gamesViewsAndDocuments() {
    refused(
        JsonProblem.UNKNOWN_GAME, "/spec", () -> JSON.readGame(JSON.parse("{\"spec\":\"chess\"}")));
    refused(
        JsonProblem.INCONSISTENT,
        "/family",
        () -> JSON.readGame(JSON.parse("{\"spec\":\"classic\",\"family\":\"lost-island\"}")));
    refused(
        JsonProblem.INCONSISTENT,
        "/seats",
        () ->
            JSON.readGame(
                JSON.parse("{\"spec\":\"lost-island(players=3)\",\"seats\":[\"RED\",\"BLUE\"]}")));
    GameState s = ISLAND.newGame(1);
    ObjectNode message = JSON.writeMessage(Messages.forSeat(s, Seat.BLUE));
    message.put("version", 2);
    refused(JsonProblem.UNSUPPORTED_VERSION, "/version", () -> JSON.readMessage(message));
    ObjectNode view = JSON.writeView(s.viewFor(Seat.BLUE));
    ((ObjectNode) view.get("cells").get(3)).put("tile", "bomb9-plus");
    refused(JsonProblem.BAD_VALUE, "/cells/3/tile", () -> JSON.readView(view));
    ObjectNode record = JSON.writeRecord(StoredRecord.of(s));
    record.put("actions", 5);
    refused(JsonProblem.INCONSISTENT, "", () -> JSON.readRecord(record));
    refused(
        JsonProblem.BAD_VALUE,
        "/termination",
        () ->
            JSON.readOutcome(
                CLASSIC, JSON.parse("{\"winners\":[],\"termination\":\"CHECKMATE\"}")));
  }

  @Test
  void aMessageOfTheWrongSeatIsRefused() {
    GameState s = CLASSIC.newGame(1);
    ObjectNode message = JSON.writeMessage(Messages.forSeat(s, Seat.RED));
    message.put("seat", "BLUE");
    refused(JsonProblem.INCONSISTENT, "/view", () -> JSON.readMessage(message));
  }
}
