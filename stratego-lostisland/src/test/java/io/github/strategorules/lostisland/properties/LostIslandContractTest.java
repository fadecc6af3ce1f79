package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.support.IslandTwins;
import io.github.strategorules.testkit.contract.ContractKit;
import io.github.strategorules.testkit.contract.GameSpecs;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Property;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The contract test kit (stratego-testkit) over Lost Island games of 2 to 4 seats with random LI-12
 * toggles, from specs that shrink to {@code lost-island(players=2)}; the hidden-information
 * property with the Lost Island twins (face-down tiles nobody saw, values a seat never saw).
 */
class LostIslandContractTest {

  @Test
  @ChecksRule({"LI-11.3", "LI-11.4", "LI-13.2", "LI-13.3", "LI-13.5"})
  void theContractHoldsForLostIslandWithRandomToggles() {
    ContractKit.of("lost-island", GameSpecs.lostIsland().games())
        .twins(new IslandTwins())
        .examples(25)
        .maxDecisions(400)
        .checkAll();
  }

  @Test
  void theKitsSpecsCoverEveryToggleAndShrinkToTheBaseGame() {
    Set<IslandOption> seen = EnumSet.noneOf(IslandOption.class);
    Arb<IslandGame> games = GameSpecs.lostIsland().games().map(IslandGame.class::cast);
    Property.forAll(
        200,
        games,
        g -> {
          seen.addAll(g.options());
          assertThat(g.seats()).hasSizeBetween(2, 4);
        });
    assertThat(seen).containsExactlyInAnyOrder(IslandOption.values());
    // any spec fails this property: the failure shows the simplest one
    Throwable e =
        catchThrowable(
            () -> Property.forAll(20, GameSpecs.lostIsland(), spec -> assertThat(spec).isNull()));
    assertThat(e).hasMessageContaining("Simplest failing example:\nlost-island(players=2)\nCause");
    assertThat(Games.parse("lost-island(players=2)").spec()).isEqualTo("lost-island(players=2)");
  }
}
