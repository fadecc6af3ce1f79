package io.github.strategorules.core.game;

import java.util.Objects;
import java.util.function.Function;

/**
 * A value type of a game that is written as one string wherever its values appear, such as Lost
 * Island's explorer tag ({@code RED-A}) or tile ({@code bomb3-plus}): its text and the reader of
 * that text. Part of a game's {@link GameTypes}, for codecs (JSON and others) that need no
 * knowledge of the game.
 *
 * @param type the value type
 * @param writer the text of a value
 * @param reader the value of a text; throws an unchecked exception for a text that is not one
 * @param <T> the value type
 */
public record TextForm<T>(
    Class<T> type, Function<? super T, String> writer, Function<String, ? extends T> reader) {
  /**
   * Checks presence.
   *
   * @param type the type
   * @param writer the writer
   * @param reader the reader
   */
  public TextForm {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(writer, "writer");
    Objects.requireNonNull(reader, "reader");
  }

  /**
   * The text of a value of this form's type.
   *
   * @param value the value
   * @return the text
   * @throws ClassCastException for a value of another type
   */
  public String write(Object value) {
    return writer.apply(type.cast(value));
  }
}
