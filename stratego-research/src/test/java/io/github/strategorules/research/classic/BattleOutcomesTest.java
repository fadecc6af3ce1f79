package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 52 item 2: {@link BattleOutcomes} values an attack on an unknown piece by the belief's
 * distribution of its type (C-4.1), splits the battle into outcomes whose material corrections
 * average to nothing, and finds a side's attacks along its pieces' lines exactly as the kernel's
 * move generator does (C-3, C-5, V-2.5).
 */
class BattleOutcomesTest {
  private static final double[] VALUES =
      new BeliefEvaluation(Ruleset.classic(), DeepBot.weights()).seen;

  private static final int TYPES = PieceType.values().length;

  /** A distribution over two types. */
  private static double[] either(PieceType a, double pa, PieceType b) {
    double[] d = new double[TYPES];
    d[a.ordinal()] = pa;
    d[b.ordinal()] += 1 - pa;
    return d;
  }

  // RED: a Captain on e4, the Marshal on i1, the flag on j1; BLUE: an unknown piece on e5 (its
  // stand-in a Sergeant) and a Scout on a10, its flag on j10.
  private static final String DUEL =
      "classic r*8f/10/10/10/2~~2~~2/2~~t1~~2/4K5/10/10/8MF r 40 10 - - - -";

  private static BattleOutcomes outcomes(Position p, Map<String, double[]> unknown) {
    Map<Integer, double[]> bySquare = new java.util.HashMap<>();
    unknown.forEach((sq, d) -> bySquare.put(p.index(Square.parse(sq)), d));
    BattleOutcomes o = new BattleOutcomes(p.ruleset(), VALUES, 0.15, DeepSearch.FLAG_HOPE, 4);
    o.prepare(BeliefBoard.of(p, bySquare, VALUES));
    return o;
  }

  private static int move(Position p, String from, String to) {
    Seat seat = p.toMove() == 0 ? Seat.RED : Seat.BLUE;
    int m = p.codeOf(new Move(seat, Square.parse(from), Square.parse(to)));
    assertThat(p.reasonOf(p.toMove(), m)).as("%s-%s is legal", from, to).isNull();
    return m;
  }

  /**
   * C-4.1: the Captain's attack on a piece that is a Sergeant or a Major, 3 to 1, is expected to
   * win 3/4 of a Sergeant and lose 1/4 of a Captain; the battle has those two outcomes, each shown
   * as its type, and their corrections (at the hidden bonus) average to nothing.
   */
  @Test
  void anAttackOnAnUnknownPieceIsValuedByTheBeliefsDistribution() {
    Position p = PositionNotation.parse(DUEL).toPosition();
    BattleOutcomes o = outcomes(p, Map.of("e5", either(PieceType.SERGEANT, 0.75, PieceType.MAJOR)));
    int attack = move(p, "e4", "e5");
    double sergeant = VALUES[PieceType.SERGEANT.ordinal()];
    double captain = VALUES[PieceType.CAPTAIN.ordinal()];
    assertThat(o.gain(attack, DeepSearch.WIN))
        .isCloseTo(0.75 * sergeant - 0.25 * captain, within(1e-9));
    assertThat(o.gain(move(p, "e4", "e3"), DeepSearch.WIN)).isZero(); // a quiet move

    assertThat(o.chances(attack, 2)).isEqualTo(2);
    assertThat(o.chance[2][Position.ATTACKER_WINS]).isCloseTo(0.75, within(1e-9));
    assertThat(o.chance[2][Position.DEFENDER_WINS]).isCloseTo(0.25, within(1e-9));
    assertThat(o.chance[2][Position.BOTH_LOSE]).isZero();
    assertThat(o.chance[2][BattleOutcomes.FLAG_TAKEN]).isZero();
    assertThat(o.shown[2][Position.ATTACKER_WINS]).isEqualTo(PieceType.SERGEANT.ordinal());
    assertThat(o.shown[2][Position.DEFENDER_WINS]).isEqualTo(PieceType.MAJOR.ordinal());
    double mean =
        0.75 * o.correction[2][Position.ATTACKER_WINS]
            + 0.25 * o.correction[2][Position.DEFENDER_WINS];
    assertThat(mean).isCloseTo(0, within(1e-9));
    assertThat(o.correction[2][Position.ATTACKER_WINS]).isNegative(); // a Sergeant, below the mean
  }

