package io.github.strategorules.template;

import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.util.List;

/**
 * The outcome of a game of this kind: who won, and by which rule the game ended. The contract's
 * outcomes are all read alike (the winners, none for a draw, several when a seat of three resigns),
 * so the command-line tool's statistics, the arena's scores and the web page's result need no word
 * of the game; the JSON codec writes {@code
 * {"winners":["RED"],"termination":"FIGHT_WON","rule":"TOY-4"}} and builds it back through {@link
 * ToyProvider}'s {@code GameTypes.outcome}.
 *
 * @param winners the winners, none for a draw
 * @param termination why it ended
 */
public record ToyOutcome(List<Seat> winners, ToyTermination termination) implements Outcome {
  /**
   * Copies the winners: a value's lists cannot change under it.
   *
   * @param winners the winners, none for a draw
   * @param termination why it ended
   */
  public ToyOutcome {
    winners = List.copyOf(winners);
  }

  /**
   * In words, with the rule: {@code RED wins (FIGHT_WON, TOY-4)}, {@code draw (WALK_LIMIT, TOY-5)}.
   * The command-line tool prints an outcome so ({@code stratego play}, {@code stratego replay}).
   */
  @Override
  public String toString() {
    String who = winners.isEmpty() ? "draw" : winners.get(0) + " wins";
    return who + " (" + termination + ", " + termination.ruleId() + ")";
  }
}
