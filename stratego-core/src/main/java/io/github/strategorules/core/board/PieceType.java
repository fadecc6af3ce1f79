package io.github.strategorules.core.board;

import io.github.strategorules.core.rules.ImplementsRule;
import org.jspecify.annotations.Nullable;

/**
 * The twelve piece types of classic Stratego (C-1.2), ordered from the Flag to the Marshal.
 * Identity is the type, never a number (C-1.3): {@link RankNumbering} translates to and from the
 * two printed numberings.
 *
 * <p>Whether a type moves, how far, and what beats what is not stored here: it is data in a {@link
 * io.github.strategorules.core.rules.Ruleset}, so variants can change it.
 */
@ImplementsRule({"C-1.2", "C-1.3"})
public enum PieceType {
  /** The Flag: never moves in classic rules; capturing it wins (C-4.4, C-7.1). */
  FLAG(0, 'F'),
  /** A Bomb: never moves in classic rules; only a Miner defuses it (C-4.3). */
  BOMB(0, 'B'),
  /** The Spy, modern rank 1: beats the Marshal only when it attacks (C-4.2). */
  SPY(1, 'S'),
  /** A Scout, modern rank 2: moves any distance in a line (C-3.3). */
  SCOUT(2, '2'),
  /** A Miner, modern rank 3: defuses bombs (C-4.3). */
  MINER(3, '3'),
  /** A Sergeant, modern rank 4. */
  SERGEANT(4, '4'),
  /** A Lieutenant, modern rank 5. */
  LIEUTENANT(5, '5'),
  /** A Captain, modern rank 6. */
  CAPTAIN(6, '6'),
  /** A Major, modern rank 7. */
  MAJOR(7, '7'),
  /** A Colonel, modern rank 8. */
  COLONEL(8, '8'),
  /** The General, modern rank 9. */
  GENERAL(9, '9'),
  /** The Marshal, modern rank 10. */
  MARSHAL(10, 'M');

  private final int modernRank;
  private final char letter;

  PieceType(int modernRank, char letter) {
    this.modernRank = modernRank;
    this.letter = letter;
  }

  /**
   * The Jumbo (modern) rank: 1 for the Spy up to 10 for the Marshal, 0 for Bomb and Flag.
   *
   * @return the modern rank
   */
  public int modernRank() {
    return modernRank;
  }

  /**
   * A one-character code independent of numbering, used by compact text forms: {@code F B S}, the
   * modern rank digit for Scout to General, and {@code M} for the Marshal.
   *
   * @return the letter
   */
  public char letter() {
    return letter;
  }

  /**
   * The type with the given one-character code (see {@link #letter()}), case-insensitive; only
   * ASCII letters name types (U+017F, which upper-cases to {@code S}, names none).
   *
   * @param c the character
   * @return the type, or {@code null} if the character names none
   */
  public static @Nullable PieceType ofLetter(char c) {
    if (c > 0x7f) {
      return null;
    }
    char u = Character.toUpperCase(c);
    for (PieceType t : values()) {
      if (t.letter == u) {
        return t;
      }
    }
    return null;
  }
}
