package io.github.strategorules.testkit.contract;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.testkit.property.Played;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The game-specific part of the contract kit's hidden-information property: a way to build, from a
 * played game, a twin game that differs from it only in facts hidden from one seat during the whole
 * game (classic: the types of two of the opponent's pieces that never moved nor fought; Lost
 * Island: two face-down tiles nobody saw, or two values a seat never saw). The kit replays the twin
 * and checks that the seat receives the same views, events and legal actions at every step, and a
 * spectator the same public views and events. A game's tests provide one ({@link
 * ContractKit#twins}, {@link Conformance#hiddenFacts}). The conformance suite compares a twin over
 * its own actions, so a twin for it may stop before the step that would show the changed facts; the
 * contract kit compares whole games.
 */
@FunctionalInterface
public interface HiddenFactTwins {

  /**
   * A twin game: its start and the actions to replay from it, each in its own seat's name.
   *
   * @param start the twin's start state
   * @param actions the twin's actions, all legal in turn
   */
  record Twin(GameState start, List<Action> actions) {
    /**
     * Copies the actions.
     *
     * @param start the start
     * @param actions the actions
     */
    public Twin {
      Objects.requireNonNull(start, "start");
      actions = List.copyOf(actions);
    }
  }

  /**
   * A twin of a game for a seat.
   *
   * @param game the game from its start ({@link io.github.strategorules.core.game.Game#newGame})
   * @param viewer the seat from which the changed facts must have stayed hidden
   * @param seed for a choice among several possible twins
   * @return the twin, or empty when this game hides nothing from the seat that can be changed
   */
  Optional<Twin> twin(Played<GameState> game, Seat viewer, long seed);
}
