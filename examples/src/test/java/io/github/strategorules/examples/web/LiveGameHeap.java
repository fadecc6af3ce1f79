package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assumptions.assumeThat;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 54.4: the heap a live game costs the server, measured, not timed: {@code web.heap.games}
 * (default 1,000) games of {@code web.heap.spec} (default {@code classic}) held in their setup,
 * each with its creator seated (so its seat's view is held for deltas) and one spectator, the heap
 * used after a full GC before and after (MemoryMXBean), per game. Run on request by {@code
 * benchmarks/web-live-heap.sh} ({@code -Dweb.heap=true}), which also takes a class histogram of the
 * JVM while the games are held; the numbers go to {@code examples/target/web-live-heap.txt}.
 */
@Tag("load")
class LiveGameHeap {
  /** A connection that keeps nothing it is sent. */
  private static final class Sink implements Peer {
    @Override
    public void send(String text) {}

    @Override
    public void close(int status, String reason) {}
  }

  private static long usedAfterGc() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(100);
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  @Test
  void heapPerLiveGame() throws Exception {
    assumeThat(Boolean.getBoolean("web.heap"))
        .as("measurement skipped: run benchmarks/web-live-heap.sh (-Dweb.heap=true)")
        .isTrue();
    int n = Integer.getInteger("web.heap.games", 1_000);
    String spec = System.getProperty("web.heap.spec", "classic");
    Limits limits = Limits.defaults().withMaxGames(n + 10).withPerClient(32, 3, n, n);
    try (Lobby lobby = Servers.lobby(limits.withPerPrefix(16, 64, 128, n))) {
      List<Table> held = new ArrayList<>();
      long before = usedAfterGc();
      for (int i = 0; i < n; i++) {
        Table t = lobby.create(spec, List.of("human", "human"), 0);
        t.join(new Sink(), Optional.empty(), 0);
        t.watch(new Sink(), 0);
        held.add(t);
      }
      long after = usedAfterGc();
      String pause = System.getProperty("web.heap.pause.file");
      if (pause != null) {
        // the script takes its class histogram now, then deletes the file
        Files.writeString(Path.of(pause), Long.toString(ProcessHandle.current().pid()));
        while (Files.exists(Path.of(pause))) {
          Thread.sleep(200);
        }
      }
      String report =
          String.format(
              "%d live games of %s in their setup (a seat and a spectator each): heap %d MB before,"
                  + " %d MB after a full GC: %.1f KB a game%n",
              held.size(), spec, before >> 20, after >> 20, (after - before) / 1024.0 / n);
      System.out.print(report);
      Files.writeString(Path.of("target", "web-live-heap.txt"), report);
    }
  }
}
