package io.github.strategorules.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.IllegalReason;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.gravon.GravonGame;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.perft.NaiveReference;
import io.github.strategorules.core.rules.Ruleset;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The more-squares rule (C-6) over random games: with it off, the legal moves are the
 * foundation's (checked against the independent naive reference); with it on, they are a subset,
 * and every move it removes is a chasing move into a position the chase already had.
 */
class MoreSquaresProperties {

  private static String field(ClassicState s) {
    char[] f = new char[100];
    for (int i = 0; i < 100; i++) {
      f[i] = s.ruleset().isLake(io.github.strategorules.core.Square.of(i % 10, i / 10)) ? '_' : 'A';
    }
    for (Player p : Player.values()) {
      for (Setup.Placement pl : s.setup(p).orElseThrow().placements()) {
        f[pl.square().y() * 10 + pl.square().x()] = GravonGame.letterOf(p, pl.type());
      }
    }
    return new String(f);
  }

  @Property(tries = 25)
  void withTheRuleOffTheLegalMovesAreTheFoundations(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int n = random.nextBoolean() ? 3 : 5;
    Ruleset r = Ruleset.classic().toBuilder().twoSquaresLimit(n).moreSquares(false).build();
    ClassicState s = ClassicState.start(r, Setup.random(r, Player.RED, random), Setup.random(r, Player.BLUE, random));
    NaiveReference ref = NaiveReference.fromField(field(s), n);
    for (int ply = 0; ply < 250 && s.phase() == Phase.PLAY; ply++) {
      List<String> ours = s.legalMoves().stream().map(Move::toString).sorted().collect(Collectors.toList());
      assertThat(ours).as("ply %d", ply).isEqualTo(ref.legalMoves());
      Move m = s.legalMoves().get(random.nextInt(s.legalMoves().size()));
      s = s.apply(m).state();
      ref.play(m.toString());
    }
  }

  @Property(tries = 60)
  void withTheRuleOnTheLegalMovesAreASubsetAndEveryRemovedMoveRepeatsAChasePosition(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Ruleset on = Ruleset.classic().toBuilder().twoSquaresLimit(random.nextBoolean() ? 3 : 5).build();
    Ruleset off = on.toBuilder().moreSquares(false).build();
    Setup red = Setup.random(on, Player.RED, random);
    Setup blue = Setup.random(on, Player.BLUE, random);
    ClassicState a = ClassicState.start(on, red, blue);
    ClassicState b = ClassicState.start(off, red, blue);
    // Random moves rarely chase; prefer moves that stay next to enemy pieces, to make chases happen.
    for (int ply = 0; ply < 400 && a.phase() == Phase.PLAY; ply++) {
      Set<Move> withRule = new HashSet<>(a.legalMoves());
      assertThat(b.legalMoves()).containsAll(withRule);
      Position p = a.toPosition();
      for (Move m : b.legalMoves()) {
        if (!withRule.contains(m)) {
          assertThat(a.check(m)).contains(IllegalReason.MORE_SQUARES_RULE);
          io.github.strategorules.core.support.ChaseChecks.assertRepeatsAChasePosition(p, m);
        }
      }
      List<Move> moves = a.legalMoves();
      Move m = pick(p, moves, random);
      a = a.apply(m).state();
      b = b.apply(m).state();
    }
  }

  /** A move next to an enemy piece half of the time, else any move. */
  private static Move pick(Position p, List<Move> moves, SplittableRandom random) {
    if (random.nextBoolean()) {
      List<Move> near = moves.stream().filter(m -> nextToEnemy(p, m)).collect(Collectors.toList());
      if (!near.isEmpty()) {
        return near.get(random.nextInt(near.size()));
      }
    }
    return moves.get(random.nextInt(moves.size()));
  }

  private static boolean nextToEnemy(Position p, Move m) {
    int to = p.index(m.to());
    int me = p.toMove();
    int w = p.ruleset().width();
    for (int d : new int[] {-w, -1, 1, w}) {
      int s = to + d;
      if (s >= 0 && s < p.size() && Math.abs(s % w - to % w) <= 1) {
        int c = p.pieceAt(s);
        if (c != 0 && Position.owner(c) != me) {
          return true;
        }
      }
    }
    return false;
  }
}
