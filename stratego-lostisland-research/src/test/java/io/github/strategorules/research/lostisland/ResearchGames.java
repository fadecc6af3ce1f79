package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/** Test support: random games with every seat's transcript at every step. */
final class ResearchGames {
  private ResearchGames() {}

  /**
   * A played game: the states (first the start), the actions, and per state every seat's
   * transcript.
   */
  record Run(
      List<IslandState> states, List<IslandAction> actions, List<List<Transcript>> transcripts) {
    IslandState last() {
      return states.get(states.size() - 1);
    }

    Transcript transcript(int index, Seat seat) {
      return transcripts.get(index).get(seat.index());
    }
  }

  /**
   * A config with each LI-12 toggle on with probability 1/2 (ALTERNATING only with CUSTOM_SETUP,
   * which also draws four random stone cells), a random first seat and a turn limit of 200.
   */
  static IslandConfig randomConfig(int players, long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
    IslandConfig.Builder b =
        IslandConfig.builder()
            .players(players)
            .seed(seed)
            .first(Seat.of(Math.floorMod(seed, players)))
            .turnLimit(200);
    Set<IslandOption> on = EnumSet.noneOf(IslandOption.class);
    for (IslandOption o : IslandOption.values()) {
      if (r.nextBoolean()) {
        on.add(o);
      }
    }
    if (!on.contains(IslandOption.CUSTOM_SETUP)) {
      on.remove(IslandOption.ALTERNATING);
    } else {
      Set<Square> stones = new HashSet<>();
      while (stones.size() < 4) {
        stones.add(Square.of(r.nextInt(6), r.nextInt(6)));
      }
      b.stones(List.copyOf(stones));
    }
    return b.options(on).build();
  }

  /** Plays uniformly random legal actions until the end or {@code max} actions. */
  static Run play(IslandState start, SplittableRandom random, int max) {
    List<IslandAction> actions = new ArrayList<>();
    IslandState s = start;
    for (int i = 0; i < max && s.outcome().isEmpty(); i++) {
      List<IslandAction> legal = s.legalDecisions();
      IslandAction a = legal.get(random.nextInt(legal.size()));
      actions.add(a);
      s = s.apply(a).state();
    }
    return replay(start, actions);
  }

  /**
   * More decisions than any game takes (the turn limit ends each): games are played to their end.
   */
  static final int TO_THE_END = 100_000;

  /**
   * Games of 2 to 4 players, each LI-12 toggle on half the time, the default supply, played to
   * their end.
   */
  static final Arb<Played<IslandState>> GAMES =
      IslandConfigArb.any().games(Length.upTo(TO_THE_END));

  /** A generated game with every seat's transcript at every step. */
  static Run of(Played<IslandState> game) {
    return replay(game.start(), game.actions().stream().map(IslandAction.class::cast).toList());
  }

  /**
   * Replays actions from a new game through a referee, recording every seat's transcript, folded
   * from the referee's updates, after every step.
   */
  static Run replay(IslandState start, List<IslandAction> actions) {
    int n = start.config().players();
    Referee referee = Referee.of(start);
    List<IslandState> states = new ArrayList<>();
    List<List<Transcript>> transcripts = new ArrayList<>();
    List<Transcript> now = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      now.add(Transcript.start(referee.arrivalFor(Optional.of(Seat.of(s)))));
    }
    states.add(start);
    transcripts.add(List.copyOf(now));
    for (IslandAction a : actions) {
      Verdict v = referee.submit(a.seat(), a);
      if (v instanceof Verdict.Refused r) {
        throw new IllegalActionException(r.reason(), a);
      }
      Shares shares = ((Verdict.Applied) v).shares();
      for (int s = 0; s < n; s++) {
        now.set(s, now.get(s).after(shares.forSeat(Seat.of(s))));
      }
      states.add((IslandState) shares.step().state());
      transcripts.add(List.copyOf(now));
    }
    return new Run(states, List.copyOf(actions), transcripts);
  }
}
