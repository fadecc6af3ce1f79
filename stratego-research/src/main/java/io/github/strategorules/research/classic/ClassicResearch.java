package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.ResearchKit;
import io.github.strategorules.research.SetupStyle;
import io.github.strategorules.research.Transcript;
import java.util.List;
import java.util.Optional;

/**
 * The research kit of the classic family ({@code classic}: every classic-family ruleset, variants
 * and house rules included): the bots {@code random} ({@link ClassicRandomBot}), {@code heuristic}
 * ({@link HeuristicBot}), {@code search} ({@link SearchBot}; {@code mcts} is accepted for it) and
 * {@code reference} ({@link ReferenceBot}, 250 ms per move; {@code reference:<ms>} for another
 * think time), {@code strategist} ({@link StrategistBot}, 250 ms, {@code strategist:<ms>}; also a
 * tunable {@link BotFamily}), the {@link ClassicActionCodec}, the {@link ClassicObservations} and
 * the {@link ClassicSampler}. A seat sees every action of the other seat whole but its placements
 * (C-2.3: their squares and types are the placer's secret; the seat's events say what it may know
 * of them).
 */
public final class ClassicResearch implements ResearchKit {
  /** The family served. */
  public static final String FAMILY = "classic";

  /** The worlds of the first round of a tuning bot's decision. */
  static final int TUNING_WORLDS = 2;

  /** Creates the kit (for {@link java.util.ServiceLoader}). */
  public ClassicResearch() {}

  @Override
  public String family() {
    return FAMILY;
  }

  @Override
  public List<String> botNames() {
    return List.of("random", "heuristic", "search", "reference", "strategist");
  }

  /**
   * {@code sensible} (as the reference and strategist bots set up: the flag on the back row with
   * bombs beside it, the rest where people put each type) and {@code random} (as the random bot
   * does).
   */
  @Override
  public List<SetupStyle> setups() {
    return ClassicSetupStyle.ALL;
  }

  @Override
  public Bot bot(String name, Game game) {
    return switch (name) {
      case "random" -> new ClassicRandomBot();
      case "heuristic" -> new HeuristicBot();
      case "search", "mcts" -> new SearchBot();
      case "reference" -> new ReferenceBot();
      case "strategist" -> new StrategistBot();
      default ->
          withThinkTime(name)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "unknown bot '"
                              + name
                              + "' for "
                              + game.spec()
                              + "; known bots: "
                              + String.join(", ", botNames())
                              + " (reference:<ms> and strategist:<ms> set the think time per move)"));
    };
  }

  /**
   * {@code reference:<ms>}, {@code strategist:<ms>}: a timed bot with another think time per move
   * (1 to 600000 ms).
   */
  private static Optional<Bot> withThinkTime(String name) {
    int colon = name.indexOf(':');
    String ms = name.substring(colon + 1);
    if (colon < 0
        || ms.isEmpty()
        || ms.length() > 6
        || !ms.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return Optional.empty();
    }
    int millis = Integer.parseInt(ms);
    if (millis < 1) {
      return Optional.empty();
    }
    return switch (name.substring(0, colon)) {
      case "reference" -> Optional.of(new ReferenceBot(millis));
      case "strategist" -> Optional.of(new StrategistBot(millis));
      default -> Optional.empty();
    };
  }

  @Override
  public List<String> familyNames() {
    return List.of("strategist");
  }

  /**
   * {@inheritDoc} The classic family's: {@code strategist}, {@link StrategistBot}'s weights, with
   * bots of a fixed budget ({@value #TUNING_WORLDS} worlds in a decision's first round, {@value
   * StrategistBot#DEFAULT_PLIES} plies after each move) that replay from their seed.
   */
  @Override
  public BotFamily family(String name, Game game) {
    ruleset(game);
    if (name.equals("strategist")) {
      return StrategistBot.family(TUNING_WORLDS, StrategistBot.DEFAULT_PLIES);
    }
    return ResearchKit.super.family(name, game);
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
