package io.github.strategorules.research.env;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.research.classic.ClassicActionCodec;
import io.github.strategorules.research.classic.ClassicObservations;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Property;
import io.github.strategorules.variants.Variants;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The classic family's kernel path of {@link VectorEnv} plays the rules of the immutable {@link
 * ClassicState} exactly, and writes the observation {@link ClassicObservations} makes from the
 * acting seat's view (C-8): every game of every step is checked against a mirror game played
 * through the contract, over generated rulesets (the presets, with the repetition rules, Gravon
 * endings and house rules flipped); and it says that the legal ids may carry a hidden fact exactly
 * when the acting seat's view says it chases under the more-squares rule (C-6.1, C-R7).
 */
class KernelPathProperties {
  /**
   * Past the kernel slot's trimming of undo records (every 128 plies), so that it is checked too.
   */
  private static final int CAP = 300;

  static Rulesets rulesets() {
    List<Ruleset> presets = new ArrayList<>();
    presets.add(Ruleset.classic());
    presets.add(Variants.barrage());
    presets.add(Variants.ultimateLightning());
    presets.add(Variants.duel());
    presets.add(Variants.quickBattle());
    return new Rulesets(presets, 2, 3, 3, 4, 0);
  }

  @Test
  void everyStepAgreesWithTheContractAndTheViewsObservation() {
    Property.forAll(
        "kernel path = contract + view observation",
        8,
        rulesets(),
        Arb.seeds(),
        (ruleset, seed) -> {
          ClassicGame game = ClassicGame.of(ruleset);
          VectorEnv env = VectorEnv.builder(game).games(3).seed(seed).maxPlies(CAP).build();
          assertThat(env.onFastPath()).isTrue();
          EnvBuffers io = EnvBuffers.allocate(env.shape(), true, true);
          env.reset(io);
          EnvShape shape = env.shape();
          ClassicActionCodec codec = (ClassicActionCodec) env.codec();
          ClassicObservations encoder = ClassicObservations.of(ruleset);
          ClassicState[] mirror = new ClassicState[shape.games()];
          for (int g = 0; g < mirror.length; g++) {
            mirror[g] = (ClassicState) env.state(g);
          }
          SplittableRandom random = new SplittableRandom(seed);
          int ended = 0;
          int[] plies = new int[mirror.length];
          for (int t = 0; t < 2 * CAP + 40; t++) {
            for (int g = 0; g < mirror.length; g++) {
              sameDecision(io, g, mirror[g], codec, encoder);
              Seat toAct = mirror[g].toMove().orElseThrow();
              // C-R7: the flag is the view's public chase state
              assertThat(env.mayRevealHidden(g))
                  .isEqualTo(mirror[g].viewFor(toAct).chase(toAct).chasing());
              int n = io.legalCounts().get(g);
              io.actions().put(g, io.legalIds().get(g * shape.maxLegal() + random.nextInt(n)));
            }
            int[] played = new int[mirror.length];
            for (int g = 0; g < mirror.length; g++) {
              played[g] = io.actions().get(g);
            }
            env.step();
            for (int g = 0; g < mirror.length; g++) {
              Seat seat = mirror[g].toMove().orElseThrow();
              ClassicState after = mirror[g].apply(codec.decode(played[g], seat)).state();
              plies[g]++;
              float red = io.rewards().get(2 * g);
              float blue = io.rewards().get(2 * g + 1);
              if (after.outcome().isPresent()) {
                ClassicOutcome o = after.outcome().get();
                assertThat(io.terminated().get(g)).isEqualTo((byte) 1);
                float expectRed = o.isDraw() ? 0f : o.winners().contains(Seat.RED) ? 1f : -1f;
                assertThat(new float[] {red, blue}).containsExactly(expectRed, -expectRed);
                mirror[g] = (ClassicState) env.state(g);
                assertThat(env.episodeLength(g)).isZero();
                plies[g] = 0;
                ended++;
              } else if (plies[g] == CAP) {
                assertThat(io.truncated().get(g)).isEqualTo((byte) 1);
                assertThat(io.terminated().get(g)).isZero();
                assertThat(new float[] {red, blue}).containsExactly(0f, 0f);
                mirror[g] = (ClassicState) env.state(g);
                plies[g] = 0;
                ended++;
              } else {
                assertThat(io.terminated().get(g)).isZero();
                assertThat(io.truncated().get(g)).isZero();
                assertThat(new float[] {red, blue}).containsExactly(0f, 0f);
                mirror[g] = after;
                assertThat(env.state(g).record()).isEqualTo(after.record());
              }
            }
          }
          assertThat(ended).isPositive();
        });
  }

