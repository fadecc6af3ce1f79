package io.github.strategorules.lostisland.rules;

import static io.github.strategorules.lostisland.rules.Fixture.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOutcome;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LI-11.3 and LI-11.4 [interp], readings of this library where the rules are silent, as the
 * game-neutral contract reads them for every game: any seat may resign at any time while the game
 * goes on, which ends it with every other seat winning; during play any seat may offer a draw, and
 * the game is drawn once every seat has offered or accepted; a decision of the game by a seat that
 * has not agreed declines a standing offer.
 */
class LI11ResignationAndDrawTest {
  static final Seat Y = Seat.YELLOW;

  private static IslandAction resign(Seat s) {
    return new IslandAction.Resignation(s);
  }

  private static IslandAction offer(Seat s) {
    return new IslandAction.DrawOffer(s);
  }

  private static IslandAction accept(Seat s) {
    return new IslandAction.DrawAcceptance(s);
  }

  /** RED to act in step 1 of turn 1 of a game of {@code n} seats, one explorer each. */
  private static IslandState inPlay(int n) {
    String[] rows = {
      ".  .  .  .  .  .",
      ".  .  .  G4 .  .",
      ".  .  .  .  .  .",
      ".  .  R5 B2 .  .",
      ".  .  Y3 .  .  .",
      ".  .  .  .  .  ."
    };
    StringBuilder board = new StringBuilder();
    for (String row : rows) {
      board.append(n < 3 ? row.replace("G4", ". ") : row).append('\n');
    }
    String text = n < 4 ? board.toString().replace("Y3", ". ") : board.toString();
    return Scenario.players(n).board(text).build();
  }

  @Test
  @ChecksRule("LI-11.3")
  void
      li_11_3_in_a_two_seat_game_the_other_seat_wins_even_when_the_resigning_seat_does_not_decide() {
    IslandState s = inPlay(2);
    assertThat(s.decision().orElseThrow().seat()).isEqualTo(R);
    IslandStep step = s.apply(B, resign(B));
    IslandOutcome o = step.state().outcome().orElseThrow();
    assertThat(o.winners()).containsExactly(R);
    assertThat(o.winner()).contains(R);
    assertThat(o.termination()).isEqualTo(IslandTermination.RESIGNATION);
    assertThat(o.termination().ruleId()).isEqualTo("LI-11.3");
    assertThat(o).hasToString("RED wins (RESIGNATION, LI-11.3)");
    assertThat(step.events())
        .containsExactly(new IslandEvent.Resigned(B), new IslandEvent.GameEnded(o));
    assertThat(step.state().phase()).isEqualTo(Phase.OVER);
    assertThat(step.state().toDecide()).isEmpty();
    for (Seat seat : List.of(R, B)) {
      assertThat(step.state().legalActions(seat)).isEmpty();
      assertThat(step.eventsFor(seat)).isEqualTo(step.events()); // public
    }
    assertThat(step.state().check(resign(R))).contains(IslandReason.GAME_OVER);
  }

  @Test
  @ChecksRule("LI-11.3")
  void li_11_3_in_a_three_seat_game_both_other_seats_win() {
    IslandState s = inPlay(3);
    IslandOutcome o = after(s, resign(R)).outcome().orElseThrow();
    assertThat(o.winners()).containsExactly(B, G);
    assertThat(o.winner()).as("no single winner").isEmpty();
    assertThat(o.isDraw()).isFalse();
    assertThat(o.won(G)).isTrue();
    assertThat(o).hasToString("BLUE and GREEN win (RESIGNATION, LI-11.3)");
  }

  @Test
  @ChecksRule("LI-11.3")
  void li_11_3_in_a_four_seat_game_the_three_other_seats_win() {
    IslandOutcome o = after(inPlay(4), resign(G)).outcome().orElseThrow();
    assertThat(o.winners()).containsExactly(R, B, Y);
    assertThat(o).hasToString("RED, BLUE and YELLOW win (RESIGNATION, LI-11.3)");
  }

