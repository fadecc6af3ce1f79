package io.github.strategorules.core;

import java.util.List;
import java.util.Objects;

/**
 * The result of {@link ClassicState#apply}: the next state and the events of that step, in order.
 *
 * @param state the state after the action
 * @param events what happened, in order
 */
public record ClassicStep(ClassicState state, List<ClassicEvent> events) {
  /**
   * Copies the events.
   *
   * @param state the next state
   * @param events the events
   */
  public ClassicStep {
    Objects.requireNonNull(state, "state");
    events = List.copyOf(events);
  }

  /** A summary without the events, which may hold what some players must not see (V-2.6). */
  @Override
  public String toString() {
    return "ClassicStep[" + state + ", " + events.size() + " events]";
  }

  /**
   * The events as one player (or a spectator, with {@code null}) may see them (C-8): send each
   * client its own list. Under the classic rules every event is public; under the silent-defence
   * house rule (V-2.6) a defender that wins an attack keeps its type hidden from all but its owner.
   *
   * @param viewer the player, or null for a spectator
   * @return the events that viewer sees
   */
  public List<ClassicEvent> eventsFor(Player viewer) {
    if (!state.ruleset().has(io.github.strategorules.core.rules.HouseRule.SILENT_DEFENCE)) {
      return events;
    }
    return events.stream().map(e -> e instanceof ClassicEvent.Battle b && b.result() == BattleResult.DEFENDER_WINS
        && viewer != b.attacker().opponent()
        ? new ClassicEvent.Battle(b.attacker(), b.from(), b.to(), b.attackerType(), java.util.Optional.empty(), b.result())
        : e).toList();
  }
}
