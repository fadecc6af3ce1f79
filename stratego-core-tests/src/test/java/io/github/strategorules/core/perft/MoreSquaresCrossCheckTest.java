package io.github.strategorules.core.perft;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.Chase;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.testkit.classic.Boards;
import io.github.strategorules.testkit.classic.GravonArchives;
import io.github.strategorules.testkit.property.TestStatistics;
import io.github.strategorules.testkit.reference.NaiveChase;
import io.github.strategorules.testkit.reference.NaiveReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The more-squares rule (C-6) of the library against {@link NaiveChase}, an independent and
 * deliberately naive reading of docs/rules/classic.md: at every ply, the moves C-6 forbids must be
 * the same set on both sides.
 *
 * <p>The library's forbidden set is read through the public API only: the moves a parallel game
 * with the rule off allows, for which {@link ClassicState#check} of the game with the rule on
 * answers {@link ClassicReason#MORE_SQUARES_RULE}. On the way the test also checks that the
 * rule-off moves equal {@link NaiveReference}'s (C-1 to C-5), that {@link
 * ClassicState#legalMoves()} is the rule-off list minus that forbidden set, and that {@link
 * ClassicState#chase} (chasing or not, where the evaders stand) matches NaiveChase's chase.
 *
 * <p>Two sources of positions:
 *
 * <ul>
 *   <li>every classic game of the Gravon sample (the real test data: C-6 was enforced by Gravon's
 *       server);
 *   <li>random dense endgames played by a chase-happy random player. They exist because the real
 *       games cannot tell some readings of C-6 apart: on the sample, a chasing move that needs only
 *       threaten <em>some</em> piece, the chase's positions including the boards after the replies,
 *       or the C-6.2 exception for <em>any</em> piece moving to the square the chaser's last move
 *       left, all give exactly the same forbidden sets as the literal reading; these endgames tell
 *       each of them apart from it (1 to 3 positions each in the 800 games: checked when the test
 *       was written by switching NaiveChase to each reading).
 * </ul>
 *
 * <p>Runtime: NaiveReference replays the whole game at every ply (quadratic in the game length):
 * about 12 s for the whole sample (all 356 classic games, 145,000 positions) and about 6 s for the
 * endgames. {@link #MAX_GAMES} (system property {@code moreSquares.maxGames}) caps the games per
 * archive, for the full archives of {@code gravon.dir}, which would take minutes.
 */
@Tag("slow") // about 90 s of CPU (measured 2026-12); .ci/run runs it (-Pslow-tests)
class MoreSquaresCrossCheckTest {
  /** Classic games per archive: more than the sample holds, so the whole sample is used. */
  private static final int MAX_GAMES = Integer.getInteger("moreSquares.maxGames", 400);

  /** Random endgames: how many of each army, and the longest. */
  private static final int ENDGAMES = 400;

  private static final int ENDGAME_PLIES = 160;

  @Test
  @ChecksRule({"C-6.1", "C-6.2", "C-R6"})
  void naiveChaseForbidsTheSameMovesAsTheLibraryInRealGames(TestReporter reporter) {
    Tally t = new Tally();
    for (GravonArchives.Archive archive : GravonArchives.load(MoreSquaresCrossCheckTest.class)) {
      int n = archive.twoSquaresLimit();
      Ruleset on = Ruleset.classic().toBuilder().twoSquaresLimit(n).build();
      Ruleset off = on.toBuilder().moreSquares(false).build();
      int gamesHere = 0;
      for (GravonGame g : archive.games()) {
        if (!g.type().equals("classic")) {
          continue;
        }
        if (gamesHere++ >= MAX_GAMES) {
          break;
        }
        t.games++;
        String name = archive.archive() + "/" + g.name();
        ClassicState s = ClassicState.start(on, g.setup(Seat.RED), g.setup(Seat.BLUE));
        ClassicState o = ClassicState.start(off, g.setup(Seat.RED), g.setup(Seat.BLUE));
        List<Move> moves = g.playerMoves();
        List<String> soFar = new ArrayList<>();
        for (int ply = 0; s.phase() == Phase.PLAY && o.phase() == Phase.PLAY; ply++) {
          NaiveChase.Analysis naive = t.compare(name, g.field(), on, s, o, soFar);
          if (ply == moves.size()) {
            break;
          }
          Move m = moves.get(ply);
          if (naive.forbidden().contains(m.toString())) {
            t.playedForbidden++;
          }
          Optional<ClassicReason> why = s.check(m);
          if (why.isPresent()) {
            t.stopped.add(name + " ply " + ply + ": " + m + " refused: " + why.get());
            break;
          }
          s = s.apply(m).state();
          o = o.apply(m).state();
          soFar.add(m.toString());
        }
        if (soFar.size() < moves.size()
            && t.stopped.stream().noneMatch(x -> x.startsWith(name + " "))) {
          t.stopped.add(name + " over at ply " + soFar.size() + " of " + moves.size());
        }
      }
    }
    t.report(reporter, "real games");
    assertThat(t.playedForbidden).as("moves Gravon players made that NaiveChase forbids").isZero();
    t.assertAgreement();
  }

  @Test
  @ChecksRule({"C-6.1", "C-6.2", "C-R6"})
  void naiveChaseForbidsTheSameMovesAsTheLibraryInRandomEndgames(TestReporter reporter) {
    Tally t = new Tally();
    // Two armies: mixed types, and four of a kind (two same-type pieces can swap squares
    // without changing the board, which matters for C-6.2).
    int[][] redArmies = {{6, 6, 7, 2, 11, 0}, {6, 6, 6, 6, 11, 0}};
    int[][] blueArmies = {{5, 5, 5, 4, 2, 11}, {5, 5, 5, 5, 11, 0}};
    for (int game = 0; game < 2 * ENDGAMES; game++) {
      long seed = game % ENDGAMES + 1;
      int[] redKinds = redArmies[game / ENDGAMES];
      int[] blueKinds = blueArmies[game / ENDGAMES];
      SplittableRandom random = new SplittableRandom(seed * 7919);
      // Twelve pieces on the 23 squares of files a..e, ranks 1..5: many threats, many repeats.
      List<Integer> region = new ArrayList<>();
      for (int rank = 0; rank < 5; rank++) {
        for (int file = 0; file < 5; file++) {
          if (!isLake(file, rank)) {
            region.add(rank * 10 + file);
          }
        }
      }
      Collections.shuffle(region, new Random(seed));
      char[] field = new char[100];
      for (int i = 0; i < 100; i++) {
        field[i] = isLake(i % 10, i / 10) ? '_' : 'A';
      }
      int k = 0;
      for (int kind : redKinds) {
        field[region.get(k++)] = (char) ('B' + kind);
      }
      for (int kind : blueKinds) {
        field[region.get(k++)] = (char) ('N' + kind);
      }
      int n = random.nextBoolean() ? 3 : 5;
      Ruleset on = Ruleset.classic().toBuilder().twoSquaresLimit(n).build();
      Ruleset off = on.toBuilder().moreSquares(false).build();
      String diagram = diagram(field);
      ClassicState s = Boards.game(on, Seat.RED, diagram);
      ClassicState o = Boards.game(off, Seat.RED, diagram);
      String name =
          "endgame "
              + (game / ENDGAMES == 0 ? "mixed" : "four of a kind")
              + " seed "
              + seed
              + " N="
              + n;
      t.games++;
      List<String> soFar = new ArrayList<>();
      Move last = null;
      while (s.phase() == Phase.PLAY && o.phase() == Phase.PLAY && soFar.size() < ENDGAME_PLIES) {
        t.compare(name, new String(field), on, s, o, soFar);
        Move m = chaseHappyMove(s, last, random);
        s = s.apply(m).state();
        o = o.apply(m).state();
        soFar.add(m.toString());
        last = m;
      }
    }
    t.report(reporter, "random endgames");
    t.assertAgreement();
  }

  /**
   * A random legal move that likes chasing: mostly it moves a piece next to where the opponent's
   * last move ended (an evasion, if that move threatened it), else a move ending next to an enemy
   * piece (a threat), else any move; non-attacks first, so the pieces last.
   */
  private static Move chaseHappyMove(ClassicState s, Move last, SplittableRandom random) {
    List<Move> legal = s.legalMoves();
    List<Move> quiet = new ArrayList<>();
    for (Move m : legal) {
      if (s.pieceAt(m.to()).isEmpty()) {
        quiet.add(m);
      }
    }
    if (quiet.isEmpty()) {
      quiet = legal;
    }
    if (last != null && random.nextDouble() < 0.75) {
      List<Move> evasions = new ArrayList<>();
      for (Move m : quiet) {
        if (adjacent(m.from(), last.to())) {
          evasions.add(m);
        }
      }
      if (!evasions.isEmpty()) {
        return evasions.get(random.nextInt(evasions.size()));
      }
    }
    if (random.nextDouble() < 0.85) {
      List<Move> threats = new ArrayList<>();
      for (Move m : quiet) {
        if (nextToEnemy(s, m)) {
          threats.add(m);
        }
      }
      if (!threats.isEmpty()) {
        return threats.get(random.nextInt(threats.size()));
      }
    }
    return quiet.get(random.nextInt(quiet.size()));
  }

  private static boolean nextToEnemy(ClassicState s, Move m) {
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int[] d : dirs) {
      int x = m.to().x() + d[0];
      int y = m.to().y() + d[1];
      if (x < 0 || y < 0 || x > 9 || y > 9) {
        continue;
      }
      Optional<Piece> p = s.pieceAt(Square.of(x, y));
      if (p.isPresent() && p.get().owner() != m.seat()) {
        return true;
      }
    }
    return false;
  }

  private static boolean adjacent(Square a, Square b) {
    return Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y()) == 1;
  }

  private static boolean isLake(int file, int rank) {
    return (rank == 4 || rank == 5) && (file == 2 || file == 3 || file == 6 || file == 7);
  }

  /** A Gravon field as a {@link Boards} diagram. */
  private static String diagram(char[] field) {
    String[] tokens = {"B", "S", "2", "3", "4", "5", "6", "7", "8", "9", "10", "F"};
    StringBuilder d = new StringBuilder();
    for (int rank = 9; rank >= 0; rank--) {
      for (int file = 0; file < 10; file++) {
        char c = field[rank * 10 + file];
        d.append(
            c == '_'
                ? "~"
                : c == 'A' ? "." : c <= 'M' ? "r" + tokens[c - 'B'] : "b" + tokens[c - 'N']);
        d.append(' ');
      }
      d.append('\n');
    }
    return d.toString();
  }

  /** What the comparisons found. */
  private static final class Tally {
    final List<String> disagreements = new ArrayList<>();
    final List<String> candidateMismatches = new ArrayList<>();
    final List<String> apiMismatches = new ArrayList<>();
    final List<String> stateMismatches = new ArrayList<>();
    final List<String> stopped = new ArrayList<>();
    int games;
    long positions;
    long chasing;
    long withForbidden;
    long forbiddenMoves;
    long playedForbidden;

    /** Compares the library and NaiveChase in one position, the player to move to play. */
    NaiveChase.Analysis compare(
        String name,
        String field,
        Ruleset rules,
        ClassicState s,
        ClassicState o,
        List<String> soFar) {
      int ply = soFar.size();
      Set<String> offMoves = new TreeSet<>();
      Set<String> library = new TreeSet<>();
      for (Move m : o.legalMoves()) {
        offMoves.add(m.toString());
        if (s.check(m).equals(Optional.of(ClassicReason.MORE_SQUARES_RULE))) {
          library.add(m.toString());
        }
      }
      Set<String> onMoves = new TreeSet<>();
      s.legalMoves().forEach(m -> onMoves.add(m.toString()));
      Set<String> expectedOn = new TreeSet<>(offMoves);
      expectedOn.removeAll(library);
      if (!onMoves.equals(expectedOn)) {
        apiMismatches.add(
            name
                + " ply "
                + ply
                + ": legalMoves "
                + onMoves
                + " but rule-off moves minus check()==C-6 "
                + expectedOn);
      }

      NaiveReference ref = NaiveReference.of(rules, field);
      ref.playUnchecked(soFar);
      NaiveChase.Analysis naive = NaiveChase.analyse(ref);
      if (!offMoves.equals(new TreeSet<>(naive.candidates()))) {
        candidateMismatches.add(
            name
                + " ply "
                + ply
                + ": library (rule off) "
                + offMoves
                + " NaiveReference "
                + naive.candidates());
      }
      Seat toMove = s.toMove().orElseThrow();
      Chase chase = s.chase(toMove);
      boolean naiveChasing = naive.chaseStartPly() >= 0;
      List<String> libEvaders = chase.evaders().stream().map(Object::toString).sorted().toList();
      if (chase.chasing() != naiveChasing || naiveChasing && !libEvaders.equals(naive.evaders())) {
        stateMismatches.add(
            name
                + " ply "
                + ply
                + ": library "
                + chase
                + " | naive chasing="
                + naiveChasing
                + " from ply "
                + naive.chaseStartPly()
                + " evaders="
                + naive.evaders()
                + " positions="
                + naive.positions());
      }
      positions++;
      if (naiveChasing) {
        chasing++;
      }
      if (!naive.forbidden().isEmpty()) {
        withForbidden++;
        forbiddenMoves += naive.forbidden().size();
      }
      if (!library.equals(naive.forbidden())) {
        disagreements.add(
            name
                + " ply "
                + ply
                + " ("
                + toMove
                + " to move): library "
                + library
                + " naive "
                + naive.forbidden()
                + "; naive chase from ply "
                + naive.chaseStartPly()
                + ", evaders "
                + naive.evaders()
                + ", positions after plies "
                + naive.positionPlies()
                + "; library "
                + chase
                + "; moves "
                + soFar);
      }
      return naive;
    }

    /**
     * The counts, for the test report and {@code target/test-statistics.txt}; mismatches fail the
     * test.
     */
    void report(TestReporter reporter, String what) {
      TestStatistics.publish(
          reporter,
          "MoreSquaresCrossCheck (" + what + ")",
          String.format(
              "%d games, %d positions "
                  + "compared, %d with the player to move chasing, %d with a forbidden move (%d forbidden moves), %d "
                  + "played moves forbidden; %d disagreements, %d chase-state differences, %d C-3/C-5 mismatches, %d "
                  + "legalMoves/check mismatches, %d replays stopped early",
              games,
              positions,
              chasing,
              withForbidden,
              forbiddenMoves,
              playedForbidden,
              disagreements.size(),
              stateMismatches.size(),
              candidateMismatches.size(),
              apiMismatches.size(),
              stopped.size()));
      stopped.forEach(x -> TestStatistics.append("test-statistics.txt", "  stopped: " + x));
    }

    void assertAgreement() {
      assertThat(candidateMismatches).as("C-3/C-5 moves, library vs NaiveReference").isEmpty();
      assertThat(apiMismatches).as("legalMoves() vs check()").isEmpty();
      assertThat(disagreements).as("C-6 forbidden sets, library vs NaiveChase").isEmpty();
      assertThat(stateMismatches).as("chase state, library vs NaiveChase").isEmpty();
      assertThat(withForbidden).as("positions with a move C-6 forbids").isPositive();
    }
  }
}
