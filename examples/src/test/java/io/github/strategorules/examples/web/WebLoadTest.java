package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * A bounded load test on loopback, run only on request: {@code -Dweb.load=true} (see docs/web.md
 * for the command and the numbers measured). It keeps {@code web.load.games} games (default 100)
 * of {@code web.load.spec} (default {@code barrage}) going for {@code web.load.seconds} (default
 * 20) between pairs of WebSocket clients of the JDK that answer every update at once with a random
 * legal decision, and a new game replaces each finished one. It reports the actions applied, the
 * WebSocket messages a second both ways, the latency from sending an action to receiving its
 * update (p50, p99, max), then the heap each finished game costs the server. Nothing is asserted
 * about time: the numbers are measurements of this machine, printed and written to
 * {@code examples/target/web-load.txt}.
 */
@Tag("load")
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class WebLoadTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** One client: a seat of the current game of its pair. */
  private static final class Client implements WebSocket.Listener {
    final Pair pair;
    final boolean creator;
    final SplittableRandom random;
    final StringBuilder partial = new StringBuilder();
    WebSocket socket;
    CompletableFuture<WebSocket> sending = CompletableFuture.completedFuture(null);
    long sentAt;
    long sentId = -1;
    long ids;
    JsonNode latest;

    Client(Pair pair, boolean creator, long seed) {
      this.pair = pair;
      this.creator = creator;
      this.random = new SplittableRandom(seed);
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        String text = partial.toString();
        partial.setLength(0);
        pair.run.framesIn.incrementAndGet();
        pair.run.bytesIn.addAndGet(text.length());
        handle(MAPPER.readTree(text));
      }
      ws.request(1);
      return null;
    }

    private void handle(JsonNode f) {
      switch (f.path("type").asString("")) {
        case "joined" -> {
          if (creator) {
            pair.partner.send("{\"type\":\"join\",\"game\":\"" + f.get("game").asString() + "\"}");
          }
        }
        case "update" -> update(f);
        case "refused" -> {
          // Simultaneous decisions (a classic setup): the action was chosen from a state that
          // changed before it arrived. Choose again from the latest update.
          pair.run.refused.incrementAndGet();
          if (f.get("reply_to").asLong() == sentId) {
            sentId = -1;
            decide();
          }
        }
        case "error" -> {
          if (pair.run.errors.incrementAndGet() <= 3) {
            pair.run.firstErrors.add(f.toString());
          }
        }
        default -> { }
      }
    }

    private void update(JsonNode f) {
      JsonNode reply = f.get("reply_to");
      if (reply != null && !reply.isNull() && reply.asLong() == sentId) {
        pair.run.latencies.add(System.nanoTime() - sentAt);
        sentId = -1;
      }
      JsonNode message = f.get("message");
      if (!message.get("outcome").isNull()) {
        if (creator && pair.run.going()) {
          pair.run.games.incrementAndGet();
          send("{\"type\":\"create\",\"spec\":\"" + pair.run.spec + "\",\"seat\":\"RED\"}");
        }
        return;
      }
      latest = message;
      decide();
    }

    /** Takes a random decision from the latest update, unless an action waits for its answer. */
    private void decide() {
      if (sentId >= 0 || latest == null) {
        return;
      }
      List<JsonNode> decisions = new ArrayList<>();
      for (JsonNode a : latest.get("legal_actions")) {
        String kind = a.get("action").asString();
        if (!kind.equals("resign") && !kind.equals("offer_draw") && !kind.equals("accept_draw")) {
          decisions.add(a);
        }
      }
      if (!decisions.isEmpty()) {
        JsonNode choice = decisions.get(random.nextInt(decisions.size()));
        sentId = ++ids;
        sentAt = System.nanoTime();
        pair.run.actions.incrementAndGet();
        send("{\"type\":\"act\",\"id\":" + sentId + ",\"action\":{\"notation\":\""
            + choice.get("notation").asString() + "\"}}");
      }
    }

    /** Sends without blocking the client's thread: one send at a time, chained. */
    synchronized void send(String text) {
      pair.run.framesOut.incrementAndGet();
      sending = sending.thenCompose(x -> socket.sendText(text, true));
    }
  }

  /** Two clients that play game after game against each other. */
  private static final class Pair {
    final Run run;
    Client partner;

    Pair(Run run) {
      this.run = run;
    }
  }

  /** The counters of a run. */
  private static final class Run {
    final String spec;
    final long end;
    final AtomicLong framesIn = new AtomicLong();
    final AtomicLong framesOut = new AtomicLong();
    final AtomicLong bytesIn = new AtomicLong();
    final AtomicLong actions = new AtomicLong();
    final AtomicLong games = new AtomicLong();
    final AtomicLong errors = new AtomicLong();
    final AtomicLong refused = new AtomicLong();
    final ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
    final ConcurrentLinkedQueue<String> firstErrors = new ConcurrentLinkedQueue<>();

    Run(String spec, long end) {
      this.spec = spec;
      this.end = end;
    }

    boolean going() {
      return System.nanoTime() < end;
    }
  }

  @Test
  void concurrentGamesOnLoopback() throws Exception {
    assumeTrue(Boolean.getBoolean("web.load"), "load test skipped: run it with -Dweb.load=true (docs/web.md)");
    int games = Integer.getInteger("web.load.games", 100);
    int seconds = Integer.getInteger("web.load.seconds", 20);
    String spec = System.getProperty("web.load.spec", "barrage");
    Limits limits = Limits.defaults().withMaxGames(games * 4).withMaxConnections(games * 2 + 10).withRate(1_000, 1_000);
    StringBuilder report = new StringBuilder();
    try (WebServer server = Servers.start(Servers.config().withLimits(limits))) {
      HttpClient http = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(4)).build();
      Run run = new Run(spec, System.nanoTime() + Duration.ofSeconds(seconds).toNanos());
      List<Client> creators = new ArrayList<>();
      List<WebSocket> sockets = new ArrayList<>();
      URI uri = URI.create("ws://127.0.0.1:" + server.port() + "/ws");
      for (int i = 0; i < games; i++) {
        Pair pair = new Pair(run);
        Client red = new Client(pair, true, 2L * i);
        Client blue = new Client(pair, false, 2L * i + 1);
        pair.partner = blue;
        red.socket = http.newWebSocketBuilder().buildAsync(uri, red).join();
        blue.socket = http.newWebSocketBuilder().buildAsync(uri, blue).join();
        sockets.add(red.socket);
        sockets.add(blue.socket);
        creators.add(red);
      }
      long start = System.nanoTime();
      for (Client c : creators) {
        c.send("{\"type\":\"create\",\"spec\":\"" + spec + "\",\"seat\":\"RED\"}");
      }
      while (run.going()) {
        Thread.sleep(100);
      }
      double elapsed = (System.nanoTime() - start) / 1e9;
      long[] lat = run.latencies.stream().mapToLong(Long::longValue).sorted().toArray();
      report.append(String.format("stratego serve load test, loopback, %d CPUs, max heap %d MB%n",
          Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20));
      report.append(String.format("%d concurrent games of %s (%d connections) for %.1f s%n", games, spec,
          server.connections(), elapsed));
      report.append(String.format("actions sent: %d (%.0f/s), refused as stale: %d; games finished: %d; errors: %d%n",
          run.actions.get(), run.actions.get() / elapsed, run.refused.get(), run.games.get(), run.errors.get()));
      report.append(String.format("messages: %.0f/s server to clients (%.1f MB/s), %.0f/s clients to server%n",
          run.framesIn.get() / elapsed, run.bytesIn.get() / elapsed / 1e6, run.framesOut.get() / elapsed));
      report.append(String.format("action to its update: p50 %.2f ms, p99 %.2f ms, max %.2f ms (%d samples)%n",
          pct(lat, 0.50), pct(lat, 0.99), lat.length == 0 ? 0 : lat[lat.length - 1] / 1e6, lat.length));
      run.firstErrors.forEach(e -> report.append("  error: ").append(e, 0, Math.min(300, e.length())).append('\n'));
      for (WebSocket s : sockets) {
        s.abort();
      }
      assertThat(run.actions.get()).isPositive();
    }
    report.append(memoryPerGame("barrage", 300)).append(memoryPerGame("classic", 100))
        .append(memoryPerGame("lost-island(players=4)", 300));
    System.out.print(report);
    Path out = Path.of("target", "web-load.txt");
    Files.createDirectories(out.getParent());
    Files.writeString(out, report);
  }

  private static double pct(long[] sorted, double p) {
    if (sorted.length == 0) {
      return 0;
    }
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)] / 1e6;
  }

  /** The heap held per finished game of bots: games played to their end in a lobby, measured after GC. */
  private static String memoryPerGame(String spec, int n) throws InterruptedException, IOException {
    long before = heapAfterGc();
    long[] plies = new long[1];
    try (WebServer server = Servers.start(Servers.config().withLimits(Limits.defaults().withMaxGames(n + 1)))) {
      long base = heapAfterGc();
      for (int i = 0; i < n; i++) {
        server.lobby().create(spec, List.of("bot:random", "bot:random", "bot:random", "bot:random").subList(0, seats(spec)), System.nanoTime());
      }
      while (!server.lobby().tables().stream().allMatch(Table::isOver)) {
        Thread.sleep(50);
      }
      long after = heapAfterGc();
      plies[0] = server.lobby().tables().stream().mapToLong(t -> t.info().get("steps").asLong()).sum() / n;
      return String.format("memory: %s, %d finished games of about %d actions each: %.1f KB a game (heap %d MB -> %d MB)%n",
          spec, n, plies[0], (after - base) / 1024.0 / n, base >> 20, after >> 20) + (before < 0 ? "" : "");
    }
  }

  private static int seats(String spec) {
    return spec.startsWith("lost-island") ? Integer.parseInt(spec.replaceAll("\\D", "")) : 2;
  }

  private static long heapAfterGc() throws InterruptedException {
    long[] used = new long[3];
    for (int i = 0; i < used.length; i++) {
      System.gc();
      Thread.sleep(100);
      used[i] = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
    return Arrays.stream(used).min().orElseThrow();
  }
}
