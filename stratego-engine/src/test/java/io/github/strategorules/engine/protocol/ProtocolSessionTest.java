package io.github.strategorules.engine.protocol;

import static io.github.strategorules.engine.protocol.Talk.JSON;
import static io.github.strategorules.engine.protocol.Talk.error;
import static io.github.strategorules.engine.protocol.Talk.text;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.fixtures.json.Messages;
import io.github.strategorules.json.StoredRecord;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The referee side of the protocol, request by request, and every error it gives
 * (docs/protocol.md).
 */
class ProtocolSessionTest {
  /** The errors the tests of this class met: every one must be met. */
  private static final Set<ProtocolError> MET = EnumSet.noneOf(ProtocolError.class);

  private static ProtocolError refused(JsonNode reply) {
    ProtocolError e = error(reply);
    String message = reply.get("message").stringValue();
    assertThat(message).isNotBlank().doesNotContain("\n").hasSizeLessThanOrEqualTo(300);
    synchronized (MET) {
      MET.add(e);
    }
    return e;
  }

  @Test
  void theHandshakeComesFirstAndAgreesOnAVersion() {
    Talk t = new Talk(new ProtocolSession("test 1.0"));
    assertThat(refused(t.send(t.request("status").put("game_id", "1"))))
        .isEqualTo(ProtocolError.HANDSHAKE_REQUIRED);
    assertThat(
            refused(t.send((ObjectNode) t.request("hello").set("protocol", JSON.parse("[2,3]")))))
        .isEqualTo(ProtocolError.UNSUPPORTED_VERSION);
    JsonNode hello = t.ok((ObjectNode) t.request("hello").set("protocol", JSON.parse("[3,1]")));
    assertThat(hello.get("protocol").intValue()).isEqualTo(1);
    assertThat(hello.get("role").stringValue()).isEqualTo("referee");
    assertThat(hello.get("server").stringValue()).isEqualTo("test 1.0");
    List<String> games = new ArrayList<>();
    hello.get("games").forEach(g -> games.add(g.stringValue()));
    assertThat(games).containsAll(Games.names());
    assertThat(hello.get("max_line").intValue()).isEqualTo(Protocol.MAX_LINE_CHARS);
    // a single version is accepted as well as a list
    t.ok(t.request("hello").put("protocol", 1));
  }

  @Test
  void aClassicGameRequestByRequest() {
    Talk t = Talk.greeted();
    String id = t.open("classic", 1);
    GameState s = Games.parse("classic").newGame(1);

    JsonNode legal = t.ok(t.request("legal", id, "RED"));
    assertThat(text(legal.get("actions")))
        .isEqualTo(text(JSON.writeActions(s.legalActions(Seat.RED))));
    // "decisions": true leaves out the table actions, as GameState.decisions does
    JsonNode decisions = t.ok(t.request("legal", id, "RED").put("decisions", true));
    assertThat(text(decisions.get("actions")))
        .isEqualTo(text(JSON.writeActions(s.decisions(Seat.RED))));
    assertThat(decisions.get("actions").size()).isLessThan(legal.get("actions").size());
    // not a boolean: refused (sent as a line, since the schema does not allow it)
    assertThat(
            refused(t.sendLine(JSON.toText(t.request("legal", id, "RED").put("decisions", "yes")))))
        .isEqualTo(ProtocolError.BAD_REQUEST);
    Action place = s.legalActions(Seat.RED).get(0);

    // BLUE cannot send RED's placement: refused by the seat, before anything else
    ObjectNode check = t.request("check", id, "BLUE");
    check.set("action", JSON.writeAction(place));
    JsonNode checked = t.ok(check);
    assertThat(checked.get("legal").booleanValue()).isFalse();
    assertThat(checked.get("illegal").get("reason").stringValue())
        .isEqualTo(s.check(Seat.BLUE, place).orElseThrow().name());

    ObjectNode apply = t.request("apply", id, "RED");
    apply.putObject("action").put("notation", place.notation());
    JsonNode applied = t.ok(apply);
    Step step = s.apply(Seat.RED, place);
    assertThat(applied.get("status").get("phase").stringValue()).isEqualTo("SETUP");
    // issue 54.10: the reply carries the sender's share of the step, so it need not ask message
    assertThat(text(applied.get("message")))
        .isEqualTo(text(JSON.writeMessage(Messages.after(place, step, 1, Optional.of(Seat.RED)))));

    for (Seat seat : List.of(Seat.RED, Seat.BLUE)) {
      assertThat(text(t.ok(t.request("events", id, seat.name())).get("events")))
          .isEqualTo(text(JSON.writeEvents(step.eventsFor(seat))));
      assertThat(text(t.ok(t.request("view", id, seat.name())).get("view")))
          .isEqualTo(text(JSON.writeView(step.state().viewFor(seat))));
      assertThat(text(t.ok(t.request("message", id, seat.name())).get("message")))
          .isEqualTo(text(JSON.writeMessage(Messages.after(place, step, 1, Optional.of(seat)))));
    }
    assertThat(text(t.ok(t.request("message", id, null)).get("message")))
        .isEqualTo(text(JSON.writeMessage(Messages.after(place, step, 1, Optional.empty()))));
    assertThat(text(t.ok(t.request("view", id, null)).get("view")))
        .isEqualTo(text(JSON.writeView(step.state().publicView())));
    assertThat(t.ok(t.request("outcome", id, null)).get("outcome").isNull()).isTrue();
    assertThat(text(t.ok(t.request("record", id, null)).get("record")))
        .isEqualTo(text(JSON.writeRecord(StoredRecord.of(step.state()))));
    t.ok(t.request("close", id, null));
    assertThat(refused(t.send(t.request("status", id, null))))
        .isEqualTo(ProtocolError.NO_SUCH_GAME);
  }

