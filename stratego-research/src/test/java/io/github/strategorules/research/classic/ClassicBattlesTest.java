package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.research.Battles;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 52: the classic kit counts each seat's battles from the public move log (C-4.1): attacks
 * made, attacks that cost the attacker (a battle both pieces leave counts so), pieces lost and
 * pieces taken, on a small fixed game.
 */
class ClassicBattlesTest {
  private static ClassicState play(ClassicState s, String... moves) {
    for (String m : moves) {
      String[] sq = m.split("-");
      Seat mover = s.toMove().orElseThrow();
      s = s.apply(new Move(mover, Square.parse(sq[0]), Square.parse(sq[1]))).state();
    }
    return s;
  }

  @Test
  void countsAttacksTheAttackersLossesAndThePiecesLostAndTakenBySeat() {
    // RED: scouts on a4 and j4, the Spy on b4; BLUE: a Sergeant on a7, scouts on b7 and j7.
    ClassicState start =
        ClassicState.of(
            PositionNotation.parse(
                    "classic f9/10/10/tr7r/2~~2~~2/2~~2~~2/RS7R/10/10/F8M r 0 0 - - - -")
                .toPosition());
    ClassicState end =
        play(
            start, "a4-a7", // RED's scout attacks the Sergeant and is lost
            "b7-b4", // BLUE's scout takes the Spy (C-4.2: the Spy wins only attacking the Marshal)
            "j4-j7", // scout against scout: both are lost
            "a7-a6"); // a quiet move
    assertThat(end.outcome()).isEmpty();
    List<Battles> battles = new ClassicResearch().battles(end).orElseThrow();
    assertThat(battles)
        .containsExactly(
            new Battles(2, 2, 3, 1), // RED: 2 attacks, both lost; lost 3 pieces, took 1
            new Battles(1, 0, 1, 3)); // BLUE: 1 attack, won; lost 1 piece, took 3
    assertThat(battles.get(0).attackerLostShare()).isEqualTo(1.0);
    assertThat(new ClassicResearch().battles(start).orElseThrow())
        .containsExactly(Battles.NONE, Battles.NONE);
  }
}
