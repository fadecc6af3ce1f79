package io.github.strategorules.lostisland;

import io.github.strategorules.core.rules.ImplementsRule;
import java.util.Locale;

/**
 * The advanced-game toggles of LI-12, each an independent option of an {@link IslandConfig}. In a
 * spec each is written by its lower-case name, such as {@code
 * lost-island(players=4,secret_fights,storms_vanish)}.
 */
@ImplementsRule({"LI-12.1", "LI-12.2", "LI-12.3", "LI-12.4", "LI-12.5", "LI-12.6", "LI-12.7"})
public enum IslandOption {
  /**
   * LI-3.5: the stone cells are a setup parameter (any four distinct cells) and each seat places
   * its explorers one by one on any free non-stone cells ({@link IslandAction.PlaceExplorer}).
   */
  CUSTOM_SETUP,
  /**
   * LI-3.5, sub-option of {@link #CUSTOM_SETUP}: one explorer at a time in seat order from the
   * first seat until everyone has three; the boats are ordered after all placements.
   */
  ALTERNATING,
  /**
   * LI-12: a storm revealed by a removal (LI-9.3) acts as LI-7.6 from the removed cell, the
   * shrinking seat choosing the direction, after the removal and any flag move (LI-9.4).
   */
  STORMS_WHEN_SHRINKING,
  /**
   * LI-12: loot revealed by the turn's removal goes to the active seat when one of its explorers
   * won a fight this turn (a tie is no win).
   */
  EXTRA_LOOT,
  /**
   * LI-12: tiles removed in step 3 are not revealed; their contents stay unknown to every seat and
   * trigger neither {@link #STORMS_WHEN_SHRINKING} nor {@link #EXTRA_LOOT}.
   */
  REMOVED_FACE_DOWN,
  /**
   * LI-12, LI-6.1: fight values are shown only to the two fighting seats; bomb hits stay public.
   */
  SECRET_FIGHTS,
  /** LI-12, LI-7.7: after a storm resolves its tile is removed and becomes shallow water. */
  STORMS_VANISH,
  /**
   * LI-12, LI-10: power-ups may also be bought while step 1 waits for an action (before, between
   * and after the actions), never inside a sub-decision.
   */
  POWER_UPS_ANYTIME;

  /**
   * The name used in specs, such as {@code secret_fights}.
   *
   * @return the lower-case name
   */
  public String specName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
