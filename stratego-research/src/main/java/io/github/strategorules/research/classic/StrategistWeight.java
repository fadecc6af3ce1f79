package io.github.strategorules.research.classic;

import io.github.strategorules.core.board.PieceType;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The weights of {@link StrategistBot}'s evaluation, as data: each has a name (the tuner's and the
 * weights file's), a default (the tuned value the bot plays) and a scale (a step that changes play
 * noticeably, for the tuner's perturbations). All are in material units, a Marshal being worth
 * about 12, except {@link #HIDDEN}, a fraction of a piece's value.
 */
public enum StrategistWeight {
  /** A Marshal (10 in the classic numbering, C-1.2): only the Spy takes it, attacking (C-4.2). */
  MARSHAL("marshal", PieceType.MARSHAL, 12, 1.5),
  /** A General. */
  GENERAL("general", PieceType.GENERAL, 9, 1),
  /** A Colonel. */
  COLONEL("colonel", PieceType.COLONEL, 7, 1),
  /** A Major. */
  MAJOR("major", PieceType.MAJOR, 5.5, 0.8),
  /** A Captain. */
  CAPTAIN("captain", PieceType.CAPTAIN, 4, 0.6),
  /** A Lieutenant. */
  LIEUTENANT("lieutenant", PieceType.LIEUTENANT, 3, 0.5),
  /** A Sergeant. */
  SERGEANT("sergeant", PieceType.SERGEANT, 2.5, 0.5),
  /** A Miner: only miners take bombs (C-4.3). */
  MINER("miner", PieceType.MINER, 4, 0.6),
  /** A Scout: moves any distance in a line (C-3.3), the cheapest way to see a piece. */
  SCOUT("scout", PieceType.SCOUT, 1.5, 0.4),
  /** A Spy, without the bonus below. */
  SPY("spy", PieceType.SPY, 3, 0.6),
  /** A Bomb: it never moves and takes every attacker but a miner (C-4.3). */
  BOMB("bomb", PieceType.BOMB, 2, 0.5),
  /** The extra worth of a side's Spy while the other side's Marshal is on the board (C-4.2). */
  SPY_VS_MARSHAL("spy_vs_marshal", null, 3, 0.8),
  /**
   * The fraction of a piece's value added while the other side has not seen its type: hidden pieces
   * make the other side's attacks gambles (C-8).
   */
  HIDDEN("hidden", null, 0.15, 0.05),
  /** Per square root of a side's movable pieces: a side left without one loses (C-7.2). */
  MOBILITY("mobility", null, 3, 1),
  /**
   * How much less a movable piece counts toward mobility while edges, lakes and its own bombs and
   * flag wall it in: it has no move (C-7.3) until an enemy miner opens the way; 1 does not count
   * it.
   */
  WALLED_IN("walled_in", null, 1, 0.3),
  /** Scales the extra worth of a side's last three miners (6, 3 and 1). */
  LAST_MINERS("last_miners", null, 1, 0.3),
  /** Scales the cost of enemy movable pieces near the own flag (8, 4, 1.6 at 1, 2, 3 squares). */
  FLAG_DANGER("flag_danger", null, 1, 0.3),
  /**
   * Scales the cost of enemy pieces on their way to the own flag that no own piece able to stop
   * them is near enough to catch (up to {@value StrategistEvaluation#RACE_RANGE} squares away): the
   * race a miner wins along the back row (C-7.1).
   */
  FLAG_RACE("flag_race", null, 1, 0.3),
  /** Per square nearer the enemy flag, for the nearest piece and the nearest miner. */
  APPROACH("approach", null, 0.15, 0.05),
  /** How much of the heuristic's score of a move (its own battle's expectation) is added. */
  PRIOR("prior", null, 1, 0.3);

  private static final List<StrategistWeight> ALL = List.of(values());

  private final String key;
  private final @Nullable PieceType piece;
  private final double standard;
  private final double scale;

  StrategistWeight(String key, @Nullable PieceType piece, double standard, double scale) {
    this.key = key;
    this.piece = piece;
    this.standard = standard;
    this.scale = scale;
  }

  /**
   * Every weight, in the order of weight vectors.
   *
   * @return the weights
   */
  public static List<StrategistWeight> all() {
    return ALL;
  }

  /**
   * The weight's name in weight files and tuners.
   *
   * @return a lower-case name
   */
  public String key() {
    return key;
  }

  /**
   * The default value, which the bot plays.
   *
   * @return the value
   */
  public double standard() {
    return standard;
  }

  /**
   * A step that changes play noticeably.
   *
   * @return a positive step
   */
  public double scale() {
    return scale;
  }

  /** The piece type whose material value this is, or null for another term. */
  @Nullable PieceType piece() {
    return piece;
  }
}
