package io.github.strategorules.template;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A deliberately faulty copy of this game, to show that the conformance suite catches a leak: the
 * same rules, but each seat's view also shows the other seat's hidden value (breaking TOY-2). Every
 * check of the suite but the hidden-fact one passes it, since a leaking grid is still a well-formed
 * grid; {@link ToyTwins} makes the suite see it ({@code ToyConformanceTest}). A test of the suite
 * itself, not part of what a new game needs: delete it with the template's rules when copying the
 * template.
 */
record LeakyToyGame() implements Game {
  private static final ToyGame GAME = new ToyGame();

  @Override
  public String spec() {
    return GAME.spec();
  }

  @Override
  public String family() {
    return GAME.family();
  }

  @Override
  public List<Seat> seats() {
    return GAME.seats();
  }

  @Override
  public GameState newGame(long seed) {
    return new State((ToyState) GAME.newGame(seed));
  }

  @Override
  public Action parseAction(String text) {
    return GAME.parseAction(text);
  }

  @Override
  public RecordReplay<GameState, RecordReplay.Refused> replay(String record) {
    RecordReplay r = GAME.replay(record);
    return new RecordReplay<>(new State((ToyState) r.finalState()), r.applied(), r.firstIllegal());
  }

  /** A state whose seats' views leak. */
  private record State(ToyState inner) implements GameState {
    @Override
    public Game game() {
      return new LeakyToyGame();
    }

    @Override
    public Phase phase() {
      return inner.phase();
    }

    @Override
    public List<Seat> toDecide() {
      return inner.toDecide();
    }

    @Override
    public List<ToyAction> legalActions(Seat seat) {
      return inner.legalActions(seat);
    }

    @Override
    public List<ToyAction> legalActions() {
      return inner.legalActions();
    }

    @Override
    public Optional<ToyReason> check(Seat sender, Action action) {
      return inner.check(sender, action);
    }

    @Override
    public Step apply(Seat sender, Action action) {
      ToyStep step = inner.apply(sender, action);
      State next = new State(step.state());
      return new Step() {
        @Override
        public GameState state() {
          return next;
        }

        @Override
        public List<ToyEvent> events() {
          return step.events();
        }

        @Override
        public List<ToyEvent> eventsFor(Seat seat) {
          return step.eventsFor(seat);
        }

        @Override
        public List<ToyEvent> publicEvents() {
          return step.publicEvents();
        }
      };
    }

    @Override
    public Optional<ToyOutcome> outcome() {
      return inner.outcome();
    }

    /** The leak: the seat's own view, with the other seat's piece as the other seat sees it. */
    @Override
    public View viewFor(Seat seat) {
      ToyView own = (ToyView) inner.viewFor(seat);
      List<ToyView.Token> tokens = new ArrayList<>();
      for (ToyView.Token t : own.tokens()) {
        tokens.add(
            t.owner() == seat
                ? t
                : ((ToyView) inner.viewFor(t.owner())).tokens().get(t.owner().index()));
      }
      return new ToyView(
          own.game(),
          own.viewer(),
          own.phase(),
          own.toDecide(),
          own.walks(),
          own.drawOffer(),
          tokens,
          own.outcome());
    }

    @Override
    public View publicView() {
      return inner.publicView();
    }

    @Override
    public Optional<State> origin() {
      return inner.origin().map(State::new);
    }

    @Override
    public List<ToyAction> history() {
      return inner.history();
    }

    @Override
    public String record() {
      return inner.record();
    }

    @Override
    public ToyAction.Resignation resignation(Seat seat) {
      return inner.resignation(seat);
    }

    @Override
    public ToyAction.DrawOffer drawOffer(Seat seat) {
      return inner.drawOffer(seat);
    }

    @Override
    public ToyAction.DrawAcceptance drawAcceptance(Seat seat) {
      return inner.drawAcceptance(seat);
    }
  }
}
