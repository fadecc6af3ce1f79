package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandReason;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.support.IslandConfigs;
import io.github.strategorules.lostisland.support.IslandGames;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Properties over generated games of 2, 3 and 4 players (every decision a choice among the legal
 * actions, a turn limit of 200 as a backstop), each with generated LI-12 toggles: the invariants of
 * LI-1.3, LI-9.2 and LI-11, immutability, and that legality is acceptance.
 */
class RandomGameProperties {
  /** Games of 2 to 4 players with random toggles, played to their end. */
  static final Arb<Played<IslandState>> GAMES = IslandGames.games(IslandConfigs.any());

  @Test
  @ChecksRule({"LI-1.3", "LI-9.2", "LI-11.1"})
  void invariants_hold_in_every_state_and_games_end_only_by_li_11() {
    Property.forAll(
        2000,
        GAMES,
        g -> {
          for (int i = 0; i < g.states().size(); i++) {
            IslandState s = g.states().get(i);
            IslandView v = s.refereeView();
            conservation(v);
            oneExplorerPerTile(v);
            if (s.phase() != Phase.SETUP) {
              sixExplorersEach(v);
            }
            endsOnlyByLi11(s, v);
            if (i < g.actions().size() && g.actions().get(i) instanceof IslandAction.RemoveTile r) {
              removalFromTheCurrentRing(v, r.square());
            }
          }
          if (!g.cut()) { // a game cut short by its length (as shrinking does) has not ended
            assertThat(g.last().outcome())
                .as("every game ends, at the latest at the turn limit")
                .isPresent();
          }
        });
  }

  /** LI-1.3: the configured coins and rings (24 and 24 by default), always accounted for. */
  static void conservation(IslandView v) {
    int onTiles = v.cells().stream().mapToInt(IslandView.CellView::coins).sum();
    int held = v.coinsHeld().stream().mapToInt(Integer::intValue).sum();
    assertThat(v.supplyCoins() + held + onTiles + v.lostCoins()).isEqualTo(v.totalCoins());
    long worn = v.explorers().stream().filter(IslandView.ExplorerView::ring).count();
    assertThat(v.supplyRings() + worn + v.ringsOut()).isEqualTo(v.totalRings());
    assertThat(v.supplyRings()).isNotNegative();
    assertThat(v.supplyCoins()).isNotNegative();
    assertThat(v.coinsHeld()).allMatch(c -> c >= 0);
  }

  static void oneExplorerPerTile(IslandView v) {
    Set<Square> seen = new HashSet<>();
    for (IslandView.ExplorerView e : v.explorers()) {
      e.square()
          .ifPresent(
              sq -> {
                assertThat(seen.add(sq)).as("one explorer per tile at %s", sq).isTrue();
                assertThat(v.cell(sq).kind()).isNotEqualTo(IslandView.CellKind.WATER);
                assertThat(v.cell(sq).explorer()).contains(e.tag());
                assertThat(v.cell(sq).kind()).isNotEqualTo(IslandView.CellKind.STONE_FACE_DOWN);
              });
    }
  }

  static void sixExplorersEach(IslandView v) {
    for (int s = 0; s < v.players(); s++) {
      int seat = s;
      List<IslandView.ExplorerView> mine =
          v.explorers().stream().filter(e -> e.tag().seat().index() == seat).toList();
      assertThat(mine).hasSize(6);
      assertThat(mine).allMatch(e -> e.square().isPresent() != (e.boatSlot() >= 0));
      assertThat(mine.stream().map(e -> e.value().getAsInt()).sorted().toList())
          .containsExactly(1, 2, 3, 4, 5, 6);
    }
  }

  /** LI-11.1 read from the view: one seat carries the flag and every island explorer is theirs. */
  static Optional<Seat> winnerByLi11(IslandView v) {
    Optional<IslandView.ExplorerView> carrier =
        v.explorers().stream().filter(IslandView.ExplorerView::carriesFlag).findFirst();
    if (carrier.isEmpty()) {
      return Optional.empty();
    }
    Seat s = carrier.get().tag().seat();
    boolean alone =
        v.explorers().stream()
            .filter(e -> e.square().isPresent())
            .allMatch(e -> e.tag().seat() == s);
    return alone ? Optional.of(s) : Optional.empty();
  }