  @Test
  void anIllegalActionIsRefusedWithTheGamesReasonAndChangesNothing() {
    Talk t = Talk.greeted();
    String id = t.open("lost-island(players=3)", 5);
    GameState s = Games.parse("lost-island(players=3)").newGame(5);
    String record = text(t.ok(t.request("record", id, null)).get("record"));
    Seat waiting =
        s.game().seats().stream().filter(x -> !s.toDecide().contains(x)).findFirst().orElseThrow();
    Action notYet = s.legalActions(s.toDecide().get(0)).get(0);
    // a decision of the seat that decides, sent by a seat that does not
    ObjectNode apply = t.request("apply", id, waiting.name());
    apply.set("action", JSON.writeAction(notYet));
    JsonNode refusal = t.send(apply);
    assertThat(refused(refusal)).isEqualTo(ProtocolError.ILLEGAL_ACTION);
    assertThat(refusal.get("illegal").get("reason").stringValue())
        .isEqualTo(s.check(waiting, notYet).orElseThrow().name());
    assertThat(refusal.get("path").stringValue()).isEqualTo("/action");
    assertThat(text(t.ok(t.request("record", id, null)).get("record"))).isEqualTo(record);
  }

  @Test
  void aGameLoadedFromARecordGoesOnFromItsLastLegalAction() {
    GameState s = Games.parse("barrage").newGame(0);
    java.util.SplittableRandom random = new java.util.SplittableRandom(3);
    for (int i = 0; i < 30 && s.outcome().isEmpty(); i++) {
      Seat seat = s.toDecide().get(0);
      List<? extends Action> legal = s.decisions(seat);
      s = s.apply(seat, legal.get(random.nextInt(legal.size()))).state();
    }
    Talk t = Talk.greeted();
    ObjectNode load = t.request("load_record");
    load.put("record", s.record());
    JsonNode loaded = t.ok(load);
    assertThat(loaded.get("first_illegal").isNull()).isTrue();
    assertThat(loaded.get("applied").intValue()).isEqualTo(Games.replay(s.record()).applied());
    assertThat(loaded.get("status").get("phase").stringValue()).isEqualTo(s.phase().name());
    String id = loaded.get("game_id").stringValue();
    assertThat(text(t.ok(t.request("view", id, "BLUE")).get("view")))
        .isEqualTo(text(JSON.writeView(s.viewFor(Seat.BLUE))));

    ObjectNode bad = t.request("load_record");
    bad.put("record", "stratego-record 1\nthis is not a record");
    assertThat(refused(t.send(bad))).isEqualTo(ProtocolError.BAD_RECORD);
  }

