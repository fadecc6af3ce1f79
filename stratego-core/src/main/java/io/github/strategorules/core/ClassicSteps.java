package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Phase;
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
    History<ClassicAction> h = s.journal().history().plus(action);
    if (action instanceof Move m) {
      return MoveSteps.apply(s, m, h);
    }
    if (action instanceof PlacePiece pp) {
      List<ClassicEvent> events = new ArrayList<>(4);
      events.add(new ClassicEvent.PiecePlaced(pp.seat(), pp.square(), Optional.of(pp.type())));
      SetupBoard board = s.board().setupBoard().place(pp.seat(), pp.square(), pp.type());
      return SetupSteps.afterChange(s, pp.seat(), board, h, events);
    }
    if (action instanceof FinishSetup f) {
      return SetupSteps.afterChange(
          s, f.seat(), s.board().setupBoard().finish(f.seat()), h, new ArrayList<>(3));
    }
    if (action instanceof ClassicResignation r) {
      ClassicOutcome o = ClassicOutcome.win(r.seat().opponent(), ClassicTermination.RESIGNATION);
      return new ClassicStep(
          s.with(Phase.OVER, o, null, h),
          List.of(new ClassicEvent.Resigned(r.seat()), new ClassicEvent.GameEnded(o)));
    }
    if (action instanceof ClassicDrawOffer d && s.drawOffer().orElse(null) != d.seat().opponent()) {
      return new ClassicStep(
          s.with(s.phase(), null, d.seat(), h), List.of(new ClassicEvent.DrawOffered(d.seat())));
    }
    // An ClassicDrawAcceptance, or an offer answering the opponent's standing offer: both agree
    // (C-7.5).
    ClassicOutcome o = ClassicOutcome.draw(ClassicTermination.AGREEMENT);
    return new ClassicStep(s.with(Phase.OVER, o, null, h), List.of(new ClassicEvent.GameEnded(o)));
  }
}
