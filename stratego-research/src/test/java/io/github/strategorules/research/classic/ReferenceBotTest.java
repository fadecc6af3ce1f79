package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.research.Transcripts;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The reference bot: its setups, legal and reproducible play under every preset (short games only).
 */
class ReferenceBotTest {

  /** Plays a seat's whole setup through the contract, one placement at a time. */
  private static Setup setUp(Ruleset r, Bot bot, Seat seat, SplittableRandom random) {
    Referee referee = Referee.builder(ClassicState.newGame(r)).keepSteps().build();
    Transcripts transcripts = new Transcripts(referee);
    while (referee.state().toDecide().contains(seat)) {
      List<Action> legal = referee.state().decisions(seat);
      Action a = bot.choose(transcripts.of(seat), legal, random);
      assertThat(legal).contains(a);
      assertThat(referee.submit(seat, a).applied()).isTrue();
    }
    ClassicState s = (ClassicState) referee.state();
    return s.placements(seat == Seat.RED ? Seat.RED : Seat.BLUE);
  }

  /**
   * A bot that places the library's sensible setup one piece at a time, as the reference bot places
   * its other pieces.
   */
  private static final Bot SENSIBLE =
      new Bot() {
        @Override
        public String name() {
          return "sensible";
        }

        @Override
        public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
          return ClassicSetups.sensible(ClassicResearch.view(transcript), legal, random);
        }
      };

  @Test
  void placedOnePieceAtATimeTheSensibleSetupIsExactlyTheGeneratorsDraw() {
    for (String spec :
        List.of("classic", "barrage", "duel", "quick_battle", "ultimate_lightning")) {
      Ruleset r = Ruleset.parse(spec);
      for (long seed = 1; seed <= 5; seed++) {
        Setup placed = setUp(r, SENSIBLE, Seat.BLUE, new SplittableRandom(seed));
        assertThat(placed.sorted()).as(spec).isEqualTo(SensibleSetups.generate(r, Seat.BLUE, seed));
      }
    }
  }

  @Test
  void theReferenceSetupGuardsTheFlagOnTheBackRowUnderEveryPreset() {
    for (String spec :
        List.of("classic", "barrage", "duel", "quick_battle", "ultimate_lightning")) {
      Ruleset r = Ruleset.parse(spec);
      for (long seed = 1; seed <= 10; seed++) {
        Setup setup = setUp(r, ReferenceBot.fixed(1), Seat.RED, new SplittableRandom(seed));
        assertThat(setup.problems(r, Seat.RED)).as(spec).isEmpty();
        Square flag =
            setup.placements().stream()
                .filter(p -> p.type() == PieceType.FLAG)
                .findFirst()
                .orElseThrow()
                .square();
        assertThat(flag.y()).as(spec).isZero();
        long guards =
            setup.placements().stream()
                .filter(p -> p.type() == PieceType.BOMB)
                .filter(
                    p ->
                        Math.abs(p.square().x() - flag.x()) + Math.abs(p.square().y() - flag.y())
                            == 1)
                .count();
        assertThat(guards)
            .as(spec)
            .isEqualTo(
                Math.min(
                    r.count(PieceType.BOMB), flag.x() == 0 || flag.x() == r.width() - 1 ? 2 : 3));
      }
    }
  }

  /** The share of worlds whose enemy (BLUE) flag stands on BLUE's back row. */
  private static double flagsOnTheBackRow(
      java.util.function.Function<SplittableRandom, io.github.strategorules.core.kernel.Position>
          draw,
      Ruleset r) {
    SplittableRandom random = new SplittableRandom(5);
    int back = 0;
    int n = 400;
    for (int i = 0; i < n; i++) {
      var p = draw.apply(random);
      for (int x = 0; x < r.width(); x++) {
        int c = p.pieceAt((r.height() - 1) * r.width() + x);
        if (c != 0
            && io.github.strategorules.core.kernel.Position.owner(c) == 1
            && io.github.strategorules.core.kernel.Position.type(c) == PieceType.FLAG.ordinal()) {
          back++;
        }
      }
    }
    return (double) back / n;
  }

  /**
   * The worlds the bot searches hide the enemy flag where people do: on the back row about 90% of
   * the time.
   */
  @Test
  void itsWorldsPutTheEnemyFlagWherePeopleDo() {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 1), Setup.random(r, Seat.BLUE, 2));
    ClassicSampler sampler = ClassicSampler.of(s.viewFor(Seat.RED));
    assertThat(flagsOnTheBackRow(sampler::samplePositionHumanLike, r)).isGreaterThan(0.75);
    assertThat(flagsOnTheBackRow(sampler::samplePosition, r))
        .isLessThan(0.4); // uniform: 10 of 40 squares
  }

  @Test
  void itPlaysLegallyAndReproduciblyUnderEveryPresetAndHouseRule() {
    for (String spec :
        List.of(
            "classic(ply_limit=100)",
            "barrage(ply_limit=100)",
            "quick_battle(ply_limit=100)",
            "ultimate_lightning(scouts_defuse_bombs,ply_limit=100)",
            "classic(silent_defence,ply_limit=100)",
            "classic(free_setup,ply_limit=100)")) {
      Ruleset r = Ruleset.parse(spec);
      MatchResult a =
          Match.play(ClassicGame.of(r), List.of(ReferenceBot.fixed(1), new HeuristicBot()), 3);
      MatchResult b =
          Match.play(ClassicGame.of(r), List.of(ReferenceBot.fixed(1), new HeuristicBot()), 3);
      ClassicState end = (ClassicState) a.finalState();
      assertThat(end.phase())
          .as(spec)
          .isEqualTo(Phase.OVER); // every action was legal: apply accepted it
      assertThat(((ClassicState) b.finalState()).history()).as(spec).isEqualTo(end.history());
    }
    assertThatThrownBy(() -> new ReferenceBot(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ReferenceBot.fixed(0)).isInstanceOf(IllegalArgumentException.class);
  }
}
