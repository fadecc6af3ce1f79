package io.github.strategorules.variants.rules;

import static io.github.strategorules.testkit.classic.Boards.game;
import static io.github.strategorules.testkit.classic.Boards.move;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** V-2: the house rules, each a toggle on any classic-family ruleset, alone and combined. */
class HouseRulesTest {

  /** RED's piece on e4 attacks BLUE's piece on e5; flags out of the way. */
  static final String DUEL =
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
      """;

  private static ClassicStep attack(String spec, String attacker, String defender) {
    ClassicState s = game(Ruleset.parse(spec), Seat.RED, DUEL.formatted(defender, attacker));
    return s.apply(move(s, "e4-e5"));
  }

  private static BattleResult result(ClassicStep step) {
    return step.events().stream()
        .filter(ClassicEvent.Battle.class::isInstance)
        .map(e -> ((ClassicEvent.Battle) e).result())
        .findFirst()
        .orElseThrow();
  }

  @Test
  @ChecksRule("V-2.1")
  @DisplayName("V-2.1 AGGRESSOR_WINS_TIES: the attacker wins between equal ranks")
  void v2_1_aggressorWinsTies() {
    assertThat(result(attack("classic", "r6", "b6"))).isEqualTo(BattleResult.BOTH_LOSE);
    ClassicStep s = attack("classic(aggressor_wins_ties)", "r6", "b6");
    assertThat(result(s)).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(s.state().pieceAt(Square.parse("e5")).orElseThrow().owner()).isEqualTo(Seat.RED);
    assertThat(result(attack("classic(aggressor_wins_ties)", "r2", "b3")))
        .isEqualTo(BattleResult.DEFENDER_WINS);
  }

  @Test
  @ChecksRule("V-2.2")
  @DisplayName(
      "V-2.2 ONE_TIME_BOMBS: an attacked bomb is removed, with the attacker unless a Miner")
  void v2_2_oneTimeBombs() {
    ClassicStep marshal = attack("classic(one_time_bombs)", "r10", "bB");
    assertThat(result(marshal)).isEqualTo(BattleResult.BOTH_LOSE);
    assertThat(marshal.state().pieceAt(Square.parse("e5"))).isEmpty();
    assertThat(result(attack("classic(one_time_bombs)", "r3", "bB")))
        .isEqualTo(BattleResult.ATTACKER_WINS);
  }

  @Test
  @ChecksRule({"V-2.1", "V-2.2", "V-R8"})
  @DisplayName("V-2.1 + V-2.2 aggression does not let an attacker survive a one-time bomb")
  void v2_1_and_v2_2_together() {
    String spec = "classic(aggressor_wins_ties,one_time_bombs)";
    assertThat(result(attack(spec, "r7", "b7"))).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(result(attack(spec, "r7", "bB"))).isEqualTo(BattleResult.BOTH_LOSE);
    assertThat(result(attack(spec, "r3", "bB"))).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(Ruleset.parse(spec).spec()).isEqualTo(spec);
    assertThat(Ruleset.parse(spec).houseRules())
        .containsExactly(HouseRule.AGGRESSOR_WINS_TIES, HouseRule.ONE_TIME_BOMBS);
  }

  @Test
  @ChecksRule({"V-2.3", "V-2.3"})
  @DisplayName(
      "V-2.3 MOVABLE_BOMBS_AND_FLAG: bombs and the flag step like other pieces, with the V-2.3 combat")
  void v2_3_movableBombsAndFlag() {
    String spec = "classic(movable_bombs_and_flag)";
    ClassicState s = game(Ruleset.parse(spec), Seat.RED, DUEL.formatted(".", "rB"));
    assertThat(s.check(move(s, "e4-e5"))).isEmpty();
    assertThat(s.check(move(s, "a1-a2"))).isEmpty(); // the flag moves too
    assertThat(result(attack(spec, "rB", "b8"))).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(result(attack(spec, "rB", "b3")))
        .isEqualTo(BattleResult.DEFENDER_WINS); // a Miner defuses it
    assertThat(result(attack(spec, "rB", "bB"))).isEqualTo(BattleResult.BOTH_LOSE);
    assertThat(result(attack(spec, "r3", "bB")))
        .isEqualTo(BattleResult.ATTACKER_WINS); // movable bombs + miners
    assertThat(game(Ruleset.classic(), Seat.RED, DUEL.formatted(".", "rB")).check(move(s, "e4-e5")))
        .contains(ClassicReason.IMMOBILE_PIECE);
  }

  @Test
  @ChecksRule("V-2.3")
  @DisplayName(
      "V-2.3 a flag that attacks loses, and its owner with it; against the enemy flag it wins")
  void v2_3_flagAttacks() {
    // RED's only flag (a1 emptied) attacks a Scout and loses: RED has lost its flag (C-7.1).
    ClassicState s =
        game(
            Ruleset.parse("classic(movable_bombs_and_flag)"),
            Seat.RED,
            DUEL.formatted("b2", "rF").replace("1 rF  r4", "1  .  r4"));
    ClassicStep lost = s.apply(move(s, "e4-e5"));
    assertThat(result(lost)).isEqualTo(BattleResult.DEFENDER_WINS);
    assertThat(lost.state().outcome())
        .contains(ClassicOutcome.win(Seat.BLUE, ClassicTermination.FLAG_CAPTURED));
    // RED's flag captures BLUE's only flag (i10 emptied).
    ClassicState t =
        game(
            Ruleset.parse("classic(movable_bombs_and_flag)"),
            Seat.RED,
            DUEL.formatted("bF", "rF").replace("bF  b4", " .  b4"));
    ClassicStep won = t.apply(move(t, "e4-e5"));
    assertThat(result(won)).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(won.state().outcome())
        .contains(ClassicOutcome.win(Seat.RED, ClassicTermination.FLAG_CAPTURED));
  }

  @Test
  @ChecksRule({"V-2.4", "V-R9"})
  @DisplayName("V-2.4 OPEN: every piece is visible to both players")
  void v2_4_open() {
    ClassicState s = game(Ruleset.parse("classic(open)"), Seat.RED, DUEL.formatted("b9", "r5"));
    assertThat(s.viewFor(Seat.RED).pieceAt(Square.parse("e5")).orElseThrow().type())
        .contains(PieceType.GENERAL);
    assertThat(s.publicView().pieceAt(Square.parse("e4")).orElseThrow().type())
        .contains(PieceType.LIEUTENANT);
    ClassicState hidden = game(Ruleset.classic(), Seat.RED, DUEL.formatted("b9", "r5"));
    assertThat(hidden.viewFor(Seat.RED).pieceAt(Square.parse("e5")).orElseThrow().type()).isEmpty();
  }

  @Test
  @ChecksRule("V-2.5")
  @DisplayName("V-2.5 NO_RANGE_ATTACK: a scout moves far or attacks, not both")
  void v2_5_noRangeAttack() {
    String board =
        DUEL.formatted("b6", ".").replace("2  .   .   .   .   .", "2  .   .   .   .  r2");
    ClassicState s = game(Ruleset.parse("classic(no_range_attack)"), Seat.RED, board);
    assertThat(s.check(move(s, "e2-e5"))).contains(ClassicReason.NO_RANGE_ATTACK);
    assertThat(s.check(move(s, "e2-e4"))).isEmpty();
    ClassicState next =
        s.apply(move(s, "e2-e4"))
            .state()
            .apply(io.github.strategorules.core.action.Move.parse(Seat.BLUE, "j10-j9"))
            .state();
    assertThat(next.check(move(next, "e4-e5"))).isEmpty(); // adjacent: an attack is fine
    ClassicState classic = game(Ruleset.classic(), Seat.RED, board);
    assertThat(classic.check(move(classic, "e2-e5"))).isEmpty();
  }

  @Test
  @ChecksRule({"V-2.6", "V-R9"})
  @DisplayName("V-2.6 SILENT_DEFENCE: a defender that wins is not revealed to the attacker's owner")
  void v2_6_silentDefence() {
    ClassicStep s = attack("classic(silent_defence)", "r5", "b8");
    ClassicEvent.Battle forRed = (ClassicEvent.Battle) s.eventsFor(Seat.RED).get(0);
    ClassicEvent.Battle forBlue = (ClassicEvent.Battle) s.eventsFor(Seat.BLUE).get(0);
    assertThat(forRed.result()).isEqualTo(BattleResult.DEFENDER_WINS);
    assertThat(forRed.defenderType()).isEmpty();
    assertThat(forBlue.defenderType()).contains(PieceType.COLONEL);
    assertThat(forBlue.attackerType()).isEqualTo(PieceType.LIEUTENANT);
    assertThat(s.publicEvents().get(0)).isEqualTo(forRed);
    assertThat(s.state().viewFor(Seat.RED).pieceAt(Square.parse("e5")).orElseThrow().type())
        .isEmpty();
    assertThat(s.state().viewFor(Seat.RED).toString()).doesNotContain("*8");
    // The views' move logs are redacted alike: each holds only what its viewer saw.
    assertThat(s.state().viewFor(Seat.RED).moveLog()).containsExactly(forRed);
    assertThat(s.state().viewFor(Seat.BLUE).moveLog()).containsExactly(forBlue);
    assertThat(s.state().publicView().moveLog()).containsExactly(forRed);
    // Without the house rule the defender is revealed.
    ClassicStep plain = attack("classic", "r5", "b8");
    assertThat(((ClassicEvent.Battle) plain.eventsFor(Seat.RED).get(0)).defenderType())
        .contains(PieceType.COLONEL);
    // A defender that loses is revealed as usual.
    assertThat(
            ((ClassicEvent.Battle)
                    attack("classic(silent_defence)", "r9", "b8").eventsFor(Seat.RED).get(0))
                .defenderType())
        .contains(PieceType.COLONEL);
  }

  @Test
  @ChecksRule("V-3.2")
  @DisplayName("V-3 unknown house rules are refused with the accepted options listed")
  void v3_unknownOption() {
    var e =
        org.junit.jupiter.api.Assertions.assertThrows(
            io.github.strategorules.core.error.NotationException.class,
            () -> Ruleset.parse("classic(aggressive)"));
    assertThat(e.getMessage())
        .contains("unknown ruleset option 'aggressive'", "aggressor_wins_ties", "silent_defence");
    assertThat(Ruleset.parse("barrage(open,two_squares=5)").spec())
        .isEqualTo("barrage(two_squares=5,open)");
  }
}
