package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What the strategist reads into the enemy's moves ({@link Behaviour}), on a barrage game: RED's
 * Scout shows itself by moving two squares, then BLUE steps an unknown piece up next to it. The
 * piece most likely takes a Scout (C-4.1), and the informed worlds say so more often than the setup
 * prior alone.
 */
class BehaviourTest {
  private static final Ruleset BARRAGE = Ruleset.parse("barrage");

  /** RED's view after 1. e4-e6 (a Scout's move) e8-e7 (BLUE's General, unseen, steps up). */
  private static ClassicView redView() {
    Setup red =
        Setup.of(
            Map.of(
                Square.parse("a1"), PieceType.FLAG,
                Square.parse("b1"), PieceType.BOMB,
                Square.parse("c1"), PieceType.SPY,
                Square.parse("e4"), PieceType.SCOUT,
                Square.parse("j4"), PieceType.SCOUT,
                Square.parse("a4"), PieceType.MINER,
                Square.parse("d1"), PieceType.GENERAL,
                Square.parse("h1"), PieceType.MARSHAL));
    Setup blue =
        Setup.of(
            Map.of(
                Square.parse("a10"), PieceType.FLAG,
                Square.parse("b10"), PieceType.BOMB,
                Square.parse("c10"), PieceType.SPY,
                Square.parse("j10"), PieceType.SCOUT,
                Square.parse("j9"), PieceType.SCOUT,
                Square.parse("a7"), PieceType.MINER,
                Square.parse("e8"), PieceType.GENERAL,
                Square.parse("h10"), PieceType.MARSHAL));
    ClassicState s = ClassicState.start(BARRAGE, red, blue);
    s = s.apply(Move.of(Seat.RED, Square.parse("e4"), Square.parse("e6"))).state();
    s = s.apply(Move.of(Seat.BLUE, Square.parse("e8"), Square.parse("e7"))).state();
    return s.viewFor(Seat.RED);
  }

  @Test
  void aPieceThatStepsUpToAShownScoutLikelyTakesIt() {
    ClassicView view = redView();
    Provenance prov = Provenance.of(view);
    double[][] evidence = Behaviour.of(prov, view);
    int id = -1;
    int e7 = Square.parse("e7").y() * BARRAGE.width() + Square.parse("e7").x();
    for (int i = 0; i < prov.count; i++) {
      if (prov.now[i] == e7) {
        id = i;
      }
    }
    assertThat(id).isNotNegative();
    assertThat(evidence[id][PieceType.GENERAL.ordinal()]).isEqualTo(Behaviour.EVIDENCE);
    assertThat(evidence[id][PieceType.MINER.ordinal()]).isEqualTo(Behaviour.EVIDENCE);
    assertThat(evidence[id][PieceType.SPY.ordinal()]).isEqualTo(-Behaviour.EVIDENCE);
    assertThat(evidence[id][PieceType.SCOUT.ordinal()]).isEqualTo(-Behaviour.EVIDENCE);
    for (int i = 0; i < prov.count; i++) {
      if (i != id) { // the others showed nothing
        assertThat(evidence[i]).containsOnly(0.0);
      }
    }
  }

  @Test
  void informedWorldsMakeItAScoutTakerMoreOften() {
    ClassicSampler sampler = ClassicSampler.of(redView());
    int e7 = Square.parse("e7").y() * BARRAGE.width() + Square.parse("e7").x();
    int informed = 0;
    int prior = 0;
    SplittableRandom a = new SplittableRandom(1);
    SplittableRandom b = new SplittableRandom(1);
    for (int i = 0; i < 2000; i++) {
      informed += takesAScout(sampler.samplePositionInformed(a).pieceAt(e7)) ? 1 : 0;
      prior += takesAScout(sampler.samplePositionHumanLike(b).pieceAt(e7)) ? 1 : 0;
    }
    assertThat(informed).isGreaterThan(prior + 100);
  }

  private static boolean takesAScout(int code) {
    int t = Position.type(code);
    return t == PieceType.MINER.ordinal()
        || t == PieceType.GENERAL.ordinal()
        || t == PieceType.MARSHAL.ordinal();
  }
}
