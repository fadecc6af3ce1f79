package io.github.strategorules.json.internal;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameTypes;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.TextForm;
import io.github.strategorules.json.JsonFormatException;
import io.github.strategorules.json.JsonProblem;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads what {@link Writer} writes, for one game: every value is checked against the type the
 * record declares, and a document that is not such a value gives a {@link JsonFormatException} with
 * its path. Reading consults no state, so nothing hidden can reach an error message.
 */
public final class Reader {
  private static final ClassValue<Constructor<?>> CONSTRUCTORS =
      new ClassValue<>() {
        @Override
        protected Constructor<?> computeValue(Class<?> type) {
          RecordComponent[] components = type.getRecordComponents();
          Class<?>[] types = new Class<?>[components.length];
          for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
          }
          try {
            return type.getDeclaredConstructor(types);
          } catch (NoSuchMethodException e) {
            throw new IllegalStateException("no canonical constructor in " + type, e);
          }
        }
      };

  private final Codecs codecs;
  private final Game game;
  private final GameTypes codec;

  /**
   * A reader of one game's values.
   *
   * @param codecs the codecs (for the leaves)
   * @param game the game the values belong to
   * @param codec the game's codec
   */
  public Reader(Codecs codecs, Game game, GameTypes codec) {
    this.codecs = codecs;
    this.game = game;
    this.codec = codec;
  }

  /**
   * Reads a game written by {@link Writer#game}: by its spec, checked against its family and seats.
   *
   * @param node the JSON
   * @param path its path
   * @return the game
   */
  public static Game game(JsonNode node, String path) {
    String spec = text(field(node, "spec", path), path + "/spec");
    Game g;
    try {
      g = Games.parse(spec);
    } catch (NotationException e) {
      throw new JsonFormatException(JsonProblem.UNKNOWN_GAME, path + "/spec", e.getMessage());
    }
    JsonNode family = node.get("family");
    if (family != null && !family.isNull() && !g.family().equals(text(family, path + "/family"))) {
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT, path + "/family", "the spec is of the family " + g.family());
    }
    JsonNode seats = node.get("seats");
    if (seats != null && !seats.isNull()) {
      List<String> names = new ArrayList<>();
      g.seats().forEach(s -> names.add(s.name()));
      List<String> written = new ArrayList<>();
      array(seats, path + "/seats").forEach(s -> written.add(s.isString() ? s.stringValue() : "?"));
      if (!names.equals(written)) {
        throw new JsonFormatException(
            JsonProblem.INCONSISTENT, path + "/seats", "the spec's seats are " + names);
      }
    }
    return g;
  }

  /**
   * Reads an outcome of this game.
   *
   * @param node the JSON
   * @param path its path
   * @return the outcome
   */
  public Outcome outcome(JsonNode node, String path) {
    List<Seat> winners = new ArrayList<>();
    List<JsonNode> list = array(field(node, "winners", path), path + "/winners");
    for (int i = 0; i < list.size(); i++) {
      winners.add(enumValue(Seat.class, list.get(i), path + "/winners/" + i));
    }
    String termination = text(field(node, "termination", path), path + "/termination");
    try {
      codec.outcome(List.of(), termination);
    } catch (IllegalArgumentException e) {
      throw new JsonFormatException(
          JsonProblem.BAD_VALUE,
          path + "/termination",
          "not a termination of " + codec.family() + ": '" + clip(termination) + "'");
    }
    Outcome out;
    try {
      out = codec.outcome(winners, termination);
    } catch (IllegalArgumentException e) {
      // An IllegalArgumentException need not have a message: the detail must not read "null".
      throw new JsonFormatException(
          JsonProblem.BAD_VALUE,
          path + "/winners",
          Objects.requireNonNullElse(e.getMessage(), "not winners of " + codec.family()));
    }
    JsonNode rule = node.get("rule");
    if (rule != null
        && !rule.isNull()
        && !out.termination().ruleId().equals(text(rule, path + "/rule"))) {
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT,
          path + "/rule",
          "the termination " + termination + " is rule " + out.termination().ruleId());
    }
    return out;
  }

  /**
   * Reads an action of this game: from its fields when it names its kind, else from its notation;
   * when it has both, they must give the same action.
   *
   * @param node the JSON
   * @param path its path
   * @return the action
   */
  public Action action(JsonNode node, String path) {
    return action(node, path, null);
  }

  /**
   * Reads an action sent in a seat's name: its notation as a JSON string, an object with its
   * notation alone, or an object with its fields, where its {@code seat} may be left out: it is
   * then the sender's. A seat that is present is kept, so an action in another seat's name reaches
   * the state, which refuses it before looking at it.
   *
   * @param node the JSON
   * @param path its path
   * @param sender the seat the action is sent in the name of, or null when unknown
   * @return the action
   */
  public Action action(JsonNode node, String path, @Nullable Seat sender) {
    return action(node, path, sender, false);
  }

  /**
   * Reads an action as {@link #action(JsonNode, String, Seat)} does; {@code strict} for an action
   * sent to the library (a client's, an engine's): it carries nothing it does not say, so a field
   * its kind does not have is refused ({@link JsonProblem#UNKNOWN_FIELD}), and so is a null kind,
   * notation or seat ({@link JsonProblem#WRONG_TYPE}); {@code null} stands for an absent value only
   * in a field the kind declares optional. An action inside a document the library wrote is read
   * leniently, as the rest of the document: a newer writer may add an optional field.
   *
   * @param node the JSON
   * @param path its path
   * @param sender the seat the action is sent in the name of, or null when unknown
   * @param strict whether the action was sent to the library
   * @return the action
   */
  public Action action(JsonNode node, String path, @Nullable Seat sender, boolean strict) {
    if (strict && node.isObject()) {
      for (String own : List.of(Writer.ACTION, "notation", "seat")) {
        JsonNode v = node.get(own);
        if (v != null && v.isNull()) {
          throw new JsonFormatException(
              JsonProblem.WRONG_TYPE,
              path + "/" + own,
              "an action's '" + own + "' is a string, or is left out");
        }
      }
    }
    if (node.isString()) {
      try {
        return game.parseAction(node.stringValue());
      } catch (NotationException e) {
        throw new JsonFormatException(JsonProblem.BAD_VALUE, path, e.getMessage());
      }
    }
    object(node, path);
    JsonNode kind = node.get(Writer.ACTION);
    JsonNode notation = node.get("notation");
    Action fromNotation = null;
    if (notation != null && !notation.isNull()) {
      try {
        fromNotation = game.parseAction(text(notation, path + "/notation"));
      } catch (NotationException e) {
        throw new JsonFormatException(JsonProblem.BAD_VALUE, path + "/notation", e.getMessage());
      }
    }
    if (kind == null || kind.isNull()) {
      if (fromNotation == null) {
        throw new JsonFormatException(
            JsonProblem.MISSING_FIELD, path, "an action has an 'action' or a 'notation'");
      }
      ActionFields.notationAlone(node, path, fromNotation);
      return fromNotation;
    }
    Map<String, Class<?>> kinds = codecs.kinds(codec.actionType());
    Class<?> type = kinds == null || !kind.isString() ? null : kinds.get(kind.stringValue());
    if (strict && type != null) {
      ActionFields.onlyOwn(node, type, path); // before the fields are read: a misspelt one is named
    }
    JsonNode seat = node.get("seat");
    Action a =
        (Action) sealed(codec.actionType(), Writer.ACTION, withOwner(node, seat, sender), path);
    if (seat != null && !seat.isNull() && enumValue(Seat.class, seat, path + "/seat") != a.seat()) {
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT, path + "/seat", "the action is " + a.seat() + "'s");
    }
    if (fromNotation != null && !fromNotation.equals(a)) {
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT,
          path + "/notation",
          "the notation and the fields give different actions");
    }
    return a;
  }

  /**
   * Reads a value of a declared type.
   *
   * @param type the declared type
   * @param node the JSON, or null when the field is absent
   * @param path its path
   * @return the value
   */
  public Object value(Type type, @Nullable JsonNode node, String path) {
    if (type instanceof ParameterizedType p) {
      Class<?> raw = (Class<?>) p.getRawType();
      Type arg = p.getActualTypeArguments()[0];
      if (raw == Optional.class) {
        return node == null || node.isNull()
            ? Optional.empty()
            : Optional.of(value(arg, node, path));
      }
      if (raw == List.class) {
        List<JsonNode> items = array(present(node, path), path);
        List<Object> list = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
          list.add(value(arg, items.get(i), path + "/" + i));
        }
        return List.copyOf(list);
      }
      type = raw;
    }
    if (!(type instanceof Class<?> c)) {
      throw new IllegalStateException("unsupported type " + type);
    }
    if (c == OptionalInt.class) {
      return node == null || node.isNull()
          ? OptionalInt.empty()
          : OptionalInt.of(intValue(node, path));
    }
    node = present(node, path); // from here on the value is there
    if (c == int.class || c == Integer.class) {
      return intValue(node, path);
    }
    if (c == long.class || c == Long.class) {
      if (!node.isIntegralNumber() || !node.canConvertToLong()) {
        throw new JsonFormatException(JsonProblem.WRONG_TYPE, path, "expected an integer");
      }
      return node.longValue();
    }
    if (c == boolean.class || c == Boolean.class) {
      if (!node.isBoolean()) {
        throw new JsonFormatException(JsonProblem.WRONG_TYPE, path, "expected true or false");
      }
      return node.booleanValue();
    }
    if (c == String.class) {
      return text(node, path);
    }
    if (c.isEnum()) {
      return enumConstant(c, node, path);
    }
    if (c == Square.class) {
      Square s = Square.tryParse(text(node, path));
      if (s == null) {
        throw new JsonFormatException(JsonProblem.BAD_VALUE, path, "expected a square such as a4");
      }
      return s;
    }
    TextForm<?> leaf = codecs.leaf(c);
    if (leaf != null) {
      try {
        return leaf.reader().apply(text(node, path));
      } catch (RuntimeException e) {
        throw new JsonFormatException(JsonProblem.BAD_VALUE, path, "not a " + c.getSimpleName());
      }
    }
    if (Game.class.isAssignableFrom(c)) {
      Game g = game(object(node, path), path);
      if (!c.isInstance(g)) {
        throw new JsonFormatException(JsonProblem.INCONSISTENT, path, "not a game of this family");
      }
      return g;
    }
    if (Outcome.class.isAssignableFrom(c)) {
      Outcome out = outcome(object(node, path), path);
      if (!c.isInstance(out)) {
        throw new JsonFormatException(
            JsonProblem.INCONSISTENT, path, "not an outcome of this game");
      }
      return out;
    }
    if (Action.class.isAssignableFrom(c)) {
      Action a = action(node, path);
      if (!c.isInstance(a)) {
        throw new JsonFormatException(
            JsonProblem.UNKNOWN_KIND, path, "expected an action of the kind " + Names.kind(c));
      }
      return a;
    }
    if (codecs.kinds(c) != null) {
      return sealed(c, Writer.EVENT, node, path);
    }
    if (c.isRecord()) {
      return record(c, node, path);
    }
    throw new IllegalStateException("no JSON form for " + c.getName());
  }

  /**
   * The action's fields with its owner filled in when absent. The owner is the record's first
   * component when it is a {@code Seat}, as every action of every game declares it.
   */
  private JsonNode withOwner(JsonNode node, @Nullable JsonNode seat, @Nullable Seat sender) {
    String owner =
        seat != null && seat.isString()
            ? seat.stringValue()
            : sender == null ? null : sender.name();
    JsonNode kind = node.get(Writer.ACTION);
    Map<String, Class<?>> kinds = codecs.kinds(codec.actionType());
    Class<?> type =
        owner == null || kind == null || !kind.isString() || kinds == null
            ? null
            : kinds.get(kind.stringValue());
    if (type == null || !type.isRecord() || type.getRecordComponents().length == 0) {
      return node;
    }
    Class<?> first = type.getRecordComponents()[0].getType();
    String name = Names.fields(type)[0];
    JsonNode present = node.get(name);
    if ((first != Seat.class && !first.isEnum()) || (present != null && !present.isNull())) {
      return node;
    }
    ObjectNode copy = ((ObjectNode) node).deepCopy();
    copy.put(name, owner);
    return copy;
  }

  private Object sealed(Class<?> root, String kindField, JsonNode node, String path) {
    object(node, path);
    Map<String, Class<?>> kinds = codecs.kinds(root);
    String kind = text(field(node, kindField, path), path + "/" + kindField);
    Class<?> type = kinds == null ? null : kinds.get(kind);
    if (type == null) {
      throw new JsonFormatException(
          JsonProblem.UNKNOWN_KIND,
          path + "/" + kindField,
          "the game " + codec.family() + " has no " + kindField + " '" + clip(kind) + "'");
    }
    return record(type, node, path);
  }

  /**
   * Reads a record of a type, component by component.
   *
   * @param type the record type
   * @param node the JSON
   * @param path its path
   * @return the record
   */
  public Object record(Class<?> type, JsonNode node, String path) {
    object(node, path);
    RecordComponent[] components = type.getRecordComponents();
    String[] names = Names.fields(type);
    Object[] args = new Object[components.length];
    boolean classic = isClassic(type);
    for (int i = 0; i < components.length; i++) {
      args[i] = value(components[i].getGenericType(), node.get(names[i]), path + "/" + names[i]);
      if (classic) {
        requireClassicSeats(args[i], path + "/" + names[i]);
      }
    }
    try {
      return CONSTRUCTORS.get(type).newInstance(args);
    } catch (InvocationTargetException e) {
      // the record's own validation (a tile's value, a tag's letter): the input's fault
      Throwable cause = e.getCause();
      throw new JsonFormatException(
          JsonProblem.BAD_VALUE,
          path,
          cause == null || cause.getMessage() == null
              ? "not a valid " + type.getSimpleName()
              : cause.getMessage());
    } catch (InstantiationException | IllegalAccessException e) {
      throw new IllegalStateException("cannot build " + type, e);
    }
  }

  /**
   * The classic family's packages, named one by one: a game-neutral record elsewhere in core (the
   * contract's, the referee's) may hold any seat.
   */
  private static final Set<String> CLASSIC_PACKAGES =
      Set.of(
          "io.github.strategorules.core",
          "io.github.strategorules.core.board",
          "io.github.strategorules.core.action",
          "io.github.strategorules.core.event",
          "io.github.strategorules.core.view",
          "io.github.strategorules.core.notation");

  /** The classic family's records (C-1.2: two seats), whose seats are RED or BLUE only. */
  private static boolean isClassic(Class<?> type) {
    return CLASSIC_PACKAGES.contains(type.getPackageName())
        || type.getName().startsWith("io.github.strategorules.json.ClassicViewValue");
  }

  /** Refuses GREEN and YELLOW in a classic record, at the field that holds them. */
  private static void requireClassicSeats(@Nullable Object value, String path) {
    if (value instanceof Seat s && s != Seat.RED && s != Seat.BLUE) {
      throw new JsonFormatException(
          JsonProblem.BAD_VALUE, path, "classic Stratego has the seats RED and BLUE, not " + s);
    } else if (value instanceof Optional<?> o) {
      o.ifPresent(x -> requireClassicSeats(x, path));
    } else if (value instanceof List<?> l) {
      for (int i = 0; i < l.size(); i++) {
        requireClassicSeats(l.get(i), path + "/" + i);
      }
    }
  }

  private static JsonNode present(@Nullable JsonNode node, String path) {
    if (node == null || node.isNull()) {
      throw new JsonFormatException(JsonProblem.MISSING_FIELD, path, "a value is required");
    }
    return node;
  }

  /**
   * A field of an object that must be present and not null.
   *
   * @param node the object
   * @param name the field
   * @param path the object's path
   * @return the field's value
   */
  public static JsonNode field(JsonNode node, String name, String path) {
    object(node, path);
    return present(node.get(name), path + "/" + name);
  }

  /**
   * Checks a node is an object.
   *
   * @param node the node
   * @param path its path
   * @return the node
   */
  public static JsonNode object(JsonNode node, String path) {
    if (!present(node, path).isObject()) {
      throw new JsonFormatException(JsonProblem.WRONG_TYPE, path, "expected an object");
    }
    return node;
  }

  /**
   * The elements of an array node.
   *
   * @param node the node
   * @param path its path
   * @return the elements
   */
  public static List<JsonNode> array(JsonNode node, String path) {
    if (!present(node, path).isArray()) {
      throw new JsonFormatException(JsonProblem.WRONG_TYPE, path, "expected an array");
    }
    List<JsonNode> list = new ArrayList<>(node.size());
    node.forEach(list::add);
    return list;
  }

  /**
   * The text of a string node.
   *
   * @param node the node
   * @param path its path
   * @return the text
   */
  public static String text(JsonNode node, String path) {
    if (!present(node, path).isString()) {
      throw new JsonFormatException(JsonProblem.WRONG_TYPE, path, "expected a string");
    }
    return node.stringValue();
  }

  /**
   * The value of an integer node in the range of an int.
   *
   * @param node the node
   * @param path its path
   * @return the value
   */
  public static int intValue(JsonNode node, String path) {
    if (!present(node, path).isIntegralNumber() || !node.canConvertToInt()) {
      throw new JsonFormatException(JsonProblem.WRONG_TYPE, path, "expected an integer");
    }
    return node.intValue();
  }

  /**
   * An enum constant by name.
   *
   * @param type the enum
   * @param node the node
   * @param path its path
   * @param <E> the enum
   * @return the constant
   */
  public static <E extends Enum<E>> E enumValue(Class<E> type, JsonNode node, String path) {
    String name = text(node, path);
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(name)) {
        return e;
      }
    }
    throw new JsonFormatException(
        JsonProblem.BAD_VALUE, path, "not a " + type.getSimpleName() + ": '" + clip(name) + "'");
  }

  private static Object enumConstant(Class<?> type, JsonNode node, String path) {
    String name = text(node, path);
    for (Object e : type.getEnumConstants()) {
      if (((Enum<?>) e).name().equals(name)) {
        return e;
      }
    }
    throw new JsonFormatException(
        JsonProblem.BAD_VALUE, path, "not a " + type.getSimpleName() + ": '" + clip(name) + "'");
  }

  /** At most 40 characters of an input, so that an error message stays short. */
  static String clip(String s) {
    return s.length() <= 40 ? s : s.substring(0, 37) + "...";
  }
}
