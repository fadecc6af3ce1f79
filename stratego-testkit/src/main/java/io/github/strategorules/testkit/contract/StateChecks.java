package io.github.strategorules.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.DrawAcceptance;
import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Reason;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * What the contract requires of one state, or of two states that must look the same, as {@link
 * ContractKit}'s properties assert it at the states they sample. The kit generates the games, picks
 * the states and names the property that failed; these say what must hold there.
 */
final class StateChecks {
  private StateChecks() {}

  /**
   * A state's listing: over exactly with an outcome, somebody deciding while it goes on; per seat,
   * distinct actions in its name, its decisions exactly while it decides and then its table
   * actions, the resignation last, each accepted by {@code check} and read back from its notation
   * (up to 12 of them); {@code legalActions()} the deciding seats' lists; seats that do not play
   * refused.
   *
   * @param game the game
   * @param s the state
   * @param r picks the notations read back of a long list
   */
  static void listingIsConsistent(Game game, GameState s, SplittableRandom r) {
    boolean over = s.outcome().isPresent();
    assertThat(s.phase() == Phase.OVER).as("over exactly with an outcome").isEqualTo(over);
    if (over) {
      assertThat(s.toDecide()).as("nobody decides once the game is over").isEmpty();
    } else {
      assertThat(s.toDecide()).as("somebody decides while the game goes on").isNotEmpty();
    }
    List<Action> deciding = new ArrayList<>();
    for (Seat seat : game.seats()) {
      List<? extends Action> legal = s.legalActions(seat);
      assertThat(new HashSet<>(legal)).as("no action listed twice").hasSameSizeAs(legal);
      if (over) {
        assertThat(legal).as("nothing is legal once the game is over").isEmpty();
        continue;
      }
      boolean decides = s.toDecide().contains(seat);
      if (decides) {
        deciding.addAll(legal);
      }
      int tableFrom = 0;
      while (tableFrom < legal.size() && !ChoiceGames.isTableAction(legal.get(tableFrom))) {
        tableFrom++;
      }
      assertThat(tableFrom > 0)
          .as("%s has decisions exactly while it is to decide", seat)
          .isEqualTo(decides);
      assertThat(legal.subList(tableFrom, legal.size()))
          .as("decisions, then draw actions and the resignation")
          .allMatch(ChoiceGames::isTableAction);
      assertThat(legal.get(legal.size() - 1))
          .as("the resignation last")
          .isEqualTo(s.resignation(seat));
      for (Action a : legal) {
        assertThat(a.seat()).as("%s listed for %s", a.notation(), seat).isEqualTo(seat);
        assertThat(s.check(seat, a)).as("%s is listed, so accepted", a.notation()).isEmpty();
      }
      for (int i = 0; i < Math.min(legal.size(), 12); i++) {
        Action a = legal.size() <= 12 ? legal.get(i) : legal.get(r.nextInt(legal.size()));
        assertThat(game.parseAction(a.notation())).as("%s reads back", a.notation()).isEqualTo(a);
      }
    }
    assertThat(s.legalActions())
        .as("legalActions() is the deciding seats' lists")
        .isEqualTo(deciding);
    for (int i = game.seats().size(); i < Seat.values().length; i++) {
      Seat absent = Seat.of(i);
      assertThatThrownBy(() -> s.legalActions(absent))
          .as("%s does not play", absent)
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> s.viewFor(absent)).isInstanceOf(IllegalArgumentException.class);
      assertThat(s.check(absent, s.resignation(game.seats().get(0)))).isPresent();
    }
  }

  /**
   * Every candidate, sent by every seat, is accepted exactly when it is listed for the sender, and
   * {@code apply} refuses the others with the reason {@code check} gives.
   *
   * @param s the state
   * @param candidates actions of this state, of others and of no game
   */
  static void acceptedExactlyWhenListed(GameState s, List<Action> candidates) {
    for (Seat sender : s.game().seats()) {
      List<? extends Action> legal = s.legalActions(sender);
      for (Action a : candidates) {
        Optional<? extends Reason> why = s.check(sender, a);
        boolean listed = a.seat() == sender && legal.contains(a);
        assertThat(why.isEmpty())
            .as("%s sent by %s: accepted exactly when listed", a.notation(), sender)
            .isEqualTo(listed);
        if (why.isPresent()) {
          Throwable t = catchThrowable(() -> s.apply(sender, a));
          assertThat(t)
              .as("%s sent by %s is refused by apply", a.notation(), sender)
              .isInstanceOf(IllegalActionException.class);
          assertThat(((IllegalActionException) t).reason())
              .as("apply's reason is check's")
              .isEqualTo(why.get());
        }
      }
    }
  }

  /**
   * What a state shows, which applying actions to it must leave unchanged.
   *
   * @param record its record
   * @param text its text
   * @param views every seat's view, then the public view
   * @param drawings the views' text
   * @param legal its legal actions
   * @param toDecide the seats to decide
   */
  record Snapshot(
      String record,
      String text,
      List<Object> views,
      List<String> drawings,
      List<? extends Action> legal,
      List<Seat> toDecide) {
    /**
     * What a state shows now.
     *
     * @param s the state
     * @return its snapshot
     */
    static Snapshot of(GameState s) {
      List<Object> views = new ArrayList<>();
      List<String> drawings = new ArrayList<>();
      for (Seat seat : s.game().seats()) {
        views.add(s.viewFor(seat));
        drawings.add(s.viewFor(seat).toString());
      }
      views.add(s.publicView());
      drawings.add(s.publicView().toString());
      return new Snapshot(
          s.record(), s.toString(), views, drawings, List.copyOf(s.legalActions()), s.toDecide());
    }
  }

  /**
   * Two states show every seat and spectator the same: views (and their text), listings, who
   * decides, the outcome.
   *
   * @param game the game
   * @param a one state
   * @param b the other
   */
  static void sameForEverySeat(Game game, GameState a, GameState b) {
    for (Seat seat : game.seats()) {
      assertThat(a.viewFor(seat)).as("%s's view", seat).isEqualTo(b.viewFor(seat));
      assertThat(a.viewFor(seat).toString()).isEqualTo(b.viewFor(seat).toString());
      assertThat(a.legalActions(seat)).isEqualTo(b.legalActions(seat));
    }
    assertThat(a.publicView()).isEqualTo(b.publicView());
    assertThat(a.toDecide()).isEqualTo(b.toDecide());
    assertThat(a.outcome()).isEqualTo(b.outcome());
  }

  /**
   * A state that is over is final: nobody decides, the winners are seats of the game in seat order
   * (every other seat after a resignation, none after an agreement), every view shows the outcome,
   * and no action of any seat is accepted or applied.
   *
   * @param game the game
   * @param s the state, over
   * @param end the action that ended the game
   * @param tried actions played in the game, tried again after the end
   * @param r picks among them
   */
  static void isFinal(Game game, GameState s, Action end, List<Action> tried, SplittableRandom r) {
    Outcome o = s.outcome().orElseThrow();
    assertThat(s.phase()).isEqualTo(Phase.OVER);
    assertThat(s.toDecide()).isEmpty();
    assertThat(game.seats()).containsAll(o.winners());
    assertThat(o.winners()).isSortedAccordingTo((a, b) -> Integer.compare(a.index(), b.index()));
    assertThat(o.termination().ruleId()).as("the rule that ended the game").isNotBlank();
    if (end instanceof Resignation) {
      List<Seat> others = new ArrayList<>(game.seats());
      others.remove(end.seat());
      assertThat(o.winners()).as("a resignation: every other seat wins").isEqualTo(others);
    } else if (end instanceof DrawOffer || end instanceof DrawAcceptance) {
      assertThat(o.isDraw()).as("an agreement is a draw").isTrue();
    }
    for (Seat seat : game.seats()) {
      assertThat(s.legalActions(seat)).isEmpty();
      assertThat(s.viewFor(seat).outcome().orElse(null))
          .as("%s's view shows the outcome", seat)
          .isEqualTo(o);
      List<Action> candidates =
          new ArrayList<>(List.of(s.resignation(seat), s.drawOffer(seat), s.drawAcceptance(seat)));
      for (int i = 0; i < 6 && !tried.isEmpty(); i++) {
        candidates.add(tried.get(r.nextInt(tried.size())));
      }
      for (Action a : candidates) {
        assertThat(s.check(seat, a)).as("%s after the end", a.notation()).isPresent();
        assertThatThrownBy(() -> s.apply(seat, a)).isInstanceOf(IllegalActionException.class);
      }
    }
    assertThat(s.publicView().outcome().orElse(null)).isEqualTo(o);
    assertThat(s.outcome().orElse(null)).isEqualTo(o); // asked again: the same
  }

  /**
   * A viewer sees the same at every step of a game and of its twin that differs only in facts
   * hidden from it: its views (and their text), its legal actions, who decides, the outcome, the
   * public view and the events for it and for everyone.
   *
   * @param viewer the seat
   * @param g the game played
   * @param h its twin, of as many states
   */
  static void sameForViewer(Seat viewer, Played<GameState> g, Played<GameState> h) {
    for (int i = 0; i < g.states().size(); i++) {
      GameState a = g.states().get(i);
      GameState b = h.states().get(i);
      assertThat(b.viewFor(viewer))
          .as("%s's view after %d actions", viewer, i)
          .isEqualTo(a.viewFor(viewer));
      assertThat(b.viewFor(viewer).toString()).isEqualTo(a.viewFor(viewer).toString());
      assertThat(b.legalActions(viewer))
          .as("%s's legal actions after %d actions", viewer, i)
          .isEqualTo(a.legalActions(viewer));
      assertThat(b.toDecide()).isEqualTo(a.toDecide());
      assertThat(b.outcome()).isEqualTo(a.outcome());
      assertThat(b.publicView())
          .as("the public view after %d actions", i)
          .isEqualTo(a.publicView());
      assertThat(b.publicView().toString()).isEqualTo(a.publicView().toString());
      if (i < g.steps().size()) {
        assertThat(h.steps().get(i).eventsFor(viewer))
            .as("%s's events of action %d", viewer, i + 1)
            .isEqualTo(g.steps().get(i).eventsFor(viewer));
        assertThat(h.steps().get(i).eventsFor(viewer).toString())
            .isEqualTo(g.steps().get(i).eventsFor(viewer).toString());
        assertThat(h.steps().get(i).publicEvents()).isEqualTo(g.steps().get(i).publicEvents());
      }
    }
  }

  /**
   * What a referee gives a viewer, and the spectators, is the same at every step of a game and of
   * its twin that differs only in facts hidden from the viewer, each refereed with its own actions
   * (issue 50): every step's {@link Update}, the action as the recipient may see it included (the
   * twin's other seats' secret setup choices differ), and its text. A twin of fewer actions is
   * compared over its length.
   *
   * @param viewer the seat
   * @param g the game played
   * @param h its twin
   */
  static void sameUpdatesForViewer(Seat viewer, Played<GameState> g, Played<GameState> h) {
    int n = Math.min(g.actions().size(), h.actions().size());
    for (Optional<Seat> who : List.of(Optional.of(viewer), Optional.<Seat>empty())) {
      List<Update> a = updates(g, who, n);
      List<Update> b = updates(h, who, n);
      String whom = who.map(Seat::name).orElse("a spectator");
      for (int i = 0; i < a.size(); i++) {
        assertThat(b.get(i)).as("%s's update %d", whom, i).isEqualTo(a.get(i));
        assertThat(b.get(i).toString()).isEqualTo(a.get(i).toString());
        assertThat(b.get(i).action()).isEqualTo(a.get(i).action());
      }
    }
  }

  /** A recipient's arrival at the start and its update of each of the first n actions. */
  private static List<Update> updates(Played<GameState> p, Optional<Seat> who, int n) {
    Referee referee = Referee.builder(p.start()).keepSteps().build();
    List<Update> all = new ArrayList<>(List.of(referee.arrivalFor(who)));
    for (Action action : p.actions().subList(0, n)) {
      assertThat(referee.submit(action.seat(), action)).isInstanceOf(Verdict.Applied.class);
    }
    all.addAll(referee.updatesSince(who, 0));
    return all;
  }
}
