package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.IllegalActionException;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Square;
import io.github.strategorules.lostisland.Games;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.LostIslandReason;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.Tag;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties over random games of 2, 3 and 4 players (uniformly random legal actions, a turn limit
 * of 200 as a backstop), each with random LI-12 toggles: the invariants of LI-1.3, LI-9.2 and
 * LI-11, immutability, and that legality is acceptance.
 */
class RandomGameProperties {
  static final int TURN_LIMIT = 200;

  /** A base game (no LI-12 toggle). */
  static IslandState baseStart(int players, long seed) {
    return IslandState.newGame(IslandConfig.builder().players(players).seed(seed)
        .first(Seat.of(Math.floorMod(seed, players))).turnLimit(TURN_LIMIT).build());
  }

  /**
   * A game with toggles drawn from the seed: each LI-12 toggle on with probability 1/2
   * (ALTERNATING only with CUSTOM_SETUP, which also draws four random stone cells), and with
   * probability 1/4 a small LI-1.3 supply.
   */
  static IslandState start(int players, long seed) {
    return IslandState.newGame(randomConfig(players, seed, IslandOption.values()));
  }

  /**
   * A config with toggles drawn from the seed among those given.
   *
   * @param players the players
   * @param seed the seed
   * @param among the toggles that may be drawn
   * @return the config
   */
  static IslandConfig randomConfig(int players, long seed, IslandOption... among) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x7F4A7C15L);
    IslandConfig.Builder b = IslandConfig.builder().players(players).seed(seed)
        .first(Seat.of(Math.floorMod(seed, players))).turnLimit(TURN_LIMIT);
    java.util.Set<IslandOption> on = java.util.EnumSet.noneOf(IslandOption.class);
    for (IslandOption o : among) {
      if (r.nextBoolean()) {
        on.add(o);
      }
    }
    if (!on.contains(IslandOption.CUSTOM_SETUP)) {
      on.remove(IslandOption.ALTERNATING);
    } else {
      java.util.Set<Square> stones = new java.util.HashSet<>();
      while (stones.size() < 4) {
        stones.add(Square.of(r.nextInt(6), r.nextInt(6)));
      }
      b.stones(List.copyOf(stones));
    }
    if (r.nextInt(4) == 0) { // a small LI-1.3 supply, so that gains and ring purchases hit its limits
      b.coins(players + r.nextInt(6)).rings(r.nextInt(4));
    }
    return b.options(on).build();
  }

  @Property(tries = 2000)
  void invariants_hold_in_every_state_and_games_end_only_by_li_11(@ForAll @IntRange(min = 2, max = 4) int players,
      @ForAll long seed) {
    Games.Played g = Games.play(start(players, seed), new SplittableRandom(seed), 100_000);
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
    assertThat(g.last().outcome()).as("every random game ends, at the latest at the turn limit").isPresent();
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
      e.square().ifPresent(sq -> {
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
      List<IslandView.ExplorerView> mine = v.explorers().stream().filter(e -> e.tag().seat().index() == seat).toList();
      assertThat(mine).hasSize(6);
      assertThat(mine).allMatch(e -> e.square().isPresent() != (e.boatSlot() >= 0));
      assertThat(mine.stream().map(e -> e.value().getAsInt()).sorted().toList()).containsExactly(1, 2, 3, 4, 5, 6);
    }
  }

  /** LI-11.1 read from the view: one seat carries the flag and every island explorer is theirs. */
  static Optional<Seat> winnerByLi11(IslandView v) {
    Optional<IslandView.ExplorerView> carrier = v.explorers().stream().filter(IslandView.ExplorerView::carriesFlag)
        .findFirst();
    if (carrier.isEmpty()) {
      return Optional.empty();
    }
    Seat s = carrier.get().tag().seat();
    boolean alone = v.explorers().stream().filter(e -> e.square().isPresent()).allMatch(e -> e.tag().seat() == s);
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
      assertThat(s.turn()).isEqualTo(TURN_LIMIT);
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
    boolean freeExists = ring.cells().stream().anyMatch(c -> removable(v, c) && v.cell(c).explorer().isEmpty());
    if (freeExists) {
      assertThat(v.cell(removed).explorer()).isEmpty();
    }
  }

  static boolean removable(IslandView v, Square c) {
    IslandView.CellView cell = v.cell(c);
    return cell.kind() != IslandView.CellKind.WATER && cell.kind() != IslandView.CellKind.STONE_FACE_DOWN && !cell.flag();
  }

  @Property(tries = 200)
  void apply_never_mutates_the_state(@ForAll @IntRange(min = 2, max = 4) int players, @ForAll long seed) {
    Games.Played g = Games.play(start(players, seed), new SplittableRandom(seed), 100_000);
    for (int i = 0; i < g.actions().size(); i++) {
      IslandState s = g.states().get(i);
      IslandView before = s.refereeView();
      List<IslandAction> legal = List.copyOf(s.legalActions());
      String text = s.toString();
      IslandStep again = s.apply(g.actions().get(i));
      assertThat(s.refereeView()).isEqualTo(before);
      assertThat(s.legalActions()).isEqualTo(legal);
      assertThat(s.toString()).isEqualTo(text);
      assertThat(again.events()).isEqualTo(g.steps().get(i).events()); // deterministic
      assertThat(again.state().refereeView()).isEqualTo(g.states().get(i + 1).refereeView());
    }
  }

  @Property(tries = 200)
  void an_action_is_accepted_exactly_when_it_is_legal(@ForAll @IntRange(min = 2, max = 4) int players,
      @ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
    Games.Played g = Games.play(start(players, seed), new SplittableRandom(seed), 100_000);
    for (IslandState s : g.states()) {
      Set<IslandAction> legal = new HashSet<>(s.legalActions());
      assertThat(legal).hasSameSizeAs(s.legalActions()); // no duplicates
      for (IslandAction a : s.legalActions()) {
        assertThat(s.check(a)).isEmpty();
      }
      for (int k = 0; k < 6; k++) {
        IslandAction a = RandomActions.any(r);
        Optional<LostIslandReason> why = s.check(a);
        assertThat(why.isEmpty()).as("%s", a).isEqualTo(legal.contains(a));
        if (why.isPresent()) {
          assertThatThrownBy(() -> s.apply(a)).isInstanceOfSatisfying(IllegalActionException.class,
              e -> assertThat(e.reason()).isEqualTo(why.get()));
        }
      }
      if (s.decision().isPresent()) {
        Seat other = Seat.of((s.decision().get().seat().index() + 1) % players);
        if (!s.legalActions().isEmpty()) {
          assertThat(s.check(other, s.legalActions().get(0))).contains(LostIslandReason.NOT_YOUR_ACTION);
        }
      }
    }
  }

  @Property(tries = 50)
  void same_config_and_actions_give_the_same_game(@ForAll @IntRange(min = 2, max = 4) int players, @ForAll long seed) {
    Games.Played g = Games.play(start(players, seed), new SplittableRandom(seed), 100_000);
    Games.Played h = Games.replay(IslandState.newGame(IslandConfig.parse(start(players, seed).config().spec())),
        g.actions());
    assertThat(h.last().refereeView()).isEqualTo(g.last().refereeView());
    assertThat(h.last().history()).isEqualTo(g.actions());
    Tag any = new Tag(Seat.RED, 'A');
    assertThat(h.last().refereeView().explorer(any)).isEqualTo(g.last().refereeView().explorer(any));
  }
}
