package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.FightResult;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Scenario;
import io.github.strategorules.lostisland.Tag;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LI-6: fights. */
class LI6FightTest {

  /** RED's attacker on c3 (token a), BLUE's defender on c4 (token d). */
  private static IslandState duel(String a, String d) {
    return Scenario.players(2)
        .board(
            """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  %s .  .  .
        .  .  %s .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  %s
        """
                .formatted(pad(d), pad(a), "B" + spare(d)))
        .build();
  }

  private static String pad(String t) {
    return (t + "  ").substring(0, 3);
  }

  /** A second BLUE explorer in the corner, of a value the defender does not use. */
  private static int spare(String d) {
    return d.charAt(1) == '6' ? 5 : 6;
  }

  private static IslandEvent.Fight fight(IslandState s) {
    return events(s, move(R, "c3", "c4")).stream()
        .filter(e -> e instanceof IslandEvent.Fight)
        .map(e -> (IslandEvent.Fight) e)
        .findFirst()
        .orElseThrow();
  }

  @Test
  @ChecksRule({"LI-6.1", "LI-R15"})
  void li_6_1_higher_wins_equal_both_to_boat_values_public() {
    IslandState s = duel("R5", "B3");
    IslandState t = after(s, move(R, "c3", "c4"));
    assertThat(valueAt(t, "c4")).isEqualTo(5);
    assertThat(empty(t, "c3")).isTrue();
    Tag blue = tagAt(s, "c4");
    assertThat(inBoat(t, blue)).isTrue();
    // both values are public: BLUE and a spectator now know RED's 5
    assertThat(seen(t, B, tagAt(s, "c3"))).hasValue(5);
    assertThat(t.publicView().explorer(tagAt(s, "c3")).orElseThrow().value()).hasValue(5);

    IslandState tie = after(duel("R4", "B4"), move(R, "c3", "c4"));
    assertThat(empty(tie, "c3")).isTrue();
    assertThat(empty(tie, "c4")).isTrue();
    assertThat(fight(duel("R4", "B4")).result()).isEqualTo(FightResult.TIE);
    assertThat(fight(duel("R2", "B4")).result()).isEqualTo(FightResult.DEFENDER_WINS);
  }

  @Test
  @ChecksRule("LI-6.2")
  void li_6_2_a_one_beats_an_original_six_whoever_attacks() {
    assertThat(fight(duel("R1", "B6")).result()).isEqualTo(FightResult.ATTACKER_WINS);
    assertThat(fight(duel("R6", "B1")).result()).isEqualTo(FightResult.DEFENDER_WINS);
    assertThat(fight(duel("R6+", "B1")).result())
        .isEqualTo(FightResult.DEFENDER_WINS); // rings do not save a 6
    assertThat(fight(duel("R1+", "B6")).result()).isEqualTo(FightResult.ATTACKER_WINS);
    assertThat(fight(duel("R1", "B6+")).result()).isEqualTo(FightResult.ATTACKER_WINS);
  }

  @Test
  @ChecksRule("LI-6.2")
  void li_6_2_with_rings_values_count_as_usual_otherwise() {
    IslandEvent.Fight f = fight(duel("R1", "B5+"));
    assertThat(f.result())
        .isEqualTo(FightResult.DEFENDER_WINS); // 1 against a ringed 5 is 1 against 6
    assertThat(f.defenderValue()).isEqualTo(6);
    IslandEvent.Fight g = fight(duel("R1+", "B2"));
    assertThat(g.result()).isEqualTo(FightResult.TIE); // a ringed 1 against a 2 is a tie
    assertThat(g.attackerValue()).isEqualTo(2);
  }

  @Test
  @ChecksRule("LI-6.3")
  void li_6_3_a_ring_gives_plus_one_once_even_when_it_changes_nothing_then_leaves() {
    IslandState s = duel("R5+", "B2");
    IslandState t = after(s, move(R, "c3", "c4"));
    IslandView.ExplorerView winner = explorer(t, tagAt(t, "c4"));
    assertThat(winner.ring()).isFalse();
    assertThat(t.publicView().ringsOut()).isEqualTo(1);
    assertThat(t.publicView().supplyRings()).isEqualTo(23);
    assertThat(events(s, move(R, "c3", "c4"))).contains(new IslandEvent.RingUsed(tagAt(s, "c3")));
  }

  @Test
  @ChecksRule("LI-6.4")
  void li_6_4_beating_the_flag_carrier_takes_the_flag_a_tie_drops_it_on_the_defenders_tile() {
    IslandState s = duel("R5", "B3!");
    IslandState t = after(s, move(R, "c3", "c4"));
    assertThat(explorer(t, tagAt(t, "c4")).carriesFlag()).isTrue();

    IslandState d = duel("R3!", "B5");
    IslandState u = after(d, move(R, "c3", "c4"));
    assertThat(explorer(u, tagAt(u, "c4")).carriesFlag()).isTrue(); // the defender takes it

    IslandState e = duel("R4!", "B4");
    List<IslandEvent> ev = events(e, move(R, "c3", "c4"));
    assertThat(ev).contains(new IslandEvent.FlagDropped(sq("c4")));
    IslandState v = after(e, move(R, "c3", "c4"));
    assertThat(v.publicView().cell(sq("c4")).flag()).isTrue();
    assertThat(empty(v, "c4")).isTrue();
  }
}
