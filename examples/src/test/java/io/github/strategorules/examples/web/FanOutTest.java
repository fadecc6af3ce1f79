package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.json.StrategoJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * Issue 36, point 8: a listener that throws after the referee applied a step leaves the sender
 * without a verdict, so the web table's listener does not throw: a connection that fails to take
 * its frame is closed, and the sender and every other receiver still get theirs.
 */
class FanOutTest {
  /** A connection that records its frames, or fails on every frame once told to. */
  private static final class TestPeer implements Peer {
    final List<String> frames = new ArrayList<>();
    boolean failing;
    int closedWith;

    @Override
    public void send(String text) {
      if (failing) {
        throw new IllegalStateException("the connection is broken");
      }
      frames.add(text);
    }

    @Override
    public void close(int status, String reason) {
      closedWith = status;
    }
  }

  @Test
  void aConnectionThatFailsToTakeItsFrameIsClosedAndTheSenderIsStillAnswered() {
    Table table =
        new Table(
            "g",
            Games.parse("barrage").newGame(1),
            Map.of(),
            new Frames(StrategoJson.standard()),
            Limits.defaults(),
            (t, setup) -> {},
            System.nanoTime());
    TestPeer red = new TestPeer();
    TestPeer blue = new TestPeer();
    TestPeer watcher = new TestPeer();
    table.join(red, Optional.of(Seat.RED), 0);
    table.join(blue, Optional.of(Seat.BLUE), 0);
    table.watch(watcher, 0);
    blue.failing = true;
    int redBefore = red.frames.size();
    int watcherBefore = watcher.frames.size();
    boolean applied =
        table.act(
            red,
            Seat.RED,
            JsonNodeFactory.instance.objectNode().put("notation", "RED place a4=2"),
            JsonNodeFactory.instance.numberNode(7),
            0);
    assertThat(applied).isTrue();
    assertThat(red.frames.subList(redBefore, red.frames.size()))
        .as("the sender's answer")
        .anyMatch(f -> f.contains("\"type\":\"update\"") && f.contains("\"reply_to\":7"));
    assertThat(watcher.frames.subList(watcherBefore, watcher.frames.size()))
        .as("the spectator's update")
        .anyMatch(f -> f.contains("\"type\":\"update\"") && f.contains("\"steps\":1"));
    assertThat(blue.closedWith)
        .as("the broken connection is closed")
        .isEqualTo(Closes.SERVER_ERROR);
  }
}
