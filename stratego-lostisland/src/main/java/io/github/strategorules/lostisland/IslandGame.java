package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.internal.IslandSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Stratego Lost Island as a {@link Game} of the game-neutral contract: the public facts of a game,
 * as a box lid and the table's agreements show them (LI-13): the number of players and the first
 * seat (LI-1.1), the tile set (LI-2.5, the box's contents, not where they lie), the stone cells
 * (LI-2.4, LI-3.5), the supply totals (LI-1.3), the turn limit (LI-11.2) and the LI-12 toggles
 * ({@code ALTERNATING} included). It never holds a seed or a layout that a seat could read: the
 * {@link IslandConfig} a game starts from is referee data, and this game is what {@link
 * IslandState#game()} and {@link IslandView#game()} hand to anyone.
 *
 * <p>{@link #newGame(long)} draws the layout from the seed (LI-2.6: the same seed gives the same
 * layout on every JVM, through {@link #configFor}). A game read from a spec that names a {@code
 * seed=} or a {@code layout=} ({@link #parse}, {@code Games.parse}), or made by {@link #pinned}, is
 * <em>pinned</em>: it starts that configuration whatever seed {@link #newGame(long)} is given, so
 * that a spec or a record describes one game. The pin is the holder's (a server's, a referee's) and
 * stays out of sight: {@link #spec()}, {@link #toString()}, {@link #equals} and {@link #hashCode()}
 * ignore it, and the game of a state or a view is never pinned.
 *
 * <p>Spec: {@code
 * lost-island(players=N,first=K,turn_limit=T,coins=C,rings=R,<toggles>,stones=...,tiles=...)} as
 * {@link IslandConfig#parse} reads it; {@link #spec()} writes the public options only, so {@code
 * parse(spec())} gives an equal game. Immutable and thread-safe.
 */
public final class IslandGame implements Game {
  /** The family name, also the spec name. */
  public static final String FAMILY = IslandConfig.NAME;

  private final int players;
  private final Seat first;
  private final TileSet tileSet;
  private final List<Square> stones;
  private final int turnLimit;
  private final Set<IslandOption> options;
  private final int coins;
  private final int rings;

  /** The configuration every new game starts from, or null to draw the layout from the seed. */
  private final @Nullable IslandConfig pinned;

  private IslandGame(IslandConfig config, boolean pin) {
    players = config.players();
    first = config.first();
    tileSet = TileSet.of(config.layout());
    stones = List.copyOf(config.stones());
    turnLimit = config.turnLimit();
    options = config.options();
    coins = config.coins();
    rings = config.rings();
    pinned = pin ? config : null;
  }

  /**
   * The game of a configuration: its public facts only, not pinned (the layout of every new game is
   * drawn from the seed given to {@link #newGame(long)}).
   *
   * @param config the configuration
   * @return the game
   */
  public static IslandGame of(IslandConfig config) {
    return new IslandGame(Objects.requireNonNull(config, "config"), false);
  }

  /**
   * The game of a configuration, pinned to it: {@link #newGame(long)} starts this configuration
   * (its layout) whatever the seed. For a referee that holds a configuration; never hand a pinned
   * game to a seat: hand it {@link #unpinned()} or a view's game.
   *
   * @param config the configuration
   * @return the pinned game
   */
  public static IslandGame pinned(IslandConfig config) {
    return new IslandGame(Objects.requireNonNull(config, "config"), true);
  }

  /**
   * Reads a spec such as {@code lost-island(players=3,secret_fights)} (the options of {@link
   * IslandConfig#parse}). A spec with {@code seed=} or {@code layout=} gives a pinned game (see the
   * class comment).
   *
   * @param spec the spec
   * @return the game
   * @throws NotationException for a malformed spec or invalid options, listing the accepted ones
   */
  public static IslandGame parse(String spec) {
    return new IslandGame(IslandConfig.parse(spec), IslandSpec.namesLayout(spec));
  }

  /**
   * The number of players (LI-1.1).
   *
   * @return 2 to 4
   */
  public int players() {
    return players;
  }

  /**
   * The seat that plays first (LI-1.1).
   *
   * @return the seat
   */
  public Seat first() {
    return first;
  }

  /**
   * The tiles in the game (LI-2.4, LI-2.5), in canonical order ({@link TileSet#canonical()}).
   *
   * @return the tile set
   */
  public TileSet tileSet() {
    return tileSet;
  }

  /**
   * The four stone cells in square order (LI-2.4, LI-3.5): stone tiles show face down.
   *
   * @return the cells
   */
  public List<Square> stones() {
    return stones;
  }

  /**
   * The turn limit (LI-11.2).
   *
   * @return player turns before a draw, 0 for none
   */
  public int turnLimit() {
    return turnLimit;
  }

  /**
   * The LI-12 toggles in force.
   *
   * @return the toggles
   */
  public Set<IslandOption> options() {
    return options;
  }

  /**
   * Whether an LI-12 toggle is in force.
   *
   * @param option the toggle
   * @return true if on
   */
  public boolean has(IslandOption option) {
    return options.contains(option);
  }

  /**
   * The coins in the game (LI-1.3 [default] 24).
   *
   * @return the total
   */
  public int coins() {
    return coins;
  }

  /**
   * The power rings in the game (LI-1.3 [default] 24).
   *
   * @return the total
   */
  public int rings() {
    return rings;
  }

  /**
   * Whether this game is pinned to one configuration, so that {@link #newGame(long)} ignores its
   * seed (see the class comment). Says nothing of the layout itself.
   *
   * @return true if pinned
   */
  public boolean isPinned() {
    return pinned != null;
  }

  /**
   * The same game, not pinned.
   *
   * @return the unpinned game
   */
  public IslandGame unpinned() {
    return pinned == null ? this : of(pinned);
  }

  /**
   * The referee configuration a new game of this seed starts from: the pinned configuration of a
   * pinned game, else this game's facts with the layout drawn from the seed (LI-2.6, the same on
   * every JVM). Referee data: never send it to a seat.
   *
   * @param seed the layout seed
   * @return the configuration
   */
  public IslandConfig configFor(long seed) {
    if (pinned != null) {
      return pinned;
    }
    return IslandConfig.builder()
        .players(players)
        .first(first)
        .seed(seed)
        .tileSet(tileSet)
        .stones(stones)
        .turnLimit(turnLimit)
        .options(options)
        .coins(coins)
        .rings(rings)
        .build();
  }

  /**
   * The public spec, such as {@code lost-island(players=3,secret_fights)}: players always, the
   * other options when not the default, never a seed or a layout.
   *
   * @return the spec
   */
  @Override
  public String spec() {
    return IslandSpec.of(this);
  }

  /**
   * The family.
   *
   * @return {@code lost-island}
   */
  @Override
  public String family() {
    return FAMILY;
  }

  /**
   * The seats, in playing order from seat 0 (LI-1.1; {@link #first()} says who plays first).
   *
   * @return the first {@link #players()} seats
   */
  @Override
  public List<Seat> seats() {
    List<Seat> s = new ArrayList<>(players);
    for (int i = 0; i < players; i++) {
      s.add(Seat.of(i));
    }
    return Collections.unmodifiableList(s);
  }

  /**
   * A new game waiting for the first seat's setup (LI-3.4), from {@link #configFor}: the layout
   * drawn from the seed, or the pinned configuration whatever the seed.
   *
   * @param seed the layout seed (ignored by a pinned game)
   * @return the state
   */
  @Override
  public IslandState newGame(long seed) {
    return IslandState.newGame(configFor(seed));
  }

  /**
   * Reads an action ({@link IslandAction#parse}).
   *
   * @param text such as {@code RED move a4-a5}, {@code BLUE resign} or {@code GREEN flip b3}
   * @return the action
   * @throws NotationException when the text is not an action
   */
  @Override
  public IslandAction parseAction(String text) {
    return IslandAction.parse(text);
  }

  /**
   * Replays a Lost Island record ({@link IslandRecord}) of this game from its own configuration and
   * layout, which are authoritative (LI-2.6), stopping at the first illegal action.
   *
   * @param record the record text
   * @return the replay
   * @throws NotationException when the text cannot be read, or is the record of another game (other
   *     players, toggles, supplies ...)
   */
  @Override
  public RecordReplay<GameState, RecordReplay.Refused> replay(String record) {
    IslandRecord r = IslandRecord.parse(record);
    IslandGame recorded = of(r.config());
    if (!recorded.equals(this)) {
      // the excerpt is the public spec: the record's own config line names the seed or layout
      throw new NotationException(
          "the record is of the game " + recorded.spec() + ", not " + spec(),
          recorded.spec(),
          -1,
          configLine(record),
          1);
    }
    RecordReplay<IslandState, IslandRecord.IllegalAction> replay = r.replay();
    Optional<RecordReplay.Refused> refused =
        replay
            .firstIllegal()
            .map(i -> new RecordReplay.Refused(i.index(), i.action().notation(), i.reason()));
    return new RecordReplay<>(replay.finalState(), replay.applied(), refused);
  }

  private static int configLine(String record) {
    String[] lines = record.split("\\r?\\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].strip().startsWith("config")) {
        return i + 1;
      }
    }
    return 1;
  }

  /** Equal when every public fact is: the pin is no part of a game's identity. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof IslandGame g
        && players == g.players
        && first == g.first
        && turnLimit == g.turnLimit
        && coins == g.coins
        && rings == g.rings
        && options.equals(g.options)
        && stones.equals(g.stones)
        && tileSet.equals(g.tileSet);
  }

  @Override
  public int hashCode() {
    return Objects.hash(players, first, turnLimit, coins, rings, options, stones, tileSet);
  }

  /** The public spec, nothing else. */
  @Override
  public String toString() {
    return "IslandGame[" + spec() + "]";
  }
}
