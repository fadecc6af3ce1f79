package io.github.strategorules.research.classic;

import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where people put each piece type in their setups, as log-weights: the log of {@link
 * SensibleSetups#weight} of every type on every square of a side's setup zone (0 elsewhere, and
 * everywhere for a ruleset the Gravon tables do not fit). The prior of {@link ClassicSampler}'s
 * human-like worlds and of {@link TypeBelief}.
 */
final class SetupPrior {
  /**
   * The tables by ruleset and owner, shared by all samplers and beliefs: computing one takes tens
   * of milliseconds on a loaded machine, which a bot with a short think time would otherwise spend
   * on every move. The arrays are never written after they are built.
   */
  private static final ConcurrentHashMap<Key, double[][]> LOG_WEIGHTS = new ConcurrentHashMap<>();

  /** The key of {@link #LOG_WEIGHTS}. */
  private record Key(Ruleset ruleset, Seat owner) {}

  private SetupPrior() {}

  /**
   * The log-weights of a side's setup.
   *
   * @param r the rules
   * @param owner the side whose setup they weigh
   * @return per type ordinal, per square index, the log-weight (never written to)
   */
  static double[][] logWeights(Ruleset r, Seat owner) {
    Key key = new Key(r, owner);
    double[][] w = LOG_WEIGHTS.get(key);
    if (w == null) {
      w = compute(r, owner);
      if (LOG_WEIGHTS.size() >= 64) {
        LOG_WEIGHTS.clear(); // a few rulesets are in use at a time; this only bounds the memory
      }
      LOG_WEIGHTS.put(key, w);
    }
    return w;
  }

  private static double[][] compute(Ruleset r, Seat owner) {
    double[][] w = new double[PieceType.values().length][r.width() * r.height()];
    if (SensibleSetups.fits(r, owner)) {
      for (Square s : r.setupZone(owner)) {
        for (PieceType t : PieceType.values()) {
          w[t.ordinal()][s.y() * r.width() + s.x()] =
              Math.log(SensibleSetups.weight(r, owner, t, s));
        }
      }
    }
    return w;
  }
}
