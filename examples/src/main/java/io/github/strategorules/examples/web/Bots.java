package io.github.strategorules.examples.web;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.LongFunction;

/**
 * The bots a server can seat, by name: a client asks for {@code "bot"} (the default bot) or
 * {@code "bot:NAME"}. Each seat gets its own bot, made from a seed the server draws.
 */
public final class Bots {
  /** The name of the built-in bot, and the default. */
  public static final String RANDOM = "random";

  private final Map<String, LongFunction<SeatBot>> byName;
  private final String defaultName;

  private Bots(Map<String, LongFunction<SeatBot>> byName, String defaultName) {
    this.byName = Map.copyOf(byName);
    this.defaultName = defaultName;
  }

  /**
   * The built-in bots: {@code random} ({@link RandomBot}).
   *
   * @return the bots
   */
  public static Bots standard() {
    return new Bots(Map.of(RANDOM, RandomBot::new), RANDOM);
  }

  /**
   * These bots and one more, which becomes the default.
   *
   * @param name its name
   * @param factory makes one from a seed
   * @return the bots
   */
  public Bots with(String name, LongFunction<SeatBot> factory) {
    Map<String, LongFunction<SeatBot>> all = new TreeMap<>(byName);
    all.put(name, factory);
    return new Bots(all, name);
  }

  /**
   * The names.
   *
   * @return the names, sorted
   */
  public Set<String> names() {
    return new TreeMap<>(byName).keySet();
  }

  /**
   * The default bot's name.
   *
   * @return the name
   */
  public String defaultName() {
    return defaultName;
  }

  /**
   * A new bot of a name.
   *
   * @param name the name
   * @param seed its seed
   * @return the bot, or empty for an unknown name
   */
  public Optional<SeatBot> make(String name, long seed) {
    LongFunction<SeatBot> f = byName.get(name);
    return f == null ? Optional.empty() : Optional.of(f.apply(seed));
  }
}
