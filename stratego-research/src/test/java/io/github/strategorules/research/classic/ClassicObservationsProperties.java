package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.RandomGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Property;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** ClassicObservations and information states depend on the player's view only. */
class ClassicObservationsProperties {

  /**
   * Swaps the types of two of BLUE's pieces that RED has never seen move or fight (unequal types),
   * in BLUE's setup, and replays the same moves: RED's tensor and info state do not change, while
   * the full states differ.
   */
  @Test
  void swappingTwoUnseenEnemyPiecesChangesNothingInTheObservation() {
    Property.forAll(
        30,
        ClassicGames.games(Rulesets.classic(), Length.between(1, 250)),
        Arb.seeds(),
        (game, probe) -> {
          ClassicState s = game.last();
          Ruleset r = s.ruleset();
          ClassicView view = s.viewFor(Seat.RED);
          List<Square> unseen = new ArrayList<>();
          for (int y = 0; y < r.height(); y++) {
            for (int x = 0; x < r.width(); x++) {
              Optional<ViewPiece> vp = view.pieceAt(Square.of(x, y));
              if (vp.isPresent()
                  && vp.get().owner() == Seat.BLUE
                  && vp.get().type().isEmpty()
                  && !vp.get().moved()) {
                unseen.add(Square.of(x, y));
              }
            }
          }
          SplittableRandom random = new SplittableRandom(probe);
          Square a = unseen.get(random.nextInt(unseen.size()));
          PieceType ta = s.pieceAt(a).orElseThrow().type();
          List<Square> others =
              unseen.stream().filter(q -> s.pieceAt(q).orElseThrow().type() != ta).toList();
          if (others.isEmpty()) {
            return;
          }
          Square b = others.get(random.nextInt(others.size()));
          Map<Square, PieceType> blue = new HashMap<>();
          s.setup(Seat.BLUE)
              .orElseThrow()
              .placements()
              .forEach(p -> blue.put(p.square(), p.type()));
          blue.put(a, s.pieceAt(b).orElseThrow().type());
          blue.put(b, ta);
          ClassicState t;
          try {
            t = ClassicState.start(r, s.setup(Seat.RED).orElseThrow(), Setup.of(blue));
            for (ClassicAction m : s.history()) { // moves, and the draw offers a game may hold
              t = t.apply(m).state();
            }
          } catch (IllegalActionException e) {
            return; // a more-squares constraint of BLUE's depended on the swapped types
          }
          assertThat(t.fullDiagram(io.github.strategorules.core.board.RankNumbering.MODERN))
              .isNotEqualTo(s.fullDiagram(io.github.strategorules.core.board.RankNumbering.MODERN));
          ClassicObservations obs = ClassicObservations.of(r);
          assertThat(obs.tensor(t.viewFor(Seat.RED))).isEqualTo(obs.tensor(view));
          assertThat(ClassicObservations.infoState(t.viewFor(Seat.RED)))
              .isEqualTo(ClassicObservations.infoState(view));
          assertThat(obs.tensor(t.viewFor(Seat.BLUE)))
              .isNotEqualTo(obs.tensor(s.viewFor(Seat.BLUE)));
        });
  }

  @Test
  void layoutOfAStartPosition() {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 1), Setup.random(r, Seat.BLUE, 2));
    ClassicObservations obs = ClassicObservations.of(r);
    assertThat(obs.size()).isEqualTo(42 * 100 + 38);
    float[] t = new float[obs.size() + 5];
    obs.write(s.viewFor(Seat.RED), t, 5);
    int area = 100;
    float own = 0;
    for (int i = 0; i < 12 * area; i++) {
      own += t[5 + i];
    }
    assertThat(own).isEqualTo(40f);
    float unknown = 0;
    for (int i = 24 * area; i < 25 * area; i++) {
      unknown += t[5 + i];
    }
    assertThat(unknown).isEqualTo(40f);
    float lakes = 0;
    for (int i = 27 * area; i < 28 * area; i++) {
      lakes += t[5 + i];
    }
    assertThat(lakes).isEqualTo(8f);
    assertThat(t[5 + 40 * area]).isEqualTo(1f); // RED to move
    assertThat(t[5 + 41 * area]).isEqualTo(1f); // viewer is RED
    int tail = 5 + 42 * area;
    assertThat(t[tail + PieceType.BOMB.ordinal()]).isEqualTo(1f);
    assertThat(t[tail + 12 + PieceType.SCOUT.ordinal()]).isEqualTo(1f);
    assertThat(ClassicObservations.infoState(s.viewFor(Seat.RED))).startsWith("classic|RED|a1");
    ClassicState next = s.apply(s.legalMoves().get(0)).state();
    assertThat(ClassicObservations.infoState(next.viewFor(Seat.RED)))
        .contains("|" + s.legalMoves().get(0) + "|")
        .contains("to move BLUE");
  }

  @Test
  void theInfoStateTellsApartWhatThePlayerSawAndPhaseChanges() {
    Property.forAll(
        15,
        ClassicGames.games(Rulesets.classic(), Length.upTo(120)),
        game -> {
          List<String> seen = new ArrayList<>();
          for (ClassicState s : game.states()) {
            String info = ClassicObservations.infoState(s.viewFor(Seat.BLUE));
            assertThat(seen).doesNotContain(info); // perfect recall: every ply adds to it
            seen.add(info);
            assertThat(s.phase()).isIn(Phase.PLAY, Phase.OVER);
          }
        });
  }

  @Test
  void v1_2_aRescueIsPartOfItsMoveInTheInfoStateAndEveryStateHasATensor() {
    Ruleset r =
        Ruleset.parse("classic(captains_two_squares,rescue,aggressor_wins_ties,one_time_bombs)");
    ClassicObservations obs = ClassicObservations.of(r);
    for (long seed = 0; seed < 400; seed++) {
      List<ClassicState> game = RandomGames.play(r, seed, 2000);
      ClassicState last = game.get(game.size() - 1);
      Optional<Move> rescue =
          last.history().stream()
              .filter(
                  a ->
                      a instanceof Move m
                          && m.rescue().isPresent()
                          && last.viewFor(m.seat()).moveLog().stream()
                              .anyMatch(
                                  e ->
                                      e
                                          instanceof
                                          io.github.strategorules.core.event.ClassicEvent.Rescued))
              .map(Move.class::cast)
              .findFirst();
      if (rescue.isEmpty()) {
        continue;
      }
      Move m = rescue.get();
      for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
        String info = ClassicObservations.infoState(last.viewFor(p));
        assertThat(info)
            .contains(m.from() + "-" + m.to() + "+")
            .contains("+" + m.rescue().get().type().letter() + "@" + m.rescue().get().square());
        assertThat(info).as("the own setup, not a diagram").startsWith(r.spec() + "|" + p + "|a");
      }
      List<String> seen = new ArrayList<>();
      for (ClassicState s : game) {
        String info = ClassicObservations.infoState(s.viewFor(Seat.RED));
        assertThat(seen).doesNotContain(info);
        seen.add(info);
        assertThat(obs.tensor(s.viewFor(Seat.BLUE))).hasSize(obs.size());
      }
      return;
    }
    throw new AssertionError("no random game with a rescue");
  }
}
