package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.json.StrategoJson;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * {@code stratego engine}: the protocol session on standard input and output, one reply per line.
 */
class EngineCommandTest {
  private static final StrategoJson JSON = StrategoJson.standard();

  @Test
  void servesTheRefereeSideUntilBye() {
    String input =
        String.join(
                "\n",
                "{\"type\":\"hello\",\"id\":1,\"protocol\":[1]}",
                "{\"type\":\"new_game\",\"id\":2,\"spec\":\"lost-island(players=3)\",\"seed\":9}",
                "{\"type\":\"legal\",\"id\":3,\"game_id\":\"1\",\"seat\":\"RED\"}",
                "not json",
                "{\"type\":\"check\",\"id\":5,\"game_id\":\"1\",\"seat\":\"BLUE\",\"action\":{\"notation\":\"RED resign\"}}",
                "{\"type\":\"apply\",\"id\":6,\"game_id\":\"1\",\"seat\":\"RED\",\"action\":{\"notation\":\"RED resign\"}}",
                "{\"type\":\"bye\",\"id\":7}",
                "{\"type\":\"status\",\"id\":8,\"game_id\":\"1\"}")
            + "\n";
    DemoCommandTest.Run r = DemoCommandTest.runWithInput(input, "engine");
    assertThat(r.code()).isZero();
    assertThat(r.err()).isEmpty();
    List<JsonNode> replies = r.out().lines().map(JSON::parse).toList();
    assertThat(replies).hasSize(7);
    assertThat(replies.get(0).get("server").stringValue()).startsWith("stratego-rules ");
    assertThat(replies.get(1).get("game_id").stringValue()).isEqualTo("1");
    assertThat(replies.get(2).get("actions").size()).isGreaterThan(1);
    assertThat(replies.get(3).get("error").stringValue()).isEqualTo("MALFORMED");
    assertThat(replies.get(4).get("legal").booleanValue()).isFalse();
    JsonNode outcome = replies.get(5).get("status").get("outcome");
    assertThat(JSON.toText(outcome))
        .isEqualTo(
            "{\"winners\":[\"BLUE\",\"GREEN\"],\"termination\":\"RESIGNATION\","
                + "\"rule\":\"LI-11.3\"}");
    assertThat(replies.get(6).get("type").stringValue()).isEqualTo("bye");
  }

  /**
   * Issue 54.7: a line that is not UTF-8 (raw byte 0xFF in an id) is refused as MALFORMED with a
   * null id, not read with U+FFFD in place of the byte: two different ids came back the same
   * ({@code "a\ufffdb"}). The session goes on.
   */
  @Test
  void aLineThatIsNotUtf8IsRefusedNotEchoedAltered() throws java.io.IOException {
    java.io.ByteArrayOutputStream in = new java.io.ByteArrayOutputStream();
    in.write(
        "{\"type\":\"hello\",\"id\":1,\"protocol\":[1]}\n"
            .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    for (int bad : new int[] {0xff, 0xfe}) {
      in.write("{\"type\":\"status\",\"id\":\"a".getBytes(java.nio.charset.StandardCharsets.UTF_8));
      in.write(bad);
      in.write("b\",\"game_id\":\"1\"}\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    in.write(
        "{\"type\":\"status\",\"id\":\"\u00e9\",\"game_id\":\"1\"}\n"
            .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    java.io.StringWriter out = new java.io.StringWriter();
    int code =
        StrategoCli.run(
            new java.io.ByteArrayInputStream(in.toByteArray()),
            new java.io.PrintWriter(out),
            new java.io.PrintWriter(new java.io.StringWriter()),
            "engine");
    assertThat(code).isZero();
    List<JsonNode> replies = out.toString().lines().map(JSON::parse).toList();
    assertThat(replies).hasSize(4);
    for (JsonNode bad : replies.subList(1, 3)) {
      assertThat(bad.get("error").stringValue()).isEqualTo("MALFORMED");
      assertThat(bad.get("id").isNull()).as(bad.toString()).isTrue();
      assertThat(bad.get("message").stringValue()).contains("UTF-8");
    }
    // well-formed UTF-8 beyond ASCII is read as sent, and the session went on
    assertThat(replies.get(3).get("id").stringValue()).isEqualTo("\u00e9");
  }

  @Test
  void theEndOfTheInputEndsTheSession() {
    DemoCommandTest.Run r =
        DemoCommandTest.runWithInput("{\"type\":\"hello\",\"protocol\":1}", "engine");
    assertThat(r.code()).isZero();
    assertThat(r.out().lines().toList()).hasSize(1);
  }
}
