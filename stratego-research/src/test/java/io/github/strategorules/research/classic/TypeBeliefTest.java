package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.research.GameHistory;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.SamplingException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 52: what a seat believes of each enemy piece's type ({@link TypeBelief}): a distribution
 * per piece that respects every fact the seat saw and the roster left, agrees with the sampler's
 * weighted worlds, and is read from the seat's view alone (C-8).
 */
class TypeBeliefTest {
  private static final Ruleset CLASSIC = Ruleset.classic();

  /** RED's view after {@code plies} plies of a heuristic game between sensible setups. */
  private static ClassicState game(long seed, int plies) {
    SplittableRandom random = new SplittableRandom(seed);
    HeuristicBot bot = new HeuristicBot();
    ClassicState s =
        ClassicState.start(
            CLASSIC,
            SensibleSetups.generate(CLASSIC, Seat.RED, random),
            SensibleSetups.generate(CLASSIC, Seat.BLUE, random));
    while (s.outcome().isEmpty() && s.ply() < plies) {
      s = s.apply(bot.choose(s.viewFor(s.toMove().orElseThrow()), random)).state();
    }
    return s;
  }

  private static List<Square> enemySquares(ClassicView v) {
    Seat me = v.viewer().orElseThrow();
    List<Square> out = new java.util.ArrayList<>();
    for (int y = 0; y < CLASSIC.height(); y++) {
      for (int x = 0; x < CLASSIC.width(); x++) {
        Square sq = Square.of(x, y);
        if (v.pieceAt(sq).filter(p -> p.owner() != me).isPresent()) {
          out.add(sq);
        }
      }
    }
    return out;
  }

  @Test
  void eachPieceSumsToOneAndEachTypeToThePiecesOfItLeft() {
    int read = 0;
    for (long seed = 1; read < 6; seed++) {
      ClassicState s = game(seed, 60 + 20 * (int) (seed % 6));
      if (s.outcome().isPresent()) {
        continue;
      }
      read++;
      ClassicView v = s.viewFor(Seat.RED);
      TypeBelief b = TypeBelief.of(v);
      double[] byType = new double[PieceType.values().length];
      for (Square sq : enemySquares(v)) {
        Map<PieceType, Double> d = b.distribution(sq).orElseThrow();
        assertThat(d.values().stream().mapToDouble(Double::doubleValue).sum())
            .isCloseTo(1, within(1e-9));
        d.forEach((t, p) -> byType[t.ordinal()] += p);
        ViewPiece p = v.pieceAt(sq).orElseThrow();
        if (p.type().isPresent()) {
          assertThat(d).isEqualTo(Map.of(p.type().get(), 1.0));
          assertThat(b.known(sq)).isTrue();
        }
        if (p.moved()) { // C-3.1: a piece that moved is no bomb nor flag
          assertThat(b.probability(sq, PieceType.BOMB)).isZero();
          assertThat(b.probability(sq, PieceType.FLAG)).isZero();
        }
        if (p.movedFar()) { // C-3.3: only a scout moves more than one square
          assertThat(b.probability(sq, PieceType.SCOUT)).isEqualTo(1.0);
        }
      }
      for (PieceType t : PieceType.values()) {
        long captured =
            v.captured().stream()
                .filter(c -> c.owner() == Seat.BLUE && c.type() == t)
                .map(Piece::type)
                .count();
        assertThat(byType[t.ordinal()])
            .as("the %s left, seed %d", t, seed)
            .isCloseTo(CLASSIC.count(t) - captured, within(1e-4));
      }
      assertThat(b.viewer()).isEqualTo(Seat.RED);
      assertThat(b.distribution(Square.parse("c5"))).isEqualTo(Optional.empty()); // a lake
      assertThat(b.probability(Square.parse("c5"), PieceType.MARSHAL)).isZero();
    }
  }

