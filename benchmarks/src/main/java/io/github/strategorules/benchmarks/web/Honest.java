package io.github.strategorules.benchmarks.web;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The people the attack shares the server with, through the trusted proxy, each pair from a /24 of
 * its own: pairs of players of Barrage who answer every update, after a fixed time to think, with a
 * random legal decision (a new game replaces each finished one), and spectators who create the
 * games of bots the non-readers watch. The pace is set by the time to think, not by the server, so
 * that every server measured is given the same work. It reads the frames' text with a few patterns,
 * not a JSON library: the client is the JDK only.
 */
final class Honest implements AutoCloseable {
  private static final Pattern GAME = Pattern.compile("\"game\":\"([^\"]+)\"");
  private static final Pattern ACTION =
      Pattern.compile("\"action\":\"(\\w+)\"[^{}]*?\"notation\":\"((?:[^\"\\\\]|\\\\.)*)\"");
  private static final Pattern END = Pattern.compile("\"decision_count\":-?\\d+,\"outcome\":null");

  private final URI uri;
  private final long think;
  private final HttpClient http;
  private final ScheduledExecutorService timer;
  private final List<WebSocket> sockets = new ArrayList<>();
  private volatile boolean stop;

  /** Actions sent, updates received, errors and refusals received, games ended, players dropped. */
  final AtomicLong actions = new AtomicLong();

  final AtomicLong updates = new AtomicLong();
  final AtomicLong errors = new AtomicLong();
  final AtomicLong games = new AtomicLong();
  final AtomicLong closed = new AtomicLong();

  /**
   * People.
   *
   * @param uri the server's WebSocket address
   * @param think the milliseconds a player waits before each decision
   */
  Honest(URI uri, long think) {
    this.uri = uri;
    this.think = think;
    this.timer = Executors.newScheduledThreadPool(2, Honest::daemon);
    this.http =
        HttpClient.newBuilder().executor(Executors.newFixedThreadPool(2, Honest::daemon)).build();
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(r, "honest");
    t.setDaemon(true);
    return t;
  }

  /**
   * Creates a game of two random bots of classic and watches it (reading every frame).
   *
   * @param from the forwarded address of the spectator
   * @return the game's id
   */
  String botGame(String from) throws Exception {
    CompletableFuture<String> id = new CompletableFuture<>();
    Reader r =
        new Reader() {
          @Override
          void frame(WebSocket ws, String text) {
            if (text.startsWith("{\"type\":\"joined\"")) {
              Matcher m = GAME.matcher(text);
              id.complete(m.find() ? m.group(1) : null);
            } else if (text.startsWith("{\"type\":\"error\"")) {
              id.completeExceptionally(new IllegalStateException(text));
            }
          }
        };
    WebSocket ws = connect(from, r);
    ws.sendText(
        "{\"type\":\"create\",\"spec\":\"classic\",\"seat\":\"spectator\","
            + "\"players\":[\"bot:random\",\"bot:random\"]}",
        true);
    return id.get(30, TimeUnit.SECONDS);
  }

  /** Starts {@code pairs} pairs of players, pair i from 198.18.i.0/24. */
  void start(int pairs) {
    for (int i = 0; i < pairs; i++) {
      Player red = new Player(true, 2L * i);
      Player blue = new Player(false, 2L * i + 1);
      red.partner = blue;
      red.socket = connect("198.18." + i + ".1", red);
      blue.socket = connect("198.18." + i + ".2", blue);
      red.create();
    }
  }

  private synchronized WebSocket connect(String from, Reader listener) {
    WebSocket ws =
        http.newWebSocketBuilder().header("X-Forwarded-For", from).buildAsync(uri, listener).join();
    sockets.add(ws);
    return ws;
  }

