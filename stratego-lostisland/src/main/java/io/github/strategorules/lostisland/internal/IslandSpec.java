package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.TileSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The text spec of Lost Island, read and written in one place: {@code lost-island} with options in
 * parentheses, such as {@code lost-island(players=3,seed=7,secret_fights)}. The options are
 * documented on {@link IslandConfig}: {@code players} (LI-1.1), {@code first}, {@code seed} and
 * {@code layout} (LI-2.6), {@code tiles} (LI-2.5), {@code stones} (LI-2.4, LI-3.5), {@code
 * turn_limit} (LI-11.2), {@code coins} and {@code rings} (LI-1.3) and the bare LI-12 toggles
 * ({@link IslandOption#specName()}).
 *
 * <p>Two specs are written: a config's {@linkplain #of(IslandConfig) full spec}, which names its
 * seed and, when a seed cannot describe it, its layout, so that it always describes the same game;
 * and a game's {@linkplain #of(IslandGame) public spec}, which never names a seed or a layout, as
 * they reveal every face-down tile (LI-13). Both write an option only when it differs from its
 * default, in the same order, so that equal values give equal text.
 */
public final class IslandSpec {
  /** The options that take a value; the others are the toggles, written bare. */
  private static final List<String> VALUED =
      List.of(
          "players", "first", "seed", "turn_limit", "coins", "rings", "layout", "tiles", "stones");

  private static final String ACCEPTED =
      "accepted options: players=2..4, first=0..players-1, seed=<long>, "
          + "turn_limit=<turns, 0 for none>, coins=<players or more>, rings=<0 or more>, layout=<36 tiles joined by dots>, "
          + "tiles=<32 green tiles and 3 stone loots joined by dots>, stones=<4 cells joined by dots>, "
          + "custom_setup, alternating, storms_when_shrinking, extra_loot, removed_face_down, secret_fights, "
          + "storms_vanish, power_ups_anytime";

  private IslandSpec() {}

  /**
   * Reads a spec into a config (see {@link IslandConfig#parse(String)}), no longer than the limits'
   * value length.
   *
   * @param spec the spec
   * @param limits the limits ({@link ReadLimits#maxValueLength()})
   * @return the config
   * @throws NotationException for an unknown name or option, a bad value or a spec past the limit,
   *     listing the accepted options
   */
  public static IslandConfig parse(String spec, ReadLimits limits) {
    Objects.requireNonNull(spec, "spec");
    limits.checkValue(spec, "a Lost Island config spec");
    Map<String, String> opts = options(spec);
    IslandConfig.Builder b = IslandConfig.builder();
    try {
      if (opts.containsKey("players")) {
        b.players(Integer.parseInt(digits(opts.get("players"))));
      }
      if (opts.containsKey("first")) {
        b.first(Seat.of(Integer.parseInt(digits(opts.get("first")))));
      }
      if (opts.containsKey("seed")) {
        b.seed(Long.parseLong(digits(opts.get("seed"))));
      }
      if (opts.containsKey("turn_limit")) {
        b.turnLimit(Integer.parseInt(digits(opts.get("turn_limit"))));
      }
      if (opts.containsKey("coins")) {
        b.coins(Integer.parseInt(digits(opts.get("coins"))));
      }
      if (opts.containsKey("rings")) {
        b.rings(Integer.parseInt(digits(opts.get("rings"))));
      }
      if (opts.containsKey("layout")) {
        if (opts.containsKey("tiles")) {
          throw new IllegalArgumentException(
              "tiles= goes with a seed, not with an explicit layout");
        }
        b.layout(Layout.parse(opts.get("layout").replace('.', ' ')));
      }
      if (opts.containsKey("tiles")) {
        b.tileSet(TileSet.parse(opts.get("tiles")));
      }
      if (opts.containsKey("stones")) {
        List<Square> stones = new ArrayList<>();
        for (String cell : opts.get("stones").split("\\.")) {
          stones.add(Square.parse(cell.strip()));
        }
        b.stones(stones);
      }
      for (String key : opts.keySet()) {
        IslandOption option = toggle(key);
        if (option != null) {
          b.option(option);
        }
      }
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new NotationException("bad option value: " + e.getMessage() + "; " + ACCEPTED, spec, 0);
    }
  }

  /**
   * Whether a spec names the layout of its game, by its seed or explicitly (LI-2.6): the game it
   * describes is then pinned to that layout ({@link IslandGame#parse}).
   *
   * @param spec a spec
   * @return true if it has a {@code seed=} or a {@code layout=}
   * @throws NotationException for a spec of another game, an unknown or repeated option
   */
  public static boolean namesLayout(String spec) {
    Map<String, String> written = options(spec);
    return written.containsKey("seed") || written.containsKey("layout");
  }

  /**
   * A config's full spec ({@link IslandConfig#spec()}): the public options, the seed when not 0,
   * and the layout itself when the seed does not draw it (an explicit layout, a custom tile set).
   * Referee data (LI-13).
   *
   * @param config the config
   * @return the spec, such as {@code lost-island(players=3,seed=7)}
   */
  public static String of(IslandConfig config) {
    List<Square> stones = config.stones();
    boolean seedLayout =
        !config.explicitLayout()
            && config.layout().equals(Layout.random(config.seed(), stones, TileSet.standard()));
    // The seed is written with an explicit layout too: it is part of the config's value.
    StringBuilder sb =
        head(
            config.players(),
            config.first(),
            config.seed(),
            config.turnLimit(),
            config.coins(),
            config.rings(),
            config.options());
    if (seedLayout && !stones.equals(IslandConfig.DEFAULT_STONES)) {
      sb.append(",stones=").append(cells(stones));
    }
    if (!seedLayout) {
      sb.append(",layout=").append(config.layout().toString().replace(' ', '.'));
    }
    return sb.append(')').toString();
  }

  /**
   * A game's public spec ({@link IslandGame#spec()}): never a seed or a layout (LI-13), and the
   * stone cells and the tile set when not the default ones.
   *
   * @param game the game
   * @return the spec, such as {@code lost-island(players=3,secret_fights)}
   */
  public static String of(IslandGame game) {
    StringBuilder sb =
        head(
            game.players(),
            game.first(),
            0,
            game.turnLimit(),
            game.coins(),
            game.rings(),
            game.options());
    if (!game.stones().equals(IslandConfig.DEFAULT_STONES)) {
      sb.append(",stones=").append(cells(game.stones()));
    }
    if (!game.tileSet().equals(TileSet.standard())) {
      sb.append(",tiles=").append(game.tileSet().format());
    }
    return sb.append(')').toString();
  }

  /**
   * The name and the options both specs write alike: players always, the others when not the
   * default.
   */
  private static StringBuilder head(
      int players,
      Seat first,
      long seed,
      int turnLimit,
      int coins,
      int rings,
      Set<IslandOption> options) {
    StringBuilder sb = new StringBuilder(IslandConfig.NAME).append("(players=").append(players);
    if (first != Seat.RED) {
      sb.append(",first=").append(first.index());
    }
    if (seed != 0) {
      sb.append(",seed=").append(seed);
    }
    if (turnLimit != 0) {
      sb.append(",turn_limit=").append(turnLimit);
    }
    if (coins != IslandConfig.DEFAULT_COINS) {
      sb.append(",coins=").append(coins);
    }
    if (rings != IslandConfig.DEFAULT_RINGS) {
      sb.append(",rings=").append(rings);
    }
    for (IslandOption o : IslandOption.values()) {
      if (options.contains(o)) {
        sb.append(',').append(o.specName());
      }
    }
    return sb;
  }

  private static String cells(List<Square> cells) {
    return String.join(".", cells.stream().map(Square::toString).toList());
  }

  /**
   * A number's text as written: ASCII digits after an optional minus (not {@code +5} or a
   * full-width 5).
   */
  private static String digits(@Nullable String value) {
    if (value == null || !value.matches("-?[0-9]+")) {
      throw new IllegalArgumentException("'" + value + "' is not a number");
    }
    return value;
  }

  /**
   * The options of a spec by name, in the order written (a bare toggle maps to an empty value),
   * checked for unknown and repeated names but not for their values.
   */
  private static Map<String, String> options(String spec) {
    Objects.requireNonNull(spec, "spec");
    String s = spec.strip();
    String name = IslandConfig.NAME;
    String body = "";
    if (!s.startsWith(name)) {
      throw new NotationException(
          "not a Lost Island spec (expected " + name + " or " + name + "(...); " + ACCEPTED + ")",
          spec,
          0);
    }
    String rest = s.substring(name.length());
    if (!rest.isEmpty()) {
      if (!rest.startsWith("(") || !rest.endsWith(")")) {
        throw new NotationException(
            "options go in parentheses after the name; " + ACCEPTED, spec, name.length());
      }
      body = rest.substring(1, rest.length() - 1).strip();
    }
    Map<String, String> opts = new LinkedHashMap<>();
    if (!body.isEmpty()) {
      for (String part : body.split(",")) {
        int eq = part.indexOf('=');
        String key = eq < 0 ? part.strip() : part.substring(0, eq).strip();
        if (eq < 0 ? toggle(key) == null : !VALUED.contains(key)) {
          throw new NotationException(
              "unknown option '" + part.strip() + "'; " + ACCEPTED, spec, s.indexOf(part));
        }
        if (opts.put(key, eq < 0 ? "" : part.substring(eq + 1).strip()) != null) {
          throw new NotationException(
              "option '" + key + "' given twice; " + ACCEPTED, spec, s.indexOf(part));
        }
      }
    }
    return opts;
  }

  private static @Nullable IslandOption toggle(String key) {
    for (IslandOption o : IslandOption.values()) {
      if (o.specName().equals(key)) {
        return o;
      }
    }
    return null;
  }
}
