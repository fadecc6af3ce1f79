package io.github.strategorules.lostisland.internal;

import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandReason;
import java.util.List;

/**
 * Names the reason for an action the {@link Generator} does not list. Legality itself is membership
 * in the generated list; this class only explains a refusal, from facts public to the acting seat.
 */
public final class Reasons {
  private Reasons() {}

  /**
   * Why an action that is not legal is refused.
   *
   * @param k the position
   * @param a an action not in the legal list
   * @return the reason
   */
  public static IslandReason of(Kernel k, IslandAction a) {
    if (k.over()) {
      return IslandReason.GAME_OVER;
    }
    if (a.seat().index() >= k.n) {
      return IslandReason.NOT_A_SEAT;
    }
    boolean agreed = (k.drawAgreed & (1 << a.seat().index())) != 0;
    if (a instanceof IslandAction.DrawOffer) { // LI-11.4 [interp]
      return k.step == 0
          ? IslandReason.NO_DRAW_IN_SETUP
          : agreed ? IslandReason.ALREADY_AGREED : IslandReason.NOT_OFFERED;
    }
    if (a instanceof IslandAction.DrawAcceptance) {
      return agreed
          ? IslandReason.ALREADY_AGREED
          : k.drawAgreed == 0 ? IslandReason.NO_DRAW_OFFER : IslandReason.NOT_OFFERED;
    }
    if (a.seat().index() != k.pendingSeat) {
      return IslandReason.NOT_YOUR_DECISION;
    }
    if (!answers(
        k.decisionKind(),
        a,
        k.has(IslandOption.POWER_UPS_ANYTIME),
        k.has(IslandOption.CUSTOM_SETUP))) {
      return IslandReason.WRONG_DECISION;
    }
    for (io.github.strategorules.core.board.Square s : squares(a)) {
      if (!Grid.onGrid(s)) {
        return IslandReason.OFF_GRID;
      }
    }
    int seat = a.seat().index();
    if (a instanceof IslandAction.PlaceExplorer p) {
      int c = Grid.cell(p.square());
      return k.occ[c] >= 0 || k.layout[c].stone()
          ? IslandReason.NOT_A_PLACEMENT
          : IslandReason.INVALID_SETUP;
    }
    if (a instanceof IslandAction.PlaceExplorers || a instanceof IslandAction.OrderBoat) {
      return IslandReason.INVALID_SETUP;
    }
    if (a instanceof IslandAction.BuyReinforcement) {
      return k.reinforcedBought
          ? IslandReason.ALREADY_REINFORCED
          : k.held[seat] < 1 ? IslandReason.NOT_ENOUGH_COINS : IslandReason.NOT_A_REINFORCEMENT;
    }
    if (a instanceof IslandAction.Move
        || a instanceof IslandAction.Swim
        || a instanceof IslandAction.Flip
        || (a instanceof IslandAction.Reinforce && k.pending == DecisionKind.ACTION)) {
      if (k.actions >= 2) {
        return IslandReason.NO_ACTIONS_LEFT;
      }
    }
    if (a instanceof IslandAction.Move m) {
      int from = Grid.cell(m.from());
      int to = Grid.cell(m.to());
      // fresh coins only explain the refusal of a step the move could otherwise make (LI-5.1,
      // LI-5.5)
      return k.occ[from] < 0 || k.occ[from] / 6 != seat
          ? IslandReason.NO_OWN_EXPLORER
          : Grid.manhattan(from, to) == 1 && (k.fresh & (1L << to)) != 0
              ? IslandReason.FRESH_COINS
              : IslandReason.NOT_A_MOVE;
    }
    if (a instanceof IslandAction.Swim s) {
      int from = Grid.cell(s.from());
      int to = Grid.cell(s.to());
      if (k.occ[from] < 0 || k.occ[from] / 6 != seat) {
        return IslandReason.NO_OWN_EXPLORER;
      }
      boolean shore = (Generator.swimShore(k, from) & (1L << to)) != 0;
      if (shore && k.occ[to] >= 0 && k.occ[to] / 6 != seat) {
        return IslandReason.SWIM_ATTACK_NOT_FIRST;
      }
      return shore && (k.fresh & (1L << to)) != 0
          ? IslandReason.FRESH_COINS
          : IslandReason.NOT_A_SWIM;
    }
    if (a instanceof IslandAction.Flip) {
      return IslandReason.NOT_FLIPPABLE;
    }
    if (a instanceof IslandAction.Reinforce) {
      boolean power = k.pending == DecisionKind.POWER_UP;
      if (power ? k.reinforcedBought : k.reinforcedAction) {
        return IslandReason.ALREADY_REINFORCED;
      }
      return power && k.held[seat] < 1
          ? IslandReason.NOT_ENOUGH_COINS
          : IslandReason.NOT_A_REINFORCEMENT;
    }
    if (a instanceof IslandAction.BuyRing) {
      return k.held[seat] < 1
          ? IslandReason.NOT_ENOUGH_COINS
          : k.supplyRings == 0 ? IslandReason.NO_RINGS_LEFT : IslandReason.NOT_RINGABLE;
    }
    if (a instanceof IslandAction.Spy) {
      return k.held[seat] < 1 ? IslandReason.NOT_ENOUGH_COINS : IslandReason.NOT_IN_VIEW;
    }
    if (a instanceof IslandAction.RemoveTile) {
      return IslandReason.NOT_REMOVABLE;
    }
    if (a instanceof IslandAction.PlaceFlag) {
      return IslandReason.NOT_NEAREST;
    }
    return IslandReason.NOT_OFFERED;
  }

