package io.github.strategorules.json.support;

import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Paired games: a generated game A, and a game B that differs from it only in facts hidden from
 * one seat, the viewer: B changes a hidden fact of A's start (the opponent's setup, Lost Island's
 * face-down tiles or another seat's unseen explorer values) and replays A's actions. A pair is
 * kept only when B's actions are all legal and its public course is A's (the public events of
 * every step are equal), which is what "differ only in hidden facts" means for the rules; the
 * viewer's own share (views, events, messages) is what the properties compare.
 *
 * @param viewer the seat from whose side the games differ only in hidden facts
 * @param startA A's start
 * @param stepsA A's steps
 * @param startB B's start
 * @param stepsB B's steps
 * @param hidden a description of the hidden difference, for the failure report
 * @param changed the squares (classic) or explorer tags (Lost Island) whose hidden facts differ
 * @param actionsA A's actions, one per step
 * @param actionsB B's actions, one per step (A's, with the hidden difference where it is an action's)
 */
public record Pairs(Seat viewer, GameState startA, List<Step> stepsA, GameState startB, List<Step> stepsB,
    String hidden, List<String> changed, List<Action> actionsA, List<Action> actionsB) {

  @Override
  public String toString() {
    return "viewer " + viewer + ", hidden difference: " + hidden + "\n" + stepsA.get(stepsA.size() - 1).state().record();
  }

  /** B replayed from its start with A's actions changed, or null when B refuses one or goes publicly otherwise. */
  private static Pairs replay(Seat viewer, Played<GameState> a, GameState startB, List<Action> actions,
      String hidden, List<String> changed) {
    List<Step> steps = new ArrayList<>();
    GameState s = startB;
    for (int i = 0; i < actions.size(); i++) {
      Action x = actions.get(i);
      if (s.check(x.seat(), x).isPresent()) {
        return null;
      }
      Step step = s.apply(x.seat(), x);
      if (!step.publicEvents().equals(a.steps().get(i).publicEvents())) {
        return null;
      }
      steps.add(step);
      s = step.state();
    }
    if (a.steps().isEmpty()) {
      return null;
    }
    return new Pairs(viewer, a.start(), a.steps(), startB, steps, hidden, changed, a.actions(), List.copyOf(actions));
  }

  /**
   * Classic pairs: two pieces of the viewer's opponent that the viewer never saw (never moved,
   * never revealed to it, though under silent defence they may have won a defence) exchange their
   * types in the opponent's setup.
   *
   * @param games games of the classic family
   * @return the pairs, null where the game has no two such pieces of different types
   */
  public static Arb<Pairs> classic(Arb<Played<GameState>> games) {
    return classic(games, false);
  }

  /**
   * Classic pairs as {@link #classic(Arb)}; with {@code silentWinners}, one of the two pieces is one
   * that won a defence unrevealed to the viewer (V-2.6) where the game has one, and the other the
   * first piece, from a drawn start, that keeps the game's public course.
   *
   * @param games games of the classic family
   * @param silentWinners whether to exchange a silent winning defender
   * @return the pairs, null where the game has no two such pieces of different types
   */
  public static Arb<Pairs> classic(Arb<Played<GameState>> games, boolean silentWinners) {
    return d -> {
      Played<GameState> a = games.draw(d);
      Seat viewer = d.pick(List.of(Seat.RED, Seat.BLUE));
      Seat other = viewer.opponent();
      Map<Square, PieceType> placed = new LinkedHashMap<>();
      for (Action x : a.actions()) {
        if (x instanceof PlacePiece p && p.seat() == other) {
          placed.put(p.square(), p.type());
        }
      }
      ClassicView last = (ClassicView) a.last().viewFor(viewer);
      List<Square> unseen = new ArrayList<>();
      for (Map.Entry<Square, PieceType> e : placed.entrySet()) {
        Optional<ViewPiece> vp = last.pieceAt(e.getKey());
        boolean stillHidden = vp.isPresent() ? vp.get().owner() == other && vp.get().type().isEmpty()
            && !vp.get().moved() : last.phase() == io.github.strategorules.core.game.Phase.SETUP;
        if (stillHidden) {
          unseen.add(e.getKey());
        }
      }
      if (unseen.size() < 2) {
        return null;
      }
      List<Square> winners = new ArrayList<>();
      if (silentWinners) {
        for (Step step : a.steps()) {
          for (io.github.strategorules.core.game.Event e : step.eventsFor(viewer)) {
            if (e instanceof io.github.strategorules.core.event.ClassicEvent.Battle b && b.defenderType().isEmpty()
                && unseen.contains(b.to()) && !winners.contains(b.to())) {
              winners.add(b.to());
            }
          }
        }
      }
      Square s1 = winners.isEmpty() ? unseen.get(d.choice(unseen.size())) : winners.get(d.choice(winners.size()));
      int from = d.choice(unseen.size());
      int tries = winners.isEmpty() ? 1 : unseen.size();
      for (int k = 0; k < tries; k++) {
        Square s2 = unseen.get((from + k) % unseen.size());
        if (placed.get(s1) == placed.get(s2)) {
          continue;
        }
        Map<Square, PieceType> swapped = new HashMap<>(placed);
        swapped.put(s1, placed.get(s2));
        swapped.put(s2, placed.get(s1));
        List<Action> actions = new ArrayList<>();
        for (Action x : a.actions()) {
          actions.add(x instanceof PlacePiece p && p.seat() == other
              ? new PlacePiece(other, p.square(), swapped.get(p.square())) : x);
        }
        Pairs pair = replay(viewer, a, a.start(), actions, other + "'s " + placed.get(s1) + " on " + s1 + " and "
            + placed.get(s2) + " on " + s2 + " exchanged", List.of(s1.toString(), s2.toString()));
        if (pair != null) {
          return pair;
        }
      }
      return null;
    };
  }

  /**
   * Lost Island pairs by layout: two tiles with the same back that the viewer never saw (face
   * down to the end, or removed face down) exchange places.
   *
   * @param games Lost Island games
   * @return the pairs, null where no two such tiles differ
   */
  public static Arb<Pairs> islandLayouts(Arb<Played<GameState>> games) {
    return d -> {
      Played<GameState> a = games.draw(d);
      Seat viewer = d.pick(a.start().game().seats());
      IslandState start = (IslandState) a.start();
      Layout layout = start.config().layout();
      IslandView last = (IslandView) a.last().viewFor(viewer);
      List<Square> unseen = new ArrayList<>();
      for (IslandView.CellView c : last.cells()) {
        if (c.tile().isEmpty()) {
          unseen.add(c.square());
        }
      }
      if (unseen.size() < 2) {
        return null;
      }
      Square s1 = unseen.get(d.choice(unseen.size()));
      Square s2 = unseen.get(d.choice(unseen.size()));
      if (layout.at(s1).equals(layout.at(s2)) || layout.at(s1).stone() != layout.at(s2).stone()) {
        return null;
      }
      IslandState startB = IslandState.newGame(start.config().toBuilder().layout(layout.swap(s1, s2)).build());
      return replay(viewer, a, startB, a.actions(), "tiles " + layout.at(s1) + " on " + s1 + " and "
          + layout.at(s2) + " on " + s2 + " exchanged", List.of(s1.toString(), s2.toString()));
    };
  }

  /**
   * Lost Island pairs by values: two explorers of another seat whose values the viewer never saw
   * (in any of its views) exchange their values in that seat's setup actions.
   *
   * @param games Lost Island games
   * @return the pairs, null where the game has no two such explorers of different values
   */
  public static Arb<Pairs> islandValues(Arb<Played<GameState>> games) {
    return d -> {
      Played<GameState> a = games.draw(d);
      List<Seat> seats = a.start().game().seats();
      Seat viewer = d.pick(seats);
      List<Seat> others = new ArrayList<>(seats);
      others.remove(viewer);
      Seat owner = d.pick(others);
      Map<Tag, Integer> values = values(a.actions(), owner);
      List<Tag> unseen = new ArrayList<>();
      for (Tag t : values.keySet()) {
        boolean seen = false;
        for (GameState s : a.states()) {
          Optional<IslandView.ExplorerView> e = ((IslandView) s.viewFor(viewer)).explorer(t);
          seen |= e.isPresent() && e.get().value().isPresent();
        }
        if (!seen) {
          unseen.add(t);
        }
      }
      if (unseen.size() < 2) {
        return null;
      }
      Tag t1 = unseen.get(d.choice(unseen.size()));
      Tag t2 = unseen.get(d.choice(unseen.size()));
      if (values.get(t1).equals(values.get(t2))) {
        return null;
      }
      Map<Tag, Integer> swapped = new HashMap<>(values);
      swapped.put(t1, values.get(t2));
      swapped.put(t2, values.get(t1));
      return replay(viewer, a, a.start(), withValues(a.actions(), owner, swapped),
          "values of " + t1 + " (" + values.get(t1) + ") and " + t2 + " (" + values.get(t2) + ") exchanged",
          List.of(t1.toString(), t2.toString()));
    };
  }

  /** The value of each explorer of a seat, by tag (LI-1.2 [interp]: A to C on the island in order, D to F the boat). */
  private static Map<Tag, Integer> values(List<Action> actions, Seat owner) {
    Map<Tag, Integer> map = new LinkedHashMap<>();
    char island = 'A';
    for (Action x : actions) {
      if (x instanceof IslandAction.PlaceExplorers p && p.seat() == owner) {
        for (int v : p.values()) {
          map.put(new Tag(owner, island++), v);
        }
      } else if (x instanceof IslandAction.PlaceExplorer p && p.seat() == owner) {
        map.put(new Tag(owner, island++), p.value());
      } else if (x instanceof IslandAction.OrderBoat p && p.seat() == owner) {
        char boat = 'D';
        for (int v : p.values()) {
          map.put(new Tag(owner, boat++), v);
        }
      }
    }
    return map;
  }

  private static List<Action> withValues(List<Action> actions, Seat owner, Map<Tag, Integer> values) {
    List<Action> out = new ArrayList<>();
    char island = 'A';
    for (Action x : actions) {
      if (x instanceof IslandAction.PlaceExplorers p && p.seat() == owner) {
        List<Integer> v = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
          v.add(values.get(new Tag(owner, island++)));
        }
        out.add(new IslandAction.PlaceExplorers(owner, v));
      } else if (x instanceof IslandAction.PlaceExplorer p && p.seat() == owner) {
        out.add(new IslandAction.PlaceExplorer(owner, p.square(), values.get(new Tag(owner, island++))));
      } else if (x instanceof IslandAction.OrderBoat p && p.seat() == owner) {
        out.add(new IslandAction.OrderBoat(owner, List.of(values.get(new Tag(owner, 'D')),
            values.get(new Tag(owner, 'E')), values.get(new Tag(owner, 'F')))));
      } else {
        out.add(x);
      }
    }
    return out;
  }
}
