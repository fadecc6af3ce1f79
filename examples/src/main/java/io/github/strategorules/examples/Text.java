package io.github.strategorules.examples;

/** Text from the input made safe for one line of human output. */
final class Text {
  private Text() {}

  /**
   * The text on one line: line breaks, other control characters and the Unicode line and paragraph
   * separators are written as {@code \n}, {@code \r}, {@code \t} or {@code \}{@code uXXXX} escapes,
   * so that a name or message from a file can never start an output line of its own.
   *
   * @param s the text
   * @return the escaped text
   */
  static String oneLine(String s) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean control = c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029;
      if (control && sb == null) {
        sb = new StringBuilder(s.length() + 8).append(s, 0, i);
      }
      if (sb == null) {
        continue;
      }
      if (!control) {
        sb.append(c);
      } else if (c == '\n') {
        sb.append("\\n");
      } else if (c == '\r') {
        sb.append("\\r");
      } else if (c == '\t') {
        sb.append("\\t");
      } else {
        sb.append(String.format("\\u%04x", (int) c));
      }
    }
    return sb == null ? s : sb.toString();
  }

  /**
   * A number with a fixed count of decimals, rounded half up, that never reads as a negative zero:
   * a value that rounds to zero is written without a sign ({@code -0.004} with 1 decimal is {@code
   * 0.0}, not {@code -0.0}).
   *
   * @param value the number
   * @param decimals how many digits after the point
   * @return the text
   */
  static String decimal(double value, int decimals) {
    if (!Double.isFinite(value)) {
      return Double.isNaN(value) ? "n/a" : value > 0 ? "inf" : "-inf";
    }
    java.math.BigDecimal d =
        java.math.BigDecimal.valueOf(value).setScale(decimals, java.math.RoundingMode.HALF_UP);
    if (d.signum() == 0) {
      d = d.abs();
    }
    return d.toPlainString();
  }

  /**
   * An event on one line, for any game: its kind, then each of its parts as {@code name=value}
   * ({@code ?} for a part the viewer does not know), such as {@code Battle attacker=RED from=a4
   * to=a5 attackerType=MARSHAL defenderType=? result=ATTACKER_WINS}. Events are records in every
   * game of the library; another event is written by its {@code toString()}. Events given to a seat
   * are already redacted for it, so this shows nothing more than the seat may know.
   *
   * @param e the event
   * @return the text
   */
  static String event(io.github.strategorules.core.game.Event e) {
    if (!e.getClass().isRecord()) {
      return oneLine(e.toString());
    }
    StringBuilder sb = new StringBuilder(e.getClass().getSimpleName());
    for (java.lang.reflect.RecordComponent c : e.getClass().getRecordComponents()) {
      Object v;
      try {
        v = c.getAccessor().invoke(e);
      } catch (ReflectiveOperationException ex) {
        throw new IllegalStateException(ex);
      }
      sb.append(' ').append(c.getName()).append('=').append(value(v));
    }
    return oneLine(sb.toString());
  }

  private static String value(Object v) {
    if (v instanceof java.util.Optional<?> o) {
      return o.map(Text::value).orElse("?");
    }
    if (v instanceof java.util.OptionalInt o) {
      return o.isPresent() ? Integer.toString(o.getAsInt()) : "?";
    }
    return String.valueOf(v);
  }
}
