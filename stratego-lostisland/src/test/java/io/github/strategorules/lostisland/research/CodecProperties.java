package io.github.strategorules.lostisland.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.core.game.Seat;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Over random 2- to 4-player games with random LI-12 toggles: every legal action's id decodes back
 * to it, and the mask is exactly the legal set.
 */
class CodecProperties {

  @Property(tries = 40)
  void ids_round_trip_and_the_mask_is_the_legal_set(@ForAll @IntRange(min = 2, max = 4) int players,
      @ForAll long seed) {
    IslandState start = IslandState.newGame(ResearchGames.randomConfig(players, seed));
    IslandActionCodec codec = IslandActionCodec.of(start.config());
    SplittableRandom r = new SplittableRandom(seed);
    boolean[] mask = new boolean[codec.numDistinctActions()];
    IslandState s = start;
    for (int i = 0; i < 3000 && s.outcome().isEmpty(); i++) {
      List<IslandAction> legal = s.legalDecisions();
      Seat seat = s.decision().orElseThrow().seat();
      Set<Integer> ids = new HashSet<>();
      for (IslandAction a : legal) {
        int id = codec.encode(a);
        assertThat(codec.decode(id, seat)).isEqualTo(a);
        ids.add(id);
      }
      assertThat(ids).hasSameSizeAs(legal);
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
      s = s.apply(legal.get(r.nextInt(legal.size()))).state();
    }
  }
}
