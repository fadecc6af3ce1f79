package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The reference bot's kernel playout policy: the heuristic bot's scores on the kernel, a choice
 * that depends only on what the side to move knows, and only legal moves. The scores and the leaf
 * value are compared with the pre-kernel code in {@link PreKernelScoresTest}.
 */
class KernelPolicyTest {
  private static final List<String> PRESETS =
      List.of("classic", "barrage", "quick_battle", "classic(silent_defence)");

  /**
   * The heuristic bot scores a view through the policy, given the view's board with stand-ins for
   * the hidden types: on the true position the policy gives the same scores, so the stand-ins
   * change nothing and the policy reads nothing the side to move does not know.
   */
  @Test
  void itScoresEveryMoveAsTheHeuristicBotDoesFromItsView() {
    int[] checked = {0};
    for (String spec : PRESETS) {
      Ruleset r = Ruleset.parse(spec);
      KernelPolicy policy = new KernelPolicy(r, 1000);
      for (long seed = 1; seed <= 3; seed++) {
        HeuristicWalk.walk(
            r,
            seed,
            300,
            s -> {
              ClassicView view = s.viewFor(s.toMove().orElseThrow());
              Position p = s.toPosition();
              int[] moves = new int[p.maxMoves()];
              int n = p.generate(moves);
              List<Move> legal = view.legalMoves();
              assertThat(n).isEqualTo(legal.size());
              double[] expected = HeuristicBot.scores(view);
              double[] actual = policy.score(p, moves, n);
              for (int i = 0; i < n; i++) {
                assertThat(moves[i]).isEqualTo(p.codeOf(legal.get(i)));
                assertThat(actual[i])
                    .as("%s, move %s", spec, legal.get(i))
                    .isCloseTo(expected[i], within(1e-9));
              }
              checked[0]++;
            });
      }
    }
    assertThat(checked[0]).isGreaterThan(1000);
  }

  /**
   * Two worlds drawn for the same view differ only in the types of the enemy's hidden pieces; the
   * side to move, which does not know them, chooses the same move in both from the same seed.
   */
  @Test
  void itsChoiceDependsOnlyOnWhatTheSideToMoveKnows() {
    int differing = 0;
    int checked = 0;
    for (long seed = 1; seed <= 4; seed++) {
      Ruleset r = Ruleset.classic();
      KernelPolicy policy = new KernelPolicy(r, 1000);
      List<ClassicState> states = new java.util.ArrayList<>();
      HeuristicWalk.walk(
          r,
          seed,
          240,
          s -> {
            if (s.ply() % 20 == 0) {
              states.add(s);
            }
          });
      for (ClassicState s : states) {
        ClassicSampler sampler = ClassicSampler.of(s.viewFor(s.toMove().orElseThrow()));
        SplittableRandom draws = new SplittableRandom(seed);
        Position a = sampler.samplePosition(draws);
        Position b = sampler.samplePosition(draws);
        differing += a.boardHash() != b.boardHash() ? 1 : 0;
        int[] ma = new int[a.maxMoves()];
        int[] mb = new int[b.maxMoves()];
        int na = a.generate(ma);
        int nb = b.generate(mb);
        assertThat(java.util.Arrays.copyOf(mb, nb)).isEqualTo(java.util.Arrays.copyOf(ma, na));
        assertThat(java.util.Arrays.copyOf(policy.score(b, mb, nb), nb))
            .isEqualTo(java.util.Arrays.copyOf(policy.score(a, ma, na), na));
        for (long k = 0; k < 5; k++) {
          assertThat(policy.choose(b, mb, nb, new SplittableRandom(k)))
              .isEqualTo(policy.choose(a, ma, na, new SplittableRandom(k)));
        }
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(20);
    assertThat(differing).isGreaterThan(checked / 2); // the worlds did differ in what is hidden
  }

  /** Playouts that follow the policy make only legal moves, and every leaf value is bounded. */
  @Test
  void itsPlayoutsMakeOnlyLegalMovesAndBoundedValues() {
    for (String spec : PRESETS) {
      Ruleset r = Ruleset.parse(spec);
      KernelPolicy policy = new KernelPolicy(r, 1000);
      SplittableRandom random = new SplittableRandom(7);
      HeuristicWalk.walk(
          r,
          11,
          200,
          s -> {
            if (s.ply() % 25 != 0) {
              return;
            }
            Position p = s.toPosition();
            int[] moves = new int[p.maxMoves()];
            for (int d = 0; d < 40; d++) {
              int n = p.generate(moves);
              if (p.statusAfterGenerate(n) != 0) {
                break;
              }
              int m = moves[policy.choose(p, moves, n, random)];
              assertThat(p.reasonOf(p.toMove(), m)).as(spec).isNull();
              p.make(m);
            }
            Playouts playouts = new Playouts(r, s.toMove().orElseThrow().ordinal(), 6);
            Position world = s.toPosition();
            int[] legal = new int[world.maxMoves()];
            int n = world.generate(legal);
            for (int i = 0; i < n; i++) {
              assertThat(playouts.value(world, legal[i], random))
                  .isBetween(-Playouts.WIN, Playouts.WIN);
            }
            assertThat(world).isEqualTo(s.toPosition()); // the world is left as it was
          });
    }
  }

  /**
   * Taking the flag is a won game (C-7.1), worth {@link Playouts#WIN}; a quiet move is worth less.
   */
  @Test
  void aPlayoutValuesTakingTheFlagAsAWin() {
    Ruleset r = Ruleset.classic();
    Position p = new Position(r);
    int w = r.width();
    int marshal = 3 * w; // a4, RED's
    p.put(
        marshal,
        Position.code(0, io.github.strategorules.core.board.PieceType.MARSHAL.ordinal()),
        0);
    p.put(
        4 * w,
        Position.code(1, io.github.strategorules.core.board.PieceType.FLAG.ordinal()),
        0); // a5, BLUE's
    p.put(
        9 * w + 9,
        Position.code(1, io.github.strategorules.core.board.PieceType.SCOUT.ordinal()),
        0);
    p.put(9, Position.code(0, io.github.strategorules.core.board.PieceType.FLAG.ordinal()), 0);
    Playouts playouts = new Playouts(r, 0, 2);
    SplittableRandom random = new SplittableRandom(1);
    assertThat(
            playouts.value(p, io.github.strategorules.core.kernel.Moves.of(marshal, 4 * w), random))
        .isEqualTo(Playouts.WIN);
    assertThat(
            playouts.value(
                p, io.github.strategorules.core.kernel.Moves.of(marshal, 3 * w + 1), random))
        .isLessThan(Playouts.WIN);
  }
}
