package io.github.strategorules.core.rules;

/** How a piece type moves: data in a {@link Ruleset}, so variants can change it. */
public enum Movement {
  /** Never moves: bombs and the flag in classic rules (C-3.2). */
  IMMOBILE,
  /** One square orthogonally (C-3.2). */
  STEP,
  /**
   * Any number of empty squares in a straight line, possibly ending in an attack: the Scout
   * (C-3.3).
   */
  LINE,
  /**
   * One or two squares per move: straight, or turning a corner after the first, always through an
   * empty first square, possibly attacking on the second step: the Captain of Ultimate Lightning
   * (V-1.2). A diagonal end square counts as one move whichever corner it turns.
   */
  TWO_SQUARES;

  /**
   * Whether a piece that moves this way can move at all.
   *
   * @return false only for {@link #IMMOBILE}
   */
  public boolean isMobile() {
    return this != IMMOBILE;
  }
}
