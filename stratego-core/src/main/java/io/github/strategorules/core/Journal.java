package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.History;
import io.github.strategorules.core.internal.IndexedLog;
import io.github.strategorules.core.rules.Ruleset;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What a classic state keeps of the past, as persistent lists that new states extend: every action
 * since the game was created (its history and record), the public log of moves and battles (C-8),
 * and under silent defence (V-2.6) the log as each player sees it.
 *
 * @param history the actions so far
 * @param log the public move log, as spectators see it: as everyone sees it unless V-2.6 hides a
 *     type
 * @param ownLogs under silent defence, the log as each player sees it; null otherwise
 */
record Journal(
    History<ClassicAction> history, IndexedLog<ClassicEvent> log, @Nullable MoveLog ownLogs) {
  /** The journal of a new game of a ruleset. */
  static Journal start(Ruleset ruleset) {
    return new Journal(History.empty(), IndexedLog.empty(), MoveLog.emptyFor(ruleset));
  }

  /** This journal with another history and the same logs (a step that logs no move). */
  Journal with(History<ClassicAction> h) {
    return new Journal(h, log, ownLogs);
  }

  /** The public move log as a player (or a spectator, with null) sees it. */
  List<ClassicEvent> moveLog(@Nullable Seat viewer) {
    return viewer == null || ownLogs == null ? log.asList() : ownLogs.forViewer(viewer);
  }
}
