package io.github.strategorules.core.support;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Random games for properties: random setups and uniformly random legal moves, from a seed. */
public final class RandomGames {
  private RandomGames() {}

  /**
   * A ruleset drawn from the classic family's options.
   *
   * @param random the source
   * @return classic with a random two-squares limit and C-7.4 on or off
   */
  public static Ruleset ruleset(SplittableRandom random) {
    return Ruleset.classic().toBuilder()
        .twoSquaresLimit(random.nextBoolean() ? 3 : 5)
        .gravonEndings(random.nextBoolean())
        .build();
  }

  /**
   * Plays a random game and returns every state, the start included.
   *
   * @param ruleset the rules
   * @param seed the seed
   * @param maxPlies stop after this many moves if the game is not over
   * @return the states, oldest first
   */
  public static List<ClassicState> play(Ruleset ruleset, long seed, int maxPlies) {
    SplittableRandom random = new SplittableRandom(seed);
    ClassicState s = ClassicState.start(ruleset, Setup.random(ruleset, Player.RED, random),
        Setup.random(ruleset, Player.BLUE, random));
    List<ClassicState> states = new ArrayList<>();
    states.add(s);
    while (s.phase() == Phase.PLAY && s.ply() < maxPlies) {
      List<Move> moves = s.legalMoves();
      s = s.apply(moves.get(random.nextInt(moves.size()))).state();
      states.add(s);
    }
    return states;
  }
}
