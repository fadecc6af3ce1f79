package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.ResearchKit;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.Optional;

/**
 * The research kit of the classic family ({@code classic}: every classic-family ruleset, variants
 * and house rules included): the bots {@code random} ({@link ClassicRandomBot}), {@code heuristic}
 * ({@link HeuristicBot}), {@code search} ({@link SearchBot}; {@code mcts} is accepted for it) and
 * {@code reference} ({@link ReferenceBot}, 250 ms per move; {@code reference:<ms>} for another
 * think time), the {@link ClassicActionCodec}, the {@link ClassicObservations} and the {@link
 * ClassicSampler}. A seat sees every action of the other seat whole but its placements (C-2.3:
 * their squares and types are the placer's secret; the seat's events say what it may know of them).
 */
public final class ClassicResearch implements ResearchKit {
  /** The family served. */
  public static final String FAMILY = "classic";

  /** Creates the kit (for {@link java.util.ServiceLoader}). */
  public ClassicResearch() {}

  @Override
  public String family() {
    return FAMILY;
  }

  @Override
  public List<String> botNames() {
    return List.of("random", "heuristic", "search", "reference");
  }

  @Override
  public Bot bot(String name, Game game) {
    return switch (name) {
      case "random" -> new ClassicRandomBot();
      case "heuristic" -> new HeuristicBot();
      case "search", "mcts" -> new SearchBot();
      case "reference" -> new ReferenceBot();
      default ->
          referenceWithThinkTime(name)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "unknown bot '"
                              + name
                              + "' for "
                              + game.spec()
                              + "; known bots: "
                              + String.join(", ", botNames())
                              + " (reference:<ms> sets its think time per move)"));
    };
  }

  /**
   * {@code reference:<ms>}: the reference bot with another think time per move (1 to 600000 ms).
   */
  private static Optional<Bot> referenceWithThinkTime(String name) {
    String prefix = "reference:";
    if (!name.startsWith(prefix)) {
      return Optional.empty();
    }
    String ms = name.substring(prefix.length());
    if (ms.isEmpty() || ms.length() > 6 || !ms.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return Optional.empty();
    }
    int millis = Integer.parseInt(ms);
    return millis < 1 ? Optional.empty() : Optional.of(new ReferenceBot(millis));
  }

  @Override
  public ClassicActionCodec codec(Game game) {
    return ClassicActionCodec.of(ruleset(game));
  }

  @Override
  public ClassicObservations observations(Game game) {
    return ClassicObservations.of(ruleset(game));
  }

  @Override
  public ClassicSampler sampler(Transcript transcript) {
    return ClassicSampler.of(transcript);
  }

  private static Ruleset ruleset(Game game) {
    if (game instanceof ClassicGame g) {
      return g.ruleset();
    }
    throw new IllegalArgumentException("not a classic-family game: " + game.spec());
  }

  /** The player's view of a classic transcript. */
  static ClassicView view(Transcript transcript) {
    if (transcript.view() instanceof ClassicView v) {
      return v;
    }
    throw new IllegalArgumentException(
        "not a transcript of a classic-family game: " + transcript.game().spec());
  }
}
