package io.github.strategorules.examples;

import io.github.strategorules.research.ArenaJournal;
import io.github.strategorules.research.MatchResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The {@code --records DIR} option of {@code selfplay} and {@code arena}: every game's record
 * ({@link io.github.strategorules.core.game.GameState#record()}, in its game's own format) written
 * to {@code DIR/game-0001.txt} and on, numbered by game from 1, which {@code replay} reads back;
 * and the arena's journal ({@link ArenaJournal}) to {@code DIR/arena.tsv}.
 */
final class RecordsDir {
  private final Path dir;
  private final int digits;

  /**
   * A folder for the records of some games, created if missing.
   *
   * @param dir the folder
   * @param games how many games (for the width of the numbers)
   */
  RecordsDir(Path dir, int games) {
    this.dir = dir;
    this.digits = Math.max(4, Integer.toString(games).length());
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create " + dir + ": " + e.getMessage(), e);
    }
  }

  /**
   * The arena's journal in this folder ({@code arena.tsv}): a new one, or the one there to go on
   * with.
   *
   * @param header the benchmark
   * @param resume whether to go on with the journal there (which must exist and be of this
   *     benchmark) rather than start a new one
   * @return the journal, open for writing
   * @throws IllegalArgumentException when there is no journal to resume, or one of another
   *     benchmark
   */
  ArenaJournal journal(ArenaJournal.Header header, boolean resume) {
    Path file = dir.resolve("arena.tsv");
    if (!resume) {
      return ArenaJournal.create(file, header);
    }
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("no journal to resume: " + file + " does not exist");
    }
    return ArenaJournal.resume(file, header);
  }

  /**
   * Writes a game's record.
   *
   * @param index the game's number, from 0
   * @param result the game
   */
  void write(int index, MatchResult result) {
    Path file = dir.resolve(String.format("game-%0" + digits + "d.txt", index + 1));
    try {
      Files.writeString(file, result.finalState().record(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }
}
