package io.github.strategorules.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.fixtures.json.Schemas;
import io.github.strategorules.json.StrategoJson;
import io.github.strategorules.testkit.fuzz.Fuzzer;
import io.github.strategorules.testkit.fuzz.Mutations;
import io.github.strategorules.testkit.property.TestStatistics;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentSkipListMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import tools.jackson.databind.JsonNode;

/**
 * Fuzzing of the protocol session ({@link Fuzzer}): mutated request lines and sessions of several
 * lines, served by {@link ProtocolSession#serve} to a session that already holds a classic and a
 * Lost Island game at their start and in play. The session's promise: every line read gets exactly
 * one reply (until {@code bye}), a valid reply line of {@code protocol.schema.json}; an error reply
 * names a {@link ProtocolError} other than {@code INTERNAL} and has a one-line message; the session
 * never throws and still answers afterwards. Each input is cut to its first {@value #MAX_LINES}
 * lines, as the Fuzzer's time and allocation bounds are per request.
 */
class ProtocolFuzzTest {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final int MAX_LINES = 64;

  /** A short line limit, so that mutations that repeat a chunk reach it. */
  private static final int MAX_LINE = 8192;

  private static final GameState CLASSIC_PLAY = played("classic", 1, 90);
  private static final GameState ISLAND_PLAY =
      played("lost-island(players=3,secret_fights)", 2, 60);

  /**
   * The replies seen, by type and, for errors, by error: that the inputs reach every request and
   * error.
   */
  private static final Map<String, Long> REPLIES = new ConcurrentSkipListMap<>();

