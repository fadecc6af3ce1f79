package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.Decision;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.PublicAction;
import io.github.strategorules.lostisland.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The one redaction of Lost Island (LI-13): what a seat (or a spectator, or the referee) may see of
 * a position, of its events and of its history of actions. Views, events and the public history
 * pass through here only.
 */
@ImplementsRule({
  "LI-13.1", "LI-13.2", "LI-13.3", "LI-13.4", "LI-13.5", "LI-12.4", "LI-12.5", "LI-R12"
})
public final class Redaction {
  /** The viewer code of a spectator. */
  public static final int SPECTATOR = -1;

  /** The viewer code of the referee (everything visible). */
  public static final int REFEREE = -2;

  private Redaction() {}

  /** Whether a viewer may see a secret of a seat: its own, or everything for the referee. */
  private static boolean ownSecret(int owner, int viewer) {
    return viewer == REFEREE || owner == viewer;
  }

  /** Whether a viewer knows an explorer's value. */
  private static boolean knows(Kernel k, int viewer, int id) {
    int mask = viewer == REFEREE ? -1 : viewer == SPECTATOR ? k.publicKnown : k.known[viewer];
    return ((mask >>> id) & 1) != 0;
  }

  /**
   * A view of a position.
   *
   * @param k the position
   * @param viewer a seat index, {@link #SPECTATOR} or {@link #REFEREE}
   * @return the independent view
   */
  public static IslandView view(Kernel k, int viewer) {
    List<IslandView.CellView> cells = new ArrayList<>(Grid.CELLS);
    for (int c = 0; c < Grid.CELLS; c++) {
      Tile t = k.layout[c];
      IslandView.CellKind kind =
          k.tile[c] == Kernel.WATER
              ? IslandView.CellKind.WATER
              : k.tile[c] == Kernel.UP
                  ? IslandView.CellKind.FACE_UP
                  : t.stone()
                      ? IslandView.CellKind.STONE_FACE_DOWN
                      : IslandView.CellKind.GREEN_FACE_DOWN;
      boolean shown = viewer == REFEREE || (k.tile[c] != Kernel.DOWN && (k.sunk & (1L << c)) == 0);
      cells.add(
          new IslandView.CellView(
              Grid.square(c),
              kind,
              shown ? Optional.of(t) : Optional.empty(),
              k.coins[c],
              (k.fresh & (1L << c)) != 0,
              k.occ[c] < 0 ? Optional.empty() : Optional.of(Kernel.tag(k.occ[c])),
              k.flagCell == c));
    }
    List<IslandView.ExplorerView> explorers = new ArrayList<>();
    for (int id = 0; id < k.n * 6; id++) {
      int slot = boatSlot(k, id);
      if (k.pos[id] < 0 && slot < 0) {
        continue; // not placed yet
      }
      explorers.add(
          new IslandView.ExplorerView(
              Kernel.tag(id),
              k.pos[id] < 0 ? Optional.empty() : Optional.of(Grid.square(k.pos[id])),
              slot,
              ((k.rings >>> id) & 1) != 0,
              knows(k, viewer, id) ? OptionalInt.of(k.value[id]) : OptionalInt.empty(),
              k.flagCarrier == id,
              ((k.publicKnown >>> id) & 1) != 0,
              ((k.moved >>> id) & 1) != 0));
    }
    List<Integer> held = new ArrayList<>();
    for (int s = 0; s < k.n; s++) {
      held.add(k.held[s]);
    }
    IslandView.FlagView flag =
        k.flagCarrier >= 0
            ? new IslandView.FlagView(
                IslandView.FlagStatus.CARRIED,
                Optional.of(Grid.square(k.pos[k.flagCarrier])),
                Optional.of(Kernel.tag(k.flagCarrier)))
            : k.flagCell >= 0
                ? new IslandView.FlagView(
                    IslandView.FlagStatus.LYING,
                    Optional.of(Grid.square(k.flagCell)),
                    Optional.empty())
                : new IslandView.FlagView(
                    IslandView.FlagStatus.UNDER_STONE, Optional.empty(), Optional.empty());
    boolean bombing = k.bombCell >= 0 && !k.over();
    Optional<Square> nextHit =
        bombing && k.bombLine >= 0
            ? Optional.of(Grid.square(Generator.bombNext(k, k.bombLine)))
            : Optional.empty();
    List<Square> choices = new ArrayList<>();
    for (int c = 0; c < Grid.CELLS; c++) {
      if ((k.flagChoices & (1L << c)) != 0) {
        choices.add(Grid.square(c));
      }
    }
    Optional<Decision> decision =
        k.over()
            ? Optional.empty()
            : Optional.of(new Decision(Seat.of(k.pendingSeat), k.decisionKind()));
    return new IslandView(
        viewer >= 0 ? Optional.of(Seat.of(viewer)) : Optional.empty(),
        viewer == REFEREE,
        k.turn,
        k.step,
        Seat.of(k.step == 0 ? k.pendingSeat : k.current),
        decision,
        cells,
        explorers,
        held,
        k.supplyCoins,
        k.lostCoins,
        k.supplyRings,
        k.ringsOut,
        flag,
        bombing ? Optional.of(Grid.square(k.bombCell)) : Optional.empty(),
        nextHit,
        k.stormCell >= 0 && !k.over() ? Optional.of(Grid.square(k.stormCell)) : Optional.empty(),
        choices,
        k.outcome(),
        Kernel.seats(k.drawAgreed),
        k.game);
  }

