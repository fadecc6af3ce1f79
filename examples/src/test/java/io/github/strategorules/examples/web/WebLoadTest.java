package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
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
 * for the command and the numbers measured). It keeps {@code web.load.games} games (default 100) of
 * {@code web.load.spec} (default {@code barrage}) going for {@code web.load.seconds} (default 20)
 * between pairs of WebSocket clients of the JDK that answer every update at once with a random
 * legal decision, and a new game replaces each finished one. It reports the actions applied, the
 * WebSocket messages a second both ways, the latency from sending an action to receiving its update
 * (p50, p99, max), then the heap each finished game costs the server. Nothing is asserted about
 * time: the numbers are measurements of this machine, printed and written to {@code
 * examples/target/web-load.txt}.
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
    public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
      if (pair.run.going() && pair.run.errors.incrementAndGet() <= 3) {
        pair.run.firstErrors.add("closed " + status + " " + reason);
      }
      return null;
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
        default -> {}
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
        send(
            "{\"type\":\"act\",\"id\":"
                + sentId
                + ",\"action\":{\"notation\":\""
                + choice.get("notation").asString()
                + "\"}}");
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
    volatile long end;
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
    assumeTrue(
        Boolean.getBoolean("web.load"),
        "load test skipped: run it with -Dweb.load=true (docs/web.md)");
    int games = Integer.getInteger("web.load.games", 100);
    int seconds = Integer.getInteger("web.load.seconds", 20);
    String spec = System.getProperty("web.load.spec", "barrage");
    StringBuilder report = new StringBuilder();
    report.append(
        String.format(
            "stratego serve load test, loopback, %d CPUs, max heap %d MB%n",
            Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20));
    try (WebServer server = Servers.start(Servers.config().withLimits(loadLimits(games)))) {
      report.append(honest(server, games, seconds, spec).text);
    }
    report
        .append(memoryPerGame("barrage", 300))
        .append(memoryPerGame("classic", 100))
        .append(memoryPerGame("lost-island(players=4)", 300));
    System.out.print(report);
    Path out = Path.of("target", "web-load.txt");
    Files.createDirectories(out.getParent());
    Files.writeString(out, report);
  }

  /**
   * The honest clients' latency with hostile connections mixed in ({@code -Dweb.load=true}, the
   * number of hostile connections {@code web.load.hostile}, default 200): the same honest load is
   * run twice, without and with them, and both p99 latencies are reported (docs/web.md). The
   * hostile connections, a fifth of each kind, reconnect as soon as the server drops them: clients
   * that watch a game of bots and never read, clients that flood pings and empty fragments, clients
   * that send their headers a byte at a time, clients that create games and send garbage, and
   * clients that send a whole first request and then trickle the second's headers on the kept-alive
   * connection; each from an address of its own, spread over {@code web.load.prefixes} /24 networks
   * of the loopback (default 50: 127.1.0.0/24 to 127.1.49.0/24); the honest clients all come from
   * 127.0.0.1.
   */
  @Test
  void honestLatencyWithHostileConnections() throws Exception {
    assumeTrue(
        Boolean.getBoolean("web.load"),
        "load test skipped: run it with -Dweb.load=true (docs/web.md)");
    int games = Integer.getInteger("web.load.games", 50);
    int seconds = Integer.getInteger("web.load.seconds", 20);
    int hostile = Integer.getInteger("web.load.hostile", 200);
    String spec = System.getProperty("web.load.spec", "barrage");
    StringBuilder report = new StringBuilder();
    report.append(
        String.format(
            "stratego serve load test with hostile clients, loopback, %d CPUs%n",
            Runtime.getRuntime().availableProcessors()));
    for (int h : new int[] {0, hostile}) {
      // The server's default bounds, but for games and connections enough for both runs, and a
      // rate and per-address bounds that the honest clients, all from 127.0.0.1 (as behind one
      // NAT), stay within; each hostile connection comes from an address of its own (127.1.p.x).
      Limits limits =
          loadLimits(games + h)
              .withRate(100, 200)
              .withPerClient(100, 3, 30, 30)
              .withPerPrefix(16, 64, 128, 30);
      // Bots at the pace of a real server, so that the games the attack watches do not race.
      WebConfig config = Servers.config().withLimits(limits).withBotDelay(Duration.ofMillis(400));
      String loadBefore = loadAverage();
      resetPeakRss();
      try (WebServer server = Servers.start(config);
          Hostile attack = new Hostile(server, h)) {
        // The honest clients connect first, then the attack starts and reaches its pace, then they
        // play.
        Result r =
            honest(
                server,
                games,
                seconds,
                spec,
                () -> {
                  attack.start();
                  sleep(h == 0 ? 0 : 3_000);
                });
        report.append(
            String.format(
                "%d hostile connections (%d attacks made, %d dropped by the server): "
                    + "honest p50 %.2f ms, p99 %.2f ms, max %.2f ms, %d actions; load average before %s, after %s;"
                    + " peak RSS of this JVM (server and clients) %s%n",
                h,
                attack.attempts.get(),
                attack.dropped.get(),
                r.p50,
                r.p99,
                r.max,
                r.samples,
                loadBefore,
                loadAverage(),
                peakRss()));
      }
    }
    System.out.print(report);
    Path out = Path.of("target", "web-load-hostile.txt");
    Files.createDirectories(out.getParent());
    Files.writeString(out, report);
  }

  /**
   * The machine's load averages (1, 5, 15 minutes), as {@code uptime} shows them; "?" off Linux.
   */
  private static String loadAverage() {
    try {
      String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (IOException | RuntimeException e) {
      return "?";
    }
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static Limits loadLimits(int games) {
    return Limits.defaults()
        .withMaxGames(games * 4)
        .withMaxConnections(games * 2 + 10)
        .withRate(1_000, 1_000)
        .withPerClient(100_000, 3, 100_000, 1_000_000);
  }

  /** An honest run's measurements. */
  private record Result(String text, double p50, double p99, double max, int samples) {}

  /**
   * Pairs of clients play {@code games} games, a new one for each finished, for {@code seconds}.
   */
  private static Result honest(WebServer server, int games, int seconds, String spec)
      throws Exception {
    return honest(server, games, seconds, spec, () -> {});
  }

  /** As above, running {@code beforePlay} once every client is connected. */
  private static Result honest(
      WebServer server, int games, int seconds, String spec, Runnable beforePlay) throws Exception {
    StringBuilder report = new StringBuilder();
    HttpClient http = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(4)).build();
    Run run = new Run(spec, Long.MAX_VALUE);
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
    beforePlay.run();
    long start = System.nanoTime();
    run.end = start + Duration.ofSeconds(seconds).toNanos();
    for (Client c : creators) {
      c.send("{\"type\":\"create\",\"spec\":\"" + spec + "\",\"seat\":\"RED\"}");
    }
    while (run.going()) {
      Thread.sleep(100);
    }
    double elapsed = (System.nanoTime() - start) / 1e9;
    long[] lat = run.latencies.stream().mapToLong(Long::longValue).sorted().toArray();
    report.append(
        String.format(
            "%d concurrent games of %s (%d connections) for %.1f s%n",
            games, spec, server.connections(), elapsed));
    report.append(
        String.format(
            "actions sent: %d (%.0f/s), refused as stale: %d; games finished: %d; errors: %d%n",
            run.actions.get(),
            run.actions.get() / elapsed,
            run.refused.get(),
            run.games.get(),
            run.errors.get()));
    report.append(
        String.format(
            "messages: %.0f/s server to clients (%.1f MB/s), %.0f/s clients to server%n",
            run.framesIn.get() / elapsed,
            run.bytesIn.get() / elapsed / 1e6,
            run.framesOut.get() / elapsed));
    double max = lat.length == 0 ? 0 : lat[lat.length - 1] / 1e6;
    report.append(
        String.format(
            "action to its update: p50 %.2f ms, p99 %.2f ms, max %.2f ms (%d samples)%n",
            pct(lat, 0.50), pct(lat, 0.99), max, lat.length));
    run.firstErrors.forEach(
        e -> report.append("  error: ").append(e, 0, Math.min(300, e.length())).append('\n'));
    for (WebSocket s : sockets) {
      s.abort();
    }
    System.out.print(report);
    assertThat(run.actions.get()).as(report.toString()).isPositive();
    return new Result(report.toString(), pct(lat, 0.50), pct(lat, 0.99), max, lat.length);
  }

  /** The kinds of hostile connections ({@code web.load.kinds}, default all five: 0,1,2,3,4). */
  private static final List<Integer> KINDS =
      java.util.Arrays.stream(System.getProperty("web.load.kinds", "0,1,2,3,4").split(","))
          .map(String::strip)
          .map(Integer::valueOf)
          .toList();

  /**
   * Hostile connections, each on a thread of its own, reconnecting whenever the server drops one.
   */
  private static final class Hostile implements AutoCloseable {
    final WebServer server;
    final int n;
    final AtomicLong attempts = new AtomicLong();
    final AtomicLong dropped = new AtomicLong();
    final List<Thread> threads = new ArrayList<>();
    final List<String> watched = new ArrayList<>();
    final ConcurrentLinkedQueue<Socket> sockets = new ConcurrentLinkedQueue<>();
    final AtomicLong nonReaders = new AtomicLong();
    volatile boolean stop;

    Hostile(WebServer server, int n) {
      this.server = server;
      this.n = n;
    }

    void start() {
      for (int g = 0; g < (n + 159) / 160; g++) { // 40 non-readers watch each game of bots
        watched.add(
            server
                .lobby()
                .create("classic", List.of("bot:random", "bot:random"), System.nanoTime())
                .id());
      }
      for (int i = 0; i < n; i++) {
        int kind = KINDS.get(i % KINDS.size());
        int prefixes = Integer.getInteger("web.load.prefixes", 50);
        java.net.InetSocketAddress local =
            new java.net.InetSocketAddress(
                "127.1." + (i % prefixes) + "." + (i / prefixes % 250 + 1), 0);
        Thread t =
            new Thread(
                () -> {
                  while (!stop) {
                    attempts.incrementAndGet();
                    try {
                      switch (kind) {
                        case 0 -> nonReader(local);
                        case 1 -> flooder(local);
                        case 2 -> slowHeaders(local);
                        case 3 -> creator(local);
                        default -> keepAliveSlowHeaders(local);
                      }
                    } catch (IOException | RuntimeException e) {
                      dropped.incrementAndGet();
                    }
                  }
                },
                "hostile-" + i);
        t.setDaemon(true);
        threads.add(t);
        t.start();
      }
    }

    private Socket upgraded(java.net.InetSocketAddress local) throws IOException {
      Socket raw = new Socket();
      sockets.add(raw);
      raw.bind(local);
      raw.setReceiveBufferSize(2_048);
      raw.connect(new java.net.InetSocketAddress("127.0.0.1", server.port()));
      raw.setSoTimeout(30_000);
      raw.getOutputStream()
          .write(
              ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                      + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                  .getBytes(StandardCharsets.US_ASCII));
      return raw;
    }

    /** A masked (mask 0) text or control frame of at most 125 bytes. */
    private static byte[] frame(int opcode, boolean fin, String text) {
      byte[] payload = text.getBytes(StandardCharsets.UTF_8);
      byte[] f = new byte[6 + payload.length];
      f[0] = (byte) ((fin ? 0x80 : 0) | opcode);
      f[1] = (byte) (0x80 | payload.length);
      System.arraycopy(payload, 0, f, 6, payload.length);
      return f;
    }

    /** Watches two bots play classic and reads nothing, until dropped. */
    private void nonReader(java.net.InetSocketAddress local) throws IOException {
      String game = watched.get((int) (nonReaders.getAndIncrement() % watched.size()));
      try (Socket raw = upgraded(local)) {
        OutputStream out = raw.getOutputStream();
        out.write(frame(1, true, "{\"type\":\"watch\",\"game\":\"" + game + "\"}"));
        while (!stop) {
          out.write(
              frame(
                  1, true, "{\"type\":\"ping\"}")); // keeps it from being idle; fails once dropped
          sleep(500);
        }
      }
    }

    /** Pings and empty fragments as fast as it can, until closed. */
    private void flooder(java.net.InetSocketAddress local) throws IOException {
      try (Socket raw = upgraded(local)) {
        OutputStream out = raw.getOutputStream();
        byte[] ping = frame(9, true, "");
        byte[] fragment = frame(0, false, "");
        out.write(frame(1, false, ""));
        for (long i = 0; !stop; i++) {
          out.write(ping);
          out.write(fragment);
          if (i % 32 == 0) {
            sleep(
                1); // as fast as a client on the network sends, not as fast as this machine's core
            // spins
          }
        }
      }
    }

    /** Sends its request's headers a byte every 200 ms, until closed. */
    private void slowHeaders(java.net.InetSocketAddress local) throws IOException {
      try (Socket raw = new Socket()) {
        sockets.add(raw);
        raw.bind(local);
        raw.connect(new java.net.InetSocketAddress("127.0.0.1", server.port()));
        OutputStream out = raw.getOutputStream();
        byte[] request =
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; !stop; i++) {
          out.write(i < request.length ? request[i] : 'x');
          out.flush();
          sleep(200);
        }
      }
    }

    /**
     * Sends a whole request, reads its answer, then the next request's headers a byte every 200 ms.
     */
    private void keepAliveSlowHeaders(java.net.InetSocketAddress local) throws IOException {
      try (Socket raw = new Socket()) {
        sockets.add(raw);
        raw.bind(local);
        raw.connect(new java.net.InetSocketAddress("127.0.0.1", server.port()));
        raw.setSoTimeout(30_000);
        OutputStream out = raw.getOutputStream();
        out.write(
            "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
        RawHttp.readResponse(raw.getInputStream());
        byte[] request =
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; !stop; i++) {
          out.write(i < request.length ? request[i] : 'x');
          out.flush();
          sleep(200);
        }
      }
    }

    /** Creates games and sends garbage as fast as it can, until closed. */
    private void creator(java.net.InetSocketAddress local) throws IOException {
      try (Socket raw = upgraded(local)) {
        OutputStream out = raw.getOutputStream();
        byte[] create =
            frame(
                1,
                true,
                "{\"type\":\"create\",\"spec\":\"barrage\",\"players\":[\"human\",\"bot\"]}");
        byte[] garbage = frame(1, true, "not json");
        for (long i = 0; !stop; i++) {
          out.write(i % 2 == 0 ? create : garbage);
          if (i % 64 == 0) {
            sleep(1); // a pace a loopback server could still read
          }
        }
      }
    }

    private static void sleep(long ms) {
      try {
        Thread.sleep(ms);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }

    @Override
    public void close() throws InterruptedException {
      stop = true;
      for (Socket raw : sockets) {
        try {
          raw.close(); // a write blocked on a connection the server stopped reading returns
        } catch (IOException e) {
          // closed already
        }
      }
      for (Thread t : threads) {
        t.join(1_000);
      }
    }
  }

  private static double pct(long[] sorted, double p) {
    if (sorted.length == 0) {
      return 0;
    }
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)] / 1e6;
  }

  /**
   * The heap held per finished game of bots: games played to their end in a lobby, measured after
   * GC.
   */
  private static String memoryPerGame(String spec, int n) throws InterruptedException, IOException {
    long before = heapAfterGc();
    long[] plies = new long[1];
    try (WebServer server =
        Servers.start(Servers.config().withLimits(Limits.defaults().withMaxGames(n + 1)))) {
      long base = heapAfterGc();
      for (int i = 0; i < n; i++) {
        server
            .lobby()
            .create(
                spec,
                List.of("bot:random", "bot:random", "bot:random", "bot:random")
                    .subList(0, seats(spec)),
                System.nanoTime());
      }
      while (!server.lobby().tables().stream().allMatch(Table::isOver)) {
        Thread.sleep(50);
      }
      long after = heapAfterGc();
      plies[0] =
          server.lobby().tables().stream().mapToLong(t -> t.info().get("steps").asLong()).sum() / n;
      return String.format(
              "memory: %s, %d finished games of about %d actions each: %.1f KB a game (heap %d MB -> %d MB)%n",
              spec, n, plies[0], (after - base) / 1024.0 / n, base >> 20, after >> 20)
          + (before < 0 ? "" : "");
    }
  }

  private static int seats(String spec) {
    return spec.startsWith("lost-island") ? Integer.parseInt(spec.replaceAll("\\D", "")) : 2;
  }

  /**
   * Resets this process's peak RSS (Linux: {@code /proc/self/clear_refs}), so that each run's peak
   * is its own; nothing where that cannot be done.
   */
  private static void resetPeakRss() {
    try {
      Files.writeString(Path.of("/proc/self/clear_refs"), "5");
    } catch (IOException | RuntimeException e) {
      // not Linux, or not allowed: the peak is the process's since it started
    }
  }

  /** This process's peak RSS since the last reset ({@code VmHWM}), or "unknown". */
  private static String peakRss() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("VmHWM:")) {
          return (Long.parseLong(line.replaceAll("[^0-9]", "")) >> 10) + " MB";
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return "unknown";
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
