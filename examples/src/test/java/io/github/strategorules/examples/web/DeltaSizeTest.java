package io.github.strategorules.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.json.StrategoJson;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import tools.jackson.databind.node.ObjectNode;

/**
 * Issue 36, point 6: a delta sends what changed. A classic view lists its pieces square by square
 * ({@code board}), so a move shifts the list and the whole list went out again every step (6.6 KB
 * of a 7.9 KB delta while the grid's own change was 0.24 KB); now a list sends only its changed
 * runs. Over random games, the view deltas of a seat and of a spectator are measured (reported in
 * docs/web.md), each rebuilds the view exactly, and a delta costs a small part of the whole view.
 */
class DeltaSizeTest {
  private static final StrategoJson JSON = StrategoJson.standard();

  /** Bytes of view deltas over a random game's play, per step: a seat's and a spectator's. */
  private static long[] play(String spec, long seed, int steps) {
    Referee referee = Referee.of(Games.parse(spec).newGame(seed));
    SplittableRandom random = new SplittableRandom(seed);
    ObjectNode seat = view(referee.arrivalFor(Optional.of(Seat.RED)));
    ObjectNode pub = view(referee.arrivalFor(Optional.empty()));
    long seatBytes = 0;
    long pubBytes = 0;
    long wholeBytes = 0;
    int counted = 0;
    while (!referee.isOver() && counted < steps) {
      Seat s = referee.state().toDecide().get(0);
      List<Action> legal = referee.state().decisions(s);
      Shares shares =
          ((Verdict.Applied) referee.submit(s, legal.get(random.nextInt(legal.size())))).shares();
      ObjectNode seatNow = view(shares.forSeat(Seat.RED));
      ObjectNode pubNow = view(shares.forSpectators());
      ObjectNode seatDelta = ViewDelta.between(seat, seatNow);
      ObjectNode pubDelta = ViewDelta.between(pub, pubNow);
      assertThat(ViewDelta.apply(seat, seatDelta)).isEqualTo(seatNow);
      assertThat(ViewDelta.apply(pub, pubDelta)).isEqualTo(pubNow);
      if (referee.state().phase() != io.github.strategorules.core.game.Phase.SETUP) {
        seatBytes += JSON.toText(seatDelta).length();
        pubBytes += JSON.toText(pubDelta).length();
        wholeBytes += JSON.toText(pubNow).length();
        counted++;
      }
      seat = seatNow;
      pub = pubNow;
    }
    return new long[] {seatBytes / counted, pubBytes / counted, wholeBytes / counted};
  }

  private static ObjectNode view(Update u) {
    return JSON.writeView(u.view());
  }

  @Test
  void aStepsDeltaSendsWhatChanged(TestReporter reporter) {
    List<long[]> ratios = new java.util.ArrayList<>();
    for (String spec : List.of("classic", "barrage", "lost-island(players=4)")) {
      long[] sum = new long[3];
      int games = 2;
      for (long seed = 1; seed <= games; seed++) {
        long[] r = play(spec, seed, 200);
        for (int i = 0; i < 3; i++) {
          sum[i] += r[i];
        }
      }
      String line =
          String.format(
              "%s: view delta per step, RED %d B, spectator %d B (whole public view %d B)",
              spec, sum[0] / games, sum[1] / games, sum[2] / games);
      reporter.publishEntry("delta size", line);
      System.out.println(line);
      ratios.add(new long[] {sum[1], sum[2]});
    }
    for (long[] r : ratios) {
      assertThat(r[0]).isLessThan(r[1] / 8);
    }
  }
}