  /**
   * The belief is the marginal of the worlds the strategist samples (the same prior and behaviour):
   * per piece, the share of 4,000 sampled worlds in which it is the flag, a bomb or the Marshal is
   * within a few points of the belief.
   */
  @Test
  void itAgreesWithTheSamplersWeightedWorlds() {
    ClassicState s = game(3, 90);
    ClassicView v = s.viewFor(Seat.RED);
    TypeBelief b = TypeBelief.of(v);
    ClassicSampler sampler = ClassicSampler.of(v);
    List<Square> squares = enemySquares(v);
    PieceType[] watched = {PieceType.FLAG, PieceType.BOMB, PieceType.MARSHAL, PieceType.SCOUT};
    double[][] seen = new double[squares.size()][watched.length];
    SplittableRandom random = new SplittableRandom(5);
    int worlds = 4_000;
    for (int w = 0; w < worlds; w++) {
      Position world = sampler.samplePositionInformed(random);
      for (int i = 0; i < squares.size(); i++) {
        int type = Position.type(world.pieceAt(world.index(squares.get(i))));
        for (int k = 0; k < watched.length; k++) {
          seen[i][k] += type == watched[k].ordinal() ? 1.0 / worlds : 0;
        }
      }
    }
    double worst = 0;
    for (int i = 0; i < squares.size(); i++) {
      for (int k = 0; k < watched.length; k++) {
        worst = Math.max(worst, Math.abs(seen[i][k] - b.probability(squares.get(i), watched[k])));
      }
    }
    assertThat(worst).isLessThan(0.06);
  }

  /**
   * C-8: two games that differ only in where BLUE hid its flag (flag and a bomb swapped, neither
   * moves) give RED the same belief at every decision; the belief is no oracle of the true flag.
   */
  @Test
  void pairedGamesThatDifferOnlyInHiddenFactsGiveTheSameBelief() {
    ClassicGame game = ClassicGame.of(Ruleset.parse("classic(ply_limit=2000)"));
    int compared = 0;
    for (long seed = 1; seed <= 4; seed++) {
      var blue = SensibleSetups.generate(CLASSIC, Seat.BLUE, seed);
      Square flag = square(blue, PieceType.FLAG);
      Square bomb = square(blue, PieceType.BOMB);
      var other = WorldBotsHiddenFactsTest.swap(blue, flag, bomb);
      var a =
          Match.play(
              game,
              List.of(
                  new HeuristicBot(), new io.github.strategorules.research.ScriptedSetupBot(blue)),
              seed,
              80 + 60);
      var c =
          Match.play(
              game,
              List.of(
                  new HeuristicBot(), new io.github.strategorules.research.ScriptedSetupBot(other)),
              seed,
              80 + 60);
      GameHistory ha = GameHistory.of(a.finalState());
      GameHistory hc = GameHistory.of(c.finalState());
      for (int k = 82; k <= Math.min(ha.size(), hc.size()); k += 6) {
        ClassicView va = (ClassicView) ha.transcript(Seat.RED, k).view();
        ClassicView vc = (ClassicView) hc.transcript(Seat.RED, k).view();
        if (!va.equals(vc)) {
          break; // RED touched a swapped piece: the games differ for RED from here
        }
        TypeBelief ba = TypeBelief.of(va);
        TypeBelief bc = TypeBelief.of(vc);
        for (Square sq : enemySquares(va)) {
          assertThat(bc.distribution(sq)).isEqualTo(ba.distribution(sq));
        }
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(20);
  }

  private static Square square(io.github.strategorules.core.Setup s, PieceType t) {
    return s.placements().stream().filter(p -> p.type() == t).findFirst().orElseThrow().square();
  }

  @Test
  void aViewItCannotReadSaysWhy() {
    ClassicView setup = ClassicState.newGame(CLASSIC).viewFor(Seat.RED);
    assertThatThrownBy(() -> TypeBelief.of(setup))
        .isInstanceOf(SamplingException.class)
        .extracting(e -> ((SamplingException) e).failure())
        .isEqualTo(SamplingException.Failure.NOT_IN_PLAY);
    ClassicView spectator = game(1, 10).publicView();
    assertThatThrownBy(() -> TypeBelief.of(spectator)).isInstanceOf(SamplingException.class);
  }
}
