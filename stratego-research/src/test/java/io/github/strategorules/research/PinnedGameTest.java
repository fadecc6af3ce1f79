package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, point 3: a bot never receives a pinned game. A Lost Island spec with {@code seed=} or
 * {@code layout=} pins the layout; a bot that calls {@code configFor(..).layout()} on every game it
 * is handed (when opened, and through its transcripts) reads the same in two matches whose pins
 * differ, so it learns nothing of the true layout.
 */
class PinnedGameTest {
  /** A bot that reads the layout {@code configFor(0)} gives on every game it is handed. */
  private static final class Prying implements Bot {
    final List<Layout> seen = new ArrayList<>();

    @Override
    public String name() {
      return "prying";
    }

    private void pry(Game g) {
      seen.add(((IslandGame) g).configFor(0).layout());
    }

    @Override
    public Bot open(Game game, Seat seat) {
      pry(game);
      return this;
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      pry(transcript.game());
      pry(transcript.view().game());
      return legal.get(random.nextInt(legal.size()));
    }
  }

  private static List<Layout> pried(String spec) {
    Prying red = new Prying();
    Prying blue = new Prying();
    Match.play(Games.parse(spec), List.of(red, blue), 5, 30);
    List<Layout> all = new ArrayList<>(red.seen);
    all.addAll(blue.seen);
    return all;
  }

  @Test
  void aBotInAMatchReadsNothingOfAPinnedSeed() {
    Layout seven =
        ((IslandGame) Games.parse("lost-island(players=2,seed=7)")).configFor(0).layout();
    Layout eight =
        ((IslandGame) Games.parse("lost-island(players=2,seed=8)")).configFor(0).layout();
    assertThat(seven).isNotEqualTo(eight);
    List<Layout> a = pried("lost-island(players=2,seed=7)");
    List<Layout> b = pried("lost-island(players=2,seed=8)");
    assertThat(a).isNotEmpty().isEqualTo(b).doesNotContain(seven);
    assertThat(b).doesNotContain(eight);
  }

  @Test
  void aBotInAMatchReadsNothingOfAPinnedLayout() {
    String layout =
        ((IslandGame) Games.parse("lost-island(players=2,seed=7)"))
            .configFor(0)
            .layout()
            .toString()
            .replace(' ', '.');
    Layout pinned =
        ((IslandGame) Games.parse("lost-island(players=2,layout=" + layout + ")"))
            .configFor(0)
            .layout();
    assertThat(pried("lost-island(players=2,layout=" + layout + ")"))
        .isNotEmpty()
        .doesNotContain(pinned);
  }

  @Test
  void botsByNameAndThePublicGameAreNeverPinned() throws InterruptedException {
    Game pinned = Games.parse("lost-island(players=2,seed=7)");
    Game open = Bots.publicGame(pinned);
    assertThat(open).isEqualTo(pinned);
    assertThat(((IslandGame) open).configFor(1).layout())
        .isNotEqualTo(((IslandGame) pinned).configFor(1).layout());
    Prying red = new Prying();
    Prying blue = new Prying();
    assertThat(Arena.run(pinned, List.of(red, blue), 2, 1, 1, 20, null).games()).hasSize(2);
    assertThat(red.seen).isNotEmpty().doesNotContain(((IslandGame) pinned).configFor(0).layout());
    assertThat(blue.seen).isNotEmpty().doesNotContain(((IslandGame) pinned).configFor(0).layout());
  }
}
