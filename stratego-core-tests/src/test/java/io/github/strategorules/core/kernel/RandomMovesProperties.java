package io.github.strategorules.core.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Count-and-select gives exactly the generator's moves, each once; make, unmake and copyFrom keep
 * the position whole. Over generated games (setups and moves as choice sequences).
 */
class RandomMovesProperties {

  /**
   * Classic, the two-squares limit 3 or 5, the Gravon endings and the more-squares rule on or off.
   */
  private static final Rulesets CLASSIC = Rulesets.classic().moreSquaresOffOneIn(2);

  /**
   * Other geometries (the line masks' walls at other widths and heights, lakes anywhere in the
   * middle), more line movers, no range attacks (V-2.5), any two-squares limit; they shrink towards
   * a 5 x 6 board without lakes.
   */
  private static final Arb<Ruleset> OTHER_BOARDS =
      d -> {
        int w = 5 + d.between(0, 21);
        int h = 6 + d.between(0, 20);
        Set<Square> lakes = new HashSet<>();
        for (int i = d.between(0, 2 * w - 1); i > 0; i--) {
          lakes.add(Square.of(d.between(0, w - 1), 2 + d.between(0, h - 5)));
        }
        Map<PieceType, Integer> roster = new EnumMap<>(PieceType.class);
        roster.put(PieceType.FLAG, 1);
        roster.put(PieceType.BOMB, 2);
        roster.put(PieceType.SPY, 1);
        roster.put(PieceType.SCOUT, 1 + d.between(0, 3));
        roster.put(PieceType.MINER, 1);
        roster.put(PieceType.MARSHAL, 1);
        return Ruleset.classic().toBuilder()
            .name("masks")
            .board(w, h)
            .lakes(lakes)
            .setupRows(2)
            .roster(roster)
            .movement(PieceType.MINER, d.oneIn(2) ? Movement.LINE : Movement.STEP)
            .houseRule(HouseRule.NO_RANGE_ATTACK, d.oneIn(2))
            .moreSquares(!d.oneIn(2))
            .twoSquaresLimit(d.between(0, 5))
            .build();
      };

  /**
   * Small boards without lakes where rescues come soon: captains moving two squares (V-1.2) or not,
   * rescues or not, the more-squares rule on or off.
   */
  private static final Arb<Ruleset> SMALL_BOARDS =
      d -> {
        int w = 5 + d.between(0, 3);
        int h = 6 + d.between(0, 2);
        Map<PieceType, Integer> roster = new EnumMap<>(PieceType.class);
        roster.put(PieceType.FLAG, 1);
        roster.put(PieceType.SCOUT, 2);
        roster.put(PieceType.MINER, 2);
        roster.put(PieceType.CAPTAIN, 2);
        roster.put(PieceType.MARSHAL, 1);
        return Ruleset.classic().toBuilder()
            .name("bits")
            .board(w, h)
            .lakes(Set.of())
            .setupRows(2)
            .roster(roster)
            .movement(PieceType.CAPTAIN, d.oneIn(2) ? Movement.TWO_SQUARES : Movement.STEP)
            .houseRule(HouseRule.RESCUE, d.oneIn(2))
            .moreSquares(!d.oneIn(2))
            .build();
      };

  @Test
  void countAndSelectEnumerateTheGeneratedMoves() {
    Property.forAll(
        30,
        ClassicGames.games(CLASSIC, Length.upTo(600)),
        Arb.seeds(),
        RandomMovesProperties::countAndSelectEveryPosition);
  }

  @Test
  void countAndSelectEnumerateTheGeneratedMovesOnOtherBoards() {
    Property.forAll(
        40,
        ClassicGames.games(OTHER_BOARDS, Length.upTo(600)),
        Arb.seeds(),
        RandomMovesProperties::countAndSelectEveryPosition);
  }

  /** The position a game reached, by make from its start, with the moves to unmake. */
  private static Position made(Played<ClassicState> game) {
    Position p = game.start().toPosition();
    for (Action a : game.actions()) {
      if (a
          instanceof
          Move m) { // not a resignation or draw action, which leave the position as it is
        p.make(p.codeOf(m));
      }
    }
    return p;
  }

