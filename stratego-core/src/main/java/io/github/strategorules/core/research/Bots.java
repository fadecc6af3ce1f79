package io.github.strategorules.core.research;

import java.util.List;

/** The reference bots by name: {@code random}, {@code heuristic} and {@code search}. */
public final class Bots {
  private Bots() {}

  /**
   * The names {@link #byName} knows.
   *
   * @return the names
   */
  public static List<String> names() {
    return List.of("random", "heuristic", "search");
  }

  /**
   * A reference bot by name ({@code mcts} is accepted for {@code search}).
   *
   * @param name the name
   * @return a new bot
   * @throws IllegalArgumentException for an unknown name
   */
  public static Bot byName(String name) {
    return switch (name) {
      case "random" -> new RandomBot();
      case "heuristic" -> new HeuristicBot();
      case "search", "mcts" -> new SearchBot();
      default -> throw new IllegalArgumentException("unknown bot '" + name + "'; known bots: " + String.join(", ", names()));
    };
  }
}
