package io.github.strategorules.core.support;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import java.util.HashSet;
import java.util.Set;

/**
 * What a move forbidden by C-6.1 must be, checked from the definitions, not from the kernel's
 * reasons.
 */
public final class ChaseChecks {
  private ChaseChecks() {}

  /**
   * Asserts that a move is a chasing move (the player is chasing, the move is no attack and ends
   * next to a piece that evaded) whose resulting board is among the chase's positions.
   *
   * @param p the position before the move
   * @param m the move
   */
  public static void assertRepeatsAChasePosition(Position p, Move m) {
    int me = p.toMove();
    int from = p.index(m.from());
    int to = p.index(m.to());
    assertThat(p.chasing(me)).isTrue();
    assertThat(p.pieceAt(to)).as("an attack is never forbidden").isZero();
    int w = p.ruleset().width();
    Set<Integer> evaders = new HashSet<>();
    for (int s : p.chaseEvaders(me)) {
      evaders.add(s);
    }
    boolean threatensEvader =
        (to % w > 0 && evaders.contains(to - 1))
            || (to % w < w - 1 && evaders.contains(to + 1))
            || evaders.contains(to - w)
            || evaders.contains(to + w);
    assertThat(threatensEvader).as("a chasing move threatens a piece that evaded").isTrue();
    Position after = p.copy();
    after.make(Moves.of(from, to));
    long hash = after.boardHash();
    boolean repeated = false;
    for (long h : p.chaseHashes(me)) {
      repeated |= h == hash;
    }
    assertThat(repeated).as("the position after it is one of the chase's").isTrue();
  }
}
