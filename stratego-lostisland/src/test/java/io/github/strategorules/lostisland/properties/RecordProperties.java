package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandRecord;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Game records (LI-2.6) over generated games with generated LI-12 toggles: format then parse gives
 * the same record, replay gives the identical state, the text of every legal action reads back as
 * that action, and a corrupted record is reported at the first illegal action.
 */
class RecordProperties {

  @Test
  void a_record_round_trips_and_replays_to_the_identical_state() {
    Property.forAll(
        300,
        RandomGameProperties.GAMES,
        g -> {
          IslandRecord record = IslandRecord.of(g.last());
          String text = record.format();
          IslandRecord back = IslandRecord.parse(text);
          assertThat(back).isEqualTo(record);
          assertThat(back.format()).isEqualTo(text);
          var replay = back.replay();
          assertThat(replay.isLegal()).isTrue();
          assertThat(replay.applied()).isEqualTo(g.actions().size());
          assertThat(replay.finalState().refereeView()).isEqualTo(g.last().refereeView());
          assertThat(replay.finalState().history()).isEqualTo(g.last().history());
          assertThat(replay.finalState().legalActions()).isEqualTo(g.last().legalActions());
          assertThat(replay.finalState().outcome()).isEqualTo(record.result());
        });
  }

  @Test
  void the_layout_line_replays_without_the_seed() {
    Property.forAll(
        100,
        RandomGameProperties.GAMES,
        g -> {
          long seed = g.start().config().seed();
          String text = IslandRecord.of(g.last()).format();
          // another seed in the config line: the layout line still decides what lies where
          String otherSeed =
              text.replaceFirst(",seed=-?\\d+", "")
                  .replaceFirst(
                      "config lost-island\\(players=(\\d)",
                      "config lost-island(players=$1,seed=" + (seed + 1));
          assertThat(otherSeed).isNotEqualTo(text);
          IslandRecord back = IslandRecord.parse(otherSeed);
          assertThat(back.config().layout()).isEqualTo(g.last().config().layout());
          var replay = back.replay();
          assertThat(replay.isLegal()).isTrue();
          assertThat(replay.finalState().refereeView()).isEqualTo(g.last().refereeView());
          assertThat(Layout.parse(g.last().config().layout().toString()))
              .isEqualTo(g.last().config().layout());
        });
  }

  @Test
  void every_legal_action_reads_back_from_its_notation() {
    Property.forAll(
        200,
        RandomGameProperties.GAMES,
        g -> {
          for (IslandState s : g.states()) {
            for (IslandAction a : s.legalActions()) {
              assertThat(IslandAction.parse(a.notation())).isEqualTo(a);
              if (!(a instanceof IslandAction.PlaceExplorers
                  || a instanceof IslandAction.PlaceExplorer
                  || a instanceof IslandAction.OrderBoat)) {
                assertThat(a.notation()).isEqualTo(a.toString());
              }
            }
          }
        });
  }

  @Test
  void replay_reports_the_first_illegal_action_with_its_index() {
    Property.forAll(
        100,
        RandomGameProperties.GAMES,
        Arb.seeds(),
        (g, probe) -> {
          Property.assume(!g.actions().isEmpty());
          SplittableRandom r = new SplittableRandom(probe);
          int at = r.nextInt(g.actions().size());
          IslandState before = g.states().get(at);
          IslandAction bad = RandomActions.any(r);
          for (int k = 0; k < 1000 && before.check(bad).isEmpty(); k++) {
            bad = RandomActions.any(r);
          }
          List<IslandAction> actions =
              new ArrayList<>(g.actions().stream().map(IslandAction.class::cast).toList());
          actions.add(at, bad);
          var replay = new IslandRecord(g.last().config(), actions, g.last().outcome()).replay();
          assertThat(replay.firstIllegal())
              .hasValueSatisfying(
                  i -> {
                    assertThat(i.index()).isEqualTo(at + 1);
                    assertThat(i.reason()).isEqualTo(before.check(i.action()).orElseThrow());
                  });
          assertThat(replay.applied()).isEqualTo(at);
          assertThat(replay.finalState().refereeView()).isEqualTo(before.refereeView());
        });
  }
}
