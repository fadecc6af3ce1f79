package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.action.Rescue;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.SeatFrame;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each seat's own side at the bottom ({@link VectorEnv.Builder#seatFrame}, the classic family's
 * {@code SeatFrame}): RED's observations and ids as stored, BLUE's turned half a circle, its ids
 * those of the same actions of RED's on the turned board; an environment in seat frames plays the
 * same games as one without, given the same actions in each seat's frame.
 */
class SeatFrameTest {

  @ParameterizedTest
  @ValueSource(strings = {"classic", "barrage", "ultimate_lightning", "duel"})
  void bluesIdsAreRedsOnTheTurnedBoard(String spec) {
    ClassicGame game = (ClassicGame) Games.parse(spec);
    SeatFrame frame = Research.of(game).seatFrame(game).orElseThrow();
    ActionCodec codec = Research.of(game).codec(game);
    int[] red = frame.actions(Seat.RED);
    int[] blue = frame.actions(Seat.BLUE);
    int[] squares = frame.squares(Seat.BLUE);
    int w = game.ruleset().width();
    int area = w * game.ruleset().height();
    for (int id = 0; id < red.length; id++) {
      assertThat(red[id]).isEqualTo(id);
      assertThat(blue[blue[id]]).as("turning twice").isEqualTo(id);
    }
    for (int s = 0; s < area; s++) {
      assertThat(squares[s]).isEqualTo(area - 1 - s);
      assertThat(frame.squares(Seat.RED)[s]).isEqualTo(s);
    }
    // Every legal action of BLUE's in played games: its id in BLUE's frame is RED's same action
    // on the turned board (placements during the setup, moves and rescues during play).
    SplittableRandom random = new SplittableRandom(3);
    int checked = 0;
    for (int n = 0; n < 3; n++) {
      ClassicState s = (ClassicState) game.newGame(n);
      for (int ply = 0; ply < 400 && s.outcome().isEmpty(); ply++) {
        Seat seat = s.toDecide().get(0);
        List<? extends Action> legal = s.decisions(seat);
        if (seat == Seat.BLUE) {
          for (Action a : legal) {
            assertThat(blue[codec.encode(a)])
                .as("%s", a)
                .isEqualTo(codec.encode(turned((ClassicAction) a, w, area)));
            checked++;
          }
        }
        s = s.apply(seat, legal.get(random.nextInt(legal.size()))).state();
      }
    }
    assertThat(checked).isGreaterThan(500);
  }

  /** An observation's planes turned half a circle (each plane's squares reversed). */
  private static float[] turned(float[] in, int area, int size) {
    float[] out = in.clone();
    for (int i = 0; i < 42 * area; i++) {
      out[i / area * area + area - 1 - i % area] = in[i];
    }
    return out;
  }

  private static Action turned(ClassicAction a, int width, int area) {
    if (a instanceof PlacePiece p) {
      return new PlacePiece(Seat.RED, turn(p.square(), width, area), p.type());
    }
    Move m = (Move) a;
    if (m.rescue().isPresent()) {
      Rescue r = m.rescue().get();
      return Move.withRescue(
          Seat.RED,
          turn(m.from(), width, area),
          turn(m.to(), width, area),
          new Rescue(r.type(), turn(r.square(), width, area)));
    }
    return Move.of(Seat.RED, turn(m.from(), width, area), turn(m.to(), width, area));
  }

  private static Square turn(Square s, int width, int area) {
    int i = area - 1 - (s.y() * width + s.x());
    return Square.of(i % width, i / width);
  }

