package io.github.strategorules.core;

import io.github.strategorules.core.game.DrawOffer;
import java.util.Objects;

/**
 * A player offers a draw (C-7.5), during play, whoever is to move, unless its own offer stands.
 * The offer stands until the opponent accepts it with {@link AcceptDraw} or makes a move, which
 * declines it. Offering a draw while the opponent's offer stands accepts it. Written
 * {@code BLUE offer draw}; the contract's {@link DrawOffer}.
 *
 * @param player the player who offers
 */
public record OfferDraw(Player player) implements ClassicAction, DrawOffer {
  /**
   * Checks the player is present.
   *
   * @param player the player
   */
  public OfferDraw {
    Objects.requireNonNull(player, "player");
  }

  /** The text form, {@code RED offer draw}. */
  @Override
  public String toString() {
    return notation();
  }
}
