package io.github.strategorules.core.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicReplay;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Game records: the text format, replay with the first illegal action, and syntax errors. */
class ClassicRecordTest {
  private static final Ruleset R = Ruleset.classic().toBuilder().twoSquaresLimit(5).build();

  private static ClassicRecord sample() {
    ClassicState s =
        ClassicState.start(R, Setup.random(R, Seat.RED, 1), Setup.random(R, Seat.BLUE, 2));
    for (int i = 0; i < 12; i++) {
      s = s.apply(s.legalMoves().get(i % s.legalMoves().size())).state();
    }
    s =
        s.apply(new ClassicDrawOffer(Seat.BLUE))
            .state()
            .apply(new ClassicResignation(Seat.RED))
            .state();
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("red", "Ann \"the hammer\"");
    tags.put("date", "2026-11-29");
    return ClassicRecord.of(s, tags);
  }

  @Test
  void formatIsVersionedReadableAndRoundTrips() {
    ClassicRecord r = sample();
    String text = r.format();
    assertThat(text)
        .startsWith("stratego-record 1\nruleset classic(two_squares=5)\n")
        .contains(
            "tag red \"Ann \\\"the hammer\\\"\"\n",
            "setup red a1=",
            "offer:blue resign:red",
            "result blue RESIGNATION\n");
    assertThat(ClassicRecord.parse(text)).isEqualTo(r);
    assertThat(ClassicRecord.parse("# a comment\n\n" + text.replace("\n", "\n\n"))).isEqualTo(r);
  }

  @Test
  void replayReachesTheRecordedEnd() {
    ClassicRecord r = sample();
    var replay = r.replay();
    assertThat(replay.isLegal()).isTrue();
    assertThat(replay.finalState().outcome().orElseThrow().termination())
        .isEqualTo(ClassicTermination.RESIGNATION);
    assertThat(replay.applied()).isEqualTo(r.actions().size());
  }

  @Test
  void replayReportsTheFirstIllegalMoveWithItsPlyAndReason() {
    ClassicRecord r = sample();
    List<io.github.strategorules.core.action.ClassicAction> actions =
        new ArrayList<>(r.moves().subList(0, 5));
    Move bad = Move.parse(Seat.BLUE, "a10-a9"); // ply 6 is BLUE's: a10 to a9 with something wrong
    actions.add(bad);
    ClassicRecord broken =
        new ClassicRecord(r.ruleset(), r.red(), r.blue(), actions, Optional.empty(), Map.of());
    var illegal = broken.replay().firstIllegal().orElseThrow();
    assertThat(illegal.ply()).isEqualTo(6);
    assertThat(illegal.action()).isEqualTo(bad);
    assertThat(illegal.reason()).isIn((Object[]) ClassicReason.values());
    assertThat(broken.replay().applied()).isEqualTo(5);
  }

  @Test
  void anInvalidSetupIsReportedAtPly0WithEveryProblem() {
    ClassicRecord r = sample();
    var placements = new ArrayList<>(r.blue().placements());
    placements.remove(0);
    ClassicRecord broken =
        new ClassicRecord(
            r.ruleset(), r.red(), Setup.of(placements), r.actions(), r.result(), r.tags());
    var illegal = broken.replay().firstIllegal().orElseThrow();
    assertThat(illegal.ply()).isZero();
    assertThat(illegal.reason()).isEqualTo(ClassicReason.INVALID_SETUP);
    assertThat(illegal.setupProblems()).isNotEmpty();
  }

  @Test
  void aSetupInProgressIsRecordedAsUnfinishedAndReplaysPieceByPiece() {
    ClassicState s = ClassicState.newGame(R);
    for (String a :
        List.of("RED place a1=F", "BLUE place j10=B", "RED place b1=B", "RED place c1=10")) {
      s = s.apply(ClassicAction.parse(a)).state();
    }
    ClassicRecord r = ClassicRecord.of(s, Map.of());
    assertThat(r.unfinished()).containsExactly(Seat.RED, Seat.BLUE);
    String text = r.format();
    assertThat(text)
        .contains("setup red a1=F b1=B c1=10 ...\n", "setup blue j10=B ...\n")
        .doesNotContain("moves");
    assertThat(ClassicRecord.parse(text)).isEqualTo(r);
    var replay = r.replay();
    assertThat(replay.isLegal()).isTrue();
    assertThat(replay.finalState().record()).isEqualTo(s.record());
    assertThat(replay.finalState().viewFor(Seat.BLUE)).isEqualTo(s.viewFor(Seat.BLUE));
    // Resigned during the setup: the partial setups, then the resignation.
    ClassicState resigned = s.apply(new ClassicResignation(Seat.BLUE)).state();
    String over = resigned.record();
    assertThat(over).contains("moves resign:blue\n", "result red RESIGNATION\n");
    assertThat(ClassicRecord.parse(over).replay().finalState().outcome())
        .isEqualTo(resigned.outcome());
    // An unfinished setup's refused placement is reported at ply 0 with its reason.
    ClassicRecord bad = ClassicRecord.parse(text.replace("c1=10 ...", "c1=10 e5=9 ..."));
    assertThat(bad.replay().firstIllegal())
        .hasValueSatisfying(
            i -> {
              assertThat(i.ply()).isZero();
              assertThat(i.action()).isEqualTo(ClassicAction.parse("RED place e5=9"));
              assertThat(i.reason()).isEqualTo(ClassicReason.OUTSIDE_SETUP_ZONE);
            });
  }

