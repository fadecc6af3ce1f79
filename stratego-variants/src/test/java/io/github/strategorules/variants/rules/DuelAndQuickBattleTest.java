package io.github.strategorules.variants.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.SetupProblem;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.classic.RandomGames;
import io.github.strategorules.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** V-1 Duel and V-1.3 Quick Battle: rosters, zones, geometry, random setups and games. */
class DuelAndQuickBattleTest {

  /** A valid setup with one piece moved to the square given. */
  private static Setup moved(Setup setup, Square to) {
    List<Setup.Placement> list = new ArrayList<>(setup.placements());
    Setup.Placement first = list.remove(0);
    list.add(new Setup.Placement(to, first.type()));
    return Setup.of(list);
  }

  @Test
  @ChecksRule({"V-1", "V-R7"})
  @DisplayName("V-1 Duel: ten pieces in the own 3 back rows; Gravon's 4th row is an option")
  void v1_duel() {
    Ruleset duel = Variants.duel();
    assertThat(duel.pieceCount()).isEqualTo(10);
    assertThat(duel.count(PieceType.MINER)).isEqualTo(2);
    assertThat(duel.count(PieceType.BOMB)).isEqualTo(2);
    assertThat(duel.setupRows()).isEqualTo(3);
    Setup red = Setup.random(duel, Seat.RED, 5);
    assertThat(red.problems(duel, Seat.RED)).isEmpty();
    assertThat(red.placements()).allMatch(p -> p.square().y() < 3);
    Setup onRow4 = moved(red, Square.parse("j4"));
    assertThat(onRow4.problems(duel, Seat.RED))
        .extracting(SetupProblem::kind)
        .containsExactly(SetupProblem.Kind.OUTSIDE_ZONE);
    Ruleset gravon = Ruleset.parse("duel(setup_rows=4)");
    assertThat(onRow4.problems(gravon, Seat.RED)).isEmpty();
    assertThat(gravon.spec()).isEqualTo("duel(setup_rows=4)");
  }

  @Test
  @ChecksRule("V-1.3")
  @DisplayName(
      "V-1.3 Quick Battle [default]: 8x8, lakes c4 c5 f4 f5, 3 rows, the Duel pieces (unofficial)")
  void v1_3_quickBattle() {
    Ruleset q = Ruleset.parse("quick_battle");
    assertThat(q.width()).isEqualTo(8);
    assertThat(q.height()).isEqualTo(8);
    assertThat(q.lakes())
        .containsExactly(
            Square.parse("c4"), Square.parse("f4"), Square.parse("c5"), Square.parse("f5"));
    assertThat(q.setupRows()).isEqualTo(3);
    assertThat(q.roster()).isEqualTo(Variants.duel().roster());
    assertThat(q.setupZone(Seat.BLUE)).allMatch(s -> s.y() >= 5).hasSize(24);
    for (long seed = 0; seed < 10; seed++) {
      assertThat(Setup.random(q, Seat.BLUE, seed).problems(q, Seat.BLUE)).isEmpty();
    }
    assertThat(moved(Setup.random(q, Seat.RED, 1), Square.parse("c4")).problems(q, Seat.RED))
        .extracting(SetupProblem::kind)
        .contains(SetupProblem.Kind.ON_LAKE);
    assertThat(q.isOnBoard(Square.parse("i1"))).isFalse();
  }

  @Test
  @ChecksRule("V-1.1")
  @DisplayName("V-1.1 random duel and quick-battle games reach an outcome under the classic rules")
  void v1_1_randomGames() {
    for (Ruleset r : List.of(Variants.duel(), Variants.quickBattle())) {
      for (long seed = 0; seed < 20; seed++) {
        List<ClassicState> states = RandomGames.play(r, seed, 5000);
        assertThat(states.get(states.size() - 1).outcome())
            .as(r.spec() + " seed " + seed)
            .isPresent();
      }
    }
  }
}
