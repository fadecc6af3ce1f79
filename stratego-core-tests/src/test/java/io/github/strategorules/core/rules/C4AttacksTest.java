package io.github.strategorules.core.rules;

import static io.github.strategorules.testkit.classic.Boards.classic;
import static io.github.strategorules.testkit.classic.Boards.move;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Seat;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-4: attacks. */
class C4AttacksTest {

  /** RED attacks from e4 onto e5: one attacker and one defender, flags out of the way. */
  private static ClassicStep attack(String attacker, String defender) {
    ClassicState s =
        classic(
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .  bF  b4
         9  .   .   .   .   .   .   .   .   .   .
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~  %s   .   ~   ~   .   .
         4  .   .   .   .  %s   .   .   .   .   .
         3  .   .   .   .   .   .   .   .   .   .
         2  .   .   .   .   .   .   .   .   .   .
         1 rF  r4   .   .   .   .   .   .   .   .
        """
                .formatted(defender, attacker));
    return s.apply(move(s, "e4-e5"));
  }

  private static ClassicEvent.Battle battle(ClassicStep step) {
    return step.events().stream()
        .filter(ClassicEvent.Battle.class::isInstance)
        .map(ClassicEvent.Battle.class::cast)
        .findFirst()
        .orElseThrow();
  }

  @Test
  @ChecksRule("C-4.1")
  @DisplayName("C-4.1 the higher rank wins and takes the square; both pieces are revealed")
  void c4_1_higherWins() {
    ClassicStep step = attack("r7", "b6");
    assertThat(battle(step))
        .isEqualTo(
            new ClassicEvent.Battle(
                Seat.RED,
                Square.parse("e4"),
                Square.parse("e5"),
                PieceType.MAJOR,
                Optional.of(PieceType.CAPTAIN),
                BattleResult.ATTACKER_WINS));
    assertThat(step.events())
        .contains(
            new ClassicEvent.PieceCaptured(
                new Piece(Seat.BLUE, PieceType.CAPTAIN), Square.parse("e5")));
    assertThat(step.state().pieceAt(Square.parse("e5")))
        .contains(new Piece(Seat.RED, PieceType.MAJOR));
    assertThat(step.state().viewFor(Seat.BLUE).pieceAt(Square.parse("e5")).orElseThrow().type())
        .contains(PieceType.MAJOR);
  }

  @Test
  @ChecksRule("C-4.1")
  @DisplayName("C-4.1 a defender that wins stays where it is and is revealed")
  void c4_1_defenderStays() {
    ClassicStep step = attack("r5", "b8");
    assertThat(battle(step).result()).isEqualTo(BattleResult.DEFENDER_WINS);
    assertThat(step.state().pieceAt(Square.parse("e4"))).isEmpty();
    assertThat(step.state().pieceAt(Square.parse("e5")))
        .contains(new Piece(Seat.BLUE, PieceType.COLONEL));
    assertThat(step.state().viewFor(Seat.RED).pieceAt(Square.parse("e5")).orElseThrow().type())
        .contains(PieceType.COLONEL);
  }

  @Test
  @ChecksRule("C-4.1")
  @DisplayName("C-4.1 equal ranks: both leave the board")
  void c4_1_equalRanks() {
    ClassicStep step = attack("r6", "b6");
    assertThat(battle(step).result()).isEqualTo(BattleResult.BOTH_LOSE);
    assertThat(step.state().pieceAt(Square.parse("e4"))).isEmpty();
    assertThat(step.state().pieceAt(Square.parse("e5"))).isEmpty();
    assertThat(step.events()).filteredOn(ClassicEvent.PieceCaptured.class::isInstance).hasSize(2);
  }

  @Test
  @ChecksRule("C-4.2")
  @DisplayName("C-4.2 the Spy beats the Marshal only when the Spy attacks")
  void c4_2_spy() {
    assertThat(battle(attack("rS", "b10")).result()).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(battle(attack("r10", "bS")).result()).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(battle(attack("rS", "b9")).result()).isEqualTo(BattleResult.DEFENDER_WINS);
    assertThat(battle(attack("r2", "bS")).result()).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(battle(attack("rS", "bS")).result()).isEqualTo(BattleResult.BOTH_LOSE);
  }

  @Test
  @ChecksRule("C-4.3")
  @DisplayName(
      "C-4.3 a bomb beats every attacker but a Miner, which removes it and takes the square")
  void c4_3_bomb() {
    ClassicStep marshal = attack("r10", "bB");
    assertThat(battle(marshal).result()).isEqualTo(BattleResult.DEFENDER_WINS);
    assertThat(marshal.state().pieceAt(Square.parse("e5")))
        .contains(new Piece(Seat.BLUE, PieceType.BOMB));
    ClassicStep miner = attack("r3", "bB");
    assertThat(battle(miner).result()).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(miner.state().pieceAt(Square.parse("e5")))
        .contains(new Piece(Seat.RED, PieceType.MINER));
  }

  @Test
  @ChecksRule("C-4.4")
  @DisplayName("C-4.4 any movable piece captures the flag and wins the game")
  void c4_4_flag() {
    ClassicState s =
        classic(
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .   .  b4
         9  .   .   .   .   .   .   .   .   .   .
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~  bF   .   ~   ~   .   .
         4  .   .   .   .  rS   .   .   .   .   .
         3  .   .   .   .   .   .   .   .   .   .
         2  .   .   .   .   .   .   .   .   .   .
         1 rF   .   .   .   .   .   .   .   .   .
        """);
    ClassicStep step = s.apply(move(s, "e4-e5"));
    assertThat(battle(step).result()).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(step.state().outcome())
        .contains(ClassicOutcome.win(Seat.RED, ClassicTermination.FLAG_CAPTURED));
    assertThat(step.events())
        .last()
        .isEqualTo(
            new ClassicEvent.GameEnded(
                ClassicOutcome.win(Seat.RED, ClassicTermination.FLAG_CAPTURED)));
  }
}
