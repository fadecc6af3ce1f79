package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.research.ObservationLayout;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class IslandObservationsTest {
  private static final int AREA = 36;

  /** A 2-player game after both setups: RED 6 5 4 on a1 a2 b1, BLUE 1 2 3 on e6 f5 f6. */
  private static ResearchGames.Run afterSetup() {
    IslandState start = IslandState.newGame(IslandConfig.builder().players(2).seed(3).build());
    return ResearchGames.replay(
        start,
        List.of(
            new IslandAction.PlaceExplorers(Seat.RED, List.of(6, 5, 4)),
            new IslandAction.OrderBoat(Seat.RED, List.of(3, 2, 1)),
            new IslandAction.PlaceExplorers(Seat.BLUE, List.of(1, 2, 3)),
            new IslandAction.OrderBoat(Seat.BLUE, List.of(4, 5, 6))));
  }

  @Test
  void the_layout_names_the_documented_planes_and_scalars() {
    ResearchGames.Run g = afterSetup();
    IslandObservations obs = IslandObservations.of(g.last().config());
    ObservationLayout layout = obs.layout();
    assertThat(layout.size()).isEqualTo(obs.size());
    assertThat(layout.planes()).isEqualTo(IslandObservations.PLANES);
    assertThat(layout.height()).isEqualTo(6);
    assertThat(layout.width()).isEqualTo(6);
    assertThat(layout.planeNames()).doesNotHaveDuplicates();
    assertThat(layout.scalarNames()).doesNotHaveDuplicates().hasSize(IslandObservations.TAIL);
    // The names read the same values as the documented indices.
    float[] red = obs.tensor(g.transcript(4, Seat.RED));
    List<String> planes = layout.planeNames();
    List<String> tail = layout.scalarNames();
    int at = IslandObservations.PLANES * AREA;
    assertThat(red[planes.indexOf("explorer_seat0") * AREA]).isEqualTo(1f); // a1
    assertThat(red[planes.indexOf("explorer_value_6") * AREA]).isEqualTo(1f);
    assertThat(red[planes.indexOf("face_down_stone") * AREA + 7]).isEqualTo(1f); // b2
    assertThat(planes.indexOf("flag_destination")).isEqualTo(36);
    assertThat(red[at + tail.indexOf("seat0_boat_slot0_value_per_6")]).isEqualTo(3f / 6);
    assertThat(red[at + tail.indexOf("seat1_boat_size_per_6")]).isEqualTo(3f / 6);
    assertThat(red[at + tail.indexOf("deciding_seat0")]).isEqualTo(1f);
    assertThat(red[at + tail.indexOf("players_2")]).isEqualTo(1f);
    assertThat(red[at + tail.indexOf("unseen_green_plain_per_32")]).isEqualTo(10f / 32);
    assertThat(tail.indexOf("game_over")).isEqualTo(65);
    assertThat(tail.indexOf("players_2")).isEqualTo(74);
  }

  @Test
  void planes_show_own_values_and_opponents_without_values_relative_to_the_viewer() {
    ResearchGames.Run g = afterSetup();
    IslandObservations obs = IslandObservations.of(g.last().config());
    float[] red = obs.tensor(g.transcript(4, Seat.RED));
    float[] blue = obs.tensor(g.transcript(4, Seat.BLUE));
    int a1 = 0;
    int f6 = 35;
    assertThat(red[18 * AREA + a1]).isEqualTo(1f); // RED's own explorer, relative seat 0
    assertThat(red[19 * AREA + f6]).isEqualTo(1f); // BLUE's, relative seat 1
    assertThat(blue[18 * AREA + f6]).isEqualTo(1f);
    assertThat(blue[19 * AREA + a1]).isEqualTo(1f);
    assertThat(red[23 * AREA + a1]).isEqualTo(1f); // RED knows its own value...
    assertThat(red[(23 + 6) * AREA + a1]).isEqualTo(1f); // ...6 on a1
    assertThat(red[23 * AREA + f6]).isZero(); // ...but not BLUE's
    assertThat(red[2 * AREA + 7]).isEqualTo(1f); // b2: face-down stone
    assertThat(red[1 * AREA + 2]).isEqualTo(1f); // c1: face-down green
    int tail = IslandObservations.PLANES * AREA;
    assertThat(red[tail + 5]).isEqualTo(3f / 6); // own boat front: 3
    assertThat(red[tail + 11 + 5]).isZero(); // BLUE's boat front: unknown
    assertThat(red[tail + 11 + 3]).isEqualTo(3f / 6); // BLUE's boat size
    assertThat(red[tail + 51 + 2]).isEqualTo(1f); // decision ACTION
    assertThat(red[tail + 61]).isEqualTo(1f); // RED decides: relative seat 0
    assertThat(blue[tail + 62]).isEqualTo(1f); // for BLUE the decider is relative seat 1
    assertThat(red[tail + 85]).isEqualTo(10f / 32); // 10 plain tiles unseen
  }

  @Test
  void the_information_state_hides_other_seats_setup_values() {
    ResearchGames.Run g = afterSetup();
    IslandObservations obs = IslandObservations.of(g.last().game());
    String red = obs.infoState(g.transcript(4, Seat.RED));
    assertThat(red)
        .contains("RED place 6 5 4", "RED boat 3 2 1", "BLUE setup")
        .doesNotContain("BLUE place", "BLUE boat")
        .doesNotContain("seed");
    assertThat(obs.infoState(g.transcript(4, Seat.BLUE))).contains("BLUE place 1 2 3", "RED setup");
  }

  /**
   * The sampler replays the history: of a transcript that does not start at a new game, it samples
   * nothing.
   */
  @Test
  void the_sampler_needs_a_transcript_from_a_new_game() {
    IslandState scenario =
        Scenario.players(2)
            .board(
                """
        .  .  .  .  .  B1
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        R1 .  .  .  .  .
        """)
            .build();
    assertThatThrownBy(
            () ->
                IslandSampler.of(Transcript.start(scenario, Seat.RED))
                    .sample(new SplittableRandom(1)))
        .isInstanceOf(SamplingException.class);
    IslandState s = IslandState.newGame(IslandConfig.of(2));
    IslandStep step = s.apply(s.legalDecisions().get(0));
    assertThatThrownBy(
            () ->
                IslandSampler.of(Transcript.start(step.state(), Seat.RED))
                    .sample(new SplittableRandom(1)))
        .isInstanceOf(SamplingException.class);
  }

  @Test
  void counters_follow_the_turn() {
    ResearchGames.Run g = afterSetup();
    IslandState s = g.last();
    IslandAction flip =
        s.legalDecisions().stream()
            .filter(a -> a instanceof IslandAction.Flip)
            .findFirst()
            .orElseThrow();
    List<IslandAction> actions = new ArrayList<>(g.actions());
    actions.add(flip);
    Transcript t = ResearchGames.replay(g.states().get(0), actions).transcript(5, Seat.BLUE);
    assertThat(TurnCounters.of(t).actionsUsed()).isEqualTo(1);
    assertThat(t.entries()).hasSize(5);
    assertThat(t.entries().get(0).action()).isEmpty(); // RED's setup, seen by BLUE
    assertThat(t.entries().get(4).action()).contains(flip);
  }
}
