package io.github.strategorules.json.internal;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.TextForm;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes values as JSON trees, the same way for every game: a record as an object of its components
 * in declaration order (snake-case names), an action or event with its kind first, an absent
 * optional as {@code null}, enums by name, squares as {@code a4}. It writes exactly the value it is
 * given, so the JSON of a redacted value holds nothing the value does not: equal values give
 * byte-identical JSON.
 */
public final class Writer {
  /** The field naming an action's kind. */
  public static final String ACTION = "action";

  /** The field naming an event's kind. */
  public static final String EVENT = "event";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final ClassValue<Method[]> ACCESSORS =
      new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> type) {
          RecordComponent[] components = type.getRecordComponents();
          Method[] methods = new Method[components.length];
          for (int i = 0; i < components.length; i++) {
            methods[i] = components[i].getAccessor();
          }
          return methods;
        }
      };

  private final Codecs codecs;

  /**
   * A writer for the values of these codecs' games.
   *
   * @param codecs the codecs
   */
  public Writer(Codecs codecs) {
    this.codecs = codecs;
  }

  /**
   * A game: its spec, family and seats.
   *
   * @param game the game
   * @return the object
   */
  public ObjectNode game(Game game) {
    ObjectNode o = NODES.objectNode();
    o.put("spec", game.spec());
    o.put("family", game.family());
    ArrayNode seats = o.putArray("seats");
    for (Seat s : game.seats()) {
      seats.add(s.name());
    }
    return o;
  }

  /**
   * An outcome: the winners, the termination and its rule, the same for every game.
   *
   * @param outcome the outcome
   * @return the object
   */
  public ObjectNode outcome(Outcome outcome) {
    ObjectNode o = NODES.objectNode();
    ArrayNode winners = o.putArray("winners");
    for (Seat s : outcome.winners()) {
      winners.add(s.name());
    }
    o.put("termination", outcome.termination().name());
    o.put("rule", outcome.termination().ruleId());
    return o;
  }

  /**
   * An action: its kind, seat and notation, then its record's components.
   *
   * @param action the action, a record
   * @return the object
   */
  public ObjectNode action(Action action) {
    ObjectNode o = NODES.objectNode();
    o.put(ACTION, Names.kind(action.getClass()));
    o.put("seat", action.seat().name());
    o.put("notation", action.notation());
    components(o, asRecord(action), "seat");
    return o;
  }

  /**
   * An event: its kind, then its record's components.
   *
   * @param event the event, a record
   * @return the object
   */
  public ObjectNode event(Event event) {
    ObjectNode o = NODES.objectNode();
    o.put(EVENT, Names.kind(event.getClass()));
    components(o, asRecord(event), null);
    return o;
  }

  /**
   * A record as an object of its components.
   *
   * @param record the record
   * @return the object
   */
  public ObjectNode record(Record record) {
    ObjectNode o = NODES.objectNode();
    components(o, record, null);
    return o;
  }

  private static Record asRecord(Object value) {
    if (value instanceof Record r) {
      return r;
    }
    throw new IllegalArgumentException("not a record: " + value.getClass().getName());
  }

  private void components(ObjectNode o, Record record, @Nullable String skip) {
    Method[] accessors = ACCESSORS.get(record.getClass());
    String[] names = Names.fields(record.getClass());
    for (int i = 0; i < accessors.length; i++) {
      if (names[i].equals(skip)) {
        continue;
      }
      o.set(names[i], value(get(accessors[i], record)));
    }
  }

  private static Object get(Method accessor, Record record) {
    try {
      return accessor.invoke(record);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + accessor, e);
    }
  }

  /**
   * Any value of a game's records.
   *
   * @param v the value
   * @return the JSON
   */
  public JsonNode value(Object v) {
    if (v == null) {
      return NODES.nullNode();
    }
    if (v instanceof Optional<?> opt) {
      return opt.isPresent() ? value(opt.get()) : NODES.nullNode();
    }
    if (v instanceof OptionalInt opt) {
      return opt.isPresent() ? NODES.numberNode(opt.getAsInt()) : NODES.nullNode();
    }
    if (v instanceof Integer i) {
      return NODES.numberNode(i);
    }
    if (v instanceof Long l) {
      return NODES.numberNode(l);
    }
    if (v instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    if (v instanceof String s) {
      return NODES.stringNode(s);
    }
    if (v instanceof Enum<?> e) {
      return NODES.stringNode(e.name());
    }
    if (v instanceof Square s) {
      return NODES.stringNode(s.toString());
    }
    TextForm<?> leaf = codecs.leaf(v.getClass());
    if (leaf != null) {
      return NODES.stringNode(leaf.write(v));
    }
    if (v instanceof Game g) {
      return game(g);
    }
    if (v instanceof Outcome out) {
      return outcome(out);
    }
    if (v instanceof Action a) {
      return action(a);
    }
    if (v instanceof Event e) {
      return event(e);
    }
    if (v instanceof Collection<?> c) {
      ArrayNode array = NODES.arrayNode();
      for (Object x : c) {
        array.add(value(x));
      }
      return array;
    }
    if (v instanceof Record r) {
      return record(r);
    }
    throw new IllegalArgumentException("no JSON form for " + v.getClass().getName());
  }
}
