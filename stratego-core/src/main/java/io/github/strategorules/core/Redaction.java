package io.github.strategorules.core;

import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What each player may know of an event (C-8), in one place for the events of a step ({@link
 * ClassicStep#eventsFor}) and the public move log of the views ({@link MoveLog}): a placement is
 * the placer's secret (C-2.3; in a free setup the others learn its square, see {@link SetupBoard}),
 * and under silent defence (V-2.6) a defender that wins keeps its type from everyone but its owner.
 * Every other event is public.
 */
@ImplementsRule({"C-2.3", "C-8.4", "V-2.6", "V-R9", "C-R3"})
final class Redaction {
  private Redaction() {}

  /** Whether some event of the ruleset may differ between viewers. */
  private static boolean mayHide(Ruleset r, ClassicEvent e) {
    return e instanceof ClassicEvent.PiecePlaced
        || e instanceof ClassicEvent.Battle && r.has(HouseRule.SILENT_DEFENCE);
  }

  /**
   * An event as a viewer sees it.
   *
   * @param r the rules
   * @param e the event, with every fact
   * @param viewer the player, or null for a spectator
   * @return the event, redacted, or null when the viewer does not learn of it at all
   */
  static @Nullable ClassicEvent forViewer(Ruleset r, ClassicEvent e, @Nullable Seat viewer) {
    if (e instanceof ClassicEvent.PiecePlaced p && p.seat() != viewer) {
      return r.freeSetup()
          ? new ClassicEvent.PiecePlaced(p.seat(), p.square(), Optional.empty())
          : null;
    }
    if (e instanceof ClassicEvent.Battle b
        && b.result() == BattleResult.DEFENDER_WINS
        && viewer != b.attacker().opponent()
        && r.has(HouseRule.SILENT_DEFENCE)) {
      return new ClassicEvent.Battle(
          b.attacker(), b.from(), b.to(), b.attackerType(), Optional.empty(), b.result());
    }
    return e;
  }

  /**
   * A move's event (a move, a battle, a rescue) as a viewer sees it: never hidden whole, since only
   * placements are (C-2.3); silent defence may hide a type in it (V-2.6).
   */
  static ClassicEvent ofMove(Ruleset r, ClassicEvent e, @Nullable Seat viewer) {
    ClassicEvent seen = forViewer(r, e, viewer);
    if (seen == null) {
      throw new IllegalArgumentException("a placement is not a move's event");
    }
    return seen;
  }

  /** Events as a viewer sees them; the list itself when nothing in it may be hidden. */
  static List<ClassicEvent> forViewer(Ruleset r, List<ClassicEvent> events, @Nullable Seat viewer) {
    boolean any = false;
    for (ClassicEvent e : events) {
      any |= mayHide(r, e);
    }
    if (!any) {
      return events;
    }
    List<ClassicEvent> out = new ArrayList<>(events.size());
    for (ClassicEvent e : events) {
      ClassicEvent seen = forViewer(r, e, viewer);
      if (seen != null) {
        out.add(seen);
      }
    }
    return List.copyOf(out);
  }
}
