package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.internal.Redaction;
import java.util.Objects;
import java.util.Optional;

/**
 * One action of a game's history as a seat or a spectator may see it (LI-13: "the history of
 * actions by square and tag" is public). Built by {@link IslandState#historyFor} and {@link
 * IslandState#publicHistory()} through the same redaction as views and events: every play action is
 * shown whole (actions name squares, tags and directions, never values, LI-1.2), bomb expert passes
 * included, since every decision is taken at the table; a setup action ({@link
 * IslandAction.PlaceExplorers}, {@link IslandAction.PlaceExplorer}, {@link IslandAction.OrderBoat})
 * is shown whole only to its own seat, and to every other viewer without its values: its seat, its
 * text and, for a single placement (LI-3.5), the cell.
 *
 * @param seat the seat that took the decision
 * @param action the action itself, when the viewer may see it whole; empty for another seat's setup
 *     action, whose values are that seat's secret (LI-1.2, LI-13)
 * @param square the cell of a placement shown without its value (LI-3.5), else empty
 * @param text the public text: the action's {@code toString()}, which never names a value
 */
public record PublicAction(
    Seat seat, Optional<IslandAction> action, Optional<Square> square, String text) {
  /**
   * Checks presence.
   *
   * @param seat the seat
   * @param action the action, if visible whole
   * @param square the cell of a hidden placement
   * @param text the public text
   */
  public PublicAction {
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(text, "text");
  }

  /**
   * An action as a seat sees it (LI-13): the same redaction as {@link IslandState#historyFor}, for
   * one action, so that a seat's record of a game can be kept step by step.
   *
   * @param action an applied action
   * @param viewer the seat that sees it
   * @return the action as seen: whole, or without its values for another seat's setup action
   */
  public static PublicAction of(IslandAction action, Seat viewer) {
    Objects.requireNonNull(action, "action");
    return Redaction.action(action, Objects.requireNonNull(viewer, "viewer").index());
  }

  /**
   * Whether the action is shown without its values (another seat's setup action, LI-13).
   *
   * @return true when {@link #action()} is empty
   */
  public boolean redacted() {
    return action.isEmpty();
  }

  /** The public text ({@link #text()}). */
  @Override
  public String toString() {
    return text;
  }
}
