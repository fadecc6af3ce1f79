package io.github.strategorules.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.lostisland.internal.IslandSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The setup parameters of a Lost Island game, an immutable value: the number of players (LI-1.1),
 * the first seat, the layout (from a seed or explicit, LI-2.6), the tile set (LI-2.5), the stone
 * cells (LI-2.4), an optional turn limit (LI-11.2), the coin and ring supplies (LI-1.3 [default]:
 * 24 each, replaceable) and the advanced toggles of LI-12 ({@link IslandOption}). Build one with
 * {@link #builder()} or parse a text spec such as {@code lost-island(players=3)} with {@link
 * #parse}; {@link #spec()} writes it back.
 *
 * <p>Spec options: {@code players} (2 to 4, default 4), {@code first} (the first seat's index,
 * default 0), {@code seed} (the layout seed, default 0), {@code turn_limit} (player turns before a
 * draw, default none), {@code coins} and {@code rings} (the totals of LI-1.3, default 24 each; at
 * least one coin per player, rings 0 or more), {@code layout} (an explicit layout: the 36 tiles of
 * {@link Layout} joined by dots; the game uses it instead of one drawn from the seed, which the
 * spec still records), {@code tiles} (the {@link TileSet} a seeded layout is drawn from, in the
 * text of {@link TileSet#format()}; not with {@code layout}). A config whose layout cannot be
 * described by a seed (explicit layout, or a custom tile set) writes its layout in its spec, so the
 * spec always describes the same game. Each LI-12 toggle is a bare option named by {@link
 * IslandOption#specName()} ({@code custom_setup}, {@code alternating}, {@code
 * storms_when_shrinking}, {@code extra_loot}, {@code removed_face_down}, {@code secret_fights},
 * {@code storms_vanish}, {@code power_ups_anytime}); with {@code custom_setup}, {@code
 * stones=a1.c3.d4.f6} sets the four stone cells (LI-3.5) of a seeded layout. {@code alternating}
 * needs {@code custom_setup}.
 *
 * <p><b>Referee data (LI-13).</b> A config holds the layout (drawn from its seed or given
 * explicitly), so the config itself and its {@link #spec()} reveal every face-down tile: never send
 * them to a seat. What every seat may know is its {@link IslandGame} ({@link #game()}, {@link
 * IslandState#game()}, {@link IslandView#game()}: players, first seat, turn limit, toggles, supply
 * totals, stone cells, tile set) and {@link #publicSpec()}, that game's spec; {@link #toString()}
 * prints only those public facts.
 *
 * @param players the number of players, 2 to 4
 * @param first the seat that plays first
 * @param seed the layout seed (ignored when the layout is explicit)
 * @param layout the layout the game uses
 * @param explicitLayout whether the layout was given rather than drawn from the seed
 * @param turnLimit the number of player turns after which the game is a draw, 0 for none
 * @param options the LI-12 toggles in force
 * @param coins the total number of coins in the game (LI-1.3 [default] 24), each player's starting
 *     coin included
 * @param rings the total number of power rings (LI-1.3 [default] 24)
 */
@ImplementsRule({"LI-1.1", "LI-1.3", "LI-2.4", "LI-11.2"})
public record IslandConfig(
    int players,
    Seat first,
    long seed,
    Layout layout,
    boolean explicitLayout,
    int turnLimit,
    Set<IslandOption> options,
    int coins,
    int rings) {
  /** The default number of coins (LI-1.3 [default]). */
  public static final int DEFAULT_COINS = 24;

  /** The default number of power rings (LI-1.3 [default]). */
  public static final int DEFAULT_RINGS = 24;

  /** The default stone cells (LI-2.4 [default]), in square order: b2, e2, b5, e5. */
  public static final List<Square> DEFAULT_STONES =
      List.of(Square.of(1, 1), Square.of(4, 1), Square.of(1, 4), Square.of(4, 4));

  /** The name of the game in specs. */
  public static final String NAME = "lost-island";

  /**
   * Validates the parameters.
   *
   * @param players 2 to 4
   * @param first a seat below {@code players}
   * @param seed the seed
   * @param layout the layout, with its stone tiles on the default stone cells (LI-3.2) unless
   *     {@link IslandOption#CUSTOM_SETUP} is on (LI-3.5)
   * @param explicitLayout whether the layout was given
   * @param turnLimit 0 or more
   * @param options the toggles; {@link IslandOption#ALTERNATING} only with {@link
   *     IslandOption#CUSTOM_SETUP}
   * @param coins at least {@code players} (each player starts with one coin, LI-1.3)
   * @param rings 0 or more (LI-1.3)
   */
  public IslandConfig {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(layout, "layout");
    Objects.requireNonNull(options, "options");
    options = options.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(options));
    if (players < 2 || players > 4) {
      throw new IllegalArgumentException(
          "Lost Island is for 2 to 4 players, not " + players + " (LI-1.1)");
    }
    if (first.index() >= players) {
      throw new IllegalArgumentException(
          "the first seat must be one of the " + players + " seats, not " + first);
    }
    if (turnLimit < 0) {
      throw new IllegalArgumentException(
          "the turn limit is 0 (none) or positive, not " + turnLimit);
    }
    if (coins < players) {
      throw new IllegalArgumentException(
          "the coin supply needs at least one coin per player (each starts with one, "
              + "LI-1.3), not "
              + coins
              + " for "
              + players
              + " players");
    }
    if (rings < 0) {
      throw new IllegalArgumentException(
          "the ring supply is 0 or more rings (LI-1.3), not " + rings);
    }
    if (!options.contains(IslandOption.CUSTOM_SETUP)) {
      if (!layout.stones().equals(DEFAULT_STONES)) {
        throw new IllegalArgumentException(
            "stone tiles must lie on b2, b5, e2 and e5: other stone cells need the "
                + "advanced option CUSTOM_SETUP (LI-3.2)");
      }
      if (options.contains(IslandOption.ALTERNATING)) {
        throw new IllegalArgumentException("ALTERNATING is a sub-option of CUSTOM_SETUP (LI-3.5)");
      }
    }
    if (layout.stones().size() != 4) {
      throw new IllegalArgumentException(
          "a layout has four stone tiles (LI-2.4), found " + layout.stones().size());
    }
  }

  /**
   * A config with the default supplies of 24 coins and 24 rings (LI-1.3 [default]).
   *
   * @param players 2 to 4
   * @param first a seat below {@code players}
   * @param seed the seed
   * @param layout the layout
   * @param explicitLayout whether the layout was given
   * @param turnLimit 0 or more
   * @param options the toggles
   */
  public IslandConfig(
      int players,
      Seat first,
      long seed,
      Layout layout,
      boolean explicitLayout,
      int turnLimit,
      Set<IslandOption> options) {
    this(
        players,
        first,
        seed,
        layout,
        explicitLayout,
        turnLimit,
        options,
        DEFAULT_COINS,
        DEFAULT_RINGS);
  }

  /**
   * Whether a toggle of LI-12 is in force.
   *
   * @param option the toggle
   * @return true if on
   */
  public boolean has(IslandOption option) {
    return options.contains(option);
  }

  /**
   * The four stone cells in square order (LI-2.4, LI-3.5).
   *
   * @return the cells
   */
  public List<Square> stones() {
    return layout.stones();
  }

  /**
   * A builder with the defaults: 4 players, RED first, seed 0, standard tile set, no turn limit, 24
   * coins and 24 rings.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The default config for a number of players.
   *
   * @param players 2 to 4
   * @return the config
   */
  public static IslandConfig of(int players) {
    return builder().players(players).build();
  }

  /**
   * A builder starting from this config.
   *
   * @return the builder
   */
  public Builder toBuilder() {
    Builder b =
        new Builder()
            .players(players)
            .first(first)
            .seed(seed)
            .turnLimit(turnLimit)
            .options(options)
            .stones(layout.stones())
            .coins(coins)
            .rings(rings);
    if (explicitLayout) {
      b.layout(layout);
    }
    return b;
  }

  /**
   * The start cells of a seat (LI-3.2 [default]): the three cells between its stone tile and the
   * nearest corner; corners a1, f6 (2 players), a1, a6, f6 (3), a1, a6, f6, f1 (4). Under {@link
   * IslandOption#CUSTOM_SETUP} there are no start cells (LI-3.5): this list is what the base game
   * would use.
   *
   * @param seat a seat of this game
   * @return the three cells in square order
   */
  @ImplementsRule("LI-3.2")
  public List<Square> startCells(Seat seat) {
    int[][] corners =
        switch (players) {
          case 2 -> new int[][] {{0, 0}, {5, 5}};
          case 3 -> new int[][] {{0, 0}, {0, 5}, {5, 5}};
          default -> new int[][] {{0, 0}, {0, 5}, {5, 5}, {5, 0}};
        };
    int cx = corners[seat.index()][0];
    int cy = corners[seat.index()][1];
    int sx = cx == 0 ? 1 : 4;
    int sy = cy == 0 ? 1 : 4;
    List<Square> cells =
        new ArrayList<>(List.of(Square.of(cx, cy), Square.of(sx, cy), Square.of(cx, sy)));
    Collections.sort(cells);
    return List.copyOf(cells);
  }

  /**
   * The canonical text spec, such as {@code lost-island(players=3)}: {@code players} always, the
   * other options when they differ from the default (see the class comment).
   *
   * @return the spec
   */
  public String spec() {
    return IslandSpec.of(this);
  }

  /**
   * The spec without the hidden facts: no seed and no layout, only what every seat may know
   * (LI-13): players, first seat, turn limit, supplies, toggles, stone cells (stone tiles show face
   * down) and, when not the standard one, the tile set (the box's contents, not where they lie). It
   * is the spec of {@link IslandGame#of(IslandConfig) the game} of this config: unless the config's
   * layout is the default seed's, {@code parse(publicSpec())} describes another layout; it is meant
   * for logs and seats, not for records.
   *
   * @return the public spec, such as {@code lost-island(players=3,coins=30)}
   */
  public String publicSpec() {
    return IslandGame.of(this).spec();
  }

  /**
   * The game of this config: its public facts ({@link IslandGame#of}).
   *
   * @return the game
   */
  public IslandGame game() {
    return IslandGame.of(this);
  }

  /**
   * Parses a spec such as {@code lost-island}, {@code lost-island(players=3)} or {@code
   * lost-island(players=2,seed=7,turn_limit=100)}.
   *
   * @param spec the spec
   * @return the config
   * @throws NotationException for an unknown name or option or a bad value, listing the accepted
   *     options
   */
  public static IslandConfig parse(String spec) {
    return parse(spec, ReadLimits.DEFAULT);
  }

  /**
   * Parses a spec (see {@link #parse(String)}) no longer than the limits' value length.
   *
   * @param spec the spec
   * @param limits the limits ({@link ReadLimits#maxValueLength()})
   * @return the config
   * @throws NotationException for an unknown name or option, a bad value or a spec past the limit
   */
  public static IslandConfig parse(String spec, ReadLimits limits) {
    return IslandSpec.parse(spec, limits);
  }

  /**
   * The public facts only ({@link #publicSpec()}): neither the seed nor the layout, which reveal
   * every hidden tile (LI-13), so a config may be printed in logs and messages. {@link #spec()} is
   * the complete form.
   */
  @Override
  public String toString() {
    return "IslandConfig[" + publicSpec() + "]";
  }

  /** Builds an {@link IslandConfig}. */
  public static final class Builder {
    private int players = 4;
    private Seat first = Seat.RED;
    private long seed;
    private @Nullable Layout layout;
    private TileSet tileSet = TileSet.standard();
    private int turnLimit;
    private int coins = DEFAULT_COINS;
    private int rings = DEFAULT_RINGS;
    private List<Square> stones = DEFAULT_STONES;
    private final Set<IslandOption> options = EnumSet.noneOf(IslandOption.class);

    private Builder() {}

    /**
     * Turns on an LI-12 toggle.
     *
     * @param option the toggle
     * @return this builder
     */
    public Builder option(IslandOption option) {
      options.add(Objects.requireNonNull(option, "option"));
      return this;
    }

    /**
     * Sets the LI-12 toggles, replacing those set before.
     *
     * @param set the toggles
     * @return this builder
     */
    public Builder options(Set<IslandOption> set) {
      options.clear();
      options.addAll(set);
      return this;
    }

    /**
     * Sets the four stone cells a seeded layout puts the stone tiles on (LI-2.4; other than the
     * default only with {@link IslandOption#CUSTOM_SETUP}, LI-3.5). An explicit layout brings its
     * own stone cells; other non-default cells given with it are an error at {@link #build()}.
     *
     * @param cells four distinct cells
     * @return this builder
     */
    public Builder stones(List<Square> cells) {
      List<Square> sorted = new ArrayList<>(cells);
      Collections.sort(sorted);
      this.stones = List.copyOf(sorted);
      return this;
    }

    /**
     * Sets the number of players (LI-1.1).
     *
     * @param n 2 to 4
     * @return this builder
     */
    public Builder players(int n) {
      this.players = n;
      return this;
    }

    /**
     * Sets the first seat to play (LI-1.1).
     *
     * @param seat the seat
     * @return this builder
     */
    public Builder first(Seat seat) {
      this.first = Objects.requireNonNull(seat, "seat");
      return this;
    }

    /**
     * Sets the layout seed (LI-2.6).
     *
     * @param s the seed
     * @return this builder
     */
    public Builder seed(long s) {
      this.seed = s;
      return this;
    }

    /**
     * Sets an explicit layout instead of one drawn from the seed (LI-2.6).
     *
     * @param l the layout, or null to draw one from the seed
     * @return this builder
     */
    public Builder layout(@Nullable Layout l) {
      this.layout = l;
      return this;
    }

    /**
     * Replaces the tile set a seeded layout is drawn from (LI-2.5 [default]).
     *
     * @param set the tile set
     * @return this builder
     */
    public Builder tileSet(TileSet set) {
      this.tileSet = Objects.requireNonNull(set, "set");
      return this;
    }

    /**
     * Sets the total number of coins (LI-1.3 [default] 24): each player's starting coin and the
     * supply every gain draws from.
     *
     * @param total at least one per player (checked by {@link #build()})
     * @return this builder
     */
    public Builder coins(int total) {
      this.coins = total;
      return this;
    }

    /**
     * Sets the total number of power rings in the supply (LI-1.3 [default] 24).
     *
     * @param total 0 or more (checked by {@link #build()})
     * @return this builder
     */
    public Builder rings(int total) {
      this.rings = total;
      return this;
    }

    /**
     * Sets the turn limit (LI-11.2).
     *
     * @param turns player turns after which the game is a draw, 0 for none
     * @return this builder
     */
    public Builder turnLimit(int turns) {
      this.turnLimit = turns;
      return this;
    }

    /**
     * Builds the config.
     *
     * @return the config
     * @throws IllegalArgumentException for invalid parameters
     */
    public IslandConfig build() {
      boolean explicit = layout != null || !tileSet.equals(TileSet.standard());
      if (layout != null && !layout.stones().equals(stones) && !stones.equals(DEFAULT_STONES)) {
        throw new IllegalArgumentException(
            "the stone cells " + stones + " differ from the explicit layout's");
      }
      Layout l = layout != null ? layout : Layout.random(seed, stones, tileSet);
      return new IslandConfig(players, first, seed, l, explicit, turnLimit, options, coins, rings);
    }
  }
}
