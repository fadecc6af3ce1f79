package io.github.strategorules.lostisland;

/** What a pending decision is about (LI-4.1). */
public enum DecisionKind {
  /** Put three explorers on the start cells (LI-3.1, LI-3.4). */
  PLACE_EXPLORERS,
  /** Order the boat (LI-3.1, LI-3.4). */
  ORDER_BOAT,
  /** Step 1: an action, or end the step (LI-4, LI-5). */
  ACTION,
  /** Step 2: a power-up, or end the step (LI-4, LI-10). */
  POWER_UP,
  /** Step 3: the tile to remove (LI-9). */
  SHRINK,
  /** The axis of a LINE bomb (LI-7.1). */
  BOMB_AXIS,
  /** The bomb line to advance next (LI-7.3). */
  BOMB_LINE,
  /** Whether to pay the bomb expert before the next hit (LI-7.4). */
  BOMB_EXPERT,
  /** The storm's direction (LI-7.6). */
  STORM_DIRECTION,
  /** The flag's destination on a distance tie (LI-9.4). */
  FLAG_DESTINATION
}
