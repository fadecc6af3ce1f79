package io.github.strategorules.core;

import io.github.strategorules.core.internal.PersistentVector;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.List;

/**
 * The public log of the moves of a game, for {@link PlayerView#moveLog()}: each move as the
 * {@link ClassicEvent.PieceMoved} or {@link ClassicEvent.Battle} both players saw (C-8), followed by
 * an {@link ClassicEvent.Rescued} when the move rescued a piece (V-1.2). Each state carries its log
 * and appends to it as it applies a move, sharing everything before ({@link PersistentVector}), so
 * a view takes it at a constant cost, however long the game. Under silent defence (V-2.6) the log
 * is kept as each player and a spectator see it ({@link Redaction}), so that no view holds a type
 * its viewer has not seen; otherwise the three are one.
 */
final class MoveLog {
  private static final MoveLog EMPTY = new MoveLog(PersistentVector.empty(), PersistentVector.empty(),
      PersistentVector.empty());

  private final PersistentVector<ClassicEvent> red;
  private final PersistentVector<ClassicEvent> blue;
  private final PersistentVector<ClassicEvent> spectator;

  private MoveLog(PersistentVector<ClassicEvent> red, PersistentVector<ClassicEvent> blue,
      PersistentVector<ClassicEvent> spectator) {
    this.red = red;
    this.blue = blue;
    this.spectator = spectator;
  }

  /** The empty log: before the first move, or for a game restored from a position. */
  static MoveLog empty() {
    return EMPTY;
  }

  /** This log with one more entry, as the referee saw it. */
  MoveLog plus(Ruleset r, ClassicEvent e) {
    if (!r.has(HouseRule.SILENT_DEFENCE)) {
      PersistentVector<ClassicEvent> all = red.plus(e);
      return new MoveLog(all, all, all);
    }
    return new MoveLog(red.plus(Redaction.forViewer(r, e, Player.RED)), blue.plus(Redaction.forViewer(r, e, Player.BLUE)),
        spectator.plus(Redaction.forViewer(r, e, null)));
  }

  /** The log as a player (or a spectator, with null) sees it: a list that shares the log, no copy. */
  List<ClassicEvent> forViewer(Player viewer) {
    return (viewer == null ? spectator : viewer == Player.RED ? red : blue).asList();
  }
}
