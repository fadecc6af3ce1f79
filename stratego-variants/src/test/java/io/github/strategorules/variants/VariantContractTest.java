package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.classic.ClassicTwins;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.contract.ContractKit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The presets of this module through the game-neutral contract: found by name in the registry once
 * this module is on the path, and the contract test kit (stratego-testkit) passed by each preset
 * alone and by the presets with random house rules.
 */
class VariantContractTest {

  @Test
  @ChecksRule("V-3.2")
  void thePresetsAreGamesOfTheRegistry() {
    assertThat(Games.names())
        .contains("classic", "barrage", "duel", "quick_battle", "ultimate_lightning");
    Game barrage = Games.parse("barrage");
    assertThat(barrage).isEqualTo(ClassicGame.of(Variants.barrage()));
    assertThat(barrage.family()).isEqualTo("classic");
    assertThat(Games.parse("barrage(two_squares=5)"))
        .isEqualTo(ClassicGame.parse("barrage(two_squares=5)"));
    assertThat(Games.parse("ultimate_lightning(scouts_defuse_bombs)").spec())
        .isEqualTo("ultimate_lightning(scouts_defuse_bombs)");
    ClassicState s = (ClassicState) barrage.newGame(1);
    assertThat(s.legalActions(Seat.RED))
        .hasSize(
            40 * (int) Variants.barrage().roster().values().stream().filter(n -> n > 0).count()
                + 1); // each zone square with each type of the roster, then Resign
    assertThat(Games.gameOfRecord(s.record())).isEqualTo(barrage);
  }

  @Test
  void theContractHoldsOverPresetsAndHouseRules() {
    ContractKit.of("variants", VariantProperties.RULESETS.freeSetupOneIn(4).games())
        .twins(ClassicTwins.INSTANCE)
        .examples(30)
        .maxDecisions(150)
        .checkAll();
  }

  /** Each preset of this module on its own, with no other option. */
  @ParameterizedTest
  @ValueSource(strings = {"barrage", "duel", "quick_battle", "ultimate_lightning"})
  void theContractHoldsForEachPreset(String preset) {
    ContractKit.of(preset, Rulesets.only(Ruleset.parse(preset)).games())
        .twins(ClassicTwins.INSTANCE)
        .examples(10)
        .maxDecisions(150)
        .checkAll();
  }
}
