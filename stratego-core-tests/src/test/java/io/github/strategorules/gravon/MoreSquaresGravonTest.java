package io.github.strategorules.gravon;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.ChaseChecks;
import io.github.strategorules.testkit.classic.GravonArchives;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The more-squares rule (C-6) on real games: the Gravon server enforced it, so every classic game
 * replays with it on with zero illegal moves, while the rule is seen at work: in hundreds of
 * positions it forbids a move (which nobody played), and each such move is a chasing move into a
 * position its chase already had.
 */
class MoreSquaresGravonTest {

  /** One position where C-6 forbids a move. */
  record Forbidden(String game, int ply, Move played, List<Move> forbidden, String position) {}

  @Test
  @ChecksRule({"C-6.1", "C-R6"})
  void theRuleForbidsMovesInHundredsOfRealPositionsAndNobodyPlayedOne(TestReporter reporter) {
    List<Forbidden> found = new ArrayList<>();
    int games = 0;
    int positions = 0;
    boolean full = false;
    for (GravonArchives.Archive a : GravonArchives.load(MoreSquaresGravonTest.class)) {
      full = a.full();
      Ruleset r = Ruleset.classic().toBuilder().twoSquaresLimit(a.twoSquaresLimit()).build();
      assertThat(r.moreSquares()).isTrue();
      for (GravonGame g : a.games()) {
        if (!g.type().equals("classic")) {
          continue;
        }
        games++;
        ClassicState s = ClassicState.start(r, g.setup(Seat.RED), g.setup(Seat.BLUE));
        int ply = 0;
        for (Move m : g.playerMoves()) {
          if (s.phase() != Phase.PLAY) {
            break;
          }
          Position p = s.toPosition();
          if (p.chasing(p.toMove())) {
            List<Move> forbidden = s.viewFor(m.seat()).forbiddenByMoreSquares();
            if (!forbidden.isEmpty()) {
              forbidden.forEach(f -> ChaseChecks.assertRepeatsAChasePosition(p, f));
              found.add(
                  new Forbidden(
                      a.archive() + "/" + g.name(), ply, m, forbidden, PositionNotation.format(s)));
            }
          }
          assertThat(s.check(m)).as("%s/%s ply %d %s", a.archive(), g.name(), ply + 1, m).isEmpty();
          s = s.apply(m).state();
          positions++;
          ply++;
        }
      }
    }
    TestStatistics.publish(
        reporter,
        "more-squares rule on classic Gravon games",
        String.format(
            "%d games, %d positions: a move forbidden in %d", games, positions, found.size()));
    found.stream()
        .limit(2)
        .forEach(
            f ->
                TestStatistics.append(
                    "test-statistics.txt",
                    String.format(
                        "  %s before ply %d: %s forbidden, %s played; %s",
                        f.game(), f.ply() + 1, f.forbidden(), f.played(), f.position())));
    assertThat(found).hasSizeGreaterThan(full ? 400 : 50);
  }
}
