package io.github.strategorules.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classic family behind the game-neutral contract: found by spec in the registry, played and
 * replayed through the contract's types only.
 */
class ClassicContractTest {

  /** An action of some other game, in any seat's name. */
  private record Foreign(Seat seat) implements Action {
    @Override
    public String notation() {
      return seat + " fly";
    }
  }

  @Test
  void theRegistryFindsEveryClassicRulesetBySpec() {
    Game g = Games.parse("classic(two_squares=5)");
    assertThat(g).isEqualTo(ClassicGame.of(Ruleset.parse("classic(two_squares=5)")));
    assertThat(g.spec()).isEqualTo("classic(two_squares=5)");
    assertThat(g.family()).isEqualTo("classic");
    assertThat(g.seats()).containsExactly(Seat.RED, Seat.BLUE);
    assertThat(Games.parse(" classic ")).isEqualTo(ClassicGame.of(Ruleset.classic()));
    assertThat(Games.names()).contains("classic");
    assertThat(Games.parse("classic(free_setup,silent_defence)"))
        .isEqualTo(ClassicGame.parse("classic(free_setup,silent_defence)"));
    assertThatThrownBy(() -> Games.parse("classic(two_squares=x)"))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void aGameOfAMissingModuleIsNamedInTheError() {
    // stratego-variants is not on this module's test class path.
    assertThatThrownBy(() -> Games.parse("barrage(two_squares=5)"))
        .isInstanceOfSatisfying(
            NotationException.class, e -> assertThat(e.getMessage()).contains("stratego-variants"));
    assertThatThrownBy(() -> Games.parse("lost-island(players=3)"))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> assertThat(e.getMessage()).contains("stratego-lostisland"));
    assertThatThrownBy(() -> Games.parse("chess"))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> assertThat(e.getMessage()).contains("unknown game 'chess'").contains("classic"));
  }

  @Test
  @ChecksRule("C-R1")
  void aGamePlaysAndReplaysThroughTheContract() {
    Game game = Games.parse("classic");
    GameState s = game.newGame(7);
    assertThat(s.phase()).isEqualTo(Phase.SETUP);
    assertThat(s.game()).isEqualTo(game);
    // Whole setups through the typed convenience, then a move and a resignation through the
    // contract.
    Ruleset r = ((ClassicGame) game).ruleset();
    s =
        ((ClassicState) s)
            .placeSetup(Seat.RED, Setup.random(r, Seat.RED, 1))
            .state()
            .placeSetup(Seat.BLUE, Setup.random(r, Seat.BLUE, 2))
            .state();
    Action move = s.legalActions(Seat.RED).get(0);
    Step step = s.apply(Seat.RED, game.parseAction(move.notation()));
    assertThat(step.eventsFor(Seat.BLUE)).isEqualTo(step.publicEvents()); // classic play is public
    s = step.state().apply(Seat.RED, step.state().resignation(Seat.RED)).state();
    Outcome o = s.outcome().orElseThrow();
    assertThat(o.winners()).containsExactly(Seat.BLUE);
    assertThat(o.termination().ruleId()).isEqualTo("C-7.5");
    assertThat(o.termination().name()).isEqualTo("RESIGNATION");
    assertThat(o).isEqualTo(ClassicOutcome.win(Seat.BLUE, ClassicTermination.RESIGNATION));
    assertThat(s.toDecide()).isEmpty();
    View v = s.viewFor(Seat.BLUE);
    assertThat(v.seat()).contains(Seat.BLUE);
    assertThat(v.outcome().orElseThrow()).isEqualTo(o);
    assertThat(s.publicView().seat()).isEmpty();

    String record = s.record();
    assertThat(Games.gameOfRecord(record)).isEqualTo(game);
    RecordReplay<GameState, RecordReplay.Refused> replay = Games.replay(record);
    assertThat(replay.isLegal()).isTrue();
    assertThat(replay.applied())
        .isEqualTo(82)
        .isEqualTo(s.history().size()); // 40 placements a side, a move, a resignation
    assertThat(replay.finalState().record()).isEqualTo(record);
    assertThatThrownBy(() -> ClassicGame.of(Ruleset.parse("classic(two_squares=5)")).replay(record))
        .isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> Games.gameOfRecord("lost-island-record 1\n"))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void aRefusedRecordActionIsReportedInItsTextForm() {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 1), Setup.random(r, Seat.BLUE, 2));
    String record = s.record() + "moves j1-j9\n";
    RecordReplay<GameState, RecordReplay.Refused> replay = Games.replay(record);
    assertThat(replay.firstIllegal())
        .hasValueSatisfying(
            x -> {
              assertThat(x.index()).isEqualTo(81); // after the 80 placements of the two setups
              assertThat(x.action()).isEqualTo("RED move j1-j9");
            });
  }

  @Test
  @ChecksRule("C-8.4")
  void anotherSeatsOrAnotherGamesActionIsRefusedFirst() {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 1), Setup.random(r, Seat.BLUE, 2));
    Action redMove = s.legalActions(Seat.RED).get(0);
    assertThat(s.check(Seat.BLUE, redMove)).contains(ClassicReason.NOT_YOUR_ACTION);
    assertThat(s.check(Seat.GREEN, redMove)).contains(ClassicReason.NOT_YOUR_ACTION);
    assertThat(s.check(Seat.RED, new Foreign(Seat.RED))).contains(ClassicReason.FOREIGN_ACTION);
    assertThat(s.check(Seat.GREEN, new Foreign(Seat.GREEN))).contains(ClassicReason.FOREIGN_ACTION);
    assertThat(s.check(Seat.BLUE, new Foreign(Seat.RED))).contains(ClassicReason.NOT_YOUR_ACTION);
    assertThatThrownBy(() -> s.apply(Seat.RED, new Foreign(Seat.RED)))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(ClassicReason.FOREIGN_ACTION));
    assertThatThrownBy(() -> s.apply(Seat.BLUE, redMove))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(ClassicReason.NOT_YOUR_ACTION));
    assertThatThrownBy(() -> s.viewFor(Seat.GREEN)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> s.resignation(Seat.YELLOW))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClassicResignation(Seat.GREEN))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("classic Stratego has the seats RED and BLUE, not GREEN");
    assertThat(Seat.RED.opponent()).isEqualTo(Seat.BLUE);
    assertThat(Seat.BLUE.opponent()).isEqualTo(Seat.RED);
    assertThatThrownBy(Seat.YELLOW::opponent).isInstanceOf(IllegalStateException.class);
    List<? extends Action> both = s.legalActions();
    assertThat(both).allMatch(a -> a.seat() == Seat.RED);
  }

  /** The classic game is a value of its ruleset: equal rulesets give equal games (V-3.1). */
  @Test
  void classicGamesOfEqualRulesetsAreEqual() {
    ClassicGame game = ClassicGame.of(Ruleset.parse("classic(two_squares=3)"));
    assertThat(game)
        .isEqualTo(Games.parse("classic"))
        .isEqualTo(ClassicGame.parse("classic"))
        .hasSameHashCodeAs(Games.parse("classic"));
    assertThat(game.ruleset()).isEqualTo(Ruleset.classic());
    assertThat(game.spec()).isEqualTo("classic");
    assertThat(game.family()).isEqualTo("classic");
    assertThat(game.seats()).containsExactly(Seat.RED, Seat.BLUE);
    assertThat(game.newGame(1).game()).isEqualTo(game);
    assertThat(game.newGame(1).viewFor(Seat.RED).game()).isEqualTo(game);
    assertThat(ClassicGame.of(Ruleset.parse("classic(two_squares=5)"))).isNotEqualTo(game);
  }
}
