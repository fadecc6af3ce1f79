package io.github.strategorules.variants.perft;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.testkit.classic.PerftCase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The perft tables of the variants ({@code docs/perft/barrage.perft}, {@code duel.perft}, {@code
 * ultimate_lightning.perft}, {@code quick_battle.perft}, published in {@code docs/perft.md}): the
 * kernel and the independent naive reference must both give every number, to {@link
 * PerftCase#TEST_DEPTH} on every build and to the deepest recorded depth with {@code
 * -Dperft.deep=true}.
 */
class VariantPerftTest {
  /** The published tables, from the module's directory. */
  static final Path TABLES = Path.of("..", "docs", "perft");

  static final List<String> FILES =
      List.of("barrage.perft", "duel.perft", "ultimate_lightning.perft", "quick_battle.perft");

  static List<PerftCase> cases() {
    List<PerftCase> all = new ArrayList<>();
    FILES.forEach(f -> all.addAll(PerftCase.read(TABLES.resolve(f))));
    return all;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @ChecksRule({"V-1.1", "V-1.2", "V-1.3", "V-R1", "V-R2", "V-R3", "V-R6"})
  void kernelMatchesTheTable(PerftCase c) {
    int depth = c.depthToCheck();
    assertThat(c.kernelCounts(depth)).as("%s", c).containsExactly(Arrays.copyOf(c.counts(), depth));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @ChecksRule({"V-1.1", "V-1.2", "V-1.3", "V-R1", "V-R2", "V-R3", "V-R6"})
  void referenceMatchesTheTable(PerftCase c) {
    int depth = c.depthToCheck();
    assertThat(c.reference().perft(depth))
        .as("%s", c)
        .containsExactly(Arrays.copyOf(c.counts(), depth));
  }

  @Test
  @ChecksRule({"C-5.1", "C-6.1", "V-1.2"})
  void eachTableHasPositionsWhereEachRepetitionRuleForbidsMovesAndItsNotesHold() {
    for (String file : FILES) {
      List<PerftCase> cases = PerftCase.read(TABLES.resolve(file));
      List<String> notes = PerftCase.notes(TABLES.resolve(file));
      for (int i = 0; i < cases.size(); i++) {
        assertThat(cases.get(i).noteHolds(notes.get(i)))
            .as("note of %s: %s", cases.get(i), notes.get(i))
            .isTrue();
      }
      assertThat(cases).as(file).anySatisfy(c -> assertThat(c.root()).contains("C-5 forbids"));
      assertThat(cases).as(file).anySatisfy(c -> assertThat(c.root()).contains("C-6 forbids"));
    }
    assertThat(PerftCase.read(TABLES.resolve("ultimate_lightning.perft")))
        .anySatisfy(c -> assertThat(c.root()).contains("with a rescue"));
  }
}
