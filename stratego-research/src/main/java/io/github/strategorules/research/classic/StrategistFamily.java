package io.github.strategorules.research.classic;

import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFamily;
import java.util.List;

/**
 * {@link StrategistBot}'s weights as a {@link BotFamily}: fixed-budget bots, so that a tuning game
 * replays exactly from its seed wherever it runs.
 *
 * @param worlds the worlds of each decision's first round
 * @param plies the plies searched after each candidate move
 */
record StrategistFamily(int worlds, int plies) implements BotFamily {
  private static final List<String> NAMES =
      StrategistWeight.all().stream().map(StrategistWeight::key).toList();

  StrategistFamily {
    if (worlds < 1 || plies < 1) {
      throw new IllegalArgumentException("worlds and plies must be at least 1");
    }
  }

  @Override
  public String name() {
    return "strategist";
  }

  @Override
  public List<String> parameters() {
    return NAMES;
  }

  @Override
  public double[] defaults() {
    return StrategistBot.defaults();
  }

  @Override
  public double[] scales() {
    return StrategistWeight.all().stream().mapToDouble(StrategistWeight::scale).toArray();
  }

  @Override
  public Bot bot(double[] weights) {
    return StrategistBot.fixed(worlds, plies, weights);
  }
}
