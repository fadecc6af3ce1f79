package io.github.strategorules.lostisland.support;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.lostisland.FightResult;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.testkit.contract.HiddenFactTwins;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Hidden-fact twins of Lost Island games (LI-13) for the contract kit, and the pieces the
 * hidden-facts properties build their twins from: two tiles of a kind exchanged in the layout that
 * nobody saw (face down at the end, or sunk face down under REMOVED_FACE_DOWN), hidden from every
 * seat; or two values of another seat exchanged in that seat's own setup actions, values the viewer
 * never saw, when the swap keeps every fight's result (under SECRET_FIGHTS an unseen value may have
 * fought out of the viewer's sight).
 */
public final class IslandTwins implements HiddenFactTwins {

  @Override
  public Optional<Twin> twin(Played<GameState> game, Seat viewer, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    boolean tilesFirst = r.nextBoolean();
    Optional<Twin> t = tilesFirst ? tiles(game, r) : values(game, viewer, r);
    return t.isPresent() ? t : tilesFirst ? values(game, viewer, r) : tiles(game, r);
  }

  private static Optional<Twin> tiles(Played<GameState> game, SplittableRandom r) {
    IslandState start = (IslandState) game.start();
    IslandView end = ((IslandState) game.last()).refereeView();
    boolean stones = r.nextBoolean();
    List<Square> sunk = stones ? List.of() : sunk(game.steps());
    Optional<Square[]> pair =
        pair(
            end,
            stones ? IslandView.CellKind.STONE_FACE_DOWN : IslandView.CellKind.GREEN_FACE_DOWN,
            sunk,
            r);
    if (pair.isEmpty()) {
      return Optional.empty();
    }
    Layout swapped = start.config().layout().swap(pair.get()[0], pair.get()[1]);
    IslandState other = IslandState.newGame(start.config().toBuilder().layout(swapped).build());
    return Optional.of(new Twin(other, game.actions()));
  }

  private static Optional<Twin> values(Played<GameState> game, Seat viewer, SplittableRandom r) {
    IslandState start = (IslandState) game.start();
    List<Seat> others = new ArrayList<>(start.game().seats());
    others.remove(viewer);
    Seat owner = others.get(r.nextInt(others.size()));
    Set<Tag> saw = saw(game.steps(), viewer, start.config().has(IslandOption.SECRET_FIGHTS));
    List<Integer> unseen =
        ((IslandState) game.last())
            .refereeView().explorers().stream()
                .filter(e -> e.tag().seat() == owner && !saw.contains(e.tag()))
                .map(e -> e.value().getAsInt())
                .toList();
    List<FightResult> results = fightResults(game.steps());
    for (int i = 0; i < unseen.size(); i++) {
      for (int j = i + 1; j < unseen.size(); j++) {
        int va = unseen.get(i);
        int vb = unseen.get(j);
        List<Action> actions =
            game.actions().stream()
                .map(a -> (Action) swapValues((IslandAction) a, owner, va, vb))
                .toList();
        try {
          if (fightResults(ChoiceGames.replay(start, actions).steps()).equals(results)) {
            return Optional.of(new Twin(start, actions));
          }
        } catch (IllegalActionException diverged) {
          // the swap changed what is legal: not a hidden fact here
        }
      }
    }
    return Optional.empty();
  }

  /** The cells of a kind at the end of a game, outer ring first. */
  private static List<Square> faceDown(IslandView end, IslandView.CellKind kind) {
    List<Square> list = new ArrayList<>(Ring.OUTER.cells());
    list.addAll(Ring.MIDDLE.cells());
    list.addAll(Ring.CENTRE.cells());
    return list.stream().filter(s -> end.cell(s).kind() == kind).toList();
  }

  /** The tiles sunk during a game. */
  public static List<Square> sunk(List<? extends Step> steps) {
    return steps.stream()
        .flatMap(st -> st.events().stream())
        .filter(e -> e instanceof IslandEvent.TileSunk)
        .map(e -> ((IslandEvent.TileSunk) e).square())
        .toList();
  }

  /**
   * Two cells of a kind, never revealed (face down at the end, or sunk), with different contents.
   *
   * @param end the referee's view at the end
   * @param kind the kind
   * @param sunk the sunk cells that count too
   * @param r the source
   * @return the cells, or empty
   */
  public static Optional<Square[]> pair(
      IslandView end, IslandView.CellKind kind, List<Square> sunk, SplittableRandom r) {
    List<Square> down = new ArrayList<>(faceDown(end, kind));
    down.addAll(sunk);
    Collections.shuffle(down, new Random(r.nextLong()));
    for (Square a : down) {
      for (Square b : down) {
        if (!end.cell(a).tile().equals(end.cell(b).tile())) {
          return Optional.of(new Square[] {a, b});
        }
      }
    }
    return Optional.empty();
  }

  /**
   * What a viewer saw, from the full events (not from its view, which is under test).
   *
   * @param steps the game's steps
   * @param viewer the viewer
   * @param secretFights whether fights are secret (LI-12)
   * @return the explorers whose values the viewer saw
   */
  public static Set<Tag> saw(List<? extends Step> steps, Seat viewer, boolean secretFights) {
    Set<Tag> saw = new HashSet<>();
    for (Step step : steps) {
      for (Event e : step.events()) {
        if (e instanceof IslandEvent.Fight f
            && (!secretFights || f.attacker().seat() == viewer || f.defender().seat() == viewer)) {
          saw.add(f.attacker());
          saw.add(f.defender());
        } else if (e instanceof IslandEvent.BombHit b) {
          saw.add(b.tag());
        } else if (e instanceof IslandEvent.Spied sp && sp.seat() == viewer) {
          saw.add(sp.target());
        }
      }
    }
    return saw;
  }

  /**
   * The results of a game's fights, in order.
   *
   * @param steps the steps
   * @return the results
   */
  public static List<FightResult> fightResults(List<? extends Step> steps) {
    return steps.stream()
        .flatMap(st -> st.events().stream())
        .filter(e -> e instanceof IslandEvent.Fight)
        .map(e -> ((IslandEvent.Fight) e).result())
        .toList();
  }

  /**
   * An action with two values of its seat exchanged, when it is that seat's setup action.
   *
   * @param a the action
   * @param owner the seat whose values are exchanged
   * @param va a value
   * @param vb another
   * @return the action
   */
  public static IslandAction swapValues(IslandAction a, Seat owner, int va, int vb) {
    if (a.seat() != owner) {
      return a;
    }
    if (a instanceof IslandAction.PlaceExplorer p) {
      int v = p.value();
      return new IslandAction.PlaceExplorer(owner, p.square(), v == va ? vb : v == vb ? va : v);
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
