package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.Square;
import io.github.strategorules.lostisland.Games;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * LI-13: swapping hidden facts a seat has not seen changes nothing that seat receives: not its
 * views, not their drawings, not its events. A random game is played, then replayed with two
 * still face-down tiles of the same kind exchanged, or with two values of an opponent exchanged
 * (in that opponent's own setup actions), and every seat that never saw them is compared step by
 * step.
 */
class HiddenFactsProperties {

  private static List<Square> faceDown(IslandView end, IslandView.CellKind kind) {
    List<Square> list = new ArrayList<>();
    for (Square s : Ring.OUTER.cells()) {
      list.add(s);
    }
    list.addAll(Ring.MIDDLE.cells());
    list.addAll(Ring.CENTRE.cells());
    return list.stream().filter(s -> end.cell(s).kind() == kind).toList();
  }

  /** Two cells of a kind, face down at the end, with different contents. */
  private static Optional<Square[]> pair(IslandView end, IslandView.CellKind kind, SplittableRandom r) {
    List<Square> down = new ArrayList<>(faceDown(end, kind));
    java.util.Collections.shuffle(down, new java.util.Random(r.nextLong()));
    for (Square a : down) {
      for (Square b : down) {
        if (!end.cell(a).tile().equals(end.cell(b).tile())) {
          return Optional.of(new Square[] {a, b});
        }
      }
    }
    return Optional.empty();
  }

  private static void sameForViewer(Games.Played g, Games.Played h, Optional<Seat> viewer) {
    assertThat(h.states()).hasSameSizeAs(g.states());
    for (int i = 0; i < g.states().size(); i++) {
      IslandView a = viewer.map(g.states().get(i)::viewFor).orElseGet(g.states().get(i)::publicView);
      IslandView b = viewer.map(h.states().get(i)::viewFor).orElseGet(h.states().get(i)::publicView);
      assertThat(b).isEqualTo(a);
      assertThat(b.toString()).isEqualTo(a.toString());
      if (i < g.steps().size()) {
        var ea = viewer.map(g.steps().get(i)::eventsFor).orElseGet(g.steps().get(i)::publicEvents);
        var eb = viewer.map(h.steps().get(i)::eventsFor).orElseGet(h.steps().get(i)::publicEvents);
        assertThat(eb).isEqualTo(ea);
        assertThat(eb.toString()).isEqualTo(ea.toString());
      }
    }
  }

  @Property(tries = 150)
  void swapping_two_unrevealed_tiles_of_a_kind_changes_no_seats_view_or_events(
      @ForAll @IntRange(min = 2, max = 4) int players, @ForAll long seed, @ForAll boolean stones) {
    IslandState start = RandomGameProperties.start(players, seed);
    Games.Played g = Games.play(start, new SplittableRandom(seed), 100_000);
    IslandView end = g.last().refereeView();
    Optional<Square[]> pair = pair(end,
        stones ? IslandView.CellKind.STONE_FACE_DOWN : IslandView.CellKind.GREEN_FACE_DOWN, new SplittableRandom(seed));
    Assume.that(pair.isPresent());
    Layout swapped = start.config().layout().swap(pair.get()[0], pair.get()[1]);
    IslandState other = IslandState.newGame(start.config().toBuilder().layout(swapped).build());
    Games.Played h = Games.replay(other, g.actions());
    assertThat(h.last().refereeView()).isNotEqualTo(end); // the referee does see the difference
    for (int s = 0; s < players; s++) {
      sameForViewer(g, h, Optional.of(Seat.of(s)));
    }
    sameForViewer(g, h, Optional.empty());
  }

  @Property(tries = 150)
  void swapping_two_values_a_seat_has_not_seen_changes_nothing_it_receives(
      @ForAll @IntRange(min = 2, max = 4) int players, @ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int pick) {
    IslandState start = RandomGameProperties.start(players, seed);
    Games.Played g = Games.play(start, new SplittableRandom(seed), 100_000);
    Seat owner = Seat.of(pick % players);
    Seat viewer = Seat.of((pick + 1) % players);
    // what the viewer saw, from the full events (not from its view, which is under test)
    java.util.Set<io.github.strategorules.lostisland.Tag> saw = new java.util.HashSet<>();
    for (var step : g.steps()) {
      for (var e : step.events()) {
        if (e instanceof io.github.strategorules.lostisland.IslandEvent.Fight f) {
          saw.add(f.attacker());
          saw.add(f.defender());
        } else if (e instanceof io.github.strategorules.lostisland.IslandEvent.BombHit b) {
          saw.add(b.tag());
        } else if (e instanceof io.github.strategorules.lostisland.IslandEvent.Spied sp && sp.seat() == viewer) {
          saw.add(sp.target());
        }
      }
    }
    IslandView all = g.last().refereeView();
    List<Integer> unseen = all.explorers().stream()
        .filter(e -> e.tag().seat() == owner && !saw.contains(e.tag()))
        .map(e -> e.value().getAsInt()).toList();
    Assume.that(unseen.size() >= 2);
    int va = unseen.get(0);
    int vb = unseen.get(1);
    List<IslandAction> actions = g.actions().stream().map(a -> swapValues(a, owner, va, vb)).toList();
    Games.Played h = Games.replay(start, actions);
    assertThat(h.last().viewFor(owner)).isNotEqualTo(g.last().viewFor(owner)); // the owner knows
    sameForViewer(g, h, Optional.of(viewer));
    sameForViewer(g, h, Optional.empty());
  }

  private static IslandAction swapValues(IslandAction a, Seat owner, int va, int vb) {
    if (a.seat() != owner) {
      return a;
    }
    if (a instanceof IslandAction.PlaceExplorers p) {
      return new IslandAction.PlaceExplorers(owner, swap(p.values(), va, vb));
    }
    if (a instanceof IslandAction.OrderBoat o) {
      return new IslandAction.OrderBoat(owner, swap(o.values(), va, vb));
    }
    return a;
  }

  private static List<Integer> swap(List<Integer> values, int va, int vb) {
    return values.stream().map(v -> v == va ? vb : v == vb ? va : v).toList();
  }
}
