package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Objects;

/**
 * A decision of one seat in Lost Island (LI-4.1): every choice of the game is one of these, made by
 * the seat {@link IslandState#decision()} names. Play actions name squares and directions, never
 * values (LI-1.2); only a seat's own setup actions name the values of its own explorers, and their
 * {@code toString} does not print them.
 *
 * <p>Text: {@code toString()} is the public form (squares, tags, directions; setup actions name the
 * seat only). {@link #notation()} is the full form a game record stores and {@link #parse} reads
 * back; it equals {@code toString()} except for the setup actions, whose notation holds the seat's
 * secret values ({@code RED place 3 1 6}, {@code RED place c3=4}, {@code RED boat 2 4 5}): referee
 * data, never to be sent to another seat.
 *
 * <p>Besides the decisions of the game, any seat may take the table actions of the game-neutral
 * contract, also while another seat decides: {@link Resignation} (LI-11.3 [interp]), {@link
 * DrawOffer} and {@link DrawAcceptance} (LI-11.4 [interp]); they implement the contract's {@link
 * io.github.strategorules.core.game.Resignation}, {@link
 * io.github.strategorules.core.game.DrawOffer} and {@link
 * io.github.strategorules.core.game.DrawAcceptance}, by which generic code (and a bot that must not
 * resign by accident) recognises them.
 */
public sealed interface IslandAction extends Action {
  /**
   * The seat that decides.
   *
   * @return the seat
   */
  @Override
  Seat seat();

  /**
   * The full text form read back by {@link #parse}: the public {@code toString()}, but with the
   * values of setup actions (referee data, see the interface comment).
   *
   * @return the text
   */
  @Override
  default String notation() {
    return io.github.strategorules.lostisland.internal.ActionText.format(this);
  }

  /**
   * Parses the full text form ({@link #notation()}), such as {@code BLUE move c3-c4}, {@code RED
   * swim a1~c3}, {@code GREEN direction NORTH}, {@code RED place 3 1 6}, {@code RED resign}, {@code
   * BLUE offer draw} or {@code GREEN accept draw}.
   *
   * @param text the text
   * @return the action
   * @throws io.github.strategorules.core.error.NotationException when the text is not an action,
   *     with the index of the problem
   */
  static IslandAction parse(String text) {
    return io.github.strategorules.lostisland.internal.ActionText.parse(text);
  }

  private static void check(Seat seat) {
    Objects.requireNonNull(seat, "seat");
  }

  private static List<Integer> threeValues(List<Integer> v, int n) {
    List<Integer> copy = List.copyOf(v);
    if (copy.size() != n) {
      throw new IllegalArgumentException("expected " + n + " values, got " + copy.size());
    }
    return copy;
  }

  /**
   * LI-3.1/LI-3.2: the values of the explorers put on the seat's three start cells, in the cells'
   * square order; the other three go to the boat.
   *
   * @param seat the seat
   * @param values three distinct values 1 to 6
   */
  record PlaceExplorers(Seat seat, List<Integer> values) implements IslandAction {
    /**
     * Copies the values.
     *
     * @param seat the seat
     * @param values three values
     */
    public PlaceExplorers {
      check(seat);
      values = IslandAction.threeValues(values, 3);
    }

    /** Names the seat only: the values are the seat's secret. */
    @Override
    public String toString() {
      return seat + " places explorers";
    }

    /** A setup choice: its values are the seat's secret (LI-1.2, LI-13). */
    @Override
    public boolean secret() {
      return true;
    }
  }

  /**
   * LI-3.5 (CUSTOM_SETUP, LI-12): one explorer of the seat, of a value it has not placed yet, onto
   * a free cell without a stone tile. Its tag is the next of A, B, C in placement order.
   *
   * @param seat the seat
   * @param square the cell
   * @param value the explorer's value, 1 to 6 (the seat's secret)
   */
  record PlaceExplorer(Seat seat, Square square, int value) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param square the cell
     * @param value the value
     */
    public PlaceExplorer {
      check(seat);
      Objects.requireNonNull(square, "square");
    }

