package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.json.StrategoJson;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * Issue 36, point 8: the clocks' timer reads every table in turn, so no table may hold its lock
 * while a bot takes its time. A bot thinks without the lock (issue 30); closing a finished game's
 * bots (an engine told the game is over, its process stopped) happened under it, and the timer and
 * every frame of that table waited for the slowest engine.
 */
class BotLockTest {
  /** A bot that plays its first legal decision and closes only when released. */
  private static final class SlowToClose implements Bot {
    final CountDownLatch closing = new CountDownLatch(1);
    final CountDownLatch released = new CountDownLatch(1);

    @Override
    public String name() {
      return "slow-to-close";
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      return legal.get(0);
    }

    @Override
    public void close(Transcript last) {
      closing.countDown();
      try {
        released.await(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @Test
  void aBotTakingItsTimeToCloseHoldsNoTableLock() throws Exception {
    SlowToClose bot = new SlowToClose();
    ExecutorService turns = Executors.newSingleThreadExecutor();
    ExecutorService sender = Executors.newSingleThreadExecutor();
    try {
      Table.BotRunner runner = (t, setup) -> turns.execute(() -> t.botTurn(System::nanoTime));
      Table table =
          new Table(
              "g",
              Games.parse("barrage").newGame(1),
              Map.of(Seat.BLUE, new Table.SeatedBot("slow-to-close", bot, 1)),
              new Frames(StrategoJson.standard()),
              Limits.defaults(),
              runner,
              System.nanoTime());
      Peer red =
          new Peer() {
            @Override
            public void send(String text) {}

            @Override
            public void close(int status, String reason) {}
          };
      table.join(red, Optional.of(Seat.RED), System.nanoTime());
      // RED resigns: the game ends, and the bot is told so.
      CompletableFuture<Boolean> resigned =
          CompletableFuture.supplyAsync(
              () ->
                  table.act(
                      red,
                      Seat.RED,
                      JsonNodeFactory.instance.objectNode().put("notation", "RED resign"),
                      null,
                      System.nanoTime()),
              sender);
      assertThat(bot.closing.await(10, TimeUnit.SECONDS)).as("the bot is being closed").isTrue();
      // While it closes, the table answers at once: its facts, and the timer's reading.
      CompletableFuture<Void> reads =
          CompletableFuture.runAsync(
              () -> {
                table.info();
                table.tick(System.nanoTime());
              });
      reads.get(2, TimeUnit.SECONDS);
      assertThat(resigned.get(2, TimeUnit.SECONDS)).isTrue();
      assertThat(table.isOver()).isTrue();
    } finally {
      bot.released.countDown();
      turns.shutdownNow();
      sender.shutdownNow();
    }
  }
}
