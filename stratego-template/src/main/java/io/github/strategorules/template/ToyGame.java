package io.github.strategorules.template;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import java.util.List;

/**
 * The game {@code toy}: the game a spec names, and the entry point from which everything else of
 * the game is reached. The registry ({@code Games.parse("toy")}) returns it through {@link
 * ToyProvider}; the command-line tool, the engine protocol, the web server and the research layer
 * start every game from {@link #newGame(long)} and read actions with {@link #parseAction(String)}.
 * Its rules, which the rest of the package implements (each rule has an id, which reasons and
 * terminations name):
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
 * <p>A game is a value: two games of the same spec are equal, which the registry and the
 * conformance suite check ({@code Games.parse(game.spec()).equals(game)}). A record gives that for
 * free. This one has no components because this game has no options; a game with options ({@code
 * my-game(size=5)}) holds them as components, and its {@link #spec()} writes them back in a
 * canonical order.
 */
public record ToyGame() implements Game {
  /**
   * The family (what the JSON codec and the research layer key their support on) and the game's one
   * spec.
   */
  public static final String FAMILY = "toy";

  /** The number of files (TOY-1): a to c. */
  public static final int FILES = 3;

  /** The number of ranks (TOY-1): 1 to 4. */
  public static final int RANKS = 4;

  /** The square no piece enters (TOY-1). */
  public static final Square POND = Square.parse("c2");

  /** Walks without a fight before the draw (TOY-5). */
  public static final int WALK_LIMIT = 12;

  /**
   * The canonical spec: {@code Games.parse} reads it back to an equal game, and views, records and
   * JSON carry it.
   */
  @Override
  public String spec() {
    return FAMILY;
  }

  @Override
  public String family() {
    return FAMILY;
  }

  /** The seats, in order: a game is played by the first 2 to 4 seats ({@link Seat}). */
  @Override
  public List<Seat> seats() {
    return List.of(Seat.RED, Seat.BLUE);
  }

  /**
   * A new game, in its setup. This game has no chance, so the seed is not used; a game that draws
   * anything (a board layout, a deal) draws it from the seed, so that the same seed gives the same
   * game: the conformance suite and the research layer replay games by their seed.
   */
  @Override
  public GameState newGame(long seed) {
    return ToyState.start(this);
  }

  /**
   * Reads an action from its text form, {@link Action#notation()}: records, the command-line tool's
   * input and the JSON field {@code notation} go through it.
   *
   * @throws io.github.strategorules.core.error.NotationException for text that is no action of this
   *     game
   */
  @Override
  public Action parseAction(String text) {
    return ToyAction.parse(text);
  }

  /**
   * Replays a record ({@link GameState#record()}), stopping at the first action the rules refuse:
   * {@code stratego replay}, {@code stratego legal} and the engine protocol's {@code load_record}
   * read records through it.
   */
  @Override
  public RecordReplay<GameState, RecordReplay.Refused> replay(String record) {
    return ToyState.replay(this, record);
  }

  /**
   * Whether a piece may stand on a square: on the board and not the pond (TOY-1).
   *
   * @param s a square
   * @return whether a piece may stand there
   */
  static boolean walkable(Square s) {
    return s.x() >= 0 && s.x() < FILES && s.y() >= 0 && s.y() < RANKS && !s.equals(POND);
  }
}
