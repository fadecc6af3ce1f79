package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Update;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 50: a {@link Bot.Relay} player (an external engine's) is handed by {@link Match} its seat's
 * arrival and then every step's own update, each once and in order, as the referee built them: the
 * same updates its transcript is folded from. A relay that fails while it is told a step forfeits
 * when its seat is next asked.
 */
class RelayTest {
  /** Players that play their first decision and keep what they were told, by seat. */
  private static final class Recording implements Bot {
    final Map<Seat, List<Update>> told = new EnumMap<>(Seat.class);
    final Map<Seat, Transcript> closed = new EnumMap<>(Seat.class);
    final int failAt;

    Recording(int failAt) {
      this.failAt = failAt;
    }

    @Override
    public String name() {
      return "recording";
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      throw new IllegalStateException("only its players play");
    }

    @Override
    public Bot open(Game game, Seat seat) {
      List<Update> mine = new ArrayList<>();
      told.put(seat, mine);
      return new Bot.Relay() {
        @Override
        public String name() {
          return "recording";
        }

        @Override
        public void relay(Update update) {
          mine.add(update);
          if (mine.size() == failAt) {
            throw new BotFailure("GONE", "the engine went away");
          }
        }

        @Override
        public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
          return legal.get(random.nextInt(legal.size()));
        }

        @Override
        public void close(Transcript last) {
          closed.put(seat, last);
        }
      };
    }
  }

  @Test
  void aRelayIsToldItsArrivalAndEveryStepOnceInOrder() {
    for (String spec : List.of("classic", "lost-island(players=3)")) {
      Game game = Games.parse(spec);
      Recording bot = new Recording(-1);
      MatchResult r = Match.play(game, game.seats().stream().map(s -> (Bot) bot).toList(), 5, 300);
      for (Seat seat : game.seats()) {
        List<Update> told = bot.told.get(seat);
        assertThat(told).as("%s in %s", seat, spec).hasSize(r.actions() + 1);
        for (int i = 0; i < told.size(); i++) {
          Update u = told.get(i);
          assertThat(u.steps()).isEqualTo(i);
          assertThat(u.seat()).contains(seat);
          assertThat(u.actor().isPresent()).isEqualTo(i > 0); // the arrival first
          u.action()
              .ifPresent(
                  a ->
                      assertThat(a.seat() == seat || !a.secret())
                          .as("%s sees %s", seat, a)
                          .isTrue());
        }
        // The same updates as the transcript the player was closed with.
        Transcript last = bot.closed.get(seat);
        assertThat(last.steps()).isEqualTo(r.actions());
        assertThat(last.view()).isEqualTo(told.get(told.size() - 1).view());
        for (int i = 1; i < told.size(); i++) {
          Transcript.Entry e = last.entries().get(i - 1);
          assertThat(e.events()).isEqualTo(told.get(i).events());
          assertThat(e.action()).isEqualTo(told.get(i).action());
        }
      }
      // Another seat's secret setup choices were told without their action.
      assertThat(bot.told.get(game.seats().get(1)))
          .anyMatch(u -> u.actor().isPresent() && u.action().isEmpty());
    }
  }

  @Test
  void aRelayThatFailsWhileToldAStepForfeits() {
    Game game = Games.parse("classic");
    Recording bot = new Recording(3);
    MatchResult r = Match.play(game, List.of(bot, bot), 5, 300);
    assertThat(r.forfeit()).isPresent();
    assertThat(r.forfeit().get().reason()).isEqualTo("GONE");
    assertThat(bot.closed).containsOnlyKeys(Seat.RED, Seat.BLUE); // every player is closed
  }
}
