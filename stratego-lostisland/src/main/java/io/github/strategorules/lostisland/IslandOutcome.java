package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a Lost Island game ended: the winners and the rule. One winner after LI-11.1, none for a draw
 * (LI-11.2, LI-11.4 [interp]), every seat but the resigning one after a resignation (LI-11.3
 * [interp]), which in a game of three or four seats is several.
 *
 * @param winners the winning seats in seat order; empty for a draw
 * @param termination why it ended
 */
public record IslandOutcome(List<Seat> winners, IslandTermination termination) implements Outcome {
  /**
   * Checks presence and puts the winners in seat order.
   *
   * @param winners the winners, distinct
   * @param termination the termination
   * @throws IllegalArgumentException when a seat is named twice
   */
  public IslandOutcome {
    Objects.requireNonNull(termination, "termination");
    List<Seat> copy = List.copyOf(winners);
    EnumSet<Seat> set = copy.isEmpty() ? EnumSet.noneOf(Seat.class) : EnumSet.copyOf(copy);
    if (set.size() != copy.size()) {
      throw new IllegalArgumentException("a seat wins once: " + copy);
    }
    winners = List.copyOf(set);
  }

  /**
   * The outcome of one winner.
   *
   * @param winner the winning seat
   * @param termination why the game ended
   * @return the outcome
   */
  public static IslandOutcome win(Seat winner, IslandTermination termination) {
    return new IslandOutcome(List.of(Objects.requireNonNull(winner, "winner")), termination);
  }

  /**
   * The outcome of a draw.
   *
   * @param termination why the game ended
   * @return the outcome
   */
  public static IslandOutcome draw(IslandTermination termination) {
    return new IslandOutcome(List.of(), termination);
  }

  /**
   * The single winner, when exactly one seat won: always so for LI-11.1 and for a resignation in a
   * two-seat game. Empty for a draw and when several seats won (a resignation in a game of three or
   * four seats), so test {@link #isDraw()} to tell the two apart.
   *
   * @return the winner, or empty
   */
  public Optional<Seat> winner() {
    return winners.size() == 1 ? Optional.of(winners.get(0)) : Optional.empty();
  }

  /**
   * Whether a seat is among the winners.
   *
   * @param seat the seat
   * @return true if it won
   */
  public boolean won(Seat seat) {
    return winners.contains(seat);
  }

  /** Such as {@code BLUE wins (FLAG_AND_ISLAND, LI-11.1)} or {@code BLUE and GREEN win (...)}. */
  @Override
  public String toString() {
    String who;
    if (winners.isEmpty()) {
      who = "draw";
    } else if (winners.size() == 1) {
      who = winners.get(0) + " wins";
    } else {
      List<String> names = new ArrayList<>();
      winners.forEach(s -> names.add(s.name()));
      who =
          String.join(", ", names.subList(0, names.size() - 1))
              + " and "
              + names.get(names.size() - 1)
              + " win";
    }
    return who + " (" + termination + ", " + termination.ruleId() + ")";
  }
}
