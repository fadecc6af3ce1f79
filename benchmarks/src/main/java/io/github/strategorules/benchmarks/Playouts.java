package io.github.strategorules.benchmarks;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Start positions and mid-game positions from seeded random setups, shared by the benchmarks. */
final class Playouts {
  private Playouts() {}

  /**
   * Games at ply 0 from random setups.
   *
   * @param ruleset the rules
   * @param count how many
   * @param seed the seed
   * @return the games
   */
  static List<ClassicState> starts(Ruleset ruleset, int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<ClassicState> list = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      list.add(
          ClassicState.start(
              ruleset,
              Setup.random(ruleset, Seat.RED, random),
              Setup.random(ruleset, Seat.BLUE, random)));
    }
    return list;
  }

  /**
   * Mid-game positions: random games stopped at a random ply between 50 and 300 (or earlier, if
   * they end), skipping positions that are over.
   *
   * @param ruleset the rules
   * @param count how many
   * @param seed the seed
   * @return the positions
   */
  static List<Position> midGame(Ruleset ruleset, int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Position> list = new ArrayList<>();
    int[] buf = new int[512];
    for (ClassicState start : starts(ruleset, count * 2, seed)) {
      Position p = start.toPosition();
      int stop = 50 + random.nextInt(250);
      for (int ply = 0; ply < stop; ply++) {
        int n = p.generate(buf);
        if (n == 0) {
          break;
        }
        p.make(buf[random.nextInt(n)]);
      }
      if (p.status() == io.github.strategorules.core.kernel.Status.ONGOING) {
        list.add(p);
      }
      if (list.size() == count) {
        break;
      }
    }
    return list;
  }

  /**
   * A classic game at the given ply, for benchmarks of long games: from seeded random setups, each
   * ply a uniformly random legal move to an empty square when there is one (so that pieces survive
   * and the game lasts), else any legal move. A game that ends early is replaced by the next
   * seed's.
   *
   * @param plies the ply to stop at
   * @param seed the seed
   * @return the game, in play at that ply
   */
  static ClassicState longGame(int plies, long seed) {
    io.github.strategorules.core.rules.Ruleset r =
        io.github.strategorules.core.rules.Ruleset.classic();
    for (long s = seed; ; s++) {
      SplittableRandom random = new SplittableRandom(s);
      ClassicState g =
          ClassicState.start(
              r, Setup.random(r, Seat.RED, random), Setup.random(r, Seat.BLUE, random));
      List<io.github.strategorules.core.action.Move> quiet = new ArrayList<>();
      while (g.outcome().isEmpty() && g.ply() < plies) {
        List<io.github.strategorules.core.action.Move> moves = g.legalMoves();
        quiet.clear();
        for (io.github.strategorules.core.action.Move m : moves) {
          if (g.pieceAt(m.to()).isEmpty()) {
            quiet.add(m);
          }
        }
        List<io.github.strategorules.core.action.Move> from = quiet.isEmpty() ? moves : quiet;
        g = g.apply(from.get(random.nextInt(from.size()))).state();
      }
      if (g.outcome().isEmpty()) {
        return g;
      }
    }
  }
}
