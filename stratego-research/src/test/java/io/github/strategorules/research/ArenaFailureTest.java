package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A game of an {@link Arena} that fails with a checked exception (thrown by a bot without declaring
 * it, as code compiled from another JVM language may) fails the run with an {@link
 * IllegalStateException} that names the exception, also when the exception has no message.
 */
class ArenaFailureTest {
  /** A bot that throws a checked exception with no message at its first decision. */
  private static final class Sneaky implements Bot {
    @Override
    public String name() {
      return "sneaky";
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      throw Sneaky.<RuntimeException>undeclared(new IOException());
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T undeclared(Throwable t) throws T {
      throw (T) t;
    }
  }

  @Test
  void aCheckedFailureWithoutMessageIsNamedNotReportedAsNull() {
    Game game = Games.parse("lost-island(players=2,turn_limit=20)");
    assertThatThrownBy(
            () ->
                Arena.run(
                    game,
                    List.of(new Sneaky(), new RandomBot()),
                    2,
                    1,
                    1,
                    Match.DEFAULT_MAX_ACTIONS,
                    null))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("a game failed: java.io.IOException")
        .hasCauseInstanceOf(IOException.class);
  }
}
