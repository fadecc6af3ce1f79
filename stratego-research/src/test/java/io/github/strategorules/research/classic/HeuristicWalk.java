package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Seeded games the heuristic bot's tests walk through: human-like setups, heuristic moves with a
 * random one in four.
 */
final class HeuristicWalk {
  private HeuristicWalk() {}

  /**
   * Plays up to {@code plies} plies, calling {@code check} on each state before its move.
   *
   * @return the last state (over, or after {@code plies} plies), not yet checked
   */
  static ClassicState walk(Ruleset r, long seed, int plies, Consumer<ClassicState> check) {
    ClassicState s =
        ClassicState.start(
            r,
            SensibleSetups.generate(r, Seat.RED, seed),
            SensibleSetups.generate(r, Seat.BLUE, seed + 100));
    SplittableRandom random = new SplittableRandom(seed);
    HeuristicBot heuristic = new HeuristicBot();
    for (int ply = 0; ply < plies && s.phase() == Phase.PLAY; ply++) {
      check.accept(s);
      ClassicView view = s.viewFor(s.toMove().orElseThrow());
      List<Move> legal = view.legalMoves();
      Move m =
          random.nextInt(4) == 0
              ? legal.get(random.nextInt(legal.size()))
              : heuristic.choose(view, random);
      s = s.apply(m).state();
    }
    return s;
  }
}
