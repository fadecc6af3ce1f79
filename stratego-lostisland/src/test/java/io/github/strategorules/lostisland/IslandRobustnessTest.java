package io.github.strategorules.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import org.junit.jupiter.api.Test;

/** Issue 16, items 10 and 11, and the read limits of the Lost Island readers. */
class IslandRobustnessTest {
  private static final String EMPTY =
      """
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      .  .  .  .  .  .
      """;

  @Test
  void item10TheSpecOfAConfigWithAnExplicitLayoutKeepsItsSeed() {
    IslandConfig c =
        IslandConfig.builder()
            .players(3)
            .seed(7)
            .layout(Layout.random(99, IslandConfig.DEFAULT_STONES, TileSet.standard()))
            .build();
    assertThat(c.explicitLayout()).isTrue();
    assertThat(IslandConfig.parse(c.spec())).isEqualTo(c);
  }

  @Test
  void item11AScenarioRefusesNegativeCoins() {
    assertThatThrownBy(() -> Scenario.players(2).coins(Seat.RED, -3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("0 or more");
    String negativeOnATile = EMPTY.replaceFirst("\\.", "\\$-3");
    assertThatThrownBy(() -> Scenario.players(2).board(negativeOnATile).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("coin token");
  }

  @Test
  void numbersInASpecAreAsciiDigits() {
    // Integer.parseInt alone takes a sign and the digits of other scripts
    for (String n : new String[] {"+3", "\uff13", "\u0663", "3\u0000"}) {
      assertThatThrownBy(() -> IslandConfig.parse("lost-island(players=" + n + ")"))
          .as(n)
          .isInstanceOf(NotationException.class)
          .hasMessageContaining("is not a number");
    }
    assertThat(IslandConfig.parse("lost-island(players=3,seed=-7)").players()).isEqualTo(3);
  }

  @Test
  void readLimitsBoundTheRecordAndTheSpec() {
    String record =
        "lost-island-record 1\nconfig lost-island(players=2)\nlayout "
            + IslandConfig.of(2).layout()
            + "\n"
            + "action RED end step\n".repeat(3);
    ReadLimits two = ReadLimits.DEFAULT.withMaxActions(2);
    assertThatThrownBy(() -> IslandRecord.parse(record, two))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxActions");
    assertThatThrownBy(
            () -> IslandRecord.parse(record, ReadLimits.DEFAULT.withMaxDocumentLength(100)))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxDocumentLength");
    assertThatThrownBy(() -> IslandConfig.parse("lost-island(" + "x".repeat(5000) + ")"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("ReadLimits.maxValueLength");
  }
}
