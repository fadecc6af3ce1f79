package io.github.strategorules.testkit.reference;

import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;

/**
 * Combat as the naive reference decides it (C-4, V-2.1 to V-2.3): from the rules' text and the
 * toggles, with kinds 1 to 10 as the modern ranks, never from the library's combat table; and the
 * check that refuses a ruleset whose table says otherwise.
 */
final class NaiveCombat {
  private NaiveCombat() {}

  /**
   * C-4 with V-2.1, V-2.2, V-2.3 and V-R6, written from the rules' text: positive when the attacker
   * wins, 0 when both leave the board, negative when the defender wins.
   */
  static int battle(Ruleset rules, int attacker, int defender) {
    int defuser =
        rules.has(HouseRule.SCOUTS_DEFUSE_BOMBS) ? NaiveReference.SCOUT : NaiveReference.MINER;
    if (defender == NaiveReference.FLAG) {
      return 1; // C-4.4, and a flag attacking the enemy flag (V-2.3)
    }
    if (defender == NaiveReference.BOMB && rules.has(HouseRule.ONE_TIME_BOMBS)) {
      return attacker == defuser ? 1 : 0; // V-2.2: the attacked bomb goes, with its attacker
    }
    if (attacker == NaiveReference.FLAG) {
      return -1; // V-2.3: a flag that attacks loses
    }
    if (attacker == NaiveReference.BOMB) {
      return defender == NaiveReference.BOMB ? 0 : defender == defuser ? -1 : 1; // V-2.3
    }
    if (defender == NaiveReference.BOMB) {
      return attacker == defuser ? 1 : -1; // C-4.3
    }
    if (attacker == NaiveReference.SPY && defender == NaiveReference.MARSHAL) {
      return 1; // C-4.2
    }
    if (attacker == defender) {
      return rules.has(HouseRule.AGGRESSOR_WINS_TIES) ? 1 : 0; // V-2.1, C-4.1
    }
    return Integer.compare(attacker, defender); // C-4.1: kinds 1 to 10 are the modern ranks
  }

  /**
   * Refuses rules whose combat table differs from what {@link #battle} reads in the rules' text.
   */
  static void requireSameCombat(Ruleset rules) {
    for (int a = 0; a < 12; a++) {
      for (int d = 0; d < 12; d++) {
        int r = battle(rules, a, d);
        BattleResult expected =
            r > 0
                ? BattleResult.ATTACKER_WINS
                : r < 0 ? BattleResult.DEFENDER_WINS : BattleResult.BOTH_LOSE;
        if (rules.combat().result(NaiveReference.type(a), NaiveReference.type(d)) != expected) {
          throw new IllegalArgumentException(
              "the reference decides combat from the rules' text and the toggles; "
                  + "this ruleset's table differs for "
                  + NaiveReference.type(a)
                  + " attacking "
                  + NaiveReference.type(d));
        }
      }
    }
  }
}