  /** Two games of one ruleset. */
  private record TwoGames(Played<ClassicState> first, Played<ClassicState> second) {
    @Override
    public String toString() {
      return "first game:\n" + first + "second game:\n" + second;
    }
  }

  /**
   * The line masks and every other part of the position survive unmake and {@link
   * Position#copyFrom}: a reused position that copied another plays on exactly as a fresh copy. Two
   * games of the same ruleset (the second one's position is the reused one), how many moves to take
   * back, and the choices of a continuation.
   */
  @Test
  void unmakeAndCopyFromKeepThePositionWhole() {
    Arb<TwoGames> twoGames =
        d -> {
          Ruleset r = CLASSIC.draw(d);
          Arb<Played<ClassicState>> games = ClassicGames.games(Rulesets.only(r), Length.upTo(300));
          return new TwoGames(games.draw(d), games.draw(d));
        };
    Property.forAll(
        20,
        twoGames,
        Arb.between(0, 39),
        ChoiceGames.choices(Length.upTo(200)),
        (games, takeBack, continuation) -> {
          Position p = made(games.first());
          Position reused = made(games.second());
          RandomMoves rm = new RandomMoves();
          int[] buf = new int[512];
          int back = Math.min(p.ply(), takeBack);
          for (int i = 0; i < back; i++) {
            p.unmake();
            assertThat(rm.count(p)).isEqualTo(p.generate(buf));
            assertBitsMatchBoard(p);
          }
          reused.copyFrom(p);
          assertThat(reused).isEqualTo(p);
          Position copy = p.copy();
          for (int k : continuation) {
            int n = copy.generate(buf);
            assertThat(rm.count(reused)).isEqualTo(n);
            assertThat(reused.statusAfterGenerate(n)).isEqualTo(copy.statusAfterGenerate(n));
            if (copy.statusAfterGenerate(n) != Status.ONGOING) {
              break;
            }
            int m = rm.select(reused, k % n);
            assertThat(reused.make(m)).isEqualTo(copy.make(m));
            assertThat(reused).isEqualTo(copy);
            assertBitsMatchBoard(reused);
          }
        });
  }

  /**
   * {@link Position#makeFinal} plays every move as {@link Position#make} does (board, counters,
   * two-squares chains, more-squares chases, legal moves, status), keeps no record to take back,
   * and a position played on with {@link Position#make} after it unmakes exactly those moves.
   */
  @Test
  void makeFinalPlaysAsMakeWithoutAnUndoRecord() {
    Property.forAll(
        25,
        ClassicGames.games(CLASSIC, Length.upTo(300)),
        Arb.between(0, 9),
        (game, tail) -> {
          Position kept = game.start().toPosition();
          Position forward = game.start().toPosition();
          int[] buf = new int[kept.maxMoves()];
          int[] other = new int[kept.maxMoves()];
          for (Action a : game.actions()) {
            if (a instanceof Move m) {
              int move = kept.codeOf(m);
              assertThat(forward.makeFinal(move)).isEqualTo(kept.make(move));
              assertThat(forward).isEqualTo(kept);
              int n = kept.generate(buf);
              assertThat(forward.generate(other)).isEqualTo(n);
              assertThat(Arrays.copyOf(other, n)).containsExactly(Arrays.copyOf(buf, n));
              assertThat(forward.statusAfterGenerate(n)).isEqualTo(kept.statusAfterGenerate(n));
              assertBitsMatchBoard(forward);
            }
          }
          org.assertj.core.api.Assertions.assertThatThrownBy(forward::unmake)
              .isInstanceOf(IllegalStateException.class);
          Position before = forward.copy();
          int made = 0;
          for (int i = 0; i < tail; i++) {
            int n = forward.generate(buf);
            if (forward.statusAfterGenerate(n) != Status.ONGOING) {
              break;
            }
            forward.make(buf[i % n]);
            made++;
          }
          for (int i = 0; i < made; i++) {
            forward.unmake();
          }
          assertThat(forward).isEqualTo(before);
        });
  }