  /** A listener that puts the fragments of a message together. */
  private abstract static class Reader implements WebSocket.Listener {
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        String text = partial.toString();
        partial.setLength(0);
        frame(ws, text);
      }
      ws.request(1);
      return null;
    }

    abstract void frame(WebSocket ws, String text);
  }

  /** One seat of a pair's current game. */
  private final class Player extends Reader {
    final boolean creator;
    final SplittableRandom random;
    Player partner;
    volatile WebSocket socket;
    CompletableFuture<WebSocket> sending = CompletableFuture.completedFuture(null);

    /** The decisions of the latest update, and the id of the action waiting for its answer. */
    List<String> latest = List.of();

    long sentId = -1;
    long ids;

    Player(boolean creator, long seed) {
      this.creator = creator;
      this.random = new SplittableRandom(seed);
    }

    void create() {
      send("{\"type\":\"create\",\"spec\":\"barrage\",\"seat\":\"RED\"}");
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
      if (!stop) {
        closed.incrementAndGet();
      }
      return null;
    }

    @Override
    synchronized void frame(WebSocket ws, String text) {
      if (text.startsWith("{\"type\":\"joined\"")) {
        Matcher m = GAME.matcher(text);
        if (creator && m.find()) {
          partner.send("{\"type\":\"join\",\"game\":\"" + m.group(1) + "\"}");
        }
      } else if (text.startsWith("{\"type\":\"update\"")) {
        updates.incrementAndGet();
        update(text);
      } else if (text.startsWith("{\"type\":\"refused\"")) {
        // simultaneous decisions (the setup): chosen from a state that changed; choose again
        errors.incrementAndGet();
        if (answers(text)) {
          sentId = -1;
          decide();
        }
      } else if (text.startsWith("{\"type\":\"error\"")) {
        errors.incrementAndGet();
        if (creator) {
          timer.schedule(this::create, 1, TimeUnit.SECONDS); // not seated: try again later
        }
      }
    }

    /** Whether a frame answers the action waiting for its answer. */
    private boolean answers(String text) {
      return sentId >= 0 && text.contains("\"reply_to\":" + sentId + ",");
    }

    private void update(String text) {
      if (answers(text)) {
        sentId = -1;
      }
      int decisions = text.indexOf("\"decision_count\":");
      if (decisions < 0) {
        return;
      }
      if (!END.matcher(text).region(decisions, text.length()).lookingAt()) {
        latest = List.of();
        if (creator && !stop) {
          games.incrementAndGet();
          timer.schedule(this::create, think, TimeUnit.MILLISECONDS);
        }
        return;
      }
      int from = text.lastIndexOf("\"legal_actions\":[", decisions);
      List<String> choices = new ArrayList<>();
      Matcher m = ACTION.matcher(text).region(Math.max(0, from), decisions);
      while (from >= 0 && m.find()) {
        String kind = m.group(1);
        if (!kind.equals("resign") && !kind.equals("offer_draw") && !kind.equals("accept_draw")) {
          choices.add(m.group(2));
        }
      }
      latest = choices;
      decide();
    }

    /** Takes a random decision from the latest update, unless an action waits for its answer. */
    private void decide() {
      if (sentId >= 0 || latest.isEmpty()) {
        return;
      }
      String notation = latest.get(random.nextInt(latest.size()));
      long id = ++ids;
      sentId = id;
      timer.schedule(
          () -> {
            actions.incrementAndGet();
            send(
                "{\"type\":\"act\",\"id\":"
                    + id
                    + ",\"action\":{\"notation\":\""
                    + notation
                    + "\"}}");
          },
          think,
          TimeUnit.MILLISECONDS);
    }

    /** Sends without blocking the client's thread: one send at a time, chained. */
    void send(String text) {
      synchronized (this) {
        if (!stop) {
          sending = sending.thenCompose(x -> socket.sendText(text, true));
        }
      }
    }
  }

  @Override
  public synchronized void close() {
    stop = true;
    sockets.forEach(WebSocket::abort);
    timer.shutdownNow();
  }
}