  @Test
  void everyMalformedRequestGetsItsErrorAndTheSessionGoesOn() {
    Talk t = new Talk(new ProtocolSession("test", 1, 200));
    assertThat(refused(t.sendLine("garbage"))).isEqualTo(ProtocolError.MALFORMED);
    assertThat(refused(t.sendLine("[1,2]"))).isEqualTo(ProtocolError.MALFORMED);
    assertThat(refused(t.sendLine(""))).isEqualTo(ProtocolError.MALFORMED);
    assertThat(refused(t.sendLine("[".repeat(100)))).isEqualTo(ProtocolError.MALFORMED);
    assertThat(refused(t.sendLine("{\"type\":\"hello\",\"x\":\"" + "a".repeat(300) + "\"}")))
        .isEqualTo(ProtocolError.LINE_TOO_LONG);
    assertThat(refused(t.sendLine("{\"type\":\"teleport\",\"id\":1}")))
        .isEqualTo(ProtocolError.UNKNOWN_TYPE);
    JsonNode noType = t.sendLine("{\"id\":\"x\"}");
    assertThat(refused(noType)).isEqualTo(ProtocolError.BAD_REQUEST);
    assertThat(noType.get("id").stringValue()).isEqualTo("x");
    JsonNode badId = t.sendLine("{\"type\":\"hello\",\"id\":{\"a\":1},\"protocol\":[1]}");
    assertThat(refused(badId)).isEqualTo(ProtocolError.BAD_REQUEST);
    assertThat(badId.get("id").isNull()).isTrue();
    assertThat(badId.get("path").stringValue()).isEqualTo("/id");
    assertThat(refused(t.sendLine("{\"type\":\"hello\",\"protocol\":[\"one\"]}")))
        .isEqualTo(ProtocolError.BAD_REQUEST);
    t.ok(t.request("hello").put("protocol", 1));

    assertThat(refused(t.send(t.request("new_game").put("spec", "chess"))))
        .isEqualTo(ProtocolError.BAD_SPEC);
    assertThat(refused(t.send(t.request("new_game").put("spec", "classic(two_squares=-1)"))))
        .isEqualTo(ProtocolError.BAD_SPEC);
    JsonNode seed = t.sendLine("{\"type\":\"new_game\",\"spec\":\"classic\",\"seed\":1.5}");
    assertThat(refused(seed)).isEqualTo(ProtocolError.BAD_REQUEST);
    assertThat(seed.get("path").stringValue()).isEqualTo("/seed");
    String id = t.open("duel", 2);
    assertThat(refused(t.send(t.request("new_game").put("spec", "classic"))))
        .isEqualTo(ProtocolError.TOO_MANY_GAMES);
    assertThat(refused(t.send(t.request("legal", "99", "RED"))))
        .isEqualTo(ProtocolError.NO_SUCH_GAME);
    assertThat(refused(t.send(t.request("legal", id, "GREEN")))).isEqualTo(ProtocolError.BAD_SEAT);
    assertThat(refused(t.sendLine("{\"type\":\"legal\",\"game_id\":\"" + id + "\"}")))
        .isEqualTo(ProtocolError.BAD_REQUEST);
    assertThat(refused(t.sendLine("{\"type\":\"legal\",\"game_id\":1,\"seat\":\"RED\"}")))
        .isEqualTo(ProtocolError.BAD_REQUEST);
    ObjectNode teleport = t.request("check", id, "RED");
    teleport.putObject("action").put("notation", "RED teleport a1-j10");
    JsonNode badAction = t.send(teleport);
    assertThat(refused(badAction)).isEqualTo(ProtocolError.BAD_ACTION);
    assertThat(badAction.get("path").stringValue()).startsWith("/action");
    ObjectNode fields = t.request("apply", id, "RED");
    fields
        .putObject("action")
        .put("action", "move")
        .put("seat", "RED")
        .put("from", "a1")
        .put("to", "z99");
    assertThat(refused(t.send(fields))).isEqualTo(ProtocolError.BAD_ACTION);

    // after all that, the game is as it was and the session answers
    assertThat(text(t.ok(t.request("record", id, null)).get("record")))
        .isEqualTo(text(JSON.writeRecord(StoredRecord.of(Games.parse("duel").newGame(2)))));
    t.ok(t.request("bye"));
    assertThat(t.session.isClosed()).isTrue();
    assertThat(refused(t.send(t.request("status", id, null)))).isEqualTo(ProtocolError.CLOSED);
  }

