package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 50: the arena's engine ({@code EngineBot}) is handed its seat's updates as the referee
 * built them and sends each step as its own message: an engine that writes down every message it
 * gets sees the steps 0 (its arrival) to the last, each exactly once and in order, each with its
 * actor, and the other seat's secret setup choices without their action.
 */
class EngineRelayTest {
  @TempDir Path dir;

  /** An engine that plays its first decision and writes each message's kind and fields down. */
  private static final String ENGINE =
      """
      import json, sys
      log = open(sys.argv[1], "w")
      for line in sys.stdin:
          m = json.loads(line)
          kind = m.get("type")
          if kind == "hello":
              print(json.dumps({"type": "hello", "id": m["id"], "protocol": 1, "role": "engine",
                                "name": "logger"}), flush=True)
          elif kind == "start":
              seat = m["seat"]
              print(json.dumps({"type": "start", "id": m["id"]}), flush=True)
          elif kind in ("update", "go", "game_over"):
              msg = m["message"]
              action = msg.get("action")
              log.write("%s %d %s %s %s\\n" % (kind, msg["steps"], msg.get("actor"), seat,
                        "-" if action is None else action["seat"]))
              log.flush()
              if kind == "go":
                  choice = msg["legal_actions"][0]
                  print(json.dumps({"type": "go", "id": m["id"], "action": choice}), flush=True)
          elif kind == "quit":
              break
      """;

  @Test
  void theEngineGetsEveryStepOnceAsItsOwnMessage() throws IOException {
    Assumptions.assumeTrue(ArenaEngineTest.onPath("python3"), "python3 is not on the path");
    Path engine = dir.resolve("logger.py");
    Files.writeString(engine, ENGINE);
    Path log = dir.resolve("messages.txt");
    DemoCommandTest.Run r =
        run(
            "arena",
            "--ruleset",
            "barrage",
            "--bots",
            "random,engine", // game 0 seats the engine at BLUE
            "--engine",
            "python3 " + engine + " " + log,
            "--games",
            "1",
            "--seed",
            "3",
            "--max-actions",
            "60");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).doesNotContain("forfeits");
    List<String[]> messages = new ArrayList<>();
    for (String line : Files.readAllLines(log)) {
      messages.add(line.split(" "));
    }
    // Steps 0 to the last, each exactly once, in order: the arrival, then each step's own update.
    for (int i = 0; i < messages.size(); i++) {
      assertThat(Integer.parseInt(messages.get(i)[1])).as("message %d", i).isEqualTo(i);
    }
    assertThat(messages.get(0)[2]).isEqualTo("None"); // the arrival: no actor
    assertThat(messages.get(messages.size() - 1)[0]).isEqualTo("game_over");
    assertThat(messages).anyMatch(m -> m[0].equals("update"));
    for (String[] m : messages.subList(1, messages.size())) {
      String actor = m[2];
      String seat = m[3];
      assertThat(actor).isIn("RED", "BLUE");
      if (!actor.equals(seat)) {
        // The other seat's setup placements are its secret: no action; its moves are public.
        assertThat(m[4]).isIn("-", actor);
      } else {
        assertThat(m[4]).isEqualTo(actor); // its own action, whole
      }
    }
    // The other seat (RED, the random bot) placed its whole setup before the engine's first go:
    // those placements came as updates without their action.
    assertThat(messages)
        .anyMatch(m -> m[0].equals("update") && m[2].equals("RED") && m[4].equals("-"));
  }
}
