package io.github.strategorules.testkit.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random games from a seed (random setups, uniformly random legal moves), for example tests that
 * search seeds for a game with some feature. Properties use {@link ClassicGames}, whose games
 * shrink.
 */
public final class RandomGames {
  private RandomGames() {}

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
    ClassicState s =
        ClassicState.start(
            ruleset,
            Setup.random(ruleset, Seat.RED, random),
            Setup.random(ruleset, Seat.BLUE, random));
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
