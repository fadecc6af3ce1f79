package io.github.strategorules.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import io.github.strategorules.testkit.reference.NaiveReference;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The more-squares rule (C-6) over random games: with it off, the legal moves are the foundation's
 * (checked against the independent naive reference); with it on, they are a subset, and every move
 * it removes is a chasing move into a position the chase already had.
 */
class MoreSquaresProperties {
  /** Classic with the rule off, the two-squares limit 3 or 5: games of up to 250 moves. */
  private static final Arb<Played<ClassicState>> OFF_GAMES =
      ClassicGames.games(
          Rulesets.classic()
              .gravonEndingsOneIn(0)
              .presets(List.of(Ruleset.classic().toBuilder().moreSquares(false).build())),
          Length.upTo(250));

  /**
   * Classic with the rule on, the two-squares limit 3 or 5: games of up to 400 moves that prefer
   * moves next to enemy pieces, to make chases happen.
   */
  private static final Arb<Played<ClassicState>> CHASING_GAMES =
      ClassicGames.games(
          Rulesets.classic().gravonEndingsOneIn(0),
          Length.upTo(400),
          ClassicGames.MOVES_ONLY.preferring(
              (s, a) -> a instanceof Move m && nextToEnemy(((ClassicState) s).toPosition(), m)));

  private static String field(ClassicState s) {
    char[] f = new char[100];
    for (int i = 0; i < 100; i++) {
      f[i] =
          s.ruleset().isLake(io.github.strategorules.core.board.Square.of(i % 10, i / 10))
              ? '_'
              : 'A';
    }
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      for (Setup.Placement pl : s.setup(p).orElseThrow().placements()) {
        f[pl.square().y() * 10 + pl.square().x()] = GravonGame.letterOf(p, pl.type());
      }
    }
    return new String(f);
  }

  @Test
  @ChecksRule("C-6.3")
  void withTheRuleOffTheLegalMovesAreTheFoundations() {
    Property.forAll(
        25,
        OFF_GAMES,
        game -> {
          ClassicState start = game.start();
          NaiveReference ref = NaiveReference.of(start.ruleset(), field(start));
          for (int ply = 0; ply < game.states().size(); ply++) {
            ClassicState s = game.states().get(ply);
            if (s.phase() != Phase.PLAY) {
              break;
            }
            List<String> ours =
                s.legalMoves().stream().map(Move::toString).sorted().collect(Collectors.toList());
            assertThat(ours).as("ply %d", ply).isEqualTo(ref.legalMoves());
            if (ply < game.actions().size()) {
              ref.play(game.actions().get(ply).toString());
            }
          }
        });
  }

  @Test
  @ChecksRule("C-6.1")
  void withTheRuleOnTheLegalMovesAreASubsetAndEveryRemovedMoveRepeatsAChasePosition() {
    Property.forAll(
        60,
        CHASING_GAMES,
        game -> {
          ClassicState start = game.start();
          Ruleset off = start.ruleset().toBuilder().moreSquares(false).build();
          ClassicState b =
              ClassicState.start(
                  off, start.setup(Seat.RED).orElseThrow(), start.setup(Seat.BLUE).orElseThrow());
          for (int ply = 0; ply < game.actions().size(); ply++) {
            ClassicState a = game.states().get(ply);
            Set<Move> withRule = new HashSet<>(a.legalMoves());
            assertThat(b.legalMoves()).containsAll(withRule);
            Position p = a.toPosition();
            for (Move m : b.legalMoves()) {
              if (!withRule.contains(m)) {
                assertThat(a.check(m)).contains(ClassicReason.MORE_SQUARES_RULE);
                io.github.strategorules.core.support.ChaseChecks.assertRepeatsAChasePosition(p, m);
              }
            }
            b = b.apply((ClassicAction) game.actions().get(ply)).state();
          }
        });
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