  /** Issue 36.7: a request naming a field twice is refused, not read as its last value. */
  @Test
  void aRequestWithAFieldTwiceIsMalformed() {
    Talk t = Talk.greeted();
    String id = t.open("classic", 1);
    JsonNode twice =
        t.sendLine(
            "{\"type\":\"legal\",\"id\":5,\"game_id\":\""
                + id
                + "\",\"seat\":\"RED\",\"seat\":\"BLUE\"}");
    assertThat(refused(twice)).isEqualTo(ProtocolError.MALFORMED);
    assertThat(twice.get("message").stringValue()).contains("seat");
    assertThat(refused(t.sendLine("{\"type\":\"hello\",\"type\":\"bye\"}")))
        .isEqualTo(ProtocolError.MALFORMED);
    assertThat(t.session.isClosed()).isFalse();
  }

  /**
   * Issue 36.7: an id that is not well-formed Unicode (a lone surrogate) cannot be echoed as it was
   * sent, so it is refused as BAD_REQUEST at /id and the reply's id is null, never a "?".
   */
  @Test
  void anIdThatIsNotWellFormedUnicodeIsRefusedNotMangled() {
    Talk t = Talk.greeted();
    for (String bad : List.of("\\ud800", "a\\udc00b", "\\ude00\\ud83d")) {
      JsonNode reply = t.sendLine("{\"type\":\"status\",\"id\":\"" + bad + "\",\"game_id\":\"1\"}");
      assertThat(refused(reply)).as(bad).isEqualTo(ProtocolError.BAD_REQUEST);
      assertThat(reply.get("path").stringValue()).isEqualTo("/id");
      assertThat(reply.get("id").isNull()).as(bad).isTrue();
    }
    // a pair is a character: echoed as sent, and counted as one of the 64
    String emoji = "\uD83D\uDE00";
    JsonNode pair =
        t.sendLine(
            "{\"type\":\"hello\",\"id\":\""
                + emoji.repeat(Protocol.MAX_ID_CHARS)
                + "\",\"protocol\":1}");
    assertThat(pair.get("type").stringValue()).as("%s", pair).isEqualTo("hello");
    assertThat(pair.get("id").stringValue()).isEqualTo(emoji.repeat(Protocol.MAX_ID_CHARS));
  }

  /** Issue 36.7: the line bound counts characters (code points), in handle as in serve. */
  @Test
  void theLineBoundCountsCodePoints() throws Exception {
    String emoji = "\uD83D\uDE00";
    String prefix = "{\"type\":\"hello\",\"protocol\":1,\"x\":\"";
    String line = prefix + emoji.repeat(100 - prefix.length() - 2) + "\"}";
    assertThat(line.codePointCount(0, line.length())).isEqualTo(100);
    ProtocolSession session = new ProtocolSession("test", 4, 100);
    assertThat(JSON.parse(session.handle(line)).get("type").stringValue()).isEqualTo("hello");
    StringWriter out = new StringWriter();
    ProtocolSession.serve(
        new ProtocolSession("test", 4, 100), new StringReader(line + "\n" + line + "x\n"), out);
    List<String> replies = out.toString().lines().toList();
    assertThat(JSON.parse(replies.get(0)).get("type").stringValue()).isEqualTo("hello");
    JsonNode dropped = JSON.parse(replies.get(1));
    assertThat(refused(dropped)).isEqualTo(ProtocolError.LINE_TOO_LONG);
    assertThat(dropped.get("message").stringValue()).contains("a line of 101 characters");
    JsonNode tooLong = JSON.parse(session.handle(line + " "));
    assertThat(refused(tooLong)).isEqualTo(ProtocolError.LINE_TOO_LONG);
    assertThat(tooLong.get("message").stringValue()).contains("a line of 101 characters");
  }

  /**
   * A state whose every method but game() fails: a fault of the library, as the session sees it.
   */
  private static GameState broken(GameState real) {
    return (GameState)
        Proxy.newProxyInstance(
            GameState.class.getClassLoader(),
            new Class<?>[] {GameState.class},
            (proxy, method, args) -> {
              if (method.getName().equals("game") || method.getDeclaringClass() == Object.class) {
                try {
                  return method.invoke(real, args);
                } catch (InvocationTargetException e) {
                  throw e.getCause();
                }
              }
              throw new IllegalStateException("broken: " + Arrays.toString(args));
            });
  }

