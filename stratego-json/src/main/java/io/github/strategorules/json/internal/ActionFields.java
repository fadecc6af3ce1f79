package io.github.strategorules.json.internal;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.json.JsonFormatException;
import io.github.strategorules.json.JsonProblem;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The fields an action sent to the library may carry (docs/json.md, "action"): an action carries
 * nothing it does not say, so a field it cannot be checked against is refused, never ignored.
 */
final class ActionFields {
  private ActionFields() {}

  /** Refuses a field that an action of this kind does not have (docs/json.md, "action"). */
  static void onlyOwn(JsonNode node, Class<?> kind, String path) {
    List<String> own = List.of(Names.fields(kind));
    for (String name : node.propertyNames()) {
      if (!name.equals(Writer.ACTION)
          && !name.equals("notation")
          && !name.equals("seat")
          && !own.contains(name)) {
        throw new JsonFormatException(
            JsonProblem.UNKNOWN_FIELD,
            path + "/" + name.replace("~", "~0").replace("/", "~1"),
            "a "
                + Names.kind(kind)
                + " has no field '"
                + Reader.clip(name)
                + "' (its fields: "
                + String.join(", ", own)
                + ")");
      }
    }
  }

  /**
   * An action sent by its notation alone carries nothing the notation does not say (docs/json.md):
   * without its kind its other fields cannot be read, so they cannot be checked against the
   * notation, and are refused rather than ignored. A {@code seat}, if given, is the notation's.
   */
  static void notationAlone(JsonNode node, String path, Action fromNotation) {
    for (var field : node.properties()) {
      String name = field.getKey();
      if (name.equals("notation") || name.equals(Writer.ACTION)) {
        continue; // the notation, and a null kind
      }
      if (name.equals("seat")
          && (field.getValue().isNull()
              || Reader.enumValue(Seat.class, field.getValue(), path + "/seat")
                  == fromNotation.seat())) {
        continue;
      }
      throw new JsonFormatException(
          JsonProblem.INCONSISTENT,
          path + "/" + name.replace("~", "~0").replace("/", "~1"),
          name.equals("seat")
              ? "the notation is " + fromNotation.seat() + "'s action"
              : "an action sent by its notation has no other fields; with its fields it names its 'action'");
    }
  }
}
