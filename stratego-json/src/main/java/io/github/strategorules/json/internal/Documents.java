package io.github.strategorules.json.internal;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameTypes;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.json.JsonFormatException;
import io.github.strategorules.json.JsonProblem;
import io.github.strategorules.json.StoredRecord;
import io.github.strategorules.json.StrategoJson;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The two versioned documents of {@link StrategoJson}, the {@code message} a server sends one
 * recipient and the stored {@code record}: their envelope ({@code version} and {@code kind},
 * checked on reading) and the fields they hold around the values. The values themselves are written
 * by the facade and read by {@link Reader}, so a value inside a document has the same JSON as on
 * its own.
 */
public final class Documents {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Documents() {}

  private static ObjectNode document(String kind) {
    ObjectNode o = NODES.objectNode();
    o.put("version", StrategoJson.VERSION);
    o.put("kind", kind);
    return o;
  }

  private static void checkDocument(JsonNode json, String kind) {
    JsonNode version = Reader.field(json, "version", "");
    if (Reader.intValue(version, "/version") != StrategoJson.VERSION) {
      throw new JsonFormatException(
          JsonProblem.UNSUPPORTED_VERSION,
          "/version",
          "this library reads version " + StrategoJson.VERSION);
    }
    if (!kind.equals(Reader.text(Reader.field(json, "kind", ""), "/kind"))) {
      throw new JsonFormatException(
          JsonProblem.BAD_VALUE, "/kind", "expected a " + kind + " document");
    }
  }

  /**
   * Writes a message ({@link StrategoJson#writeMessage}).
   *
   * @param json the facade, which writes the values
   * @param update the recipient's share
   * @return the JSON
   */
  public static ObjectNode message(StrategoJson json, Update update) {
    ObjectNode o = document("message");
    o.set("game", json.writeGame(update.game()));
    o.set(
        "seat",
        update.seat().map(s -> (JsonNode) NODES.stringNode(s.name())).orElse(NODES.nullNode()));
    o.put("steps", update.steps());
    // The step's actor and its action as the recipient may see it (issue 50: null on arrival, and
    // the action null for another seat's secret one).
    o.set(
        "actor",
        update.actor().map(s -> (JsonNode) NODES.stringNode(s.name())).orElse(NODES.nullNode()));
    o.set(
        "action",
        update.action().map(a -> (JsonNode) json.writeAction(a)).orElse(NODES.nullNode()));
    o.set("view", json.writeView(update.view()));
    o.set("events", json.writeEvents(update.events()));
    o.set("legal_actions", json.writeActions(update.legalActions()));
    // The decisions come first (GameState.legalActions' order): a client splits the list without
    // knowing which kinds of action a game has.
    o.put("decision_count", update.decisions().size());
    o.set(
        "outcome",
        update.outcome().map(x -> (JsonNode) json.writeOutcome(x)).orElse(NODES.nullNode()));
    if (update.clocks().isEmpty()) {
      o.putNull("clocks");
    } else {
      ObjectNode clocks = o.putObject("clocks");
      update.clocks().forEach((seat, left) -> clocks.put(seat.name(), left.toMillis()));
    }
    return o;
  }

