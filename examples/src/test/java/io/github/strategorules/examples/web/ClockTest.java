package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.referee.TimeControl;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 23, point 1 (clocks): with {@code serve --time-control}, every game's referee keeps each
 * seat's clock on the server's clock; every update and the table's facts carry the clocks (public),
 * and a seat whose time runs out loses on time even when it sends nothing (the server's timer reads
 * the clocks). The server's clock here is a counter the test moves, so the test is exact.
 */
class ClockTest {
  private final AtomicLong clock = new AtomicLong(1_000_000_000L);

  private WebServer start() {
    return Servers.start(Servers.config().withClock(clock::get).withTimeControl(TimeControl.parse("1m+2s")));
  }

  @Test
  void clocksRunForTheDecidingSeatsAndComeWithEveryUpdate() {
    try (WebServer s = start(); WsClient red = WsClient.connect(s)) {
      red.send("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\"],\"seat\":\"RED\"}");
      red.await("joined");
      JsonNode first = red.await("update");
      assertThat(first.at("/clocks/RED").asLong()).isEqualTo(60_000);
      assertThat(first.at("/clocks/BLUE").asLong()).isEqualTo(60_000);
      JsonNode table = red.await("table");
      assertThat(table.at("/table/time_control").asString()).isEqualTo("1m+2s");
      assertThat(table.at("/table/timed_out").isNull()).isTrue();
      clock.addAndGet(Duration.ofSeconds(10).toNanos());
      red.send("{\"type\":\"act\",\"action\":\"RED place a4=2\"}");
      JsonNode step = red.await(f -> f.path("type").asString("").equals("update") && f.path("steps").asInt() == 1,
          "step 1");
      // Both seats decide during the setup: both clocks ran 10 s; RED then gained its increment.
      assertThat(step.at("/clocks/RED").asLong()).isEqualTo(52_000);
      assertThat(step.at("/clocks/BLUE").asLong()).isEqualTo(50_000);
    }
  }

  @Test
  void aSeatThatSendsNothingLosesOnTime() {
    try (WebServer s = start(); WsClient red = WsClient.connect(s)) {
      red.send("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\"],\"seat\":\"RED\"}");
      red.await("joined");
      red.await("update");
      clock.addAndGet(Duration.ofSeconds(61).toNanos());
      JsonNode end = red.await(f -> f.path("type").asString("").equals("update") && !f.at("/message/outcome").isNull()
          && !f.at("/message/outcome").isMissingNode(), "the outcome");
      assertThat(end.at("/message/outcome/winners").toString()).isEqualTo("[\"BLUE\"]");
      assertThat(end.at("/clocks/RED").asLong()).isZero();
      JsonNode table = red.await(f -> f.path("type").asString("").equals("table")
          && f.at("/table/timed_out").asString("").equals("RED"), "the table after the flag fell");
      assertThat(table.at("/table/outcome").isNull()).isFalse();
    }
  }

  @Test
  void gamesHaveNoClocksUnlessTheServerGivesThem() {
    try (WebServer s = Servers.start(Servers.config().withClock(clock::get)); WsClient red = WsClient.connect(s)) {
      red.send("{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\"],\"seat\":\"RED\"}");
      red.await("joined");
      assertThat(red.await("update").has("clocks")).isFalse();
      assertThat(red.await("table").at("/table/time_control").isNull()).isTrue();
      clock.addAndGet(Duration.ofMinutes(100).toNanos());
      red.send("{\"type\":\"act\",\"action\":\"RED place a4=2\"}");
      JsonNode step = red.await("update");
      assertThat(step.get("steps").asInt()).isEqualTo(1);
      assertThat(step.at("/message/outcome").isNull() || step.at("/message/outcome").isMissingNode()).isTrue();
    }
  }
}
