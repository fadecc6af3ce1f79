package io.github.strategorules.examples.toy;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.VectorEnv;
import io.github.strategorules.template.ToyAction;
import io.github.strategorules.template.ToyGame;
import io.github.strategorules.template.ToyView;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The batched environment runs a game of another module written only against the contract (the toy
 * game, TOY-1 to TOY-6) once it is given an action codec and an observation encoder: the
 * environment knows no game, and each seat's observation is built from its own transcript (TOY-2:
 * the other seat's hidden value stays hidden until a fight shows it).
 */
class ToyVectorEnvTest {
  private static final int SQUARES = ToyGame.FILES * ToyGame.RANKS;

  /**
   * Ids: a walk from square s in direction d at s * 4 + d (d: up, down, left, right), then hiding 1
   * to 3.
   */
  static final class ToyCodec implements ActionCodec {
    private static final int[][] DIRECTIONS = {{0, 1}, {0, -1}, {-1, 0}, {1, 0}};

    @Override
    public int numDistinctActions() {
      return SQUARES * 4 + 3;
    }

    @Override
    public int encode(Action action) {
      if (action instanceof ToyAction.Walk w) {
        int dx = w.to().x() - w.from().x();
        int dy = w.to().y() - w.from().y();
        for (int d = 0; d < 4; d++) {
          if (DIRECTIONS[d][0] == dx && DIRECTIONS[d][1] == dy) {
            return index(w.from()) * 4 + d;
          }
        }
      } else if (action instanceof ToyAction.Hide h) {
        return SQUARES * 4 + h.value() - 1;
      }
      throw new IllegalArgumentException("no id for " + action.notation());
    }

    @Override
    public Action decode(int id, Seat seat) {
      if (id >= SQUARES * 4) {
        return new ToyAction.Hide(seat, id - SQUARES * 4 + 1);
      }
      Square from = Square.of(id / 4 % ToyGame.FILES, id / 4 / ToyGame.FILES);
      int[] d = DIRECTIONS[id % 4];
      return new ToyAction.Walk(seat, from, Square.of(from.x() + d[0], from.y() + d[1]));
    }
  }

  /** One-hot own square, one-hot other square, own value, other value once shown, walks / 12. */
  static final class ToyObservations implements ObservationEncoder {
    @Override
    public int size() {
      return 2 * SQUARES + 6 + 1;
    }

    @Override
    public void write(Transcript transcript, float[] out, int offset) {
      java.util.Arrays.fill(out, offset, offset + size(), 0f);
      ToyView view = (ToyView) transcript.view();
      for (ToyView.Token t : view.tokens()) {
        boolean mine = t.owner() == transcript.seat();
        out[offset + (mine ? 0 : SQUARES) + index(t.square())] = 1f;
        if (t.value().isPresent()) {
          out[offset + 2 * SQUARES + (mine ? 0 : 3) + t.value().getAsInt() - 1] = 1f;
        }
      }
      out[offset + size() - 1] = view.walks() / (float) ToyGame.WALK_LIMIT;
    }

    @Override
    public String infoState(Transcript transcript) {
      return transcript.view().toString();
    }
  }

  private static int index(Square s) {
    return s.y() * ToyGame.FILES + s.x();
  }

  @Test
  void theToyGamePlaysInTheBatchedEnvironmentWithEachSeatsOwnView() {
    ToyGame game = new ToyGame();
    try (VectorEnv env =
        VectorEnv.builder(game)
            .codec(new ToyCodec())
            .observations(new ToyObservations())
            .games(8)
            .seed(3)
            .maxPlies(40)
            .build()) {
      assertThat(env.onFastPath()).isFalse();
      EnvBuffers io = EnvBuffers.allocateDirect(env.shape(), true, true);
      env.reset(io);
      SplittableRandom random = new SplittableRandom(1);
      int size = env.shape().observationSize();
      int ended = 0;
      int wins = 0;
      for (int t = 0; t < 300; t++) {
        for (int g = 0; g < 8; g++) {
          GameState s = env.state(g);
          Seat seat = s.toDecide().get(0);
          assertThat(io.seats().get(g)).isEqualTo(game.seats().indexOf(seat));
          // TOY-2: the other seat's value is never in the observation during play
          for (int k = 0; k < 3; k++) {
            assertThat(io.observations().get(g * size + 2 * SQUARES + 3 + k)).isZero();
          }
          assertThat(io.legalCounts().get(g)).isEqualTo(s.decisions(seat).size());
          int n = io.legalCounts().get(g);
          io.actions().put(g, io.legalIds().get(g * env.shape().maxLegal() + random.nextInt(n)));
        }
        env.step();
        for (int g = 0; g < 8; g++) {
          if (io.terminated().get(g) == 1) {
            ended++;
            wins += io.rewards().get(2 * g) != 0 ? 1 : 0;
            assertThat(io.rewards().get(2 * g) + io.rewards().get(2 * g + 1)).isZero();
          }
        }
      }
      assertThat(ended).isPositive();
      assertThat(wins).isPositive();
    }
  }
}