  /**
   * {@link Position#copyFrom} works across the kernel's bounded table cache: after many distinct
   * rulesets have pushed the first tables out, a new position of an equal ruleset copies an old
   * one, and refuses one of another ruleset.
   */
  @Test
  void copyFromAcceptsEqualRulesetsWhoseTablesWereRebuilt() {
    SplittableRandom random = new SplittableRandom(3);
    Ruleset classic = Ruleset.classic();
    Position old =
        ClassicState.start(
                classic,
                Setup.random(classic, Seat.RED, random),
                Setup.random(classic, Seat.BLUE, random))
            .toPosition();
    for (int i = 0; i < 100; i++) {
      new Position(Ruleset.classic().toBuilder().plyLimit(1000 + i).build());
    }
    Position fresh = new Position(Ruleset.classic());
    fresh.copyFrom(old);
    assertThat(fresh).isEqualTo(old);
    Position other = new Position(Ruleset.classic().toBuilder().plyLimit(999).build());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> other.copyFrom(old))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Make and unmake keep the bitboards and line masks equal to the board's for every legal move,
   * rescues and two-square moves (V-1.2) included, on small boards where rescues come soon.
   */
  @Test
  void makeAndUnmakeKeepTheBitsOfEveryMove() {
    Property.forAll(
        25,
        ClassicGames.games(SMALL_BOARDS, Length.upTo(300)),
        game -> {
          RandomMoves rm = new RandomMoves();
          for (ClassicState s : game.states()) {
            Position p = s.toPosition();
            int[] buf = new int[p.maxMoves()];
            int n = p.generate(buf);
            if (p.statusAfterGenerate(n) != Status.ONGOING) {
              break;
            }
            Position copy = p.copy();
            for (int i = 0; i < n; i++) {
              p.make(buf[i]);
              assertBitsMatchBoard(p);
              p.unmake();
              assertThat(p).isEqualTo(copy);
              assertBitsMatchBoard(p);
            }
          }
          Position last = made(game);
          assertThat(rm.count(last)).isEqualTo(last.generate(new int[last.maxMoves()]));
        });
  }

  /** The bitboards and line masks, kept up by make and unmake, equal those built from the board. */
  private static void assertBitsMatchBoard(Position p) {
    Position fresh = new Position(p.ruleset());
    for (int sq = 0; sq < p.size(); sq++) {
      fresh.put(sq, p.pieceAt(sq), p.flagsAt(sq));
    }
    assertThat(p.own).isEqualTo(fresh.own);
    assertThat(p.mobile).isEqualTo(fresh.mobile);
    assertThat(p.liners).isEqualTo(fresh.liners);
    assertThat(p.rows).isEqualTo(fresh.rows);
    assertThat(p.cols).isEqualTo(fresh.cols);
  }

  /** The broadword select finds the k-th set bit, as clearing k bits does. */
  @Test
  void nthIsTheKthSetBit() {
    Property.forAll(
        2000,
        Arb.longs(),
        Arb.ints(),
        (bits, anyK) -> {
          if (bits == 0) {
            return;
          }
          int k = Math.floorMod(anyK, Long.bitCount(bits));
          long x = bits;
          for (int i = 0; i < k; i++) {
            x &= x - 1;
          }
          assertThat(RandomMoves.nth(bits, k)).isEqualTo(Long.numberOfTrailingZeros(x));
        });
  }

  /**
   * Along a game: at every position count-and-select enumerates exactly the generated moves, and a
   * random selection is one of them.
   */
  private static void countAndSelectEveryPosition(Played<ClassicState> game, long probe) {
    SplittableRandom random = new SplittableRandom(probe);
    RandomMoves rm = new RandomMoves();
    int[] buf = new int[512];
    for (ClassicState s : game.states()) {
      Position p = s.toPosition();
      int n = p.generate(buf);
      int c = rm.count(p);
      assertThat(c).isEqualTo(n);
      int[] selected = new int[c];
      for (int k = 0; k < c; k++) {
        selected[k] = rm.select(p, k);
      }
      int[] expected = Arrays.copyOf(buf, n);
      Arrays.sort(expected);
      Arrays.sort(selected);
      assertThat(selected).isEqualTo(expected);
      if (p.statusAfterGenerate(n) != Status.ONGOING) {
        assertThat(s.phase()).isEqualTo(Phase.OVER);
        break;
      }
      assertThat(Arrays.binarySearch(expected, rm.random(p, random))).isNotNegative();
    }
  }
}
