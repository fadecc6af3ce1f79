package io.github.strategorules.template.research;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.template.ToyAction;
import io.github.strategorules.template.ToyGame;
import io.github.strategorules.template.ToyView;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * The toy game's {@code heuristic} bot, which beats {@code random} clearly (docs/new-game.md gives
 * the measure): it hides the highest value it may (TOY-2: a fight then never loses, TOY-4), and
 * walks the shortest way round the pond to the other piece and onto it (TOY-3), to fight before the
 * walk limit draws the game (TOY-5); ties at random. It reads its own view only.
 *
 * <p>A bot of your own game starts the same way: a rule of thumb per decision, from the seat's
 * transcript and its legal decisions, all randomness from the source it is given.
 */
public final class ToyHeuristicBot implements Bot {
  /** Creates the bot. */
  public ToyHeuristicBot() {}

  @Override
  public String name() {
    return "heuristic";
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    @Nullable Action highest = null;
    for (Action a : legal) {
      if (a instanceof ToyAction.Hide h
          && (highest == null || h.value() > ((ToyAction.Hide) highest).value())) {
        highest = a;
      }
    }
    if (highest != null) {
      return highest;
    }
    if (!(transcript.view() instanceof ToyView view)) {
      return legal.get(random.nextInt(legal.size()));
    }
    @Nullable Square target = null;
    for (ToyView.Token t : view.tokens()) {
      if (t.owner() != transcript.seat()) {
        target = t.square();
      }
    }
    int[] distance = distancesTo(target);
    List<Action> best = new ArrayList<>();
    int bestDistance = Integer.MAX_VALUE;
    for (Action a : legal) {
      if (a instanceof ToyAction.Walk w) {
        int d = distance[index(w.to())];
        if (d < bestDistance) {
          best.clear();
          bestDistance = d;
        }
        if (d == bestDistance) {
          best.add(a);
        }
      }
    }
    List<Action> from = best.isEmpty() ? legal : best;
    return from.get(random.nextInt(from.size()));
  }

  /** Walks from every square to the target, round the pond (breadth first); far for none. */
  private static int[] distancesTo(@Nullable Square target) {
    int[] distance = new int[ToyGame.FILES * ToyGame.RANKS];
    Arrays.fill(distance, Integer.MAX_VALUE - 1);
    if (target == null) {
      return distance;
    }
    Deque<Square> queue = new ArrayDeque<>(List.of(target));
    distance[index(target)] = 0;
    while (!queue.isEmpty()) {
      Square s = queue.poll();
      for (int[] step : new int[][] {{0, 1}, {0, -1}, {-1, 0}, {1, 0}}) {
        int x = s.x() + step[0];
        int y = s.y() + step[1];
        if (x < 0 || x >= ToyGame.FILES || y < 0 || y >= ToyGame.RANKS) {
          continue;
        }
        Square n = Square.of(x, y);
        if (!n.equals(ToyGame.POND) && distance[index(n)] > distance[index(s)] + 1) {
          distance[index(n)] = distance[index(s)] + 1;
          queue.add(n);
        }
      }
    }
    return distance;
  }

  private static int index(Square s) {
    return s.y() * ToyGame.FILES + s.x();
  }
}