  /**
   * Any seat's observation ({@link VectorEnv#observe}), the seat to act's or the other's, and the
   * final observation of an episode that ended (of the seat that ended it, in {@code
   * finalObservations} in the same-step mode, in the observations in the next-step mode) are the
   * encoder's over that seat's view, in direct buffers written by what changed: during play and
   * once the game is over, past the kernel slot's trimming.
   */
  @Test
  void everySeatsObservationAndTheFinalOnesAreTheirViews() {
    Property.forAll(
        "observe(g, seat) and final observations = the views' observations",
        3,
        rulesets(),
        Arb.seeds(),
        (ruleset, seed) -> {
          for (AutoresetMode mode : List.of(AutoresetMode.SAME_STEP, AutoresetMode.NEXT_STEP)) {
            ClassicGame game = ClassicGame.of(ruleset);
            VectorEnv env =
                VectorEnv.builder(game).games(2).seed(seed).maxPlies(CAP).autoreset(mode).build();
            EnvBuffers io = EnvBuffers.allocateDirect(env.shape(), true, true);
            env.reset(io);
            ClassicObservations encoder = ClassicObservations.of(ruleset);
            ClassicActionCodec codec = (ClassicActionCodec) env.codec();
            int size = env.shape().observationSize();
            float[] out = new float[size];
            ClassicState[] mirror = {(ClassicState) env.state(0), (ClassicState) env.state(1)};
            SplittableRandom random = new SplittableRandom(seed);
            int finals = 0;
            for (int t = 0; t < CAP + 80; t++) {
              for (int g = 0; g < 2; g++) {
                if (env.ended(g)) {
                  continue;
                }
                for (Seat seat : List.of(Seat.RED, Seat.BLUE)) {
                  env.observe(g, seat.ordinal(), out);
                  assertThat(out)
                      .as("%s's observation at ply %d", seat, mirror[g].ply())
                      .containsExactly(encoder.tensor(mirror[g].viewFor(seat)));
                }
              }
              LearnerArrays.randomActions(io, random);
              int[] played = {io.actions().get(0), io.actions().get(1)};
              env.step();
              for (int g = 0; g < 2; g++) {
                if (played[g] < 0) { // the next-step mode's reset step
                  mirror[g] = (ClassicState) env.state(g);
                  continue;
                }
                Seat actor = mirror[g].toMove().orElseThrow();
                ClassicState after = mirror[g].apply(codec.decode(played[g], actor)).state();
                if (io.terminated().get(g) + io.truncated().get(g) == 0) {
                  mirror[g] = after;
                  continue;
                }
                FloatBuffer where =
                    mode == AutoresetMode.SAME_STEP ? io.finalObservations() : io.observations();
                where.get(g * size, out);
                assertThat(out)
                    .as("%s's final observation at ply %d", actor, after.ply())
                    .containsExactly(encoder.tensor(after.viewFor(actor)));
                assertThat(io.seats().get(g))
                    .isEqualTo(
                        mode == AutoresetMode.SAME_STEP ? io.seats().get(g) : actor.ordinal());
                assertThat(io.lengths().get(g)).isEqualTo(after.ply());
                assertThat(env.finalState(g).orElseThrow().record()).isEqualTo(after.record());
                finals++;
                if (mode == AutoresetMode.SAME_STEP) {
                  mirror[g] = (ClassicState) env.state(g);
                } else {
                  assertThat(io.legalCounts().get(g)).isZero();
                  assertThat(env.ended(g)).isTrue();
                  mirror[g] = after;
                  for (Seat seat : List.of(Seat.RED, Seat.BLUE)) {
                    env.observe(g, seat.ordinal(), out); // the final position, any seat
                    assertThat(out).containsExactly(encoder.tensor(after.viewFor(seat)));
                  }
                }
              }
            }
            assertThat(finals).isPositive();
          }
        });
  }

  /** The env's decision for game g is the mirror's: seat, legal ids, mask and observation. */
  static void sameDecision(
      EnvBuffers io,
      int g,
      ClassicState mirror,
      ClassicActionCodec codec,
      ClassicObservations encoder) {
    EnvShape shape = io.shape();
    Seat seat = mirror.toMove().orElseThrow();
    assertThat(io.seats().get(g)).isEqualTo(seat.ordinal());
    TreeSet<Integer> expected = new TreeSet<>();
    for (Move m : mirror.legalMoves()) {
      expected.add(codec.encode(m));
    }
    TreeSet<Integer> ids = new TreeSet<>();
    int n = io.legalCounts().get(g);
    for (int i = 0; i < n; i++) {
      ids.add(io.legalIds().get(g * shape.maxLegal() + i));
    }
    assertThat(n).isEqualTo(expected.size());
    assertThat(ids).isEqualTo(expected);
    TreeSet<Integer> masked = new TreeSet<>();
    for (int id = 0; id < shape.actions(); id++) {
      if (io.masks().get(g * shape.actions() + id) != 0) {
        masked.add(id);
      }
    }
    assertThat(masked).isEqualTo(expected);
    float[] obs = new float[shape.observationSize()];
    io.observations().get(g * shape.observationSize(), obs);
    assertThat(obs)
        .as("observation of %s at ply %d", seat, mirror.ply())
        .containsExactly(encoder.tensor(mirror.viewFor(seat)));
  }
}
