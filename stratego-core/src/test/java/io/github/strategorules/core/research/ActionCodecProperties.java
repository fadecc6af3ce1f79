package io.github.strategorules.core.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.RandomGames;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The action codec: ids round-trip for every legal move, and the masks are the legal sets. */
class ActionCodecProperties {

  @Example
  void classicHas1800DistinctIdsAndEveryIdRoundTrips() {
    ActionCodec c = ActionCodec.of(Ruleset.classic());
    assertThat(c.numDistinctActions()).isEqualTo(1800);
    Set<Move> seen = new HashSet<>();
    for (int id = 0; id < c.numDistinctActions(); id++) {
      Move m = c.decode(id, Player.BLUE);
      assertThat(c.encode(m)).isEqualTo(id);
      assertThat(c.decodeKernel(id)).isEqualTo((m.from().y() * 10 + m.from().x()) << 10 | (m.to().y() * 10 + m.to().x()));
      assertThat(c.encodeKernel(c.decodeKernel(id))).isEqualTo(id);
      seen.add(m);
    }
    assertThat(seen).hasSize(1800);
    assertThatThrownBy(() -> c.decode(1800, Player.RED)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> c.encode(Move.of(Player.RED, Square.of(0, 0), Square.of(1, 1))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Property(tries = 25)
  void everyLegalMoveRoundTripsAndTheMasksAreTheLegalSet(@ForAll long seed) {
    checkCodec(RandomGames.ruleset(new SplittableRandom(seed)), seed, 300);
  }

  /**
   * Plays a random game and checks every position in play: each legal move round-trips through
   * its id, the ids are distinct, both masks (from the view and from the kernel) are exactly the
   * legal set, and the opponent's mask is empty.
   *
   * @return how many of the legal moves seen carried a rescue (V-1.2)
   */
  private static int checkCodec(Ruleset r, long seed, int plies) {
    ActionCodec c = ActionCodec.of(r);
    boolean[] mask = new boolean[c.numDistinctActions()];
    boolean[] kernelMask = new boolean[c.numDistinctActions()];
    int rescues = 0;
    for (ClassicState s : RandomGames.play(r, seed, plies)) {
      if (s.phase() != Phase.PLAY) {
        continue;
      }
      Player p = s.toMove().orElseThrow();
      Set<Integer> ids = new HashSet<>();
      for (Move m : s.legalMoves()) {
        int id = c.encode(m);
        assertThat(c.decode(id, p)).isEqualTo(m);
        ids.add(id);
        rescues += m.rescue().isPresent() ? 1 : 0;
      }
      assertThat(ids).hasSize(s.legalMoves().size());
      assertThat(c.writeLegalMask(s.viewFor(p), mask)).isEqualTo(ids.size());
      Position pos = s.toPosition();
      assertThat(c.writeLegalMask(pos, new int[pos.maxMoves()], kernelMask)).isEqualTo(ids.size());
      for (int id = 0; id < mask.length; id++) {
        assertThat(mask[id]).isEqualTo(ids.contains(id));
        assertThat(kernelMask[id]).isEqualTo(ids.contains(id));
      }
      c.writeLegalMask(s.viewFor(p.opponent()), mask);
      for (boolean b : mask) {
        assertThat(b).isFalse(); // not that player's turn
      }
    }
    return rescues;
  }

  @Example
  void ultimateLightningExtensionsHaveCornerAndRescueIdsThatRoundTrip() {
    Ruleset r = Ruleset.parse("classic(captains_two_squares,rescue)");
    ActionCodec c = ActionCodec.of(r);
    // 1,800 straight + 400 corner + (360 straight and 36 corner moves into a back row) x 12 types x 40 squares
    assertThat(c.numDistinctActions()).isEqualTo(1800 + 400 + 396 * 12 * 40);
    for (int id = 0; id < c.numDistinctActions(); id++) {
      int k = c.decodeKernel(id);
      if (io.github.strategorules.core.kernel.Moves.from(k) == io.github.strategorules.core.kernel.Moves.to(k)) {
        continue; // a corner id off the board's edge: no move
      }
      assertThat(c.encodeKernel(k)).isEqualTo(id);
      Move m = c.decode(id, Player.BLUE);
      assertThat(c.encode(m)).isEqualTo(id);
    }
  }

  @Property(tries = 10)
  void ultimateLightningLegalMovesRoundTripAndMasksAreTheLegalSet(@ForAll long seed) {
    int rescues = checkCodec(
        Ruleset.parse("classic(captains_two_squares,rescue,aggressor_wins_ties,one_time_bombs)"), seed, 400);
    org.assertj.core.api.Assumptions.assumeThat(rescues).isPositive(); // most games reach a back row
  }
}