  private static List<io.github.strategorules.core.board.Square> squares(IslandAction a) {
    if (a instanceof IslandAction.Move m) {
      return List.of(m.from(), m.to());
    }
    if (a instanceof IslandAction.Swim s) {
      return List.of(s.from(), s.to());
    }
    if (a instanceof IslandAction.Flip f) {
      return List.of(f.square());
    }
    if (a instanceof IslandAction.Reinforce r) {
      return List.of(r.square());
    }
    if (a instanceof IslandAction.BuyReinforcement r) {
      return List.of(r.square());
    }
    if (a instanceof IslandAction.PlaceExplorer p) {
      return List.of(p.square());
    }
    if (a instanceof IslandAction.BuyRing r) {
      return List.of(r.square());
    }
    if (a instanceof IslandAction.Spy s) {
      return List.of(s.square());
    }
    if (a instanceof IslandAction.RemoveTile r) {
      return List.of(r.square());
    }
    if (a instanceof IslandAction.PlaceFlag p) {
      return List.of(p.square());
    }
    return List.of();
  }

  /**
   * Whether an action's type answers a kind of decision (POWER_UPS_ANYTIME, CUSTOM_SETUP: LI-12).
   */
  private static boolean answers(
      DecisionKind kind, IslandAction a, boolean anytime, boolean custom) {
    return switch (kind) {
      case PLACE_EXPLORERS ->
          custom
              ? a instanceof IslandAction.PlaceExplorer
              : a instanceof IslandAction.PlaceExplorers;
      case ORDER_BOAT -> a instanceof IslandAction.OrderBoat;
      case ACTION ->
          a instanceof IslandAction.Move
              || a instanceof IslandAction.Swim
              || a instanceof IslandAction.Flip
              || a instanceof IslandAction.Reinforce
              || a instanceof IslandAction.EndStep
              || (anytime
                  && (a instanceof IslandAction.BuyRing
                      || a instanceof IslandAction.Spy
                      || a instanceof IslandAction.BuyReinforcement));
      case POWER_UP ->
          a instanceof IslandAction.BuyRing
              || a instanceof IslandAction.Reinforce
              || a instanceof IslandAction.Spy
              || a instanceof IslandAction.EndStep;
      case SHRINK -> a instanceof IslandAction.RemoveTile;
      case BOMB_AXIS -> a instanceof IslandAction.ChooseAxis;
      case BOMB_LINE, STORM_DIRECTION -> a instanceof IslandAction.ChooseDirection;
      case BOMB_EXPERT -> a instanceof IslandAction.BombExpert;
      case FLAG_DESTINATION -> a instanceof IslandAction.PlaceFlag;
    };
  }
}
