package io.github.strategorules.core.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicTermination;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.PlacePiece;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.PlayerView;
import io.github.strategorules.core.rules.Ruleset;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The reference bots: legal, reproducible, and ordered by strength (short matches only). */
class BotsTest {
  private static final Ruleset RULES = Ruleset.parse("classic(ply_limit=3000)");

  @Test
  void heuristicBeatsRandomInAtLeast70PercentOf40Games() {
    int wins = 0;
    for (int g = 0; g < 40; g++) {
      boolean heuristicRed = g % 2 == 0;
      ClassicState end = Match.play(RULES, heuristicRed ? new HeuristicBot() : new RandomBot(),
          heuristicRed ? new RandomBot() : new HeuristicBot(), 100 + g);
      assertThat(end.phase()).isEqualTo(Phase.OVER);
      // Bots choose among legalMoves(): never a resignation or a draw, though both are listed actions.
      assertThat(end.outcome().orElseThrow().termination())
          .isNotIn(ClassicTermination.RESIGNATION, ClassicTermination.AGREEMENT);
      assertThat(end.history()).allMatch(a -> a instanceof PlacePiece || a instanceof Move);
      Player heuristic = heuristicRed ? Player.RED : Player.BLUE;
      if (end.outcome().orElseThrow().winner().orElse(null) == heuristic) {
        wins++;
      }
    }
    assertThat(wins).isGreaterThanOrEqualTo(28);
  }

  @Test
  void aGameReplaysExactlyFromItsSeedAndTheSearchBotPlaysLegally() {
    Ruleset r = Ruleset.parse("classic(ply_limit=120)");
    ClassicState a = Match.play(r, new SearchBot(2, 4, 1), new HeuristicBot(), 7);
    ClassicState b = Match.play(r, new SearchBot(2, 4, 1), new HeuristicBot(), 7);
    assertThat(a.history()).isEqualTo(b.history()); // every move was legal: apply accepted it
    assertThat(a.phase()).isEqualTo(Phase.OVER);
    ClassicState c = Match.play(r, new SearchBot(2, 4, 1), new HeuristicBot(), 8);
    assertThat(c.history()).isNotEqualTo(a.history());
  }

  /**
   * The search bot samples under every house rule that hides or changes facts: silent defence
   * (V-2.6, a defender that won unseen), and Ultimate Lightning's captains and rescues (V-1.2).
   */
  @Test
  void theSearchBotPlaysUnderSilentDefenceAndUltimateLightningRules() {
    for (String spec : java.util.List.of("classic(silent_defence,ply_limit=300)",
        "classic(captains_two_squares,rescue,movable_bombs_and_flag,silent_defence,scouts_defuse_bombs,ply_limit=300)")) {
      for (long seed = 1; seed <= 3; seed++) {
        ClassicState g = Match.play(Ruleset.parse(spec), new SearchBot(2, 8, 1), new HeuristicBot(), seed);
        assertThat(g.phase()).as(spec).isEqualTo(Phase.OVER);
      }
    }
  }

  @Test
  void theHeuristicSetupGuardsTheFlagAndBotsAreFoundByName() {
    Ruleset r = Ruleset.classic();
    var setup = new HeuristicBot().setup(r, Player.BLUE, new SplittableRandom(3));
    assertThat(r.validate(Player.BLUE, setup)).isEmpty();
    var flag = setup.placements().stream().filter(p -> p.type() == io.github.strategorules.core.PieceType.FLAG)
        .findFirst().orElseThrow().square();
    assertThat(flag.rank()).isEqualTo(10);
    assertThat(setup.placements().stream().filter(p -> p.type() == io.github.strategorules.core.PieceType.BOMB)
        .filter(p -> Math.abs(p.square().x() - flag.x()) + Math.abs(p.square().y() - flag.y()) == 1)
        .count()).isEqualTo(flag.x() == 0 || flag.x() == 9 ? 2 : 3);
    for (String name : Bots.names()) {
      assertThat(Bots.byName(name).name()).isEqualTo(name);
    }
    assertThat(Bots.byName("mcts")).isInstanceOf(SearchBot.class);
    assertThatThrownBy(() -> Bots.byName("nobody")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theBotsOnlyPickLegalMovesFromTheirView() {
    ClassicState s = ClassicState.start(RULES, new RandomBot().setup(RULES, Player.RED, new SplittableRandom(1)),
        new RandomBot().setup(RULES, Player.BLUE, new SplittableRandom(2)));
    SplittableRandom random = new SplittableRandom(9);
    for (int ply = 0; ply < 30 && s.phase() == Phase.PLAY; ply++) {
      PlayerView v = s.viewFor(s.toMove().orElseThrow());
      for (Bot bot : new Bot[] {new RandomBot(), new HeuristicBot(), new SearchBot(2, 3, 1)}) {
        assertThat(v.legalMoves()).contains(bot.choose(v, random));
      }
      s = s.apply(new HeuristicBot().choose(v, random)).state();
    }
  }
}
