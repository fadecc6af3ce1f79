package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.json.JsonFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;

/**
 * One connection's side of the protocol (docs/web.md, "Client messages"): it reads the client's
 * messages, holds the one game and seat the connection is bound to, and enforces the connection's
 * bounds. It knows no socket: frames go out through its {@link Peer}. A client that sends too fast,
 * or too many bad messages in a row, is disconnected with the reason; a message the server cannot
 * grant gets an {@code error} frame; an action the rules refuse a {@code refused} frame.
 * Thread-safe.
 */
public final class ClientSession {
  private static final long MINUTE = 60_000_000_000L;
  private final Lobby lobby;
  private final Peer peer;
  private final Limits limits;
  private final Frames frames;
  private final RateLimiter rate;
  private int bad;
  private boolean closed;

  /** When this connection created its games of the last minute, oldest first. */
  private final java.util.ArrayDeque<Long> created = new java.util.ArrayDeque<>();

  private Table table;
  private Optional<Seat> seat = Optional.empty();

  /**
   * A session for a new connection.
   *
   * @param lobby the games
   * @param peer the connection
   * @param now the time, in {@link System#nanoTime()} units
   */
  public ClientSession(Lobby lobby, Peer peer, long now) {
    this.lobby = lobby;
    this.peer = peer;
    this.limits = lobby.limits();
    this.frames = lobby.frames();
    this.rate = new RateLimiter(limits.messagesPerSecond(), limits.messageBurst(), now);
  }

  /**
   * A text message from the client.
   *
   * @param text the message
   * @param now the time, in {@link System#nanoTime()} units
   */
  public synchronized void onText(String text, long now) {
    if (closed) {
      return;
    }
    if (!rate.tryTake(now)) {
      disconnect(
          Closes.POLICY, "too many messages: at most " + limits.messagesPerSecond() + " a second");
      return;
    }
    try {
      JsonNode msg = frames.json().parse(text);
      boolean good = handle(msg, now);
      bad = good ? 0 : bad + 1;
    } catch (JsonFormatException e) {
      peer.send(frames.error(ErrorCode.MALFORMED, e.getMessage()));
      bad++;
    } catch (WebException e) {
      peer.send(frames.error(e.code(), e.getMessage()));
      bad++;
    }
    if (bad >= limits.maxBadMessages()) {
      disconnect(Closes.POLICY, "too many bad messages in a row (" + bad + ")");
    }
  }

  /**
   * A frame that is not a whole message (a fragment, a WebSocket ping or pong): it counts against
   * the client's rate like a message, so that a flood of them is disconnected.
   *
   * @param now the time, in {@link System#nanoTime()} units
   */
  public synchronized void onFrame(long now) {
    if (!closed && !rate.tryTake(now)) {
      disconnect(
          Closes.POLICY, "too many messages: at most " + limits.messagesPerSecond() + " a second");
    }
  }

  /** A binary message: the protocol is text, so the client is disconnected. */
  public synchronized void onBinary() {
    disconnect(Closes.UNSUPPORTED, "binary messages are not accepted: send JSON text");
  }

  /**
   * The connection closed: its seat stays reserved for its token.
   *
   * @param now the time, in {@link System#nanoTime()} units
   */
  public synchronized void onClose(long now) {
    closed = true;
    unbind(now);
  }

  /**
   * Disconnects the client with a status and a reason.
   *
   * @param status the WebSocket close status
   * @param reason the reason
   */
  synchronized void disconnect(int status, String reason) {
    if (closed) {
      return;
    }
    closed = true;
    unbind(System.nanoTime());
    peer.close(status, reason);
  }

  private void unbind(long now) {
    unbind(now, true);
  }

  /**
   * Leaves the table; with {@code mayDrop}, a game this connection created that never started goes
   * too.
   */
  private void unbind(long now, boolean mayDrop) {
    if (table != null) {
      Table t = table;
      t.leave(peer, now);
      table = null;
      seat = Optional.empty();
      if (mayDrop) {
        lobby.leftBy(t, peer);
      }
    }
  }

