package io.github.strategorules.lostisland.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.Ring;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** LI-2: the island grid and its rings. */
class LI2IslandTest {

  @Test
  @ChecksRule("LI-2.1")
  @DisplayName("LI-2.1 a 6x6 grid, columns a-f, rows 1-6; outside is deep water")
  void li2_1_grid() {
    assertThat(Ring.isOnGrid(Square.parse("a1"))).isTrue();
    assertThat(Ring.isOnGrid(Square.parse("f6"))).isTrue();
    assertThat(Ring.isOnGrid(Square.parse("g1"))).isFalse();
    assertThat(Ring.isOnGrid(Square.parse("a7"))).isFalse();
    assertThatThrownBy(() -> Ring.of(Square.parse("g6")))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @ChecksRule("LI-2.3")
  @DisplayName(
      "LI-2.3 outer ring 20 cells, middle ring 12, centre c3 c4 d3 d4; together the whole grid")
  void li2_3_rings() {
    assertThat(Ring.OUTER.cells()).hasSize(20);
    assertThat(Ring.MIDDLE.cells()).hasSize(12);
    assertThat(Ring.CENTRE.cells().stream().map(Square::toString).collect(Collectors.toList()))
        .containsExactly("c3", "d3", "c4", "d4");
    assertThat(Ring.of(Square.parse("b2"))).isEqualTo(Ring.MIDDLE);
    assertThat(Ring.of(Square.parse("e5"))).isEqualTo(Ring.MIDDLE);
    assertThat(Ring.of(Square.parse("a4"))).isEqualTo(Ring.OUTER);
    assertThat(Ring.of(Square.parse("f6"))).isEqualTo(Ring.OUTER);
    Set<Square> all = new HashSet<>();
    for (Ring r : Ring.values()) {
      for (Square s : r.cells()) {
        assertThat(Ring.of(s)).isEqualTo(r);
        assertThat(all.add(s)).isTrue();
      }
    }
    assertThat(all).hasSize(36);
  }
}
