package io.github.strategorules.lostisland.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Games;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.testkit.lostisland.IslandSpecs;
import io.github.strategorules.testkit.property.Property;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The test kit's Lost Island specs ({@link IslandSpecs}, which cannot be tested in the kit: it does
 * not depend on this module) are configurations of this game: each reads back, within the drawn
 * range, with the required toggles, and the kit's toggle names are the game's.
 */
class IslandSpecsTest {

  @Test
  void theKitNamesTheGamesTogglesInItsOrder() {
    assertThat(IslandSpecs.TOGGLES)
        .containsExactlyElementsOf(
            Arrays.stream(IslandOption.values()).map(IslandOption::specName).toList());
  }

  @Test
  void everyDrawnSpecIsAConfigurationOfTheGame() {
    IslandSpecs specs = IslandSpecs.any().players(3, 4).with("secret_fights");
    Property.forAll(
        200,
        specs,
        spec -> {
          IslandConfig c = IslandConfig.parse(spec);
          assertThat(c.players()).isBetween(3, 4);
          assertThat(c.options()).contains(IslandOption.SECRET_FIGHTS);
          assertThat(
                  !c.options().contains(IslandOption.ALTERNATING)
                      || c.options().contains(IslandOption.CUSTOM_SETUP))
              .as("alternating only with the custom setup (LI-3.5): %s", spec)
              .isTrue();
          assertThat(c.turnLimit()).isEqualTo(IslandSpecs.TURN_LIMIT);
          assertThat(IslandConfig.parse(c.spec())).as("the configuration's own spec").isEqualTo(c);
        });
    Property.forAll(
        50, IslandSpecs.any().games(), game -> assertThat(game).isInstanceOf(IslandGame.class));
    assertThat(Games.parse("lost-island")).isInstanceOf(IslandGame.class);
  }

  @Test
  void refusesWhatIsNotLostIsland() {
    assertThatThrownBy(() -> new IslandSpecs(1, 4, Set.of(), false))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> IslandSpecs.any().with("two_squares"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a Lost Island toggle");
  }
}
