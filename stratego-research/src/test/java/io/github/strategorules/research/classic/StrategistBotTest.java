package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The strategist (issue 38): legal, reproducible play under every preset and house rule, its
 * weights as a tunable family, and what its evaluation knows of Stratego, on small positions.
 */
class StrategistBotTest {
  private static final int PLIES = StrategistBot.DEFAULT_PLIES;

  private static StrategistBot fixed() {
    return StrategistBot.fixed(1, PLIES, StrategistBot.defaults());
  }

  /**
   * RED's value of its move {@code from-to} in a full position given in notation (a world as the
   * strategist samples them), searched as the strategist does.
   */
  private static double redValue(String notation, String from, String to) {
    Position world = PositionNotation.parse(notation).toPosition();
    Lookahead lookahead = new Lookahead(world.ruleset(), 0, PLIES, StrategistBot.defaults());
    int move = world.codeOf(new Move(Seat.RED, Square.parse(from), Square.parse(to)));
    assertThat(world.reasonOf(0, move)).as("%s-%s is legal", from, to).isNull();
    return lookahead.value(world, move);
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
            "classic(two_squares=5,ply_limit=100)",
            "classic(free_setup,ply_limit=100)")) {
      Ruleset r = Ruleset.parse(spec);
      MatchResult a = Match.play(ClassicGame.of(r), List.of(fixed(), new HeuristicBot()), 3);
      MatchResult b = Match.play(ClassicGame.of(r), List.of(fixed(), new HeuristicBot()), 3);
      ClassicState end = (ClassicState) a.finalState();
      assertThat(end.phase()).as(spec).isEqualTo(Phase.OVER); // every action was accepted
      assertThat(((ClassicState) b.finalState()).history()).as(spec).isEqualTo(end.history());
    }
  }

  @Test
  void itIsFoundByNameWithItsThinkTime() {
    ClassicGame game = ClassicGame.of(Ruleset.classic());
    assertThat(((StrategistBot) Bots.byName(game, "strategist")).thinkMillis())
        .isEqualTo(StrategistBot.DEFAULT_THINK_MILLIS);
    assertThat(((StrategistBot) Bots.byName(game, "strategist:40")).thinkMillis()).isEqualTo(40);
    assertThat(fixed().thinkMillis()).isZero();
    assertThatThrownBy(() -> new StrategistBot(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> StrategistBot.fixed(0, PLIES, StrategistBot.defaults()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> StrategistBot.fixed(1, 0, StrategistBot.defaults()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void itsWeightsAreATunableFamilyWithNamedCheckedWeights() {
    BotFamily family = Bots.family(ClassicGame.of(Ruleset.classic()), "strategist");
    assertThat(family.name()).isEqualTo("strategist");
    assertThat(family.parameters())
        .containsExactlyElementsOf(
            StrategistWeight.all().stream().map(StrategistWeight::key).toList())
        .doesNotHaveDuplicates();
    assertThat(family.defaults()).containsExactly(StrategistBot.defaults());
    assertThat(family.scales()).hasSize(family.parameters().size());
    assertThat(Arrays.stream(family.scales()).allMatch(x -> x > 0)).isTrue();
    double[] tuned = family.defaults();
    tuned[StrategistWeight.MOBILITY.ordinal()] = 5;
    StrategistBot bot = (StrategistBot) family.bot(tuned);
    assertThat(bot.weights()).containsExactly(tuned);
    assertThat(bot.thinkMillis()).isZero();
    tuned[0] = 99; // the bot kept a copy
    assertThat(bot.weights()[0]).isEqualTo(StrategistWeight.MARSHAL.standard());
    assertThatThrownBy(() -> family.bot(new double[3]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("marshal");
    double[] nan = family.defaults();
    nan[2] = Double.NaN;
    assertThatThrownBy(() -> family.bot(nan)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Bots.family(ClassicGame.of(Ruleset.classic()), "nobody"))
        .hasMessageContaining("strategist");
  }

  /** C-7.1: taking the flag is worth a won game, more than anything else on the board. */
  @Test
  void takingTheFlagIsAWin() {
    String world = "classic 9f/9M/10/10/2~~2~~2/2~~2~~2/10/2t^7/10/F9 r 40 10 - - - -";
    assertThat(redValue(world, "j9", "j10")).isEqualTo(Lookahead.WIN);
    assertThat(redValue(world, "j9", "i9")).isLessThan(Lookahead.WIN / 2);
  }

  /** C-4.3: a bomb takes every attacker but a miner; the Marshal leaves it alone. */
  @Test
  void aMarshalAttackingABombIsAMarshalLost() {
    String world = "classic 9f/t^9/10/4b*5/2~~M1~~2/2~~2~~2/10/10/10/F9 r 40 10 - - - -";
    double attack = redValue(world, "e6", "e7");
    double step = redValue(world, "e6", "f6");
    assertThat(step - attack).isGreaterThan(StrategistWeight.MARSHAL.standard());
  }

  /** C-4.2: the Spy takes the Marshal when it attacks, and is taken when the Marshal does. */
  @Test
  void theSpyTakesTheMarshalWhenItAttacks() {
    String world = "classic 9f/10/10/4m^5/2~~S1~~2/2~~2~~2/10/10/10/FN8 r 40 10 - - - -";
    double take = redValue(world, "e6", "e7");
    double flee = redValue(world, "e6", "f6");
    assertThat(take - flee).isGreaterThan(StrategistWeight.MARSHAL.standard());
  }

  /**
   * C-7.1, C-4.3: an enemy miner five squares from the flag, too far for a two-ply search to see
   * the flag fall, is met: the Captain that takes it goes back towards the flag rather than away.
   */
  @Test
  void aMinerOnItsWayToTheFlagIsMet() {
    String world =
        """
        classic fb8/b9/10/10/2~~2~~2/2~~2~~2/8K^1/4n*^5/7B2/6BFB1 r 40 10 - - - -\
        """;
    assertThat(redValue(world, "i4", "h4")).isGreaterThan(redValue(world, "i4", "i5") + 1);
  }

  /**
   * C-7.3: a Scout walled in by its own bombs has no move, so it counts for less than a free one
   * among the pieces that keep a side in the game.
   */
  @Test
  void aPieceWalledInByItsOwnBombsIsNotMobility() {
    StrategistEvaluation evaluation =
        new StrategistEvaluation(Ruleset.classic(), StrategistBot.defaults());
    Position walled =
        PositionNotation.parse(
                "classic r^8f/10/10/10/2~~2~~2/2~~2~~2/10/4T5/B9/RB7F r 40 10 - - - -")
            .toPosition();
    Position free =
        PositionNotation.parse(
                "classic r^8f/10/10/10/2~~2~~2/2~~2~~2/10/4T5/B9/R1B6F r 40 10 - - - -")
            .toPosition();
    assertThat(evaluation.value(free, 0) - evaluation.value(walled, 0))
        .isGreaterThan(StrategistWeight.MOBILITY.standard() / 3);
  }

  /** C-7.2: a side left without a movable piece loses: its last one is not thrown away. */
  @Test
  void theLastMovablePieceIsNotThrownAway() {
    String world = "classic 9f/9n/10/10/2~~2~~2/2~~2~~2/10/10/1k^8/FR8 r 40 10 - - - -";
    assertThat(redValue(world, "b1", "b2")).isEqualTo(-Lookahead.WIN);
    assertThat(redValue(world, "b1", "c1")).isGreaterThan(-Lookahead.WIN);
  }

  /** The weights' table is the enum's: every weight has a name, a default and a step. */
  @Test
  void everyWeightHasANameADefaultAndAStep() {
    assertThat(StrategistWeight.all())
        .allSatisfy(
            w -> {
              assertThat(w.key()).matches("[a-z_]+");
              assertThat(w.scale()).isPositive();
              assertThat(Double.isFinite(w.standard())).isTrue();
            });
    assertThat(Arrays.stream(StrategistBot.defaults()).sum()).isPositive();
  }
}
