package io.github.strategorules.template;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A state of this game: the full information, as the referee holds it (both hidden values
 * included). Every client of the contract drives the game through this class alone: it lists each
 * seat's legal actions, checks an action in its sender's name, applies it into a new state with the
 * step's events, and gives each seat its own {@link ToyView}.
 *
 * <p>Immutable: {@link #apply} never changes this state and returns the next one, so a server, a
 * search or a test may keep any state and go back to it, and states are shared between threads
 * freely. The conformance suite checks that applying an action changes nothing. A game whose states
 * are costly to copy may keep a mutable engine behind an immutable face (as the classic kernel
 * does); the contract only sees the face.
 *
 * <p>What a seat may not know lives here and leaves only through {@link #viewFor}, the step's
 * {@link ToyStep#eventsFor} and the legal actions of that seat: {@link #toString()} and the public
 * view show public facts only.
 */
public final class ToyState implements GameState {
  /**
   * The first line of a record, which names its format and version: {@link
   * ToyProvider#gameOfRecord} recognises a record of this game by it, so that {@code Games.replay}
   * and {@code stratego replay} find the game of a record without being told.
   */
  static final String HEADER = "toy-record 1";

  private final ToyGame game;
  private final Phase phase;

  /**
   * Each seat's hidden value by seat index, 0 until it is hidden (TOY-2): never shared, only
   * copied.
   */
  private final int[] values;

  /** Where each seat's piece stands, by seat index. */
  private final Square[] at;

  /** The seat to walk during play. */
  private final Seat toMove;

  /** Walks since the start (a fight ends the game, so these are walks without a fight: TOY-5). */
  private final int walks;

  /** The seat whose draw offer stands (TOY-6). */
  private final Optional<Seat> drawOffer;

  private final Optional<ToyOutcome> outcome;

  /**
   * Every action applied since {@link #start}: what {@link #history()} and {@link #record()} give.
   */
  private final List<ToyAction> history;

  private ToyState(
      ToyGame game,
      Phase phase,
      int[] values,
      Square[] at,
      Seat toMove,
      int walks,
      Optional<Seat> drawOffer,
      Optional<ToyOutcome> outcome,
      List<ToyAction> history) {
    this.game = game;
    this.phase = phase;
    this.values = values;
    this.at = at;
    this.toMove = toMove;
    this.walks = walks;
    this.drawOffer = drawOffer;
    this.outcome = outcome;
    this.history = List.copyOf(history);
  }

  /**
   * A new game: both pieces on their squares (TOY-1), no value hidden yet, in its setup (TOY-2).
   *
   * @param game the game
   * @return the first state
   */
  static ToyState start(ToyGame game) {
    return new ToyState(
        game,
        Phase.SETUP,
        new int[2],
        new Square[] {Square.parse("b1"), Square.parse("b4")},
        Seat.RED,
        0,
        Optional.empty(),
        Optional.empty(),
        List.of());
  }

  /**
   * Replays a record: its header, then an action's notation per line. An action the rules refuse
   * stops the replay, which then holds the state before it and why ({@link RecordReplay.Refused});
   * a line that is no action of this game at all is a {@link NotationException} with its line
   * number.
   *
   * @param game the game
   * @param record a record ({@link #record()})
   * @return the replay
   */
  static RecordReplay<GameState, RecordReplay.Refused> replay(ToyGame game, String record) {
    String[] lines = record.split("\n", -1);
    if (!lines[0].equals(HEADER)) {
      throw new NotationException("not a record of " + ToyGame.FAMILY, record, 0, 1, 1);
    }
    ToyState s = start(game);
    int applied = 0;
    for (int i = 1; i < lines.length; i++) {
      String line = lines[i];
      if (line.isBlank()) {
        continue;
      }
      ToyAction a;
      try {
        a = ToyAction.parse(line);
      } catch (NotationException e) {
        throw new NotationException(e.problem(), record, 0, i + 1, 1);
      }
      Optional<ToyReason> why = s.check(a.seat(), a);
      if (why.isPresent()) {
        return new RecordReplay<>(
            s, applied, Optional.of(new RecordReplay.Refused(applied + 1, line, why.get())));
      }
      s = s.apply(a.seat(), a).state();
      applied++;
    }
    return new RecordReplay<>(s, applied, Optional.empty());
  }

  /** The game, public facts only: views, records and JSON carry it. */
  @Override
  public ToyGame game() {
    return game;
  }

  @Override
  public Phase phase() {
    return phase;
  }

  /**
   * The seats the game waits for: during the setup both seats that have not hidden their value yet,
   * at once (TOY-2); during play the seat to walk (TOY-3); none once over.
   */
  @Override
  public List<Seat> toDecide() {
    return switch (phase) {
      case SETUP -> game.seats().stream().filter(s -> values[s.index()] == 0).toList();
      case PLAY -> List.of(toMove);
      default -> List.of();
    };
  }

  /**
   * The contract's answer to a seat that does not play this game: an exception, not an empty list.
   */
  private void checkSeat(Seat seat) {
    if (Objects.requireNonNull(seat, "seat").index() > 1) {
      throw new IllegalArgumentException(seat + " does not play " + ToyGame.FAMILY);
    }
  }

  /**
   * Every action a seat may take now, in the contract's order: its decisions first (the values it
   * may hide, TOY-2, or its walks, TOY-3), then the table actions (accept the other seat's draw
   * offer or offer one, during play; resign, at any time until the end: TOY-6). Clients rely on
   * this list alone: the command-line tool numbers it, the web page draws a button or a square for
   * each entry, bots choose from it. Nothing else is legal ({@link #check}).
   */
  @Override
  public List<ToyAction> legalActions(Seat seat) {
    checkSeat(seat);
    List<ToyAction> out = new ArrayList<>();
    if (phase == Phase.OVER) {
      return out;
    }
    if (phase == Phase.SETUP && values[seat.index()] == 0) {
      for (int v = 1; v <= 3; v++) {
        out.add(new ToyAction.Hide(seat, v));
      }
    }
    if (phase == Phase.PLAY && seat == toMove) {
      Square from = at[seat.index()];
      for (int[] d : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
        int x = from.x() + d[0];
        int y = from.y() + d[1];
        if (x >= 0 && y >= 0 && ToyGame.walkable(Square.of(x, y))) {
          out.add(new ToyAction.Walk(seat, from, Square.of(x, y)));
        }
      }
    }
    if (phase == Phase.PLAY) {
      if (drawOffer.isPresent() && drawOffer.get() != seat) {
        out.add(new ToyAction.DrawAcceptance(seat));
      } else if (drawOffer.isEmpty()) {
        out.add(new ToyAction.DrawOffer(seat));
      }
    }
    out.add(new ToyAction.Resignation(seat));
    return out;
  }

  /** The legal actions of every deciding seat, in seat order. */
  @Override
  public List<ToyAction> legalActions() {
    List<ToyAction> out = new ArrayList<>();
    toDecide().forEach(s -> out.addAll(legalActions(s)));
    return out;
  }

  /**
   * Why an action sent in a seat's name is refused, or empty when it is legal. An action in another
   * seat's name is refused before anything about it is examined, so that the answer tells the
   * sender nothing it may not know: servers answer their clients with it, and {@code stratego
   * engine}'s {@code check} request returns it.
   */
  @Override
  public Optional<ToyReason> check(Seat sender, Action action) {
    if (!(action instanceof ToyAction) || action.seat() != sender || sender.index() > 1) {
      return Optional.of(ToyReason.NOT_YOURS);
    }
    if (phase == Phase.OVER) {
      return Optional.of(ToyReason.GAME_OVER);
    }
    return legalActions(sender).contains(action)
        ? Optional.empty()
        : Optional.of(ToyReason.NOT_LEGAL_NOW);
  }

  /**
   * Applies an action sent in a seat's name: the next state and the step's events (TOY-2 to TOY-6).
   * This state is unchanged.
   *
   * @throws IllegalActionException with {@link #check}'s reason when the action is refused
   */
  @Override
  public ToyStep apply(Seat sender, Action action) {
    Optional<ToyReason> why = check(sender, action);
    if (why.isPresent()) {
      throw new IllegalActionException(why.get(), action);
    }
    ToyAction a = (ToyAction) action;
    List<ToyEvent> events = new ArrayList<>();
    // The next state's fields, copied: this state stays as it is.
    int[] v = values.clone();
    Square[] where = at.clone();
    Phase p = phase;
    Seat next = toMove;
    int w = walks;
    Optional<Seat> offer = drawOffer;
    Optional<ToyOutcome> out = Optional.empty();
    Seat other = a.seat() == Seat.RED ? Seat.BLUE : Seat.RED;
    if (a instanceof ToyAction.Hide h) {
      // TOY-2: the event says that the seat hid a value, not which (ToyEvent.ValueHidden)
      v[h.seat().index()] = h.value();
      events.add(new ToyEvent.ValueHidden(h.seat()));
      if (v[0] > 0 && v[1] > 0) {
        p = Phase.PLAY;
        events.add(new ToyEvent.PlayStarted(Seat.RED));
      }
    } else if (a instanceof ToyAction.Walk m) {
      // a decision by a seat that has not agreed declines a standing offer
      offer = offer.filter(o -> o == m.seat());
      if (m.to().equals(where[other.index()])) {
        // TOY-4: a fight shows both values and ends the game
        int mine = v[m.seat().index()];
        int theirs = v[other.index()];
        events.add(new ToyEvent.Fought(m.seat(), m.to(), mine, theirs));
        out =
            Optional.of(
                mine == theirs
                    ? new ToyOutcome(List.of(), ToyTermination.EVEN_FIGHT)
                    : new ToyOutcome(
                        List.of(mine > theirs ? m.seat() : other), ToyTermination.FIGHT_WON));
        where[m.seat().index()] = m.to();
      } else {
        // TOY-3, TOY-5
        where[m.seat().index()] = m.to();
        events.add(new ToyEvent.Walked(m.seat(), m.from(), m.to()));
        w++;
        if (w >= ToyGame.WALK_LIMIT) {
          out = Optional.of(new ToyOutcome(List.of(), ToyTermination.WALK_LIMIT));
        }
      }
      next = other;
    } else if (a instanceof ToyAction.Resignation r) {
      // TOY-6: every other seat wins
      events.add(new ToyEvent.Resigned(r.seat()));
      out = Optional.of(new ToyOutcome(List.of(other), ToyTermination.RESIGNED));
    } else if (a instanceof ToyAction.DrawOffer o) {
      events.add(new ToyEvent.DrawOffered(o.seat()));
      offer = Optional.of(o.seat());
    } else {
      // TOY-6: a draw accepted (the only action left: check listed it only against a standing
      // offer)
      out = Optional.of(new ToyOutcome(List.of(), ToyTermination.DRAW_AGREED));
    }
    if (out.isPresent()) {
      // The last event of a game is its end, with the outcome, for every seat alike.
      p = Phase.OVER;
      offer = Optional.empty();
      events.add(new ToyEvent.GameEnded(out.get().winners(), out.get().termination()));
    }
    List<ToyAction> h = new ArrayList<>(history);
    h.add(a);
    return new ToyStep(new ToyState(game, p, v, where, next, w, offer, out, h), events);
  }

  /** The outcome, once the game is over: present exactly when the phase is {@link Phase#OVER}. */
  @Override
  public Optional<ToyOutcome> outcome() {
    return outcome;
  }

  /**
   * What a seat may see: both pieces' squares, its own value, not the other seat's (TOY-2). The one
   * place where hidden information is redacted for a seat: every transport (the web page, the
   * engine protocol, the command-line tool, a bot's transcript) sends a seat this and nothing of
   * the state itself. The conformance suite's hidden-fact check ({@code ToyTwins} in the tests)
   * fails if it shows the other seat's value.
   */
  @Override
  public View viewFor(Seat seat) {
    checkSeat(seat);
    return view(Optional.of(seat));
  }

  /** What a spectator may see: both pieces' squares, neither value. */
  @Override
  public View publicView() {
    return view(Optional.empty());
  }

  private ToyView view(Optional<Seat> viewer) {
    List<ToyView.Token> tokens = new ArrayList<>();
    for (Seat s : game.seats()) {
      boolean own = viewer.isPresent() && viewer.get() == s && values[s.index()] > 0;
      tokens.add(
          new ToyView.Token(
              s, at[s.index()], own ? OptionalInt.of(values[s.index()]) : OptionalInt.empty()));
    }
    return new ToyView(game, viewer, phase, toDecide(), walks, drawOffer, tokens, outcome);
  }

  /**
   * The new game this state was played from: with {@link #history()} it rebuilds every state of the
   * game, and every seat's transcript (the research layer's {@code GameHistory}).
   */
  @Override
  public Optional<ToyState> origin() {
    return Optional.of(start(game));
  }

  /** The actions applied since {@link #origin()}, in order. */
  @Override
  public List<ToyAction> history() {
    return history;
  }

  /**
   * The record: {@link #HEADER}, then each action's notation on a line. Referee data: it holds the
   * hidden values, so servers give it out only once the game is over. {@link ToyGame#replay} reads
   * it back to the same state.
   */
  @Override
  public String record() {
    StringBuilder b = new StringBuilder(HEADER).append('\n');
    history.forEach(a -> b.append(a.notation()).append('\n'));
    return b.toString();
  }

  /**
   * The seat's resignation, so that generic code (a client's "resign", a clock) resigns any game
   * alike.
   */
  @Override
  public ToyAction.Resignation resignation(Seat seat) {
    return new ToyAction.Resignation(seat);
  }

  /** The seat's draw offer, for generic code as {@link #resignation}. */
  @Override
  public ToyAction.DrawOffer drawOffer(Seat seat) {
    return new ToyAction.DrawOffer(seat);
  }

  /** The seat's acceptance of a standing offer, for generic code as {@link #resignation}. */
  @Override
  public ToyAction.DrawAcceptance drawAcceptance(Seat seat) {
    return new ToyAction.DrawAcceptance(seat);
  }

  /** Public facts only: a state ends up in logs and failure messages, which anyone may read. */
  @Override
  public String toString() {
    return "ToyState[" + phase + ", " + history.size() + " actions]";
  }
}
