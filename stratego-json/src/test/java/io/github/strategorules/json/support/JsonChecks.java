package io.github.strategorules.json.support;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.fixtures.json.Schemas;
import io.github.strategorules.json.ClassicViewValue;
import io.github.strategorules.json.StoredRecord;
import io.github.strategorules.json.StrategoJson;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;

/**
 * The check of one value of each kind: written, validated against its documented schema, read back
 * to an equal value, and written again to the same text. Counts what it checked.
 */
public final class JsonChecks {
  /** The kinds of values, each with its schema file. */
  public enum Kind {
    /** A game. */
    GAME,
    /** An action. */
    ACTION,
    /** A view. */
    VIEW,
    /** An event. */
    EVENT,
    /** An outcome. */
    OUTCOME,
    /** A message. */
    MESSAGE,
    /** A record. */
    RECORD;

    /**
     * The schema file's name.
     *
     * @return the name
     */
    public String schema() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private static final Map<Kind, AtomicLong> COUNTS = new EnumMap<>(Kind.class);

  static {
    for (Kind k : Kind.values()) {
      COUNTS.put(k, new AtomicLong());
    }
  }

  private static final StrategoJson JSON = StrategoJson.standard();
  private static final java.util.Set<String> EVENT_KINDS =
      java.util.concurrent.ConcurrentHashMap.newKeySet();

  private JsonChecks() {}

  /**
   * The event kinds checked so far in this JVM, as {@code family:kind}.
   *
   * @return the kinds
   */
  public static java.util.Set<String> eventKinds() {
    return java.util.Set.copyOf(EVENT_KINDS);
  }

  /**
   * How many values of a kind were checked so far in this JVM.
   *
   * @param kind the kind
   * @return the count
   */
  public static long count(Kind kind) {
    return COUNTS.get(kind).get();
  }

  private static String checked(Kind kind, JsonNode written) {
    Schemas.check(kind.schema(), written);
    COUNTS.get(kind).incrementAndGet();
    return JSON.toText(written);
  }

  /**
   * A view as the JSON reads it back: its value record for a classic view, itself otherwise.
   *
   * @param view the view
   * @return the comparable form
   */
  public static View comparable(View view) {
    return view instanceof ClassicView v ? ClassicViewValue.of(v) : view;
  }

  /**
   * Checks a game.
   *
   * @param game the game
   */
  public static void game(Game game) {
    String text = checked(Kind.GAME, JSON.writeGame(game));
    Game back = JSON.readGame(JSON.parse(text));
    assertThat(back).isEqualTo(game);
    assertThat(JSON.toText(JSON.writeGame(back))).isEqualTo(text);
  }

  /**
   * Checks an action, from its full JSON and from its notation alone.
   *
   * @param game its game
   * @param action the action
   */
  public static void action(Game game, Action action) {
    String text = checked(Kind.ACTION, JSON.writeAction(action));
    Action back = JSON.readAction(game, JSON.parse(text));
    assertThat(back).isEqualTo(action);
    assertThat(JSON.toText(JSON.writeAction(back))).isEqualTo(text);
    JsonNode notationOnly =
        JSON.parse("{\"notation\":" + JSON.toText(JSON.writeAction(action).get("notation")) + "}");
    assertThat(JSON.readAction(game, notationOnly)).isEqualTo(action);
  }

  /**
   * Checks a view.
   *
   * @param view the view
   */
  public static void view(View view) {
    String text = checked(Kind.VIEW, JSON.writeView(view));
    View back = JSON.readView(JSON.parse(text));
    assertThat(back).isEqualTo(comparable(view));
    assertThat(JSON.toText(JSON.writeView(back))).isEqualTo(text);
  }

  /**
   * Checks events, one by one and as a list.
   *
   * @param game their game
   * @param events the events
   */
  public static void events(Game game, List<? extends Event> events) {
    for (Event e : events) {
      JsonNode written = JSON.writeEvent(e);
      EVENT_KINDS.add(game.family() + ":" + written.get("event").stringValue());
      String text = checked(Kind.EVENT, written);
      Event back = JSON.readEvent(game, JSON.parse(text));
      assertThat(back).isEqualTo(e);
      assertThat(JSON.toText(JSON.writeEvent(back))).isEqualTo(text);
    }
    assertThat(JSON.readEvents(game, JSON.parse(JSON.toText(JSON.writeEvents(events)))))
        .isEqualTo(events);
  }

  /**
   * Checks an outcome.
   *
   * @param game its game
   * @param outcome the outcome
   */
  public static void outcome(Game game, Outcome outcome) {
    String text = checked(Kind.OUTCOME, JSON.writeOutcome(outcome));
    Outcome back = JSON.readOutcome(game, JSON.parse(text));
    assertThat(back).isEqualTo(outcome);
    assertThat(JSON.toText(JSON.writeOutcome(back))).isEqualTo(text);
  }

  /**
   * Checks a message.
   *
   * @param message the message
   */
  public static void message(Update message) {
    String text = checked(Kind.MESSAGE, JSON.writeMessage(message));
    Update back = JSON.readMessage(JSON.parse(text));
    assertThat(back.game()).isEqualTo(message.game());
    assertThat(back.seat()).isEqualTo(message.seat());
    assertThat(back.view()).isEqualTo(comparable(message.view()));
    assertThat(back.events()).isEqualTo(message.events());
    assertThat(back.legalActions()).isEqualTo(message.legalActions());
    assertThat(back.outcome()).isEqualTo(message.outcome());
    assertThat(JSON.toText(JSON.writeMessage(back))).isEqualTo(text);
  }

  /**
   * Checks a stored record.
   *
   * @param record the record
   */
  public static void record(StoredRecord record) {
    String text = checked(Kind.RECORD, JSON.writeRecord(record));
    StoredRecord back = JSON.readRecord(JSON.parse(text));
    assertThat(back).isEqualTo(record);
    assertThat(JSON.toText(JSON.writeRecord(back))).isEqualTo(text);
  }
}
