package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The example of the module's Javadoc overview (module-info.java), compiled and run. */
class VariantsDocExampleTest {

  @Test
  void theModuleOverviewExampleRuns() throws Exception {
    Ruleset ul = Ruleset.parse("ultimate_lightning");
    ClassicState game =
        ClassicState.start(ul, Setup.random(ul, Seat.RED, 1), Setup.random(ul, Seat.BLUE, 2));
    List<Move> moves = game.legalMoves();
    Ruleset house = Ruleset.parse("barrage(aggressor_wins_ties,silent_defence,two_squares=5)");
    Ruleset gravon = Ruleset.parse("ultimate_lightning(scouts_defuse_bombs)");

    assertThat(moves).isNotEmpty();
    assertThat(house.has(HouseRule.SILENT_DEFENCE)).isTrue();
    assertThat(gravon.has(HouseRule.SCOUTS_DEFUSE_BOMBS)).isTrue();
    String doc = Files.readString(Path.of("src", "main", "java", "module-info.java"));
    assertThat(doc)
        .contains(
            "Ruleset ul = Ruleset.parse(\"ultimate_lightning\");",
            "ClassicState game = ClassicState.start(ul, Setup.random(ul, Seat.RED, 1), Setup.random(ul, Seat.BLUE, 2));",
            "Ruleset.parse(\"barrage(aggressor_wins_ties,silent_defence,two_squares=5)\")");
  }
}
