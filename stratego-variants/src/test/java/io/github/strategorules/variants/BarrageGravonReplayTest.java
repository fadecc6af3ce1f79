package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.GameState;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Replay;
import io.github.strategorules.core.gravon.GravonGame;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.GravonArchives;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every barrage game of the Gravon archives (sample, or full with {@code -Dgravon.dir}) replays
 * with zero illegal moves under its era's two-squares limit, with its recorded ending (types 1
 * and 2 by the plain rules, type 0 with C-7.4).
 */
class BarrageGravonReplayTest {

  @Test
  void everyBarrageGameReplaysLegallyWithItsRecordedEnding() {
    Map<String, Integer> counts = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    for (GravonArchives.Archive a : GravonArchives.load(BarrageGravonReplayTest.class, "/gravon-variants/")) {
      Ruleset plain = Ruleset.parse("barrage(two_squares=" + a.twoSquaresLimit() + ")");
      Ruleset gravon = plain.toBuilder().gravonEndings(true).build();
      for (GravonGame g : a.games()) {
        if (!g.type().equals("barrage")) {
          continue;
        }
        counts.merge("games", 1, Integer::sum);
        Replay r = Replay.run(GameState.start(g.resultType() == 0 ? gravon : plain, g.setup(Player.RED),
            g.setup(Player.BLUE)), g.playerMoves());
        if (!r.isLegal()) {
          problems.add(g.name() + ": illegal " + r.firstIllegal().orElseThrow());
          continue;
        }
        int type = g.resultType();
        if (type > 2) {
          continue;
        }
        counts.merge("type " + type, 1, Integer::sum);
        Optional<Player> winner = r.finalState().outcome().flatMap(o -> o.winner());
        if (r.finalState().outcome().isEmpty() || !winner.equals(g.recordedWinner())) {
          problems.add(g.name() + ": recorded type " + type + " winner " + g.winner() + ", replay gives "
              + r.finalState().outcome());
        }
      }
    }
    assertThat(problems).isEmpty();
    assertThat(counts.get("games")).isGreaterThanOrEqualTo(100);
    System.out.println("barrage Gravon replay: " + counts);
  }
}