  @Test
  @ChecksRule("LI-11.3")
  void li_11_3_a_seat_may_resign_during_setup_and_inside_a_sub_decision() {
    IslandState setup = IslandState.newGame(IslandConfig.of(3));
    assertThat(setup.phase()).isEqualTo(Phase.SETUP);
    assertThat(setup.legalActions(G)).containsExactly(resign(G));
    assertThat(after(setup, resign(G)).outcome().orElseThrow().winners()).containsExactly(R, B);
    IslandState expert =
        Scenario.players(2)
            .tile(
                "c3",
                io.github.strategorules.lostisland.Tile.bomb(
                    4, io.github.strategorules.lostisland.BombPattern.PLUS))
            .coins(B, 2)
            .board(
                """
        .  .  .  .  .  .
        .  .  .  .  .  .
        .  .  B3 .  .  .
        .  R5 .  .  .  .
        .  .  .  .  .  .
        .  .  .  .  .  .
        """)
            .build();
    IslandState asked = after(expert, flip(R, "c3"));
    for (int i = 0; i < 4 && asked.decision().orElseThrow().seat() == R; i++) {
      asked =
          after(
              asked,
              asked.legalDecisions().get(0)); // RED's bomb line: BLUE (2 coins) is asked next
    }
    decides(asked, B, io.github.strategorules.lostisland.DecisionKind.BOMB_EXPERT);
    assertThat(after(asked, resign(R)).outcome().orElseThrow().winners()).containsExactly(B);
  }

  @Test
  @ChecksRule("LI-11.4")
  void li_11_4_three_seats_draw_once_every_seat_has_offered_or_accepted() {
    IslandState s = inPlay(3);
    IslandStep offered = s.apply(B, offer(B)); // BLUE offers while RED decides
    assertThat(offered.events()).containsExactly(new IslandEvent.DrawOffered(B));
    IslandState t = offered.state();
    assertThat(t.drawAgreed()).containsExactly(B);
    assertThat(t.viewFor(G).drawAgreed()).containsExactly(B);
    assertThat(t.decision()).isEqualTo(s.decision()); // nothing else changed
    IslandState u = after(t, accept(G));
    assertThat(u.outcome()).isEmpty();
    assertThat(u.drawAgreed()).containsExactly(B, G);
    IslandStep last = u.apply(R, accept(R));
    IslandOutcome o = last.state().outcome().orElseThrow();
    assertThat(o.isDraw()).isTrue();
    assertThat(o.winners()).isEmpty();
    assertThat(o.termination()).isEqualTo(IslandTermination.AGREEMENT);
    assertThat(o.termination().ruleId()).isEqualTo("LI-11.4");
    assertThat(last.events())
        .containsExactly(new IslandEvent.DrawAccepted(R), new IslandEvent.GameEnded(o));
    assertThat(last.publicEvents()).isEqualTo(last.events());
  }

  @Test
  @ChecksRule("LI-11.4")
  void li_11_4_offering_while_an_offer_stands_agrees_to_it() {
    IslandState t = after(inPlay(2), offer(R), offer(B));
    assertThat(t.outcome())
        .hasValueSatisfying(
            o -> assertThat(o.termination()).isEqualTo(IslandTermination.AGREEMENT));
  }

  @Test
  @ChecksRule("LI-11.4")
  void li_11_4_a_decision_by_a_seat_that_has_not_agreed_declines_the_offer() {
    IslandState s = inPlay(3);
    IslandState t = after(s, offer(B), accept(G));
    IslandStep moved = t.apply(R, move(R, "c3", "c4")); // RED decides instead of agreeing
    assertThat(moved.events().get(0)).isEqualTo(new IslandEvent.DrawDeclined(R));
    assertThat(moved.events().get(1)).isInstanceOf(IslandEvent.Moved.class);
    assertThat(moved.state().drawAgreed()).isEmpty();
    assertThat(moved.state().viewFor(B).drawAgreed()).isEmpty();
    assertThat(moved.state().check(accept(B))).contains(IslandReason.NO_DRAW_OFFER);
    assertThat(moved.state().legalActions(B))
        .containsExactly(offer(B), resign(B)); // may offer again
  }

  @Test
  @ChecksRule("LI-11.4")
  void li_11_4_the_offering_seat_keeps_playing_and_its_offer_stands() {
    IslandState t = after(inPlay(2), offer(R), move(R, "c3", "c4"));
    assertThat(t.drawAgreed()).containsExactly(R);
    assertThat(t.legalActions(B)).containsExactly(accept(B), offer(B), resign(B));
  }

