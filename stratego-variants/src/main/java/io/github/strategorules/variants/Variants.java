package io.github.strategorules.variants;

import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.rules.Ruleset;
import java.util.EnumMap;
import java.util.Map;

/**
 * The official small-army variants (V-1) as presets: each is the classic ruleset with its own
 * roster, built with {@link Ruleset#toBuilder()} like any user's custom ruleset (V-3).
 */
public final class Variants {
  private static final Ruleset BARRAGE = Ruleset.classic().toBuilder().name("barrage")
      .roster(roster(PieceType.MARSHAL, 1, PieceType.GENERAL, 1, PieceType.MINER, 1, PieceType.SCOUT, 2,
          PieceType.SPY, 1, PieceType.BOMB, 1, PieceType.FLAG, 1))
      .build();

  private static final Ruleset DUEL = Ruleset.classic().toBuilder().name("duel")
      .roster(roster(PieceType.MARSHAL, 1, PieceType.GENERAL, 1, PieceType.MINER, 2, PieceType.SCOUT, 2,
          PieceType.SPY, 1, PieceType.BOMB, 2, PieceType.FLAG, 1))
      .setupRows(3)
      .build();

  private Variants() {}

  /**
   * Duel (Jumbo, V-1): Marshal, General, 2 Miners, 2 Scouts, Spy, 2 Bombs and Flag per side, set up
   * in the own three back rows; classic rules otherwise (V-1.1). Gravon's "duell" games used four
   * rows: {@code duel(setup_rows=4)}.
   *
   * @return the duel preset
   */
  public static Ruleset duel() {
    return DUEL;
  }

  /**
   * Barrage (V-1): Marshal, General, Miner, 2 Scouts, Spy, Bomb and Flag per side, set up anywhere
   * in the own four back rows; classic rules otherwise (V-1.1).
   *
   * @return the barrage preset
   */
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
