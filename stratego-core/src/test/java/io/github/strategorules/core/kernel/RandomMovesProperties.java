package io.github.strategorules.core.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.GameState;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.RandomGames;
import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Count-and-select gives exactly the generator's moves, each once. */
class RandomMovesProperties {

  @Property(tries = 30)
  void countAndSelectEnumerateTheGeneratedMoves(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Ruleset r = RandomGames.ruleset(random).toBuilder().moreSquares(random.nextBoolean()).build();
    Position p = GameState.start(r, Setup.random(r, Player.RED, random), Setup.random(r, Player.BLUE, random))
        .toPosition();
    RandomMoves rm = new RandomMoves();
    int[] buf = new int[512];
    for (int ply = 0; ply < 600; ply++) {
      int n = p.generate(buf);
      int c = rm.count(p);
      assertThat(c).isEqualTo(n);
      int[] selected = new int[c];
      for (int k = 0; k < c; k++) {
        selected[k] = rm.select(p, k);
      }
      int[] expected = Arrays.copyOf(buf, n);
      Arrays.sort(expected);
      Arrays.sort(selected);
      assertThat(selected).isEqualTo(expected);
      if (p.statusAfterGenerate(n) != Status.ONGOING) {
        break;
      }
      p.make(rm.random(p, random));
    }
    assertThat(GameState.of(p).phase()).isIn(Phase.PLAY, Phase.OVER);
  }
}
