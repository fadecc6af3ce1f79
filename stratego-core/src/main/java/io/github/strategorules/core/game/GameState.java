package io.github.strategorules.core.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * An immutable, thread-safe state of any game of the library: the full information, as the referee
 * (a server) holds it. Send seats {@link #viewFor} and {@link Step#eventsFor} instead; {@code
 * toString()} prints nothing hidden.
 *
 * <p>The game is driven by actions alone. {@link #legalActions(Seat)} lists every action a seat may
 * take now, in a documented order: the decisions of the current phase (setup included) of a seat
 * that must decide, then the draw and resignation actions any seat may take. An action is accepted
 * by {@link #check} and {@link #apply} exactly when it is in that list for its sender.
 *
 * <p>Resignation and draws work the same way in every game: a seat may resign at any time, which
 * ends the game with every other seat winning; during play a seat may offer a draw, and the game is
 * drawn once every seat has offered or accepted; a decision of the game by a seat that has not
 * agreed declines a standing offer.
 */
public interface GameState {
  /**
   * The game: its rules and seats, public facts only.
   *
   * @return the game
   */
  Game game();

  /**
   * The phase.
   *
   * @return setup, play or over
   */
  Phase phase();

  /**
   * The seats whose decision the game waits for, in seat order: during a simultaneous setup
   * several, otherwise one, and none once the game is over.
   *
   * @return the deciding seats
   */
  List<Seat> toDecide();

  /**
   * Every action a seat may take now, in the game's documented order (see the implementing class):
   * its decisions if it is in {@link #toDecide()}, then, while the game goes on, draw actions
   * ({@link DrawAcceptance}, {@link DrawOffer}) where allowed and {@link Resignation}.
   *
   * @param seat a seat of this game
   * @return the actions; empty once the game is over
   * @throws IllegalArgumentException for a seat that does not play in this game
   */
  List<? extends Action> legalActions(Seat seat);

  /**
   * A seat's decisions: {@link #legalActions(Seat)} without the {@link TableAction}s (resign, offer
   * or accept a draw), in the same order. What a bot or a client chooses a move or a placement
   * from; empty for a seat that is not in {@link #toDecide()}.
   *
   * @param seat a seat of this game
   * @return the decisions; empty once the game is over
   * @throws IllegalArgumentException for a seat that does not play in this game
   */
  default List<Action> decisions(Seat seat) {
    return decisionsAmong(legalActions(seat));
  }

  /**
   * The decisions in a list of legal actions: the list without its {@link TableAction}s (resign,
   * offer or accept a draw), in the same order. The one filter behind {@link #decisions(Seat)}, for
   * code that holds a seat's legal actions without the state (a referee's update, a bot given its
   * legal actions).
   *
   * @param legal legal actions, such as {@link #legalActions(Seat)} or {@link #legalActions()}
   * @return the actions that are not table actions, in their order, unmodifiable
   */
  static List<Action> decisionsAmong(List<? extends Action> legal) {
    List<Action> out = new ArrayList<>(legal.size());
    for (Action a : legal) {
      if (!(a instanceof TableAction)) {
        out.add(a);
      }
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * The legal actions of every seat in {@link #toDecide()}, in seat order, each as {@link
   * #legalActions(Seat)} lists them.
   *
   * @return the actions; empty once the game is over
   */
  List<? extends Action> legalActions();

  /**
   * Why an action sent by a seat is refused now, or empty when {@link #apply} accepts it: exactly
   * when it is in {@code legalActions(sender)}. An action in another seat's name, or of another
   * game, is refused before anything about it is examined, so the answer never describes what the
   * sender may not know. Never throws for non-null arguments.
   *
   * @param sender the seat that sends the action
   * @param action the action
   * @return the reason, or empty
   */
  Optional<? extends Reason> check(Seat sender, Action action);

  /**
   * Applies an action sent by a seat: the next state and the events. This state is unchanged.
   *
   * @param sender the seat that sends the action
   * @param action the action
   * @return the next state and the events of the step
   * @throws io.github.strategorules.core.error.IllegalActionException with the reason of {@link
   *     #check} when it gives one
   */
  Step apply(Seat sender, Action action);

  /**
   * The outcome, once the game is over.
   *
   * @return the outcome, or empty while the game goes on
   */
  Optional<? extends Outcome> outcome();

  /**
   * What one seat may see: an independent snapshot that shares no mutable data with this state (it
   * may share immutable data, such as a public log, so that its cost need not grow with the game's
   * length) and through which neither the state nor a fact hidden from the seat is reached.
   *
   * @param seat a seat of this game
   * @return the view
   * @throws IllegalArgumentException for a seat that does not play in this game
   */
  View viewFor(Seat seat);

  /**
   * What a spectator may see: public facts only.
   *
   * @return the view
   */
  View publicView();

  /**
   * The new game this state was reached from by the actions of {@link #history()}, with the hidden
   * facts it was played with (what the game drew before play, such as Lost Island's layout):
   * applying those actions to it in order, each in its seat's name, gives this state again. Referee
   * data, like {@link #record()}: never send it to a seat while the game goes on.
   *
   * @return the new game; empty for a state restored from a position (a classic kernel position, a
   *     Lost Island scenario), whose start is unknown
   */
  Optional<? extends GameState> origin();

  /**
   * Every action applied since this state was created (as a new game or from a position), oldest
   * first, each in its seat's name: setup actions, decisions and {@link TableAction}s. Referee
   * data: secret actions are whole here; a seat learns what it may of them from its events.
   *
   * @return the actions
   */
  List<? extends Action> history();

  /**
   * The game record of this game so far, in the game's versioned text format, read back by {@link
   * Game#replay}. It is a full-information, referee file (setups, layouts, secret values): never
   * send it to a seat while the game goes on.
   *
   * @return the record text
   */
  String record();

  /**
   * The resignation of a seat, as this game writes it.
   *
   * @param seat the seat
   * @return the action (legal whenever the game goes on)
   */
  Resignation resignation(Seat seat);

  /**
   * A draw offer of a seat, as this game writes it.
   *
   * @param seat the seat
   * @return the action
   */
  DrawOffer drawOffer(Seat seat);

  /**
   * The acceptance of a standing draw offer by a seat, as this game writes it.
   *
   * @param seat the seat
   * @return the action
   */
  DrawAcceptance drawAcceptance(Seat seat);
}