  @Test
  void aFaultOfTheLibraryIsAnInternalErrorWithoutDetail() {
    Talk t = Talk.greeted();
    String id = t.session.host(broken(Games.parse("classic").newGame(0)));
    JsonNode reply = t.send(t.request("legal", id, "RED"));
    assertThat(refused(reply)).isEqualTo(ProtocolError.INTERNAL);
    assertThat(reply.get("message").stringValue())
        .isEqualTo("internal error (IllegalStateException)");
    String good = t.session.host(Games.parse("classic").newGame(0));
    t.ok(t.request("legal", good, "RED"));
  }

  @Test
  void serveReadsBoundedLinesAndAnswersEachUntilBye() throws Exception {
    ProtocolSession session = new ProtocolSession("test", 4, 100);
    String long_ =
        "{\"type\":\"new_game\",\"id\":2,\"spec\":\"classic\",\"x\":\"" + "y".repeat(5000) + "\"}";
    String input =
        "{\"type\":\"hello\",\"id\":1,\"protocol\":[1]}\r\n"
            + "\n"
            + long_
            + "\n"
            + "{\"type\":\"new_game\",\"id\":3,\"spec\":\"classic\"}\n"
            + "{\"type\":\"bye\",\"id\":4}\n"
            + "{\"type\":\"status\",\"id\":5,\"game_id\":\"1\"}\n";
    StringWriter out = new StringWriter();
    ProtocolSession.serve(session, new StringReader(input), out);
    List<String> replies = out.toString().lines().toList();
    assertThat(replies).hasSize(5);
    assertThat(JSON.parse(replies.get(0)).get("type").stringValue()).isEqualTo("hello");
    assertThat(refused(JSON.parse(replies.get(1)))).isEqualTo(ProtocolError.MALFORMED);
    JsonNode tooLong = JSON.parse(replies.get(2));
    assertThat(refused(tooLong)).isEqualTo(ProtocolError.LINE_TOO_LONG);
    assertThat(tooLong.get("message").stringValue())
        .contains("a line of " + long_.length() + " characters");
    assertThat(JSON.parse(replies.get(3)).get("game_id").stringValue()).isEqualTo("1");
    assertThat(JSON.parse(replies.get(4)).get("type").stringValue()).isEqualTo("bye");

    // the last line may end without a line break
    StringWriter out2 = new StringWriter();
    ProtocolSession.serve(
        new ProtocolSession("test"), new StringReader("{\"type\":\"bye\"}"), out2);
    assertThat(out2.toString()).isEqualTo("{\"type\":\"bye\",\"id\":null}\n");
  }

  @Test
  void theSchemaNamesEveryErrorAndEveryRequest() throws Exception {
    JsonNode schema =
        JSON.parse(
            Files.readString(
                io.github.strategorules.fixtures.json.Schemas.DIR.resolve("protocol.schema.json")));
    List<String> errors = new ArrayList<>();
    schema
        .get("$defs")
        .get("reply_error")
        .get("properties")
        .get("error")
        .get("enum")
        .forEach(e -> errors.add(e.stringValue()));
    assertThat(errors)
        .containsExactly(
            Arrays.stream(ProtocolError.values()).map(Enum::name).toArray(String[]::new));
    for (String type :
        List.of(
            "hello",
            "new_game",
            "load_record",
            "legal",
            "check",
            "apply",
            "view",
            "events",
            "message",
            "status",
            "outcome",
            "record",
            "close",
            "bye")) {
      assertThat(schema.get("$defs").has("request_" + type)).as(type).isTrue();
      assertThat(schema.get("$defs").has("reply_" + type)).as(type).isTrue();
      if (type.equals("bye")) {
        continue; // takes no field to get wrong
      }
      Talk t = Talk.greeted();
      assertThat(
              refused(
                  t.sendLine(
                      "{\"type\":\""
                          + type
                          + "\",\"game_id\":\"none\",\"spec\":1,\"record\":2,"
                          + "\"protocol\":\"x\"}")))
          .as(type)
          .isIn(ProtocolError.BAD_REQUEST, ProtocolError.NO_SUCH_GAME)
          .isNotEqualTo(ProtocolError.UNKNOWN_TYPE);
    }
  }

  @org.junit.jupiter.api.AfterAll
  static void everyErrorWasMet() {
    assertThat(MET).containsExactlyInAnyOrder(ProtocolError.values());
  }
}
