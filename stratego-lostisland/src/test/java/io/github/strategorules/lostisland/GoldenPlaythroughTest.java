package io.github.strategorules.lostisland;

import io.github.strategorules.core.game.Seat;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A golden playthrough: one seeded 3-player game between random bots, every action with the
 * number of legal actions, RED's events and the spectators' events, and the final views, compared
 * with {@code src/test/resources/golden/lost-island-3p.txt}. It pins the layout algorithm, the
 * order of legal actions and every effect. After an intended change, regenerate with
 * {@code -Dgolden.update=true} and review the diff.
 */
class GoldenPlaythroughTest {
  private static final Path FILE = Path.of("src", "test", "resources", "golden", "lost-island-3p.txt");

  static String transcript() {
    IslandState s = IslandState.newGame(IslandConfig.parse("lost-island(players=3,seed=11,turn_limit=200)"));
    SplittableRandom random = new SplittableRandom(11);
    StringBuilder sb = new StringBuilder(s.config().spec()).append('\n');
    while (s.outcome().isEmpty()) {
      List<IslandAction> legal = s.legalDecisions();
      IslandAction a = legal.get(random.nextInt(legal.size()));
      IslandStep step = s.apply(a);
      sb.append(a).append("   [of ").append(legal.size()).append("]\n");
      for (IslandEvent e : step.eventsFor(Seat.RED)) {
        sb.append("  RED: ").append(e).append('\n');
      }
      List<IslandEvent> pub = step.publicEvents();
      if (!pub.equals(step.eventsFor(Seat.RED))) {
        for (IslandEvent e : pub) {
          sb.append("  all: ").append(e).append('\n');
        }
      }
      s = step.state();
    }
    sb.append(s.viewFor(Seat.RED)).append(s.publicView());
    return sb.toString();
  }

  @Test
  void the_seeded_game_plays_as_recorded() throws IOException {
    String now = transcript();
    if (Boolean.getBoolean("golden.update")) {
      Files.writeString(FILE, now, StandardCharsets.UTF_8);
    }
    assertThat(now).isEqualTo(Files.readString(FILE, StandardCharsets.UTF_8));
  }
}
