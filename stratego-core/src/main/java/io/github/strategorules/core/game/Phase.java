package io.github.strategorules.core.game;

import io.github.strategorules.core.event.ClassicOutcome;

/** The phase of a game. */
public enum Phase {
  /** Players are placing their setups (C-2). */
  SETUP,
  /** Players alternate moves (C-3). */
  PLAY,
  /** The game has an {@link ClassicOutcome} (C-7). */
  OVER
}
