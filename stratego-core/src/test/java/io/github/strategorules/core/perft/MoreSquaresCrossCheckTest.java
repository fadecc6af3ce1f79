package io.github.strategorules.core.perft;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.Chase;
import io.github.strategorules.core.GameState;
import io.github.strategorules.core.IllegalReason;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.gravon.GravonGame;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.GravonArchives;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The more-squares rule (C-6) of the library against {@link NaiveChase}, an independent and
 * deliberately naive reading of classic.md, at every ply of the classic games of the Gravon
 * sample: the moves C-6 forbids must be the same set on both sides.
 *
 * <p>The library's forbidden set is read through the public API only: the moves a parallel game
 * with the rule off allows, for which {@link GameState#check} of the game with the rule on answers
 * {@link IllegalReason#MORE_SQUARES_RULE}.
 *
 * <p>Runtime: NaiveChase replays the whole game at every ply (quadratic in the game length). On
 * the whole sample this takes a few seconds, so every classic game is used; {@link #MAX_GAMES}
 * caps the games per archive should a larger set (the {@code gravon.dir} full archives) make it
 * too slow.
 */
class MoreSquaresCrossCheckTest {
  /** Games per archive; the sample is small enough to use all of it. */
  private static final int MAX_GAMES = Integer.getInteger("moreSquares.maxGames", 400);

  @Test
  void naiveChaseForbidsTheSameMovesAsTheLibrary() {
    List<String> disagreements = new ArrayList<>();
    List<String> candidateMismatches = new ArrayList<>();
    List<String> apiMismatches = new ArrayList<>();
    List<String> stateMismatches = new ArrayList<>();
    List<String> stopped = new ArrayList<>();
    long positions = 0;
    long withForbidden = 0;
    long forbiddenMoves = 0;
    long playedForbidden = 0;
    long chasingPositions = 0;
    int games = 0;
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
        games++;
        String name = archive.archive() + "/" + g.name();
        GameState s = GameState.start(on, g.setup(Player.RED), g.setup(Player.BLUE));
        GameState o = GameState.start(off, g.setup(Player.RED), g.setup(Player.BLUE));
        List<Move> moves = g.playerMoves();
        List<String> soFar = new ArrayList<>();
        for (int ply = 0; ; ply++) {
          if (s.phase() != Phase.PLAY || o.phase() != Phase.PLAY) {
            if (ply < moves.size()) {
              stopped.add(name + " over at ply " + ply + " of " + moves.size());
            }
            break;
          }
          Set<String> offMoves = new TreeSet<>();
          Set<String> library = new TreeSet<>();
          for (Move m : o.legalMoves()) {
            offMoves.add(m.toString());
            if (s.check(m).equals(Optional.of(IllegalReason.MORE_SQUARES_RULE))) {
              library.add(m.toString());
            }
          }
          Set<String> onMoves = new TreeSet<>();
          s.legalMoves().forEach(m -> onMoves.add(m.toString()));
          Set<String> expectedOn = new TreeSet<>(offMoves);
          expectedOn.removeAll(library);
          if (!onMoves.equals(expectedOn)) {
            apiMismatches.add(name + " ply " + ply + ": legalMoves " + onMoves
                + " but rule-off moves minus check()==C-6 " + expectedOn);
          }

          NaiveChase.Analysis naive = NaiveChase.analyse(g.field(), soFar, n);
          if (!offMoves.equals(new TreeSet<>(naive.candidates()))) {
            candidateMismatches.add(name + " ply " + ply + ": library (rule off) " + offMoves
                + " naive reference " + naive.candidates());
          }
          Player toMove = s.toMove().orElseThrow();
          Chase chase = s.chase(toMove);
          boolean naiveChasing = naive.chaseStartPly() >= 0;
          List<String> libEvaders = chase.evaders().stream().map(Object::toString).sorted().toList();
          if (chase.chasing() != naiveChasing
              || naiveChasing && !libEvaders.equals(naive.evaders())) {
            stateMismatches.add(name + " ply " + ply + ": library chasing=" + chase.chasing()
                + " evaders=" + libEvaders + " positions=" + chase.positions()
                + " | naive chasing=" + naiveChasing + " start=" + naive.chaseStartPly()
                + " evaders=" + naive.evaders() + " positions=" + naive.positions());
          }
          if (naiveChasing) {
            chasingPositions++;
          }

          positions++;
          if (!library.equals(naive.forbidden())) {
            disagreements.add(name + " ply " + ply + " (" + toMove + " to move): library "
                + library + " naive " + naive.forbidden() + "; naive chase from ply "
                + naive.chaseStartPly() + " evaders " + naive.evaders() + " positions after plies "
                + naive.positionPlies() + "; library chase " + chase
                + "; moves before: " + soFar.subList(Math.max(0, ply - 12), ply));
          }
          if (!naive.forbidden().isEmpty()) {
            withForbidden++;
            forbiddenMoves += naive.forbidden().size();
          }
          if (ply == moves.size()) {
            break;
          }
          Move m = moves.get(ply);
          if (naive.forbidden().contains(m.toString())) {
            playedForbidden++;
          }
          Optional<IllegalReason> why = s.check(m);
          if (why.isPresent()) {
            stopped.add(name + " ply " + ply + ": " + m + " refused: " + why.get());
            break;
          }
          s = s.apply(m).state();
          o = o.apply(m).state();
          soFar.add(m.toString());
        }
      }
    }
    System.out.printf(
        "MoreSquaresCrossCheck: %d games, %d positions compared, %d with the player to move"
            + " chasing, %d with a forbidden move (%d forbidden moves), %d played moves forbidden,"
            + " %d disagreements, %d chase-state differences, %d candidate mismatches, %d API"
            + " mismatches, %d replays stopped early%n",
        games, positions, chasingPositions, withForbidden, forbiddenMoves, playedForbidden,
        disagreements.size(), stateMismatches.size(), candidateMismatches.size(),
        apiMismatches.size(), stopped.size());
    stopped.forEach(x -> System.out.println("  stopped: " + x));
    stateMismatches.stream().limit(20).forEach(x -> System.out.println("  state: " + x));
    disagreements.forEach(x -> System.out.println("  DISAGREEMENT: " + x));

    assertThat(candidateMismatches).as("C-3/C-5 moves, library vs NaiveReference").isEmpty();
    assertThat(apiMismatches).as("legalMoves() vs check()").isEmpty();
    assertThat(disagreements).as("C-6 forbidden sets, library vs NaiveChase").isEmpty();
    assertThat(withForbidden).as("positions with a move C-6 forbids").isPositive();
  }
}
