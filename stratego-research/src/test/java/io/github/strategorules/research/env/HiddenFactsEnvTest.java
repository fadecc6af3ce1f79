package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.research.classic.ClassicActionCodec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * C-8 through the batched environment: paired games that differ only in BLUE's hidden setup (two of
 * its back-row pieces of different types that move one step, swapped) give RED the same
 * observation, mask and legal ids at every decision, until a swapped piece moves or is attacked;
 * BLUE's own observations do differ.
 */
class HiddenFactsEnvTest {

  /**
   * Starts whose BLUE setup has the pieces on two squares swapped (none when {@code swap} is
   * false).
   */
  private static Starts starts(boolean swap, Square[] swapped) {
    return (game, seed) -> {
      Ruleset r = ((ClassicGame) game).ruleset();
      Setup red = Setup.random(r, Seat.RED, seed);
      Setup blue = Setup.random(r, Seat.BLUE, seed + 1);
      List<Setup.Placement> back =
          blue.placements().stream()
              .filter(p -> p.square().rank() == r.height() && r.movement(p.type()) == Movement.STEP)
              .toList();
      Square a = back.get(0).square();
      PieceType ta = back.get(0).type();
      Setup.Placement other = back.stream().filter(p -> p.type() != ta).findFirst().orElseThrow();
      swapped[0] = a;
      swapped[1] = other.square();
      if (!swap) {
        return ClassicState.start(r, red, blue);
      }
      List<Setup.Placement> list = new ArrayList<>();
      for (Setup.Placement p : blue.placements()) {
        list.add(
            p.square().equals(a)
                ? new Setup.Placement(a, other.type())
                : p.square().equals(other.square()) ? new Setup.Placement(other.square(), ta) : p);
      }
      return ClassicState.start(r, red, Setup.of(list));
    };
  }

  @Test
  void redSeesTheSameInBothGamesOfEveryPair() {
    ClassicGame game = ClassicGame.of(Ruleset.classic());
    int pairs = 0;
    int redDecisions = 0;
    boolean blueDiffered = false;
    for (long seed = 1; seed <= 6; seed++) {
      Square[] sq = new Square[2];
      VectorEnv a = VectorEnv.builder(game).seed(seed).starts(starts(false, sq)).build();
      VectorEnv b = VectorEnv.builder(game).seed(seed).starts(starts(true, new Square[2])).build();
      EnvBuffers ia = EnvBuffers.allocate(a.shape(), true, true);
      EnvBuffers ib = EnvBuffers.allocate(b.shape(), true, true);
      a.reset(ia);
      b.reset(ib);
      assertThat(a.state(0).record()).isNotEqualTo(b.state(0).record());
      ClassicActionCodec codec = (ClassicActionCodec) a.codec();
      SplittableRandom random = new SplittableRandom(seed);
      for (int t = 0; t < 400; t++) {
        int seat = ia.seats().get(0);
        assertThat(ib.seats().get(0)).isEqualTo(seat);
        int n = ia.legalCounts().get(0);
        assertThat(Arrays.copyOf(ib.legalIds().array(), n))
            .isEqualTo(Arrays.copyOf(ia.legalIds().array(), n));
        if (seat == Seat.RED.ordinal()) {
          assertThat(ib.observations().array())
              .as("RED's observation, seed %d, step %d", seed, t)
              .isEqualTo(ia.observations().array());
          assertThat(ib.masks().array()).isEqualTo(ia.masks().array());
          redDecisions++;
        } else {
          blueDiffered |= !Arrays.equals(ia.observations().array(), ib.observations().array());
        }
        int id = ia.legalIds().get(random.nextInt(n));
        Move m = codec.decodeMove(id, Seat.of(seat));
        if (List.of(sq).contains(m.from()) || List.of(sq).contains(m.to())) {
          break; // a swapped piece moves or is attacked: the games may part from here on
        }
        ia.actions().put(0, id);
        ib.actions().put(0, id);
        a.step();
        b.step();
        if (ia.terminated().get(0) + ia.truncated().get(0) > 0) {
          break;
        }
      }
      pairs++;
    }
    assertThat(pairs).isEqualTo(6);
    assertThat(redDecisions).isGreaterThan(100);
    assertThat(blueDiffered).isTrue();
  }
}
