package io.github.strategorules.core.rules;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.event.BattleResult;
import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What happens when one piece type attacks another (C-4), as data: one {@link BattleResult} per
 * (attacker, defender) pair. Immutable; {@link #with} returns a changed copy, so a variant can
 * start from {@link #classic()} and change single entries.
 */
public final class CombatTable {
  private static final int N = PieceType.values().length;
  private static final CombatTable CLASSIC = buildClassic();

  private final BattleResult[] results;

  private CombatTable(BattleResult[] results) {
    this.results = results;
  }

  /**
   * The classic table: the higher modern rank wins and equal ranks both leave (C-4.1); the Spy
   * beats the Marshal only when it attacks (C-4.2); only a Miner survives attacking a bomb (C-4.3);
   * any attacker captures the flag (C-4.4). Entries with a bomb or the flag attacking never arise
   * under classic movement; they are set as the V-2.3 reading (bomb beats all but a Miner, bomb
   * against bomb both go, a flag loses except against the enemy flag).
   *
   * @return the classic table
   */
  public static CombatTable classic() {
    return CLASSIC;
  }

  private static BattleResult[] classicEntries() {
    BattleResult[] r = new BattleResult[N * N];
    for (PieceType a : PieceType.values()) {
      for (PieceType d : PieceType.values()) {
        r[a.ordinal() * N + d.ordinal()] = classicResult(a, d);
      }
    }
    return r;
  }

  private static CombatTable buildClassic() {
    return new CombatTable(classicEntries());
  }

  /** C-4.1 to C-4.4 as one function; V-2.3 for the attackers classic rules never move. */
  @ImplementsRule({"C-4.1", "C-4.2", "C-4.3", "C-4.4", "V-2.3"})
  private static BattleResult classicResult(PieceType attacker, PieceType defender) {
    if (defender == PieceType.FLAG) {
      return BattleResult
          .ATTACKER_WINS; // C-4.4 (a flag attacking the enemy flag captures it: V-2.3)
    }
    if (attacker == PieceType.FLAG) {
      return BattleResult.DEFENDER_WINS; // V-2.3: a flag that attacks loses
    }
    if (attacker == PieceType.BOMB) {
      if (defender == PieceType.BOMB) {
        return BattleResult.BOTH_LOSE; // V-2.3: bomb against bomb, both go
      }
      return defender == PieceType.MINER ? BattleResult.DEFENDER_WINS : BattleResult.ATTACKER_WINS;
    }
    if (defender == PieceType.BOMB) {
      return attacker == PieceType.MINER
          ? BattleResult.ATTACKER_WINS
          : BattleResult.DEFENDER_WINS; // C-4.3
    }
    if (attacker == PieceType.SPY && defender == PieceType.MARSHAL) {
      return BattleResult.ATTACKER_WINS; // C-4.2
    }
    int a = attacker.modernRank();
    int d = defender.modernRank();
    if (a == d) {
      return BattleResult.BOTH_LOSE; // C-4.1
    }
    return a > d ? BattleResult.ATTACKER_WINS : BattleResult.DEFENDER_WINS;
  }

  /**
   * The result when {@code attacker} attacks {@code defender}.
   *
   * @param attacker the attacking type
   * @param defender the defending type
   * @return the result
   */
  public BattleResult result(PieceType attacker, PieceType defender) {
    return results[attacker.ordinal() * N + defender.ordinal()];
  }

  /**
   * A copy with one entry changed.
   *
   * @param attacker the attacking type
   * @param defender the defending type
   * @param result the new result
   * @return the changed table
   */
  public CombatTable with(PieceType attacker, PieceType defender, BattleResult result) {
    BattleResult[] r = results.clone();
    r[attacker.ordinal() * N + defender.ordinal()] = Objects.requireNonNull(result, "result");
    return new CombatTable(r);
  }

  /**
   * A copy in which every tie ({@link BattleResult#BOTH_LOSE}) between two different pieces
   * attacking each other is changed by the given function of the attacker and defender.
   *
   * @param rule the new result for each pair whose current result is a tie
   * @return the changed table
   */
  public CombatTable mapTies(
      java.util.function.BiFunction<PieceType, PieceType, BattleResult> rule) {
    BattleResult[] r = results.clone();
    for (PieceType a : PieceType.values()) {
      for (PieceType d : PieceType.values()) {
        int i = a.ordinal() * N + d.ordinal();
        if (r[i] == BattleResult.BOTH_LOSE) {
          r[i] = Objects.requireNonNull(rule.apply(a, d), "result");
        }
      }
    }
    return new CombatTable(r);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof CombatTable t && Arrays.equals(results, t.results);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(results);
  }

  @Override
  public String toString() {
    return equals(CLASSIC) ? "CombatTable[classic]" : "CombatTable[custom]";
  }
}
