package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What one seat has seen of a game, with perfect recall: the public game, the seat, its current
 * view, and every step since the transcript started with the actor, the action when the seat may
 * see it ({@link #seenBy}: not another seat's secret setup choice) and the events as {@link
 * Step#eventsFor} redacted them for this seat. It is everything a {@link Bot} receives besides its
 * legal decisions, and all that the encoders and samplers read. It holds no game state and no
 * referee data (no seed, no layout): two games that differ only in facts hidden from the seat give
 * equal transcripts.
 *
 * <p>An immutable value: {@link #after} returns a new transcript that shares the older entries, so
 * keeping one per seat costs a few small objects per step.
 */
public final class Transcript {
  private final Game game;
  private final Seat seat;

  /** The current view; null only inside {@link Match} between a record and the next decision. */
  private final @Nullable View view;

  /** The newest entry first; null for a transcript without entries. */
  private final @Nullable Node entries;

  /**
   * One step as the seat saw it.
   *
   * @param actor the seat that acted
   * @param action the action, or empty when it holds facts hidden from this seat (another seat's
   *     secret setup choice; what the seat saw of it is in the events)
   * @param events the events of the step, redacted for this seat, in order
   */
  public record Entry(Seat actor, Optional<Action> action, List<Event> events) {
    /**
     * Checks presence and copies the events.
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

  private record Node(Entry head, @Nullable Node tail, int size) {}

  private Transcript(Game game, Seat seat, @Nullable View view, @Nullable Node entries) {
    this.game = game;
    this.seat = seat;
    this.view = view;
    this.entries = entries;
  }

  /**
   * The empty transcript of a seat: what it knows at this state, to be followed by every step from
   * here on. Start at a new game ({@link Game#newGame}) for full recall: a sampler that replays the
   * history (Lost Island's) needs the transcript of a new game.
   *
   * @param start the state
   * @param seat a seat of the game
   * @return the transcript
   * @throws IllegalArgumentException for a seat that does not play
   */
  public static Transcript start(GameState start, Seat seat) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(seat, "seat");
    Game g = start.game();
    if (!g.seats().contains(seat)) {
      throw new IllegalArgumentException(seat + " does not play in " + g.spec());
    }
    return new Transcript(g, seat, start.viewFor(seat), null);
  }

  /**
   * The transcript after one more step of the game, any seat's.
   *
   * @param action the action applied (the seat keeps it only when it may see it)
   * @param step what {@code apply} returned for it
   * @return the new transcript
   */
  public Transcript after(Action action, Step step) {
    return record(action, step.eventsFor(seat)).current(step.state().viewFor(seat));
  }

  /** The transcript with one more entry and no current view yet: for {@link Match}. */
  Transcript record(Action action, List<? extends Event> events) {
    Entry e = new Entry(action.seat(), seenBy(seat, action), List.copyOf(events));
    return new Transcript(game, seat, null, new Node(e, entries, size() + 1));
  }

  /**
   * An action as a seat sees it in its transcript: whole when the seat may see it, empty when it
   * holds that seat's hidden facts (another seat's secret setup choice). What the seat saw of it
   * otherwise is in its events. The same for every game, from the contract: another seat's {@link
   * Action#secret() secret} action is hidden.
   *
   * @param viewer the seat
   * @param action an action of any seat, just applied
   * @return the action, or empty
   */
  public static Optional<Action> seenBy(Seat viewer, Action action) {
    Objects.requireNonNull(viewer, "viewer");
    return action.seat() != viewer && action.secret() ? Optional.empty() : Optional.of(action);
  }

  /** The same entries with the current view: for {@link Match}. */
  Transcript current(View now) {
    return new Transcript(game, seat, Objects.requireNonNull(now, "view"), entries);
  }

  /**
   * The game: public facts only.
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * The seat whose transcript this is.
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
  public View view() {
    if (view == null) {
      throw new IllegalStateException("the transcript has no current view");
    }
    return view;
  }

  /**
   * The number of steps seen.
   *
   * @return the count
   */
  public int size() {
    return entries == null ? 0 : entries.size();
  }

  /**
   * Every step seen, oldest first.
   *
   * @return the entries
   */
  public List<Entry> entries() {
    Entry[] a = new Entry[size()];
    for (Node n = entries; n != null; n = n.tail()) {
      a[n.size() - 1] = n.head(); // a node's size is its entry's place, counted from 1
    }
    return List.of(a);
  }

  /**
   * The last step seen.
   *
   * @return the entry, or empty for a new transcript
   */
  public Optional<Entry> last() {
    return entries == null ? Optional.empty() : Optional.of(entries.head());
  }

  /** Equal when the game, the seat, the view and every entry are. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Transcript t
        && game.equals(t.game)
        && seat == t.seat
        && Objects.equals(view, t.view)
        && entries().equals(t.entries());
  }

  @Override
  public int hashCode() {
    return Objects.hash(game, seat, view, size());
  }

  /** The game's spec, the seat and the number of steps: nothing hidden. */
  @Override
  public String toString() {
    return "Transcript[" + game.spec() + ", " + seat + ", " + size() + " steps]";
  }
}
