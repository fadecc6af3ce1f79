package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ImplementsRule;
import java.util.Objects;

/**
 * The public tag of an explorer (LI-1.2 [interp]): its owner's seat and a letter {@code A} to
 * {@code F}, fixed at setup: {@code A}, {@code B}, {@code C} for the explorers on the start cells
 * in square order (a1, b1, ..., a2, ...), {@code D}, {@code E}, {@code F} for the boat from front
 * to back. A tag says nothing about the explorer's value. Written {@code RED-A}.
 *
 * @param seat the owner
 * @param letter {@code A} to {@code F}
 */
@ImplementsRule({"LI-1.2", "LI-R1"})
public record Tag(Seat seat, char letter) implements Comparable<Tag> {
  /**
   * Validates the tag.
   *
   * @param seat the owner
   * @param letter {@code A} to {@code F}
   */
  public Tag {
    Objects.requireNonNull(seat, "seat");
    if (letter < 'A' || letter > 'F') {
      throw new IllegalArgumentException("an explorer tag letter is A to F, not " + letter);
    }
  }

  /**
   * The tag of an explorer by its internal number {@code seat * 6 + slot}.
   *
   * @param id the number, 0 to 23
   * @return the tag
   */
  public static Tag ofId(int id) {
    return new Tag(Seat.of(id / 6), (char) ('A' + id % 6));
  }

  /**
   * The explorer's number {@code seat * 6 + slot}, 0 to 23.
   *
   * @return the number
   */
  public int id() {
    return seat.ordinal() * 6 + (letter - 'A');
  }

  /**
   * Parses a tag such as {@code RED-A}.
   *
   * @param text the tag
   * @return the tag
   * @throws IllegalArgumentException when the text is not a tag
   */
  public static Tag parse(String text) {
    int dash = text.indexOf('-');
    if (dash < 0 || dash != text.length() - 2) {
      throw new IllegalArgumentException("not an explorer tag (expected like RED-A): " + text);
    }
    return new Tag(Seat.valueOf(text.substring(0, dash)), text.charAt(dash + 1));
  }

  @Override
  public int compareTo(Tag o) {
    return Integer.compare(id(), o.id());
  }

  /** The tag, such as {@code RED-A}. */
  @Override
  public String toString() {
    return seat + "-" + letter;
  }
}