    /** Names the seat and the cell only: the value is the seat's secret. */
    @Override
    public String toString() {
      return seat + " places an explorer on " + square;
    }

    /** A setup choice: its values are the seat's secret (LI-1.2, LI-13). */
    @Override
    public boolean secret() {
      return true;
    }
  }

  /**
   * LI-3.1: the order of the three explorers in the boat, by value, front to back.
   *
   * @param seat the seat
   * @param values the three values left for the boat, front first
   */
  record OrderBoat(Seat seat, List<Integer> values) implements IslandAction {
    /**
     * Copies the values.
     *
     * @param seat the seat
     * @param values three values
     */
    public OrderBoat {
      check(seat);
      values = IslandAction.threeValues(values, 3);
    }

    /** Names the seat only: the values are the seat's secret. */
    @Override
    public String toString() {
      return seat + " orders boat";
    }

    /** A setup choice: its values are the seat's secret (LI-1.2, LI-13). */
    @Override
    public boolean secret() {
      return true;
    }
  }

  /**
   * LI-5.1: an explorer goes one cell orthogonally; onto an opponent's explorer it attacks (LI-6).
   *
   * @param seat the seat
   * @param from the explorer's cell
   * @param to the target cell
   */
  record Move(Seat seat, Square from, Square to) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param from from
     * @param to to
     */
    public Move {
      check(seat);
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }

    @Override
    public String toString() {
      return seat + " move " + from + "-" + to;
    }
  }

  /**
   * LI-5.3: an explorer swims through connected shallow water and comes ashore (a swim-attack onto
   * an opponent's explorer).
   *
   * @param seat the seat
   * @param from the explorer's cell
   * @param to the cell where it comes ashore
   */
  record Swim(Seat seat, Square from, Square to) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param from from
     * @param to to
     */
    public Swim {
      check(seat);
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }

    @Override
    public String toString() {
      return seat + " swim " + from + "~" + to;
    }
  }

  /**
   * LI-5.2: turn over a face-down green tile next to one of the seat's explorers.
   *
   * @param seat the seat
   * @param square the tile
   */
  record Flip(Seat seat, Square square) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param square the tile
     */
    public Flip {
      check(seat);
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String toString() {
      return seat + " flip " + square;
    }
  }

  /**
   * LI-5.4 (as a step-1 action, free) or LI-10.2 (as a power-up in step 2, 1 coin): the front
   * explorer of the boat comes onto a cell.
   *
   * @param seat the seat
   * @param square the cell
   */
  record Reinforce(Seat seat, Square square) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param square the cell
     */
    public Reinforce {
      check(seat);
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String toString() {
      return seat + " reinforce " + square;
    }
  }

  /**
   * LI-10.2 under POWER_UPS_ANYTIME (LI-12): the bought reinforcement (1 coin) while step 1 waits
   * for an action, distinct from the free step-1 {@link Reinforce}; each is limited to once per
   * turn on its own. In step 2 the bought reinforcement is a {@link Reinforce}.
   *
   * @param seat the seat
   * @param square the cell
   */
  record BuyReinforcement(Seat seat, Square square) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param square the cell
     */
    public BuyReinforcement {
      check(seat);
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String toString() {
      return seat + " buy reinforce " + square;
    }
  }

  /**
   * LI-10.1: buy a power ring (1 coin) for the seat's explorer on a cell.
   *
   * @param seat the seat
   * @param square the explorer's cell
   */
  record BuyRing(Seat seat, Square square) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param square the cell
     */
    public BuyRing {
      check(seat);
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String toString() {
      return seat + " ring " + square;
    }
  }

  /**
   * LI-10.3: spy (1 coin) on the opponent's explorer on a cell.
   *
   * @param seat the seat
   * @param square the spied explorer's cell
   */
  record Spy(Seat seat, Square square) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param square the cell
     */
    public Spy {
      check(seat);
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String toString() {
      return seat + " spy " + square;
    }
  }

  /**
   * LI-4, LI-4.1: end step 1 (actions) or step 2 (power-ups).
   *
   * @param seat the seat
   */
  record EndStep(Seat seat) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     */
    public EndStep {
      check(seat);
    }

    @Override
    public String toString() {
      return seat + " end step";
    }
  }

  /**
   * LI-9: remove a tile (the turn's shrink, step 3).
   *
   * @param seat the seat
   * @param square the tile
   */
  record RemoveTile(Seat seat, Square square) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param square the tile
     */
    public RemoveTile {
      check(seat);
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String toString() {
      return seat + " remove " + square;
    }
  }

  /**
   * LI-7.1: the axis of a LINE bomb just flipped.
   *
   * @param seat the seat
   * @param axis the axis
   */
  record ChooseAxis(Seat seat, Axis axis) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param axis the axis
     */
    public ChooseAxis {
      check(seat);
      Objects.requireNonNull(axis, "axis");
    }

    @Override
    public String toString() {
      return seat + " bomb axis " + axis;
    }
  }

  /**
   * LI-7.3: the bomb line to advance next, or LI-7.6: the storm's direction.
   *
   * @param seat the seat
   * @param direction the direction
   */
  record ChooseDirection(Seat seat, Direction direction) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param direction the direction
     */
    public ChooseDirection {
      check(seat);
      Objects.requireNonNull(direction, "direction");
    }

    @Override
    public String toString() {
      return seat + " direction " + direction;
    }
  }

  /**
   * LI-7.4, LI-10.4: pay 2 coins to stop the bomb, or pass.
   *
   * @param seat the seat
   * @param pay true to pay and stop the bomb
   */
  record BombExpert(Seat seat, boolean pay) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param pay whether to pay
     */
    public BombExpert {
      check(seat);
    }

    @Override
    public String toString() {
      return seat + (pay ? " bomb expert" : " no bomb expert");
    }
  }

  /**
   * LI-9.4: where the flag goes when two or more nearest tiles tie.
   *
   * @param seat the shrinking seat
   * @param square the destination
   */
  record PlaceFlag(Seat seat, Square square) implements IslandAction {
    /**
     * Checks presence.
     *
     * @param seat the seat
     * @param square the destination
     */
    public PlaceFlag {
      check(seat);
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String toString() {
      return seat + " flag to " + square;
    }
  }

  /**
   * LI-11.3 [interp]: the seat resigns. Any seat may resign at any time while the game goes on,
   * whoever decides; the game ends at once and every other seat wins ({@link
   * IslandTermination#RESIGNATION}). Text: {@code RED resign}.
   *
   * @param seat the resigning seat
   */
  record Resignation(Seat seat)
      implements IslandAction, io.github.strategorules.core.game.Resignation {
    /**
     * Checks presence.
     *
     * @param seat the seat
     */
    public Resignation {
      check(seat);
    }

    @Override
    public String toString() {
      return seat + " resign";
    }
  }

  /**
   * LI-11.4 [interp]: the seat offers a draw, legal during play (not during setup) for a seat that
   * has not agreed to the standing offer yet, whoever decides. Offering while another seat's offer
   * stands agrees to it. The game is drawn ({@link IslandTermination#AGREEMENT}) once every seat
   * has offered or accepted; a decision of the game taken by a seat that has not agreed declines
   * the offer. Text: {@code BLUE offer draw}.
   *
   * @param seat the offering seat
   */
  record DrawOffer(Seat seat) implements IslandAction, io.github.strategorules.core.game.DrawOffer {
    /**
     * Checks presence.
     *
     * @param seat the seat
     */
    public DrawOffer {
      check(seat);
    }

    @Override
    public String toString() {
      return seat + " offer draw";
    }
  }

  /**
   * LI-11.4 [interp]: the seat accepts the standing draw offer, legal while an offer stands that
   * the seat has not agreed to, whoever decides (see {@link DrawOffer}). Text: {@code GREEN accept
   * draw}.
   *
   * @param seat the accepting seat
   */
  record DrawAcceptance(Seat seat)
      implements IslandAction, io.github.strategorules.core.game.DrawAcceptance {
    /**
     * Checks presence.
     *
     * @param seat the seat
     */
    public DrawAcceptance {
      check(seat);
    }

    @Override
    public String toString() {
      return seat + " accept draw";
    }
  }
}