  /** A game played by random decisions (no table actions) for some actions from its start. */
  private static GameState played(String spec, long seed, int actions) {
    GameState s = Games.parse(spec).newGame(seed);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < actions && s.outcome().isEmpty(); i++) {
      Seat seat = s.toDecide().get(0);
      List<? extends Action> legal = s.decisions(seat);
      s = s.apply(seat, legal.get(random.nextInt(legal.size()))).state();
    }
    return s;
  }

  /**
   * A session holding games "1" (classic) and "2" (Lost Island) at their start, "3" and "4" in
   * play.
   */
  private static ProtocolSession session() {
    ProtocolSession s = new ProtocolSession("fuzz", 8, MAX_LINE);
    s.handle("{\"type\":\"hello\",\"protocol\":[1]}");
    s.handle("{\"type\":\"new_game\",\"spec\":\"classic\",\"seed\":1}");
    s.handle(
        "{\"type\":\"new_game\",\"spec\":\"lost-island(players=3,secret_fights)\",\"seed\":2}");
    s.host(CLASSIC_PLAY);
    s.host(ISLAND_PLAY);
    return s;
  }

  /** Requests on the games in play, from their legal actions: seeds that reach the rules. */
  private static List<byte[]> playSeeds() {
    List<byte[]> seeds = new ArrayList<>();
    String[] ids = {"3", "4"};
    GameState[] states = {CLASSIC_PLAY, ISLAND_PLAY};
    for (int g = 0; g < 2; g++) {
      GameState s = states[g];
      List<? extends Action> legal = s.legalActions(s.toDecide().get(0));
      // the deciding seat's actions, sent by every seat: legal from it, refused from the others
      for (Seat seat : s.game().seats()) {
        for (int i = 0; i < legal.size(); i += Math.max(1, legal.size() / 4)) {
          String action = JSON.toText(JSON.writeAction(legal.get(i)));
          for (String type : List.of("check", "apply")) {
            seeds.add(
                ("{\"type\":\""
                        + type
                        + "\",\"id\":"
                        + i
                        + ",\"game_id\":\""
                        + ids[g]
                        + "\",\"seat\":\""
                        + seat
                        + "\",\"action\":"
                        + action
                        + "}")
                    .getBytes(StandardCharsets.UTF_8));
          }
        }
      }
    }
    return seeds;
  }

  /** The input as the session reads it: its first lines, and how many lines that is. */
  private static String firstLines(String text) {
    int at = -1;
    for (int n = 0; n < MAX_LINES; n++) {
      at = text.indexOf('\n', at + 1);
      if (at < 0) {
        return text;
      }
    }
    return text.substring(0, at + 1);
  }

  private static int lines(String text) {
    int n = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        n++;
      }
    }
    return n + (text.isEmpty() || text.endsWith("\n") ? 0 : 1);
  }

  private static void serve(byte[] input) {
    String text = firstLines(new String(input, StandardCharsets.UTF_8));
    ProtocolSession session = session();
    StringWriter out = new StringWriter();
    try {
      ProtocolSession.serve(session, new StringReader(text), out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String written = out.toString();
    assertThat(written.isEmpty() || written.endsWith("\n")).isTrue();
    List<String> replies =
        written.isEmpty()
            ? List.of()
            : List.of(written.split("\n", -1)).subList(0, written.split("\n", -1).length - 1);
    if (session.isClosed()) {
      assertThat(replies.size()).isBetween(1, lines(text));
    } else {
      assertThat(replies).as("one reply per line").hasSize(lines(text));
    }
    for (String line : replies) {
      JsonNode reply = JSON.parse(line);
      Schemas.check("protocol#/$defs/reply", reply);
      String type = reply.get("type").stringValue();
      if (type.equals("error")) {
        assertThat(reply.get("error").stringValue())
            .as(line)
            .isNotEqualTo(ProtocolError.INTERNAL.name());
        type = "error " + reply.get("error").stringValue();
      }
      REPLIES.merge(type, 1L, Long::sum);
    }
    // the session lives on: it still answers (unless the client said bye)
    JsonNode after = JSON.parse(session.handle("{\"type\":\"hello\",\"protocol\":[1]}"));
    assertThat(after.get("type").stringValue()).isEqualTo(session.isClosed() ? "error" : "hello");
  }

  @Test
  void protocolSession(TestReporter reporter) {
    Fuzzer.run(
        "protocol",
        Fuzzer.corpus(ProtocolFuzzTest.class, "protocol"),
        playSeeds(),
        Mutations.dictionary(
            "{",
            "}",
            "[",
            "]",
            ",",
            ":",
            "\"type\":",
            "\"id\":",
            "\"game_id\":",
            "\"seat\":",
            "\"action\":",
            "\"notation\":",
            "\"spec\":",
            "\"seed\":",
            "\"record\":",
            "\"protocol\":",
            "\"hello\"",
            "\"new_game\"",
            "\"load_record\"",
            "\"legal\"",
            "\"check\"",
            "\"apply\"",
            "\"view\"",
            "\"events\"",
            "\"message\"",
            "\"status\"",
            "\"outcome\"",
            "\"record\"",
            "\"close\"",
            "\"bye\"",
            "\"1\"",
            "\"3\"",
            "\"4\"",
            "\"RED\"",
            "\"BLUE\"",
            "\"GREEN\"",
            "\"YELLOW\"",
            "null",
            "true",
            "false",
            "1e400",
            "-0",
            "1.5",
            "\"\\u0000\"",
            "\\ud800",
            "\"move\"",
            "\"place_piece\"",
            "\"flip\"",
            "\"resign\"",
            "\"lost-island(players=4)\"",
            "\"classic(rescue)\"",
            "{\"notation\":\"RED resign\"}",
            "\n",
            "\r\n"),
        ProtocolFuzzTest::serve);
    TestStatistics.publish(reporter, "protocol fuzz replies", REPLIES.toString());
    assertThat(REPLIES.keySet())
        .as("replies of every request type")
        .contains(
            "apply",
            "check",
            "legal",
            "message",
            "new_game",
            "record",
            "error BAD_ACTION",
            "error ILLEGAL_ACTION",
            "error MALFORMED",
            "error LINE_TOO_LONG");
  }
}
