package io.github.strategorules.engine.connection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.engine.protocol.Protocol;
import io.github.strategorules.json.StrategoJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The referee's end of an engine connection, against engines in the same process that behave well
 * or fail in each way the protocol names: every failure is an {@link EngineException} with its
 * {@link EngineFailure}, within the time limit. Every line a referee sends an engine is valid
 * against {@code protocol.schema.json}.
 */
class EngineConnectionTest {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final Duration SHORT = Duration.ofMillis(300);
  private static final Duration LONG = Duration.ofSeconds(10);

  /** How a fake engine answers one line from the referee; it may write any lines, or close. */
  @FunctionalInterface
  private interface Script {
    /**
     * @return false to end the engine (its output is then closed)
     */
    boolean answer(JsonNode line, PrintWriter out, int go);
  }

  /** The lines the fake engines received, for the schema check. */
  private final List<JsonNode> received = new ArrayList<>();

  private static String hello(JsonNode line) {
    return "{\"type\":\"hello\",\"id\":"
        + line.get("id")
        + ",\"protocol\":1,\"role\":\"engine\",\"name\":\"fake\"}";
  }

  /** A well-behaved engine: hello, ready, the first legal action; goes on {@code quit}. */
  private static boolean good(JsonNode line, PrintWriter out, int go) {
    switch (line.get("type").stringValue()) {
      case "hello" -> out.println(hello(line));
      case "start" -> out.println("{\"type\":\"start\",\"id\":" + line.get("id") + "}");
      case "go" ->
          out.println(
              "{\"type\":\"go\",\"id\":"
                  + line.get("id")
                  + ",\"action\":{\"notation\":"
                  + line.get("message").get("legal_actions").get(0).get("notation")
                  + "}}");
      case "quit" -> {
        return false;
      }
      default -> {}
    }
    return true;
  }

  /** An engine that is good except when asked to go. */
  private static Script onGo(Script go) {
    return (line, out, n) ->
        line.get("type").stringValue().equals("go") ? go.answer(line, out, n) : good(line, out, n);
  }

