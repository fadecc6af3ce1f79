package io.github.strategorules.lostisland.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.Games;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.support.IslandConfigs;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random games are short: the island shrinks every turn, so they end by LI-11.1 in about 40 turns.
 */
class GameLengthTest {

  /** A base game (no LI-12 toggle) with a turn limit of 200 as a backstop. */
  private static IslandState baseStart(int players, long seed) {
    return IslandState.newGame(
        IslandConfig.builder()
            .players(players)
            .seed(seed)
            .first(Seat.of(Math.floorMod(seed, players)))
            .turnLimit(IslandConfigs.TURN_LIMIT)
            .build());
  }

  @Test
  void random_games_end_by_the_flag_in_about_forty_turns() {
    for (int players = 2; players <= 4; players++) {
      long turns = 0;
      int byFlag = 0;
      int games = 200;
      for (int g = 0; g < games; g++) {
        IslandState start = baseStart(players, 1000L * players + g);
        IslandState end = Games.play(start, new SplittableRandom(g), 100_000).last();
        turns += end.turn();
        if (end.outcome().orElseThrow().termination() == IslandTermination.FLAG_AND_ISLAND) {
          byFlag++;
        }
      }
      assertThat((double) turns / games)
          .as("mean turns, %d players", players)
          .isBetween(10.0, 50.0);
      assertThat(byFlag)
          .as("games won by LI-11.1, %d players", players)
          .isGreaterThanOrEqualTo(games * 95 / 100);
    }
  }
}
