package io.github.strategorules.core.event;

/** How an attack ends (C-4). */
public enum BattleResult {
  /** The defender leaves the board and the attacker takes its square. */
  ATTACKER_WINS,
  /** The attacker leaves the board; the defender stays. */
  DEFENDER_WINS,
  /** Both pieces leave the board (equal ranks, C-4.1). */
  BOTH_LOSE
}
