package io.github.strategorules.variants;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.ImplementsRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.EnumMap;
import java.util.Map;

/**
 * The official small-army variants (V-1) as presets: each is the classic ruleset with its own
 * roster, built with {@link Ruleset#toBuilder()} like any user's custom ruleset (V-3).
 */
public final class Variants {
  private static final Ruleset BARRAGE =
      Ruleset.classic().toBuilder()
          .name("barrage")
          .roster(
              roster(
                  PieceType.MARSHAL,
                  1,
                  PieceType.GENERAL,
                  1,
                  PieceType.MINER,
                  1,
                  PieceType.SCOUT,
                  2,
                  PieceType.SPY,
                  1,
                  PieceType.BOMB,
                  1,
                  PieceType.FLAG,
                  1))
          .build();

  private static final Ruleset DUEL =
      Ruleset.classic().toBuilder()
          .name("duel")
          .roster(
              roster(
                  PieceType.MARSHAL,
                  1,
                  PieceType.GENERAL,
                  1,
                  PieceType.MINER,
                  2,
                  PieceType.SCOUT,
                  2,
                  PieceType.SPY,
                  1,
                  PieceType.BOMB,
                  2,
                  PieceType.FLAG,
                  1))
          .setupRows(3)
          .build();

  private static final Ruleset QUICK_BATTLE =
      DUEL.toBuilder()
          .name("quick_battle")
          .board(8, 8)
          .lakes(
              java.util.Set.of(
                  io.github.strategorules.core.board.Square.parse("c4"),
                  io.github.strategorules.core.board.Square.parse("c5"),
                  io.github.strategorules.core.board.Square.parse("f4"),
                  io.github.strategorules.core.board.Square.parse("f5")))
          .setupRows(3)
          .build();

  /**
   * V-1.2: 20 pieces a side in the 4 back rows, with aggression (V-2.1), one-time bombs (V-2.2),
   * two-square captains and rescue, each a toggle that can be turned off in the spec.
   */
  private static final Ruleset ULTIMATE_LIGHTNING =
      Ruleset.classic().toBuilder()
          .name("ultimate_lightning")
          .roster(
              roster(
                  PieceType.MARSHAL,
                  1,
                  PieceType.GENERAL,
                  1,
                  PieceType.COLONEL,
                  1,
                  PieceType.MAJOR,
                  1,
                  PieceType.CAPTAIN,
                  2,
                  PieceType.LIEUTENANT,
                  2,
                  PieceType.SERGEANT,
                  2,
                  PieceType.MINER,
                  2,
                  PieceType.SCOUT,
                  4,
                  PieceType.SPY,
                  1,
                  PieceType.BOMB,
                  2,
                  PieceType.FLAG,
                  1))
          .houseRule(HouseRule.AGGRESSOR_WINS_TIES, true)
          .houseRule(HouseRule.ONE_TIME_BOMBS, true)
          .houseRule(HouseRule.CAPTAINS_TWO_SQUARES, true)
          .houseRule(HouseRule.RESCUE, true)
          .build();

  private Variants() {}

  /**
   * Ultimate Lightning (V-1.2): Marshal, General, Colonel, Major, 2 Captains, 2 Lieutenants, 2
   * Sergeants, 2 Miners, 4 Scouts, Spy, 2 Bombs and the Flag in the own 4 back rows; the attacker
   * wins ties (aggression); an attacked bomb is removed, with the attacker unless it is a Miner;
   * captains move up to two squares, straight or around a corner; a piece other than a scout that
   * ends its move on the enemy back row may rescue a captured piece of its side onto an empty
   * square of its setup zone (twice per player, once per piece). Classic otherwise (two-squares and
   * more-squares rules, endings). Spec {@code ultimate_lightning}. Gravon's server let scouts, not
   * miners, beat bombs: {@code ultimate_lightning(scouts_defuse_bombs)} (V-1.4).
   *
   * @return the preset
   */
  @ImplementsRule({"V-1", "V-1.2"})
  public static Ruleset ultimateLightning() {
    return ULTIMATE_LIGHTNING;
  }

  /**
   * Quick Battle (V-1.3), unofficial [default]: no primary rules source exists, so this is the
   * geometry one open-source implementation uses: an 8x8 board (files a-h, ranks 1-8), lakes c4 c5
   * and f4 f5, setup zones of three rows, the ten Duel pieces; classic rules otherwise.
   *
   * @return the quick battle preset
   */
  @ImplementsRule("V-1.3")
  public static Ruleset quickBattle() {
    return QUICK_BATTLE;
  }

  /**
   * Every preset of this module, by spec name.
   *
   * @return the presets
   */
  public static java.util.Map<String, Ruleset> presets() {
    return java.util.Map.of(
        "barrage",
        BARRAGE,
        "duel",
        DUEL,
        "quick_battle",
        QUICK_BATTLE,
        "ultimate_lightning",
        ULTIMATE_LIGHTNING);
  }

  /**
   * Duel (Jumbo, V-1): Marshal, General, 2 Miners, 2 Scouts, Spy, 2 Bombs and Flag per side, set up
   * in the own three back rows; classic rules otherwise (V-1.1). Gravon's "duell" games used four
   * rows: {@code duel(setup_rows=4)}.
   *
   * @return the duel preset
   */
  @ImplementsRule({"V-1", "V-1.1"})
  public static Ruleset duel() {
    return DUEL;
  }

  /**
   * Barrage (V-1): Marshal, General, Miner, 2 Scouts, Spy, Bomb and Flag per side, set up anywhere
   * in the own four back rows; classic rules otherwise (V-1.1).
   *
   * @return the barrage preset
   */
  @ImplementsRule({"V-1", "V-1.1"})
  public static Ruleset barrage() {
    return BARRAGE;
  }

  private static Map<PieceType, Integer> roster(Object... typeCountPairs) {
    Map<PieceType, Integer> m = new EnumMap<>(PieceType.class);
    for (int i = 0; i < typeCountPairs.length; i += 2) {
      m.put((PieceType) typeCountPairs[i], (Integer) typeCountPairs[i + 1]);
    }
    return m;
  }
}
