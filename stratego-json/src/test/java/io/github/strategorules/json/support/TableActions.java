package io.github.strategorules.json.support;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Ends a game that goes on by the table actions every game shares, so that generated games also
 * give resignations, draw offers, acceptances and the outcomes they lead to: resignation of the
 * first seat, or a draw offered by the first seat and accepted by the others.
 */
public final class TableActions {
  private TableActions() {}

  /**
   * The steps that end a game by the table actions (none when it is over).
   *
   * @param state the state
   * @param resign whether a seat resigns (else the seats agree to a draw, where the game allows it)
   * @return the steps, in order
   */
  public static List<Step> end(GameState state, boolean resign) {
    List<Step> steps = new ArrayList<>();
    GameState s = state;
    if (s.outcome().isPresent()) {
      return steps;
    }
    List<Seat> seats = s.game().seats();
    if (!resign) {
      for (int i = 0; i < seats.size() && s.outcome().isEmpty(); i++) {
        Seat seat = seats.get(i);
        Action a = i == 0 ? s.drawOffer(seat) : s.drawAcceptance(seat);
        if (s.check(seat, a).isPresent()) {
          break; // no draws in this phase: resign instead
        }
        Step step = s.apply(seat, a);
        steps.add(step);
        s = step.state();
      }
    }
    if (s.outcome().isEmpty()) {
      Step step = s.apply(seats.get(0), s.resignation(seats.get(0)));
      steps.add(step);
    }
    return steps;
  }

  /**
   * A draw offered by a seat that does not decide, then declined by the deciding seat taking its
   * first decision instead (none when the state allows no draw offer).
   *
   * @param state the state
   * @return the steps, in order
   */
  public static List<Step> declined(GameState state) {
    List<Step> steps = new ArrayList<>();
    if (state.outcome().isPresent() || state.toDecide().size() != 1) {
      return steps;
    }
    Seat decider = state.toDecide().get(0);
    Seat offerer = state.game().seats().stream().filter(s -> s != decider).findFirst().orElseThrow();
    if (state.check(offerer, state.drawOffer(offerer)).isPresent()) {
      return steps;
    }
    Step offered = state.apply(offerer, state.drawOffer(offerer));
    steps.add(offered);
    List<Action> decisions = GameState.decisionsAmong(offered.state().legalActions());
    if (!decisions.isEmpty()) {
      steps.add(offered.state().apply(decider, decisions.get(0)));
    }
    return steps;
  }
}
