package io.github.strategorules.core.rules;

import static io.github.strategorules.testkit.classic.Boards.classic;
import static io.github.strategorules.testkit.classic.Boards.move;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-1: the board, the pieces and the two rank numberings. */
class C1BoardAndPiecesTest {

  @Test
  @ChecksRule("C-1.1")
  @DisplayName(
      "C-1.1 a 10x10 board, files a-j, ranks 1-10, two 2x2 lakes never entered nor crossed")
  void c1_1_boardAndLakes() {
    Ruleset r = Ruleset.classic();
    assertThat(r.width()).isEqualTo(10);
    assertThat(r.height()).isEqualTo(10);
    assertThat(r.lakes().stream().map(Square::toString).collect(Collectors.toList()))
        .containsExactly("c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6");
    assertThat(Square.parse("a1")).isEqualTo(Square.of(0, 0));
    assertThat(Square.parse("j10")).isEqualTo(Square.of(9, 9));

    ClassicState s =
        classic(
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .   .  bF
         9  .   .   .   .   .   .   .   .   .   .
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .  r2   .   .   .   .  r5   .  b5
         3  .   .   .   .   .   .   .   .   .   .
         2  .   .   .   .   .   .   .   .   .   .
         1 rF   .   .   .   .   .   .   .   .   .
        """);
    assertThat(s.check(move(s, "h4-h5"))).contains(ClassicReason.INTO_LAKE);
    assertThat(s.check(move(s, "c4-c7"))).contains(ClassicReason.INTO_LAKE); // a scout cannot cross
    assertThat(s.legalMoves()).noneMatch(m -> r.isLake(m.to()));
  }

  @Test
  @ChecksRule("C-1.2")
  @DisplayName("C-1.2 each player has 40 pieces in the listed numbers")
  void c1_2_roster() {
    Ruleset r = Ruleset.classic();
    assertThat(r.pieceCount()).isEqualTo(40);
    assertThat(r.count(PieceType.MARSHAL)).isEqualTo(1);
    assertThat(r.count(PieceType.GENERAL)).isEqualTo(1);
    assertThat(r.count(PieceType.COLONEL)).isEqualTo(2);
    assertThat(r.count(PieceType.MAJOR)).isEqualTo(3);
    assertThat(r.count(PieceType.CAPTAIN)).isEqualTo(4);
    assertThat(r.count(PieceType.LIEUTENANT)).isEqualTo(4);
    assertThat(r.count(PieceType.SERGEANT)).isEqualTo(4);
    assertThat(r.count(PieceType.MINER)).isEqualTo(5);
    assertThat(r.count(PieceType.SCOUT)).isEqualTo(8);
    assertThat(r.count(PieceType.SPY)).isEqualTo(1);
    assertThat(r.count(PieceType.BOMB)).isEqualTo(6);
    assertThat(r.count(PieceType.FLAG)).isEqualTo(1);
    assertThat(r.movement(PieceType.SCOUT)).isEqualTo(Movement.LINE);
    assertThat(r.movement(PieceType.BOMB)).isEqualTo(Movement.IMMOBILE);
    assertThat(r.movement(PieceType.FLAG)).isEqualTo(Movement.IMMOBILE);
    assertThat(r.movement(PieceType.MARSHAL)).isEqualTo(Movement.STEP);
  }

  @Test
  @ChecksRule("C-1.3")
  @DisplayName("C-1.3 pieces are types; the modern and old numberings run in opposite directions")
  void c1_3_twoNumberings() {
    assertThat(RankNumbering.MODERN.token(PieceType.MARSHAL)).isEqualTo("10");
    assertThat(RankNumbering.OLD.token(PieceType.MARSHAL)).isEqualTo("1");
    assertThat(RankNumbering.MODERN.token(PieceType.SCOUT)).isEqualTo("2");
    assertThat(RankNumbering.OLD.token(PieceType.SCOUT)).isEqualTo("9");
    assertThat(RankNumbering.MODERN.parse("1")).isEqualTo(PieceType.SPY);
    assertThat(RankNumbering.OLD.parse("1")).isEqualTo(PieceType.MARSHAL);
    assertThat(RankNumbering.OLD.parse("S")).isEqualTo(PieceType.SPY);
    assertThat(RankNumbering.OLD.parse("10")).isNull();
    for (PieceType t : PieceType.values()) {
      for (RankNumbering n : RankNumbering.values()) {
        assertThat(n.parse(n.token(t))).as("%s in %s", t, n).isEqualTo(t);
      }
    }
  }
}
