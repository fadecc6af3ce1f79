package io.github.strategorules.lostisland.research;

import io.github.strategorules.core.Phase;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one seat has observed of a Lost Island game since its start, with perfect recall: every
 * action in the order played (LI-13: the history of actions by square and tag is public), every
 * event as redacted for this seat ({@link IslandStep#eventsFor}), and its current view. Other
 * seats' setup actions name their secret values, so they are recorded without the action (the
 * seat's {@code ExplorerPlaced} events, without values, say where the explorers went). An
 * immutable value: {@link #after} returns a new transcript sharing the older entries.
 *
 * <p>The transcript also keeps the turn-local counters a view does not show but the seat can
 * count from what it saw: step-1 actions used this turn (a swim-attack uses two, LI-5.3) and
 * whether the free and the bought reinforcement were used (reading 2 of the README).
 *
 * <p>The config is kept for its public parts only (players, first seat, turn limit, LI-12
 * toggles, stone cells, and the tile multiset of its layout: the box contents, LI-2.5); the
 * research tools never read which tile lies where.
 */
public final class IslandTranscript {
  private final IslandConfig config;
  private final Seat seat;
  private final IslandView view;
  private final Node entries;
  private final int actionsUsed;
  private final boolean reinforced;
  private final boolean boughtReinforcement;

  /**
   * One observed decision: who decided, the action when this seat may see it, and the events as
   * this seat received them.
   *
   * @param actor the seat that decided
   * @param action the action, or empty for another seat's setup action (its values are secret)
   * @param events the events of that action, redacted for the transcript's seat
   */
  public record Entry(Seat actor, Optional<IslandAction> action, List<IslandEvent> events) {
    /**
     * Copies the events.
     *
     * @param actor the actor
     * @param action the action or empty
     * @param events the events
     */
    public Entry {
      Objects.requireNonNull(actor, "actor");
      Objects.requireNonNull(action, "action");
      events = List.copyOf(events);
    }
  }

  private record Node(Entry head, Node tail, int size) {}

  private IslandTranscript(IslandConfig config, Seat seat, IslandView view, Node entries, int actionsUsed,
      boolean reinforced, boolean boughtReinforcement) {
    this.config = config;
    this.seat = seat;
    this.view = view;
    this.entries = entries;
    this.actionsUsed = actionsUsed;
    this.reinforced = reinforced;
    this.boughtReinforcement = boughtReinforcement;
  }

  /**
   * The empty transcript of a seat at the start of a game.
   *
   * @param start a new game ({@link IslandState#newGame}), before any action
   * @param seat a seat of the game
   * @return the transcript
   * @throws IllegalArgumentException when the state is not a new game (a position built another
   *     way, such as by {@link io.github.strategorules.lostisland.Scenario}, has no history to
   *     recall)
   */
  public static IslandTranscript start(IslandState start, Seat seat) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(seat, "seat");
    if (!start.history().isEmpty() || start.phase() != Phase.SETUP || start.turn() != 0) {
      throw new IllegalArgumentException("a transcript starts at a new game");
    }
    return new IslandTranscript(start.config(), seat, start.viewFor(seat), null, 0, false, false);
  }

  /**
   * The transcript after one more decision of the game (any seat's).
   *
   * @param action the action applied (its values are dropped when it is another seat's setup
   *     action)
   * @param step what {@code apply(action)} returned
   * @return the new transcript
   */
  public IslandTranscript after(IslandAction action, IslandStep step) {
    Objects.requireNonNull(action, "action");
    boolean secret = action.seat() != seat && (action instanceof IslandAction.PlaceExplorers
        || action instanceof IslandAction.PlaceExplorer || action instanceof IslandAction.OrderBoat);
    List<IslandEvent> events = step.eventsFor(seat);
    int used = actionsUsed;
    boolean free = reinforced;
    boolean bought = boughtReinforcement;
    if (action instanceof IslandAction.Move || action instanceof IslandAction.Flip) {
      used++;
    } else if (action instanceof IslandAction.Swim s) {
      used += view.cell(s.to()).explorer().isPresent() ? 2 : 1;
    } else if (action instanceof IslandAction.Reinforce && view.step() == 1) {
      used++;
      free = true;
    } else if (action instanceof IslandAction.Reinforce || action instanceof IslandAction.BuyReinforcement) {
      bought = true;
    }
    if (events.stream().anyMatch(e -> e instanceof IslandEvent.TurnStarted)) {
      used = 0;
      free = false;
      bought = false;
    }
    Entry e = new Entry(action.seat(), secret ? Optional.empty() : Optional.of(action), events);
    return new IslandTranscript(config, seat, step.state().viewFor(seat),
        new Node(e, entries, entries == null ? 1 : entries.size() + 1), used, free, bought);
  }

  /**
   * The game's config; only its public parts are meant to be read (see the class comment).
   *
   * @return the config
   */
  public IslandConfig config() {
    return config;
  }

  /**
   * The observing seat.
   *
   * @return the seat
   */
  public Seat seat() {
    return seat;
  }

  /**
   * The seat's current view.
   *
   * @return the view
   */
  public IslandView view() {
    return view;
  }

  /**
   * The number of decisions observed.
   *
   * @return the count
   */
  public int size() {
    return entries == null ? 0 : entries.size();
  }

  /**
   * Every observed decision, oldest first.
   *
   * @return the entries
   */
  public List<Entry> entries() {
    Entry[] a = new Entry[size()];
    Node n = entries;
    for (int i = a.length - 1; i >= 0; i--) {
      a[i] = n.head();
      n = n.tail();
    }
    return List.of(a);
  }

  /**
   * Step-1 actions the current seat has used this turn (LI-4, LI-5.3), 0 to 2.
   *
   * @return the count
   */
  public int actionsUsed() {
    return actionsUsed;
  }

  /**
   * Whether the current seat used its free step-1 reinforcement this turn (LI-5).
   *
   * @return true if used
   */
  public boolean reinforcedThisTurn() {
    return reinforced;
  }

  /**
   * Whether the current seat bought its reinforcement this turn (LI-10.2).
   *
   * @return true if bought
   */
  public boolean boughtReinforcementThisTurn() {
    return boughtReinforcement;
  }

  /** A summary: the seat and the number of entries; nothing hidden. */
  @Override
  public String toString() {
    return "IslandTranscript[" + seat + ", " + size() + " decisions]";
  }
}
