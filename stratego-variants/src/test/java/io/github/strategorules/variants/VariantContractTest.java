package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.ContractRuns;
import io.github.strategorules.core.support.property.Arb;
import io.github.strategorules.core.support.property.Property;
import org.junit.jupiter.api.Test;

/**
 * The presets of this module through the game-neutral contract: found by name in the registry
 * once this module is on the path, and played, checked and replayed through the contract with
 * random house rules ({@link ContractRuns}).
 */
class VariantContractTest {

  @Test
  @ChecksRule("V-3.2")
  void thePresetsAreGamesOfTheRegistry() {
    assertThat(Games.names()).contains("classic", "barrage", "duel", "quick_battle", "ultimate_lightning");
    Game barrage = Games.parse("barrage");
    assertThat(barrage).isEqualTo(Variants.barrage());
    assertThat(barrage.family()).isEqualTo("classic");
    assertThat(Games.parse("barrage(two_squares=5)")).isEqualTo(Ruleset.parse("barrage(two_squares=5)"));
    assertThat(Games.parse("ultimate_lightning(scouts_defuse_bombs)").spec())
        .isEqualTo("ultimate_lightning(scouts_defuse_bombs)");
    ClassicState s = (ClassicState) barrage.newGame(1);
    assertThat(s.legalActions(Seat.RED)).hasSize(40 * (int) Variants.barrage().roster().values().stream()
        .filter(n -> n > 0).count() + 1); // each zone square with each type of the roster, then Resign
    assertThat(Games.gameOfRecord(s.record())).isEqualTo(barrage);
  }

  @Test
  void theContractHoldsOverPresetsAndHouseRules() {
    Property.forAll(30, VariantProperties.RULESETS, Arb.seeds(), (r, seed) -> {
      ContractRuns.check(r, seed, 150);
      ContractRuns.checkSecretSetups(r, seed);
    });
  }
}
