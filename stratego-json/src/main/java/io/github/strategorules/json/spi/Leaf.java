package io.github.strategorules.json.spi;

import java.util.Objects;
import java.util.function.Function;

/**
 * A value type that a game writes as one JSON string, such as Lost Island's explorer tag
 * ({@code "RED-A"}) or tile ({@code "bomb3-plus"}): its text form and the reader of that text.
 *
 * @param type the value type
 * @param writer the text of a value
 * @param reader the value of a text; throws an unchecked exception for a text that is not one
 * @param <T> the value type
 */
public record Leaf<T>(Class<T> type, Function<? super T, String> writer, Function<String, ? extends T> reader) {
  /**
   * Checks presence.
   *
   * @param type the type
   * @param writer the writer
   * @param reader the reader
   */
  public Leaf {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(writer, "writer");
    Objects.requireNonNull(reader, "reader");
  }

  /**
   * The text of a value of this leaf's type.
   *
   * @param value the value
   * @return the text
   */
  public String write(Object value) {
    return writer.apply(type.cast(value));
  }
}
