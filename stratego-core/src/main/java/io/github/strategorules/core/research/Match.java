package io.github.strategorules.core.research;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.rules.Ruleset;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * One game between two bots, reproducible from a seed: the seed gives RED's setup, BLUE's setup
 * and each bot's own random stream, in that order. Each bot sees only its own view. Use a ruleset
 * with a ply limit (C-7.6, such as {@code classic(ply_limit=2000)}) to bound long games.
 */
public final class Match {
  private Match() {}

  /**
   * Plays a game to its end.
   *
   * @param ruleset the rules
   * @param red RED's bot
   * @param blue BLUE's bot
   * @param seed the seed
   * @return the final state (over, unless a bot resigned: then too)
   */
  public static ClassicState play(Ruleset ruleset, Bot red, Bot blue, long seed) {
    Objects.requireNonNull(red, "red");
    Objects.requireNonNull(blue, "blue");
    SplittableRandom root = new SplittableRandom(seed);
    ClassicState s = ClassicState.start(ruleset, red.setup(ruleset, Player.RED, root.split()),
        blue.setup(ruleset, Player.BLUE, root.split()));
    SplittableRandom[] streams = {root.split(), root.split()};
    Bot[] bots = {red, blue};
    while (s.phase() == Phase.PLAY) {
      Player p = s.toMove().orElseThrow();
      s = s.apply(p, bots[p.ordinal()].choose(s.viewFor(p), streams[p.ordinal()])).state();
    }
    return s;
  }
}
