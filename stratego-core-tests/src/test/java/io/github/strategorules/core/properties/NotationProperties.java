package io.github.strategorules.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonReader;
import io.github.strategorules.gravon.GravonRecords;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every text form round-trips over generated games of up to 300 moves. */
class NotationProperties {

  private static final Arb<Played<ClassicState>> GAMES =
      ClassicGames.games(Rulesets.classic(), Length.upTo(300));

  @Test
  void positionNotationReadsBackToAnEqualPosition() {
    Property.forAll(
        50,
        GAMES,
        game -> {
          for (ClassicState s : game.states()) {
            String text = PositionNotation.format(s);
            ClassicState back = PositionNotation.parse(text);
            assertThat(back.toPosition()).as(text).isEqualTo(s.toPosition());
            assertThat(back.ruleset()).isEqualTo(s.ruleset());
            assertThat(back.legalMoves()).isEqualTo(s.legalMoves());
            assertThat(back.outcome()).isEqualTo(s.outcome());
            assertThat(PositionNotation.format(back)).isEqualTo(text);
            for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
              assertThat(PositionNotation.format(back.viewFor(p)))
                  .isEqualTo(PositionNotation.format(s.viewFor(p)));
            }
          }
        });
  }

  @Test
  void moveNotationRoundTrips() {
    Property.forAll(
        50,
        GAMES,
        game -> {
          for (ClassicState s : game.states()) {
            for (Move m : s.legalMoves()) {
              assertThat(Move.parse(m.seat(), m.toString())).isEqualTo(m);
            }
          }
        });
  }

  @Test
  @ChecksRule("V-3.2")
  void recordsRoundTripAndReplayToTheSameState() {
    Property.forAll(
        50,
        GAMES,
        game -> {
          ClassicState last = game.last();
          ClassicRecord r =
              ClassicRecord.of(
                  last,
                  Map.of("plies", Integer.toString(last.ply()), "note", "a \"quoted\" \\ value"));
          ClassicRecord back = ClassicRecord.parse(r.format());
          assertThat(back).isEqualTo(r);
          var replay = back.replay();
          assertThat(replay.isLegal()).isTrue();
          assertThat(replay.finalState().toPosition()).isEqualTo(last.toPosition());
          assertThat(replay.finalState().outcome()).isEqualTo(last.outcome());
        });
  }

  @Test
  void gravonXmlRoundTrips() {
    Property.forAll(
        50,
        GAMES,
        game -> {
          ClassicState last = game.last();
          ClassicRecord r = ClassicRecord.of(last, Map.of("red", "R & D <1>", "blue", "\"B\""));
          String xml = GravonRecords.toXml(r);
          GravonGame g =
              GravonReader.read(
                  new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "x.xml");
          assertThat(g.type()).isEqualTo("classic");
          assertThat(g.setup(Seat.RED).sorted()).isEqualTo(r.red());
          assertThat(g.setup(Seat.BLUE).sorted()).isEqualTo(r.blue());
          assertThat(g.playerMoves()).isEqualTo(r.moves());
          assertThat(g.players()).containsEntry(1, "R & D <1>").containsEntry(2, "\"B\"");
          ClassicRecord again = GravonRecords.toRecord(g, r.ruleset());
          assertThat(GravonRecords.toXml(again)).isEqualTo(xml); // stable when written again
          if (last.phase() == Phase.OVER) {
            assertThat(g.resultType()).isBetween(0, 4);
          }
        });
  }
}
