package io.github.strategorules.variants.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.classic.RandomGames;
import io.github.strategorules.variants.Variants;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** V-1 Barrage: the classic rules with an eight-piece army. */
class BarrageTest {

  @Test
  @ChecksRule("V-1")
  @DisplayName(
      "V-1 Barrage: Marshal, General, Miner, 2 Scouts, Spy, Bomb, Flag; classic board and zones")
  void v1_barrageRoster() {
    Ruleset b = Variants.barrage();
    assertThat(b.roster())
        .containsAllEntriesOf(
            Map.of(
                PieceType.MARSHAL,
                1,
                PieceType.GENERAL,
                1,
                PieceType.MINER,
                1,
                PieceType.SCOUT,
                2,
                PieceType.SPY,
                1,
                PieceType.BOMB,
                1,
                PieceType.FLAG,
                1));
    assertThat(b.pieceCount()).isEqualTo(8);
    assertThat(b.lakes()).isEqualTo(Ruleset.classic().lakes());
    assertThat(b.setupRows()).isEqualTo(4);
    assertThat(b.combat()).isEqualTo(Ruleset.classic().combat());
    assertThat(b.twoSquaresLimit()).isEqualTo(Ruleset.classic().twoSquaresLimit());
  }

  @Test
  @ChecksRule("V-3.2")
  @DisplayName("V-3 the barrage preset is found by name and its spec round-trips")
  void v3_specByName() {
    assertThat(Ruleset.parse("barrage")).isEqualTo(Variants.barrage());
    Ruleset five = Ruleset.parse("barrage(two_squares=5, gravon_endings)");
    assertThat(five.twoSquaresLimit()).isEqualTo(5);
    assertThat(five.gravonEndings()).isTrue();
    assertThat(five.spec()).isEqualTo("barrage(two_squares=5,gravon_endings)");
    assertThat(Ruleset.parse(five.spec())).isEqualTo(five);
  }

  @Test
  @ChecksRule("V-1.1")
  @DisplayName("V-1.1 random barrage games follow the classic rules to an outcome")
  void v1_1_randomGames() {
    for (long seed = 0; seed < 20; seed++) {
      var states = RandomGames.play(Variants.barrage(), seed, 5000);
      ClassicState last = states.get(states.size() - 1);
      assertThat(last.outcome()).as("seed %d", seed).isPresent();
    }
    Setup s = Setup.random(Variants.barrage(), Seat.BLUE, 3);
    assertThat(s.placements()).hasSize(8).allMatch(p -> p.square().rank() >= 7);
  }
}
