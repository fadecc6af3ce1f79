package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.research.env.EnvBuffers;
import io.github.strategorules.research.env.EnvShape;
import io.github.strategorules.research.env.VectorEnv;
import io.github.strategorules.testkit.lostisland.IslandSpecs;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Draws;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Lost Island's fast path of {@code VectorEnv} (issue 53: every game on an {@code IslandPosition},
 * the observation written from it) is the contract path (every game through {@code IslandState},
 * the observation {@link IslandObservations} over the acting seat's own transcript): over generated
 * specs (2 to 4 seats, every LI-12 toggle on half the time, custom stone cells, small supplies),
 * environment seeds (so layouts) and turn limits, the two environments step the same random legal
 * ids side by side, and at every decision of every game the seat to act, the legal ids (in order),
 * the mask, the observation (float for float), the rewards, both flags and what the rules let out
 * are equal. A failure shrinks to fewer seats, fewer toggles and fewer steps, and names the game,
 * the step and its record so far.
 *
 * <p>It fails when the fast path drops a toggle's effect. Seen with REMOVED_FACE_DOWN's effect on
 * the observation dropped in a throwaway change ({@code PositionObservations} showing the tile of
 * every cell that is not face down, sunk ones included), 2026-12-06: the failure shrank to a
 * 2-player game of six steps in which RED sank a storm face down on f3, which the fast path showed
 * (cell 17 of plane 7, storms) and counted as seen (tail 88, green storms unseen):
 *
 * <pre>
 * Property fast path = contract path falsified by example 3 (seed -6752026412159887070; ...).
 * Shrunk in 27 runs to a local minimum, from 22 draws (0 decisions) to 19 draws (0 decisions).
 * Simplest failing example:
 * lost-island(players=2,first=0,seed=0,turn_limit=200,removed_face_down,coins=2,rings=0),
 *   env seed 0, 1 game(s), cap 120, 6 step(s)
 * Cause: java.lang.AssertionError: [game 0, step 6, its episode's record:
 * lost-island-record 1
 * config lost-island(players=2,seed=-3696125781861132782,turn_limit=200,coins=2,rings=0,
 *   removed_face_down)
 * layout bomb2-diagonal plain loot2 bomb4-plus bomb2-line plain storm stone-loot1 bomb4-line ...
 * action RED place 4 3 6
 * action RED boat 2 1 5
 * action BLUE place 4 3 6
 * action BLUE boat 5 1 2
 * action RED reinforce a3
 * action RED move a3-b3
 * action RED end step
 * action RED reinforce c3
 * action RED end step
 * action RED remove f3
 *
 * the observation's entries (fast path, contract)]
 * Expecting empty but was: ["plane 7 cell 17: 1.0 against 0.0", "tail 88: 0.15625 against 0.1875"]
 * </pre>
 *
 * <p>And with SECRET_FIGHTS dropped from the kernel's route without events, the one {@code
 * IslandPosition.play} takes (a fight revealing both values to every seat unless events were
 * recorded), 2026-12-06: shrunk to a 3-player game of 12 steps, where GREEN, to act after BLUE's
 * fight on a4, was shown a value only the fighters saw ({@code "plane 23 cell 18: 1.0 against 0.0",
 * "plane 27 cell 18: 1.0 against 0.0", "tail 17: 0.16666667 against 0.0"}).
 */
class FastPathProperties {
  /**
   * An environment's game, seed, size and ply cap (0: none), and the steps taken: shrinks to a
   * short small game.
   */
  record Case(String spec, long seed, int games, int cap, int steps) {
    IslandGame game() {
      return IslandGame.of(IslandConfig.parse(spec));
    }

    @Override
    public String toString() {
      return spec
          + ", env seed "
          + seed
          + ", "
          + games
          + " game(s), cap "
          + cap
          + ", "
          + steps
          + " step(s)";
    }
  }

  /** Cases of up to {@code maxSteps} steps. */
  static Arb<Case> cases(int maxSteps) {
    IslandSpecs specs = IslandSpecs.any();
    return (Draws d) -> {
      String spec = specs.draw(d);
      long seed = d.seed();
      // Short turn limits end episodes by LI-11.2 within the steps; 200 lets some end by LI-11.1.
      int limit = d.oneIn(2) ? d.between(1, 40) : IslandSpecs.TURN_LIMIT;
      int games = d.between(1, 3);
      int cap = d.oneIn(2) ? 0 : 120; // with a cap, episodes are cut and the next one starts
      int steps = d.between(1, maxSteps);
      return new Case(
          spec.replace("turn_limit=" + IslandSpecs.TURN_LIMIT, "turn_limit=" + limit),
          seed,
          games,
          cap,
          steps);
    };
  }

  /** The episodes seen to end: won (some reward not 0), drawn by the rules, cut at the cap. */
  private static final AtomicIntegerArray ENDS = new AtomicIntegerArray(3);

  @Test
  void theFastPathIsTheContractPathAtEveryDecision() {
    Property.forAll("fast path = contract path", 25, cases(250), FastPathProperties::check);
  }

  @Test
  @Tag("slow") // about a minute of CPU; .ci/run runs it (-Pslow-tests)
  void theFastPathIsTheContractPathAtEveryDecisionOfLongGames() {
    for (int i = 0; i < 3; i++) {
      ENDS.set(i, 0);
    }
    Property.forAll("fast path = contract path, long", 120, cases(1500), FastPathProperties::check);
    // Every way an episode ends was compared: won by LI-11.1, drawn by LI-11.2, cut at the cap.
    assertThat(ENDS.get(0)).as("won").isPositive();
    assertThat(ENDS.get(1)).as("drawn").isPositive();
    assertThat(ENDS.get(2)).as("cut").isPositive();
  }

  /** Steps both paths side by side and compares everything they write. */
  static void check(Case c) {
    IslandGame game = c.game();
    IslandResearch kit = new IslandResearch();
    try (VectorEnv fast =
            VectorEnv.builder(game).games(c.games()).seed(c.seed()).maxPlies(c.cap()).build();
        VectorEnv contract =
            VectorEnv.builder(game)
                .games(c.games())
                .seed(c.seed())
                .maxPlies(c.cap())
                .codec(kit.codec(game))
                .observations(kit.observations(game))
                .build()) {
      assertThat(fast.onFastPath()).isTrue();
      assertThat(contract.onFastPath()).isFalse();
      assertThat(fast.shape().actions()).isEqualTo(contract.shape().actions());
      EnvBuffers f = EnvBuffers.allocate(fast.shape(), true, true);
      EnvBuffers k = EnvBuffers.allocate(contract.shape(), true, true);
      fast.reset(f);
      contract.reset(k);
      SplittableRandom random = new SplittableRandom(c.seed());
      for (int t = 0; ; t++) {
        for (int g = 0; g < c.games(); g++) {
          sameDecision(f, k, g, t, contract);
          assertThat(fast.mayRevealHidden(g)).isEqualTo(contract.mayRevealHidden(g));
          int n = f.legalCounts().get(g);
          int pick = f.legalIds().get(g * fast.shape().maxLegal() + random.nextInt(n));
          f.actions().put(g, pick);
          k.actions().put(g, pick);
        }
        if (t == c.steps()) {
          break;
        }
        fast.step();
        contract.step();
        for (int g = 0; g < c.games(); g++) {
          if (k.truncated().get(g) == 1) {
            ENDS.incrementAndGet(2);
          } else if (k.terminated().get(g) == 1) {
            ENDS.incrementAndGet(k.rewards().get(g * k.shape().seats()) != 0 ? 0 : 1);
          }
        }
      }
      for (int g = 0; g < c.games(); g++) { // the same games: same starts, same ids
        assertThat(fast.state(g).record()).isEqualTo(contract.state(g).record());
      }
    }
  }

  /** The first entries where two observations differ, each named by plane and cell or tail. */
  static List<String> differences(float[] fast, float[] contract) {
    List<String> out = new ArrayList<>();
    int area = 36;
    for (int i = 0; i < fast.length && out.size() < 8; i++) {
      if (Float.compare(fast[i], contract[i]) != 0) {
        String at =
            i < IslandObservations.PLANES * area
                ? "plane " + i / area + " cell " + i % area
                : "tail " + (i - IslandObservations.PLANES * area);
        out.add(at + ": " + fast[i] + " against " + contract[i]);
      }
    }
    return out;
  }

  /** Compares game g's results of the last step and its decision now. */
  private static void sameDecision(EnvBuffers f, EnvBuffers k, int g, int t, VectorEnv contract) {
    EnvShape fs = f.shape();
    EnvShape ks = k.shape();
    // Named only on a failure: the game's record so far (its episode replayed).
    Object where =
        new Object() {
          @Override
          public String toString() {
            return "game "
                + g
                + ", step "
                + t
                + ", its episode's record:\n"
                + contract.state(g).record();
          }
        };
    assertThat(f.seats().get(g)).as("%s\nthe seat to act", where).isEqualTo(k.seats().get(g));
    int n = k.legalCounts().get(g);
    assertThat(f.legalCounts().get(g)).as("%s\nthe legal count", where).isEqualTo(n);
    int[] fi = new int[n];
    int[] ki = new int[n];
    f.legalIds().get(g * fs.maxLegal(), fi);
    k.legalIds().get(g * ks.maxLegal(), ki);
    assertThat(fi).as("%s\nthe legal ids, in order", where).isEqualTo(ki);
    byte[] fm = new byte[fs.actions()];
    byte[] km = new byte[ks.actions()];
    f.masks().get(g * fs.actions(), fm);
    k.masks().get(g * ks.actions(), km);
    assertThat(fm).as("%s\nthe mask", where).isEqualTo(km);
    float[] fo = new float[fs.observationSize()];
    float[] ko = new float[ks.observationSize()];
    f.observations().get(g * fs.observationSize(), fo);
    k.observations().get(g * ks.observationSize(), ko);
    assertThat(differences(fo, ko))
        .as("%s\nthe observation's entries (fast path, contract)", where)
        .isEmpty();
    float[] fr = new float[fs.seats()];
    float[] kr = new float[ks.seats()];
    f.rewards().get(g * fs.seats(), fr);
    k.rewards().get(g * ks.seats(), kr);
    assertThat(fr).as("%s\nthe rewards", where).isEqualTo(kr);
    assertThat(f.terminated().get(g)).as("%s\nterminated", where).isEqualTo(k.terminated().get(g));
    assertThat(f.truncated().get(g)).as("%s\ntruncated", where).isEqualTo(k.truncated().get(g));
  }
}
