package io.github.strategorules.examples;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.research.GameHistory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A position from {@code FILE [--plies K]} (a record of any game, or a Gravon .xml file; the
 * history included, so that the repetition rules apply) or {@code --position TEXT|FILE} (the
 * classic family's one-line position notation, or a file holding it, such as {@code
 * samples/classic-position.txt}). A position file given as FILE is refused with a message that
 * points to {@code --position}.
 */
final class PositionInput {
  @Parameters(
      arity = "0..1",
      paramLabel = "FILE",
      description = "A game record of any game, or a Gravon .xml file.")
  Path file;

  @Option(
      names = "--plies",
      paramLabel = "K",
      description =
          "Use the position K actions into play, after the setup (default: the end of the game).")
  Integer plies;

  @Option(
      names = "--position",
      paramLabel = "TEXT|FILE",
      description =
          "A classic position in the one-line notation, or a file holding one (samples/classic-position.txt).")
  String position;

  /**
   * The position, with the game's history up to it.
   *
   * @param rules the game options
   * @return the state
   */
  GameState state(RulesOptions rules) {
    if ((file == null) == (position == null)) {
      throw new IllegalArgumentException("give either FILE or --position TEXT");
    }
    if (position != null) {
      if (plies != null) {
        throw new IllegalArgumentException("--plies goes with FILE, not with --position");
      }
      return PositionNotation.parse(positionText(position));
    }
    RecordReplay<GameState, RecordReplay.Refused> r;
    try {
      r = GameSource.one(file, rules).replay();
    } catch (IllegalArgumentException e) {
      if (holdsAPosition(file)) {
        throw new IllegalArgumentException(
            file + " holds a position, not a game record: give it as --position " + file, e);
      }
      throw e;
    }
    if (!r.isLegal()) {
      var i = r.firstIllegal().get();
      throw new IllegalArgumentException(
          file
              + ": illegal action "
              + i.index()
              + ": "
              + i.action()
              + " ("
              + i.reason().description()
              + ")");
    }
    if (plies == null) {
      return r.finalState();
    }
    GameHistory h = GameHistory.of(r.finalState());
    int setup = h.setupActions();
    int k = plies;
    if (k < 0 || setup + k > h.size()) {
      throw new IllegalArgumentException(
          "--plies must be 0 to " + (h.size() - setup) + " for " + file);
    }
    return h.stateAfter(setup + k);
  }

  /** The option's text, or the first line of the file it names. */
  private static String positionText(String option) {
    Path path;
    try {
      path = Path.of(option);
    } catch (InvalidPathException e) {
      return option;
    }
    if (!Files.isRegularFile(path)) {
      return option;
    }
    try (InputStream in = Files.newInputStream(path)) {
      return GameSource.text(in).strip().lines().findFirst().orElse("");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + path + ": " + e.getMessage(), e);
    }
  }

  /** Whether a file that is not a game holds a classic position in the one-line notation. */
  private static boolean holdsAPosition(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      PositionNotation.parse(GameSource.text(in).strip());
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }
}
