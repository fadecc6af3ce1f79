package io.github.strategorules.core;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Which classic actions are legal in a state, and why the others are not: the one place where
 * {@link ClassicState#legalActions(Seat)} and {@link ClassicState#check} are decided, over the
 * kernel's rule for moves ({@link Position#reasonOf}) and the setup board's for placements ({@link
 * SetupBoard#reason}). The order of the listing is documented on {@link ClassicState}.
 */
final class ActionRules {
  private ActionRules() {}

  /** Every action a player may take in a state, in the documented order (C-2, C-3, C-7.5). */
  @ImplementsRule({"C-R1", "C-R9"})
  static List<ClassicAction> legalActions(ClassicState s, Seat p) {
    if (s.phase() == Phase.OVER) {
      return List.of();
    }
    List<ClassicAction> list = new ArrayList<>();
    if (s.phase() == Phase.SETUP) {
      if (!s.board().setupBoard().complete(p)) {
        s.board().setupBoard().addLegalPlacements(p, list);
        if (s.ruleset().freeSetup()) {
          list.add(new FinishSetup(p));
        }
      }
    } else {
      if (s.board().position().toMove() == p.ordinal()) {
        list.addAll(s.legalMoves());
      }
      if (s.drawOffer().orElse(null) == p.opponent()) {
        list.add(new ClassicDrawAcceptance(p));
      }
      if (s.drawOffer().orElse(null) != p) {
        list.add(new ClassicDrawOffer(p));
      }
    }
    list.add(new ClassicResignation(p));
    return Collections.unmodifiableList(list);
  }

  /**
   * The seats that decide now: in the setup those whose setup is not complete, in play the mover.
   */
  static List<Seat> toDecide(ClassicState s) {
    if (s.phase() == Phase.SETUP) {
      boolean red = !s.board().setupBoard().complete(Seat.RED);
      boolean blue = !s.board().setupBoard().complete(Seat.BLUE);
      return red && blue
          ? List.of(Seat.RED, Seat.BLUE)
          : red ? List.of(Seat.RED) : List.of(Seat.BLUE);
    }
    return s.phase() == Phase.PLAY ? List.of(Seat.of(s.board().position().toMove())) : List.of();
  }

  /** The legal actions of every seat that decides now, RED first, each as listed for it alone. */
  static List<ClassicAction> legalActionsOfDeciders(ClassicState s) {
    List<Seat> seats = s.toDecide();
    if (seats.size() == 1) {
      return s.legalActions(seats.get(0));
    }
    List<ClassicAction> all = new ArrayList<>();
    for (Seat seat : seats) {
      all.addAll(s.legalActions(seat));
    }
    return Collections.unmodifiableList(all);
  }

  /** The refusals of the contract's check that come before the rules: sender, then game. */
  static @Nullable ClassicReason senderReason(Seat sender, Action action) {
    Objects.requireNonNull(sender, "sender");
    Objects.requireNonNull(action, "action");
    if (action.seat() != sender) {
      return ClassicReason.NOT_YOUR_ACTION;
    }
    return action instanceof ClassicAction ? null : ClassicReason.FOREIGN_ACTION;
  }

  /**
   * Why an action is illegal in a state, or null when it is legal: the phase and the players' turns
   * and offers here, a placement by the setup board, a move by the kernel (C-2, C-3, C-7.5).
   */
  @ImplementsRule({"C-7.5", "C-R9"})
  static @Nullable ClassicReason reason(ClassicState s, ClassicAction action) {
    Phase phase = s.phase();
    Seat drawOffer = s.drawOffer().orElse(null);
    Ruleset ruleset = s.ruleset();
    Objects.requireNonNull(action, "action");
    if (phase == Phase.OVER) {
      return ClassicReason.GAME_OVER;
    }
    if (action instanceof ClassicResignation) {
      return null; // C-7.5: at any time
    }
    if (action instanceof PlacePiece pp) {
      if (phase != Phase.SETUP) {
        return ClassicReason.WRONG_PHASE;
      }
      SetupBoard setupBoard = s.board().setupBoard();
      if (setupBoard.complete(pp.seat())) {
        return ClassicReason.SETUP_ALREADY_PLACED;
      }
      return setupBoard.reason(pp.seat(), pp.square(), pp.type());
    }
    if (action instanceof FinishSetup f) {
      if (phase != Phase.SETUP) {
        return ClassicReason.WRONG_PHASE;
      }
      if (!ruleset.freeSetup()) {
        return ClassicReason.UNSUPPORTED_ACTION; // a strict setup completes with its roster
      }
      return s.board().setupBoard().complete(f.seat()) ? ClassicReason.SETUP_ALREADY_PLACED : null;
    }
    if (phase != Phase.PLAY) {
      return ClassicReason.WRONG_PHASE;
    }
    if (action instanceof ClassicDrawOffer o) {
      return drawOffer == o.seat() ? ClassicReason.DRAW_ALREADY_OFFERED : null;
    }
    if (action instanceof ClassicDrawAcceptance a) {
      return drawOffer == a.seat().opponent() ? null : ClassicReason.NO_DRAW_OFFER;
    }
    Move m = (Move) action;
    Position position = s.board().position();
    if (m.seat().ordinal() != position.toMove()) {
      return ClassicReason.NOT_YOUR_TURN;
    }
    if (!ruleset.isOnBoard(m.from()) || !ruleset.isOnBoard(m.to())) {
      return ClassicReason.OFF_BOARD;
    }
    int code = position.codeOf(m);
    if (code < 0) {
      return ruleset.has(HouseRule.RESCUE)
          ? ClassicReason.BAD_RESCUE_SQUARE
          : ClassicReason.NO_RESCUE_RULE;
    }
    int[] moves = s.board().generatedMoves();
    if (moves != null) {
      // The kernel generated exactly the moves its rule accepts: one of them is legal, and only
      // a move it did not generate needs its reason.
      for (int g : moves) {
        if (g == code) {
          return null;
        }
      }
    }
    return position.reasonOf(position.toMove(), code);
  }
}
