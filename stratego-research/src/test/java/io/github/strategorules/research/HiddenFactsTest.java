package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 15: a bot receives only what its seat may know. Paired games that differ only in facts
 * hidden from RED, played by the same bots from the same seed, give RED's bot the same inputs at
 * every decision (its transcript, with the public game, and its legal decisions) and RED's sampler
 * the same draws; here for the classic family (Lost Island's: {@code IslandHiddenFactsTest} in
 * stratego-lostisland-research).
 */
class HiddenFactsTest {

  /** A bot that records what it is given, then lets another bot decide. */
  private static final class Recording implements Bot {
    private final Bot inner;
    final List<Transcript> transcripts = new ArrayList<>();
    final List<List<Action>> legal = new ArrayList<>();

    Recording(Bot inner) {
      this.inner = inner;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public Action choose(Transcript transcript, List<Action> decisions, SplittableRandom random) {
      transcripts.add(transcript);
      legal.add(decisions);
      return inner.choose(transcript, decisions, random);
    }
  }

  /** Plays a game with RED's bot recorded, every other seat's bot as given. */
  private static Recording playRecordingRed(
      Game game, Bot red, List<Bot> others, long seed, int cap) {
    Recording rec = new Recording(red);
    List<Bot> bots = new ArrayList<>();
    bots.add(rec);
    bots.addAll(others);
    Match.play(game, bots, seed, cap);
    return rec;
  }

  private static void sameInputsAndDraws(Recording a, Recording b) {
    assertThat(a.transcripts).isNotEmpty();
    assertThat(b.legal).isEqualTo(a.legal);
    assertThat(b.transcripts).hasSameSizeAs(a.transcripts);
    for (int i = 0; i < a.transcripts.size(); i++) {
      assertThat(b.transcripts.get(i))
          .as("RED's transcript at its decision %d", i)
          .isEqualTo(a.transcripts.get(i));
    }
    Transcript ta = a.transcripts.get(a.transcripts.size() - 1);
    Transcript tb = b.transcripts.get(b.transcripts.size() - 1);
    GameState sa = Research.of(ta.game()).sampler(ta).sample(new SplittableRandom(9));
    GameState sb = Research.of(tb.game()).sampler(tb).sample(new SplittableRandom(9));
    assertThat(sb.record()).as("RED's sampled world").isEqualTo(sa.record());
  }

  /**
   * Classic: BLUE's setup with two of its back-row pieces of different types that move one step
   * swapped (so BLUE's random moves stay the same), the game cut before either moves or fights.
   */
  @Test
  void classicGamesThatDifferOnlyInBluesHiddenSetupGiveRedTheSameInputsAndDraws() {
    Ruleset r = Ruleset.parse("classic");
    int pairs = 0;
    for (long seed = 1; seed <= 8; seed++) {
      Setup blue = Setup.random(r, Seat.BLUE, seed);
      List<Setup.Placement> back =
          blue.placements().stream()
              .filter(
                  p ->
                      p.square().rank() == 10
                          && r.movement(p.type())
                              == io.github.strategorules.core.rules.Movement.STEP)
              .toList();
      Square marshal = back.get(0).square();
      Square spy =
          back.stream()
              .filter(p -> p.type() != back.get(0).type())
              .findFirst()
              .orElseThrow()
              .square();
      PieceType first = back.get(0).type();
      PieceType second =
          blue.placements().stream()
              .filter(p -> p.square().equals(spy))
              .findFirst()
              .orElseThrow()
              .type();
      List<Setup.Placement> swapped = new ArrayList<>();
      for (var p : blue.placements()) {
        swapped.add(
            p.square().equals(marshal)
                ? new Setup.Placement(marshal, second)
                : p.square().equals(spy) ? new Setup.Placement(spy, first) : p);
      }
      Setup other = Setup.of(swapped);
      Bot red = Bots.byName(ClassicGame.of(r), "heuristic");
      int cap = 80 + 20; // both setups (80 placements), then 20 plies
      Recording ra =
          playRecordingRed(ClassicGame.of(r), red, List.of(new ScriptedSetupBot(blue)), seed, cap);
      Recording rb =
          playRecordingRed(ClassicGame.of(r), red, List.of(new ScriptedSetupBot(other)), seed, cap);
      ClassicState end =
          (ClassicState)
              Match.play(ClassicGame.of(r), List.of(red, new ScriptedSetupBot(blue)), seed, cap)
                  .finalState();
      boolean touched =
          end.viewFor(Seat.RED).moveLog().stream()
              .anyMatch(
                  e ->
                      e instanceof ClassicEvent.Battle b
                          ? List.of(b.from(), b.to()).contains(marshal)
                              || List.of(b.from(), b.to()).contains(spy)
                          : e instanceof ClassicEvent.PieceMoved m
                              && (m.from().equals(marshal) || m.from().equals(spy)));
      if (touched) {
        continue; // a swapped piece moved or fought within the cut: no pair on this seed
      }
      sameInputsAndDraws(ra, rb);
      pairs++;
    }
    assertThat(pairs).isGreaterThanOrEqualTo(5);
  }
}
