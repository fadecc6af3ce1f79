package io.github.strategorules.research;

/**
 * What one seat's battles came to in a game, or over many (issue 52: a bot that loses by attrition
 * shows it here): the attacks it made, how many of them cost it the attacking piece, and the pieces
 * it lost and took in all battles, its own attacks and the other seats'. A battle in which both
 * pieces leave the board counts as an attack the attacker lost, and as a piece lost and a piece
 * taken for each side. Counted by the game's research kit from the referee's final state ({@link
 * ResearchKit#battles}); only public facts.
 *
 * @param attacks the attacks the seat made
 * @param attackerLost those in which its attacking piece left the board (both pieces lost included)
 * @param piecesLost the seat's pieces that left the board in battles
 * @param piecesTaken the other seats' pieces that left the board in battles with the seat's
 */
public record Battles(int attacks, int attackerLost, int piecesLost, int piecesTaken) {
  /** No battle. */
  public static final Battles NONE = new Battles(0, 0, 0, 0);

  /**
   * Checks the counts.
   *
   * @param attacks the attacks
   * @param attackerLost the attacks lost
   * @param piecesLost the pieces lost
   * @param piecesTaken the pieces taken
   * @throws IllegalArgumentException for a negative count, or more attacks lost than made
   */
  public Battles {
    if (attacks < 0 || attackerLost < 0 || piecesLost < 0 || piecesTaken < 0) {
      throw new IllegalArgumentException("battle counts must not be negative");
    }
    if (attackerLost > attacks) {
      throw new IllegalArgumentException(
          "more attacks lost (" + attackerLost + ") than made (" + attacks + ")");
    }
  }

  /**
   * These battles and another's together.
   *
   * @param other the other
   * @return the sums
   */
  public Battles plus(Battles other) {
    return new Battles(
        attacks + other.attacks,
        attackerLost + other.attackerLost,
        piecesLost + other.piecesLost,
        piecesTaken + other.piecesTaken);
  }

  /**
   * The share of the attacks that cost the attacking piece.
   *
   * @return 0 to 1; 0 without attacks
   */
  public double attackerLostShare() {
    return attacks == 0 ? 0 : (double) attackerLost / attacks;
  }
}
