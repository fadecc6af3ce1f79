package io.github.strategorules.engine.connection;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.engine.protocol.BoundedLines;
import io.github.strategorules.engine.protocol.Protocol;
import io.github.strategorules.engine.protocol.Utf8Reader;
import io.github.strategorules.json.JsonFormatException;
import io.github.strategorules.json.StrategoJson;
import java.io.BufferedWriter;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The referee's end of a connection to an engine ({@code docs/protocol.md}, engine side): a program
 * in any language, started from its command line, that is told what its seat may know and asked for
 * that seat's action within a time limit. The engine receives the public game, its seat, and after
 * every step the {@link Update} of its seat (its view, the step's events as it may see them, its
 * legal actions): nothing else, so it cannot learn a hidden fact from the referee.
 *
 * <p>Every way an engine can fail the referee ends in an {@link EngineException} with an {@link
 * EngineFailure}: it could not start, crashed, timed out, replied nonsense or with an error, or
 * chose an action that was not among the legal actions it was sent. Replies are read by a daemon
 * thread, at most {@link Protocol#MAX_LINE_CHARS} characters a line; a late reply to an earlier
 * request is recognised by its id and skipped. One connection serves one referee thread at a time
 * (its methods are {@code synchronized}).
 *
 * <pre>{@code
 * try (EngineConnection engine = EngineConnection.launch(List.of("python3", "random_engine.py"),
 *     Duration.ofSeconds(10))) {
 *   engine.start("1", referee.game(), Seat.RED, Duration.ofSeconds(10));
 *   Action a = engine.go("1", referee.arrivalFor(Optional.of(Seat.RED)), Duration.ofSeconds(1));
 * }
 * }</pre>
 */
public final class EngineConnection implements AutoCloseable {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** The end of the engine's output, in the queue of lines read. */
  private static final Object END = new Object();

  private final StrategoJson json = StrategoJson.standard();
  private final Writer out;

  /** The engine's process, or null for an engine reached over streams. */
  private final @Nullable Process process;

  /**
   * Lines read and not yet taken: few, so that an engine that floods its output is held back by its
   * own pipe instead of filling the referee's memory.
   */
  private final BlockingQueue<Object> lines = new LinkedBlockingQueue<>(16);

  private final Runnable closer;

  /**
   * The first character, white space aside, of the line the engine has begun and not ended, or -1:
   * written by the reader thread, read when a reply does not come in time, so that a reply that
   * cannot be a JSON object is malformed (not a timeout) even when its line never ends.
   */
  private volatile int unfinished = -1;

  private String name = "";
  private long nextId = 1;
  private long sent;
  private long received;
  private boolean closed;

  private EngineConnection(
      InputStream fromEngine, OutputStream toEngine, @Nullable Process process, Runnable closer) {
    this.out = new BufferedWriter(new OutputStreamWriter(toEngine, StandardCharsets.UTF_8));
    this.process = process;
    this.closer = closer;
    BoundedLines reader =
        new BoundedLines(new Watched(new Utf8Reader(fromEngine)), Protocol.MAX_LINE_CHARS);
    Thread t =
        new Thread(
            () -> {
              try {
                for (BoundedLines.Line l = reader.next(); l != null; l = reader.next()) {
                  lines.put(l);
                }
                lines.put(END);
              } catch (IOException e) {
                lines.offer(END); // the engine's output broke: the same as its end
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "engine-reader");
    t.setDaemon(true);
    t.start();
  }

  /** The engine's output as read, noting how the line it has not ended yet begins. */
  private final class Watched extends FilterReader {
    /** Confined to the reader thread; published through {@link #unfinished}. */
    private int first = -1;

    Watched(Reader in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      char[] one = new char[1];
      return read(one, 0, 1) < 0 ? -1 : one[0];
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
      int n = super.read(cbuf, off, len);
      for (int i = off; i < off + n; i++) {
        char c = cbuf[i];
        if (c == '\n') {
          first = -1;
        } else if (first == -1 && !Character.isWhitespace(c)) {
          first = c;
        }
      }
      unfinished = first;
      return n;
    }
  }

  /**
   * Starts an engine from its command line and shakes hands with it; its standard error is
   * discarded.
   *
   * @param command the program and its arguments
   * @param startup how long the engine may take to start and say hello
   * @return the connection
   * @throws EngineException when it cannot be started or does not shake hands in time
   */
  public static EngineConnection launch(List<String> command, Duration startup) {
    return launch(command, startup, ProcessBuilder.Redirect.DISCARD);
  }

  /**
   * Starts an engine from its command line and shakes hands with it.
   *
   * @param command the program and its arguments
   * @param startup how long the engine may take to start and say hello
   * @param stderr where the engine's standard error goes (its log)
   * @return the connection
   * @throws EngineException when it cannot be started or does not shake hands in time
   */
  public static EngineConnection launch(
      List<String> command, Duration startup, ProcessBuilder.Redirect stderr) {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("an empty command");
    }
    Process p;
    try {
      p = new ProcessBuilder(command).redirectError(stderr).start();
    } catch (IOException | RuntimeException e) {
      throw new EngineException(
          EngineFailure.LAUNCH_FAILED, String.join(" ", command) + ": " + e.getMessage());
    }
    EngineConnection c =
        new EngineConnection(p.getInputStream(), p.getOutputStream(), p, () -> stop(p));
    try {
      c.hello(startup);
    } catch (RuntimeException e) {
      c.close();
      throw e;
    }
    return c;
  }

  /**
   * A connection over streams (an engine in the same process, a socket) and the handshake.
   *
   * @param fromEngine what the engine writes
   * @param toEngine what the engine reads
   * @param startup how long the engine may take to say hello
   * @param onClose run by {@link #close()} after the streams are closed
   * @return the connection
   * @throws EngineException when the engine does not shake hands in time
   */
  public static EngineConnection over(
      InputStream fromEngine, OutputStream toEngine, Duration startup, Runnable onClose) {
    EngineConnection c =
        new EngineConnection(fromEngine, toEngine, null, Objects.requireNonNull(onClose));
    try {
      c.hello(startup);
    } catch (RuntimeException e) {
      c.close();
      throw e;
    }
    return c;
  }

  /**
   * The handshake: whatever keeps it from being made (the engine exits, says nothing in time,
   * replies nonsense or an error) is a {@link EngineFailure#HANDSHAKE} failure, what happened in
   * its message, as docs/protocol.md says; a failure after it has its own reason.
   */
  private void hello(Duration limit) {
    ObjectNode request = request("hello");
    request.putArray("protocol").add(Protocol.VERSION);
    JsonNode reply;
    try {
      reply = ask(request, limit);
    } catch (EngineException e) {
      String what =
          switch (e.failure()) {
            case TIMEOUT -> "no hello reply within " + limit.toMillis() + " ms";
            case CRASHED -> "it ended before its hello (" + e.getMessage() + ")";
            case ERROR_REPLY -> "an error reply to hello: " + e.getMessage();
            default -> e.getMessage();
          };
      throw new EngineException(EngineFailure.HANDSHAKE, what);
    }
    JsonNode version = reply.get("protocol");
    JsonNode role = reply.get("role");
    if (version == null
        || !version.isIntegralNumber()
        || !Protocol.versions().contains(version.intValue())
        || role == null
        || !role.isString()
        || !role.stringValue().equals("engine")) {
      throw new EngineException(
          EngineFailure.HANDSHAKE,
          "the hello reply does not name an engine of protocol " + Protocol.versions());
    }
    JsonNode n = reply.get("name");
    name = n != null && n.isString() ? clip(n.stringValue()) : "";
  }

  /**
   * The name the engine gave in its hello.
   *
   * @return the name, or an empty string
   */
  public synchronized String name() {
    return name;
  }

  /**
   * Lines sent to the engine so far.
   *
   * @return the count
   */
  public synchronized long linesSent() {
    return sent;
  }

  /**
   * Lines received from the engine so far.
   *
   * @return the count
   */
  public synchronized long linesReceived() {
    return received;
  }

  /**
   * Tells the engine it plays a seat in a new game, and waits until it is ready.
   *
   * @param gameId the game's id in this connection
   * @param game the game (public facts only: never a seed or a layout)
   * @param seat the engine's seat
   * @param limit how long the engine may take to get ready
   * @throws EngineException when the engine fails
   */
  public synchronized void start(String gameId, Game game, Seat seat, Duration limit) {
    ObjectNode request = request("start");
    request.put("game_id", gameId);
    request.set("game", json.writeGame(game));
    request.put("seat", seat.name());
    ask(request, limit);
  }

  /**
   * Sends the engine what its seat may see of a step in which it does not decide.
   *
   * @param gameId the game
   * @param message its seat's message after the step
   * @throws EngineException when the engine has gone
   */
  public synchronized void update(String gameId, Update message) {
    ObjectNode note = note("update", gameId);
    note.set("message", json.writeMessage(message));
    send(note);
  }

  /**
   * Asks the engine for its seat's action: the message of the step (its view, the events as it may
   * see them, the legal actions to choose from) and the time limit.
   *
   * @param gameId the game
   * @param message its seat's message; the reply must be one of its legal actions
   * @param limit the time to reply, measured by the referee from sending the request
   * @return the action, one of {@code message.legalActions()}
   * @throws EngineException when the engine fails, or chooses an action not in the list
   */
  public synchronized Action go(String gameId, Update message, Duration limit) {
    ObjectNode request = request("go");
    request.put("game_id", gameId);
    request.put("time_ms", Math.max(1, limit.toMillis()));
    request.set("message", json.writeMessage(message));
    JsonNode reply = ask(request, limit);
    JsonNode node = reply.get("action");
    if (node == null || node.isNull()) {
      throw new EngineException(EngineFailure.MALFORMED_REPLY, "the go reply has no action");
    }
    Action action;
    try {
      action =
          message.seat().isPresent()
              ? json.readAction(message.game(), node, message.seat().get())
              : json.readAction(message.game(), node);
    } catch (JsonFormatException | NotationException e) {
      throw new EngineException(
          EngineFailure.ILLEGAL_ACTION,
          "not an action of " + message.game().spec() + ": " + clip(e.getMessage()));
    }
    if (!message.legalActions().contains(action)) {
      throw new EngineException(
          EngineFailure.ILLEGAL_ACTION,
          "'" + clip(action.notation()) + "' is not among the legal actions it was sent");
    }
    return action;
  }

  /**
   * Tells the engine the game is over, with the last message of its seat (which holds the outcome).
   *
   * @param gameId the game
   * @param message its seat's last message
   * @throws EngineException when the engine has gone
   */
  public synchronized void gameOver(String gameId, Update message) {
    ObjectNode note = note("game_over", gameId);
    note.set("message", json.writeMessage(message));
    send(note);
  }

  /**
   * Says {@code quit}, closes the streams and, for a started engine, waits a moment for it to end
   * before ending it (and whatever it started). Never throws.
   */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      send(request("quit"));
    } catch (EngineException e) {
      // it has gone already
    }
    try {
      out.close();
    } catch (IOException e) {
      // nothing more to say to it
    }
    closer.run();
    lines.clear(); // lets the reader thread reach the end of the engine's output
  }

  private static void stop(Process p) {
    try {
      if (!p.waitFor(500, TimeUnit.MILLISECONDS)) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        p.waitFor(2, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  private ObjectNode request(String type) {
    ObjectNode o = NODES.objectNode();
    o.put("type", type);
    if (!type.equals("quit")) {
      o.put("id", nextId++);
    }
    return o;
  }

  private static ObjectNode note(String type, String gameId) {
    ObjectNode o = NODES.objectNode();
    o.put("type", type);
    o.put("game_id", gameId);
    return o;
  }

  private void send(ObjectNode line) {
    if (process != null && !process.isAlive()) {
      throw crashed();
    }
    try {
      out.write(json.toText(line));
      out.write('\n');
      out.flush();
      sent++;
    } catch (IOException e) {
      throw crashed();
    }
  }

  private EngineException crashed() {
    String how =
        process != null && !process.isAlive()
            ? "it exited with status " + process.exitValue()
            : "it closed its streams";
    return new EngineException(EngineFailure.CRASHED, how);
  }

  /** Sends a request and waits for the reply of the same type and id. */
  private JsonNode ask(ObjectNode request, Duration limit) {
    long id = request.get("id").longValue();
    String type = request.get("type").stringValue();
    long deadline = System.nanoTime() + limit.toNanos();
    send(request);
    while (true) {
      Object item;
      try {
        item = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new EngineException(
            EngineFailure.TIMEOUT, "the referee was interrupted while waiting for " + type);
      }
      if (item == null) {
        int begun = unfinished;
        if (begun != -1 && begun != '{') { // no line break will make it a JSON object
          throw new EngineException(
              EngineFailure.MALFORMED_REPLY,
              "a reply to "
                  + type
                  + " that is not a JSON "
                  + "object, not ended by a line break within "
                  + limit.toMillis()
                  + " ms");
        }
        throw new EngineException(
            EngineFailure.TIMEOUT, "no " + type + " reply within " + limit.toMillis() + " ms");
      }
      if (item == END) {
        lines.offer(END); // stays the end for whoever asks next
        waitForExit();
        throw crashed();
      }
      received++;
      BoundedLines.Line line = (BoundedLines.Line) item;
      String text = line.text();
      if (text == null) { // too long: dropped
        throw new EngineException(
            EngineFailure.MALFORMED_REPLY, "a line of " + line.length() + " characters");
      }
      if (!Utf8Reader.wellFormed(text)) {
        throw new EngineException(EngineFailure.MALFORMED_REPLY, "a line that is not UTF-8");
      }
      JsonNode reply;
      try {
        reply = json.parse(text);
      } catch (JsonFormatException e) {
        throw new EngineException(EngineFailure.MALFORMED_REPLY, "not JSON: " + clip(text));
      }
      JsonNode replyId = reply.get("id");
      if (reply.isObject()
          && replyId != null
          && replyId.isIntegralNumber()
          && replyId.canConvertToLong()
          && replyId.longValue() < id) {
        continue; // the late reply to a request that timed out
      }
      if (!reply.isObject()
          || replyId == null
          || !replyId.isIntegralNumber()
          || replyId.longValue() != id) {
        throw new EngineException(
            EngineFailure.MALFORMED_REPLY,
            "not the reply to " + type + " " + id + ": " + clip(text));
      }
      JsonNode replyType = reply.get("type");
      String t = replyType != null && replyType.isString() ? replyType.stringValue() : "";
      if (t.equals("error")) {
        JsonNode m = reply.get("message");
        throw new EngineException(
            EngineFailure.ERROR_REPLY, m != null && m.isString() ? clip(m.stringValue()) : "");
      }
      if (!t.equals(type)) {
        throw new EngineException(
            EngineFailure.MALFORMED_REPLY, "a " + clip(t) + " reply to " + type);
      }
      return reply;
    }
  }

  /**
   * After the engine's output ended: a moment for the process to exit, so that its status is known.
   */
  private void waitForExit() {
    if (process == null) {
      return;
    }
    try {
      process.waitFor(200, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static String clip(@Nullable String s) {
    if (s == null) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length() && i < 80; i++) {
      char c = s.charAt(i);
      sb.append(c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029 ? '?' : c);
    }
    return s.length() > 80 ? sb + "..." : sb.toString();
  }
}
