package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.FightResult;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.support.IslandConfigs;
import io.github.strategorules.lostisland.support.IslandGames;
import io.github.strategorules.lostisland.support.IslandTwins;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * LI-13: swapping hidden facts a seat has not seen changes nothing that seat receives: not its
 * views, not their drawings, not its events, not its history of actions. A generated game
 * (generated LI-12 toggles) is played, then replayed with two tiles of the same kind exchanged that
 * nobody saw (still face down, or removed face down under REMOVED_FACE_DOWN), or with two values of
 * an opponent exchanged (in that opponent's own setup actions), and every seat that never saw them
 * is compared step by step. Under SECRET_FIGHTS a third seat's view must not change when the values
 * of a fighter in a fight it was not part of are swapped.
 */
class HiddenFactsProperties {
  /** Games of 3 or 4 players with SECRET_FIGHTS and other random toggles. */
  private static final Arb<Played<IslandState>> SECRET_FIGHT_GAMES =
      IslandGames.games(IslandConfigs.any().players(3, 4).with(IslandOption.SECRET_FIGHTS));

  private static void sameForViewer(
      Played<IslandState> g, Played<IslandState> h, Optional<Seat> viewer) {
    assertThat(h.states()).hasSameSizeAs(g.states());
    for (int i = 0; i < g.states().size(); i++) {
      IslandView a =
          viewer.map(g.states().get(i)::viewFor).orElseGet(g.states().get(i)::publicView);
      IslandView b =
          viewer.map(h.states().get(i)::viewFor).orElseGet(h.states().get(i)::publicView);
      assertThat(b).isEqualTo(a);
      assertThat(b.toString()).isEqualTo(a.toString());
      if (i < g.steps().size()) {
        var ea = viewer.map(g.steps().get(i)::eventsFor).orElseGet(g.steps().get(i)::publicEvents);
        var eb = viewer.map(h.steps().get(i)::eventsFor).orElseGet(h.steps().get(i)::publicEvents);
        assertThat(eb).isEqualTo(ea);
        assertThat(eb.toString()).isEqualTo(ea.toString());
      }
    }
    // the public history is append-only: the last state's covers every earlier one (LI-13)
    IslandState la = g.last();
    IslandState lb = h.last();
    var ha = viewer.map(la::historyFor).orElseGet(la::publicHistory);
    var hb = viewer.map(lb::historyFor).orElseGet(lb::publicHistory);
    assertThat(hb).hasSameSizeAs(g.actions()).isEqualTo(ha);
    assertThat(hb.toString()).isEqualTo(ha.toString());
  }

  @Test
  @ChecksRule("LI-13.5")
  void swapping_two_unrevealed_tiles_of_a_kind_changes_no_seats_view_or_events() {
    Property.forAll(
        150,
        RandomGameProperties.GAMES,
        Arb.booleans(),
        Arb.seeds(),
        (g, stones, probe) -> {
          IslandState start = g.start();
          int players = start.config().players();
          IslandView end = g.last().refereeView();
          List<Square> sunk = stones ? List.of() : IslandTwins.sunk(g.steps());
          Optional<Square[]> pair =
              IslandTwins.pair(
                  end,
                  stones
                      ? IslandView.CellKind.STONE_FACE_DOWN
                      : IslandView.CellKind.GREEN_FACE_DOWN,
                  sunk,
                  new SplittableRandom(probe));
          Property.assume(pair.isPresent());
          Layout swapped = start.config().layout().swap(pair.get()[0], pair.get()[1]);
          IslandState other =
              IslandState.newGame(start.config().toBuilder().layout(swapped).build());
          Played<IslandState> h = IslandGames.replay(other, g.actions());
          assertThat(h.last().refereeView())
              .isNotEqualTo(end); // the referee does see the difference
          for (int s = 0; s < players; s++) {
            sameForViewer(g, h, Optional.of(Seat.of(s)));
          }
          sameForViewer(g, h, Optional.empty());
        });
  }

  @Test
  @ChecksRule("LI-13.5")
  void swapping_two_values_a_seat_has_not_seen_changes_nothing_it_receives() {
    Property.forAll(
        150,
        RandomGameProperties.GAMES,
        Arb.between(0, 3),
        (g, pick) -> {
          IslandState start = g.start();
          int players = start.config().players();
          Seat owner = Seat.of(pick % players);
          Seat viewer = Seat.of((pick + 1) % players);
          java.util.Set<Tag> saw =
              IslandTwins.saw(g.steps(), viewer, start.config().has(IslandOption.SECRET_FIGHTS));
          IslandView all = g.last().refereeView();
          List<Integer> unseen =
              all.explorers().stream()
                  .filter(e -> e.tag().seat() == owner && !saw.contains(e.tag()))
                  .map(e -> e.value().getAsInt())
                  .toList();
          Property.assume(unseen.size() >= 2);
          List<FightResult> results = IslandTwins.fightResults(g.steps());
          // in the base game unseen values never fought; under SECRET_FIGHTS an unseen value may
          // have
          // fought out of the viewer's sight: take the first pair whose swap keeps every fight's
          // result
          for (int i = 0; i < unseen.size(); i++) {
            for (int j = i + 1; j < unseen.size(); j++) {
              int va = unseen.get(i);
              int vb = unseen.get(j);
              List<IslandAction> actions =
                  g.actions().stream()
                      .map(a -> IslandTwins.swapValues((IslandAction) a, owner, va, vb))
                      .toList();
              Played<IslandState> h;
              try {
                h = IslandGames.replay(start, actions);
              } catch (io.github.strategorules.core.error.IllegalActionException diverged) {
                continue;
              }
              if (!IslandTwins.fightResults(h.steps()).equals(results)) {
                continue;
              }
              assertThat(h.last().viewFor(owner))
                  .isNotEqualTo(g.last().viewFor(owner)); // the owner knows
              assertThat(h.last().historyFor(owner)).isNotEqualTo(g.last().historyFor(owner));
              sameForViewer(g, h, Optional.of(viewer));
              sameForViewer(g, h, Optional.empty());
              return;
            }
          }
          assertThat(start.config().has(IslandOption.SECRET_FIGHTS))
              .as("without SECRET_FIGHTS an unseen value never fought, so any swap keeps the game")
              .isTrue();
          Property.assume(false);
        });
  }

  @Test
  @ChecksRule("LI-13.5")
  void secret_fights_a_third_seat_learns_nothing_from_a_fight_it_was_not_part_of() {
    Property.forAll(
        100,
        SECRET_FIGHT_GAMES,
        g -> {
          IslandState start = g.start();
          int players = start.config().players();
          IslandView all = g.last().refereeView();
          List<FightResult> results = IslandTwins.fightResults(g.steps());
          for (var step : g.steps()) {
            for (var e : step.events()) {
              if (!(e instanceof IslandEvent.Fight f)) {
                continue;
              }
              for (int v = 0; v < players; v++) {
                Seat viewer = Seat.of(v);
                if (viewer == f.attacker().seat() || viewer == f.defender().seat()) {
                  continue;
                }
                java.util.Set<Tag> saw = IslandTwins.saw(g.steps(), viewer, true);
                for (Tag fighter : List.of(f.attacker(), f.defender())) {
                  Seat owner = fighter.seat();
                  if (saw.contains(fighter)) {
                    continue;
                  }
                  int va = all.explorer(fighter).orElseThrow().value().getAsInt();
                  for (var other : all.explorers()) {
                    if (other.tag().seat() != owner
                        || other.tag().equals(fighter)
                        || saw.contains(other.tag())) {
                      continue;
                    }
                    int vb = other.value().getAsInt();
                    List<IslandAction> actions =
                        g.actions().stream()
                            .map(a -> IslandTwins.swapValues((IslandAction) a, owner, va, vb))
                            .toList();
                    Played<IslandState> h;
                    try {
                      h = IslandGames.replay(start, actions);
                    } catch (io.github.strategorules.core.error.IllegalActionException diverged) {
                      continue;
                    }
                    if (!IslandTwins.fightResults(h.steps()).equals(results)) {
                      continue; // the swap changed a result the positions show: not a hidden fact
                      // any more
                    }
                    assertThat(h.last().viewFor(owner))
                        .isNotEqualTo(g.last().viewFor(owner)); // the owner knows
                    sameForViewer(g, h, Optional.of(viewer));
                    sameForViewer(g, h, Optional.empty());
                    return;
                  }
                }
              }
            }
          }
          Property.assume(false); // no secret fight with a third seat in this game
        });
  }
}
