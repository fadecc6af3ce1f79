package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Over generated 2- to 4-player games with generated LI-12 toggles: every legal action's id decodes
 * back to it, and the mask is exactly the legal set; the id of each decision of the rules kernel
 * (issue 53, {@code encodeKernel}) is its action's, and decodes back to it ({@code decodeKernel}).
 */
class CodecProperties {
  /** Games of up to 3000 decisions. */
  private static final Arb<Played<IslandState>> GAMES =
      IslandConfigArb.any().games(Length.upTo(3000));

  @Test
  void ids_round_trip_and_the_mask_is_the_legal_set() {
    Property.forAll(
        40,
        GAMES,
        g -> {
          IslandActionCodec codec = IslandActionCodec.of(g.start().config());
          boolean[] mask = new boolean[codec.numDistinctActions()];
          for (int i = 0; i < g.states().size() && g.states().get(i).outcome().isEmpty(); i++) {
            IslandState s = g.states().get(i);
            List<IslandAction> legal = s.legalDecisions();
            Seat seat = s.decision().orElseThrow().seat();
            Set<Integer> ids = new HashSet<>();
            for (IslandAction a : legal) {
              int id = codec.encode(a);
              assertThat(codec.decode(id, seat)).isEqualTo(a);
              ids.add(id);
            }
            assertThat(ids).hasSameSizeAs(legal);
            int[] codes = new int[IslandPosition.MAX_DECISIONS];
            int n = IslandPosition.of(s).generate(codes);
            assertThat(n).isEqualTo(legal.size());
            for (int k = 0; k < n; k++) {
              int id = codec.encodeKernel(codes[k]);
              assertThat(id).isEqualTo(codec.encode(legal.get(k)));
              assertThat(codec.decodeKernel(id)).isEqualTo(codes[k]);
            }
            assertThat(codec.writeLegalMask(s, mask)).isEqualTo(legal.size());
            if (i % 7 == 0) {
              Set<IslandAction> set = Set.copyOf(legal);
              for (int id = 0; id < mask.length; id++) {
                assertThat(mask[id]).isEqualTo(set.contains(codec.decode(id, seat)));
              }
            } else {
              for (int id : ids) {
                assertThat(mask[id]).isTrue();
              }
              int on = 0;
              for (boolean b : mask) {
                on += b ? 1 : 0;
              }
              assertThat(on).isEqualTo(legal.size());
            }
          }
        });
  }
}
