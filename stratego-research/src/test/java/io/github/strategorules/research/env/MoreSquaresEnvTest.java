package io.github.strategorules.research.env;

import static io.github.strategorules.testkit.classic.Boards.classic;
import static io.github.strategorules.testkit.classic.Boards.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.research.Research;
import java.util.Arrays;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Issue 54 item 12, C-6.1 and C-R7 through the batched environment: the legal ids of a seat that
 * chases under the more-squares rule can depend on facts hidden from it, and {@link
 * VectorEnv#mayRevealHidden} says so, from what that seat knows. Twin games that differ only in two
 * unrevealed BLUE pieces that traded places during RED's chase (two Captains, or a Captain and a
 * Lieutenant; RED's view the same) give RED different legal ids, on the kernel path and on the
 * contract path, and the flag is up in both; once the chase is over it is down again.
 */
class MoreSquaresEnvTest {
  /**
   * RED's Major chases BLUE's Captain round e2 f2 f3 e3; three unrevealed BLUE pieces on rank 9.
   */
  private static final String BOARD =
      """
      10  .   .   .   .   .   .   .   .  bF   .
       9 b6  b6  b5   .   .   .   .   .   .  b2
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .   .   .   .   .   .
       3  .   .   .   .   .  b6   .   .   .   .
       2  .   .   .   .  r7   .   .   .   .   .
       1 rF   .   .   .   .   .   .   .   .   .
      """;

  /** One lap of the chase: RED's next e2-f2 would repeat its first position. */
  private static final String[] LAP = {
    "e2-f2", "f3-e3", "f2-f3", "e3-e2", "f3-e3", "e2-f2", "e3-e2", "f2-f3"
  };

  /**
   * The position after the lap with the pieces on two of a9, b9, c9 traded, the chase kept as it
   * was (as in C6MoreSquaresTest's C-R7 scenario).
   */
  private static ClassicState traded(String a, String b) {
    Position p = play(classic(Seat.RED, BOARD), LAP).toPosition();
    int x = p.index(Square.parse(a));
    int y = p.index(Square.parse(b));
    int pieceX = p.pieceAt(x);
    int flagsX = p.flagsAt(x);
    p.put(x, p.pieceAt(y), p.flagsAt(y));
    p.put(y, pieceX, flagsX);
    return ClassicState.of(p);
  }

  private static int[] legalIds(EnvBuffers io) {
    int[] ids = new int[io.legalCounts().get(0)];
    io.legalIds().get(0, ids);
    Arrays.sort(ids);
    return ids;
  }

  private static void twins(UnaryOperator<VectorEnv.Builder> path, boolean fast) {
    Game game = Games.parse("classic");
    ClassicState same = traded("a9", "b9");
    ClassicState other = traded("b9", "c9");
    // RED sees the same board in both (its view differs only by the forbidden move itself).
    for (int x = 0; x < 10; x++) {
      for (int y = 0; y < 10; y++) {
        Square sq = Square.of(x, y);
        assertThat(same.viewFor(Seat.RED).pieceAt(sq))
            .isEqualTo(other.viewFor(Seat.RED).pieceAt(sq));
      }
    }
    VectorEnv a = path.apply(VectorEnv.builder(game).starts((g, seed) -> same)).build();
    VectorEnv b = path.apply(VectorEnv.builder(game).starts((g, seed) -> other)).build();
    assertThat(a.onFastPath()).isEqualTo(fast);
    EnvBuffers ia = EnvBuffers.allocate(a.shape(), false, true);
    EnvBuffers ib = EnvBuffers.allocate(b.shape(), false, true);
    a.reset(ia);
    b.reset(ib);
    assertThat(ia.seats().get(0)).isEqualTo(ib.seats().get(0)).isEqualTo(Seat.RED.index());
    // What RED cannot see changes its legal ids: e2-f2 repeats a chase position only in `same`.
    assertThat(legalIds(ia)).isNotEqualTo(legalIds(ib));
    assertThat(a.mayRevealHidden(0)).isTrue();
    assertThat(b.mayRevealHidden(0)).isTrue();
    java.nio.ByteBuffer flags = java.nio.ByteBuffer.allocate(1);
    assertThat(a.mayRevealHidden(flags)).isEqualTo(1);
    assertThat(flags.get(0)).isEqualTo((byte) 1);
    // RED steps away from the Captain (e2-e1): its chase is over, its flag down for good.
    int away = a.codec().encode(game.parseAction("RED move e2-e1"));
    ia.actions().put(0, away);
    ib.actions().put(0, away);
    a.step();
    b.step();
    assertThat(ia.seats().get(0)).isEqualTo(Seat.BLUE.index());
    assertThat(a.mayRevealHidden(0)).isFalse();
    assertThat(legalIds(ia)).isEqualTo(legalIds(ib));
  }

  @Test
  void aChasersLegalIdsCanTellHiddenTypesAndTheFlagSaysSoOnTheKernelPath() {
    twins(b -> b, true);
  }

  @Test
  void andOnTheContractPath() {
    Game game = Games.parse("classic");
    twins(b -> b.codec(Research.of(game).codec(game)), false);
  }

  @Test
  void withoutTheMoreSquaresRuleNothingIsRevealed() {
    Game off = Games.parse("classic(more_squares=off)");
    VectorEnv env = VectorEnv.builder(off).games(4).seed(3).maxPlies(300).build();
    EnvBuffers io = EnvBuffers.allocate(env.shape(), false, false);
    env.reset(io);
    java.util.SplittableRandom random = new java.util.SplittableRandom(5);
    java.nio.ByteBuffer flags = java.nio.ByteBuffer.allocate(4);
    for (int t = 0; t < 600; t++) {
      assertThat(env.mayRevealHidden(flags)).isZero();
      for (int g = 0; g < 4; g++) {
        int n = io.legalCounts().get(g);
        io.actions().put(g, io.legalIds().get(g * env.shape().maxLegal() + random.nextInt(n)));
      }
      env.step();
    }
  }
}
