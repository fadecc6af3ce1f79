package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicReplay;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonReader;
import io.github.strategorules.gravon.GravonRecords;
import io.github.strategorules.testkit.classic.GravonArchives;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * V-1.2 and V-1.4 against real games: every "ultimate lightning" game of the Gravon archive (all
 * eight are in the sample) replays with zero illegal moves and its recorded ending, its five
 * rescues bring back a piece the rescuer's side had lost, and the records survive the trip through
 * our record format and back to Gravon XML.
 */
class UltimateLightningGravonTest {

  private static List<GravonGame> games() {
    List<GravonGame> list = new ArrayList<>();
    for (GravonArchives.Archive a :
        GravonArchives.load(UltimateLightningGravonTest.class, "/gravon-variants/")) {
      for (GravonGame g : a.games()) {
        if (g.type().equals("ultimate lightning")) {
          list.add(g);
        }
      }
    }
    return list;
  }

  @Test
  @ChecksRule({"V-1.2", "V-1.4", "V-R4", "V-R6"})
  void everyUltimateLightningGameReplaysWithItsRecordedEndingAndItsRescues(TestReporter reporter) {
    List<GravonGame> games = games();
    assertThat(games).hasSize(8);
    List<String> problems = new ArrayList<>();
    int rescues = 0;
    int plies = 0;
    for (GravonGame g : games) {
      Ruleset r = Ruleset.parse(GravonRecords.rulesetSpec(g.type(), 3, g.resultType() == 0));
      ClassicState s = ClassicState.start(r, g.setup(Seat.RED), g.setup(Seat.BLUE));
      for (Move m : g.playerMoves()) {
        if (s.check(m).isPresent()) {
          problems.add(
              g.name() + ": illegal " + m + " at ply " + (s.ply() + 1) + ": " + s.check(m).get());
          break;
        }
        if (m.rescue().isPresent()) {
          // V-1.4: the rescued piece is one the mover's side had lost.
          Piece back = new Piece(m.seat(), m.rescue().get().type());
          assertThat(s.viewFor(m.seat()).captured()).as(g.name() + " " + m).contains(back);
        }
        ClassicStep step = s.apply(m);
        rescues +=
            (int) step.events().stream().filter(ClassicEvent.Rescued.class::isInstance).count();
        s = step.state();
        plies++;
      }
      if (g.resultType() <= 2) {
        Optional<Seat> winner = s.outcome().flatMap(o -> o.winner());
        if (s.outcome().isEmpty() || !winner.equals(g.recordedWinner())) {
          problems.add(
              g.name()
                  + ": recorded "
                  + g.resultType()
                  + "/"
                  + g.winner()
                  + ", replay gives "
                  + s.outcome());
        }
      } else {
        assertThat(s.outcome()).as(g.name() + " ended by resignation").isEmpty();
      }
    }
    assertThat(problems).isEmpty();
    assertThat(rescues).isEqualTo(5);
    TestStatistics.publish(
        reporter,
        "ultimate lightning Gravon replay",
        games.size() + " games, " + plies + " plies, " + rescues + " rescues, 0 illegal");
  }

  @Test
  @ChecksRule("V-R6")
  void withMinersAsDefusersTheRecordsBreak() {
    // V-1.4: the rules as V-1.2 words them (the miner defuses) contradict three of the records.
    int broken = 0;
    for (GravonGame g : games()) {
      Ruleset r = Ruleset.parse("ultimate_lightning(two_squares=3)");
      var replay =
          ClassicReplay.run(
              ClassicState.start(r, g.setup(Seat.RED), g.setup(Seat.BLUE)), g.playerMoves());
      broken += replay.isLegal() ? 0 : 1;
    }
    assertThat(broken).isEqualTo(3);
  }

  @Test
  @ChecksRule({"V-1.4", "V-R4"})
  void rescuesSurviveRecordsAndGravonXml() {
    for (GravonGame g : games()) {
      ClassicRecord rec = GravonRecords.toRecord(g, 3, g.resultType() == 0);
      ClassicRecord back = ClassicRecord.parse(rec.format());
      assertThat(back).isEqualTo(rec);
      assertThat(back.replay().isLegal()).isTrue();
      GravonGame again =
          GravonReader.read(
              new java.io.ByteArrayInputStream(
                  GravonRecords.toXml(rec).getBytes(java.nio.charset.StandardCharsets.UTF_8)),
              g.name());
      assertThat(again.playerMoves()).isEqualTo(g.playerMoves());
      assertThat(again.field()).isEqualTo(g.field());
    }
  }
}
