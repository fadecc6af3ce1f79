package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.InvalidSetupException;
import io.github.strategorules.core.error.SetupProblem;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.History;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The steps of the setup (C-2): after a placement or a finished free setup, whether the player's
 * setup is complete and whether play starts (C-3.1); and a whole setup placed at once ({@link
 * ClassicState#placeSetup}), validated first with every problem (C-2.2), then placed by the same
 * rule as single placements ({@link SetupBoard}).
 */
final class SetupSteps {
  private SetupSteps() {}

  /** {@link ClassicState#placeSetup}: validated as a whole, then placed piece by piece. */
  @ImplementsRule({"C-2.2", "C-R1"})
  static ClassicStep placeSetup(ClassicState s, Seat player, Setup setup) {
    Phase phase = s.phase();
    Ruleset ruleset = s.ruleset();
    ClassicReason why =
        phase == Phase.OVER
            ? ClassicReason.GAME_OVER
            : phase != Phase.SETUP
                ? ClassicReason.WRONG_PHASE
                : s.board().setupBoard().complete(player)
                    ? ClassicReason.SETUP_ALREADY_PLACED
                    : s.board().setupBoard().placed(player) > 0
                        ? ClassicReason.SETUP_STARTED
                        : null;
    if (why != null) {
      throw new IllegalActionException(why, player + "'s setup");
    }
    List<SetupProblem> problems = new ArrayList<>(setup.problems(ruleset, player));
    if (ruleset.freeSetup()) {
      // The squares of the other player's placed pieces are public in a free setup (see
      // SetupBoard).
      for (Setup.Placement x : setup.placements()) {
        if (ruleset.isOnBoard(x.square()) && s.pieceAt(x.square()).isPresent()) {
          problems.add(
              new SetupProblem(SetupProblem.Kind.SQUARE_TAKEN_TWICE, x.square(), null, 0, 0));
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new InvalidSetupException(problems);
    }
    List<Setup.Placement> placements = setup.sorted().placements();
    SetupBoard board = s.board().setupBoard().placeAll(player, placements);
    History<ClassicAction> h = s.journal().history();
    List<ClassicEvent> events = new ArrayList<>(placements.size() + 4);
    for (Setup.Placement x : placements) {
      h = h.plus(new PlacePiece(player, x.square(), x.type()));
      events.add(new ClassicEvent.PiecePlaced(player, x.square(), Optional.of(x.type())));
    }
    if (ruleset.freeSetup()) {
      board = board.finish(player);
      h = h.plus(new FinishSetup(player));
    }
    return afterChange(s, player, board, h, events);
  }

  /**
   * The step after a player's placements changed: its setup may be complete, and play may start.
   */
  static ClassicStep afterChange(
      ClassicState s,
      Seat player,
      SetupBoard board,
      History<ClassicAction> h,
      List<ClassicEvent> events) {
    Ruleset ruleset = s.ruleset();
    if (board.complete(player)) {
      events.add(new ClassicEvent.SetupPlaced(player));
    }
    if (!board.complete(Seat.RED) || !board.complete(Seat.BLUE)) {
      return new ClassicStep(
          new ClassicState(
              ruleset, Phase.SETUP, ClassicBoard.inSetup(board), null, null, s.journal().with(h)),
          events);
    }
    Position p = board.toPosition();
    events.add(new ClassicEvent.PlayStarted(ruleset.firstSeat()));
    int status = p.status();
    ClassicOutcome o = status == Status.ONGOING ? null : Status.outcome(status);
    if (o != null) {
      events.add(new ClassicEvent.GameEnded(o)); // e.g. a free setup with no movable piece (C-7.2)
    }
    return new ClassicStep(
        new ClassicState(
            ruleset,
            o == null ? Phase.PLAY : Phase.OVER,
            ClassicBoard.started(board, p),
            o,
            null,
            s.journal().with(h)),
        events);
  }
}
