package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonRecords;
import io.github.strategorules.testkit.classic.GravonArchives;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The classic sampler on real Ultimate Lightning games (V-1.2, the eight of the Gravon archive
 * sample): every seventh position and every position right after a rescue, for both players,
 * samples a full state whose view is the player's view, reached by replaying the public log with
 * the rescues, and 20 fast kernel draws that replay the log legally with its battle results and
 * give the view's legal moves.
 */
class UltimateLightningSamplerTest {

  private static List<GravonGame> games() {
    List<GravonGame> list = new ArrayList<>();
    for (GravonArchives.Archive a :
        GravonArchives.load(UltimateLightningSamplerTest.class, "/gravon-variants/")) {
      for (GravonGame g : a.games()) {
        if (g.type().equals("ultimate lightning")) {
          list.add(g);
        }
      }
    }
    return list;
  }

  @Test
  void theSamplerReproducesEveryPlayersViewOfTheRealGames() {
    int sampled = 0;
    int afterRescue = 0;
    List<GravonGame> games = games();
    assertThat(games).hasSize(8);
    for (GravonGame g : games) {
      Ruleset r = Ruleset.parse(GravonRecords.rulesetSpec(g.type(), 3, g.resultType() == 0));
      ClassicState s = ClassicState.start(r, g.setup(Seat.RED), g.setup(Seat.BLUE));
      for (Move m : g.playerMoves()) {
        boolean rescued =
            s.apply(m).events().stream().anyMatch(ClassicEvent.Rescued.class::isInstance);
        s = s.apply(m).state();
        if (s.phase() != Phase.PLAY || (s.ply() % 7 != 0 && !rescued)) {
          continue;
        }
        for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
          ClassicView view = s.viewFor(p);
          ClassicSampler sampler = ClassicSampler.of(view);
          ClassicState t = sampler.sample(s.ply() * 2L + p.ordinal());
          assertThat(t.viewFor(p)).as(g.name() + " ply " + s.ply() + " " + p).isEqualTo(view);
          SplittableRandom random = new SplittableRandom(s.ply());
          for (int i = 0;
              i < 20;
              i++) { // the fast kernel draw, many times: rescuers are never scouts
            assertThat(ClassicState.of(sampler.samplePosition(random)).viewFor(p).legalMoves())
                .as(g.name() + " ply " + s.ply() + " " + p)
                .isEqualTo(view.legalMoves());
          }
          sampled++;
        }
        afterRescue += rescued ? 1 : 0;
      }
    }
    assertThat(afterRescue).isEqualTo(5);
    assertThat(sampled).isGreaterThan(300);
  }
}
