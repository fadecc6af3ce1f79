package io.github.strategorules.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The persistent vector behind the move logs: a list that grows by sharing and never changes. */
class IndexedLogTest {

  @Test
  void itEqualsTheListOfItsElementsAtEverySize() {
    IndexedLog<Integer> v = IndexedLog.empty();
    List<Integer> expected = new ArrayList<>();
    for (int i = 0; i < 40_000; i++) {
      v = v.plus(i);
      expected.add(i);
      if (i < 2000 || i % 997 == 0 || i > 39_990) {
        assertThat(v.size()).isEqualTo(expected.size());
        assertThat(v.get(i)).isEqualTo(i);
        assertThat(v.get(i / 2)).isEqualTo(i / 2);
      }
    }
    assertThat(v.asList()).isEqualTo(expected);
    IndexedLog<Integer> last = v;
    assertThatThrownBy(() -> last.get(40_000)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> last.asList().set(0, 1))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void appendingToAnOlderVersionLeavesEveryVersionAsItWas() {
    qt().withExamples(200)
        .forAll(longs().all(), integers().between(0, 3000))
        .checkAssert(
            (seed, n) -> {
              SplittableRandom random = new SplittableRandom(seed);
              List<IndexedLog<Integer>> versions = new ArrayList<>();
              List<List<Integer>> contents = new ArrayList<>();
              versions.add(IndexedLog.empty());
              contents.add(List.of());
              for (int i = 0; i < n; i++) {
                // Branch from a random earlier version half of the time: the states of a game tree.
                int from =
                    random.nextBoolean() ? versions.size() - 1 : random.nextInt(versions.size());
                int value = random.nextInt();
                versions.add(versions.get(from).plus(value));
                List<Integer> c = new ArrayList<>(contents.get(from));
                c.add(value);
                contents.add(c);
              }
              for (int i = 0; i < versions.size(); i++) {
                assertThat(versions.get(i).asList()).isEqualTo(contents.get(i));
              }
            });
  }
}
