package io.github.strategorules.json;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameTypes;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.json.internal.Codecs;
import io.github.strategorules.json.internal.Documents;
import io.github.strategorules.json.internal.Reader;
import io.github.strategorules.json.internal.TextReader;
import io.github.strategorules.json.internal.Writer;
import io.github.strategorules.json.spi.GameCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.ServiceLoader;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON for every value of every game that a server sends or stores, written once for all games
 * through the game-neutral contract: games by spec, actions, per-seat views and events, outcomes,
 * each recipient's share of a refereed game ({@link Update}, the {@code message} document) and
 * {@link StoredRecord}s. Each {@code writeX} has a {@code readX} that gives back an equal value (a
 * classic view reads back as a {@link ClassicViewValue}); the formats and their JSON Schemas are in
 * {@code docs/json.md} and {@code docs/json/}.
 *
 * <p>Writing is a pure function of the value: equal values give byte-identical JSON ({@link
 * #toText}), and since views and events are redacted by the game before they are written, a seat's
 * JSON is the same for two games that differ only in facts hidden from it. Reading consults no
 * state: malformed input gives a {@link JsonFormatException} with a {@link JsonProblem} and a JSON
 * pointer. Immutable and thread-safe.
 *
 * <p>A server's loop, for any game (the module README's example, which a test runs):
 *
 * <pre>{@code
 * StrategoJson json = StrategoJson.standard();
 * Referee referee = Referee.of(Games.parse("classic").newGame(1));
 * String toRed = json.toText(json.writeMessage(referee.arrivalFor(Optional.of(Seat.RED))));
 * Action sent = json.readAction(referee.game(), json.parse("{\"notation\":\"RED place a1=F\"}"));
 * Verdict verdict = referee.submit(Seat.RED, sent);
 * if (verdict instanceof Verdict.Applied applied) {
 *   String toBlue = json.toText(json.writeMessage(applied.shares().forSeat(Seat.BLUE)));
 * }
 * Update back = json.readMessage(json.parse(toRed));
 * String stored = json.toText(json.writeRecord(StoredRecord.of(referee.state())));
 * }</pre>
 */
public final class StrategoJson {
  /**
   * The version of the documents ({@code message}, {@code record}) this library writes and reads.
   */
  public static final int VERSION = 1;

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /**
   * The most JSON tokens a document read may hold (each value, field name and bracket is one): what
   * bounds the tree read, as the length alone does not (four million characters of empty arrays
   * made a tree of about 205 MB). The largest document the library writes holds some 16,000 (a
   * message with a classic board's legal moves); a tree of this many tokens stays within some 20
   * MB.
   */
  public static final int MAX_TOKENS = 1 << 18;

  private static volatile @Nullable StrategoJson standard;

  private final Codecs codecs;
  private final Writer writer;
  private final JsonMapper mapper;

  private StrategoJson(List<? extends GameTypes> codecs) {
    this.codecs = new Codecs(codecs);
    this.writer = new Writer(this.codecs);
    this.mapper = TextReader.mapper(ReadLimits.DEFAULT, MAX_TOKENS);
  }

  /**
   * The codecs of every game on the class path or module path: the {@link GameCodec} services (the
   * classic family's, provided by this module), then the value types each game's provider describes
   * ({@link Games#types()}: Lost Island's, and any other game's), the first of a family winning.
   *
   * @return the shared instance
   */
  public static StrategoJson standard() {
    StrategoJson s = standard;
    if (s == null) {
      List<GameTypes> found = new ArrayList<>();
      ServiceLoader.load(GameCodec.class, StrategoJson.class.getClassLoader()).forEach(found::add);
      found.addAll(Games.types());
      s = new StrategoJson(found);
      standard = s;
    }
    return s;
  }

  /**
   * An instance with exactly these codecs.
   *
   * @param codecs the codecs, the first of a family winning
   * @return the instance
   */
  public static StrategoJson withCodecs(List<? extends GameTypes> codecs) {
    return new StrategoJson(List.copyOf(codecs));
  }

  /**
   * The families this instance serves.
   *
   * @return the families, such as {@code [classic, lost-island]}
   */
  public List<String> families() {
    return codecs.families();
  }

  private Reader reader(Game game, String path) {
    return new Reader(codecs, game, codecs.of(game, path));
  }

  // ---- text ----

  /**
   * The compact text of a JSON tree: no whitespace, fields in the order written, always one line
   * (control characters, DEL, NEL and the Unicode line and paragraph separators in strings are
   * written as backslash-u escapes). Equal trees give identical text.
   *
   * @param json the tree
   * @return the text
   */
  public String toText(JsonNode json) {
    return mapper.writeValueAsString(Objects.requireNonNull(json, "json"));
  }

  /**
   * Reads JSON text into a tree, bounded by the library's reading policy ({@link
   * ReadLimits#DEFAULT}), as every other reader of the library is: see {@link #parse(String,
   * ReadLimits)}.
   *
   * @param text the text
   * @return the tree
   * @throws JsonFormatException {@link JsonProblem#TOO_LARGE} for a document or a value past the
   *     limits, {@link JsonProblem#MALFORMED} for text that is not one JSON value or nests deeper
   *     than 64 levels, {@link JsonProblem#DUPLICATE_FIELD} for an object naming a field twice
   */
  public JsonNode parse(String text) {
    return TextReader.parse(text, mapper, ReadLimits.DEFAULT);
  }

  /**
   * Reads JSON text into a tree, bounded by a reading policy, so that text from anywhere can be
   * read without trusting it: the document is at most twice {@link ReadLimits#maxDocumentLength()}
   * characters (a record document is its text, one document of the policy, and its fields), a
   * string at most {@code maxDocumentLength} characters, a field name at most {@link
   * ReadLimits#maxValueLength()}, a number at most 64 characters, the nesting at most 64 levels and
   * the document at most {@link #MAX_TOKENS} tokens. An object that names a field twice is refused,
   * not read as one of its values. Nothing is truncated silently.
   *
   * @param text the text
   * @param limits the policy
   * @return the tree
   * @throws JsonFormatException {@link JsonProblem#TOO_LARGE} for a document or a value past the
   *     limits, {@link JsonProblem#MALFORMED} for text that is not one JSON value or nests deeper
   *     than 64 levels, {@link JsonProblem#DUPLICATE_FIELD} for an object naming a field twice
   */
  public JsonNode parse(String text, ReadLimits limits) {
    Objects.requireNonNull(limits, "limits");
    return TextReader.parse(
        text,
        limits.equals(ReadLimits.DEFAULT) ? mapper : TextReader.mapper(limits, MAX_TOKENS),
        limits);
  }

  // ---- games ----

  /**
   * A game: {@code {"spec": ..., "family": ..., "seats": [...]}}.
   *
   * @param game the game
   * @return the JSON
   */
  public ObjectNode writeGame(Game game) {
    return writer.game(Objects.requireNonNull(game, "game"));
  }

  /**
   * Reads a game by its spec ({@link io.github.strategorules.core.game.Games#parse}); the family
   * and seats, when given, must agree.
   *
   * @param json the JSON
   * @return the game
   * @throws JsonFormatException when it is not a game on the path
   */
  public Game readGame(JsonNode json) {
    return Reader.game(Reader.object(json, ""), "");
  }

  // ---- actions ----

  /**
   * An action: its kind, seat and notation ({@link Action#notation()}), then its fields. A
   * placement's JSON names what is placed, as its notation does: send it to its seat only.
   *
   * @param action an action of a game with a codec
   * @return the JSON
   */
  public ObjectNode writeAction(Action action) {
    Objects.requireNonNull(action, "action");
    codecs
        .ofAction(action)
        .orElseThrow(
            () -> new IllegalArgumentException("no JSON codec for " + action.getClass().getName()));
    return writer.action(action);
  }

  /**
   * Reads an action of a game: from its fields when it names its {@code action} kind, else from its
   * {@code notation} alone (as a client may send it, also as a bare JSON string); when both are
   * given they must agree. Whether the action is legal is for the state to say.
   *
   * @param game the game
   * @param json the JSON
   * @return the action
   * @throws JsonFormatException when it is not an action of this game
   */
  public Action readAction(Game game, JsonNode json) {
    return reader(game, "").action(json, "", null, true);
  }

  /**
   * Reads an action a client sends in a seat's name, in any of its three forms: its JSON, its
   * notation alone (a JSON string, or an object with only {@code notation}), or its fields alone,
   * where its {@code seat} may be left out: it is then the sender's. A seat that is given is kept,
   * even another one, so that the state refuses the action as another seat's before examining it.
   *
   * @param game the game
   * @param json the JSON
   * @param sender the seat the client speaks for
   * @return the action
   * @throws JsonFormatException when it is not an action of this game
   */
  public Action readAction(Game game, JsonNode json, Seat sender) {
    return reader(game, "").action(json, "", sender, true);
  }

  /**
   * A list of actions, such as a seat's legal actions.
   *
   * @param actions the actions
   * @return the JSON array
   */
  public ArrayNode writeActions(List<? extends Action> actions) {
    ArrayNode array = NODES.arrayNode();
    actions.forEach(a -> array.add(writeAction(a)));
    return array;
  }

  /**
   * Reads a list of actions of a game.
   *
   * @param game the game
   * @param json the JSON array
   * @return the actions
   */
  public List<Action> readActions(Game game, JsonNode json) {
    Reader r = reader(game, "");
    List<JsonNode> items = Reader.array(json, "");
    List<Action> list = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) {
      list.add(r.action(items.get(i), "/" + i));
    }
    return List.copyOf(list);
  }

  // ---- views ----

  /**
   * A view, seat's or spectator's, as the game codec's view record: every fact the view holds, and
   * its {@code game}; then its board as data ({@code grid}, {@link View#grid()}), which is the same
   * for every game and which {@link #readView} ignores, as it follows from the rest.
   *
   * @param view the view
   * @return the JSON
   */
  public ObjectNode writeView(View view) {
    Objects.requireNonNull(view, "view");
    ObjectNode o = writer.record(codecs.of(view.game(), "").viewValue(view));
    // The board as data, the same for every game: derived from the view, so read back from it,
    // never from this field.
    o.set("grid", writer.record(view.grid()));
    return o;
  }

  /**
   * Reads a view: a view as the record its game describes ({@link GameTypes#viewType()}: a Lost
   * Island view as an equal {@code IslandView}), a classic view as the {@link ClassicViewValue} of
   * the view written.
   *
   * @param json the JSON
   * @return the view
   * @throws JsonFormatException when it is not a view of a game on the path
   */
  public View readView(JsonNode json) {
    Game game = Reader.game(Reader.field(json, "game", ""), "/game");
    GameTypes codec = codecs.of(game, "/game");
    return (View) new Reader(codecs, game, codec).record(codec.viewType(), json, "");
  }

  // ---- events ----

  /**
   * An event: its kind, then its fields. Write only the events a seat may see ({@link
   * io.github.strategorules.core.game.Step#eventsFor}).
   *
   * @param event the event
   * @return the JSON
   */
  public ObjectNode writeEvent(Event event) {
    Objects.requireNonNull(event, "event");
    codecs
        .ofEvent(event)
        .orElseThrow(
            () -> new IllegalArgumentException("no JSON codec for " + event.getClass().getName()));
    return writer.event(event);
  }

  /**
   * Events, in order.
   *
   * @param events the events
   * @return the JSON array
   */
  public ArrayNode writeEvents(List<? extends Event> events) {
    ArrayNode array = NODES.arrayNode();
    events.forEach(e -> array.add(writeEvent(e)));
    return array;
  }

  /**
   * Reads an event of a game.
   *
   * @param game the game
   * @param json the JSON
   * @return the event
   * @throws JsonFormatException when it is not an event of this game
   */
  public Event readEvent(Game game, JsonNode json) {
    return (Event) reader(game, "").value(codecs.of(game, "").eventType(), json, "");
  }

  /**
   * Reads events of a game, in order.
   *
   * @param game the game
   * @param json the JSON array
   * @return the events
   */
  public List<Event> readEvents(Game game, JsonNode json) {
    Reader r = reader(game, "");
    GameTypes codec = codecs.of(game, "");
    List<JsonNode> items = Reader.array(json, "");
    List<Event> list = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) {
      list.add((Event) r.value(codec.eventType(), items.get(i), "/" + i));
    }
    return List.copyOf(list);
  }

  // ---- outcomes ----

  /**
   * An outcome, the same in every game: {@code {"winners": [...], "termination": ..., "rule":
   * ...}}.
   *
   * @param outcome the outcome
   * @return the JSON
   */
  public ObjectNode writeOutcome(Outcome outcome) {
    return writer.outcome(Objects.requireNonNull(outcome, "outcome"));
  }

  /**
   * Reads an outcome of a game, as the game's own outcome type.
   *
   * @param game the game
   * @param json the JSON
   * @return the outcome
   * @throws JsonFormatException when it is not an outcome of this game
   */
  public Outcome readOutcome(Game game, JsonNode json) {
    return reader(game, "").outcome(Reader.object(json, ""), "");
  }

  // ---- documents: the envelope and fields are internal.Documents' ----

  /**
   * The message a server sends one seat or a spectator: a referee's {@link Update} (issue 19's
   * WebSocket frames, the engine protocol's updates), the one JSON form of a recipient's share:
   * {@code version}, {@code kind} {@code "message"}, the game, the seat, the steps so far, the
   * view, the events, the legal actions, the outcome and the clocks.
   *
   * @param update the recipient's share, as its referee built it
   * @return the JSON
   */
  public ObjectNode writeMessage(Update update) {
    return Documents.message(this, Objects.requireNonNull(update, "update"));
  }

  /**
   * Reads a message back as the {@link Update} it was written from (a client's, an engine's). Its
   * view reads back as {@link #readView} gives it; a message without {@code steps} or {@code
   * clocks} (written before they were added) reads as 0 steps and no clocks.
   *
   * @param json the JSON
   * @return the update
   * @throws JsonFormatException when it is not a message of a game on the path
   */
  public Update readMessage(JsonNode json) {
    return Documents.readMessage(codecs, json);
  }

  /**
   * A stored record: {@code version}, {@code kind} {@code "record"}, the game, the format line, the
   * number of actions, whether all were legal, the outcome, and the record text.
   *
   * @param record the record
   * @return the JSON
   */
  public ObjectNode writeRecord(StoredRecord record) {
    return Documents.record(this, Objects.requireNonNull(record, "record"));
  }

  /**
   * Reads a stored record: the text is replayed, and the header fields must agree with it.
   *
   * @param json the JSON
   * @return the record
   * @throws JsonFormatException when it is not a record, or its fields disagree with its text
   */
  public StoredRecord readRecord(JsonNode json) {
    return Documents.readRecord(codecs, json);
  }
}
