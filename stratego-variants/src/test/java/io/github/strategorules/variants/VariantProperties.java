package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.Rescue;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The core invariants over every preset and generated combinations of the house rules (V-1, V-2):
 * conservation, legality equals acceptance, apply never mutates, the position notation reads back
 * to an equal position, and a view does not change when two pieces its player cannot tell apart are
 * swapped.
 */
class VariantProperties {

  /**
   * Every preset, the simplest (classic) first, with the two-squares limit 5 half the time, the
   * more-squares rule off a quarter of the time, the Gravon endings half the time and each house
   * rule flipped from the preset's setting a third of the time.
   */
  static final Rulesets RULESETS =
      Rulesets.classic()
          .moreSquaresOffOneIn(4)
          .houseRulesFlippedOneIn(3)
          .presets(
              List.of(
                  Ruleset.classic(),
                  Variants.barrage(),
                  Variants.duel(),
                  Variants.quickBattle(),
                  Variants.ultimateLightning()));

  private static final Arb<Played<ClassicState>> GAMES =
      ClassicGames.games(RULESETS, Length.upTo(300));

  @Test
  @ChecksRule({"V-2", "V-3.1"})
  void invariantsHoldOverPresetsAndHouseRules() {
    Property.forAll(
        80,
        GAMES,
        Arb.seeds(),
        (game, probe) -> {
          SplittableRandom random = new SplittableRandom(probe);
          Ruleset r = game.start().ruleset();
          assertThat(Ruleset.parse(r.spec())).isEqualTo(r);
          List<ClassicState> states = game.states();
          int total = 2 * r.pieceCount();
          for (ClassicState s : states) {
            int onBoard = 0;
            for (int y = 0; y < r.height(); y++) {
              for (int x = 0; x < r.width(); x++) {
                Square sq = Square.of(x, y);
                if (s.pieceAt(sq).isPresent()) {
                  onBoard++;
                  assertThat(r.isLake(sq)).isFalse();
                }
              }
            }
            assertThat(onBoard + s.viewFor(Seat.RED).captured().size()).isEqualTo(total);
            assertThat(s.phase() == Phase.OVER).isEqualTo(s.outcome().isPresent());
            if (s.phase() != Phase.PLAY) {
              continue;
            }
            String before = s.fullDiagram(RankNumbering.MODERN);
            for (Move m : s.legalMoves()) {
              assertThat(s.check(m)).as("%s in %s", m, r).isEmpty();
              s.apply(m);
            }
            assertThat(s.fullDiagram(RankNumbering.MODERN)).isEqualTo(before);
            for (int i = 0; i < 30; i++) {
              Move m =
                  Move.of(
                      s.toMove().orElseThrow(),
                      Square.of(random.nextInt(r.width()), random.nextInt(r.height())),
                      Square.of(random.nextInt(r.width()), random.nextInt(r.height())));
              if (random.nextInt(3)
                  == 0) { // V-1.2: a random rescue, usually illegal, sometimes not
                m =
                    Move.withRescue(
                        m.seat(),
                        m.from(),
                        m.to(),
                        new Rescue(
                            PieceType.values()[random.nextInt(12)],
                            Square.of(random.nextInt(r.width()), random.nextInt(r.height()))));
              }
              assertThat(s.check(m).isEmpty()).isEqualTo(s.legalMoves().contains(m));
            }
            if ((r.has(HouseRule.RESCUE) || r.has(HouseRule.CAPTAINS_TWO_SQUARES))
                && s.ply() % 7 == 0) {
              assertGeneratorAgreesWithReasons(s);
            }
            ClassicState back = PositionNotation.parse(PositionNotation.format(s));
            assertThat(back.toPosition()).isEqualTo(s.toPosition());
            assertThat(back.legalMoves()).isEqualTo(s.legalMoves());
          }
          ClassicState last = states.get(states.size() / 2);
          if (last.phase() == Phase.PLAY && !r.has(HouseRule.OPEN)) {
            assertSwapLeavesViewsUnchanged(last, random);
          }
        });
  }

  /**
   * Every square pair, and for each pair every rescue of every type onto every zone square: the
   * generator of the extended rulesets (V-1.2) lists exactly the moves the kernel's reasons accept.
   */
  private static void assertGeneratorAgreesWithReasons(ClassicState s) {
    Position p = s.toPosition();
    int me = p.toMove();
    int[] buf = new int[p.maxMoves()];
    int n = p.generate(buf);
    java.util.Set<Integer> generated = new java.util.HashSet<>();
    for (int i = 0; i < n; i++) {
      assertThat(generated.add(buf[i])).as("no move twice").isTrue();
    }
    int accepted = 0;
    for (int from = 0; from < p.size(); from++) {
      int c = p.pieceAt(from);
      if (c == 0 || Position.owner(c) != me) {
        continue;
      }
      for (int to = 0; to < p.size(); to++) {
        int plain = Moves.of(from, to);
        if (p.reasonOf(me, plain) == null) {
          accepted++;
          assertThat(generated).contains(plain);
        }
        io.github.strategorules.core.action.ClassicReason why = p.reasonOf(me, plain);
        boolean shapeOk =
            why == null
                || why == io.github.strategorules.core.action.ClassicReason.MORE_SQUARES_RULE;
        for (int type = 0; type < 12 && shapeOk; type++) {
          for (int slot = 0; p.rescueSquare(me, slot) >= 0; slot++) {
            int code = Moves.withRescue(from, to, type, slot);
            boolean ok = p.reasonOf(me, code) == null;
            accepted += ok ? 1 : 0;
            assertThat(generated.contains(code)).isEqualTo(ok);
          }
        }
      }
    }
    assertThat(accepted).isEqualTo(n);
  }

  private static void assertSwapLeavesViewsUnchanged(ClassicState s, SplittableRandom random) {
    Seat viewer = random.nextBoolean() ? Seat.RED : Seat.BLUE;
    Position p = s.toPosition();
    List<Integer> hidden = new ArrayList<>();
    for (int sq = 0; sq < p.size(); sq++) {
      int c = p.pieceAt(sq);
      if (c != 0
          && Position.owner(c) != viewer.ordinal()
          && (p.flagsAt(sq) & Position.REVEALED) == 0
          && (p.flagsAt(sq) & Position.MOVED) == 0) {
        hidden.add(sq); // unrevealed and unmoved: any type of the roster fits (bombs and flags too)
      }
    }
    for (int i = 0; i + 1 < hidden.size(); i++) {
      int a = hidden.get(i);
      int b = hidden.get(i + 1);
      PieceType ta = PieceType.values()[Position.type(p.pieceAt(a))];
      PieceType tb = PieceType.values()[Position.type(p.pieceAt(b))];
      if (ta == tb) {
        continue;
      }
      Position q = p.copy();
      int ca = q.pieceAt(a);
      q.put(a, q.pieceAt(b), q.flagsAt(b));
      q.put(b, ca, 0);
      if (q.chasing(0) || q.chasing(1) || p.chasing(0) || p.chasing(1)) {
        return; // chase positions hash every type: a referee-side fact (see the C-6 note)
      }
      assertThat(ClassicState.of(q).viewFor(viewer)).isEqualTo(ClassicState.of(p).viewFor(viewer));
      assertThat(ClassicState.of(q).viewFor(viewer).toString())
          .isEqualTo(ClassicState.of(p).viewFor(viewer).toString());
      return;
    }
  }
}
