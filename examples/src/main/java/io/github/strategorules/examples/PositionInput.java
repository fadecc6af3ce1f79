package io.github.strategorules.examples;

import io.github.strategorules.core.ClassicAction;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Replay;
import io.github.strategorules.core.notation.PositionNotation;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** A position from {@code FILE [--plies K]} (history included) or {@code --position TEXT}. */
final class PositionInput {
  @Parameters(arity = "0..1", paramLabel = "FILE", description = "A game record or a Gravon .xml file.")
  Path file;

  @Option(names = "--plies", paramLabel = "K", description = "Use the position after the first K actions (default: all).")
  Integer plies;

  @Option(names = "--position", paramLabel = "TEXT", description = "A position in the one-line notation.")
  String position;

  /**
   * The position, with the game's history up to it so that the repetition rules apply.
   *
   * @param rules the ruleset options
   * @return the state
   */
  ClassicState state(RulesOptions rules) {
    if ((file == null) == (position == null)) {
      throw new IllegalArgumentException("give either FILE or --position TEXT");
    }
    if (position != null) {
      if (plies != null) {
        throw new IllegalArgumentException("--plies goes with FILE, not with --position");
      }
      return PositionNotation.parse(position);
    }
    GameSource.Loaded g = GameSource.one(file, rules);
    List<ClassicAction> actions = g.record().actions();
    int k = plies == null ? actions.size() : plies;
    if (k < 0 || k > actions.size()) {
      throw new IllegalArgumentException("--plies must be 0 to " + actions.size() + " for " + file);
    }
    var record = new io.github.strategorules.core.notation.GameRecord(g.record().ruleset(), g.record().red(),
        g.record().blue(), actions.subList(0, k), java.util.Optional.empty(), java.util.Map.of());
    Replay r = record.replay();
    if (!r.isLegal()) {
      var i = r.firstIllegal().get();
      throw new IllegalArgumentException(file + ": illegal action at ply " + i.ply() + ": " + i.action() + " ("
          + i.reason().description() + ")");
    }
    return r.finalState();
  }

}
