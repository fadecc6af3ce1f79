package io.github.strategorules.core;

import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.IndexedLog;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The public log of the moves of a game, for {@link ClassicView#moveLog()}: each move as the {@link
 * ClassicEvent.PieceMoved} or {@link ClassicEvent.Battle} both players saw (C-8), followed by an
 * {@link ClassicEvent.Rescued} when the move rescued a piece (V-1.2). Each state carries the log
 * and appends to it as it applies a move, sharing everything before ({@link IndexedLog}), so a view
 * takes it at a constant cost, however long the game. The state keeps the log as spectators see it,
 * which everyone sees unless silent defence (V-2.6) hides a winning defender's type from all but
 * its owner; then this class keeps each player's own copy ({@link Redaction}), so that no view
 * holds a type its viewer has not seen.
 */
final class MoveLog {
  private static final MoveLog EMPTY = new MoveLog(IndexedLog.empty(), IndexedLog.empty());

  private final IndexedLog<ClassicEvent> red;
  private final IndexedLog<ClassicEvent> blue;

  private MoveLog(IndexedLog<ClassicEvent> red, IndexedLog<ClassicEvent> blue) {
    this.red = red;
    this.blue = blue;
  }

  /** The players' empty logs when the ruleset hides something in them (V-2.6), else null. */
  static @Nullable MoveLog emptyFor(Ruleset r) {
    return r.has(HouseRule.SILENT_DEFENCE) ? EMPTY : null;
  }

  /** These logs with one more entry, given as the referee saw it. */
  MoveLog plus(Ruleset r, ClassicEvent e) {
    return new MoveLog(
        red.plus(Redaction.ofMove(r, e, Seat.RED)), blue.plus(Redaction.ofMove(r, e, Seat.BLUE)));
  }

  /** The log as a player sees it: a list that shares the log, no copy. */
  List<ClassicEvent> forViewer(Seat viewer) {
    return (viewer == Seat.RED ? red : blue).asList();
  }
}
