package io.github.strategorules.engine.protocol;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Reason;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.json.JsonFormatException;
import io.github.strategorules.json.StoredRecord;
import io.github.strategorules.json.StrategoJson;
import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The referee side of the engine protocol ({@code docs/protocol.md}) for every game of the library,
 * written once against the game-neutral contract: a client (a referee driver, a server, a program
 * in any language) opens games by spec and, in a seat's name, lists legal actions, checks an action
 * ("why is this illegal?" as an answer, not an exception), applies it, and reads each seat's view,
 * events and message, the outcome and the record. Every payload is the JSON of {@link
 * StrategoJson}.
 *
 * <p>{@link #handle} turns one request line into one reply line and never throws: a line that is
 * not a request gets an error reply with a {@link ProtocolError} and the session goes on, with
 * every open game as it was. Lines are bounded ({@link #serve} reads at most {@link
 * Protocol#MAX_LINE_CHARS} characters of a line and drops the rest), and so are the open games.
 * Error messages describe the request, or give the game's own reason for an illegal action, never a
 * fact hidden from the seat the request speaks for.
 *
 * <p>The session is the referee's: it holds full states, and its {@code record} reply is referee
 * data. A server that relays requests for seats passes on only the requests in that seat's name.
 * Handling is serialized ({@code synchronized}): one session per connection.
 *
 * <pre>{@code
 * ProtocolSession session = new ProtocolSession("my-server 1.0");
 * session.handle("{\"type\":\"hello\",\"protocol\":[1]}");
 * session.handle("{\"type\":\"new_game\",\"id\":1,\"spec\":\"lost-island(players=3)\",\"seed\":42}");
 * // {"type":"new_game","id":1,"game_id":"1","game":{...},"status":{"phase":"SETUP",...}}
 * }</pre>
 */
public final class ProtocolSession {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final List<String> TYPES =
      List.of(
          "hello",
          "new_game",
          "load_record",
          "legal",
          "check",
          "apply",
          "view",
          "events",
          "message",
          "status",
          "outcome",
          "record",
          "close",
          "bye");

  /** Error messages are one line of at most this many characters. */
  private static final int MAX_MESSAGE = 300;

  private final StrategoJson json = StrategoJson.standard();
  private final String server;
  private final int maxGames;
  private final int maxLineChars;
  private final Map<String, Hosted> games = new LinkedHashMap<>();
  private long nextGame = 1;
  private boolean greeted;
  private boolean closed;

  /** An open game: its referee, which holds the state and builds each seat's share of it. */
  private static final class Hosted {
    final Referee referee;

    Hosted(GameState state) {
      this.referee = Referee.of(state);
    }

    GameState state() {
      return referee.state();
    }
  }

  /**
   * A session with the default limits.
   *
   * @param server the name the {@code hello} reply gives, such as {@code stratego-rules 0.1.0}
   */
  public ProtocolSession(String server) {
    this(server, Protocol.DEFAULT_MAX_GAMES, Protocol.MAX_LINE_CHARS);
  }

  /**
   * A session with its own limits.
   *
   * @param server the name the {@code hello} reply gives
   * @param maxGames how many games may be open at once, at least 1
   * @param maxLineChars the longest line {@link #serve} reads, at least 1
   */
  public ProtocolSession(String server, int maxGames, int maxLineChars) {
    this.server = Objects.requireNonNull(server, "server");
    if (maxGames < 1 || maxLineChars < 1) {
      throw new IllegalArgumentException("the limits are at least 1");
    }
    this.maxGames = maxGames;
    this.maxLineChars = maxLineChars;
  }

  /**
   * Serves a session over a stream until the client says {@code bye} or the stream ends: each line
   * read gets its reply line, flushed at once.
   *
   * @param session the session
   * @param in the requests, one per line
   * @param out where the replies go
   * @throws IOException when a stream fails
   */
  public static void serve(ProtocolSession session, java.io.Reader in, Writer out)
      throws IOException {
    BoundedLines lines = new BoundedLines(in, session.maxLineChars);
    BoundedLines.Line line;
    while (!session.isClosed() && (line = lines.next()) != null) {
      String text = line.text(); // null when too long
      out.write(text == null ? session.tooLong(line.length()) : session.handle(text));
      out.write('\n');
      out.flush();
    }
  }

  /**
   * Serves a session over a stream of bytes, read as UTF-8 ({@link Utf8Reader}): a line that is not
   * UTF-8 is refused as {@link ProtocolError#MALFORMED}, never read with a replacement character in
   * place of its bytes. {@code stratego engine} serves its standard input so.
   *
   * @param session the session
   * @param in the requests, UTF-8, one per line
   * @param out where the replies go
   * @throws IOException when a stream fails
   */
  public static void serve(ProtocolSession session, java.io.InputStream in, Writer out)
      throws IOException {
    serve(session, new Utf8Reader(in), out);
  }

  /**
   * Whether the client ended the session with {@code bye}.
   *
   * @return true once closed
   */
  public synchronized boolean isClosed() {
    return closed;
  }

  /**
   * The number of open games.
   *
   * @return the count
   */
  public synchronized int openGames() {
    return games.size();
  }

  /**
   * Hosts a game the embedding program started itself (from its own Lost Island configuration, a
   * position, a replayed record), as if a client had opened it: requests name it by the id
   * returned.
   *
   * @param state the game's current state
   * @return the game's id
   * @throws IllegalStateException when the session already holds as many open games as it may
   */
  public synchronized String host(GameState state) {
    Objects.requireNonNull(state, "state");
    if (games.size() >= maxGames) {
      throw new IllegalStateException("at most " + maxGames + " open games");
    }
    String id = Long.toString(nextGame++);
    games.put(id, new Hosted(state));
    return id;
  }

  /**
   * The reply to a line that was too long to read (the caller dropped it).
   *
   * @param length the line's length in characters (code points)
   * @return the error reply line
   */
  public synchronized String tooLong(long length) {
    return json.toText(
        error(
            NODES.nullNode(),
            new Refusal(
                ProtocolError.LINE_TOO_LONG,
                "",
                "a line of " + length + " characters; the limit is " + maxLineChars)));
  }

  /**
   * Handles one request line: its reply line, without a line break. Never throws.
   *
   * @param line the request, one JSON object
   * @return the reply
   */
  public synchronized String handle(String line) {
    JsonNode id = NODES.nullNode();
    try {
      if (line == null) {
        throw new Refusal(ProtocolError.MALFORMED, "", "no line");
      }
      // characters are code points, as BoundedLines counts them; a line within the bound in
      // UTF-16 units is within it in code points, so only a longer one is counted
      if (line.length() > maxLineChars && line.codePointCount(0, line.length()) > maxLineChars) {
        throw new Refusal(
            ProtocolError.LINE_TOO_LONG,
            "",
            "a line of "
                + line.codePointCount(0, line.length())
                + " characters; the limit is "
                + maxLineChars);
      }
      if (!Utf8Reader.wellFormed(line)) {
        // a byte that was not UTF-8 (Utf8Reader), which a replacement character would alter
        throw new Refusal(
            ProtocolError.MALFORMED,
            "",
            "the line is not well-formed UTF-8 (or holds a lone surrogate)");
      }
      JsonNode request;
      try {
        request = json.parse(line);
      } catch (JsonFormatException e) {
        throw new Refusal(ProtocolError.MALFORMED, "", e.getMessage());
      }
      if (!request.isObject()) {
        throw new Refusal(ProtocolError.MALFORMED, "", "a request is a JSON object");
      }
      id = id(request);
      String type = Fields.text(request, "type");
      if (!TYPES.contains(type)) {
        throw new Refusal(
            ProtocolError.UNKNOWN_TYPE, "/type", "no request '" + Fields.clip(type) + "'");
      }
      if (closed) {
        throw new Refusal(ProtocolError.CLOSED, "", "the session ended with bye");
      }
      if (!greeted && !type.equals("hello") && !type.equals("bye")) {
        throw new Refusal(ProtocolError.HANDSHAKE_REQUIRED, "/type", "send hello first");
      }
      ObjectNode reply = NODES.objectNode();
      reply.put("type", type);
      reply.set("id", id);
      dispatch(type, request, reply);
      return json.toText(reply);
    } catch (Refusal r) {
      return json.toText(error(id, r));
    } catch (RuntimeException | StackOverflowError e) {
      // A fault of the library, not of the request: say so without detail; the game is unchanged,
      // since a state is replaced only after a step succeeded.
      return json.toText(
          error(
              id,
              new Refusal(
                  ProtocolError.INTERNAL,
                  "",
                  "internal error (" + e.getClass().getSimpleName() + ")")));
    }
  }

  /**
   * The request's id, echoed in the reply: a short string or an integer. A string that is not
   * well-formed Unicode (a lone surrogate, which JSON's escapes can write) cannot be echoed as it
   * was sent (UTF-8 has no encoding for it; it went out as "?"), so it is refused like any other id
   * that cannot be echoed, and the reply's id is null.
   */
  private static JsonNode id(JsonNode request) {
    JsonNode id = request.get("id");
    if (id == null || id.isNull()) {
      return NODES.nullNode();
    }
    if (id.isString()
            && Utf8Reader.wellFormed(id.stringValue())
            && id.stringValue().codePointCount(0, id.stringValue().length())
                <= Protocol.MAX_ID_CHARS
        || id.isIntegralNumber() && id.canConvertToLong()) {
      return id;
    }
    throw new Refusal(
        ProtocolError.BAD_REQUEST,
        "/id",
        "an id is a string of at most "
            + Protocol.MAX_ID_CHARS
            + " characters of well-formed Unicode (no lone surrogate) or an integer in 64 bits");
  }

  private void dispatch(String type, JsonNode request, ObjectNode reply) {
    switch (type) {
      case "hello" -> hello(request, reply);
      case "new_game" -> newGame(request, reply);
      case "load_record" -> loadRecord(request, reply);
      case "close" -> {
        hosted(request);
        games.remove(request.get("game_id").stringValue());
      }
      case "bye" -> closed = true;
      default -> perGame(type, request, hosted(request), reply);
    }
  }

  private void perGame(String type, JsonNode request, Hosted g, ObjectNode reply) {
    Game game = g.state().game();
    switch (type) {
      case "legal" -> {
        Seat seat = Fields.seat(request, game, false).orElseThrow();
        // "decisions": true leaves out the table actions (resign, draws), as GameState.decisions
        // does
        reply.set(
            "actions",
            json.writeActions(
                Fields.flag(request, "decisions")
                    ? g.state().decisions(seat)
                    : g.state().legalActions(seat)));
      }
      case "check" -> {
        Seat seat = Fields.seat(request, game, false).orElseThrow();
        Optional<? extends Reason> why = g.referee.check(seat, action(request, game, seat));
        reply.put("legal", why.isEmpty());
        reply.set("illegal", why.map(r -> (JsonNode) reason(r)).orElse(NODES.nullNode()));
      }
      case "apply" -> {
        Seat seat = Fields.seat(request, game, false).orElseThrow();
        Action action = action(request, game, seat);
        Verdict verdict = g.referee.submit(seat, action);
        if (verdict instanceof Verdict.Refused r) {
          throw new Refusal(
              ProtocolError.ILLEGAL_ACTION, "/action", r.reason().description(), r.reason());
        }
        reply.set("status", status(g));
        // the sender's share of the step, from the verdict: it need not ask for its message
        reply.set("message", json.writeMessage(((Verdict.Applied) verdict).shares().forSeat(seat)));
      }
      // The referee builds every share: the view, the events and the message are the same Update's.
      case "view" -> {
        // the referee's own read of a view: no legal actions or events are built for it
        Optional<Seat> seat = Fields.seat(request, game, true);
        reply.set(
            "view",
            json.writeView(
                seat.isPresent() ? g.referee.viewFor(seat.get()) : g.referee.publicView()));
      }
      case "events" ->
          reply.set(
              "events",
              json.writeEvents(g.referee.updateFor(Fields.seat(request, game, true)).events()));
      case "message" ->
          reply.set(
              "message", json.writeMessage(g.referee.updateFor(Fields.seat(request, game, true))));
      case "status" -> reply.set("status", status(g));
      case "outcome" ->
          reply.set(
              "outcome",
              g.state()
                  .outcome()
                  .map(o -> (JsonNode) json.writeOutcome(o))
                  .orElse(NODES.nullNode()));
      case "record" -> reply.set("record", json.writeRecord(StoredRecord.of(g.state())));
      default -> throw new IllegalStateException("no handler for " + type);
    }
  }

  private void hello(JsonNode request, ObjectNode reply) {
    JsonNode versions = Fields.required(request, "protocol");
    List<JsonNode> offered = new java.util.ArrayList<>();
    if (versions.isArray()) {
      versions.forEach(offered::add);
    } else {
      offered.add(versions);
    }
    boolean common = false;
    for (JsonNode v : offered) {
      if (!v.isIntegralNumber()) {
        throw new Refusal(ProtocolError.BAD_REQUEST, "/protocol", "protocol versions are integers");
      }
      common |= v.canConvertToInt() && Protocol.versions().contains(v.intValue());
    }
    if (!common) {
      throw new Refusal(
          ProtocolError.UNSUPPORTED_VERSION,
          "/protocol",
          "this session speaks " + Protocol.versions());
    }
    greeted = true;
    reply.put("protocol", Protocol.VERSION);
    reply.put("role", "referee");
    reply.put("server", server);
    ArrayNode names = reply.putArray("games");
    Games.names().forEach(names::add);
    reply.put("max_line", maxLineChars);
    reply.put("max_games", maxGames);
  }

  private void newGame(JsonNode request, ObjectNode reply) {
    String spec = Fields.text(request, "spec");
    long seed = Fields.longValue(request, "seed", 0);
    room();
    Game game;
    try {
      game = Games.parse(spec);
    } catch (NotationException e) {
      throw new Refusal(ProtocolError.BAD_SPEC, "/spec", e.getMessage());
    }
    open(new Hosted(game.newGame(seed)), reply);
  }

  private void loadRecord(JsonNode request, ObjectNode reply) {
    String text = Fields.text(request, "record");
    room();
    RecordReplay<GameState, RecordReplay.Refused> replay;
    try {
      replay = Games.replay(text);
    } catch (NotationException e) {
      throw new Refusal(ProtocolError.BAD_RECORD, "/record", e.getMessage());
    }
    open(new Hosted(replay.finalState()), reply);
    reply.put("applied", replay.applied());
    reply.set(
        "first_illegal",
        replay
            .firstIllegal()
            .map(
                r -> {
                  ObjectNode o = NODES.objectNode();
                  o.put("index", r.index());
                  o.put("action", r.action());
                  o.set("reason", reason(r.reason()));
                  return (JsonNode) o;
                })
            .orElse(NODES.nullNode()));
  }

  private void room() {
    if (games.size() >= maxGames) {
      throw new Refusal(
          ProtocolError.TOO_MANY_GAMES, "", "at most " + maxGames + " open games; close one");
    }
  }

  private void open(Hosted g, ObjectNode reply) {
    String id = Long.toString(nextGame++);
    games.put(id, g);
    reply.put("game_id", id);
    reply.set("game", json.writeGame(g.state().game()));
    reply.set("status", status(g));
  }

  private Hosted hosted(JsonNode request) {
    String id = Fields.text(request, "game_id");
    Hosted g = games.get(id);
    if (g == null) {
      throw new Refusal(
          ProtocolError.NO_SUCH_GAME, "/game_id", "no open game '" + Fields.clip(id) + "'");
    }
    return g;
  }

  private Action action(JsonNode request, Game game, Seat seat) {
    JsonNode node = Fields.required(request, "action");
    try {
      return json.readAction(game, node, seat);
    } catch (JsonFormatException e) {
      throw new Refusal(ProtocolError.BAD_ACTION, "/action" + e.path(), e.getMessage());
    } catch (NotationException e) {
      throw new Refusal(ProtocolError.BAD_ACTION, "/action", e.getMessage());
    }
  }

  private ObjectNode status(Hosted g) {
    ObjectNode o = NODES.objectNode();
    o.put("phase", g.state().phase().name());
    ArrayNode decide = o.putArray("to_decide");
    g.state().toDecide().forEach(s -> decide.add(s.name()));
    o.set(
        "outcome",
        g.state().outcome().map(x -> (JsonNode) json.writeOutcome(x)).orElse(NODES.nullNode()));
    return o;
  }

  private static ObjectNode reason(Reason r) {
    ObjectNode o = NODES.objectNode();
    o.put("reason", r.name());
    o.put("rule", r.ruleId());
    o.put("description", r.description());
    return o;
  }

  private static ObjectNode error(JsonNode id, Refusal r) {
    ObjectNode o = NODES.objectNode();
    o.put("type", "error");
    o.set("id", id);
    o.put("error", r.error.name());
    o.put("message", oneLine(r.getMessage()));
    o.put("path", r.path);
    o.set("illegal", r.illegal == null ? NODES.nullNode() : reason(r.illegal));
    return o;
  }

  private static String oneLine(@Nullable String s) {
    String m = s == null ? "" : s;
    StringBuilder sb = new StringBuilder(Math.min(m.length(), MAX_MESSAGE));
    for (int i = 0; i < m.length() && sb.length() < MAX_MESSAGE; i++) {
      char c = m.charAt(i);
      sb.append(c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029 ? ' ' : c);
    }
    return sb.toString();
  }
}
