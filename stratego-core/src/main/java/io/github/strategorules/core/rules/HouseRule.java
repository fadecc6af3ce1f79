package io.github.strategorules.core.rules;

import io.github.strategorules.core.BattleResult;
import io.github.strategorules.core.PieceType;
import java.util.Locale;

/**
 * The house rules of {@code variants.md} V-2, each an independent toggle on any classic-family
 * ruleset ({@link Ruleset.Builder#houseRule}), written in a spec by its {@link #specName()}, such as
 * {@code classic(aggressor_wins_ties,one_time_bombs)}. The seeds call them unofficial, "fine if
 * everyone agrees".
 */
public enum HouseRule {
  /** V-2.1: the attacker wins an attack between equal ranks. Bombs and flags have no rank. */
  AGGRESSOR_WINS_TIES("V-2.1"),
  /** V-2.2: an attacked bomb is removed; the attacker, unless a Miner, is removed too. */
  ONE_TIME_BOMBS("V-2.2"),
  /**
   * V-2.3: bombs and the flag move one square like other pieces [interp]: the combat table's
   * entries for them ({@link CombatTable#classic()}) then come into play.
   */
  MOVABLE_BOMBS_AND_FLAG("V-2.3"),
  /** V-2.4: every piece is visible to both players. */
  OPEN("V-2.4"),
  /** V-2.5: a scout may move far or attack, not both in one turn. */
  NO_RANGE_ATTACK("V-2.5"),
  /** V-2.6: when an attacker loses, the winning defender is not revealed to the attacker's owner. */
  SILENT_DEFENCE("V-2.6");

  private final String ruleId;

  HouseRule(String ruleId) {
    this.ruleId = ruleId;
  }

  /**
   * The rule id, such as {@code V-2.1}.
   *
   * @return the id
   */
  public String ruleId() {
    return ruleId;
  }

  /**
   * The name in ruleset specs, such as {@code aggressor_wins_ties}.
   *
   * @return the spec name
   */
  public String specName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The house rule with a spec name.
   *
   * @param name the spec name
   * @return the rule, or {@code null}
   */
  public static HouseRule ofSpecName(String name) {
    for (HouseRule h : values()) {
      if (h.specName().equals(name)) {
        return h;
      }
    }
    return null;
  }

  /** This rule's change to a combat table (the identity for rules that do not touch combat). */
  CombatTable applyTo(CombatTable table) {
    CombatTable t = table;
    switch (this) {
      case AGGRESSOR_WINS_TIES -> {
        for (PieceType p : PieceType.values()) {
          if (p.modernRank() > 0 && t.result(p, p) == BattleResult.BOTH_LOSE) {
            t = t.with(p, p, BattleResult.ATTACKER_WINS);
          }
        }
      }
      case ONE_TIME_BOMBS -> {
        for (PieceType a : PieceType.values()) {
          t = t.with(a, PieceType.BOMB, a == PieceType.MINER ? BattleResult.ATTACKER_WINS : BattleResult.BOTH_LOSE);
        }
      }
      default -> {
        // the other house rules change movement or what is seen, not combat
      }
    }
    return t;
  }
}
