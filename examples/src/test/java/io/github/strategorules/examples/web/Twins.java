package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.json.StrategoJson;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * Two games that differ only in facts hidden from one seat (the viewer), built over the contract
 * alone: both start from the same state; at every step game A takes a random decision, and game B
 * the same decision when the viewer takes it, else preferably another one of the same seat (the
 * nearest in text first: a heuristic, which only makes pairs found sooner), kept only if the
 * viewer's and a spectator's messages (JSON and view diagram, exactly as the server sends them)
 * stay identical. So the other seats' setups, and their later choices that the viewer cannot tell
 * apart, differ between the games. Generation stops when no pair of decisions keeps the messages
 * identical, or after a number of steps.
 *
 * @param startA game A's start
 * @param startB game B's start (equal to A's)
 * @param actionsA game A's actions, each in its own seat's name
 * @param actionsB game B's actions
 * @param viewer the seat from which the differences stay hidden
 */
record Twins(
    GameState startA, GameState startB, List<Action> actionsA, List<Action> actionsB, Seat viewer) {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final int TRIES = 30;

  static Twins of(GameState start, Seat viewer, int steps, long seed) {
    Random random = new Random(seed);
    GameState a = start;
    GameState b = start;
    List<Action> actionsA = new ArrayList<>();
    List<Action> actionsB = new ArrayList<>();
    search:
    while (actionsA.size() < steps && a.outcome().isEmpty()) {
      Seat seat = a.toDecide().get(0);
      List<Action> choicesA = new ArrayList<>(a.decisions(seat));
      Collections.shuffle(choicesA, random);
      for (Action actA : choicesA.subList(0, Math.min(TRIES, choicesA.size()))) {
        Shares stepA = shares(a, actA);
        for (Action actB : candidatesB(b, seat, viewer, actA, random)) {
          Shares stepB = shares(b, actB);
          if (same(stepA, stepB, viewer)) {
            actionsA.add(actA);
            actionsB.add(actB);
            a = stepA.step().state();
            b = stepB.step().state();
            continue search;
          }
        }
      }
      break;
    }
    return new Twins(start, start, actionsA, actionsB, viewer);
  }

  /**
   * Game B's candidates: the viewer's own action as in A; for another seat others first, then A's.
   */
  private static List<Action> candidatesB(
      GameState b, Seat seat, Seat viewer, Action actA, Random random) {
    List<Action> same =
        b.decisions(seat).stream().filter(x -> x.notation().equals(actA.notation())).toList();
    if (seat == viewer) {
      return same;
    }
    List<Action> others =
        new ArrayList<>(
            b.decisions(seat).stream().filter(x -> !x.notation().equals(actA.notation())).toList());
    // Nearest first (the longest common beginning, then the fewest changes): a hidden fact tends
    // to be at the end of the text (a placed piece's type after its square, a later value of an
    // order), while what the viewer sees comes first (the square, the piece that moves).
    Collections.shuffle(others, random);
    others.sort(
        Comparator.comparingInt((Action x) -> -commonPrefix(x.notation(), actA.notation()))
            .thenComparingInt(x -> distance(x.notation(), actA.notation())));
    List<Action> all = new ArrayList<>(others.subList(0, Math.min(TRIES, others.size())));
    all.addAll(same);
    return all;
  }

  static int commonPrefix(String a, String b) {
    int n = 0;
    while (n < a.length() && n < b.length() && a.charAt(n) == b.charAt(n)) {
      n++;
    }
    return n;
  }

  /** Levenshtein distance of two short texts. */
  static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }

  /**
   * Whether the viewer and a spectator get the same frames from both steps: the referee's updates,
   * the action as each may see it included.
   */
  private static boolean same(Shares a, Shares b, Seat viewer) {
    return text(a.forSeat(viewer)).equals(text(b.forSeat(viewer)))
        && text(a.forSpectators()).equals(text(b.forSpectators()));
  }

  /** A step's shares, as a referee of the state gives them (no clocks). */
  private static Shares shares(GameState s, Action action) {
    return ((Verdict.Applied) Referee.of(s).submit(action.seat(), action)).shares();
  }

  private static String text(Update m) {
    return JSON.toText(JSON.writeMessage(m)) + "\n" + m.view();
  }

  /** Game A's state after its actions. */
  GameState endA() {
    return replay(startA, actionsA);
  }

  /** Game B's state after its actions. */
  GameState endB() {
    return replay(startB, actionsB);
  }

  private static GameState replay(GameState s, List<Action> actions) {
    for (Action x : actions) {
      s = s.apply(Objects.requireNonNull(x.seat()), x).state();
    }
    return s;
  }
}
