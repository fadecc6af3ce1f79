package io.github.strategorules.engine.protocol;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** Reads the fields of a request, refusing a missing or mistyped one as {@code BAD_REQUEST}. */
final class Fields {
  private Fields() {}

  static JsonNode required(JsonNode request, String name) {
    JsonNode v = request.get(name);
    if (v == null || v.isNull()) {
      throw new Refusal(
          ProtocolError.BAD_REQUEST, "/" + name, "the field '" + name + "' is required");
    }
    return v;
  }

  static String text(JsonNode request, String name) {
    JsonNode v = required(request, name);
    if (!v.isString()) {
      throw new Refusal(
          ProtocolError.BAD_REQUEST, "/" + name, "the field '" + name + "' is a string");
    }
    return v.stringValue();
  }

  static long longValue(JsonNode request, String name, long absent) {
    JsonNode v = request.get(name);
    if (v == null || v.isNull()) {
      return absent;
    }
    if (!v.isIntegralNumber() || !v.canConvertToLong()) {
      throw new Refusal(
          ProtocolError.BAD_REQUEST,
          "/" + name,
          "the field '" + name + "' is an integer in 64 bits");
    }
    return v.longValue();
  }

  /**
   * A seat of the game, or empty for a spectator when {@code optional} and the field is absent or
   * null.
   */
  static boolean flag(JsonNode request, String name) {
    JsonNode v = request.get(name);
    if (v == null || v.isNull()) {
      return false;
    }
    if (!v.isBoolean()) {
      throw new Refusal(
          ProtocolError.BAD_REQUEST, "/" + name, "the field '" + name + "' is true or false");
    }
    return v.booleanValue();
  }

  static Optional<Seat> seat(JsonNode request, Game game, boolean optional) {
    JsonNode v = request.get("seat");
    if (optional && (v == null || v.isNull())) {
      return Optional.empty();
    }
    String name = text(request, "seat");
    for (Seat s : game.seats()) {
      if (s.name().equals(name)) {
        return Optional.of(s);
      }
    }
    throw new Refusal(ProtocolError.BAD_SEAT, "/seat", "the game's seats are " + game.seats());
  }

  /** Short and on one line: for messages that quote a request. */
  static String clip(String s) {
    int n = Math.min(s.length(), 40);
    StringBuilder sb = new StringBuilder(n + 3);
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      sb.append(c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029 ? '?' : c);
    }
    return n < s.length() ? sb.append("...").toString() : sb.toString();
  }
}
