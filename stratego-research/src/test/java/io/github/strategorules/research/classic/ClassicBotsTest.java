package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import io.github.strategorules.research.Transcripts;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The classic reference bots: legal, reproducible, and ordered by strength (short matches only).
 */
class ClassicBotsTest {
  private static final Ruleset RULES = Ruleset.parse("classic(ply_limit=3000)");

  private static ClassicState play(Ruleset r, Bot red, Bot blue, long seed) {
    MatchResult m = Match.play(ClassicGame.of(r), List.of(red, blue), seed);
    assertThat(m.cut()).isFalse();
    return (ClassicState) m.finalState();
  }

  @Test
  void heuristicBeatsRandomInAtLeast70PercentOf40Games() {
    int wins = 0;
    for (int g = 0; g < 40; g++) {
      boolean heuristicRed = g % 2 == 0;
      ClassicState end =
          play(
              RULES,
              heuristicRed ? new HeuristicBot() : new ClassicRandomBot(),
              heuristicRed ? new ClassicRandomBot() : new HeuristicBot(),
              100 + g);
      assertThat(end.phase()).isEqualTo(Phase.OVER);
      // Bots choose among their decisions: never a resignation or a draw, though both are listed
      // actions.
      assertThat(end.outcome().orElseThrow().termination())
          .isNotIn(ClassicTermination.RESIGNATION, ClassicTermination.AGREEMENT);
      assertThat(end.history()).allMatch(a -> a instanceof PlacePiece || a instanceof Move);
      Seat heuristic = heuristicRed ? Seat.RED : Seat.BLUE;
      if (end.outcome().orElseThrow().winner().orElse(null) == heuristic) {
        wins++;
      }
    }
    assertThat(wins).isGreaterThanOrEqualTo(28);
  }

  @Test
  void aGameReplaysExactlyFromItsSeedAndTheSearchBotPlaysLegally() {
    Ruleset r = Ruleset.parse("classic(ply_limit=120)");
    ClassicState a = play(r, new SearchBot(2, 4, 1), new HeuristicBot(), 7);
    ClassicState b = play(r, new SearchBot(2, 4, 1), new HeuristicBot(), 7);
    assertThat(a.history()).isEqualTo(b.history()); // every move was legal: apply accepted it
    assertThat(a.phase()).isEqualTo(Phase.OVER);
    ClassicState c = play(r, new SearchBot(2, 4, 1), new HeuristicBot(), 8);
    assertThat(c.history()).isNotEqualTo(a.history());
  }

  /**
   * The search bot samples under every house rule that hides or changes facts: silent defence
   * (V-2.6, a defender that won unseen), and Ultimate Lightning's captains and rescues (V-1.2).
   */
  @Test
  void theSearchBotPlaysUnderSilentDefenceAndUltimateLightningRules() {
    for (String spec :
        List.of(
            "classic(silent_defence,ply_limit=300)",
            "classic(captains_two_squares,rescue,movable_bombs_and_flag,silent_defence,scouts_defuse_bombs,ply_limit=300)")) {
      for (long seed = 1; seed <= 3; seed++) {
        ClassicState g =
            play(Ruleset.parse(spec), new SearchBot(2, 8, 1), new HeuristicBot(), seed);
        assertThat(g.phase()).as(spec).isEqualTo(Phase.OVER);
      }
    }
  }

  /** Plays a seat's whole setup through the contract, one placement at a time, with a bot. */
  private static ClassicState setUp(Ruleset r, Bot bot, Seat seat, long seed) {
    Referee referee = Referee.builder(ClassicState.newGame(r)).keepSteps().build();
    Transcripts transcripts = new Transcripts(referee);
    SplittableRandom random = new SplittableRandom(seed);
    while (referee.state().toDecide().contains(seat)) {
      List<Action> legal = referee.state().decisions(seat);
      Action a = bot.choose(transcripts.of(seat), legal, random);
      assertThat(legal).contains(a);
      assertThat(referee.submit(seat, a).applied()).isTrue();
    }
    ClassicState s = (ClassicState) referee.state();
    return s;
  }

