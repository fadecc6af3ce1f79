package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The kernel scores equal the pre-kernel ones: {@link HeuristicBot}'s scores (through {@link
 * KernelPolicy}), and the search bots' leaf value (material and {@link SearchEvaluation}'s terms
 * through {@link KernelEvaluation}) against {@link ViewScoringOracle}, the view-based code of
 * commit e72a163 kept in test code, on every state of played games under several rulesets (C-4
 * combat tables, V-2.4 open, V-2.6 silent defence, V-2.3 movable bombs). A changed weight or term
 * on either side fails these tests.
 */
class PreKernelScoresTest {
  private static final List<String> RULESETS =
      List.of(
          "classic",
          "barrage",
          "quick_battle",
          "classic(silent_defence)",
          "classic(open)",
          "classic(aggressor_wins_ties,movable_bombs_and_flag)");

  /** {@link HeuristicWalk#walk}, the last state checked too, over or not. */
  private static void walk(Ruleset r, long seed, int plies, Consumer<ClassicState> check) {
    check.accept(HeuristicWalk.walk(r, seed, plies, check));
  }

  /**
   * Every legal move of the side to move scores as the view-based heuristic scored it, with the
   * flag bonus of {@link HeuristicBot} and with none (the search bots' prior); the games cover
   * attacks on known and unknown pieces and quiet moves.
   */
  @Test
  void theHeuristicScoresAreThePreKernelOnes() {
    int[] kinds = new int[3]; // attacks on unknown pieces, attacks on known ones, quiet moves
    for (String spec : RULESETS) {
      Ruleset r = Ruleset.parse(spec);
      for (long seed = 1; seed <= 3; seed++) {
        walk(
            r,
            seed,
            300,
            s -> {
              if (s.phase() != Phase.PLAY) {
                return;
              }
              ClassicView view = s.viewFor(s.toMove().orElseThrow());
              List<Move> legal = view.legalMoves();
              double[] withBonus = HeuristicBot.scores(view);
              double[] without = HeuristicBot.scores(view, 0);
              double[] oracleWithBonus =
                  ViewScoringOracle.scores(view, ViewScoringOracle.FLAG_BONUS);
              double[] oracleWithout = ViewScoringOracle.scores(view, 0);
              assertThat(withBonus).hasSize(legal.size());
              for (int i = 0; i < legal.size(); i++) {
                Move m = legal.get(i);
                assertThat(withBonus[i])
                    .as("%s ply %d %s", spec, s.ply(), m)
                    .isCloseTo(oracleWithBonus[i], within(1e-9));
                assertThat(without[i])
                    .as("%s ply %d %s", spec, s.ply(), m)
                    .isCloseTo(oracleWithout[i], within(1e-9));
                var target = view.pieceAt(m.to());
                kinds[target.isEmpty() ? 2 : target.get().type().isEmpty() ? 0 : 1]++;
              }
            });
      }
    }
    assertThat(java.util.Arrays.stream(kinds).min().orElseThrow())
        .as("fewest of one kind")
        .isGreaterThan(100);
  }

  /**
   * The leaf value of {@link SearchBot} and of {@link ReferenceBot}'s playouts, material and
   * positional terms, for both seats, is the view-based one; so is the material after a candidate
   * (the search bot's baseline); the positional terms vary over the games (miners lost, enemies
   * near the flag, the way to the enemy flag).
   */
  @Test
  void theLeafValueIsThePreKernelOne() {
    java.util.Set<Double> positionals = new java.util.HashSet<>();
    int[] after = {0};
    for (String spec : RULESETS) {
      Ruleset r = Ruleset.parse(spec);
      KernelEvaluation evaluation = new KernelEvaluation(r);
      for (long seed = 1; seed <= 2; seed++) {
        SplittableRandom picks = new SplittableRandom(seed);
        walk(
            r,
            seed + 10,
            400,
            s -> {
              Position p = s.toPosition();
              for (Seat me : List.of(Seat.RED, Seat.BLUE)) {
                double material = ViewScoringOracle.material(s, me);
                double positional = ViewScoringOracle.positional(s, me);
                positionals.add(positional);
                double base = picks.nextInt(41) * 0.25 - 5;
                assertThat(SearchBot.leafValue(s, me.ordinal(), base, evaluation))
                    .as("%s ply %d", spec, s.ply())
                    .isCloseTo(material - base + positional, within(1e-9));
                assertThat(KernelEvaluation.material(p, me.ordinal()))
                    .isCloseTo(material, within(1e-9));
                assertThat(evaluation.positional(p, me.ordinal()))
                    .as("%s ply %d", spec, s.ply())
                    .isCloseTo(positional, within(1e-9));
              }
              if (s.phase() != Phase.PLAY) {
                return;
              }
              List<Move> legal = s.legalMoves();
              for (int k = 0; k < 3; k++) {
                Move m = legal.get(picks.nextInt(legal.size()));
                ClassicState next = s.apply(m).state();
                for (Seat me : List.of(Seat.RED, Seat.BLUE)) {
                  // the search's baseline: the material of the world right after the candidate
                  assertThat(KernelEvaluation.material(next.toPosition(), me.ordinal()))
                      .as("%s ply %d %s", spec, s.ply(), m)
                      .isCloseTo(ViewScoringOracle.material(next, me), within(1e-9));
                }
                after[0]++;
              }
              assertThat(p).isEqualTo(s.toPosition()); // the world is left as it was
            });
      }
    }
    assertThat(positionals).hasSizeGreaterThan(100);
    assertThat(after[0]).isGreaterThan(1000);
  }
}