  /** Handles one message: false for one that counts as bad (a refused action). */
  private boolean handle(JsonNode msg, long now) {
    String type = string(msg, "type");
    switch (type) {
      case "ping" -> peer.send(frames.pong());
      case "create" -> {
        Optional<String> take = optionalString(msg, "seat");
        Optional<Seat> wanted = take.filter(n -> !n.equals("spectator")).map(ClientSession::seat);
        while (!created.isEmpty() && now - created.peekFirst() > MINUTE) {
          created.removeFirst();
        }
        if (created.size() >= limits.gamesPerMinutePerAddress()) {
          throw new WebException(
              ErrorCode.TOO_MANY_GAMES,
              "at most "
                  + limits.gamesPerMinutePerAddress()
                  + " new games a minute from one connection: try again later");
        }
        Table t =
            lobby.create(
                string(msg, "spec"),
                players(msg.get("players")),
                new Table.Owner(peer, peer.address()),
                now);
        created.addLast(now);
        if (take.equals(Optional.of("spectator")) || !t.hasFreeSeat()) {
          bind(t, now, () -> watch(t, now));
        } else {
          bind(t, now, () -> Optional.of(t.join(peer, wanted, now)));
        }
      }
      case "join" -> {
        Table t = lobby.get(string(msg, "game"));
        Optional<Seat> wanted = optionalString(msg, "seat").map(ClientSession::seat);
        bind(t, now, () -> Optional.of(t.join(peer, wanted, now)));
      }
      case "watch" -> {
        Table t = lobby.get(string(msg, "game"));
        bind(t, now, () -> watch(t, now));
      }
      case "resume" -> {
        Table t = lobby.get(string(msg, "game"));
        Seat s = seat(string(msg, "seat"));
        String token = string(msg, "token");
        bind(
            t,
            now,
            () -> {
              t.resume(peer, s, token, now);
              return Optional.of(s);
            });
      }
      case "act" -> {
        if (table == null || seat.isEmpty()) {
          throw new WebException(ErrorCode.NOT_SEATED, "join a seat before acting");
        }
        JsonNode action = msg.get("action");
        if (action == null || !(action.isObject() || action.isString())) {
          throw new WebException(
              ErrorCode.MALFORMED, "an act message has an action: an object or its notation");
        }
        boolean applied = table.act(peer, seat.get(), action, replyId(msg.get("id")), now);
        if (applied) {
          peer.acted(now);
        }
        return applied;
      }
      case "setup" -> {
        if (table == null || seat.isEmpty()) {
          throw new WebException(ErrorCode.NOT_SEATED, "join a seat before setting up");
        }
        table.setUp(peer, seat.get(), string(msg, "setup"), replyId(msg.get("id")), now);
      }
      case "leave" -> unbind(now);
      default ->
          throw new WebException(
              ErrorCode.MALFORMED,
              "unknown message type (known: ping, create, join, watch, resume, act, setup,"
                  + " leave)");
    }
    return true;
  }

  /**
   * Binds the connection to a table through {@code attach} (join, watch or resume), leaving the
   * table it was bound to. When that is another table it is left only once {@code attach}
   * succeeded, so a refused join keeps the old binding.
   */
  private void bind(Table t, long now, Supplier<Optional<Seat>> attach) {
    if (table == t) {
      unbind(now, false);
    }
    Optional<Seat> s = attach.get();
    if (table != null) {
      unbind(now);
    }
    table = t;
    seat = s;
  }

  private Optional<Seat> watch(Table t, long now) {
    t.watch(peer, now);
    return Optional.empty();
  }

  /** A client's text in a message back: clipped, as it may be up to the message size. */
  static String clip(String text) {
    return text.length() > 24 ? text.substring(0, 24) + "..." : text;
  }

  private static String string(JsonNode msg, String field) {
    JsonNode v = msg.isObject() ? msg.get(field) : null;
    if (v == null || !v.isString()) {
      throw new WebException(
          ErrorCode.MALFORMED, "the message needs a string field '" + field + "'");
    }
    return v.asString();
  }

  private static Optional<String> optionalString(JsonNode msg, String field) {
    JsonNode v = msg.get(field);
    return v == null || v.isNull() ? Optional.empty() : Optional.of(string(msg, field));
  }

  /** An act message's id, echoed as {@code reply_to}: a short string or a whole number. */
  private static JsonNode replyId(JsonNode id) {
    if (id == null || id.isNull()) {
      return null;
    }
    if (id.isString() && id.asString().length() <= 64
        || id.isIntegralNumber() && id.canConvertToLong()) {
      return id;
    }
    throw new WebException(
        ErrorCode.MALFORMED,
        "an act message's id is a string of at most 64 characters or a whole number");
  }

  private static List<String> players(JsonNode node) {
    List<String> all = new ArrayList<>();
    if (node == null || node.isNull()) {
      return all;
    }
    if (!node.isArray() || node.size() > Seat.values().length) {
      throw new WebException(ErrorCode.MALFORMED, "players is an array of at most 4 strings");
    }
    for (JsonNode p : node) {
      if (!p.isString()) {
        throw new WebException(ErrorCode.MALFORMED, "players is an array of at most 4 strings");
      }
      all.add(p.asString());
    }
    return all;
  }

  private static Seat seat(String name) {
    for (Seat s : Seat.values()) {
      if (s.name().equals(name)) {
        return s;
      }
    }
    throw new WebException(
        ErrorCode.NO_SUCH_SEAT, "no seat '" + clip(name) + "' (seats: RED, BLUE, GREEN, YELLOW)");
  }
}
