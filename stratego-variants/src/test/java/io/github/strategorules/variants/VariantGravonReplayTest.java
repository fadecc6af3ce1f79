package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicReplay;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonRecords;
import io.github.strategorules.testkit.classic.GravonArchives;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * Every barrage and duel game of the Gravon archives (sample, or full with {@code -Dgravon.dir})
 * replays with zero illegal moves under its era's two-squares limit, with its recorded ending
 * (types 1 and 2 by the plain rules, type 0 with C-7.4). Gravon's duel used four setup rows.
 */
class VariantGravonReplayTest {

  @Test
  @ChecksRule({"V-1.1", "V-R7", "C-R4"})
  void everyBarrageAndDuelGameReplaysLegallyWithItsRecordedEnding(TestReporter reporter) {
    Map<String, Integer> counts = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    for (GravonArchives.Archive a :
        GravonArchives.load(VariantGravonReplayTest.class, "/gravon-variants/")) {
      for (GravonGame g : a.games()) {
        if (!g.type().equals("barrage") && !g.type().equals("duell")) {
          continue;
        }
        counts.merge(g.type(), 1, Integer::sum);
        Ruleset r0 =
            Ruleset.parse(
                GravonRecords.rulesetSpec(g.type(), a.twoSquaresLimit(), g.resultType() == 0));
        var r =
            ClassicReplay.run(
                ClassicState.start(r0, g.setup(Seat.RED), g.setup(Seat.BLUE)), g.playerMoves());
        if (!r.isLegal()) {
          problems.add(g.name() + ": illegal " + r.firstIllegal().orElseThrow());
          continue;
        }
        int type = g.resultType();
        if (type > 2) {
          continue;
        }
        counts.merge("type " + type, 1, Integer::sum);
        Optional<Seat> winner = r.finalState().outcome().flatMap(o -> o.winner());
        if (r.finalState().outcome().isEmpty() || !winner.equals(g.recordedWinner())) {
          problems.add(
              g.name()
                  + ": recorded type "
                  + type
                  + " winner "
                  + g.winner()
                  + ", replay gives "
                  + r.finalState().outcome());
        }
      }
    }
    assertThat(problems).isEmpty();
    assertThat(counts.get("barrage")).isGreaterThanOrEqualTo(100);
    assertThat(counts.get("duell")).isEqualTo(7); // all of them are in the sample
    TestStatistics.publish(reporter, "barrage and duel Gravon replay", counts.toString());
  }
}
