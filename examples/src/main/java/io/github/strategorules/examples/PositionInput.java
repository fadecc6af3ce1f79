package io.github.strategorules.examples;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.research.GameHistory;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A position from {@code FILE [--plies K]} (a record of any game, or a Gravon .xml file; the
 * history included, so that the repetition rules apply) or {@code --position TEXT} (the classic
 * family's one-line position notation).
 */
final class PositionInput {
  @Parameters(arity = "0..1", paramLabel = "FILE", description = "A game record of any game, or a Gravon .xml file.")
  Path file;

  @Option(names = "--plies", paramLabel = "K",
      description = "Use the position K actions into play, after the setup (default: the end of the game).")
  Integer plies;

  @Option(names = "--position", paramLabel = "TEXT", description = "A classic position in the one-line notation.")
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
      return PositionNotation.parse(position);
    }
    RecordReplay r = GameSource.one(file, rules).replay();
    if (!r.isLegal()) {
      var i = r.firstIllegal().get();
      throw new IllegalArgumentException(file + ": illegal action " + i.index() + ": " + i.action() + " ("
          + i.reason().description() + ")");
    }
    if (plies == null) {
      return r.finalState();
    }
    GameHistory h = GameHistory.of(r.finalState());
    int setup = h.setupActions();
    int k = plies;
    if (k < 0 || setup + k > h.size()) {
      throw new IllegalArgumentException("--plies must be 0 to " + (h.size() - setup) + " for " + file);
    }
    return h.stateAfter(setup + k);
  }
}
