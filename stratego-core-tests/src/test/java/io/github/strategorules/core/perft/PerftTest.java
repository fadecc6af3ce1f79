package io.github.strategorules.core.perft;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.testkit.classic.PerftCase;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The classic perft table ({@code docs/perft/classic.perft}, published in {@code docs/perft.md}):
 * the kernel and the independent {@link io.github.strategorules.testkit.reference.NaiveReference}
 * must both give every number, to {@link PerftCase#TEST_DEPTH} on every build and to the deepest
 * recorded depth with {@code -Dperft.deep=true}. Depths 1 and 2 are also counted through the
 * immutable {@link ClassicState} API. The other rulesets' tables are checked in {@code
 * stratego-variants}.
 */
class PerftTest {
  /** The published table, from the module's directory. */
  static final Path TABLE = Path.of("..", "docs", "perft", "classic.perft");

  static List<PerftCase> cases() {
    List<PerftCase> list = PerftCase.read(TABLE);
    assertThat(list).hasSizeGreaterThanOrEqualTo(10);
    return list;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @ChecksRule({"C-3.2", "C-3.3", "C-4.1", "C-5.1", "C-5.2", "C-6.1", "C-6.2", "C-7.1", "C-7.2"})
  void kernelMatchesTheTable(PerftCase c) {
    Position p = c.position();
    Position before = p.copy();
    int depth = c.depthToCheck();
    assertThat(c.kernelCounts(depth)).as("%s", c).containsExactly(Arrays.copyOf(c.counts(), depth));
    assertThat(p).isEqualTo(before);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @ChecksRule({"C-3.2", "C-3.3", "C-4.1", "C-5.1", "C-5.2", "C-6.1", "C-6.2", "C-7.1", "C-7.2"})
  void referenceMatchesTheTable(PerftCase c) {
    int depth = c.depthToCheck();
    assertThat(c.reference().perft(depth))
        .as("%s", c)
        .containsExactly(Arrays.copyOf(c.counts(), depth));
  }

  @Test
  @ChecksRule({"C-5.1", "C-5.2", "C-6.1"})
  void theTableHasPositionsWhereEachRepetitionRuleForbidsMovesAndItsNotesHold() {
    List<PerftCase> cases = cases();
    List<String> notes = PerftCase.notes(TABLE);
    for (int i = 0; i < cases.size(); i++) {
      assertThat(cases.get(i).noteHolds(notes.get(i)))
          .as("note of %s: %s", cases.get(i), notes.get(i))
          .isTrue();
    }
    assertThat(cases).anySatisfy(c -> assertThat(c.root()).contains("C-5 forbids"));
    assertThat(cases).anySatisfy(c -> assertThat(c.root()).contains("C-6 forbids"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void immutableApiMatchesTheTable(PerftCase c) {
    ClassicState s = ClassicState.of(c.position());
    for (int d = 1; d <= 2; d++) {
      assertThat(perft(s, d)).as("perft %d of %s", d, c).isEqualTo(c.counts()[d - 1]);
    }
    assertThat(s.legalMoves().stream().map(Move::toString).sorted())
        .containsExactlyElementsOf(c.reference().legalMoves());
  }

  private static long perft(ClassicState s, int depth) {
    if (s.phase() != Phase.PLAY) {
      return 0;
    }
    if (depth == 1) {
      return s.legalMoves().size();
    }
    long total = 0;
    for (Move m : s.legalMoves()) {
      total += perft(s.apply(m).state(), depth - 1);
    }
    return total;
  }
}
