package io.github.strategorules.variants.rules;

import static io.github.strategorules.testkit.classic.Boards.game;
import static io.github.strategorules.testkit.classic.Boards.move;
import static io.github.strategorules.testkit.classic.Boards.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.Rescue;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** V-1.2 and V-1.4: Ultimate Lightning, each of its rules alone and where they meet. */
class UltimateLightningTest {
  private static final Ruleset UL = Variants.ultimateLightning();

  private static BattleResult result(ClassicStep step) {
    return step.events().stream()
        .filter(ClassicEvent.Battle.class::isInstance)
        .map(e -> ((ClassicEvent.Battle) e).result())
        .findFirst()
        .orElseThrow();
  }

  private static List<String> moves(ClassicState s, String from) {
    return s.legalMoves().stream()
        .filter(m -> m.from().equals(Square.parse(from)) && m.rescue().isEmpty())
        .map(m -> m.to().toString())
        .sorted()
        .toList();
  }

  @Test
  @ChecksRule("V-1.2")
  @DisplayName(
      "V-1.2 the preset: 20 pieces in 4 rows, aggression, one-time bombs, captains, rescue")
  void v1_2_preset() {
    assertThat(UL.spec()).isEqualTo("ultimate_lightning");
    assertThat(Ruleset.parse("ultimate_lightning")).isSameAs(UL);
    assertThat(UL.pieceCount()).isEqualTo(20);
    assertThat(UL.count(PieceType.SCOUT)).isEqualTo(4);
    assertThat(UL.count(PieceType.CAPTAIN)).isEqualTo(2);
    assertThat(UL.count(PieceType.BOMB)).isEqualTo(2);
    assertThat(UL.setupRows()).isEqualTo(4);
    assertThat(UL.houseRules())
        .containsExactlyInAnyOrder(
            HouseRule.AGGRESSOR_WINS_TIES,
            HouseRule.ONE_TIME_BOMBS,
            HouseRule.CAPTAINS_TWO_SQUARES,
            HouseRule.RESCUE);
    assertThat(UL.movement(PieceType.CAPTAIN)).isEqualTo(Movement.TWO_SQUARES);
    assertThat(UL.movement(PieceType.MAJOR)).isEqualTo(Movement.STEP);
    Ruleset noRescue = Ruleset.parse("ultimate_lightning(rescue=off,two_squares=5)");
    assertThat(noRescue.has(HouseRule.RESCUE)).isFalse();
    assertThat(Ruleset.parse(noRescue.spec())).isEqualTo(noRescue);
    assertThatThrownBy(() -> Ruleset.parse("classic(rescue,free_setup)"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("rescue needs a fixed roster");
  }

  @Test
  @ChecksRule("V-1.2")
  @DisplayName("V-1.2 setups: the roster in the own 4 back rows; random setups are valid")
  void v1_2_setups() {
    for (long seed = 0; seed < 20; seed++) {
      assertThat(Setup.random(UL, Seat.RED, seed).problems(UL, Seat.RED)).isEmpty();
      assertThat(Setup.random(UL, Seat.BLUE, seed).problems(UL, Seat.BLUE)).isEmpty();
    }
    assertThat(Setup.random(Ruleset.classic(), Seat.RED, 1).problems(UL, Seat.RED)).isNotEmpty();
  }

  private static ClassicStep attack(Ruleset r, String attacker, String defender) {
    ClassicState s = game(r, Seat.RED, HouseRulesTest.DUEL.formatted(defender, attacker));
    return s.apply(move(s, "e4-e5"));
  }

  @Test
  @ChecksRule("V-1.2")
  @DisplayName("V-1.2 aggression: the attacker wins between equal ranks")
  void v1_2_aggression() {
    assertThat(result(attack(UL, "r7", "b7"))).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(result(attack(UL, "r6", "b7"))).isEqualTo(BattleResult.DEFENDER_WINS);
  }

  @Test
  @ChecksRule("V-1.2")
  @DisplayName("V-1.2 one-time bombs: an attacked bomb goes, with its attacker unless a Miner")
  void v1_2_oneTimeBombs() {
    ClassicStep general = attack(UL, "r9", "bB");
    assertThat(result(general)).isEqualTo(BattleResult.BOTH_LOSE);
    assertThat(general.state().pieceAt(Square.parse("e5"))).isEmpty();
    ClassicStep miner = attack(UL, "r3", "bB");
    assertThat(result(miner)).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(miner.state().pieceAt(Square.parse("e5")).orElseThrow())
        .isEqualTo(new Piece(Seat.RED, PieceType.MINER));
  }

  @Test
  @ChecksRule({"V-R6", "V-R8"})
  @DisplayName(
      "V-1.4 scouts_defuse_bombs: on Gravon's server the scout, not the miner, beats bombs")
  void v1_4_scoutsDefuseBombs() {
    Ruleset gravon = Ruleset.parse("ultimate_lightning(scouts_defuse_bombs)");
    assertThat(result(attack(gravon, "r2", "bB"))).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(result(attack(gravon, "r3", "bB"))).isEqualTo(BattleResult.BOTH_LOSE);
    Ruleset classic = Ruleset.parse("classic(scouts_defuse_bombs)");
    assertThat(result(attack(classic, "r2", "bB"))).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(result(attack(classic, "r3", "bB"))).isEqualTo(BattleResult.DEFENDER_WINS);
    // With movable bombs (V-2.3) a bomb that attacks loses to the defuser, whichever it is.
    Ruleset movable = Ruleset.parse("classic(movable_bombs_and_flag,scouts_defuse_bombs)");
    ClassicState s = game(movable, Seat.RED, HouseRulesTest.DUEL.formatted("b2", "rB"));
    assertThat(result(s.apply(move(s, "e4-e5")))).isEqualTo(BattleResult.DEFENDER_WINS);
    s = game(movable, Seat.RED, HouseRulesTest.DUEL.formatted("b3", "rB"));
    assertThat(result(s.apply(move(s, "e4-e5")))).isEqualTo(BattleResult.ATTACKER_WINS);
  }

  @Test
  @ChecksRule({"V-2.3", "V-2.2", "V-R8"})
  @DisplayName(
      "V-2.3 + V-2.2 movable one-time bombs and miners: bomb against bomb both go, a miner still wins")
  void v2_3_movableOneTimeBombsAndMiners() {
    Ruleset r = Ruleset.parse("classic(movable_bombs_and_flag,one_time_bombs)");
    ClassicState s = game(r, Seat.RED, HouseRulesTest.DUEL.formatted("bB", "rB"));
    assertThat(result(s.apply(move(s, "e4-e5")))).isEqualTo(BattleResult.BOTH_LOSE);
    s = game(r, Seat.RED, HouseRulesTest.DUEL.formatted("bB", "r3"));
    assertThat(result(s.apply(move(s, "e4-e5")))).isEqualTo(BattleResult.ATTACKER_WINS);
    s = game(r, Seat.RED, HouseRulesTest.DUEL.formatted("b3", "rB"));
    assertThat(result(s.apply(move(s, "e4-e5")))).isEqualTo(BattleResult.DEFENDER_WINS);
  }

  /** RED's captain on e3; a BLUE piece on f4 and another on d4 block or invite. */
  private static final String CAPTAIN =
      """
      10  .   .   .   .   .   .   .   .  bF   .
       9  .   .   .   .   .   .   .   .   .   .
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .  b9   .   .   .   .
       3  .   .   .   .  r6  r4   .   .   .   .
       2  .   .   .   .   .   .   .   .   .   .
       1 rF   .   .   .   .   .   .   .   .   .
      """;

  @Test
  @ChecksRule({"V-1.2", "V-R1"})
  @DisplayName(
      "V-1.2 captains: up to two squares, straight or around a corner, through an empty first square")
  void v1_2_captainsMoveTwoSquares() {
    ClassicState s = game(UL, Seat.RED, CAPTAIN);
    // e1 e2 (south), c3 d3 (west), e4 e5 (north), d2 f2 d4 (corners; f4 by attack), f4 through e4.
    assertThat(moves(s, "e3"))
        .containsExactly("c3", "d2", "d3", "d4", "e1", "e2", "e4", "e5", "f2", "f4");
    // f3 holds its own piece: not a destination and not a way through; f4 is reached through e4.
    ClassicStep hit = s.apply(move(s, "e3-f4"));
    assertThat(result(hit)).isEqualTo(BattleResult.DEFENDER_WINS);
    // Without the toggle a captain steps one square.
    ClassicState classic =
        game(Ruleset.parse("ultimate_lightning(captains_two_squares=off)"), Seat.RED, CAPTAIN);
    assertThat(moves(classic, "e3")).containsExactly("d3", "e2", "e4");
    assertThat(classic.check(move(classic, "e3-e5"))).contains(ClassicReason.TOO_FAR);
  }

  @Test
  @ChecksRule({"V-1.2", "V-R1"})
  @DisplayName(
      "V-1.2 captains: a piece on the first square blocks, a lake is never crossed, three squares is too far")
  void v1_2_captainsBlocked() {
    ClassicState s =
        game(
            UL,
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .  bF   .
         9  .   .   .   .   .   .   .   .   .   .
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .  r6   .  b5   .   .   .   .   .
         3  .   .   .  r4  r6   .   .   .   .   .
         2  .   .   .   .   .   .   .   .   .   .
         1 rF   .   .   .   .   .   .   .   .   .
        """);
    assertThat(s.check(move(s, "e3-e5"))).contains(ClassicReason.PATH_BLOCKED); // e4 holds a piece
    assertThat(s.check(move(s, "e3-c3"))).contains(ClassicReason.PATH_BLOCKED); // d3 is RED's own
    assertThat(s.check(move(s, "e3-d4")))
        .contains(ClassicReason.PATH_BLOCKED); // d3 and e4 both hold pieces
    assertThat(s.check(move(s, "e3-f4"))).isEmpty(); // through f3, which is empty
    assertThat(s.check(move(s, "c4-c6"))).contains(ClassicReason.INTO_LAKE);
    assertThat(s.check(move(s, "c4-d5"))).contains(ClassicReason.INTO_LAKE);
    assertThat(s.check(move(s, "e3-e6"))).contains(ClassicReason.TOO_FAR);
    assertThat(s.check(move(s, "e3-f5"))).contains(ClassicReason.TOO_FAR);
  }

  @Test
  @ChecksRule({"C-5.2", "V-R2"})
  @DisplayName(
      "C-5 with captains [interp]: a corner move crosses the boundary between its two end squares only")
  void c5_cornerMovesAndTheTwoSquaresRule() {
    ClassicState s =
        game(
            UL,
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .  bF  b4
         9  .   .   .   .   .   .   .   .   .   .
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .   .   .   .   .   .   .   .   .
         3  .   .   .   .   .   .   .   .   .   .
         2  .   .   .   .  r6   .   .   .   .   .
         1 rF   .   .   .   .   .   .   .   .   .
        """);
    s = play(s, "e2-f3", "j10-j9", "f3-e2", "j9-j10", "e2-f3", "j10-j9");
    assertThat(s.check(move(s, "f3-e2"))).contains(ClassicReason.TWO_SQUARES_RULE);
    assertThat(s.check(move(s, "f3-f2")))
        .isEmpty(); // a straight move shares no boundary with the corner moves
    assertThat(s.check(move(s, "f3-e3"))).isEmpty();
    assertThat(PositionNotation.format(s)).contains("f3@e2-f3,e2-f3,e2-f3");
    assertThat(PositionNotation.parse(PositionNotation.format(s)).legalMoves())
        .isEqualTo(s.legalMoves());
  }

  /** RED's major on d9 can reach BLUE's back row; RED lost its Marshal, General and a Scout. */
  private static final String RESCUE =
      """
      10  .   .   .   .   .   .   .   .  bF  b4
       9  .   .   .  r7   .   .   .   .   .   .
       8  .   .   .   .   .   .  r2   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4 rB  rB   .   .   .   .   .   .   .   .
       3 r2  r2  r6  r6  r5  r5  r4  r4  r3  r3
       2  .   .   .   .   .   .   .   .   .   .
       1 rF  rS  r8   .   .   .   .   .   .   .
      """;

  @Test
  @ChecksRule({"V-1.2", "V-R3"})
  @DisplayName(
      "V-1.2 rescue: a move onto the enemy back row brings back a captured piece onto an empty zone square")
  void v1_2_rescue() {
    ClassicState s = game(UL, Seat.RED, RESCUE);
    List<Move> rescues = s.legalMoves().stream().filter(m -> m.rescue().isPresent()).toList();
    // From d9 only d10 is on the back row; captured: Scout, General, Marshal; 40 - 15 = 25 empty
    // zone squares.
    assertThat(rescues)
        .allMatch(m -> m.from().equals(Square.parse("d9")) && m.to().equals(Square.parse("d10")));
    assertThat(rescues.stream().map(m -> m.rescue().get().type()).distinct())
        .containsExactly(PieceType.SCOUT, PieceType.GENERAL, PieceType.MARSHAL);
    assertThat(rescues).hasSize(3 * 25);
    assertThat(s.legalMoves()).contains(move(s, "d9-d10")); // rescuing is a choice
    Move m = move(s, "d9-d10+M@e2");
    assertThat(m.rescue()).contains(new Rescue(PieceType.MARSHAL, Square.parse("e2")));
    assertThat(m.toString()).isEqualTo("d9-d10+M@e2");
    ClassicStep step = s.apply(m);
    assertThat(step.events())
        .contains(
            new ClassicEvent.Rescued(
                new Piece(Seat.RED, PieceType.MARSHAL), Square.parse("e2"), Square.parse("d10")));
    ClassicState after = step.state();
    assertThat(after.pieceAt(Square.parse("e2"))).contains(new Piece(Seat.RED, PieceType.MARSHAL));
    // The rescue is public: BLUE sees the Marshal, and both see that d10 has rescued.
    assertThat(after.viewFor(Seat.BLUE).pieceAt(Square.parse("e2")).orElseThrow().type())
        .contains(PieceType.MARSHAL);
    assertThat(after.viewFor(Seat.BLUE).hasRescued(Square.parse("d10"))).isTrue();
    assertThat(after.viewFor(Seat.BLUE).rescuesUsed(Seat.RED)).isEqualTo(1);
    assertThat(after.viewFor(Seat.RED).captured())
        .doesNotContain(new Piece(Seat.RED, PieceType.MARSHAL));
    String text = PositionNotation.format(after);
    assertThat(text).contains("J^+").endsWith("rescues=1,0");
    assertThat(PositionNotation.parse(text).toPosition()).isEqualTo(after.toPosition());
  }

  @Test
  @ChecksRule({"V-1.2", "V-R3"})
  @DisplayName(
      "V-1.2 rescue limits: not by a scout, not off the back row, only captured types, only empty zone squares")
  void v1_2_rescueConditions() {
    ClassicState s = game(UL, Seat.RED, RESCUE);
    assertThat(s.check(move(s, "g8-g10+M@e2"))).contains(ClassicReason.SCOUT_CANNOT_RESCUE);
    assertThat(s.check(move(s, "d9-d8+M@e2"))).contains(ClassicReason.RESCUE_NOT_ON_BACK_ROW);
    assertThat(s.check(move(s, "d9-d10+7@e2"))).contains(ClassicReason.NOT_CAPTURED);
    assertThat(s.check(move(s, "d9-d10+M@a3")))
        .contains(ClassicReason.BAD_RESCUE_SQUARE); // occupied
    assertThat(s.check(move(s, "d9-d10+M@e5")))
        .contains(ClassicReason.BAD_RESCUE_SQUARE); // outside the zone
    ClassicState plain = game(Ruleset.parse("ultimate_lightning(rescue=off)"), Seat.RED, RESCUE);
    assertThat(plain.check(move(plain, "d9-d10+M@e2"))).contains(ClassicReason.NO_RESCUE_RULE);
    assertThat(plain.legalMoves()).noneMatch(m -> m.rescue().isPresent());
  }

  @Test
  @ChecksRule("V-1.2")
  @DisplayName("V-1.2 rescue: a piece rescues once, a player twice")
  void v1_2_rescueCounts() {
    ClassicState s = game(UL, Seat.RED, RESCUE);
    s = play(s, "d9-d10+M@e2", "j10-j9", "d10-d9", "j9-j10");
    assertThat(s.check(move(s, "d9-d10+9@f2"))).contains(ClassicReason.PIECE_HAS_RESCUED);
    assertThat(s.check(move(s, "d9-d10"))).isEmpty();
    assertThat(s.toPosition().rescuesUsed(0)).isEqualTo(1);
    // A second piece makes RED's second rescue; after it no piece of RED may rescue.
    ClassicState far =
        game(
            UL,
            Seat.RED,
            RESCUE
                .replace("9  .   .   .  r7   .   .", "9  .   .  r9  r7   .  r8")
                .replace("1 rF  rS  r8", "1 rF  rS   .")
                .replace("r4  r4  r3", "r4   .  r3"));
    far = play(far, "d9-d10+M@e2", "j10-j9", "c9-c10+2@f2", "j9-j10");
    assertThat(far.viewFor(Seat.BLUE).rescuesUsed(Seat.RED)).isEqualTo(2);
    assertThat(far.check(move(far, "f9-f10"))).isEmpty();
    assertThat(far.check(move(far, "f9-f10+4@h3"))).contains(ClassicReason.NO_RESCUES_LEFT);
    assertThat(far.legalMoves()).noneMatch(m -> m.rescue().isPresent());
  }

  @Test
  @ChecksRule({"V-1.2", "V-R3"})
  @DisplayName("V-1.2 rescue with an attack: it happens only if the mover wins")
  void v1_2_rescueWithAnAttack() {
    String board = RESCUE.replace("10  .   .   .   .", "10  .   .   .  %s").formatted("b8");
    ClassicState s = game(UL, Seat.RED, board);
    ClassicStep lost = s.apply(move(s, "d9-d10+M@e2"));
    assertThat(result(lost)).isEqualTo(BattleResult.DEFENDER_WINS);
    assertThat(lost.events()).noneMatch(ClassicEvent.Rescued.class::isInstance);
    assertThat(lost.state().pieceAt(Square.parse("e2"))).isEmpty();
    assertThat(lost.state().toPosition().rescuesUsed(0)).isZero();
    ClassicState weak =
        game(UL, Seat.RED, RESCUE.replace("10  .   .   .   .", "10  .   .   .  b5"));
    ClassicStep won = weak.apply(move(weak, "d9-d10+M@e2"));
    assertThat(result(won)).isEqualTo(BattleResult.ATTACKER_WINS);
    assertThat(won.events()).anyMatch(ClassicEvent.Rescued.class::isInstance);
  }

  @Test
  @ChecksRule({"V-1.2", "C-5.2"})
  @DisplayName(
      "V-1.2 rescue + C-5: a rescuing move counts in the chain and can be forbidden like any other")
  void v1_2_rescueAndTheTwoSquaresRule() {
    ClassicState s =
        game(
            UL,
            Seat.RED,
            RESCUE
                .replace("10  .   .   .   .", "10  .   .   .  r7")
                .replace("9  .   .   .  r7", "9  .   .   .   ."));
    s = play(s, "d10-d9", "j10-j9", "d9-d10", "j9-j10", "d10-d9", "j10-j9");
    assertThat(s.check(move(s, "d9-d10"))).contains(ClassicReason.TWO_SQUARES_RULE);
    assertThat(s.check(move(s, "d9-d10+M@e2"))).contains(ClassicReason.TWO_SQUARES_RULE);
    assertThat(s.legalMoves()).noneMatch(m -> m.rescue().isPresent());
  }

  @Test
  @ChecksRule({"V-1.2", "V-3.2"})
  @DisplayName("V-1.2 records: a rescue is written in the move and replays")
  void v1_2_rescueInRecords() {
    ClassicState s = game(UL, Seat.RED, RESCUE);
    Move m = move(s, "d9-d10+M@e2");
    assertThat(Move.parse(Seat.RED, m.toString())).isEqualTo(m);
    assertThatThrownBy(() -> Move.parse(Seat.RED, "d9-d10+Q@e2"))
        .isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> Move.parse(Seat.RED, "d9-d10+M@"))
        .isInstanceOf(NotationException.class);
    Setup red = Setup.random(UL, Seat.RED, 3);
    Setup blue = Setup.random(UL, Seat.BLUE, 4);
    ClassicState g = ClassicState.start(UL, red, blue);
    java.util.List<io.github.strategorules.core.action.ClassicAction> actions =
        new java.util.ArrayList<>();
    java.util.SplittableRandom r = new java.util.SplittableRandom(11);
    int rescues = 0;
    for (int i = 0; i < 2000 && g.outcome().isEmpty(); i++) {
      List<Move> legal = g.legalMoves();
      List<Move> withRescue = legal.stream().filter(x -> x.rescue().isPresent()).toList();
      Move next =
          !withRescue.isEmpty()
              ? withRescue.get(r.nextInt(withRescue.size()))
              : legal.get(r.nextInt(legal.size()));
      rescues += next.rescue().isPresent() ? 1 : 0;
      actions.add(next);
      g = g.apply(next).state();
    }
    ClassicRecord rec =
        new ClassicRecord(UL, red, blue, actions, java.util.Optional.empty(), java.util.Map.of());
    ClassicRecord back = ClassicRecord.parse(rec.format());
    assertThat(back).isEqualTo(rec);
    assertThat(back.replay().firstIllegal()).isEmpty();
    assertThat(back.replay().finalState().toPosition()).isEqualTo(g.toPosition());
    assertThat(rescues).isPositive();
  }
}
