package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Something that happened in a Lost Island game, in order, so that a UI can animate a turn and a
 * bot can learn from it. {@link IslandStep#eventsFor} hands each seat its own copy, redacted like
 * its view (LI-13): only {@link ExplorerPlaced} and {@link Spied} carry values some seats must not
 * see, and those are empty for them; under SECRET_FIGHTS (LI-12) a {@link Fight} reaches the other
 * seats and spectators as a {@link SecretFight}. Resignations and draw offers (LI-11.3, LI-11.4
 * [interp]) are public events.
 */
public sealed interface IslandEvent extends Event {

  /**
   * LI-3: an explorer was put on a start cell (or, under CUSTOM_SETUP, any cell, LI-3.5) or in the
   * boat (boat explorers in order, front first).
   *
   * @param tag the explorer
   * @param square its start cell, or empty for the boat
   * @param value its value, for its owner only
   */
  record ExplorerPlaced(Tag tag, Optional<Square> square, OptionalInt value)
      implements IslandEvent {}

  /**
   * LI-4: a seat's turn began.
   *
   * @param seat the seat
   * @param turn the turn number, from 1
   */
  record TurnStarted(Seat seat, int turn) implements IslandEvent {}

  /**
   * LI-4: a seat ended step 1 or step 2.
   *
   * @param seat the seat
   * @param step 1 or 2
   */
  record StepEnded(Seat seat, int step) implements IslandEvent {}

  /**
   * LI-5.1, LI-5.3: an explorer moved or swam onto a free tile.
   *
   * @param tag the explorer
   * @param from its cell
   * @param to its new cell
   * @param swam whether it swam
   */
  record Moved(Tag tag, Square from, Square to, boolean swam) implements IslandEvent {}

  /**
   * LI-6: a fight, with both values (each with its ring's +1 when ringed) revealed to all (under
   * SECRET_FIGHTS only to the two fighting seats; the others receive a {@link SecretFight}).
   *
   * @param attacker the attacker
   * @param from the attacker's cell
   * @param defender the defender
   * @param at the defender's cell
   * @param attackerValue the attacker's value, ring included
   * @param defenderValue the defender's value, ring included
   * @param result the result
   */
  record Fight(
      Tag attacker,
      Square from,
      Tag defender,
      Square at,
      int attackerValue,
      int defenderValue,
      FightResult result)
      implements IslandEvent {}

  /**
   * LI-6.3: a ring gave its +1 and left the game.
   *
   * @param tag the wearer
   */
  record RingUsed(Tag tag) implements IslandEvent {}

  /**
   * LI-3.3: an explorer went to the back of its boat (fight, bomb, storm, removal), losing its ring
   * if it wore one (LI-10.1).
   *
   * @param tag the explorer
   * @param from the cell it left
   * @param ringLost whether a ring left the game with it
   */
  record ToBoat(Tag tag, Square from, boolean ringLost) implements IslandEvent {}

  /**
   * LI-5.5, LI-6.4, LI-8.1: an explorer took the flag.
   *
   * @param tag the explorer
   * @param square where
   */
  record FlagTaken(Tag tag, Square square) implements IslandEvent {}

  /**
   * LI-6.4, LI-7.2, LI-7.6: the flag now lies on a tile.
   *
   * @param square the tile
   */
  record FlagDropped(Square square) implements IslandEvent {}

  /**
   * LI-9.4: the flag moved off a removed tile to the nearest tile.
   *
   * @param from the removed cell
   * @param to the destination
   */
  record FlagMoved(Square from, Square to) implements IslandEvent {}

  /**
   * LI-5.2, LI-8.1: a tile was turned face up.
   *
   * @param square the tile
   * @param tile what lies under it
   */
  record TileFlipped(Square square, Tile tile) implements IslandEvent {}

  /**
   * LI-7.5: coins from the supply were put on a tile (possibly fewer than the loot when the supply
   * runs short, LI-1.3).
   *
   * @param square the tile
   * @param coins the coins
   */
  record CoinsPlaced(Square square, int coins) implements IslandEvent {}

  /**
   * LI-5.5, LI-8.1: a seat took coins (from a tile, or stone loot from the supply).
   *
   * @param tag the explorer that took them
   * @param square where
   * @param coins how many
   */
  record CoinsTaken(Tag tag, Square square, int coins) implements IslandEvent {}

  /**
   * LI-1.3, LI-9.3: coins on a removed tile were lost at sea.
   *
   * @param square the tile
   * @param coins how many
   */
  record CoinsLost(Square square, int coins) implements IslandEvent {}

  /**
   * LI-5.4, LI-10.2: an explorer came from the boat onto the island.
   *
   * @param tag the explorer
   * @param square where
   * @param bought whether it was the power-up (1 coin)
   */
  record Reinforced(Tag tag, Square square, boolean bought) implements IslandEvent {}

  /**
   * LI-10.1: a ring was bought (1 coin) for an explorer.
   *
   * @param tag the explorer
   */
  record RingBought(Tag tag) implements IslandEvent {}

  /**
   * LI-10.3: a seat spied (1 coin) on an explorer; everyone sees whom, only the spy the value.
   *
   * @param seat the spy
   * @param target the spied explorer
   * @param square its cell
   * @param value its value, for the spy only
   */
  record Spied(Seat seat, Tag target, Square square, OptionalInt value) implements IslandEvent {}

  /**
   * LI-7.1: a bomb goes off along these lines.
   *
   * @param square the bomb's cell
   * @param lines its lines
   */
  record BombFired(Square square, List<Direction> lines) implements IslandEvent {
    /**
     * Copies the lines.
     *
     * @param square the cell
     * @param lines the lines
     */
    public BombFired {
      lines = List.copyOf(lines);
    }
  }

  /**
   * LI-7.2: a bomb hit an explorer; the explorer's value (ring included) is revealed to all.
   *
   * @param tag the explorer
   * @param square its cell
   * @param bombValue the bomb's value
   * @param explorerValue the explorer's value, ring included
   * @param stays whether it beat the bomb (and stopped that line, LI-7.3)
   */
  record BombHit(Tag tag, Square square, int bombValue, int explorerValue, boolean stays)
      implements IslandEvent {}

  /**
   * LI-7.4: a seat paid 2 coins to the bomb expert; the bomb stops.
   *
   * @param seat the seat
   */
  record BombStopped(Seat seat) implements IslandEvent {}

  /**
   * LI-7.6: a storm pushes every explorer on one line one cell away from it; {@link Shifted} and
   * {@link ToBoat} events follow, nearest the storm first.
   *
   * @param square the storm's cell
   * @param direction the push
   */
  record StormPushed(Square square, Direction direction) implements IslandEvent {}

  /**
   * LI-7.6: a storm shifted an explorer one cell onto an island tile.
   *
   * @param tag the explorer
   * @param from its cell
   * @param to where it landed
   */
  record Shifted(Tag tag, Square from, Square to) implements IslandEvent {}

  /**
   * LI-9: a tile was removed; a face-down tile's contents are revealed (LI-9.3; under
   * REMOVED_FACE_DOWN a face-down tile gives a {@link TileSunk} instead).
   *
   * @param square the tile
   * @param tile what lay under it
   */
  record TileRemoved(Square square, Tile tile) implements IslandEvent {}

  /**
   * LI-6 under SECRET_FIGHTS (LI-12), as seats other than the two fighters and spectators receive a
   * {@link Fight}: who fought where and the result (which the positions show), not the values.
   *
   * @param attacker the attacker
   * @param from the attacker's cell
   * @param defender the defender
   * @param at the defender's cell
   * @param result the result
   */
  record SecretFight(Tag attacker, Square from, Tag defender, Square at, FightResult result)
      implements IslandEvent {}

  /**
   * STORMS_VANISH (LI-12): a storm's tile became shallow water after the storm resolved.
   *
   * @param square the storm's cell
   */
  record StormVanished(Square square) implements IslandEvent {}

  /**
   * REMOVED_FACE_DOWN (LI-12): a face-down tile was removed without being revealed; nobody learns
   * what lay under it.
   *
   * @param square the tile
   */
  record TileSunk(Square square) implements IslandEvent {}

  /**
   * EXTRA_LOOT (LI-12): the active seat took the loot revealed by its removal from the supply
   * (possibly fewer coins when the supply runs short, LI-1.3).
   *
   * @param seat the seat
   * @param square the removed tile
   * @param coins the coins taken
   */
  record LootTaken(Seat seat, Square square, int coins) implements IslandEvent {}

  /**
   * LI-11.3 [interp]: a seat resigned; a {@link GameEnded} follows.
   *
   * @param seat the seat that resigned
   */
  record Resigned(Seat seat) implements IslandEvent {}

  /**
   * LI-11.4 [interp]: a seat offered a draw, or agreed to the standing offer by offering too.
   *
   * @param seat the seat
   */
  record DrawOffered(Seat seat) implements IslandEvent {}

  /**
   * LI-11.4 [interp]: a seat accepted the standing draw offer; once every seat has agreed, a {@link
   * GameEnded} follows.
   *
   * @param seat the seat
   */
  record DrawAccepted(Seat seat) implements IslandEvent {}

  /**
   * LI-11.4 [interp]: a seat that had not agreed to the standing draw offer took a decision of the
   * game instead, which declines the offer: every agreement so far is withdrawn. It comes before
   * the events of that decision.
   *
   * @param seat the seat that declined
   */
  record DrawDeclined(Seat seat) implements IslandEvent {}

  /**
   * LI-11: the game is over.
   *
   * @param outcome the outcome
   */
  record GameEnded(IslandOutcome outcome) implements IslandEvent {}
}
