package io.github.strategorules.json.internal;

import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.json.JsonFormatException;
import io.github.strategorules.json.JsonProblem;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonPointer;
import tools.jackson.core.SerializableString;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.io.CharacterEscapes;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reading JSON text into a bounded tree, for {@code StrategoJson.parse}: the limits of a reading
 * policy, the refusal of a field named twice, and every failure as a {@link JsonFormatException}
 * with its {@link JsonProblem}; the same mapper writes {@code StrategoJson.toText}, on one line
 * whatever its strings hold.
 */
public final class TextReader {
  /** The deepest nesting read: the formats nest a few levels. */
  private static final int MAX_NESTING = 64;

  /** The longest number read, in characters: every number of the formats fits a long. */
  private static final int MAX_NUMBER_DIGITS = 64;

  /** How Jackson's strict duplicate detection starts its message, before the field's name. */
  private static final String DUPLICATE = "Duplicate Object property \"";

  private TextReader() {}

  /**
   * A mapper whose reads are bounded by a reading policy (nesting, string and number lengths, the
   * count of tokens) and that refuses a field named twice.
   *
   * @param limits the reading policy
   * @param maxTokens the most tokens a document may hold
   * @return the mapper
   */
  public static JsonMapper mapper(ReadLimits limits, int maxTokens) {
    // The formats nest a few levels deep; a hostile document nesting deeper is refused early. The
    // longest string is a record's text, one document of the policy. A field named twice would be
    // read as its last value ("seat" included), so two readers could disagree: refused.
    JsonFactory factory =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder()
                    .maxNestingDepth(MAX_NESTING)
                    .maxStringLength(limits.maxDocumentLength())
                    .maxNameLength(limits.maxValueLength())
                    .maxTokenCount(maxTokens)
                    .maxNumberLength(MAX_NUMBER_DIGITS)
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .characterEscapes(OneLine.INSTANCE)
            .build();
    return JsonMapper.builder(factory).build();
  }

  /**
   * The escapes of the text written: besides the control characters JSON escapes, DEL, NEL and the
   * Unicode line and paragraph separators as backslash-u escapes, so that no string from the input
   * (a player's name, a message) breaks a line for a reader that splits lines on them: a document
   * is always one line.
   */
  private static final class OneLine extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    static final OneLine INSTANCE = new OneLine();
    private final int[] ascii;

    private OneLine() {
      ascii = standardAsciiEscapesForJSON();
      ascii[0x7f] = ESCAPE_STANDARD;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii.clone();
    }

    @Override
    public @Nullable SerializableString getEscapeSequence(int ch) {
      return ch == 0x85 || ch == 0x2028 || ch == 0x2029
          ? new SerializedString(String.format("\\u%04x", ch))
          : null;
    }
  }

  /**
   * Reads text into a tree with a bounded mapper, every refusal a {@link JsonFormatException}.
   *
   * @param text the text
   * @param mapper a mapper of {@link #mapper}
   * @param limits the reading policy the mapper was made for
   * @return the tree
   */
  public static JsonNode parse(String text, JsonMapper mapper, ReadLimits limits) {
    Objects.requireNonNull(text, "text");
    long max = 2L * limits.maxDocumentLength();
    if (text.length() > max) {
      throw new JsonFormatException(
          JsonProblem.TOO_LARGE,
          "",
          "a JSON document of " + text.length() + " characters; the limit is " + max);
    }
    try {
      JsonNode node = mapper.readTree(text);
      if (node == null || node.isMissingNode()) {
        throw new JsonFormatException(JsonProblem.MALFORMED, "", "no JSON value in the text");
      }
      return node;
    } catch (StreamConstraintsException e) {
      String message = String.valueOf(e.getOriginalMessage());
      boolean depth = message.contains("getMaxNestingDepth");
      throw new JsonFormatException(
          depth ? JsonProblem.MALFORMED : JsonProblem.TOO_LARGE, "", bound(message, limits));
    } catch (JacksonException e) {
      String message = String.valueOf(e.getOriginalMessage());
      if (message.startsWith(DUPLICATE)) {
        // Jackson names the field in quotes; it is the reader's own text, so it may be quoted back
        String name = message.substring(DUPLICATE.length()).replaceFirst("\"$", "");
        throw new JsonFormatException(
            JsonProblem.DUPLICATE_FIELD,
            objectAt(e),
            "the field '" + name + "' appears twice in one object");
      }
      throw new JsonFormatException(JsonProblem.MALFORMED, "", message);
    }
  }

  /**
   * The JSON pointer of the object in which the parser stopped at a field named twice: the parser's
   * context is that object, with the field's name as its current one, which the pointer drops.
   */
  private static String objectAt(JacksonException e) {
    if (e.processor() instanceof JsonParser p && p.streamReadContext() != null) {
      JsonPointer at = p.streamReadContext().pathAsPointer();
      JsonPointer object = at.head();
      return object == null ? "" : object.toString();
    }
    return "";
  }

  /**
   * A bound of the reading policy that the text went past, in the library's words: Jackson's
   * message names its own internals ({@code StreamReadConstraints.getMaxTokenCount()}), which a
   * client of the library cannot set or look up.
   */
  private static String bound(String jackson, ReadLimits limits) {
    if (jackson.contains("getMaxTokenCount")) {
      return "a document of more than "
          + io.github.strategorules.json.StrategoJson.MAX_TOKENS
          + " JSON tokens (StrategoJson.MAX_TOKENS: each value, field name and bracket counts one)";
    }
    if (jackson.contains("getMaxNestingDepth")) {
      return "a document nested deeper than " + MAX_NESTING + " levels";
    }
    if (jackson.contains("getMaxNumberLength")) {
      return "a number of more than " + MAX_NUMBER_DIGITS + " digits";
    }
    if (jackson.contains("getMaxNameLength")) {
      return "a field name of more than "
          + limits.maxValueLength()
          + " characters (ReadLimits.maxValueLength)";
    }
    if (jackson.contains("getMaxStringLength")) {
      return "a string of more than "
          + limits.maxDocumentLength()
          + " characters (ReadLimits.maxDocumentLength)";
    }
    return "a document past the reader's bounds";
  }
}