  /**
   * Two environments of the same seed, one in seat frames: RED's arrays are the same, BLUE's are
   * turned (each plane's squares reversed, the tail as is; the ids through the frame), and the same
   * actions, each in its seat's frame, play the same games. With a learner as BLUE against an
   * opponent too.
   */
  @Test
  void anEnvironmentInSeatFramesPlaysTheSameGamesTurned() {
    Game game = Games.parse("classic");
    SeatFrame frame = Research.of(game).seatFrame(game).orElseThrow();
    int[] toBlue = frame.actions(Seat.BLUE);
    for (boolean learner : List.of(false, true)) {
      VectorEnv.Builder base = VectorEnv.builder(game).games(2).seed(6).maxPlies(200);
      if (learner) {
        base.opponents("heuristic").learners(1, 0);
      }
      VectorEnv plain = base.build();
      VectorEnv turned = base.seatFrame(true).build();
      EnvBuffers ip = EnvBuffers.allocateDirect(plain.shape(), true, true);
      EnvBuffers it = EnvBuffers.allocateDirect(turned.shape(), true, true);
      plain.reset(ip);
      turned.reset(it);
      EnvShape shape = plain.shape();
      int size = shape.observationSize();
      int area = 100;
      float[] a = new float[size];
      float[] b = new float[size];
      SplittableRandom random = new SplittableRandom(11);
      int blue = 0;
      int[] actor = new int[2];
      for (int t = 0; t < 300; t++) {
        for (int g = 0; g < 2; g++) {
          int seat = ip.seats().get(g);
          assertThat(it.seats().get(g)).isEqualTo(seat);
          ip.observations().get(g * size, a);
          it.observations().get(g * size, b);
          int n = ip.legalCounts().get(g);
          assertThat(it.legalCounts().get(g)).isEqualTo(n);
          if (ip.terminated().get(g) + ip.truncated().get(g) > 0) {
            // The final observation is the seat's that ended the episode, in its own frame.
            float[] fa = new float[size];
            float[] fb = new float[size];
            ip.finalObservations().get(g * size, fa);
            it.finalObservations().get(g * size, fb);
            assertThat(fb).isEqualTo(actor[g] == Seat.BLUE.ordinal() ? turned(fa, area, size) : fa);
          }
          if (seat == Seat.RED.ordinal()) {
            ip.observations().get(g * size, a);
            assertThat(b).as("RED's observation, step %d", t).isEqualTo(a);
            for (int i = 0; i < n; i++) {
              int id = ip.legalIds().get(g * shape.maxLegal() + i);
              assertThat(it.legalIds().get(g * shape.maxLegal() + i)).isEqualTo(id);
            }
          } else {
            for (int i = 0; i < 42 * area; i++) {
              int plane = i / area;
              assertThat(b[plane * area + area - 1 - i % area]).isEqualTo(a[i]);
            }
            for (int i = 42 * area; i < size; i++) {
              assertThat(b[i]).isEqualTo(a[i]);
            }
            for (int i = 0; i < n; i++) {
              int id = ip.legalIds().get(g * shape.maxLegal() + i);
              assertThat(it.legalIds().get(g * shape.maxLegal() + i)).isEqualTo(toBlue[id]);
              assertThat(it.masks().get(g * shape.actions() + toBlue[id])).isEqualTo((byte) 1);
            }
            blue++;
          }
        }
        LearnerArrays.randomActions(ip, random);
        for (int g = 0; g < 2; g++) {
          actor[g] = ip.seats().get(g);
          int id = ip.actions().get(g);
          it.actions().put(g, ip.seats().get(g) == Seat.BLUE.ordinal() ? toBlue[id] : id);
        }
        plain.step();
        turned.step();
        for (int g = 0; g < 2; g++) {
          assertThat(it.terminated().get(g)).isEqualTo(ip.terminated().get(g));
          assertThat(it.learnerRewards().get(g)).isEqualTo(ip.learnerRewards().get(g));
        }
      }
      for (int g = 0; g < 2; g++) {
        assertThat(turned.state(g).record()).isEqualTo(plain.state(g).record());
      }
      assertThat(blue).isGreaterThan(150);
    }
  }

  @Test
  void aGameWithoutAFrameIsRefused() {
    assertThatThrownBy(
            () ->
                VectorEnv.builder(Games.parse("classic"))
                    .observations(
                        new io.github.strategorules.research.ObservationEncoder() {
                          @Override
                          public int size() {
                            return 1;
                          }

                          @Override
                          public void write(
                              io.github.strategorules.research.Transcript t,
                              float[] out,
                              int offset) {
                            out[offset] = 0;
                          }

                          @Override
                          public String infoState(io.github.strategorules.research.Transcript t) {
                            return "";
                          }
                        })
                    .seatFrame(true)
                    .build())
        .isInstanceOfSatisfying(
            EnvException.class,
            e -> assertThat(e.reason()).isEqualTo(EnvException.Reason.NO_SEAT_FRAME));
  }
}