  private EngineConnection connect(Script script) {
    try {
      PipedInputStream fromEngine = new PipedInputStream(1 << 16);
      PipedOutputStream engineOut = new PipedOutputStream(fromEngine);
      PipedInputStream engineIn = new PipedInputStream(1 << 16);
      PipedOutputStream toEngine = new PipedOutputStream(engineIn);
      Thread engine =
          new Thread(
              () -> {
                AtomicInteger gos = new AtomicInteger();
                try (BufferedReader in =
                        new BufferedReader(
                            new InputStreamReader(engineIn, StandardCharsets.UTF_8));
                    PrintWriter out =
                        new PrintWriter(
                            new OutputStreamWriter(engineOut, StandardCharsets.UTF_8), true)) {
                  for (String l = in.readLine(); l != null; l = in.readLine()) {
                    JsonNode line = JSON.parse(l);
                    synchronized (received) {
                      received.add(line);
                    }
                    int go =
                        line.get("type").stringValue().equals("go")
                            ? gos.incrementAndGet()
                            : gos.get();
                    if (!script.answer(line, out, go)) {
                      return;
                    }
                  }
                } catch (IOException e) {
                  // the referee closed the pipe
                }
              },
              "fake-engine");
      engine.setDaemon(true);
      engine.start();
      return EngineConnection.over(
          fromEngine,
          toEngine,
          LONG,
          () -> {
            try {
              engine.join(2000);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static GameState classic() {
    return Games.parse("classic").newGame(1);
  }

  private static EngineFailure failure(Runnable r) {
    try {
      r.run();
    } catch (EngineException e) {
      assertThat(e.getMessage()).doesNotContain("\n");
      return e.failure();
    }
    throw new AssertionError("no failure");
  }

  @Test
  void aWellBehavedEnginePlaysBothSeatsOfAGameToItsEnd() {
    GameState s = Games.parse("lost-island(players=2,turn_limit=30)").newGame(4);
    Map<Seat, EngineConnection> engines = new EnumMap<>(Seat.class);
    for (Seat seat : s.game().seats()) {
      engines.put(seat, connect(EngineConnectionTest::good));
      engines.get(seat).start("g", s.game(), seat, LONG);
      assertThat(engines.get(seat).name()).isEqualTo("fake");
    }
    Referee referee = Referee.of(s);
    Map<Seat, Update> pending = new EnumMap<>(Seat.class);
    s.game().seats().forEach(seat -> pending.put(seat, referee.arrivalFor(Optional.of(seat))));
    int steps = 0;
    while (!referee.isOver()) {
      Seat seat = referee.state().toDecide().get(0);
      Action a = engines.get(seat).go("g", pending.remove(seat), LONG);
      Shares shares = ((Verdict.Applied) referee.submit(seat, a)).shares();
      steps++;
      for (Seat other : s.game().seats()) {
        Update m = shares.forSeat(other);
        if (shares.ended()) {
          engines.get(other).gameOver("g", m);
        } else if (referee.state().toDecide().get(0) == other) {
          pending.put(other, m);
        } else {
          engines.get(other).update("g", m);
        }
      }
    }
    assertThat(steps).isGreaterThan(20);
    for (EngineConnection e : engines.values()) {
      assertThat(e.linesReceived()).isGreaterThan(2);
      assertThat(e.linesSent()).isGreaterThan(e.linesReceived());
      e.close();
    }
    synchronized (received) {
      for (JsonNode line : received) {
        ProtocolSchemas.check("to_engine", line);
      }
      assertThat(received.stream().map(l -> l.get("type").stringValue()).distinct())
          .containsExactlyInAnyOrder("hello", "start", "update", "go", "game_over", "quit");
    }
  }

  /**
   * An engine may answer {@code go} with its action in any documented form: the notation as a
   * string, an object with the notation alone, or the fields alone without the seat (issue 27).
   */
  @Test
  void anEngineMayAnswerWithItsActionInEveryDocumentedForm() {
    for (String spec : List.of("classic", "lost-island(players=2)")) {
      GameState s = Games.parse(spec).newGame(3);
      Seat seat = s.game().seats().get(0);
      for (int form = 0; form < 3; form++) {
        int f = form;
        EngineConnection e =
            connect(
                onGo(
                    (line, out, n) -> {
                      ObjectNode first =
                          (ObjectNode) line.get("message").get("legal_actions").get(0);
                      ObjectNode reply = JsonNodeFactory.instance.objectNode().put("type", "go");
                      reply.set("id", line.get("id"));
                      switch (f) {
                        case 0 -> reply.put("action", first.get("notation").stringValue());
                        case 1 ->
                            reply
                                .putObject("action")
                                .put("notation", first.get("notation").stringValue());
                        default -> {
                          ObjectNode fields = first.deepCopy();
                          fields.remove(List.of("notation", "seat"));
                          reply.set("action", fields);
                        }
                      }
                      ProtocolSchemas.check("from_engine", reply);
                      out.println(JSON.toText(reply));
                      return true;
                    }));
        e.start("g", s.game(), seat, LONG);
        assertThat(e.go("g", Referee.of(s).arrivalFor(Optional.of(seat)), LONG))
            .as("%s form %d", spec, f)
            .isEqualTo(s.legalActions(seat).get(0));
        e.close();
      }
    }
  }

  @Test
  void eachWayToFailIsItsFailure() {
    GameState s = classic();
    Update red = Referee.of(s).arrivalFor(Optional.of(Seat.RED));
    assertThat(
            failure(
                () ->
                    connect(
                        (line, out, n) -> {
                          out.println(
                              "{\"type\":\"hello\",\"id\":"
                                  + line.get("id")
                                  + ",\"protocol\":1,\"role\":\"referee\"}");
                          return true;
                        })))
        .isEqualTo(EngineFailure.HANDSHAKE);
    assertThat(
            failure(
                () ->
                    connect(
                        (line, out, n) -> {
                          out.println(
                              "{\"type\":\"hello\",\"id\":"
                                  + line.get("id")
                                  + ",\"protocol\":7,\"role\":\"engine\"}");
                          return true;
                        })))
        .isEqualTo(EngineFailure.HANDSHAKE);

    long start = System.nanoTime();
    assertThat(failure(() -> connect(onGo((line, out, n) -> true)).go("g", red, SHORT)))
        .isEqualTo(EngineFailure.TIMEOUT);
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(LONG);
    assertThat(
            failure(
                () ->
                    connect(
                            onGo(
                                (line, out, n) -> {
                                  out.println("this is not JSON");
                                  return true;
                                }))
                        .go("g", red, LONG)))
        .isEqualTo(EngineFailure.MALFORMED_REPLY);
    // Issue 36.7: a reply that is no JSON object is malformed even when its line never ends (it
    // was a TIMEOUT); the start of an object that never ends is still a slow reply
    assertThat(
            failure(
                () ->
                    connect(
                            onGo(
                                (line, out, n) -> {
                                  out.print("bestmove e2e4");
                                  out.flush();
                                  return true;
                                }))
                        .go("g", red, SHORT)))
        .isEqualTo(EngineFailure.MALFORMED_REPLY);
    assertThat(
            failure(
                () ->
                    connect(
                            onGo(
                                (line, out, n) -> {
                                  out.print(" {\"type\":\"go\"");
                                  out.flush();
                                  return true;
                                }))
                        .go("g", red, SHORT)))
        .isEqualTo(EngineFailure.TIMEOUT);
    assertThat(
            failure(
                () ->
                    connect(
                            onGo(
                                (line, out, n) -> {
                                  out.println(
                                      "{\"type\":\"go\",\"id\":"
                                          + (line.get("id").longValue() + 1)
                                          + ",\"action\":{\"notation\":\"x\"}}");
                                  return true;
                                }))
                        .go("g", red, LONG)))
        .isEqualTo(EngineFailure.MALFORMED_REPLY);
    assertThat(
            failure(
                () ->
                    connect(
                            onGo(
                                (line, out, n) -> {
                                  out.println("{\"type\":\"start\",\"id\":" + line.get("id") + "}");
                                  return true;
                                }))
                        .go("g", red, LONG)))
        .isEqualTo(EngineFailure.MALFORMED_REPLY);
    assertThat(
            failure(
                () ->
                    connect(
                            onGo(
                                (line, out, n) -> {
                                  out.println("{\"type\":\"go\",\"id\":" + line.get("id") + "}");
                                  return true;
                                }))
                        .go("g", red, LONG)))
        .isEqualTo(EngineFailure.MALFORMED_REPLY);
    assertThat(
            failure(
                () ->
                    connect(
                            onGo(
                                (line, out, n) -> {
                                  out.println(
                                      "{\"type\":\"go\",\"id\":"
                                          + line.get("id")
                                          + ",\"x\":\""
                                          + "y".repeat(Protocol.MAX_LINE_CHARS)
                                          + "\"}");
                                  return true;
                                }))
                        .go("g", red, LONG)))
        .isEqualTo(EngineFailure.MALFORMED_REPLY);
    assertThat(
            failure(
                () ->
                    connect(
                            onGo(
                                (line, out, n) -> {
                                  out.println(
                                      "{\"type\":\"error\",\"id\":"
                                          + line.get("id")
                                          + ",\"message\":\"no idea\"}");
                                  return true;
                                }))
                        .go("g", red, LONG)))
        .isEqualTo(EngineFailure.ERROR_REPLY);
    // BLUE's placement offered by RED's engine; a notation that is no action at all
    Action blues = s.legalActions(Seat.BLUE).get(0);
    for (String notation : List.of(blues.notation(), "RED fly a1-j10", "RED place a5=F")) {
      assertThat(
              failure(
                  () ->
                      connect(
                              onGo(
                                  (line, out, n) -> {
                                    out.println(
                                        "{\"type\":\"go\",\"id\":"
                                            + line.get("id")
                                            + ",\"action\":{\"notation\":\""
                                            + notation
                                            + "\"}}");
                                    return true;
                                  }))
                          .go("g", red, LONG)))
          .as(notation)
          .isEqualTo(EngineFailure.ILLEGAL_ACTION);
    }
    assertThat(failure(() -> connect(onGo((line, out, n) -> false)).go("g", red, LONG)))
        .isEqualTo(EngineFailure.CRASHED);
  }

  @Test
  void aLateReplyIsSkippedAndAFloodIsReadWithinTheLimit() {
    GameState s = classic();
    Update red = Referee.of(s).arrivalFor(Optional.of(Seat.RED));
    EngineConnection late =
        connect(
            onGo(
                (line, out, go) -> {
                  if (go == 2) {
                    // the reply to the first go, too late, then the reply to this one
                    out.println(
                        "{\"type\":\"go\",\"id\":"
                            + (line.get("id").longValue() - 1)
                            + ",\"action\":{\"notation\":\"x\"}}");
                    return good(line, out, go);
                  }
                  return true;
                }));
    assertThat(failure(() -> late.go("g", red, SHORT))).isEqualTo(EngineFailure.TIMEOUT);
    assertThat(late.go("g", red, LONG)).isEqualTo(s.legalActions(Seat.RED).get(0));
    late.close();

    EngineConnection flood =
        connect(
            onGo(
                (line, out, go) -> {
                  for (int i = 0; i < 500; i++) {
                    out.println(
                        "{\"type\":\"go\",\"id\":0,\"padding\":\"" + "z".repeat(1000) + "\"}");
                  }
                  return good(line, out, go);
                }));
    assertThat(flood.go("g", red, LONG)).isEqualTo(s.legalActions(Seat.RED).get(0));
    flood.close();
  }

  /**
   * Issue 54.8: an engine that does not shake hands fails the handshake (HANDSHAKE, as
   * docs/protocol.md says), whatever it did instead: it exited, said nothing in time, replied
   * nonsense or an error. Before, those were CRASHED, TIMEOUT, MALFORMED_REPLY and ERROR_REPLY.
   * What it did is in the message.
   */
  @Test
  void anEngineThatDoesNotShakeHandsFailsTheHandshake() {
    assertThat(
            failure(
                () ->
                    connect(
                        (line, out, n) -> {
                          out.println("{\"type\":\"hello\"");
                          return true;
                        })))
        .isEqualTo(EngineFailure.HANDSHAKE);
    assertThat(
            failure(
                () ->
                    connect(
                        (line, out, n) -> {
                          out.println(
                              "{\"type\":\"error\",\"id\":"
                                  + line.get("id")
                                  + ",\"error\":\"UNKNOWN_TYPE\",\"message\":\"what?\"}");
                          return true;
                        })))
        .isEqualTo(EngineFailure.HANDSHAKE);
    assertThat(failure(() -> connect((line, out, n) -> false))).isEqualTo(EngineFailure.HANDSHAKE);
  }

  @Test
  void aProcessThatCannotStartOrExitsIsALaunchFailureOrACrash() throws IOException {
    assertThat(
            failure(
                () ->
                    EngineConnection.launch(
                        List.of("/nonexistent/engine-" + System.nanoTime()), LONG)))
        .isEqualTo(EngineFailure.LAUNCH_FAILED);
    Path sh = Path.of("/bin/sh");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(sh), "a POSIX shell");
    EngineException crash =
        org.junit.jupiter.api.Assertions.assertThrows(
            EngineException.class,
            () -> EngineConnection.launch(List.of(sh.toString(), "-c", "read line; exit 3"), LONG));
    // issue 54.8: before its hello an engine that exits or says nothing fails the handshake
    assertThat(crash.failure()).isEqualTo(EngineFailure.HANDSHAKE);
    assertThat(crash.getMessage()).contains("status 3");
    assertThatThrownBy(
            () -> EngineConnection.launch(List.of(sh.toString(), "-c", "sleep 5"), SHORT))
        .isInstanceOfSatisfying(
            EngineException.class,
            e -> {
              assertThat(e.failure()).isEqualTo(EngineFailure.HANDSHAKE);
              assertThat(e.getMessage()).contains("no hello reply within");
            });
  }
}
