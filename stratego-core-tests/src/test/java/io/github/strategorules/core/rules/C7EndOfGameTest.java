package io.github.strategorules.core.rules;

import static io.github.strategorules.testkit.classic.Boards.classic;
import static io.github.strategorules.testkit.classic.Boards.game;
import static io.github.strategorules.testkit.classic.Boards.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** C-7: the end of the game. */
class C7EndOfGameTest {

  @Test
  @ChecksRule("C-7.1")
  @DisplayName("C-7.1 capturing the enemy flag wins at once; nothing can follow")
  void c7_1_flag() {
    ClassicState s =
        play(
            classic(
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
         2 b2   .   .   .   .   .   .   .   .   .
         1 rF  r4   .   .   .   .   .   .   .   .
        """),
            "b1-c1",
            "a2-a1");
    assertThat(s.outcome())
        .contains(ClassicOutcome.win(Seat.BLUE, ClassicTermination.FLAG_CAPTURED));
    assertThat(s.phase()).isEqualTo(Phase.OVER);
    assertThat(s.legalMoves()).isEmpty();
    assertThat(s.check(new ClassicResignation(Seat.RED))).contains(ClassicReason.GAME_OVER);
  }

  @Test
  @ChecksRule("C-7.2")
  @DisplayName("C-7.2 a player left without a movable piece loses at once, whoever is to move")
  void c7_2_noMovablePiece() {
    ClassicState s =
        play(
            classic(
                Seat.RED,
                """
        10  .   .   .   .   .   .   .   .   .  bF
         9  .   .   .   .   .   .   .   .   .   .
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .   .   .  b5   .   .   .   .   .
         3  .   .   .   .  r4   .   .   .   .   .
         2  .   .   .   .   .   .   .   .   .   .
         1 rF  rB   .   .   .   .   .   .   .   .
        """),
            "e3-e4"); // RED's last movable piece attacks and loses: RED loses though BLUE is to
    // move
    assertThat(s.outcome())
        .contains(ClassicOutcome.win(Seat.BLUE, ClassicTermination.NO_MOVABLE_PIECES));
  }

  @Test
  @ChecksRule("C-7.2")
  @DisplayName("C-7.2 if both players are left without a movable piece, it is a draw")
  void c7_2_bothWithoutMovablePieces() {
    ClassicState s =
        play(
            classic(
                Seat.RED,
                """
        10  .   .   .   .   .   .   .   .   .  bF
         9  .   .   .   .   .   .   .   .   .   .
         8  .   .   .   .   .   .   .   .   .   .
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .   .   .  b4   .   .   .   .   .
         3  .   .   .   .  r4   .   .   .   .   .
         2  .   .   .   .   .   .   .   .   .   .
         1 rF   .   .   .   .   .   .   .   .   .
        """),
            "e3-e4");
    assertThat(s.outcome())
        .contains(ClassicOutcome.draw(ClassicTermination.BOTH_NO_MOVABLE_PIECES));
  }

  private static final String BLOCKED_RED =
      """
      10  .   .   .   .   .   .   .   .  bF  b5
       9  .   .   .   .   .   .   .   .   .   .
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4  .   .   .   .   .   .   .   .   .   .
       3 rB   .   .   .   .   .   .   .   .   .
       2 r4  rB   .   .   .   .   .   .   .   .
       1 rF  rB   .   .   .   .   .   .   .   .
      """;

  @Test
  @ChecksRule("C-7.3")
  @DisplayName("C-7.3 a player who must move and cannot (every piece blocked) loses")
  void c7_3_blocked() {
    ClassicState s = classic(Seat.RED, BLOCKED_RED);
    assertThat(s.outcome())
        .contains(ClassicOutcome.win(Seat.BLUE, ClassicTermination.NO_LEGAL_MOVE));
    ClassicState blueToMove = classic(Seat.BLUE, BLOCKED_RED);
    assertThat(blueToMove.outcome()).isEmpty(); // without C-7.4 only the player to move is tested
  }

  /** RED's last movable piece, a Sergeant, in a corner it can leave only through a2|a3. */
  private static final String DEAD_END =
      """
      10  .   .   .   .   .   .   .   .  bF  b5
       9  .   .   .   .   .   .   .   .   .   .
       8  .   .   .   .   .   .   .   .   .   .
       7  .   .   .   .   .   .   .   .   .   .
       6  .   .   ~   ~   .   .   ~   ~   .   .
       5  .   .   ~   ~   .   .   ~   ~   .   .
       4 rB   .   .   .   .   .   .   .   .   .
       3  .  rB   .   .   .   .   .   .   .   .
       2 r4  rB   .   .   .   .   .   .   .   .
       1 rF  rB   .   .   .   .   .   .   .   .
      """;

  @Test
  @ChecksRule("C-7.3")
  @DisplayName("C-7.3 a player whose every move is forbidden by the two-squares rule loses")
  void c7_3_forbiddenByTwoSquares() {
    ClassicState s =
        play(classic(Seat.RED, DEAD_END), "a2-a3", "j10-j9", "a3-a2", "j9-j10", "a2-a3", "j10-j9");
    // The Sergeant's only way out, back to a2, is the 4th crossing of a2|a3 (C-5).
    assertThat(s.outcome())
        .contains(ClassicOutcome.win(Seat.BLUE, ClassicTermination.NO_LEGAL_MOVE));
  }

  @Test
  @ChecksRule("C-7.3")
  @DisplayName("C-7.3 if the opponent could not move either, it is a draw")
  void c7_3_bothBlocked() {
    ClassicState s =
        classic(
            Seat.RED,
            """
        10  .   .   .   .   .   .   .   .  bB  bF
         9  .   .   .   .   .   .   .   .  bB  b5
         8  .   .   .   .   .   .   .   .   .  bB
         7  .   .   .   .   .   .   .   .   .   .
         6  .   .   ~   ~   .   .   ~   ~   .   .
         5  .   .   ~   ~   .   .   ~   ~   .   .
         4  .   .   .   .   .   .   .   .   .   .
         3 rB   .   .   .   .   .   .   .   .   .
         2 r4  rB   .   .   .   .   .   .   .   .
         1 rF  rB   .   .   .   .   .   .   .   .
        """);
    assertThat(s.outcome()).contains(ClassicOutcome.draw(ClassicTermination.BOTH_NO_LEGAL_MOVE));
  }

  @Test
  @ChecksRule("C-7.4")
  @DisplayName("C-7.4 option: the player who just moved and has no legal move loses at once")
  void c7_4_gravonEndings() {
    Ruleset gravon = Ruleset.classic().toBuilder().gravonEndings(true).build();
    ClassicState with =
        play(game(gravon, Seat.RED, DEAD_END), "a2-a3", "j10-j9", "a3-a2", "j9-j10", "a2-a3");
    assertThat(with.outcome())
        .contains(ClassicOutcome.win(Seat.BLUE, ClassicTermination.NO_LEGAL_MOVE));

    ClassicState without =
        play(classic(Seat.RED, DEAD_END), "a2-a3", "j10-j9", "a3-a2", "j9-j10", "a2-a3");
    assertThat(without.outcome()).isEmpty();
    assertThat(without.toMove()).contains(Seat.BLUE);
    assertThat(play(without, "j10-j9").outcome())
        .contains(ClassicOutcome.win(Seat.BLUE, ClassicTermination.NO_LEGAL_MOVE));
    assertThat(Ruleset.classic().gravonEndings()).isFalse();
  }

  @Test
  @ChecksRule({"C-7.5", "C-R9"})
  @DisplayName("C-7.5 a player may resign at any time, even during setup or on the opponent's turn")
  void c7_5_resign() {
    ClassicState setup = ClassicState.newGame(Ruleset.classic());
    assertThat(setup.apply(new ClassicResignation(Seat.BLUE)).state().outcome())
        .contains(ClassicOutcome.win(Seat.RED, ClassicTermination.RESIGNATION));
    ClassicState s = classic(Seat.RED, BLOCKED_RED.replace("2 r4  rB", "2 r4   ."));
    var step = s.apply(new ClassicResignation(Seat.BLUE));
    assertThat(step.state().outcome())
        .contains(ClassicOutcome.win(Seat.RED, ClassicTermination.RESIGNATION));
    assertThat(step.events())
        .containsExactly(
            new ClassicEvent.Resigned(Seat.BLUE),
            new ClassicEvent.GameEnded(
                ClassicOutcome.win(Seat.RED, ClassicTermination.RESIGNATION)));
  }

  @Test
  @ChecksRule({"C-7.5", "C-R9"})
  @DisplayName("C-7.5 the players may agree to a draw; a move declines the offer")
  void c7_5_drawByAgreement() {
    ClassicState s = classic(Seat.RED, BLOCKED_RED.replace("2 r4  rB", "2 r4   ."));
    assertThat(s.check(new ClassicDrawAcceptance(Seat.BLUE))).contains(ClassicReason.NO_DRAW_OFFER);
    ClassicState offered = s.apply(new ClassicDrawOffer(Seat.RED)).state();
    assertThat(offered.drawOffer()).contains(Seat.RED);
    assertThat(offered.check(new ClassicDrawAcceptance(Seat.RED)))
        .contains(ClassicReason.NO_DRAW_OFFER);
    assertThat(offered.apply(new ClassicDrawAcceptance(Seat.BLUE)).state().outcome())
        .contains(ClassicOutcome.draw(ClassicTermination.AGREEMENT));
    ClassicState declined = play(play(offered, "a2-b2"), "j10-j9");
    assertThat(declined.drawOffer()).isEmpty();
    assertThat(play(offered, "a2-b2").drawOffer())
        .contains(Seat.RED); // the offerer's own move keeps it
    // Offering while the opponent's offer stands is agreement.
    assertThat(offered.apply(new ClassicDrawOffer(Seat.BLUE)).state().outcome())
        .contains(ClassicOutcome.draw(ClassicTermination.AGREEMENT));
  }

  @Test
  @ChecksRule({"C-7.5", "C-R9"})
  @DisplayName(
      "C-7.5 listed for either player, whose turn it is or not: accept, offer, resign, after its decisions")
  void c7_5_listedDrawAndResignation() {
    ClassicState s = classic(Seat.RED, BLOCKED_RED.replace("2 r4  rB", "2 r4   ."));
    List<ClassicAction> red = s.legalActions(Seat.RED);
    assertThat(red.subList(0, red.size() - 2)).isEqualTo(s.legalMoves());
    assertThat(red.subList(red.size() - 2, red.size()))
        .containsExactly(new ClassicDrawOffer(Seat.RED), new ClassicResignation(Seat.RED));
    assertThat(s.legalActions(Seat.BLUE))
        .containsExactly(new ClassicDrawOffer(Seat.BLUE), new ClassicResignation(Seat.BLUE));
    assertThat(s.legalActions()).isEqualTo(red); // only RED decides
    ClassicState offered = s.apply(Seat.BLUE, new ClassicDrawOffer(Seat.BLUE)).state();
    // The offerer may not offer again; the other may accept, or offer, which agrees too.
    assertThat(offered.legalActions(Seat.BLUE)).containsExactly(new ClassicResignation(Seat.BLUE));
    assertThat(offered.check(Seat.BLUE, new ClassicDrawOffer(Seat.BLUE)))
        .contains(ClassicReason.DRAW_ALREADY_OFFERED);
    List<ClassicAction> answer = offered.legalActions(Seat.RED);
    assertThat(answer.subList(answer.size() - 3, answer.size()))
        .containsExactly(
            new ClassicDrawAcceptance(Seat.RED),
            new ClassicDrawOffer(Seat.RED),
            new ClassicResignation(Seat.RED));
    assertThat(offered.apply(Seat.RED, offered.drawAcceptance(Seat.RED)).state().outcome())
        .contains(ClassicOutcome.draw(ClassicTermination.AGREEMENT));
    // RED's move declines BLUE's offer: BLUE may offer again.
    ClassicState declined = play(offered, "a2-b2");
    assertThat(declined.legalActions(Seat.BLUE)).contains(new ClassicDrawOffer(Seat.BLUE));
    // The contract's factories give the same actions, and resignation is listed during the setup
    // too.
    assertThat(s.resignation(Seat.BLUE)).isEqualTo(new ClassicResignation(Seat.BLUE));
    assertThat(s.drawOffer(Seat.RED)).isEqualTo(new ClassicDrawOffer(Seat.RED));
    ClassicState setup = ClassicState.newGame(Ruleset.classic());
    assertThat(setup.legalActions(Seat.BLUE))
        .endsWith(new ClassicResignation(Seat.BLUE))
        .doesNotContain(new ClassicDrawOffer(Seat.BLUE));
    assertThat(setup.check(Seat.BLUE, new ClassicDrawOffer(Seat.BLUE)))
        .contains(ClassicReason.WRONG_PHASE);
    ClassicState over = offered.apply(Seat.RED, new ClassicDrawAcceptance(Seat.RED)).state();
    assertThat(over.legalActions(Seat.RED)).isEmpty();
    assertThat(over.legalActions()).isEmpty();
  }

  @Test
  @ChecksRule("C-7.6")
  @DisplayName("C-7.6 optional ply limit and limit of plies without an attack, each a draw")
  void c7_6_limits() {
    String board = BLOCKED_RED.replace("2 r4  rB", "2 r4   .");
    ClassicState s =
        play(
            game(Ruleset.classic().toBuilder().plyLimit(4).build(), Seat.RED, board),
            "a2-b2",
            "j10-j9",
            "b2-c2",
            "j9-j8");
    assertThat(s.outcome()).contains(ClassicOutcome.draw(ClassicTermination.PLY_LIMIT));
    ClassicState t =
        play(
            game(Ruleset.classic().toBuilder().noAttackLimit(3).build(), Seat.RED, board),
            "a2-b2",
            "j10-j9",
            "b2-c2");
    assertThat(t.outcome()).contains(ClassicOutcome.draw(ClassicTermination.NO_ATTACK_LIMIT));
    assertThat(Ruleset.classic().plyLimit()).isZero();
    assertThat(Ruleset.classic().noAttackLimit()).isZero();
  }
}
