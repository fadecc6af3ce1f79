package io.github.strategorules.examples;

import io.github.strategorules.core.NotationException;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandReplay;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code stratego replay} for Lost Island records ({@code lost-island-record 1}, see
 * {@code docs/notation.md}): detected by the header line, replayed from their own layout, the first
 * illegal action reported with its index and reason.
 */
final class LostIslandRecords {
  private LostIslandRecords() {}

  /**
   * The Lost Island record in a file, if the file is one (its first line that is neither blank nor
   * a comment starts with {@code lost-island-record}); other files give empty.
   *
   * @param file the file
   * @return the parsed record, or empty for another kind of file
   * @throws IllegalArgumentException for a malformed record, naming the file, line and column
   */
  static Optional<IslandRecord> read(Path file) {
    if (file.getFileName().toString().endsWith(".zip") || file.getFileName().toString().endsWith(".xml")) {
      return Optional.empty();
    }
    String text;
    try (var in = Files.newInputStream(file)) {
      text = GameSource.text(in);
    } catch (NotationException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("no such file: " + file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
    if (!IslandRecord.isRecord(text)) {
      return Optional.empty();
    }
    try {
      return Optional.of(IslandRecord.parse(text));
    } catch (NotationException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /**
   * One line about a replayed record: text or JSON.
   *
   * @param name the file name
   * @param record the record
   * @param r its replay
   * @param json whether to write JSON
   * @return the line
   */
  static String describe(String name, IslandRecord record, IslandReplay r, boolean json) {
    String end = r.finalState().outcome().map(Object::toString).orElse("not ended by the rules");
    if (json) {
      String illegal = r.firstIllegal().map(i -> "{\"action\": " + i.index() + ", \"text\": "
          + Json.str(i.action().toString()) + ", \"reason\": " + Json.str(i.reason().name()) + "}").orElse("null");
      return "{\"game\": " + Json.str(name) + ", \"type\": \"lost-island\", \"config\": "
          + Json.str(record.config().spec()) + ", \"actions\": " + record.actions().size() + ", \"illegal\": "
          + illegal + ", \"outcome\": " + Json.str(r.finalState().outcome().map(Object::toString).orElse(null)) + "}";
    }
    String status = r.firstIllegal().map(i -> "ILLEGAL at action " + i.index() + ": " + i.action() + " ("
        + i.reason().description() + ", " + i.reason().ruleId() + ")").orElse("legal");
    return name + " [lost-island]: " + record.actions().size() + " actions, " + status + "; " + end;
  }
}
