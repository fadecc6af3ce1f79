package io.github.strategorules.core.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.fuzz.Allocations;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 16, item 12, as counts rather than times (the times are JMH's: KernelTablesBenchmark and
 * ApplyAllocationBenchmark): kernel tables are built once per ruleset however many rulesets are in
 * use, and an apply with rescues and C-7.4 allocates no buffer for every possible rescue.
 */
class KernelCostTest {

  @Test
  void item12ManyRulesetsInUseKeepTheirTables() {
    List<Ruleset> rulesets = new ArrayList<>();
    List<Tables> first = new ArrayList<>();
    for (int i = 0; i < 150; i++) {
      Ruleset r =
          Ruleset.parse("classic(two_squares=" + (i % 21) + ",ply_limit=" + (1000 + i) + ")");
      rulesets.add(r);
      first.add(new Position(r).t);
    }
    for (int i = 0; i < rulesets.size(); i++) {
      // Before, the cache was cleared past 64 rulesets, and every new position rebuilt its tables.
      assertThat(new Position(rulesets.get(i)).t).as("ruleset " + i).isSameAs(first.get(i));
      assertThat(new Position(Ruleset.parse(rulesets.get(i).spec())).t).isSameAs(first.get(i));
    }
  }

  @Test
  void item12AnApplyWithRescuesAndGravonEndingsAllocatesLittle() {
    Ruleset r = Ruleset.parse("classic(rescue,gravon_endings)");
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 3), Setup.random(r, Seat.BLUE, 4));
    SplittableRandom random = new SplittableRandom(5);
    List<ClassicState> states = new ArrayList<>();
    List<Move> moves = new ArrayList<>();
    for (int ply = 0; ply < 200 && s.outcome().isEmpty(); ply++) {
      List<Move> legal = s.legalMoves();
      Move m = legal.get(random.nextInt(legal.size()));
      states.add(s);
      moves.add(m);
      s = s.apply(m).state();
    }
    states.get(0).apply(moves.get(0)); // the per-thread generation buffer, once
    long before = Allocations.ofThisThread();
    for (int i = 0; i < states.size(); i++) {
      states.get(i).apply(moves.get(i));
    }
    long perApply = (Allocations.ofThisThread() - before) / states.size();
    // Before: about 100 KB per apply, a move buffer for every rescue of every piece.
    assertThat(perApply).isLessThan(16_384);
  }
}