  @Test
  void theTypedAndTheNeutralReplayAreOneType() {
    // issue 37 item 4: a record's typed replay, the classic ClassicReplay.run and the contract's
    // replay are
    // all RecordReplay; the neutral form counts the setup placements and writes the action as text
    ClassicState start =
        ClassicState.start(
            Ruleset.classic(),
            Setup.random(Ruleset.classic(), Seat.RED, new java.util.SplittableRandom(1)),
            Setup.random(Ruleset.classic(), Seat.BLUE, new java.util.SplittableRandom(2)));
    ClassicRecord bad = ClassicRecord.parse(start.record() + "moves e5-e4\n"); // e5 is empty
    RecordReplay<ClassicState, ClassicReplay.IllegalAction> typed = bad.replay();
    assertThat(typed.isLegal()).isFalse();
    assertThat(typed.applied()).isZero();
    assertThat(typed.firstIllegal().orElseThrow().ply()).isEqualTo(1);
    RecordReplay<GameState, RecordReplay.Refused> neutral = ClassicReplay.neutral(typed);
    var contract =
        io.github.strategorules.core.ClassicGame.of(Ruleset.classic()).replay(bad.format());
    assertThat(contract.applied()).isEqualTo(neutral.applied());
    assertThat(contract.firstIllegal()).isEqualTo(neutral.firstIllegal());
    assertThat(contract.finalState().record()).isEqualTo(neutral.finalState().record());
    assertThat(neutral.finalState()).isSameAs(typed.finalState());
    assertThat(neutral.applied()).isEqualTo(80);
    assertThat(neutral.firstIllegal().orElseThrow().index()).isEqualTo(81);
    assertThat(neutral.firstIllegal().orElseThrow().action()).isEqualTo("RED move e5-e4");
    RecordReplay<ClassicState, ClassicReplay.IllegalAction> run =
        ClassicReplay.run(typed.finalState(), List.of());
    assertThat(run)
        .isEqualTo(new RecordReplay<>(typed.finalState(), 0, Optional.empty())); // same state
    assertThat(run.isLegal()).isTrue();
  }

  @Test
  void aFreeSetupLineIsAFinishedSetup() {
    Ruleset free = Ruleset.parse("classic(free_setup)");
    String text =
        "stratego-record 1\nruleset classic(free_setup)\nsetup red j1=F f5=S\nsetup blue a10=F b10=2 ...\n";
    var replay = ClassicRecord.parse(text).replay();
    assertThat(replay.isLegal()).isTrue();
    ClassicState s = replay.finalState();
    assertThat(s.hasPlacedSetup(Seat.RED)).isTrue();
    assertThat(s.hasPlacedSetup(Seat.BLUE)).isFalse();
    assertThat(s.history().get(2)).isEqualTo(ClassicAction.parse("RED finish setup"));
    assertThat(s.record()).isEqualTo(text);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "stratego-record 2|a record starts with|1|1",
        "stratego-record 1\\nruleset nope|unknown ruleset|2|9",
        "stratego-record 1\\nruleset classic\\nsetup green a1=F|expected 'setup red' or 'setup blue'|3|7",
        "stratego-record 1\\nruleset classic\\nsetup red a1=X|'X' is not a piece|3|14",
        "stratego-record 1\\nruleset classic\\nsetup red a1F|a placement is square=piece|3|11",
        "stratego-record 1\\nruleset classic\\nsetup red a1=F\\nsetup blue a10=F\\nmoves a1-a2 zz|'zz' is not a move|5|13",
        "stratego-record 1\\nruleset classic\\nsetup red a1=F\\nsetup blue a10=F\\nmoves resign:green|expected red or blue|5|14",
        "stratego-record 1\\nruleset classic\\nsetup red a1=F\\nsetup blue a10=F\\nresult purple -|the winner is red, blue or draw|5|8",
        "stratego-record 1\\nruleset classic\\nsetup red a1=F\\nsetup blue a10=F\\nresult red WHATEVER|unknown termination|5|12",
        "stratego-record 1\\ntag x \"unterminated|a tag value is in double quotes|2|7",
        "stratego-record 1\\nruleset classic\\nsetup red a1=F|a record needs a ruleset line and both setups|3|1",
        "stratego-record 1\\nfrobnicate|unknown line 'frobnicate'|2|1",
      })
  void malformedRecordsAreNotationErrorsWithLineAndColumn(
      String text, String problem, int line, int column) {
    assertThatThrownBy(() -> ClassicRecord.parse(text.replace("\\n", "\n")))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.problem()).contains(problem);
              assertThat(e.line()).isEqualTo(line);
              assertThat(e.column()).isEqualTo(column);
            });
  }
}