  static void endsOnlyByLi11(IslandState s, IslandView v) {
    Optional<Seat> w = winnerByLi11(v);
    if (s.outcome().isEmpty()) {
      assertThat(w).as("a won position must be over").isEmpty();
      assertThat(s.legalActions()).isNotEmpty();
      return;
    }
    assertThat(s.legalActions()).isEmpty();
    if (s.outcome().get().termination() == IslandTermination.FLAG_AND_ISLAND) {
      assertThat(s.outcome().get().winner()).isEqualTo(w).isPresent();
    } else {
      assertThat(s.turn()).isEqualTo(IslandConfigs.TURN_LIMIT);
      assertThat(s.outcome().get().winner()).isEmpty();
    }
  }

  /** LI-9.2 recomputed naively from the view. */
  static void removalFromTheCurrentRing(IslandView v, Square removed) {
    Ring current = null;
    for (Ring r : Ring.values()) {
      if (r.cells().stream().anyMatch(c -> removable(v, c))) {
        current = r;
        break;
      }
    }
    assertThat(current).isNotNull();
    assertThat(Ring.of(removed)).isEqualTo(current);
    assertThat(removable(v, removed)).isTrue();
    Ring ring = current;
    boolean freeExists =
        ring.cells().stream().anyMatch(c -> removable(v, c) && v.cell(c).explorer().isEmpty());
    if (freeExists) {
      assertThat(v.cell(removed).explorer()).isEmpty();
    }
  }

  static boolean removable(IslandView v, Square c) {
    IslandView.CellView cell = v.cell(c);
    return cell.kind() != IslandView.CellKind.WATER
        && cell.kind() != IslandView.CellKind.STONE_FACE_DOWN
        && !cell.flag();
  }

  @Test
  void apply_never_mutates_the_state() {
    Property.forAll(
        200,
        GAMES,
        g -> {
          for (int i = 0; i < g.actions().size(); i++) {
            IslandState s = g.states().get(i);
            IslandView before = s.refereeView();
            List<IslandAction> legal = List.copyOf(s.legalActions());
            String text = s.toString();
            IslandStep again = s.apply((IslandAction) g.actions().get(i));
            assertThat(s.refereeView()).isEqualTo(before);
            assertThat(s.legalActions()).isEqualTo(legal);
            assertThat(s.toString()).isEqualTo(text);
            assertThat(again.events()).isEqualTo(g.steps().get(i).events()); // deterministic
            assertThat(again.state().refereeView()).isEqualTo(g.states().get(i + 1).refereeView());
          }
        });
  }

  @Test
  void an_action_is_accepted_exactly_when_it_is_legal() {
    Property.forAll(
        200,
        GAMES,
        Arb.seeds(),
        (g, probe) -> {
          SplittableRandom r = new SplittableRandom(probe);
          int players = g.start().config().players();
          for (IslandState s : g.states()) {
            Set<IslandAction> legal = new HashSet<>(s.legalActions());
            assertThat(legal).hasSameSizeAs(s.legalActions()); // no duplicates
            for (IslandAction a : s.legalActions()) {
              assertThat(s.check(a)).isEmpty();
            }
            for (int k = 0; k < 6; k++) {
              IslandAction a = RandomActions.any(r);
              Optional<IslandReason> why = s.check(a);
              assertThat(why.isEmpty()).as("%s", a).isEqualTo(legal.contains(a));
              if (why.isPresent()) {
                assertThatThrownBy(() -> s.apply(a))
                    .isInstanceOfSatisfying(
                        IllegalActionException.class,
                        e -> assertThat(e.reason()).isEqualTo(why.get()));
              }
            }
            if (s.decision().isPresent()) {
              Seat other = Seat.of((s.decision().get().seat().index() + 1) % players);
              if (!s.legalActions().isEmpty()) {
                assertThat(s.check(other, s.legalActions().get(0)))
                    .contains(IslandReason.NOT_YOUR_ACTION);
              }
            }
          }
        });
  }

  @Test
  void same_config_and_actions_give_the_same_game() {
    Property.forAll(
        50,
        GAMES,
        g -> {
          Played<IslandState> h =
              IslandGames.replay(
                  IslandState.newGame(IslandConfig.parse(g.start().config().spec())), g.actions());
          assertThat(h.last().refereeView()).isEqualTo(g.last().refereeView());
          assertThat(h.last().history()).isEqualTo(g.actions());
          Tag any = new Tag(Seat.RED, 'A');
          assertThat(h.last().refereeView().explorer(any))
              .isEqualTo(g.last().refereeView().explorer(any));
        });
  }
}
