package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.TableAction;
import io.github.strategorules.core.referee.TimeControl;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Issue 23, point 1 (clocks): with {@code serve --time-control}, every game's referee keeps each
 * seat's clock on the server's clock, from the moment every seat for people is taken; every update
 * and the table's facts carry the clocks (public), and a seat whose time runs out loses on time
 * even when it sends nothing (the server's timer reads the clocks). The server's clock here is a
 * counter the test moves, so the test is exact.
 */
class ClockTest {
  private final AtomicLong clock = new AtomicLong(1_000_000_000L);

  private WebServer start() {
    return Servers.start(
        Servers.config().withClock(clock::get).withTimeControl(TimeControl.parse("1m+2s")));
  }

  private static boolean update(JsonNode f, int steps) {
    return f.path("type").asString("").equals("update") && f.at("/message/steps").asInt() == steps;
  }

  /** RED creates a game for two people; BLUE joins; returns BLUE's connection. */
  private static WsClient seated(WebServer s, WsClient red) {
    red.send(
        "{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\"],\"seat\":\"RED\"}");
    String id = red.await("joined").get("game").asString();
    red.await("update");
    WsClient blue = WsClient.connect(s);
    blue.send("{\"type\":\"join\",\"game\":\"" + id + "\"}");
    blue.await("joined");
    blue.await("update");
    red.await(
        f ->
            f.path("type").asString("").equals("table")
                && f.at("/table/clocks_running").toString().equals("[\"RED\",\"BLUE\"]"),
        "both clocks running");
    return blue;
  }

  @Test
  void theClocksWaitForThePlayers() {
    try (WebServer s = start();
        WsClient red = WsClient.connect(s)) {
      red.send(
          "{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\"],\"seat\":\"RED\"}");
      String id = red.await("joined").get("game").asString();
      JsonNode first = red.await("update");
      assertThat(first.at("/message/clocks/RED").asLong()).isEqualTo(60_000);
      assertThat(first.at("/clocks_running").toString()).isEqualTo("[]");
      JsonNode table = red.await("table");
      assertThat(table.at("/table/time_control").asString()).isEqualTo("1m+2s");
      assertThat(table.at("/table/timed_out").isNull()).isTrue();
      // BLUE's seat is free for ten minutes: nobody is charged, nobody loses on time.
      clock.addAndGet(Duration.ofMinutes(10).toNanos());
      try (WsClient blue = WsClient.connect(s)) {
        blue.send("{\"type\":\"join\",\"game\":\"" + id + "\"}");
        blue.await("joined");
        JsonNode blues = blue.await("update");
        assertThat(blues.at("/message/clocks/RED").asLong()).isEqualTo(60_000);
        assertThat(blues.at("/message/clocks/BLUE").asLong()).isEqualTo(60_000);
        assertThat(s.lobby().tables().get(0).isOver()).isFalse();
      }
    }
  }

  @Test
  void clocksRunForTheDecidingSeatsAndComeWithEveryUpdate() {
    try (WebServer s = start();
        WsClient red = WsClient.connect(s);
        WsClient blue = seated(s, red)) {
      clock.addAndGet(Duration.ofSeconds(10).toNanos());
      red.send("{\"type\":\"act\",\"action\":\"RED place a4=2\"}");
      JsonNode step = red.await(f -> update(f, 1), "step 1");
      // Both seats decide during the setup: both clocks ran 10 s; RED then gained its increment.
      assertThat(step.at("/message/clocks/RED").asLong()).isEqualTo(52_000);
      assertThat(step.at("/message/clocks/BLUE").asLong()).isEqualTo(50_000);
      assertThat(step.at("/clocks_running").toString()).isEqualTo("[\"RED\",\"BLUE\"]");
      JsonNode blues = blue.await(f -> update(f, 1), "step 1 for BLUE");
      assertThat(blues.at("/message/clocks")).isEqualTo(step.at("/message/clocks"));
      // issue 54.10: the clocks and the steps are in the message only, not again in the frame
      assertThat(step.has("clocks")).isFalse();
      assertThat(step.has("steps")).isFalse();
      assertThat(blues.has("clocks")).isFalse();
    }
  }

  @Test
  void aSeatThatSendsNothingLosesOnTime() {
    try (WebServer s = start();
        WsClient red = WsClient.connect(s);
        WsClient blue = seated(s, red)) {
      blue.send("{\"type\":\"act\",\"action\":\"BLUE place a7=2\"}");
      red.await(f -> update(f, 1), "step 1");
      clock.addAndGet(Duration.ofSeconds(61).toNanos());
      JsonNode end =
          red.await(
              f ->
                  f.path("type").asString("").equals("update")
                      && !f.at("/message/outcome").isNull()
                      && !f.at("/message/outcome").isMissingNode(),
              "the outcome");
      // Both clocks ran out during the setup; RED, first in seat order, lost on time.
      assertThat(end.at("/message/outcome/winners").toString()).isEqualTo("[\"BLUE\"]");
      assertThat(end.at("/message/clocks/RED").asLong()).isZero();
      assertThat(end.at("/clocks_running").toString()).isEqualTo("[]");
      JsonNode table =
          red.await(
              f ->
                  f.path("type").asString("").equals("table")
                      && f.at("/table/timed_out").asString("").equals("RED"),
              "the table after the flag fell");
      assertThat(table.at("/table/outcome").isNull()).isFalse();
    }
  }

  @Test
  void gamesHaveNoClocksUnlessTheServerGivesThem() {
    try (WebServer s = Servers.start(Servers.config().withClock(clock::get));
        WsClient red = WsClient.connect(s)) {
      red.send(
          "{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"human\"],\"seat\":\"RED\"}");
      red.await("joined");
      assertThat(red.await("update").has("clocks")).isFalse();
      assertThat(red.await("table").at("/table/time_control").isNull()).isTrue();
      clock.addAndGet(Duration.ofMinutes(100).toNanos());
      red.send("{\"type\":\"act\",\"action\":\"RED place a4=2\"}");
      JsonNode step = red.await("update");
      assertThat(step.at("/message/steps").asInt()).isEqualTo(1);
      assertThat(
              step.at("/message/outcome").isNull() || step.at("/message/outcome").isMissingNode())
          .isTrue();
    }
  }

  /**
   * A bot that, in play, waits for the test to release it before it answers (its first legal move).
   */
  private static final class SleepyBot implements Bot {
    final CountDownLatch release = new CountDownLatch(1);
    final CountDownLatch stuck = new CountDownLatch(1);
    final AtomicInteger moves = new AtomicInteger();

    @Override
    public String name() {
      return "sleepy";
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      if (transcript.view().phase() == Phase.PLAY) {
        moves.incrementAndGet();
        stuck.countDown();
        try {
          release.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return legal.get(0);
    }
  }

  /**
   * A barrage game of RED (a person) against the sleepy bot, with clocks: RED sets up and moves.
   */
  private WsClient againstSleepy(WebServer s, SleepyBot bot) throws InterruptedException {
    WsClient red = WsClient.connect(s);
    red.send(
        "{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"bot:sleepy\"],"
            + "\"seat\":\"RED\"}");
    red.await("joined");
    List<String> setup = List.of("a4=10", "b4=9", "c4=2", "d4=2", "e4=S", "f4=3", "g4=B", "h4=F");
    for (String place : setup) {
      red.send("{\"type\":\"act\",\"action\":\"RED place " + place + "\"}");
    }
    // the bot places its setup on its own thread: a move sent before it is done would be refused
    red.await(
        f ->
            f.path("type").asString("").equals("update")
                && f.at("/message/steps").asInt() >= 2 * setup.size(),
        "both setups placed");
    red.send("{\"type\":\"act\",\"action\":\"RED move a4-a5\"}");
    assertThat(bot.stuck.await(30, TimeUnit.SECONDS))
        .as("the bot started thinking about its move")
        .isTrue();
    return red;
  }

  private WebConfig withSleepy(SleepyBot bot) {
    return Servers.config()
        .withClock(clock::get)
        .withTimeControl(TimeControl.parse("1m+2s"))
        .withBots(BotSource.research().with("sleepy", g -> bot));
  }

  /**
   * A bot thinks without its table's lock: while it is stuck in a decision of play, its clock runs
   * out and the server's timer resigns it at once (before, the timer waited on the lock for as long
   * as the bot thought, and so did every other game's clocks); its late answer is dropped.
   */
  @Test
  void aBotThatThinksDoesNotStopTheClocks() throws InterruptedException {
    SleepyBot bot = new SleepyBot();
    try (WebServer s = Servers.start(withSleepy(bot));
        WsClient red = againstSleepy(s, bot)) {
      clock.addAndGet(Duration.ofMinutes(2).toNanos());
      JsonNode end =
          red.await(
              f ->
                  f.path("type").asString("").equals("update")
                      && !f.at("/message/outcome").isNull()
                      && !f.at("/message/outcome").isMissingNode(),
              "the outcome while the bot still thinks");
      assertThat(end.at("/message/outcome/winners").toString()).isEqualTo("[\"RED\"]");
      assertThat(bot.release.getCount()).as("the bot was still thinking").isEqualTo(1);
      bot.release.countDown();
      red.await(
          f ->
              f.path("type").asString("").equals("table")
                  && f.at("/table/timed_out").asString("").equals("BLUE"),
          "the table after BLUE's flag fell");
      assertThat(s.lobby().tables().get(0).state().history())
          .last()
          .isInstanceOf(TableAction.class);
    } finally {
      bot.release.countDown();
    }
  }

  /**
   * A draw offered while the bot thinks changes neither its seat's turn nor its legal moves: its
   * answer is played (the move declines the offer, C-R9), and it is not asked again.
   */
  @Test
  void aDrawOfferedWhileTheBotThinksKeepsItsAnswer() throws InterruptedException {
    SleepyBot bot = new SleepyBot();
    try (WebServer s = Servers.start(withSleepy(bot));
        WsClient red = againstSleepy(s, bot)) {
      red.send("{\"type\":\"act\",\"action\":\"RED offer draw\"}");
      red.await(
          f -> f.path("type").asString("").equals("update") && f.at("/message/steps").asInt() == 18,
          "the offer");
      bot.release.countDown();
      JsonNode moved =
          red.await(
              f ->
                  f.path("type").asString("").equals("update")
                      && f.at("/message/steps").asInt() == 19,
              "BLUE's move");
      assertThat(moved.at("/message/events").toString()).contains("\"seat\":\"BLUE\"");
      assertThat(bot.moves.get()).isEqualTo(1);
      assertThat(s.lobby().tables().get(0).state().outcome()).isEmpty();
    } finally {
      bot.release.countDown();
    }
  }
}
