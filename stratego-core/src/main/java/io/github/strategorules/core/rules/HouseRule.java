package io.github.strategorules.core.rules;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.event.BattleResult;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The toggles of {@code docs/rules/variants.md}, each independent and usable on any classic-family
 * ruleset ({@link RulesetBuilder#houseRule}), written in a spec by its {@link #specName()}, such as
 * {@code classic(aggressor_wins_ties,one_time_bombs)}: the house rules of V-2 (the seeds call them
 * unofficial, "fine if everyone agrees"), and the Ultimate Lightning rules of V-1.2 that V-2 does
 * not already hold (two-square captains, rescue), plus the bomb defuser Gravon's server used.
 */
public enum HouseRule {
  /** V-2.1: the attacker wins an attack between equal ranks. Bombs and flags have no rank. */
  @ImplementsRule("V-2.1")
  AGGRESSOR_WINS_TIES("V-2.1"),
  /** V-2.2: an attacked bomb is removed; the attacker, unless a Miner, is removed too. */
  @ImplementsRule("V-2.2")
  ONE_TIME_BOMBS("V-2.2"),
  /**
   * V-2.3: bombs and the flag move one square like other pieces [interp]: the combat table's
   * entries for them ({@link CombatTable#classic()}) then come into play.
   */
  @ImplementsRule("V-2.3")
  MOVABLE_BOMBS_AND_FLAG("V-2.3"),
  /** V-2.4: every piece is visible to both players. */
  @ImplementsRule("V-2.4")
  OPEN("V-2.4"),
  /** V-2.5: a scout may move far or attack, not both in one turn. */
  @ImplementsRule("V-2.5")
  NO_RANGE_ATTACK("V-2.5"),
  /**
   * V-2.6: when an attacker loses, the winning defender is not revealed to the attacker's owner.
   */
  @ImplementsRule("V-2.6")
  SILENT_DEFENCE("V-2.6"),
  /**
   * V-1.2: captains move up to two squares, straight or turning a corner, through an empty first
   * square, and may attack on the second step ({@link Movement#TWO_SQUARES}).
   */
  @ImplementsRule("V-1.2")
  CAPTAINS_TWO_SQUARES("V-1.2"),
  /**
   * V-1.2: a piece other than a scout that ends its move on the enemy back row may rescue one of
   * its owner's captured pieces onto an empty square of the owner's setup zone; at most two rescues
   * per player per game, and at most one per piece. Needs a fixed roster (not {@code free_setup}).
   */
  @ImplementsRule("V-1.2")
  RESCUE("V-1.2"),
  /**
   * V-1.4 [interp]: the scout, not the miner, beats bombs, as on Gravon's Ultimate Lightning
   * server. Its rules page of 2004 says scouts "now feature the Miner skill" and miners lose it,
   * and the archive's records agree: with the miner as defuser three of the eight games break (a
   * scout walks on from a bomb's square; a miner's square is entered by its own side), with the
   * scout all eight replay. Every bomb rule (C-4.3, V-2.2, V-2.3) then reads "scout" for "miner".
   */
  @ImplementsRule("V-R6")
  SCOUTS_DEFUSE_BOMBS("V-1.4");

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
  public static @Nullable HouseRule ofSpecName(String name) {
    for (HouseRule h : values()) {
      if (h.specName().equals(name)) {
        return h;
      }
    }
    return null;
  }

  /** This rule's change to a combat table (the identity for rules that do not touch combat). */
  @ImplementsRule({"V-2.1", "V-2.2", "V-R6", "V-R8"})
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
          t =
              t.with(
                  a,
                  PieceType.BOMB,
                  a == PieceType.MINER ? BattleResult.ATTACKER_WINS : BattleResult.BOTH_LOSE);
        }
      }
      case SCOUTS_DEFUSE_BOMBS -> {
        // Applied last (enum order): swap the miner's and the scout's results against bombs.
        t = swap(t, PieceType.MINER, PieceType.SCOUT);
      }
      default -> {
        // the other toggles change movement, moves or what is seen, not combat
      }
    }
    return t;
  }

  private static CombatTable swap(CombatTable t, PieceType a, PieceType b) {
    BattleResult aAttacks = t.result(a, PieceType.BOMB);
    BattleResult bAttacks = t.result(b, PieceType.BOMB);
    BattleResult bombOnA = t.result(PieceType.BOMB, a);
    BattleResult bombOnB = t.result(PieceType.BOMB, b);
    return t.with(a, PieceType.BOMB, bAttacks)
        .with(b, PieceType.BOMB, aAttacks)
        .with(PieceType.BOMB, a, bombOnB)
        .with(PieceType.BOMB, b, bombOnA);
  }
}
