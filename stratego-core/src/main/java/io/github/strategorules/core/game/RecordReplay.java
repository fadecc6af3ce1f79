package io.github.strategorules.core.game;

import java.util.Objects;
import java.util.Optional;

/**
 * What replaying a game's actions gave, the one type for every replay of the library: the state
 * after the last legal action, how many actions were applied, and the first illegal action if the
 * actions hold one (replaying stops there; it never throws for one).
 *
 * <p>The contract's replay ({@link Game#replay}) is a {@code RecordReplay<GameState, Refused>}: its
 * refused action is in its text form ({@link Refused}). A game's typed replays keep their types: a
 * classic record's ({@code ClassicRecord.replay()}, {@code ClassicReplay.run}) is a {@code
 * RecordReplay<ClassicState, ClassicReplay.IllegalAction>}, a Lost Island record's ({@code
 * IslandRecord.replay()}) a {@code RecordReplay<IslandState, IslandRecord.IllegalAction>}.
 *
 * <p>{@code applied} of the contract's replay means the same in every game: every action of the
 * record that was applied, the setup placements included (a classic record's setup lines are 40
 * placements each, in free setup with their finishing action; Lost Island's setup actions
 * likewise), so that it equals {@code finalState.history().size()} for a record's replay, and a
 * record written after n actions replays with {@code applied == n}. A typed replay documents its
 * count.
 *
 * @param <S> the type of the states
 * @param <F> the type that tells the first illegal action
 * @param finalState the state after the last action applied
 * @param applied the number of actions applied
 * @param firstIllegal the first action the rules refused, or empty when every action was legal
 */
public record RecordReplay<S extends GameState, F>(
    S finalState, int applied, Optional<F> firstIllegal) {
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
   * Whether every action replayed was legal.
   *
   * @return true when nothing was refused
   */
  public boolean isLegal() {
    return firstIllegal.isEmpty();
  }
}
