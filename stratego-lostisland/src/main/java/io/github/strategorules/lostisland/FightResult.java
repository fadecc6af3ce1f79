package io.github.strategorules.lostisland;

/** The result of a fight (LI-6.1). */
public enum FightResult {
  /** The attacker wins and stands on the defender's cell. */
  ATTACKER_WINS,
  /** The defender wins and stays; the attacker goes to its boat. */
  DEFENDER_WINS,
  /** Equal: both go to their boats. */
  TIE
}
