package io.github.strategorules.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.testkit.classic.GravonArchives;
import io.github.strategorules.testkit.classic.SetupStatistics;
import io.github.strategorules.testkit.property.TestStatistics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The sensible setups against the Gravon archives' setups (the in-repo sample, or the full archives
 * with {@code -Dgravon.dir}): 2,000 generated classic setups have the archives' share of flags on
 * the back row, of guarded flags and of flags in a corner, and about their mean depth of each type.
 * With {@code -Dgravon.dir} and {@code -Dsetups.update=true}, the table ({@link
 * SensibleSetups#TABLE}) is derived again from the full archives (docs/setups.md).
 */
class SensibleSetupsTest {
  private static final Ruleset CLASSIC = Ruleset.classic();

  private static List<Map.Entry<Seat, Setup>> archived(String type) {
    List<Map.Entry<Seat, Setup>> out = new ArrayList<>();
    for (GravonArchives.Archive a : GravonArchives.load(SensibleSetupsTest.class)) {
      for (GravonGame g : a.games()) {
        if (g.type().equals(type)) {
          out.add(Map.entry(Seat.RED, g.setup(Seat.RED)));
          out.add(Map.entry(Seat.BLUE, g.setup(Seat.BLUE)));
        }
      }
    }
    return out;
  }

  private static List<Map.Entry<Seat, Setup>> generated(Ruleset r, int n, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Map.Entry<Seat, Setup>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Seat p = i % 2 == 0 ? Seat.RED : Seat.BLUE;
      out.add(Map.entry(p, SensibleSetups.generate(r, p, random)));
    }
    return out;
  }

  @Test
  void generatedClassicSetupsHaveTheArchivesStatistics(TestReporter reporter) {
    SetupStatistics human = SetupStatistics.of(CLASSIC, archived("classic"));
    SetupStatistics ours = SetupStatistics.of(CLASSIC, generated(CLASSIC, 2000, 1));
    TestStatistics.publish(reporter, "Gravon classic setups", human.summary());
    TestStatistics.publish(reporter, "sensible classic setups", ours.summary());
    assertThat(human.setups()).isGreaterThanOrEqualTo(700);
    assertThat(human.flagOnBackRow()).isGreaterThan(0.8); // what the issue reports: about 90%
    assertThat(ours.flagOnBackRow())
        .isCloseTo(human.flagOnBackRow(), org.assertj.core.data.Offset.offset(0.04));
    assertThat(ours.flagGuarded())
        .isCloseTo(human.flagGuarded(), org.assertj.core.data.Offset.offset(0.06));
    assertThat(ours.meanGuards())
        .isCloseTo(human.meanGuards(), org.assertj.core.data.Offset.offset(0.2));
    assertThat(ours.flagInCorner())
        .isCloseTo(human.flagInCorner(), org.assertj.core.data.Offset.offset(0.06));
    for (PieceType t : PieceType.values()) {
      assertThat(ours.meanDepth().get(t))
          .as("mean depth of %s", t)
          .isCloseTo(human.meanDepth().get(t), org.assertj.core.data.Offset.offset(0.25));
    }
    // a uniformly random setup is far from them: the test can tell
    SetupStatistics random = SetupStatistics.of(CLASSIC, randomSetups(2000));
    assertThat(Math.abs(random.flagOnBackRow() - human.flagOnBackRow())).isGreaterThan(0.5);
  }

  private static List<Map.Entry<Seat, Setup>> randomSetups(int n) {
    List<Map.Entry<Seat, Setup>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(Map.entry(Seat.RED, Setup.random(CLASSIC, Seat.RED, i)));
    }
    return out;
  }

  @Test
  void aSetupIsValidAndReproducibleFromItsSeedAndOnePlacementAtATimeIsTheSameDraw() {
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      for (long seed = 0; seed < 50; seed++) {
        Setup s = SensibleSetups.generate(CLASSIC, p, seed);
        assertThat(s.problems(CLASSIC, p)).isEmpty();
        assertThat(SensibleSetups.generate(CLASSIC, p, seed)).isEqualTo(s);
      }
    }
    assertThat(SensibleSetups.generate(CLASSIC, Seat.RED, 1))
        .isNotEqualTo(SensibleSetups.generate(CLASSIC, Seat.RED, 2));
    Ruleset free = Ruleset.parse("classic(free_setup,setup_rows=1)");
    assertThat(SensibleSetups.fits(free, Seat.RED)).isFalse();
    assertThat(SensibleSetups.generate(free, Seat.RED, 3).problems(free, Seat.RED)).isEmpty();
  }

  /**
   * Derives the table from the full archives: {@code -Dgravon.dir=... -Dsetups.update=true}. Does
   * nothing otherwise (the table is derived from the full archives only).
   */
  @Test
  void deriveTheTableFromTheFullArchivesOnRequest() throws IOException {
    if (!Boolean.getBoolean("setups.update") || GravonArchives.fullArchiveDir() == null) {
      return;
    }
    StringBuilder out = new StringBuilder();
    out.append(
            "# Sensible setups (io.github.strategorules.core.SensibleSetups), derived from the full Gravon\n")
        .append(
            "# archives strados2004-11, strados2014-5 and strados2014-10 by SensibleSetupsTest with\n")
        .append(
            "# -Dgravon.dir=<folder> -Dsetups.update=true (docs/setups.md). Both setups of every game.\n")
        .append(
            "# square <army> <type> <depth> <column> <count>: pieces of the type on such squares; depth 0\n")
        .append(
            "#   is the own back row, column 0 a side edge and 4 the middle (left and right folded).\n")
        .append(
            "# guard <army> <c> <k> <count>: setups whose flag has c neighbours in the setup zone and k\n")
        .append("#   bombs next to it (left, right, front, behind).\n");
    for (String army : List.of("classic", "barrage")) {
      Ruleset r = CLASSIC; // both armies set up in the classic zone (4 rows of 10)
      List<Map.Entry<Seat, Setup>> setups = archived(army);
      long[][][] counts =
          new long[PieceType.values().length][SensibleSetups.DEPTHS][SensibleSetups.COLUMNS];
      long[][] guards = new long[5][5];
      for (Map.Entry<Seat, Setup> e : setups) {
        Map<Square, PieceType> at = new HashMap<>();
        for (Setup.Placement pl : e.getValue().placements()) {
          at.put(pl.square(), pl.type());
          counts[pl.type().ordinal()][SensibleSetups.depth(r, e.getKey(), pl.square(), 4)][
              SensibleSetups.column(r, pl.square())]++;
        }
        at.forEach(
            (sq, t) -> {
              if (t == PieceType.FLAG) {
                int n = 0;
                for (Map.Entry<Square, PieceType> o : at.entrySet()) {
                  if (o.getValue() == PieceType.BOMB
                      && Math.abs(o.getKey().x() - sq.x()) + Math.abs(o.getKey().y() - sq.y())
                          == 1) {
                    n++;
                  }
                }
                guards[SensibleSetups.neighbours(r, e.getKey(), sq)][n]++;
              }
            });
      }
      out.append("# ").append(army).append(": ").append(setups.size()).append(" setups\n");
      for (PieceType t : PieceType.values()) {
        long any = 0;
        for (long[] row : counts[t.ordinal()]) {
          for (long c : row) {
            any += c;
          }
        }
        if (any == 0) {
          continue; // not in this army
        }
        for (int d = 0; d < SensibleSetups.DEPTHS; d++) {
          for (int c = 0; c < SensibleSetups.COLUMNS; c++) {
            out.append("square\t")
                .append(army)
                .append('\t')
                .append(t)
                .append('\t')
                .append(d)
                .append('\t')
                .append(c)
                .append('\t')
                .append(counts[t.ordinal()][d][c])
                .append('\n');
          }
        }
      }
      for (int c = 0; c < guards.length; c++) {
        for (int k = 0; k <= c; k++) {
          out.append("guard\t")
              .append(army)
              .append('\t')
              .append(c)
              .append('\t')
              .append(k)
              .append('\t')
              .append(guards[c][k])
              .append('\n');
        }
      }
    }
    Path file =
        Path.of(
            "../stratego-core/src/main/resources/io/github/strategorules/core/"
                + SensibleSetups.TABLE);
    Files.writeString(file, out.toString(), StandardCharsets.UTF_8);
  }
}
