package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.game.Event;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.research.Transcript;
import java.util.List;

/**
 * The counters of the current turn that a view does not show but every seat can count from the
 * actions and events it saw: the step-1 actions used (a swim-attack uses two, LI-5.3), and whether
 * the free reinforcement (LI-5.4) and the bought one (LI-10.2) were used. Counted from the
 * transcript's steps since the last {@code TurnStarted} event; the step each action was taken in
 * follows from the {@code StepEnded} events.
 *
 * @param actionsUsed step-1 actions used this turn, 0 to 2
 * @param reinforced whether the free step-1 reinforcement was used
 * @param boughtReinforcement whether the bought reinforcement was used
 */
record TurnCounters(int actionsUsed, boolean reinforced, boolean boughtReinforcement) {
  /** The counters of a seat's transcript. */
  static TurnCounters of(Transcript transcript) {
    List<Transcript.Entry> entries = transcript.entries();
    int from = 0;
    for (int i = entries.size() - 1; i >= 0 && from == 0; i--) {
      for (Event e : entries.get(i).events()) {
        if (e instanceof IslandEvent.TurnStarted) {
          from = i + 1;
        }
      }
    }
    int used = 0;
    boolean free = false;
    boolean bought = false;
    int step = 1;
    for (int i = from; i < entries.size(); i++) {
      Transcript.Entry e = entries.get(i);
      IslandAction a = (IslandAction) e.action().orElse(null); // only setup actions are hidden
      if (a instanceof IslandAction.Move || a instanceof IslandAction.Flip) {
        used++;
      } else if (a instanceof IslandAction.Swim) {
        // LI-5.3: a swim onto an opponent's explorer is an attack, and the fight uses both actions
        used +=
            e.events().stream()
                    .anyMatch(
                        v -> v instanceof IslandEvent.Fight || v instanceof IslandEvent.SecretFight)
                ? 2
                : 1;
      } else if (a instanceof IslandAction.Reinforce && step == 1) {
        used++;
        free = true;
      } else if (a instanceof IslandAction.Reinforce
          || a instanceof IslandAction.BuyReinforcement) {
        bought = true;
      }
      for (Event v : e.events()) {
        if (v instanceof IslandEvent.StepEnded s) {
          step = s.step() + 1;
        }
      }
    }
    return new TurnCounters(used, free, bought);
  }
}
