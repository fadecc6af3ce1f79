package io.github.strategorules.core.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Invariants of the classic rules over generated games: setups and moves as choice sequences, up to
 * 400 moves, the two-squares limit 3 or 5 and the Gravon endings on or off. A failure shows the
 * shrunk game as its record.
 */
class GameProperties {
  private static final int MAX_PLIES = 400;

  /** Games of up to 400 moves (nearly always 400, unless over sooner). */
  private static final Arb<Played<ClassicState>> GAMES =
      ClassicGames.games(Rulesets.classic(), Length.upTo(MAX_PLIES));

  /** Games cut after 0 to 400 moves, uniformly: their last state is a random state of a game. */
  private static final Arb<Played<ClassicState>> CUT_GAMES =
      ClassicGames.games(Rulesets.classic(), Length.between(0, MAX_PLIES));

  private static Map<Piece, Integer> census(ClassicState s) {
    Map<Piece, Integer> m = new java.util.HashMap<>();
    for (int y = 0; y < s.ruleset().height(); y++) {
      for (int x = 0; x < s.ruleset().width(); x++) {
        s.pieceAt(Square.of(x, y)).ifPresent(p -> m.merge(p, 1, Integer::sum));
      }
    }
    return m;
  }

  @Test
  @ChecksRule("C-1.1")
  void nothingOnALakeAndPieceCountsNeverIncrease() {
    Property.forAll(
        60,
        GAMES,
        game -> {
          Map<Piece, Integer> previous = null;
          for (ClassicState s : game.states()) {
            for (Square lake : s.ruleset().lakes()) {
              assertThat(s.pieceAt(lake)).isEmpty();
            }
            Map<Piece, Integer> now = census(s);
            int total = now.values().stream().mapToInt(Integer::intValue).sum();
            assertThat(total + s.viewFor(Seat.RED).captured().size())
                .isEqualTo(80); // every piece somewhere, once
            if (previous != null) {
              for (Map.Entry<Piece, Integer> e : now.entrySet()) {
                assertThat(e.getValue()).isLessThanOrEqualTo(previous.getOrDefault(e.getKey(), 0));
              }
            }
            previous = now;
          }
        });
  }

  @Test
  void applyNeverChangesTheOriginal() {
    Property.forAll(
        40,
        GAMES,
        game -> {
          for (ClassicState s : game.states()) {
            if (s.phase() != Phase.PLAY) {
              continue;
            }
            String before = s.fullDiagram(RankNumbering.MODERN);
            List<Move> legal = List.copyOf(s.legalMoves());
            var redView = s.viewFor(Seat.RED);
            for (Move m : legal) {
              s.apply(m);
            }
            assertThat(s.fullDiagram(RankNumbering.MODERN)).isEqualTo(before);
            assertThat(s.legalMoves()).isEqualTo(legal);
            assertThat(s.viewFor(Seat.RED)).isEqualTo(redView);
          }
        });
  }

  @Test
  void listedIsAcceptedAndCheckAgreesWithApply() {
    Property.forAll(
        40,
        GAMES,
        Arb.seeds(),
        (game, probe) -> {
          SplittableRandom random = new SplittableRandom(probe);
          for (ClassicState s : game.states()) {
            if (s.phase() != Phase.PLAY) {
              assertThat(s.legalMoves()).isEmpty();
              continue;
            }
            for (Move m : s.legalMoves()) {
              assertThat(s.check(m)).as("%s", m).isEmpty();
            }
            Seat p = s.toMove().orElseThrow();
            for (int i = 0; i < 60; i++) {
              Move m =
                  Move.of(
                      random.nextBoolean() ? p : p.opponent(),
                      Square.of(random.nextInt(10), random.nextInt(10)),
                      Square.of(random.nextInt(10), random.nextInt(10)));
              Optional<ClassicReason> why = s.check(m);
              assertThat(why.isEmpty()).as("%s", m).isEqualTo(s.legalMoves().contains(m));
              if (why.isPresent()) {
                assertThatThrownBy(() -> s.apply(m))
                    .isInstanceOfSatisfying(
                        IllegalActionException.class,
                        e -> assertThat(e.reason()).isEqualTo(why.get()));
              }
            }
          }
        });
  }

  @Test
  @ChecksRule({"C-3.2", "C-3.3"})
  void kernelReasonAndGenerationAgreeOnEveryPairOfSquares() {
    Property.forAll(
        40,
        GAMES,
        game -> {
          List<ClassicState> states = game.states();
          for (int i = 0; i < states.size(); i += 7) {
            ClassicState s = states.get(i);
            if (s.phase() != Phase.PLAY) {
              continue;
            }
            Position p = s.toPosition();
            int[] buf = new int[p.maxMoves()];
            int n = p.generate(buf);
            java.util.Set<Integer> generated = new java.util.HashSet<>();
            for (int k = 0; k < n; k++) {
              generated.add(buf[k]);
            }
            for (int from = 0; from < p.size(); from++) {
              for (int to = 0; to < p.size(); to++) {
                assertThat(p.reason(from, to) == null)
                    .isEqualTo(generated.contains(Moves.of(from, to)));
              }
            }
          }
        });
  }