  private static int boatSlot(Kernel k, int id) {
    int seat = id / 6;
    for (int i = 0; i < k.boatSize[seat]; i++) {
      if (k.boat[seat * 6 + i] == id) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The events as a viewer may see them: a setup value only for its owner, a spied value only for
   * the spy (LI-13), under SECRET_FIGHTS fight values only for the two fighting seats (LI-12);
   * everything else is public.
   *
   * @param events the full events
   * @param viewer a seat index, {@link #SPECTATOR} or {@link #REFEREE}
   * @param secretFights whether SECRET_FIGHTS is in force
   * @return the redacted events
   */
  public static List<IslandEvent> events(
      List<IslandEvent> events, int viewer, boolean secretFights) {
    if (viewer == REFEREE) {
      return events;
    }
    List<IslandEvent> out = new ArrayList<>(events.size());
    for (IslandEvent e : events) {
      if (secretFights
          && e instanceof IslandEvent.Fight f
          && f.attacker().seat().index() != viewer
          && f.defender().seat().index() != viewer) {
        out.add(
            new IslandEvent.SecretFight(f.attacker(), f.from(), f.defender(), f.at(), f.result()));
      } else {
        out.add(event(e, viewer));
      }
    }
    return List.copyOf(out);
  }

  private static IslandEvent event(IslandEvent e, int viewer) {
    if (e instanceof IslandEvent.ExplorerPlaced p && !ownSecret(p.tag().seat().index(), viewer)) {
      return new IslandEvent.ExplorerPlaced(p.tag(), p.square(), OptionalInt.empty());
    }
    if (e instanceof IslandEvent.Spied s && !ownSecret(s.seat().index(), viewer)) {
      return new IslandEvent.Spied(s.seat(), s.target(), s.square(), OptionalInt.empty());
    }
    return e;
  }

  /**
   * An action of the history as a viewer may see it (LI-13): whole, except another seat's setup
   * action, which keeps its seat, its public text and a single placement's cell but not its values
   * (the same rule as the {@code ExplorerPlaced} events of those actions).
   *
   * @param a an applied action
   * @param viewer a seat index, {@link #SPECTATOR} or {@link #REFEREE}
   * @return the action as seen
   */
  public static PublicAction action(IslandAction a, int viewer) {
    boolean setup =
        a instanceof IslandAction.PlaceExplorers
            || a instanceof IslandAction.PlaceExplorer
            || a instanceof IslandAction.OrderBoat;
    if (setup && !ownSecret(a.seat().index(), viewer)) {
      Optional<Square> cell =
          a instanceof IslandAction.PlaceExplorer p ? Optional.of(p.square()) : Optional.empty();
      return new PublicAction(a.seat(), Optional.empty(), cell, a.toString());
    }
    return new PublicAction(a.seat(), Optional.of(a), Optional.empty(), a.toString());
  }

  /**
   * A history as a viewer may see it, oldest first.
   *
   * @param history the applied actions, oldest first
   * @param viewer a seat index, {@link #SPECTATOR} or {@link #REFEREE}
   * @return the actions as seen
   */
  public static List<PublicAction> history(List<IslandAction> history, int viewer) {
    List<PublicAction> out = new ArrayList<>(history.size());
    for (IslandAction a : history) {
      out.add(action(a, viewer));
    }
    return List.copyOf(out);
  }
}