  /**
   * C-7.1, C-4.1: a chance of the flag counts the flag's hope, not a won game; outcomes below 1%
   * are left out; a battle between known pieces has no chances, a known flag is a won game.
   */
  @Test
  void theFlagsChanceIsAHopeAndUnlikelyOutcomesAreLeftOut() {
    Position p = PositionNotation.parse(DUEL).toPosition();
    double[] flagOrBomb = either(PieceType.FLAG, 0.5, PieceType.BOMB);
    BattleOutcomes o = outcomes(p, Map.of("e5", flagOrBomb));
    int attack = move(p, "e4", "e5");
    double captain = VALUES[PieceType.CAPTAIN.ordinal()];
    // The Captain is lost to the bomb (C-4.3); the bomb stays.
    assertThat(o.gain(attack, DeepSearch.WIN))
        .isCloseTo(0.5 * DeepSearch.FLAG_HOPE - 0.5 * captain, within(1e-9));
    assertThat(o.chances(attack, 0)).isEqualTo(2);
    assertThat(o.chance[0][BattleOutcomes.FLAG_TAKEN]).isCloseTo(0.5, within(1e-9));

    BattleOutcomes rare =
        outcomes(p, Map.of("e5", either(PieceType.SERGEANT, 0.995, PieceType.MAJOR)));
    assertThat(rare.chances(attack, 1)).isEqualTo(1);
    assertThat(rare.chance[1][Position.ATTACKER_WINS]).isEqualTo(1);

    BattleOutcomes known = outcomes(p, Map.of());
    assertThat(known.chances(attack, 0)).isZero();
    Position flag =
        PositionNotation.parse(
                "classic r*9/10/10/10/2~~2~~2/2~~f1~~2/4K5/10/10/8MF r 40 10 - - - -")
            .toPosition();
    assertThat(outcomes(flag, Map.of()).gain(move(flag, "e4", "e5"), DeepSearch.WIN))
        .isEqualTo(DeepSearch.WIN);
  }

  /**
   * C-3, C-5, V-2.5: the attacks found along the pieces' lines are exactly the kernel's legal
   * attacks, for both sides in mid-game positions, under the two-squares rule and without attacks
   * from a distance too; a ruleset with two-square movers or rescues (V-1.2) is left to the kernel.
   */
  @Test
  void theAttacksAlongTheLinesAreTheKernelsLegalAttacks() {
    int compared = 0;
    for (String spec :
        List.of(
            "classic",
            "classic(two_squares=3)",
            "classic(no_range_attack)",
            "barrage",
            "quick_battle")) {
      Ruleset r = Ruleset.parse(spec);
      for (long seed = 1; seed <= 3; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        HeuristicBot bot = new HeuristicBot();
        ClassicState s =
            ClassicState.start(
                r,
                SensibleSetups.generate(r, Seat.RED, random),
                SensibleSetups.generate(r, Seat.BLUE, random));
        while (s.ply() < 160 && s.outcome().isEmpty()) {
          if (s.ply() % 15 == 0) { // either side to move
            Position p = s.toPosition();
            BattleOutcomes o = outcomes(p, Map.of());
            assertThat(o.lines()).as(spec).isTrue();
            int[] kernel = new int[p.maxMoves()];
            int n = p.generate(kernel);
            int[] attacks =
                Arrays.stream(kernel, 0, n).filter(m -> isAttack(p, m)).sorted().toArray();
            int[] found = new int[p.maxMoves()];
            int k = o.attacks(p.toMove(), found);
            assertThat(Arrays.stream(found, 0, k).sorted().toArray())
                .as("%s, seed %d, ply %d", spec, seed, s.ply())
                .containsExactly(attacks);
            compared++;
          }
          s = s.apply(bot.choose(s.viewFor(s.toMove().orElseThrow()), random)).state();
        }
      }
    }
    assertThat(compared).isGreaterThan(40);
    for (String spec : List.of("classic(rescue)", "classic(captains_two_squares)")) {
      BattleOutcomes o =
          new BattleOutcomes(Ruleset.parse(spec), VALUES, 0.15, DeepSearch.FLAG_HOPE, 1);
      assertThat(o.lines()).as(spec).isFalse();
    }
  }

  private static boolean isAttack(Position p, int m) {
    return p.pieceAt(Moves.to(m)) != 0;
  }
}
