package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Observation tensors and information-state strings depend only on what the seat observed: over
 * generated 2- to 4-player games with generated LI-12 toggles, swapping two hidden tiles nobody
 * saw, or two values of an opponent the seat never saw, leaves every seat's (resp. that seat's)
 * tensor and string unchanged (every third step and the last), the whole transcript (what a bot
 * receives) too, and at the last step the sampler draws the same worlds from the same source, while
 * the owner's own tensor does change. The turn counters agree with the legal actions and with the
 * referee's count.
 */
class ObservationProperties {

  private static void sameObservations(
      ResearchGames.Run g, ResearchGames.Run h, Seat seat, IslandObservations obs) {
    assertThat(h.states()).hasSameSizeAs(g.states());
    int last = g.states().size() - 1;
    for (int i = 0; i <= last; i += i + 3 > last && i < last ? last - i : 3) {
      Transcript a = g.transcript(i, seat);
      Transcript b = h.transcript(i, seat);
      assertThat(b).as("the whole transcript, step %d, %s", i, seat).isEqualTo(a);
      assertThat(obs.tensor(b)).as("step %d, %s", i, seat).isEqualTo(obs.tensor(a));
      assertThat(obs.infoState(b)).isEqualTo(obs.infoState(a));
      if (i == last) {
        // issue 15: the sampler reads nothing hidden either, so it draws the same worlds
        assertThat(IslandSampler.of(b).sample(new SplittableRandom(17)).record())
            .as("the sample, %s", seat)
            .isEqualTo(IslandSampler.of(a).sample(new SplittableRandom(17)).record());
      }
    }
  }

  @Test
  void swapping_two_unseen_tiles_changes_no_observation() {
    Property.forAll(
        25,
        ResearchGames.GAMES,
        game -> {
          IslandState start = game.start();
          int players = start.config().players();
          ResearchGames.Run g = ResearchGames.of(game);
          IslandView end = g.last().refereeView();
          IslandView pub = g.last().publicView();
          List<Square> unseen = new ArrayList<>();
          for (IslandView.CellView c : pub.cells()) {
            if (c.tile().isEmpty() && c.kind() != IslandView.CellKind.STONE_FACE_DOWN) {
              unseen.add(c.square()); // green face down, or sunk face down
            }
          }
          Optional<Square[]> pair = Optional.empty();
          for (Square a : unseen) {
            for (Square b : unseen) {
              if (pair.isEmpty() && !end.cell(a).tile().equals(end.cell(b).tile())) {
                pair = Optional.of(new Square[] {a, b});
              }
            }
          }
          Property.assume(pair.isPresent());
          Layout swapped = start.config().layout().swap(pair.get()[0], pair.get()[1]);
          IslandState other =
              IslandState.newGame(start.config().toBuilder().layout(swapped).build());
          ResearchGames.Run h = ResearchGames.replay(other, g.actions());
          IslandObservations obs = IslandObservations.of(start.config());
          for (int s = 0; s < players; s++) {
            sameObservations(g, h, Seat.of(s), obs);
          }
        });
  }

  @Test
  void swapping_two_values_a_seat_never_saw_changes_none_of_its_observations() {
    Property.forAll(
        25,
        ResearchGames.GAMES,
        Arb.between(0, 3),
        (game, pick) -> {
          IslandState start = game.start();
          int players = start.config().players();
          ResearchGames.Run g = ResearchGames.of(game);
          Seat owner = Seat.of(pick % players);
          Seat viewer = Seat.of((pick + 1) % players);
          Set<Tag> seen = new HashSet<>();
          for (IslandView v : List.of(g.last().viewFor(viewer))) {
            v.explorers()
                .forEach(
                    e -> {
                      if (e.value().isPresent()) {
                        seen.add(e.tag());
                      }
                    });
          }
          IslandView all = g.last().refereeView();
          List<Integer> unseen =
              all.explorers().stream()
                  .filter(e -> e.tag().seat() == owner && !seen.contains(e.tag()))
                  .map(e -> e.value().getAsInt())
                  .toList();
          Property.assume(unseen.size() >= 2);
          IslandObservations obs = IslandObservations.of(start.config());
          for (int i = 0; i < unseen.size(); i++) {
            for (int j = i + 1; j < unseen.size(); j++) {
              int va = unseen.get(i);
              int vb = unseen.get(j);
              ResearchGames.Run h;
              try {
                h =
                    ResearchGames.replay(
                        start, g.actions().stream().map(a -> swap(a, owner, va, vb)).toList());
              } catch (IllegalActionException diverged) {
                continue;
              }
              if (!fightResults(h).equals(fightResults(g))) {
                continue; // under SECRET_FIGHTS the swap changed a result the viewer saw
              }
              sameObservations(g, h, viewer, obs);
              int last = g.states().size() - 1;
              assertThat(obs.tensor(h.transcript(last, owner)))
                  .isNotEqualTo(obs.tensor(g.transcript(last, owner)));
              assertThat(obs.infoState(h.transcript(last, owner)))
                  .isNotEqualTo(obs.infoState(g.transcript(last, owner)));
              return;
            }
          }
          Property.assume(false);
        });
  }

