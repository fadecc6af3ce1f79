package io.github.strategorules.core.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.RandomGames;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Count-and-select gives exactly the generator's moves, each once. */
class RandomMovesProperties {

  @Property(tries = 30)
  void countAndSelectEnumerateTheGeneratedMoves(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Ruleset r = RandomGames.ruleset(random).toBuilder().moreSquares(random.nextBoolean()).build();
    playAndCompare(r, random);
  }

  /**
   * Other geometries (the line masks' walls at other widths and heights, lakes anywhere in the
   * middle), more line movers, no range attacks (V-2.5), any two-squares limit.
   */
  @Property(tries = 40)
  void countAndSelectEnumerateTheGeneratedMovesOnOtherBoards(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int w = 5 + random.nextInt(22);
    int h = 6 + random.nextInt(21);
    Set<Square> lakes = new HashSet<>();
    for (int i = random.nextInt(2 * w); i > 0; i--) {
      lakes.add(Square.of(random.nextInt(w), 2 + random.nextInt(h - 4)));
    }
    Map<PieceType, Integer> roster = new EnumMap<>(PieceType.class);
    roster.put(PieceType.FLAG, 1);
    roster.put(PieceType.BOMB, 2);
    roster.put(PieceType.SPY, 1);
    roster.put(PieceType.SCOUT, 1 + random.nextInt(4));
    roster.put(PieceType.MINER, 1);
    roster.put(PieceType.MARSHAL, 1);
    Ruleset r = Ruleset.classic().toBuilder().name("masks").board(w, h).lakes(lakes).setupRows(2)
        .roster(roster)
        .movement(PieceType.MINER, random.nextBoolean() ? Movement.LINE : Movement.STEP)
        .houseRule(HouseRule.NO_RANGE_ATTACK, random.nextBoolean())
        .moreSquares(random.nextBoolean())
        .twoSquaresLimit(random.nextInt(6))
        .build();
    playAndCompare(r, random);
  }

  /**
   * The line masks and every other part of the position survive unmake and {@link
   * Position#copyFrom}: a reused position that copied another plays on exactly as a fresh copy.
   */
  @Property(tries = 20)
  void unmakeAndCopyFromKeepThePositionWhole(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Ruleset r = RandomGames.ruleset(random).toBuilder().moreSquares(random.nextBoolean()).build();
    Position p = start(r, random);
    Position reused = start(r, random);
    RandomMoves rm = new RandomMoves();
    int[] buf = new int[512];
    for (int ply = 0; ply < 300 && p.statusAfterGenerate(p.generate(buf)) == Status.ONGOING; ply++) {
      if (reused.statusAfterGenerate(reused.generate(buf)) != Status.ONGOING) {
        reused.copyFrom(start(r, random));
      }
      reused.make(rm.random(reused, random)); // another game, to be overwritten below
      p.make(rm.random(p, random));
    }
    int back = Math.min(p.ply(), random.nextInt(40));
    for (int i = 0; i < back; i++) {
      p.unmake();
      assertThat(rm.count(p)).isEqualTo(p.generate(buf));
      assertBitsMatchBoard(p);
    }
    reused.copyFrom(p);
    assertThat(reused).isEqualTo(p);
    Position copy = p.copy();
    for (int ply = 0; ply < 200; ply++) {
      int n = copy.generate(buf);
      assertThat(rm.count(reused)).isEqualTo(n);
      assertThat(reused.statusAfterGenerate(n)).isEqualTo(copy.statusAfterGenerate(n));
      if (copy.statusAfterGenerate(n) != Status.ONGOING) {
        break;
      }
      int m = rm.select(reused, random.nextInt(n));
      assertThat(reused.make(m)).isEqualTo(copy.make(m));
      assertThat(reused).isEqualTo(copy);
      assertBitsMatchBoard(reused);
    }
  }

  /**
   * {@link Position#copyFrom} works across the kernel's bounded table cache: after many distinct
   * rulesets have pushed the first tables out, a new position of an equal ruleset copies an old one,
   * and refuses one of another ruleset.
   */
  @net.jqwik.api.Example
  void copyFromAcceptsEqualRulesetsWhoseTablesWereRebuilt() {
    SplittableRandom random = new SplittableRandom(3);
    Position old = start(Ruleset.classic(), random);
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
  @Property(tries = 25)
  void makeAndUnmakeKeepTheBitsOfEveryMove(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int w = 5 + random.nextInt(4);
    int h = 6 + random.nextInt(3);
    Map<PieceType, Integer> roster = new EnumMap<>(PieceType.class);
    roster.put(PieceType.FLAG, 1);
    roster.put(PieceType.SCOUT, 2);
    roster.put(PieceType.MINER, 2);
    roster.put(PieceType.CAPTAIN, 2);
    roster.put(PieceType.MARSHAL, 1);
    Ruleset r = Ruleset.classic().toBuilder().name("bits").board(w, h).lakes(Set.of()).setupRows(2)
        .roster(roster)
        .movement(PieceType.CAPTAIN, random.nextBoolean() ? Movement.TWO_SQUARES : Movement.STEP)
        .houseRule(HouseRule.RESCUE, random.nextBoolean())
        .moreSquares(random.nextBoolean())
        .build();
    Position p = start(r, random);
    RandomMoves rm = new RandomMoves();
    int[] buf = new int[p.maxMoves()];
    for (int ply = 0; ply < 300; ply++) {
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
      p.make(buf[random.nextInt(n)]);
    }
    assertThat(rm.count(p)).isEqualTo(p.generate(buf));
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
  @Property(tries = 2000)
  void nthIsTheKthSetBit(@ForAll long bits, @ForAll int anyK) {
    if (bits == 0) {
      return;
    }
    int k = Math.floorMod(anyK, Long.bitCount(bits));
    long x = bits;
    for (int i = 0; i < k; i++) {
      x &= x - 1;
    }
    assertThat(RandomMoves.nth(bits, k)).isEqualTo(Long.numberOfTrailingZeros(x));
  }

  private static Position start(Ruleset r, SplittableRandom random) {
    return ClassicState.start(r, Setup.random(r, Player.RED, random), Setup.random(r, Player.BLUE, random))
        .toPosition();
  }

  private static void playAndCompare(Ruleset r, SplittableRandom random) {
    Position p = ClassicState.start(r, Setup.random(r, Player.RED, random), Setup.random(r, Player.BLUE, random))
        .toPosition();
    RandomMoves rm = new RandomMoves();
    int[] buf = new int[512];
    for (int ply = 0; ply < 600; ply++) {
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
        break;
      }
      p.make(rm.random(p, random));
    }
    assertThat(ClassicState.of(p).phase()).isIn(Phase.PLAY, Phase.OVER);
  }
}
