package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A bot that cannot play its seat ({@link BotFailure}: an external engine that crashed, timed out
 * or chose an illegal action) forfeits: {@link Match} resigns in its seat's name, every other seat
 * wins, and the result names the seat and the reason; {@link Arena} counts forfeits per bot as
 * losses. Every player a bot opens for a game is closed once, with its seat's last transcript,
 * whatever ends the game.
 */
class ForfeitTest {
  /**
   * A random bot whose players fail at a decision (or when opened, at 0) and record their closing.
   */
  private static final class Failing implements Bot {
    final int failAt;
    final List<Transcript> closed = Collections.synchronizedList(new ArrayList<>());
    final AtomicInteger opened = new AtomicInteger();

    Failing(int failAt) {
      this.failAt = failAt;
    }

    @Override
    public String name() {
      return "failing";
    }

    @Override
    public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
      throw new IllegalStateException("only its players play");
    }

    @Override
    public Bot open(Game game, Seat seat) {
      if (failAt == 0) {
        throw new BotFailure("LAUNCH_FAILED", "cannot start");
      }
      opened.incrementAndGet();
      Failing outer = this;
      return new Bot() {
        private int decisions;

        @Override
        public String name() {
          return "failing";
        }

        @Override
        public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
          if (++decisions == outer.failAt) {
            throw new BotFailure("TIMEOUT", "no reply within 10 ms");
          }
          return legal.get(random.nextInt(legal.size()));
        }

        @Override
        public void close(Transcript last) {
          outer.closed.add(last);
        }
      };
    }
  }

  @Test
  void aFailingBotsSeatResignsAndEveryOtherSeatWins() {
    Game game = Games.parse("lost-island(players=3)");
    Failing failing = new Failing(5);
    MatchResult r = Match.play(game, List.of(new RandomBot(), failing, new RandomBot()), 11);
    assertThat(r.forfeit())
        .hasValueSatisfying(
            f -> {
              assertThat(f.seat()).isEqualTo(Seat.BLUE);
              assertThat(f.reason()).isEqualTo("TIMEOUT");
              assertThat(f.detail()).contains("no reply");
            });
    assertThat(r.outcome().orElseThrow().winners()).containsExactly(Seat.RED, Seat.GREEN);
    assertThat(r.outcome().orElseThrow().termination().name()).isEqualTo("RESIGNATION");
    assertThat(r.finalState().record()).contains("BLUE resign");
    assertThat(Games.replay(r.finalState().record()).isLegal()).isTrue();
    assertThat(failing.closed).hasSize(1);
    assertThat(failing.closed.get(0).seat()).isEqualTo(Seat.BLUE);
    assertThat(failing.closed.get(0).view().outcome()).isPresent();
    assertThat(failing.closed.get(0).size()).isEqualTo(r.actions());
  }

  @Test
  void aBotThatCannotOpenForfeitsBeforeTheFirstDecision() {
    Game game = Games.parse("classic");
    MatchResult r = Match.play(game, List.of(new RandomBot(), new Failing(0)), 3);
    assertThat(r.actions()).isEqualTo(1);
    assertThat(r.forfeit().orElseThrow().reason()).isEqualTo("LAUNCH_FAILED");
    assertThat(r.outcome().orElseThrow().winners()).containsExactly(Seat.RED);
  }

  /**
   * Issue 54.6: when both bots fail to open, both forfeit and neither wins (the second was never
   * opened and was credited the win); a bot that opens after another failed is closed.
   */
  @Test
  void whenEveryBotFailsEveryOneForfeitsAndNoneWins() {
    Game game = Games.parse("lost-island(players=2)");
    MatchResult r = Match.play(game, List.of(new Failing(0), new Failing(0)), 3);
    assertThat(r.forfeits())
        .extracting(MatchResult.Forfeit::seat)
        .containsExactly(Seat.RED, Seat.BLUE);
    assertThat(r.winners()).isEmpty();
    ArenaResult.Summary s = ArenaResult.Summary.of(0, new int[] {0, 1}, r);
    assertThat(s.winners()).isEmpty();
    assertThat(s.forfeits()).hasSize(2);
    // one fails, the other opens and is closed: it wins
    Failing fine = new Failing(Integer.MAX_VALUE);
    MatchResult one = Match.play(game, List.of(new Failing(0), fine), 3);
    assertThat(one.forfeits()).extracting(MatchResult.Forfeit::seat).containsExactly(Seat.RED);
    assertThat(one.winners()).containsExactly(Seat.BLUE);
    assertThat(fine.opened.get()).isEqualTo(1);
    assertThat(fine.closed).hasSize(1);
  }

  @Test
  void playersAreClosedWhenTheGameEndsAndWhenABotBreaksIt() {
    Game game = Games.parse("barrage");
    Failing never = new Failing(Integer.MAX_VALUE);
    MatchResult r = Match.play(game, List.of(never, never), 5);
    assertThat(r.forfeit()).isEmpty();
    assertThat(never.opened.get()).isEqualTo(2);
    assertThat(never.closed)
        .extracting(Transcript::seat)
        .containsExactlyInAnyOrder(Seat.RED, Seat.BLUE);

    Failing closing = new Failing(Integer.MAX_VALUE);
    Bot cheat =
        new Bot() {
          @Override
          public String name() {
            return "cheat";
          }

          @Override
          public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
            return transcript.game().equals(game)
                ? Games.parse("duel").newGame(0).legalActions().get(0)
                : legal.get(0);
          }
        };
    assertThatThrownBy(() -> Match.play(game, List.of(closing, cheat), 5))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("outside its legal decisions");
    assertThat(closing.closed).hasSize(1);
  }

  @Test
  void theArenaCountsForfeitsAsLossesByReason() throws InterruptedException {
    Game game = Games.parse("lost-island(players=2,turn_limit=20)");
    ArenaResult r =
        Arena.run(
            game,
            List.of(new Failing(3), new RandomBot()),
            6,
            1,
            2,
            Match.DEFAULT_MAX_ACTIONS,
            null);
    assertThat(r.forfeits(0)).isEqualTo(Map.of("TIMEOUT", 6));
    assertThat(r.forfeits(1)).isEmpty();
    assertThat(r.losses(0)).isEqualTo(6);
    assertThat(r.wins(1)).isEqualTo(6);
    assertThat(r.games()).allSatisfy(g -> assertThat(g.forfeit()).isPresent());
  }
}
