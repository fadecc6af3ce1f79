package io.github.strategorules.lostisland;

import io.github.strategorules.core.NotationException;
import io.github.strategorules.core.Square;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The setup parameters of a Lost Island game, an immutable value: the number of players (LI-1.1),
 * the first seat, the layout (from a seed or explicit, LI-2.6), the tile set (LI-2.5), the stone
 * cells (LI-2.4) and an optional turn limit (LI-11.2). Build one with {@link #builder()} or parse
 * a text spec such as {@code lost-island(players=3)} with {@link #parse}; {@link #spec()} writes
 * it back.
 *
 * <p>Spec options: {@code players} (2 to 4, default 4), {@code first} (the first seat's index,
 * default 0), {@code seed} (the layout seed, default 0), {@code turn_limit} (player turns before
 * a draw, default none), {@code layout} (an explicit layout: the 36 tiles of {@link Layout}
 * joined by dots; it replaces the seed). A config whose layout cannot be described by a seed
 * (explicit layout, or a custom tile set) writes its layout in its spec, so the spec always
 * describes the same game. The advanced toggles of LI-12 are not part of this version.
 *
 * @param players the number of players, 2 to 4
 * @param first the seat that plays first
 * @param seed the layout seed (ignored when the layout is explicit)
 * @param layout the layout the game uses
 * @param explicitLayout whether the layout was given rather than drawn from the seed
 * @param turnLimit the number of player turns after which the game is a draw, 0 for none
 */
public record IslandConfig(int players, Seat first, long seed, Layout layout, boolean explicitLayout,
    int turnLimit) {
  /** The default stone cells (LI-2.4 [default]), in square order: b2, e2, b5, e5. */
  public static final List<Square> DEFAULT_STONES =
      List.of(Square.of(1, 1), Square.of(4, 1), Square.of(1, 4), Square.of(4, 4));

  /** The name of the game in specs. */
  public static final String NAME = "lost-island";

  private static final String ACCEPTED = "accepted options: players=2..4, first=0..players-1, seed=<long>, "
      + "turn_limit=<turns, 0 for none>, layout=<36 tiles joined by dots>";

  /**
   * Validates the parameters.
   *
   * @param players 2 to 4
   * @param first a seat below {@code players}
   * @param seed the seed
   * @param layout the layout, with its stone tiles on the default stone cells (LI-3.2)
   * @param explicitLayout whether the layout was given
   * @param turnLimit 0 or more
   */
  public IslandConfig {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(layout, "layout");
    if (players < 2 || players > 4) {
      throw new IllegalArgumentException("Lost Island is for 2 to 4 players, not " + players + " (LI-1.1)");
    }
    if (first.index() >= players) {
      throw new IllegalArgumentException("the first seat must be one of the " + players + " seats, not " + first);
    }
    if (turnLimit < 0) {
      throw new IllegalArgumentException("the turn limit is 0 (none) or positive, not " + turnLimit);
    }
    if (!layout.stones().equals(DEFAULT_STONES)) {
      throw new IllegalArgumentException("stone tiles must lie on b2, b5, e2 and e5: other stone cells need the "
          + "advanced option CUSTOM_SETUP (LI-3.2), which this version does not have");
    }
  }

  /**
   * A builder with the defaults: 4 players, RED first, seed 0, standard tile set, no turn limit.
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
    Builder b = new Builder().players(players).first(first).seed(seed).turnLimit(turnLimit);
    if (explicitLayout) {
      b.layout(layout);
    }
    return b;
  }

  /**
   * The start cells of a seat (LI-3.2 [default]): the three cells between its stone tile and the
   * nearest corner; corners a1, f6 (2 players), a1, a6, f6 (3), a1, a6, f6, f1 (4).
   *
   * @param seat a seat of this game
   * @return the three cells in square order
   */
  public List<Square> startCells(Seat seat) {
    int[][] corners = switch (players) {
      case 2 -> new int[][] {{0, 0}, {5, 5}};
      case 3 -> new int[][] {{0, 0}, {0, 5}, {5, 5}};
      default -> new int[][] {{0, 0}, {0, 5}, {5, 5}, {5, 0}};
    };
    int cx = corners[seat.index()][0];
    int cy = corners[seat.index()][1];
    int sx = cx == 0 ? 1 : 4;
    int sy = cy == 0 ? 1 : 4;
    List<Square> cells = new ArrayList<>(List.of(Square.of(cx, cy), Square.of(sx, cy), Square.of(cx, sy)));
    java.util.Collections.sort(cells);
    return List.copyOf(cells);
  }

  /**
   * The canonical text spec, such as {@code lost-island(players=3)}: {@code players} always, the
   * other options when they differ from the default (see the class comment).
   *
   * @return the spec
   */
  public String spec() {
    StringBuilder sb = new StringBuilder(NAME).append("(players=").append(players);
    if (first != Seat.RED) {
      sb.append(",first=").append(first.index());
    }
    boolean seedLayout = !explicitLayout && layout.equals(Layout.random(seed, DEFAULT_STONES, TileSet.standard()));
    if (seedLayout && seed != 0) {
      sb.append(",seed=").append(seed);
    }
    if (turnLimit != 0) {
      sb.append(",turn_limit=").append(turnLimit);
    }
    if (!seedLayout) {
      sb.append(",layout=").append(layout.toString().replace(' ', '.'));
    }
    return sb.append(')').toString();
  }

  /**
   * Parses a spec such as {@code lost-island}, {@code lost-island(players=3)} or
   * {@code lost-island(players=2,seed=7,turn_limit=100)}.
   *
   * @param spec the spec
   * @return the config
   * @throws NotationException for an unknown name or option or a bad value, listing the accepted
   *     options
   */
  public static IslandConfig parse(String spec) {
    Objects.requireNonNull(spec, "spec");
    String s = spec.strip();
    String body = "";
    if (!s.startsWith(NAME)) {
      throw new NotationException("not a Lost Island spec (expected " + NAME + " or " + NAME + "(...); "
          + ACCEPTED + ")", spec, 0);
    }
    String rest = s.substring(NAME.length());
    if (!rest.isEmpty()) {
      if (!rest.startsWith("(") || !rest.endsWith(")")) {
        throw new NotationException("options go in parentheses after the name; " + ACCEPTED, spec, NAME.length());
      }
      body = rest.substring(1, rest.length() - 1).strip();
    }
    Map<String, String> opts = new LinkedHashMap<>();
    if (!body.isEmpty()) {
      for (String part : body.split(",")) {
        int eq = part.indexOf('=');
        String key = eq < 0 ? part.strip() : part.substring(0, eq).strip();
        if (eq < 0 || !List.of("players", "first", "seed", "turn_limit", "layout").contains(key)) {
          throw new NotationException("unknown option '" + part.strip() + "'; " + ACCEPTED, spec, s.indexOf(part));
        }
        if (opts.put(key, part.substring(eq + 1).strip()) != null) {
          throw new NotationException("option '" + key + "' given twice; " + ACCEPTED, spec, s.indexOf(part));
        }
      }
    }
    Builder b = builder();
    try {
      if (opts.containsKey("players")) {
        b.players(Integer.parseInt(opts.get("players")));
      }
      if (opts.containsKey("first")) {
        b.first(Seat.of(Integer.parseInt(opts.get("first"))));
      }
      if (opts.containsKey("seed")) {
        b.seed(Long.parseLong(opts.get("seed")));
      }
      if (opts.containsKey("turn_limit")) {
        b.turnLimit(Integer.parseInt(opts.get("turn_limit")));
      }
      if (opts.containsKey("layout")) {
        b.layout(Layout.parse(opts.get("layout").replace('.', ' ')));
      }
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new NotationException("bad option value: " + e.getMessage() + "; " + ACCEPTED, spec, 0);
    }
  }

  /** Builds an {@link IslandConfig}. */
  public static final class Builder {
    private int players = 4;
    private Seat first = Seat.RED;
    private long seed;
    private Layout layout;
    private TileSet tileSet = TileSet.standard();
    private int turnLimit;

    private Builder() {}

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
    public Builder layout(Layout l) {
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
      Layout l = layout != null ? layout : Layout.random(seed, DEFAULT_STONES, tileSet);
      return new IslandConfig(players, first, seed, l, explicit, turnLimit);
    }
  }
}
