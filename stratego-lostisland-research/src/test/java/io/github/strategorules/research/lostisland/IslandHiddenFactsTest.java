package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.TileKind;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 15 for Lost Island: a bot receives only what its seat may know. Paired games that differ
 * only in facts hidden from RED, played by the same bots from the same seed, give RED's bot the
 * same inputs at every decision (its transcript, with the public game, and its legal decisions) and
 * RED's sampler the same draws (as states, and as the positions its search bot plays on since issue
 * 53, whose decisions are then the same: RED's later transcripts hold them). The two leaks this
 * closes were in Lost Island's research tools: the transcript handed a bot the referee
 * configuration (the layout of every face-down tile), and the sampler drew from the true tile order
 * and kept the real seed, so a sample gave the layout away.
 */
class IslandHiddenFactsTest {

  /** A bot that records what it is given, then lets another bot decide. */
  private static final class Recording implements Bot {
    private final Bot inner;
    final List<Transcript> transcripts = new ArrayList<>();
    final List<List<Action>> legal = new ArrayList<>();

    Recording(Bot inner) {
      this.inner = inner;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public Action choose(Transcript transcript, List<Action> decisions, SplittableRandom random) {
      transcripts.add(transcript);
      legal.add(decisions);
      return inner.choose(transcript, decisions, random);
    }
  }

  /** Plays a game with RED's bot recorded, every other seat's bot as given. */
  private static Recording playRecordingRed(
      Game game, Bot red, List<Bot> others, long seed, int cap) {
    Recording rec = new Recording(red);
    List<Bot> bots = new ArrayList<>();
    bots.add(rec);
    bots.addAll(others);
    Match.play(game, bots, seed, cap);
    return rec;
  }

  private static void sameInputsAndDraws(Recording a, Recording b) {
    assertThat(a.transcripts).isNotEmpty();
    assertThat(b.legal).isEqualTo(a.legal);
    assertThat(b.transcripts).hasSameSizeAs(a.transcripts);
    for (int i = 0; i < a.transcripts.size(); i++) {
      assertThat(b.transcripts.get(i))
          .as("RED's transcript at its decision %d", i)
          .isEqualTo(a.transcripts.get(i));
    }
    Transcript ta = a.transcripts.get(a.transcripts.size() - 1);
    Transcript tb = b.transcripts.get(b.transcripts.size() - 1);
    GameState sa = Research.of(ta.game()).sampler(ta).sample(new SplittableRandom(9));
    GameState sb = Research.of(tb.game()).sampler(tb).sample(new SplittableRandom(9));
    assertThat(sb.record()).as("RED's sampled world").isEqualTo(sa.record());
    // issue 53: the search's worlds, drawn as positions, are the same too
    IslandPosition pa = IslandSampler.of(ta).samplePosition(new SplittableRandom(9));
    IslandPosition pb = IslandSampler.of(tb).samplePosition(new SplittableRandom(9));
    assertThat(pb.refereeView()).as("RED's sampled position").isEqualTo(pa.refereeView());
  }

  /**
   * Lost Island, 3 seats: the same layout but for two tiles nobody has seen by the end of the cut
   * game swapped (the flag stone and another face-down stone when both still are, else two
   * face-down green tiles of different kinds), and another seed.
   */
  @Test
  void lostIslandGamesThatDifferOnlyInFaceDownTilesGiveRedTheSameInputsAndDraws() {
    int pairs = 0;
    int flagPairs = 0;
    for (long seed = 1; seed <= 8; seed++) {
      IslandConfig a = IslandConfig.builder().players(3).seed(seed).build();
      List<Bot> others =
          List.of(Bots.byName(a.game(), "heuristic"), Bots.byName(a.game(), "random"));
      Bot red = Bots.byName(a.game(), "search");
      int cap = 6 + (int) (seed % 4) * 5;
      Recording ra = playRecordingRed(IslandGame.pinned(a), red, others, seed, cap);
      IslandView seen =
          (IslandView)
              Match.play(
                      IslandGame.pinned(a), List.of(red, others.get(0), others.get(1)), seed, cap)
                  .finalState()
                  .publicView();
      List<Square> stones =
          seen.cells().stream()
              .filter(c -> c.kind() == IslandView.CellKind.STONE_FACE_DOWN)
              .map(IslandView.CellView::square)
              .toList();
      List<Square> greens =
          seen.cells().stream()
              .filter(c -> c.kind() == IslandView.CellKind.GREEN_FACE_DOWN)
              .map(IslandView.CellView::square)
              .toList();
      Square flag =
          stones.stream()
              .filter(s -> a.layout().at(s).kind() == TileKind.FLAG)
              .findFirst()
              .orElse(null);
      Square x;
      Square y;
      if (flag != null && stones.size() >= 2) {
        x = flag;
        y = stones.stream().filter(s -> !s.equals(flag)).findFirst().orElseThrow();
        flagPairs++;
      } else {
        x = greens.get(0);
        y =
            greens.stream()
                .filter(s -> !a.layout().at(s).equals(a.layout().at(greens.get(0))))
                .findFirst()
                .orElseThrow();
      }
      Layout swapped = a.layout().swap(x, y);
      IslandConfig b = a.toBuilder().seed(seed + 1000).layout(swapped).build();
      Recording rb = playRecordingRed(IslandGame.pinned(b), red, others, seed, cap);
      sameInputsAndDraws(ra, rb);
      // the referee's games did differ: the flag lies elsewhere
      assertThat(b.layout()).isNotEqualTo(a.layout());
      pairs++;
    }
    assertThat(pairs).isEqualTo(8);
    assertThat(flagPairs).isPositive();
  }
}
