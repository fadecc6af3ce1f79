package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.testkit.classic.GravonArchives;
import io.github.strategorules.testkit.classic.SetupStatistics;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The sensible setups of the variants' presets: valid and reproducible for every preset (Barrage,
 * Duel, Quick Battle, Ultimate Lightning), and the Barrage ones compared with the Gravon archives'
 * Barrage setups (the sample in test resources, or the full archives with {@code -Dgravon.dir}).
 */
class VariantSensibleSetupsTest {

  @Test
  void everyPresetGetsValidReproducibleSetupsWithTheFlagMostlyOnTheBackRow() {
    for (Map.Entry<String, Ruleset> e : Variants.presets().entrySet()) {
      Ruleset r = e.getValue();
      List<Map.Entry<Seat, Setup>> all = new ArrayList<>();
      for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
        for (long seed = 0; seed < 200; seed++) {
          Setup s = SensibleSetups.generate(r, p, seed);
          assertThat(s.problems(r, p)).as("%s %s seed %d", e.getKey(), p, seed).isEmpty();
          all.add(Map.entry(p, s));
        }
        assertThat(SensibleSetups.generate(r, p, 7)).isEqualTo(SensibleSetups.generate(r, p, 7));
      }
      assertThat(SetupStatistics.of(r, all).flagOnBackRow()).as(e.getKey()).isGreaterThan(0.6);
    }
  }

  @Test
  void barrageSetupsHaveTheArchivesStatistics(TestReporter reporter) {
    Ruleset r = Variants.barrage();
    List<Map.Entry<Seat, Setup>> human = new ArrayList<>();
    for (GravonArchives.Archive a :
        GravonArchives.load(VariantSensibleSetupsTest.class, "/gravon-variants/")) {
      for (GravonGame g : a.games()) {
        if (g.type().equals("barrage")) {
          human.add(Map.entry(Seat.RED, g.setup(Seat.RED)));
          human.add(Map.entry(Seat.BLUE, g.setup(Seat.BLUE)));
        }
      }
    }
    List<Map.Entry<Seat, Setup>> ours = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(1);
    for (int i = 0; i < 2000; i++) {
      Seat p = i % 2 == 0 ? Seat.RED : Seat.BLUE;
      ours.add(Map.entry(p, SensibleSetups.generate(r, p, random)));
    }
    SetupStatistics h = SetupStatistics.of(r, human);
    SetupStatistics o = SetupStatistics.of(r, ours);
    TestStatistics.publish(reporter, "Gravon barrage setups", h.summary());
    TestStatistics.publish(reporter, "sensible barrage setups", o.summary());
    assertThat(h.setups()).isGreaterThanOrEqualTo(200);
    assertThat(o.flagOnBackRow()).isCloseTo(h.flagOnBackRow(), Offset.offset(0.08));
    assertThat(o.flagGuarded()).isCloseTo(h.flagGuarded(), Offset.offset(0.1));
    assertThat(o.meanDepth().get(io.github.strategorules.core.board.PieceType.MARSHAL))
        .isCloseTo(
            h.meanDepth().get(io.github.strategorules.core.board.PieceType.MARSHAL),
            Offset.offset(0.35));
  }
}