  @Test
  @ChecksRule("LI-11.4")
  void li_11_4_no_draw_during_setup_none_to_accept_without_an_offer_and_no_second_agreement() {
    IslandState setup = IslandState.newGame(IslandConfig.of(2));
    assertThat(setup.check(offer(R))).contains(IslandReason.NO_DRAW_IN_SETUP);
    assertThat(setup.check(accept(B))).contains(IslandReason.NO_DRAW_OFFER);
    IslandState t = after(inPlay(2), offer(B));
    assertThat(t.check(offer(B))).contains(IslandReason.ALREADY_AGREED);
    assertThat(t.check(accept(B))).contains(IslandReason.ALREADY_AGREED);
    assertThatThrownBy(() -> t.apply(offer(B)))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(IslandReason.ALREADY_AGREED));
  }

  @Test
  @ChecksRule({"LI-11.3", "LI-11.4"})
  void every_seat_lists_its_table_actions_after_the_deciding_seats_decisions() {
    IslandState s = inPlay(3);
    List<IslandAction> red = s.legalActions(R);
    assertThat(red.subList(0, s.legalDecisions().size())).isEqualTo(s.legalDecisions());
    assertThat(red.subList(s.legalDecisions().size(), red.size()))
        .containsExactly(offer(R), resign(R));
    assertThat(s.legalActions()).isEqualTo(red);
    assertThat(s.legalActions(B)).containsExactly(offer(B), resign(B));
    IslandState t = after(s, offer(G));
    assertThat(t.legalActions(R).subList(t.legalDecisions().size(), t.legalActions(R).size()))
        .containsExactly(accept(R), offer(R), resign(R));
    assertThat(t.legalActions(G)).containsExactly(resign(G));
    assertThat(t.check(B, move(B, "d3", "d4"))).contains(IslandReason.NOT_YOUR_DECISION);
    assertThat(t.check(R, resign(B))).contains(IslandReason.NOT_YOUR_ACTION);
    assertThat(t.check(resign(Y))).contains(IslandReason.NOT_A_SEAT);
    assertThatThrownBy(() -> t.legalActions(Y)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void the_texts_read_back() {
    for (String text : List.of("RED resign", "BLUE offer draw", "GREEN accept draw")) {
      IslandAction a = IslandAction.parse(text);
      assertThat(a.notation()).isEqualTo(text);
      assertThat(a).hasToString(text);
    }
    assertThat(IslandAction.parse("RED resign")).isEqualTo(resign(R));
    assertThat(IslandAction.parse("BLUE offer draw")).isEqualTo(offer(B));
    assertThat(IslandAction.parse("YELLOW accept draw")).isEqualTo(accept(Y));
  }

  @Test
  void an_action_of_another_game_is_refused_by_reason_never_by_a_class_cast() {
    IslandState s = inPlay(2);
    Action foreign =
        new Action() {
          @Override
          public Seat seat() {
            return R;
          }

          @Override
          public String notation() {
            return "RED move a4-a5";
          }
        };
    assertThat(s.check(R, foreign)).contains(IslandReason.FOREIGN_ACTION);
    assertThat(s.check(B, foreign))
        .as("another seat's name is refused first")
        .contains(IslandReason.NOT_YOUR_ACTION);
    assertThatThrownBy(() -> s.apply(R, foreign))
        .isInstanceOfSatisfying(
            IllegalActionException.class,
            e -> assertThat(e.reason()).isEqualTo(IslandReason.FOREIGN_ACTION));
  }

  @Test
  @ChecksRule({"LI-11.4", "LI-13.4"})
  void the_history_shows_table_actions_whole_to_every_seat() {
    IslandState t = after(inPlay(3), offer(B), move(R, "c3", "c4"), resign(G));
    for (Seat seat : List.of(R, B, G)) {
      assertThat(t.historyFor(seat))
          .extracting(p -> p.text())
          .containsExactly("BLUE offer draw", "RED move c3-c4", "GREEN resign");
      assertThat(t.historyFor(seat).get(2).action()).contains(resign(G));
    }
    assertThat(t.publicHistory())
        .extracting(p -> p.text())
        .containsExactly("BLUE offer draw", "RED move c3-c4", "GREEN resign");
    assertThat(t.viewFor(R).toString())
        .contains("game over: RED and BLUE win (RESIGNATION, LI-11.3)");
  }
}