  @Test
  void gameOverExactlyWhenThereIsAnOutcome() {
    Property.forAll(
        60,
        GAMES,
        game -> {
          for (ClassicState s : game.states()) {
            assertThat(s.phase() == Phase.OVER).isEqualTo(s.outcome().isPresent());
            assertThat(s.phase() == Phase.PLAY).isEqualTo(!s.legalMoves().isEmpty());
          }
        });
  }

  @Test
  void fastPathAndImmutableApiPlayIdenticalGames() {
    Property.forAll(
        60,
        GAMES,
        game -> {
          // the game's choices, made on the kernel: the same moves in the same order, the same
          // positions
          Position p = game.start().toPosition();
          int[] buf = new int[p.maxMoves()];
          for (int ply = 0; ply < game.actions().size(); ply++) {
            ClassicState s = game.states().get(ply);
            int n = p.generate(buf);
            List<Move> legal = s.legalMoves();
            assertThat(n).isEqualTo(legal.size());
            for (int i = 0; i < n; i++) {
              Move m = legal.get(i);
              assertThat(buf[i]).isEqualTo(Moves.of(p.index(m.from()), p.index(m.to())));
            }
            int choice = game.choices().get(ply);
            p.make(buf[choice]);
            ClassicState next = game.states().get(ply + 1);
            assertThat(p).isEqualTo(next.toPosition());
            int status = p.status();
            assertThat(next.outcome())
                .isEqualTo(
                    status == Status.ONGOING
                        ? Optional.empty()
                        : Optional.of(Status.outcome(status)));
          }
        });
  }

  @Test
  void makeUnmakeRestoresThePositionExactly() {
    Property.forAll(
        40,
        GAMES,
        game -> {
          for (ClassicState s : game.states()) {
            if (s.phase() != Phase.PLAY) {
              continue;
            }
            Position p = s.toPosition();
            Position copy = p.copy();
            int[] buf = new int[p.maxMoves()];
            int n = p.generate(buf);
            for (int i = 0; i < n; i++) {
              p.make(buf[i]);
              int[] reply = new int[p.maxMoves()];
              int m = p.generate(reply);
              if (m > 0 && p.status() == Status.ONGOING) {
                p.make(reply[m / 2]);
                p.unmake();
              }
              p.unmake();
              assertThat(p).isEqualTo(copy);
              assertThat(p.status()).isEqualTo(copy.status());
            }
          }
        });
  }

  @Test
  @ChecksRule("C-8.4")
  void swappingTwoUnrevealedEnemyPiecesLeavesTheViewUnchanged() {
    Property.forAll(
        60,
        CUT_GAMES,
        Arb.booleans(),
        (game, blueViews) -> {
          ClassicState s = game.last();
          if (s.phase() != Phase.PLAY) {
            return;
          }
          Seat viewer = blueViews ? Seat.BLUE : Seat.RED;
          Position p = s.toPosition();
          // Two enemy pieces the viewer cannot tell apart: never revealed, the same seen-flags.
          List<Integer> hidden = new ArrayList<>();
          for (int sq = 0; sq < p.size(); sq++) {
            int code = p.pieceAt(sq);
            if (code != 0
                && Position.owner(code) != viewer.ordinal()
                && (p.flagsAt(sq) & Position.REVEALED) == 0) {
              hidden.add(sq);
            }
          }
          for (int i = 0; i < hidden.size(); i++) {
            for (int j = i + 1; j < hidden.size(); j++) {
              int a = hidden.get(i);
              int b = hidden.get(j);
              if (p.flagsAt(a) != p.flagsAt(b)
                  || p.pieceAt(a) == p.pieceAt(b)
                  || !swappable(p, a, b)) {
                continue;
              }
              Position q = p.copy();
              int ca = q.pieceAt(a);
              int fa = q.flagsAt(a);
              q.put(a, q.pieceAt(b), q.flagsAt(b));
              q.put(b, ca, fa);
              var original = ClassicState.of(p).viewFor(viewer);
              var swapped = ClassicState.of(q).viewFor(viewer);
              assertThat(swapped).isEqualTo(original);
              assertThat(swapped.toString()).isEqualTo(original.toString());
              return;
            }
          }
        });
  }

  /**
   * A swap must keep the position consistent with what was seen: moved pieces are not bombs or
   * flags.
   */
  private static boolean swappable(Position p, int a, int b) {
    Ruleset r = p.ruleset();
    PieceType ta = PieceType.values()[Position.type(p.pieceAt(a))];
    PieceType tb = PieceType.values()[Position.type(p.pieceAt(b))];
    boolean moved = (p.flagsAt(a) & Position.MOVED) != 0;
    boolean far = (p.flagsAt(a) & Position.MOVED_FAR) != 0;
    if (moved && (!r.movement(ta).isMobile() || !r.movement(tb).isMobile())) {
      return false;
    }
    return !far || (ta == PieceType.SCOUT && tb == PieceType.SCOUT);
  }

  @Test
  @ChecksRule("C-2.1")
  void randomSetupsAreValidForEverySeed() {
    Property.forAll(
        30,
        Arb.longs(),
        seed -> {
          Ruleset r = Ruleset.classic();
          for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
            Setup s = Setup.random(r, p, seed);
            assertThat(s.problems(r, p)).isEmpty();
            Map<PieceType, Integer> counts = new EnumMap<>(PieceType.class);
            s.placements().forEach(pl -> counts.merge(pl.type(), 1, Integer::sum));
            assertThat(counts).isEqualTo(r.roster());
          }
        });
  }
}
