package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Issue 23, point 2 (slow readers): after a connection's first full view, each update carries only
 * what changed in the view ({@link ViewDelta}), never the whole public move log again, so a frame
 * costs the same at step 100 and step 400 (a whole classic view was 96 KB at step 1,463); the view
 * rebuilt from the deltas is the one a newcomer receives whole.
 */
class DeltaTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static boolean update(JsonNode f) {
    return f.path("type").asString("").equals("update");
  }

  @Test
  void updatesAfterTheFirstAreDeltasThatRebuildTheView() {
    try (WebServer s = Servers.start(Servers.config());
        WsClient watcher = WsClient.connect(s)) {
      watcher.send(
          "{\"type\":\"create\",\"spec\":\"classic\",\"players\":[\"bot:random\",\"bot:random\"]}");
      String id = watcher.await("joined").get("game").asString();
      // The bots may have played many steps before the creator's first update (a loaded machine
      // schedules them first): the early window starts after that update and after the setup.
      int base = Math.max(watcher.await("update").at("/message/steps").asInt(), 100);
      watcher.await(
          f -> update(f) && f.at("/message/steps").asInt() >= base + 200, "step " + (base + 200));
      JsonNode whole;
      try (WsClient late = WsClient.connect(s)) {
        late.send("{\"type\":\"watch\",\"game\":\"" + id + "\"}");
        whole = late.await("update");
      }
      int k = whole.at("/message/steps").asInt();
      watcher.await(f -> update(f) && f.at("/message/steps").asInt() == k, "step " + k);
      List<JsonNode> updates = new ArrayList<>();
      for (String f : watcher.frames()) {
        JsonNode n = MAPPER.readTree(f);
        if (update(n) && n.at("/message/steps").asInt() <= k) {
          updates.add(n);
        }
      }
      ObjectNode view = (ObjectNode) updates.get(0).at("/message/view");
      long early = 0;
      long late = 0;
      for (JsonNode u : updates.subList(1, updates.size())) {
        assertThat(u.at("/message/view").isMissingNode())
            .as("no whole view after the first")
            .isTrue();
        view = ViewDelta.apply(view, u.get("view_delta"));
        int step = u.at("/message/steps").asInt();
        if (step > base && step <= base + 50) {
          early += u.toString().length();
        } else if (step > k - 50) {
          late += u.toString().length();
        }
      }
      assertThat(view).as("the view rebuilt from the deltas").isEqualTo(whole.at("/message/view"));
      // Fifty frames late in the game cost about what fifty early ones did; whole views grew.
      assertThat(late).isLessThan(early * 3 / 2);
      assertThat(whole.toString().length()).isGreaterThan((int) (late / 50) * 2);
    }
  }

  @Test
  void eachStepWritesEachReceiversMessageOnceAndSpectatorsShareOne() {
    try (WebServer s = Servers.start(Servers.config());
        WsClient red = WsClient.connect(s);
        WsClient blue = WsClient.connect(s)) {
      red.send(
          "{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\"],\"seat\":\"RED\"}");
      String id = red.await("joined").get("game").asString();
      red.await("update");
      Table table = s.lobby().find(id).orElseThrow();
      blue.send("{\"type\":\"join\",\"game\":\"" + id + "\",\"seat\":\"BLUE\"}");
      blue.await("update");
      assertThat(table.messagesWritten()).as("one whole message per seat").isEqualTo(2);
      List<WsClient> watchers = new ArrayList<>();
      try {
        for (int i = 0; i < 4; i++) {
          WsClient w = WsClient.connect(s);
          watchers.add(w);
          w.send("{\"type\":\"watch\",\"game\":\"" + id + "\"}");
          w.await("update");
        }
        assertThat(table.messagesWritten())
            .as("one public message for four spectators")
            .isEqualTo(3);
        red.send("{\"type\":\"act\",\"action\":\"RED place a4=2\"}");
        red.await(f -> update(f) && f.at("/message/steps").asInt() == 1, "step 1");
        for (WsClient w : watchers) {
          w.await(f -> update(f) && f.at("/message/steps").asInt() == 1, "step 1");
        }
        assertThat(table.messagesWritten())
            .as("a step: each seat's message and one for the spectators")
            .isEqualTo(6);
        // Every spectator received the same frames.
        for (WsClient w : watchers) {
          assertThat(w.frames().stream().filter(f -> update(MAPPER.readTree(f))).toList())
              .isEqualTo(
                  watchers.get(0).frames().stream()
                      .filter(f -> update(MAPPER.readTree(f)))
                      .toList());
        }
      } finally {
        watchers.forEach(WsClient::close);
      }
    }
  }
}
