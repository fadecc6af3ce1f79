package io.github.strategorules.core.event;

import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.internal.seats.ClassicSeats;
import java.util.Objects;
import java.util.Optional;

/**
 * What happened in one step of a classic-family game: what a UI animates and a bot learns from.
 * {@code ClassicStep.events()} holds every fact, for the referee; {@code ClassicStep.eventsFor}
 * gives each player its own copy (C-8): a battle reveals both pieces to both players (but see
 * V-2.6), while a placement is the placer's secret (C-2.3): the other player and spectators learn
 * only that a setup is complete ({@link SetupPlaced}).
 */
public sealed interface ClassicEvent extends Event {

  /**
   * A piece was placed during the setup (C-2.1). Only the placer receives it, type included
   * (C-2.3). In a free setup, where the squares of placed pieces are public (see {@code
   * ClassicState}), the others receive it too, without the type.
   *
   * @param seat the placing seat
   * @param square the square
   * @param type the type, empty where it stays hidden
   */
  record PiecePlaced(Seat seat, Square square, Optional<PieceType> type) implements ClassicEvent {
    /**
     * Checks every part is present and the seat is RED or BLUE (C-1.2).
     *
     * @param seat the seat
     * @param square the square
     * @param type the type, or empty
     */
    public PiecePlaced {
      ClassicSeats.require(seat);
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(type, "type");
    }
  }

  /**
   * A player's setup is complete: its whole roster is placed, or its free setup finished (C-2.1).
   * Public; the setup itself stays secret (C-2.3).
   *
   * @param seat the seat
   */
  record SetupPlaced(Seat seat) implements ClassicEvent {
    /**
     * Checks the seat is RED or BLUE (C-1.2).
     *
     * @param seat the seat
     */
    public SetupPlaced {
      ClassicSeats.require(seat);
    }
  }

  /**
   * Both setups are placed; play begins with the given player (C-3.1).
   *
   * @param firstSeat the seat to move first
   */
  record PlayStarted(Seat firstSeat) implements ClassicEvent {
    /**
     * Checks the seat is RED or BLUE (C-1.2).
     *
     * @param firstSeat the seat
     */
    public PlayStarted {
      ClassicSeats.require(firstSeat);
    }
  }

  /**
   * A piece moved to an empty square (C-3).
   *
   * @param seat the owner's seat
   * @param from the start square
   * @param to the end square
   */
  record PieceMoved(Seat seat, Square from, Square to) implements ClassicEvent {
    /**
     * Checks every part is present and the seat is RED or BLUE (C-1.2).
     *
     * @param seat the owner's seat
     * @param from the start square
     * @param to the end square
     */
    public PieceMoved {
      ClassicSeats.require(seat);
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }
  }

  /**
   * An attack: both pieces are revealed to both players (C-4.1). An attacker that wins stands on
   * {@code to} afterwards; each losing piece is also reported by a {@link PieceCaptured}. Under the
   * silent-defence house rule (V-2.6) a defender that wins is not revealed: in the events for
   * anyone but its owner ({@code ClassicStep.eventsFor}) its type is empty.
   *
   * @param attacker the attacking player
   * @param from the attacker's start square
   * @param to the defender's square
   * @param attackerType the attacking piece's type
   * @param defenderType the defending piece's type, empty where it stays hidden
   * @param result who won
   */
  record Battle(
      Seat attacker,
      Square from,
      Square to,
      PieceType attackerType,
      Optional<PieceType> defenderType,
      BattleResult result)
      implements ClassicEvent {
    /**
     * Checks every part is present and the seat is RED or BLUE (C-1.2).
     *
     * @param attacker the attacking player
     * @param from the start square
     * @param to the defender's square
     * @param attackerType the attacking type
     * @param defenderType the defending type, or empty
     * @param result the result
     */
    public Battle {
      ClassicSeats.require(attacker);
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      Objects.requireNonNull(attackerType, "attackerType");
      Objects.requireNonNull(defenderType, "defenderType");
      Objects.requireNonNull(result, "result");
    }
  }

  /**
   * A piece left the board after losing a battle (C-4).
   *
   * @param piece the piece
   * @param square where it stood
   */
  record PieceCaptured(Piece piece, Square square) implements ClassicEvent {
    /**
     * Checks both parts are present.
     *
     * @param piece the piece
     * @param square the square
     */
    public PieceCaptured {
      Objects.requireNonNull(piece, "piece");
      Objects.requireNonNull(square, "square");
    }
  }

  /**
   * A captured piece came back onto the board with a rescue (V-1.2), shown to both players.
   *
   * @param piece the rescued piece
   * @param square where it was placed, in its owner's setup zone
   * @param rescuer where the piece that made the rescue stands, on the enemy back row
   */
  record Rescued(Piece piece, Square square, Square rescuer) implements ClassicEvent {
    /**
     * Checks every part is present.
     *
     * @param piece the piece
     * @param square the square
     * @param rescuer the rescuer's square
     */
    public Rescued {
      Objects.requireNonNull(piece, "piece");
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(rescuer, "rescuer");
    }
  }

  /**
   * A player offered a draw (C-7.5).
   *
   * @param seat the seat
   */
  record DrawOffered(Seat seat) implements ClassicEvent {
    /**
     * Checks the seat is RED or BLUE (C-1.2).
     *
     * @param seat the seat
     */
    public DrawOffered {
      ClassicSeats.require(seat);
    }
  }

  /**
   * A player resigned (C-7.5).
   *
   * @param seat the seat
   */
  record Resigned(Seat seat) implements ClassicEvent {
    /**
     * Checks the seat is RED or BLUE (C-1.2).
     *
     * @param seat the seat
     */
    public Resigned {
      ClassicSeats.require(seat);
    }
  }

  /**
   * The game ended (C-7).
   *
   * @param outcome the outcome
   */
  record GameEnded(ClassicOutcome outcome) implements ClassicEvent {
    /**
     * Checks the outcome is present.
     *
     * @param outcome the outcome
     */
    public GameEnded {
      Objects.requireNonNull(outcome, "outcome");
    }
  }
}