  /**
   * Reads a message ({@link StrategoJson#readMessage}).
   *
   * @param codecs the codecs in use
   * @param json the JSON
   * @return the update
   * @throws JsonFormatException when it is not a message of a game on the path
   */
  public static Update readMessage(Codecs codecs, JsonNode json) {
    checkDocument(json, "message");
    Game game = Reader.game(Reader.field(json, "game", ""), "/game");
    GameTypes codec = codecs.of(game, "/game");
    Reader r = new Reader(codecs, game, codec);
    JsonNode seatNode = json.get("seat");
    Optional<Seat> seat =
        seatNode == null || seatNode.isNull()
            ? Optional.empty()
            : Optional.of(Reader.enumValue(Seat.class, seatNode, "/seat"));
    JsonNode stepsNode = json.get("steps");
    int steps = stepsNode == null ? 0 : Reader.intValue(stepsNode, "/steps");
    if (steps < 0) {
      throw new JsonFormatException(JsonProblem.BAD_VALUE, "/steps", "steps must not be negative");
    }
    JsonNode actorNode = json.get("actor");
    Optional<Seat> actor =
        actorNode == null || actorNode.isNull()
            ? Optional.empty()
            : Optional.of(Reader.enumValue(Seat.class, actorNode, "/actor"));
    if (actor.isPresent() && !game.seats().contains(actor.get())) {
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT, "/actor", "not a seat of the message's game");
    }
    JsonNode actionNode = json.get("action");
    Optional<Action> action =
        actionNode == null || actionNode.isNull()
            ? Optional.empty()
            : Optional.of(r.action(actionNode, "/action"));
    if (action.isPresent() && !actor.equals(Optional.of(action.get().seat()))) {
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT, "/action", "the action is not the actor's");
    }
    View view = (View) r.record(codec.viewType(), Reader.field(json, "view", ""), "/view");
    if (!view.game().equals(game) || !view.seat().equals(seat)) {
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT, "/view", "the view is not of the message's game and seat");
    }
    List<JsonNode> eventItems = Reader.array(Reader.field(json, "events", ""), "/events");
    List<Event> events = new ArrayList<>(eventItems.size());
    for (int i = 0; i < eventItems.size(); i++) {
      events.add((Event) r.value(codec.eventType(), eventItems.get(i), "/events/" + i));
    }
    List<JsonNode> items = Reader.array(Reader.field(json, "legal_actions", ""), "/legal_actions");
    List<Action> legal = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) {
      legal.add(r.action(items.get(i), "/legal_actions/" + i));
    }
    return new Update(
        game,
        seat,
        steps,
        actor,
        action,
        view,
        List.copyOf(events),
        legal,
        outcome(r, json),
        readClocks(game, json.get("clocks")));
  }

  private static Optional<Outcome> outcome(Reader r, JsonNode json) {
    JsonNode out = json.get("outcome");
    return out == null || out.isNull()
        ? Optional.empty()
        : Optional.of(r.outcome(Reader.object(out, "/outcome"), "/outcome"));
  }

  private static Map<Seat, Duration> readClocks(Game game, @Nullable JsonNode node) {
    if (node == null || node.isNull()) {
      return Map.of();
    }
    Reader.object(node, "/clocks");
    Map<Seat, Duration> clocks = new EnumMap<>(Seat.class);
    for (Map.Entry<String, JsonNode> e : node.properties()) {
      String path = "/clocks/" + e.getKey();
      Seat seat = Reader.enumValue(Seat.class, NODES.stringNode(e.getKey()), path);
      if (!game.seats().contains(seat)) {
        throw new JsonFormatException(
            JsonProblem.INCONSISTENT, path, "not a seat of the message's game");
      }
      JsonNode ms = e.getValue();
      if (!ms.isIntegralNumber() || !ms.canConvertToLong() || ms.longValue() < 0) {
        throw new JsonFormatException(
            JsonProblem.WRONG_TYPE, path, "expected milliseconds, an integer not negative");
      }
      clocks.put(seat, Duration.ofMillis(ms.longValue()));
    }
    return clocks;
  }

  /**
   * Writes a stored record ({@link StrategoJson#writeRecord}).
   *
   * @param json the facade, which writes the values
   * @param record the record
   * @return the JSON
   */
  public static ObjectNode record(StrategoJson json, StoredRecord record) {
    ObjectNode o = document("record");
    o.set("game", json.writeGame(record.game()));
    o.put("format", record.format());
    o.put("actions", record.actions());
    o.put("legal", record.legal());
    o.set(
        "outcome",
        record.outcome().map(x -> (JsonNode) json.writeOutcome(x)).orElse(NODES.nullNode()));
    o.put("text", record.text());
    return o;
  }

  /**
   * Reads a stored record ({@link StrategoJson#readRecord}): the text is replayed, and the header
   * fields must agree with it.
   *
   * @param codecs the codecs in use
   * @param json the JSON
   * @return the record
   * @throws JsonFormatException when it is not a record, or its fields disagree with its text
   */
  public static StoredRecord readRecord(Codecs codecs, JsonNode json) {
    checkDocument(json, "record");
    String text = Reader.text(Reader.field(json, "text", ""), "/text");
    StoredRecord fromText;
    try {
      fromText = StoredRecord.of(text);
    } catch (NotationException e) {
      throw new JsonFormatException(JsonProblem.BAD_VALUE, "/text", e.getMessage());
    }
    Game game = Reader.game(Reader.field(json, "game", ""), "/game");
    Reader r = new Reader(codecs, game, codecs.of(game, "/game"));
    Optional<Outcome> outcome = outcome(r, json);
    StoredRecord read =
        new StoredRecord(
            game,
            Reader.text(Reader.field(json, "format", ""), "/format"),
            Reader.intValue(Reader.field(json, "actions", ""), "/actions"),
            (Boolean) r.value(boolean.class, json.get("legal"), "/legal"),
            outcome,
            text);
    if (!read.equals(fromText)) {
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT, "", "the header fields disagree with the record text");
    }
    return read;
  }
}
