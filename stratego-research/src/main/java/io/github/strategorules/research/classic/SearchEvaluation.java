package io.github.strategorules.research.classic;

/**
 * The positional part of {@link SearchBot}'s and {@link ReferenceBot}'s leaf value, in material
 * units ({@link PieceValues}), computed on a sampled full state (so the enemy's types and flag are
 * the sample's) by {@link KernelEvaluation}, which holds the one loop ({@link SearchBot} runs it on
 * one copy of each leaf's position, {@link ReferenceBot}'s playouts on their reused world); here
 * are its terms and weights:
 *
 * <ul>
 *   <li>the last miners are worth extra (only miners take bombs, C-4.3, and a flag behind bombs
 *       cannot be won without one), for both sides;
 *   <li>enemy movable pieces close to the own flag cost (8, 4 and 1.6 at one, two and three
 *       squares; three times that for a miner, as the flag stands behind bombs), so the search
 *       meets a digging miner before its two attacks, which the short playouts do not see;
 *   <li>the own pieces closest to the enemy's flag (any movable piece, and a miner) gain a little
 *       per square nearer, which turns a material lead into a flag capture (C-7.1) instead of a
 *       draw at the ply limit (C-7.6).
 * </ul>
 */
final class SearchEvaluation {
  /** Per square nearer to the enemy flag, for the nearest piece and again for the nearest miner. */
  static final double APPROACH = 0.15;

  /** How much more an enemy miner near the own flag costs: the flag stands behind bombs (C-4.3). */
  static final double MINER_DANGER = 3;

  /** Extra value of a side's last, second-last and third-last miner. */
  static final double[] LAST_MINERS = {6, 3, 1};

  /** The cost of an enemy movable piece at distance 1, 2, 3 from the own flag. */
  static final double[] DANGER = {0, 8, 4, 1.6};

  private SearchEvaluation() {}

  /** The extra value of a side's last miners, {@link #LAST_MINERS} for as many as it has. */
  static double lastMiners(int n) {
    double v = 0;
    for (int i = 0; i < n && i < LAST_MINERS.length; i++) {
      v += LAST_MINERS[i];
    }
    return v;
  }
}