  @Test
  void the_transcript_counters_agree_with_the_legal_actions() {
    Property.forAll(
        25,
        ResearchGames.GAMES,
        game -> {
          IslandState start = game.start();
          ResearchGames.Run g = ResearchGames.of(game);
          IslandObservations obs = IslandObservations.of(start.config());
          for (int i = 0; i < g.states().size(); i++) {
            IslandState s = g.states().get(i);
            if (s.decision().isEmpty()) {
              continue;
            }
            Seat seat = s.decision().get().seat();
            Transcript t = g.transcript(i, seat);
            assertThat(t.view()).isEqualTo(s.viewFor(seat));
            assertThat(t.size()).isEqualTo(i);
            float[] tensor = obs.tensor(t);
            assertThat(tensor).hasSize(obs.size());
            for (float f : tensor) {
              assertThat(Float.isFinite(f) && f >= 0).isTrue();
            }
            if (s.decision().get().kind() != DecisionKind.ACTION) {
              continue;
            }
            List<IslandAction> legal = s.legalDecisions();
            boolean anyAction =
                legal.stream()
                    .anyMatch(
                        a ->
                            a instanceof IslandAction.Move
                                || a instanceof IslandAction.Swim
                                || a instanceof IslandAction.Flip
                                || a instanceof IslandAction.Reinforce);
            TurnCounters c = TurnCounters.of(t);
            assertThat(c).isEqualTo(counted(g, i));
            assertThat(c.actionsUsed()).isBetween(0, 2);
            if (c.actionsUsed() == 2) {
              assertThat(anyAction).isFalse();
            }
            if (c.reinforced()) {
              assertThat(legal).noneMatch(a -> a instanceof IslandAction.Reinforce);
            }
            if (c.boughtReinforcement()) {
              assertThat(legal).noneMatch(a -> a instanceof IslandAction.BuyReinforcement);
            }
            boolean moves =
                legal.stream()
                    .anyMatch(
                        a -> a instanceof IslandAction.Move || a instanceof IslandAction.Flip);
            if (moves) {
              assertThat(c.actionsUsed()).isLessThan(2);
            }
          }
        });
  }

  /**
   * The counters at state {@code i} counted from the referee's states, action by action since the
   * turn started: a swim-attack counts two when the landing cell held an explorer before it.
   */
  private static TurnCounters counted(ResearchGames.Run g, int i) {
    int used = 0;
    boolean free = false;
    boolean bought = false;
    for (int k = 0; k < i; k++) {
      IslandState before = g.states().get(k);
      IslandAction a = g.actions().get(k);
      if (a instanceof IslandAction.Move || a instanceof IslandAction.Flip) {
        used++;
      } else if (a instanceof IslandAction.Swim s) {
        used += before.refereeView().cell(s.to()).explorer().isPresent() ? 2 : 1;
      } else if (a instanceof IslandAction.Reinforce && before.step() == 1) {
        used++;
        free = true;
      } else if (a instanceof IslandAction.Reinforce
          || a instanceof IslandAction.BuyReinforcement) {
        bought = true;
      }
      if (g.states().get(k + 1).turn() != before.turn()) {
        used = 0;
        free = false;
        bought = false;
      }
    }
    return new TurnCounters(used, free, bought);
  }

  private static List<Object> fightResults(ResearchGames.Run g) {
    List<Object> out = new ArrayList<>();
    IslandState s = g.states().get(0);
    for (IslandAction a : g.actions()) {
      var step = s.apply(a);
      for (IslandEvent e : step.events()) {
        if (e instanceof IslandEvent.Fight f) {
          out.add(f.result());
        }
      }
      s = step.state();
    }
    return out;
  }

  private static IslandAction swap(IslandAction a, Seat owner, int va, int vb) {
    if (a.seat() != owner) {
      return a;
    }
    if (a instanceof IslandAction.PlaceExplorer p) {
      return new IslandAction.PlaceExplorer(owner, p.square(), sw(p.value(), va, vb));
    }
    if (a instanceof IslandAction.PlaceExplorers p) {
      return new IslandAction.PlaceExplorers(
          owner, p.values().stream().map(v -> sw(v, va, vb)).toList());
    }
    if (a instanceof IslandAction.OrderBoat o) {
      return new IslandAction.OrderBoat(
          owner, o.values().stream().map(v -> sw(v, va, vb)).toList());
    }
    return a;
  }

  private static int sw(int v, int va, int vb) {
    return v == va ? vb : v == vb ? va : v;
  }
}
