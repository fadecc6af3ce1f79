package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.classic.ClassicActionCodec;
import io.github.strategorules.research.classic.ClassicObservations;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Setups as part of the episode ({@link VectorEnv.Builder#setupEpisodes}): the learner places its
 * pieces as decisions (C-2.1: one {@code PlacePiece} id at a time), an opponent places its own as
 * its bot does, and play goes on on the fast path from the finished setup, exactly as through the
 * contract.
 */
class SetupEpisodesTest {
  private static final Game BARRAGE = Games.parse("barrage");

  @Test
  void withoutOpponentsEverySeatPlacesThenPlaysAsThroughTheContract() {
    VectorEnv fast =
        VectorEnv.builder(BARRAGE).games(2).seed(3).maxPlies(120).setupEpisodes(true).build();
    VectorEnv contract =
        VectorEnv.builder(BARRAGE)
            .games(2)
            .seed(3)
            .maxPlies(120)
            .setupEpisodes(true)
            .observations(ClassicObservations.of(((ClassicGame) BARRAGE).ruleset()))
            .build();
    assertThat(fast.onFastPath()).isTrue();
    assertThat(fast.shape().maxLegal()).isEqualTo(fast.shape().actions());
    EnvBuffers ia = EnvBuffers.allocateDirect(fast.shape(), true, true);
    EnvBuffers ib = EnvBuffers.allocateDirect(contract.shape(), true, true);
    fast.reset(ia);
    contract.reset(ib);
    ClassicActionCodec codec = (ClassicActionCodec) fast.codec();
    int pieces = ((ClassicGame) BARRAGE).ruleset().pieceCount();
    SplittableRandom random = new SplittableRandom(9);
    int placements = 0;
    int ends = 0;
    for (int t = 0; t < 400; t++) {
      for (int g = 0; g < 2; g++) {
        assertThat(LearnerArrays.of(ib, g))
            .as("game %d step %d", g, t)
            .isEqualTo(LearnerArrays.of(ia, g));
        if (fast.state(g).phase() == Phase.SETUP) {
          // Every seat places its roster, RED first: the decisions are placements alone.
          assertThat(ia.seats().get(g))
              .isEqualTo(fast.episodeLength(g) < pieces ? Seat.RED.ordinal() : Seat.BLUE.ordinal());
          for (int i = 0; i < ia.legalCounts().get(g); i++) {
            assertThat(ia.legalIds().get(g * fast.shape().maxLegal() + i))
                .isGreaterThanOrEqualTo(codec.numMoveIds());
          }
          placements++;
        }
        ends += ia.lengths().get(g) > 0 ? 1 : 0;
      }
      LearnerArrays.randomActions(ia, random);
      ib.actions().put(0, ia.actions(), 0, 2);
      fast.step();
      contract.step();
    }
    assertThat(placements).isGreaterThanOrEqualTo(4 * pieces);
    assertThat(ends).isGreaterThanOrEqualTo(2); // episodes ended and began again with a setup
  }

  /**
   * The learner (BLUE in one game, RED in the other) places its pieces; the heuristic bot places
   * its own as it does in a match (the flag on its back row), inside the step, and the learner is
   * asked nothing for it; the fast path plays as the contract path does.
   */
  @Test
  void anOpponentPlacesItsOwnSetupAsItsBotDoes() {
    VectorEnv fast =
        VectorEnv.builder(BARRAGE)
            .games(2)
            .seed(5)
            .maxPlies(160)
            .setupEpisodes(true)
            .opponents("heuristic")
            .learners(1, 0)
            .build();
    VectorEnv contract =
        VectorEnv.builder(BARRAGE)
            .games(2)
            .seed(5)
            .maxPlies(160)
            .setupEpisodes(true)
            .opponents("heuristic")
            .learners(1, 0)
            .observations(ClassicObservations.of(((ClassicGame) BARRAGE).ruleset()))
            .build();
    EnvBuffers ia = EnvBuffers.allocateDirect(fast.shape(), true, true);
    EnvBuffers ib = EnvBuffers.allocateDirect(contract.shape(), true, true);
    fast.reset(ia);
    contract.reset(ib);
    int pieces = ((ClassicGame) BARRAGE).ruleset().pieceCount();
    // BLUE's learner is asked after RED's opponent placed its whole setup in the reset.
    assertThat(fast.episodeLength(0)).isEqualTo(pieces);
    assertThat(fast.episodeLength(1)).isZero();
    SplittableRandom random = new SplittableRandom(1);
    int checkedSetups = 0;
    for (int t = 0; t < 300; t++) {
      for (int g = 0; g < 2; g++) {
        assertThat(LearnerArrays.of(ib, g))
            .as("game %d step %d", g, t)
            .isEqualTo(LearnerArrays.of(ia, g));
        assertThat(ia.seats().get(g)).isEqualTo(fast.learnerSeat(g));
        ClassicState s = (ClassicState) fast.state(g);
        if (s.phase() == Phase.PLAY && s.ply() == 0) {
          Seat opponent = Seat.of(fast.learnerSeat(g) ^ 1);
          int back = opponent == Seat.RED ? 0 : s.ruleset().height() - 1;
          assertThat(flagRank(s, opponent)).as("the heuristic's flag").isEqualTo(back);
          checkedSetups++;
        }
      }
      LearnerArrays.randomActions(ia, random);
      ib.actions().put(0, ia.actions(), 0, 2);
      fast.step();
      contract.step();
    }
    assertThat(checkedSetups).isPositive();
  }

  private static int flagRank(ClassicState s, Seat seat) {
    for (int y = 0; y < s.ruleset().height(); y++) {
      for (int x = 0; x < s.ruleset().width(); x++) {
        var p = s.pieceAt(Square.of(x, y));
        if (p.isPresent() && p.get().owner() == seat && p.get().type() == PieceType.FLAG) {
          return y;
        }
      }
    }
    return -1;
  }
}
