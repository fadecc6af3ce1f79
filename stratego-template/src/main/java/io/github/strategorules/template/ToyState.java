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

/** A state of the toy game: immutable; every change gives a new state. */
public final class ToyState implements GameState {
  /** The first line of a record. */
  static final String HEADER = "toy-record 1";

  private final ToyGame game;
  private final Phase phase;
  private final int[] values;
  private final Square[] at;
  private final Seat toMove;
  private final int walks;
  private final Optional<Seat> drawOffer;
  private final Optional<ToyOutcome> outcome;
  private final List<ToyAction> history;

  private ToyState(ToyGame game, Phase phase, int[] values, Square[] at, Seat toMove, int walks,
      Optional<Seat> drawOffer, Optional<ToyOutcome> outcome, List<ToyAction> history) {
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

  static ToyState start(ToyGame game) {
    return new ToyState(game, Phase.SETUP, new int[2], new Square[] {Square.parse("b1"), Square.parse("b4")},
        Seat.RED, 0, Optional.empty(), Optional.empty(), List.of());
  }

  static RecordReplay replay(ToyGame game, String record) {
    String[] lines = record.split("\n", -1);
    if (!lines[0].equals(HEADER)) {
      throw new NotationException("not a toy record", record, 0, 1, 1);
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
        return new RecordReplay(s, applied, Optional.of(new RecordReplay.Refused(applied + 1, line, why.get())));
      }
      s = s.apply(a.seat(), a).state();
      applied++;
    }
    return new RecordReplay(s, applied, Optional.empty());
  }

  @Override
  public ToyGame game() {
    return game;
  }

  @Override
  public Phase phase() {
    return phase;
  }

  @Override
  public List<Seat> toDecide() {
    return switch (phase) {
      case SETUP -> game.seats().stream().filter(s -> values[s.index()] == 0).toList();
      case PLAY -> List.of(toMove);
      default -> List.of();
    };
  }

  private void checkSeat(Seat seat) {
    if (Objects.requireNonNull(seat, "seat").index() > 1) {
      throw new IllegalArgumentException(seat + " does not play the toy game");
    }
  }

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

  @Override
  public List<ToyAction> legalActions() {
    List<ToyAction> out = new ArrayList<>();
    toDecide().forEach(s -> out.addAll(legalActions(s)));
    return out;
  }

  @Override
  public Optional<ToyReason> check(Seat sender, Action action) {
    if (!(action instanceof ToyAction) || action.seat() != sender || sender.index() > 1) {
      return Optional.of(ToyReason.NOT_YOURS);
    }
    if (phase == Phase.OVER) {
      return Optional.of(ToyReason.GAME_OVER);
    }
    return legalActions(sender).contains(action) ? Optional.empty() : Optional.of(ToyReason.NOT_LEGAL_NOW);
  }

  @Override
  public ToyStep apply(Seat sender, Action action) {
    Optional<ToyReason> why = check(sender, action);
    if (why.isPresent()) {
      throw new IllegalActionException(why.get(), action);
    }
    ToyAction a = (ToyAction) action;
    List<ToyEvent> events = new ArrayList<>();
    int[] v = values.clone();
    Square[] where = at.clone();
    Phase p = phase;
    Seat next = toMove;
    int w = walks;
    Optional<Seat> offer = drawOffer;
    Optional<ToyOutcome> out = Optional.empty();
    Seat other = a.seat() == Seat.RED ? Seat.BLUE : Seat.RED;
    if (a instanceof ToyAction.Hide h) {
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
        int mine = v[m.seat().index()];
        int theirs = v[other.index()];
        events.add(new ToyEvent.Fought(m.seat(), m.to(), mine, theirs));
        out = Optional.of(mine == theirs ? new ToyOutcome(List.of(), ToyTermination.EVEN_FIGHT)
            : new ToyOutcome(List.of(mine > theirs ? m.seat() : other), ToyTermination.FIGHT_WON));
        where[m.seat().index()] = m.to();
      } else {
        where[m.seat().index()] = m.to();
        events.add(new ToyEvent.Walked(m.seat(), m.from(), m.to()));
        w++;
        if (w >= ToyGame.WALK_LIMIT) {
          out = Optional.of(new ToyOutcome(List.of(), ToyTermination.WALK_LIMIT));
        }
      }
      next = other;
    } else if (a instanceof ToyAction.Resignation r) {
      events.add(new ToyEvent.Resigned(r.seat()));
      out = Optional.of(new ToyOutcome(List.of(other), ToyTermination.RESIGNED));
    } else if (a instanceof ToyAction.DrawOffer o) {
      events.add(new ToyEvent.DrawOffered(o.seat()));
      offer = Optional.of(o.seat());
    } else {
      out = Optional.of(new ToyOutcome(List.of(), ToyTermination.DRAW_AGREED));
    }
    if (out.isPresent()) {
      p = Phase.OVER;
      offer = Optional.empty();
      events.add(new ToyEvent.GameEnded(out.get().winners(), out.get().termination()));
    }
    List<ToyAction> h = new ArrayList<>(history);
    h.add(a);
    return new ToyStep(new ToyState(game, p, v, where, next, w, offer, out, h), events);
  }

  @Override
  public Optional<ToyOutcome> outcome() {
    return outcome;
  }

  @Override
  public View viewFor(Seat seat) {
    checkSeat(seat);
    return view(Optional.of(seat));
  }

  @Override
  public View publicView() {
    return view(Optional.empty());
  }

  private ToyView view(Optional<Seat> viewer) {
    List<ToyView.Token> tokens = new ArrayList<>();
    for (Seat s : game.seats()) {
      boolean own = viewer.isPresent() && (viewer.get() == s || game.leaky()) && values[s.index()] > 0;
      tokens.add(new ToyView.Token(s, at[s.index()], own ? OptionalInt.of(values[s.index()]) : OptionalInt.empty()));
    }
    return new ToyView(game, viewer, phase, toDecide(), walks, drawOffer, tokens, outcome);
  }

  @Override
  public Optional<ToyState> origin() {
    return Optional.of(start(game));
  }

  @Override
  public List<ToyAction> history() {
    return history;
  }

  @Override
  public String record() {
    StringBuilder b = new StringBuilder(HEADER).append('\n');
    history.forEach(a -> b.append(a.notation()).append('\n'));
    return b.toString();
  }

  @Override
  public ToyAction.Resignation resignation(Seat seat) {
    return new ToyAction.Resignation(seat);
  }

  @Override
  public ToyAction.DrawOffer drawOffer(Seat seat) {
    return new ToyAction.DrawOffer(seat);
  }

  @Override
  public ToyAction.DrawAcceptance drawAcceptance(Seat seat) {
    return new ToyAction.DrawAcceptance(seat);
  }

  /** Public facts only. */
  @Override
  public String toString() {
    return "ToyState[" + phase + ", " + history.size() + " actions]";
  }
}
