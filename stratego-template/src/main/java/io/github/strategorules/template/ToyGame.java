package io.github.strategorules.template;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import java.util.List;

/**
 * A toy game written only against the contract, to prove that a game of another module plugs into
 * the registry, JSON, the protocol and the web server with no edit to them. Its rules:
 *
 * <ul>
 *   <li>TOY-1: a board of 3 files and 4 ranks; c2 is a pond no piece enters. RED's piece starts on
 *       b1, BLUE's on b4.
 *   <li>TOY-2: setup, both seats at once: each hides a value 1 to 3 in its piece, its secret.
 *   <li>TOY-3: play, RED first, in turn: a walk moves one's piece one square along a file or rank.
 *   <li>TOY-4: walking onto the other piece is a fight: the higher value wins the game; equal
 *       values draw it. Both values are then shown.
 *   <li>TOY-5: after 12 walks without a fight the game is drawn.
 *   <li>TOY-6: any seat may resign; draws are offered and accepted as the contract says.
 * </ul>
 *
 * @param leaky a deliberately faulty variant for the conformance suite's own test: each seat's view
 *     shows the other seat's hidden value (breaking TOY-2), which only the suite's hidden-facts
 *     check catches; the registry serves only the faithful game
 */
public record ToyGame(boolean leaky) implements Game {
  /** The game the registry serves: no leak. */
  public ToyGame() {
    this(false);
  }

  /** The family, and the one spec. */
  public static final String FAMILY = "toy";
  /** The number of files. */
  public static final int FILES = 3;
  /** The number of ranks. */
  public static final int RANKS = 4;
  /** The square no piece enters. */
  static final Square POND = Square.parse("c2");
  /** Walks without a fight before the draw (TOY-5). */
  public static final int WALK_LIMIT = 12;

  @Override
  public String spec() {
    return FAMILY;
  }

  @Override
  public String family() {
    return FAMILY;
  }

  @Override
  public List<Seat> seats() {
    return List.of(Seat.RED, Seat.BLUE);
  }

  @Override
  public GameState newGame(long seed) {
    return ToyState.start(this);
  }

  @Override
  public Action parseAction(String text) {
    return ToyAction.parse(text);
  }

  @Override
  public RecordReplay replay(String record) {
    return ToyState.replay(this, record);
  }

  /** Whether a square is on the board and not the pond. */
  static boolean walkable(Square s) {
    return s.x() >= 0 && s.x() < FILES && s.y() >= 0 && s.y() < RANKS && !s.equals(POND);
  }
}
