package io.github.strategorules.core.game;

import java.util.Objects;
import java.util.Optional;

/**
 * A game record replayed by {@link Game#replay}: the state after the last legal action, and the
 * first illegal action if the record holds one.
 *
 * <p>{@code applied} means the same in every game: every action of the record that was applied,
 * the setup placements included (a classic record's setup lines are 40 placements each, in free
 * setup with their finishing action; Lost Island's setup actions likewise), so that it equals
 * {@code finalState.history().size()} for a record's replay, and a record written after n actions
 * replays with {@code applied == n}.
 *
 * @param finalState the state after the last action applied
 * @param applied the number of actions applied, setup placements included
 * @param firstIllegal the first action the rules refused, or empty when every action was legal
 */
public record RecordReplay(GameState finalState, int applied, Optional<Refused> firstIllegal) {
  /**
   * Checks presence.
   *
   * @param finalState the final state
   * @param applied the count
   * @param firstIllegal the first illegal action or empty
   */
  public RecordReplay {
    Objects.requireNonNull(finalState, "finalState");
    Objects.requireNonNull(firstIllegal, "firstIllegal");
  }

  /**
   * An action of a record that the rules refused.
   *
   * @param index the action's position in the record, 1 for the first action, setup placements
   *     counted as {@code applied} counts them (the refused action is action {@code applied + 1});
   *     0 where a game checks a part of its record's setup as a whole (a classic setup line, C-2.2)
   * @param action the action's text form
   * @param reason why the rules refused it
   */
  public record Refused(int index, String action, Reason reason) {
    /**
     * Checks presence.
     *
     * @param index the index
     * @param action the action
     * @param reason the reason
     */
    public Refused {
      Objects.requireNonNull(action, "action");
      Objects.requireNonNull(reason, "reason");
    }
  }

  /**
   * Whether every action of the record was legal.
   *
   * @return true when nothing was refused
   */
  public boolean isLegal() {
    return firstIllegal.isEmpty();
  }
}
