package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What one seat has seen of a game, with perfect recall: the public game, the seat, its current
 * view, and every step since the transcript started with the actor, the action when the seat may
 * see it (not another seat's secret setup choice) and the events as they were redacted for this
 * seat. It is everything a {@link Bot} receives besides its legal decisions, and all that the
 * encoders and samplers read. It holds no game state and no referee data (no seed, no layout): two
 * games that differ only in facts hidden from the seat give equal transcripts.
 *
 * <p>A fold of the referee's updates for the seat, and nothing else: it {@link #start starts} from
 * the seat's arrival ({@link Referee#arrivalFor}) and takes each step's own update in order ({@link
 * #after(Update)}, or several at once with {@link #after(List)}, which reads only the last one's
 * view), as {@link Referee#updatesSince} gives them. Nothing outside the referee redacts anything
 * for it. {@link Transcripts} keeps every seat's transcript of a refereed game.
 *
 * <p>An immutable value: {@link #after} returns a new transcript that shares the older entries, so
 * keeping one per seat costs a few small objects per step.
 */
public final class Transcript {
  private final Game game;
  private final Seat seat;

  /** The number of steps the seat has seen: the last update's. */
  private final int steps;

  /** The current view. */
  private final View view;

  /** The newest entry first; null for a transcript without entries. */
  private final @Nullable Node entries;

  /**
   * One step as the seat saw it: its update's actor, action and events.
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

  private Transcript(Game game, Seat seat, int steps, View view, @Nullable Node entries) {
    this.game = game;
    this.seat = seat;
    this.steps = steps;
    this.view = view;
    this.entries = entries;
  }

  /**
   * The empty transcript of a seat that arrives: what it knows then, to be followed by every step
   * from there on. Start at a new game ({@code referee.arrivalFor} before the first step) for full
   * recall: a sampler that replays the history (Lost Island's) needs the transcript of a new game.
   *
   * @param arrival a seat's arrival, from {@link Referee#arrivalFor}
   * @return the transcript, of {@code arrival.steps()} steps seen and no entries
   * @throws IllegalArgumentException for a spectator's update, or the update of a step (which goes
   *     to {@link #after(Update)})
   */
  public static Transcript start(Update arrival) {
    Seat seat =
        arrival
            .seat()
            .orElseThrow(
                () -> new IllegalArgumentException("a transcript is a seat's, not a spectator's"));
    if (arrival.actor().isPresent()) {
      throw new IllegalArgumentException(
          "a transcript starts from an arrival (Referee.arrivalFor), not from a step's update");
    }
    return new Transcript(arrival.game(), seat, arrival.steps(), arrival.view(), null);
  }

  /**
   * The empty transcript of a seat arriving at a state: {@code start(Referee.of(state)
   * .arrivalFor(seat))}, the referee's share of that state.
   *
   * @param start the state
   * @param seat a seat of the game
   * @return the transcript
   * @throws io.github.strategorules.core.referee.RefereeException for a seat that does not play
   */
  public static Transcript start(GameState start, Seat seat) {
    return start(Referee.of(start).arrivalFor(Optional.of(Objects.requireNonNull(seat, "seat"))));
  }

  /**
   * The transcript after one more step: the step's own update for this seat, the next one after the
   * steps seen.
   *
   * @param update the seat's update of step {@link #steps()} + 1 ({@link Referee#updatesSince},
   *     {@link io.github.strategorules.core.referee.Shares#forSeat})
   * @return the new transcript, with that update's view
   * @throws IllegalArgumentException for another recipient's update, an arrival, or the update of
   *     another step
   */
  public Transcript after(Update update) {
    return new Transcript(game, seat, update.steps(), update.view(), with(entries, update));
  }

  /**
   * The transcript after several more steps: their own updates for this seat, in order, the first
   * the next one after the steps seen. Only the last update's view is read: a bot match that folds
   * the steps since the seat's last decision builds one view.
   *
   * @param updates the seat's updates of the next steps, in order ({@link Referee#updatesSince})
   * @return the new transcript; this one for no update
   * @throws IllegalArgumentException for another recipient's update, an arrival, or a step out of
   *     order
   */
  public Transcript after(List<Update> updates) {
    if (updates.isEmpty()) {
      return this;
    }
    Node n = entries;
    for (Update u : updates) {
      n = with(n, u);
    }
    Update last = updates.get(updates.size() - 1);
    return new Transcript(game, seat, last.steps(), last.view(), n);
  }

  /** The entries with one more step's, checked to be this seat's next step. */
  private @Nullable Node with(@Nullable Node n, Update u) {
    int seen = n == null ? steps : steps + n.size() - size();
    if (!u.seat().equals(Optional.of(seat)) || u.actor().isEmpty() || u.steps() != seen + 1) {
      throw new IllegalArgumentException(
          "not "
              + seat
              + "'s update of step "
              + (seen + 1)
              + ": "
              + u.seat().map(Seat::name).orElse("a spectator")
              + "'s of step "
              + u.steps()
              + (u.actor().isEmpty() ? " (an arrival)" : ""));
    }
    Entry e = new Entry(u.actor().get(), u.action(), u.events());
    return new Node(e, n, (n == null ? 0 : n.size()) + 1);
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
    return view;
  }

  /**
   * The number of steps of the game the seat has seen: the last update's {@link Update#steps()}
   * (the arrival's when there is no entry), the cursor of {@link Referee#updatesSince}.
   *
   * @return the count
   */
  public int steps() {
    return steps;
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

  /** Equal when the game, the seat, the steps seen, the view and every entry are. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Transcript t
        && game.equals(t.game)
        && seat == t.seat
        && steps == t.steps
        && view.equals(t.view)
        && entries().equals(t.entries());
  }

  @Override
  public int hashCode() {
    return Objects.hash(game, seat, steps, view, size());
  }

  /** The game's spec, the seat and the number of steps: nothing hidden. */
  @Override
  public String toString() {
    return "Transcript[" + game.spec() + ", " + seat + ", " + size() + " steps]";
  }
}
