package io.github.strategorules.examples.server;

import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.util.List;
import java.util.Optional;

/**
 * What the server sends a seat's client or a spectator. Every message to a seat is built from what
 * that seat may know only: its own view ({@code GameState.viewFor}), its own events ({@code
 * Step.eventsFor}) and its own legal actions as text; a spectator's from the public view and the
 * public events.
 */
public sealed interface Message {

  /**
   * The game starts.
   *
   * @param spec the game's spec (public facts only)
   * @param seat the seat this client plays, or empty for a spectator
   * @param view the first view
   * @param legal the actions the seat may take now, as text (empty for a spectator)
   */
  record Welcome(String spec, Optional<Seat> seat, View view, List<String> legal)
      implements Message {}

  /**
   * An action was applied.
   *
   * @param events the events of the step as this client may see them
   * @param view the view after the step
   * @param legal the actions the seat may take now, as text (empty for a spectator)
   */
  record Update(List<? extends Event> events, View view, List<String> legal) implements Message {}

  /**
   * The server refused the seat's action, and says why; the seat is asked again.
   *
   * @param action the text the seat sent
   * @param reason the reason's name, such as {@code NOT_YOUR_TURN} or {@code UNREADABLE}
   * @param message the reason in words, which names no hidden fact
   */
  record Refused(String action, String reason, String message) implements Message {}

  /**
   * The game is over.
   *
   * @param outcome the outcome
   */
  record GameOver(Outcome outcome) implements Message {}
}