  @Test
  void theHeuristicSetupGuardsTheFlagOnTheBackRow() {
    Ruleset r = Ruleset.classic();
    for (long seed = 1; seed <= 20; seed++) {
      ClassicState s = setUp(r, new HeuristicBot(), Seat.BLUE, seed);
      var setup = s.placements(Seat.BLUE);
      assertThat(setup.problems(r, Seat.BLUE)).isEmpty();
      Square flag =
          setup.placements().stream()
              .filter(p -> p.type() == PieceType.FLAG)
              .findFirst()
              .orElseThrow()
              .square();
      assertThat(flag.rank()).isEqualTo(10);
      assertThat(
              setup.placements().stream()
                  .filter(p -> p.type() == PieceType.BOMB)
                  .filter(
                      p ->
                          Math.abs(p.square().x() - flag.x()) + Math.abs(p.square().y() - flag.y())
                              == 1)
                  .count())
          .isEqualTo(flag.x() == 0 || flag.x() == 9 ? 2 : 3);
    }
  }

  /**
   * The random setup, placed piece by piece, is a uniformly random arrangement: over many setups
   * the flag stands on each of the 40 squares of the zone about equally often.
   */
  @Test
  void theRandomSetupIsUniformOverTheZone() {
    Ruleset r = Ruleset.parse("duel");
    int[] flags = new int[r.width() * r.height()];
    int setups = 600;
    for (long seed = 0; seed < setups; seed++) {
      var setup = setUp(r, new ClassicRandomBot(), Seat.RED, seed).placements(Seat.RED);
      assertThat(setup.problems(r, Seat.RED)).isEmpty();
      Square flag =
          setup.placements().stream()
              .filter(p -> p.type() == PieceType.FLAG)
              .findFirst()
              .orElseThrow()
              .square();
      flags[flag.y() * r.width() + flag.x()]++;
    }
    int zone = r.setupZone(Seat.RED).size();
    for (Square sq : r.setupZone(Seat.RED)) {
      // expected 600 / 24 = 25 per square (duel: 3 rows of 8); a generous band
      assertThat(flags[sq.y() * r.width() + sq.x()])
          .as(sq.toString())
          .isBetween(setups / zone / 3, setups / zone * 3);
    }
  }

  @Test
  void botsAreFoundByNameForEveryClassicRuleset() {
    for (String name : Bots.names(ClassicGame.of(Ruleset.classic()))) {
      assertThat(Bots.byName(ClassicGame.of(Ruleset.parse("barrage")), name).name())
          .isEqualTo(name);
    }
    assertThat(Bots.names(ClassicGame.of(Ruleset.classic())))
        .containsExactly(
            "random", "heuristic", "learned", "search", "reference", "strategist", "deep");
    assertThat(Bots.byName(ClassicGame.of(Ruleset.classic()), "mcts"))
        .isInstanceOf(SearchBot.class);
    assertThat(
            ((ReferenceBot) Bots.byName(ClassicGame.of(Ruleset.classic()), "reference"))
                .thinkMillis())
        .isEqualTo(ReferenceBot.DEFAULT_THINK_MILLIS);
    assertThat(
            ((ReferenceBot) Bots.byName(ClassicGame.of(Ruleset.classic()), "reference:20"))
                .thinkMillis())
        .isEqualTo(20);
    for (String bad :
        List.of(
            "nobody",
            "reference:",
            "reference:0",
            "reference:x",
            "reference:1234567",
            "strategist:0",
            "nobody:20")) {
      assertThatThrownBy(() -> Bots.byName(ClassicGame.of(Ruleset.classic()), bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(
              "known bots: random, heuristic, learned, search, reference, strategist, deep");
    }
  }

  @Test
  void theBotsOnlyPickLegalMovesFromTheirView() {
    ClassicState s =
        ClassicState.start(
            RULES,
            io.github.strategorules.core.Setup.random(RULES, Seat.RED, 1),
            io.github.strategorules.core.Setup.random(RULES, Seat.BLUE, 2));
    SplittableRandom random = new SplittableRandom(9);
    for (int ply = 0; ply < 30 && s.phase() == Phase.PLAY; ply++) {
      ClassicView v = s.viewFor(s.toMove().orElseThrow());
      assertThat(v.legalMoves())
          .contains(
              new ClassicRandomBot().choose(v, random),
              new HeuristicBot().choose(v, random),
              new SearchBot(2, 3, 1).choose(v, random));
      ClassicAction next = new HeuristicBot().choose(v, random);
      s = s.apply(next).state();
    }
  }
}
