package io.github.strategorules.core;

import io.github.strategorules.core.internal.History;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The step of each kind of action, once {@link ClassicState#apply(ClassicAction)} has found it
 * legal: moves go to {@link MoveSteps}, placements to {@link SetupSteps}, and the table actions
 * (resignation, draw offer and acceptance, C-7.5) are settled here. Kept out of the state so that
 * the state holds what a game is and this class what an action does to it.
 */
final class ClassicSteps {
  private ClassicSteps() {}

  /** The next state and the events of a legal action. */
  static ClassicStep apply(ClassicState s, ClassicAction action) {
    History<ClassicAction> h = s.historyList().plus(action);
    if (action instanceof Move m) {
      return MoveSteps.apply(s, m, h);
    }
    if (action instanceof PlacePiece pp) {
      List<ClassicEvent> events = new ArrayList<>(4);
      events.add(new ClassicEvent.PiecePlaced(pp.player(), pp.square(), Optional.of(pp.type())));
      SetupBoard board = s.placements().place(pp.player(), pp.square(), pp.type());
      return SetupSteps.afterChange(s, pp.player(), board, h, events);
    }
    if (action instanceof FinishSetup f) {
      return SetupSteps.afterChange(s, f.player(), s.placements().finish(f.player()), h, new ArrayList<>(3));
    }
    if (action instanceof Resign r) {
      ClassicOutcome o = ClassicOutcome.win(r.player().opponent(), ClassicTermination.RESIGNATION);
      return new ClassicStep(s.with(Phase.OVER, o, null, h),
          List.of(new ClassicEvent.Resigned(r.player()), new ClassicEvent.GameEnded(o)));
    }
    if (action instanceof OfferDraw d && s.offerer() != d.player().opponent()) {
      return new ClassicStep(s.with(s.phase(), null, d.player(), h), List.of(new ClassicEvent.DrawOffered(d.player())));
    }
    // An AcceptDraw, or an offer answering the opponent's standing offer: both agree (C-7.5).
    ClassicOutcome o = ClassicOutcome.draw(ClassicTermination.AGREEMENT);
    return new ClassicStep(s.with(Phase.OVER, o, null, h), List.of(new ClassicEvent.GameEnded(o)));
  }
}
