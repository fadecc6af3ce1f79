package io.github.strategorules.lostisland;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Test support: random games through the public API. */
public final class Games {
  private Games() {}

  /** A played game: every state (the first is the start) and every step. */
  public record Played(
      List<IslandState> states, List<IslandStep> steps, List<IslandAction> actions) {
    /** The last state. */
    public IslandState last() {
      return states.get(states.size() - 1);
    }
  }

  /**
   * Plays uniformly random legal actions until the game ends or {@code maxActions} actions.
   *
   * @param start the start state
   * @param random the random source
   * @param maxActions the cap
   * @return the game
   */
  public static Played play(IslandState start, SplittableRandom random, int maxActions) {
    List<IslandState> states = new ArrayList<>();
    List<IslandStep> steps = new ArrayList<>();
    List<IslandAction> actions = new ArrayList<>();
    states.add(start);
    IslandState s = start;
    for (int i = 0; i < maxActions && s.outcome().isEmpty(); i++) {
      List<IslandAction> legal = s.legalDecisions();
      IslandAction a = legal.get(random.nextInt(legal.size()));
      IslandStep step = s.apply(a);
      actions.add(a);
      steps.add(step);
      s = step.state();
      states.add(s);
    }
    return new Played(states, steps, actions);
  }

  /**
   * Replays actions from a start state.
   *
   * @param start the start
   * @param actions the actions
   * @return the game
   */
  public static Played replay(IslandState start, List<IslandAction> actions) {
    List<IslandState> states = new ArrayList<>();
    List<IslandStep> steps = new ArrayList<>();
    states.add(start);
    IslandState s = start;
    for (IslandAction a : actions) {
      IslandStep step = s.apply(a);
      steps.add(step);
      s = step.state();
      states.add(s);
    }
    return new Played(states, steps, List.copyOf(actions));
  }
}
