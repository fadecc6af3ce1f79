package io.github.strategorules.core.action;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;

/**
 * Something a player decides in a classic-family game: a {@link PlacePiece} and, in a free setup, a
 * {@link FinishSetup} during the setup (C-2); a {@link Move} during play (C-3); a {@link
 * ClassicResignation}, a {@link ClassicDrawOffer} or a {@link ClassicDrawAcceptance} (C-7.5).
 * Actions name the acting player and what it chooses, never a result: the mover does not know what
 * it will meet.
 *
 * <h2>Text form</h2>
 *
 * {@link #notation()} writes, and {@link #parse} reads back, one line per action: the seat, a verb
 * and its arguments.
 *
 * <pre>
 * RED move a4-a5            a move (C-3)
 * RED move d9-d10+M@e2      a move with a rescue (V-1.2; the rescued type's letter, F B S 2..9 M)
 * RED place a1=B            a placement (C-2; modern rank tokens F B S 2..10)
 * RED finish setup          the end of a free setup
 * RED resign                (C-7.5)
 * BLUE offer draw           (C-7.5)
 * BLUE accept draw          (C-7.5)
 * </pre>
 *
 * A placement's text names its type: it is referee data, or the placer's own (C-2.3); its {@code
 * toString()} does not. No other action holds a secret.
 */
public sealed interface ClassicAction extends Action
    permits Move,
        PlacePiece,
        FinishSetup,
        ClassicResignation,
        ClassicDrawOffer,
        ClassicDrawAcceptance {
  /**
   * The seat that takes the action (C-1.2).
   *
   * @return {@link Seat#RED} or {@link Seat#BLUE}
   */
  @Override
  Seat seat();

  /**
   * The text form described above, read back by {@link #parse}. For a placement it shows the type:
   * send it to nobody but the placer.
   *
   * @return the text, such as {@code RED move a4-a5}
   */
  @Override
  default String notation() {
    return ActionNotation.format(this);
  }

  /**
   * Reads an action in the text form described above (whether it is legal is for {@code
   * ClassicState.check} to say).
   *
   * @param text the text, such as {@code BLUE offer draw}
   * @return the action
   * @throws NotationException when the text is not a classic action, with the index of the problem
   */
  static ClassicAction parse(String text) {
    return ActionNotation.parse(text);
  }
}
