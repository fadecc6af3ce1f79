package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static io.github.strategorules.examples.DemoCommandTest.runWithInput;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.Ruleset;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each subcommand end to end: output and exit status. */
class CommandsTest {
  @TempDir Path dir;

  private Path record(int plies) throws IOException {
    Ruleset r = Ruleset.classic();
    ClassicState s =
        ClassicState.start(r, Setup.random(r, Seat.RED, 4), Setup.random(r, Seat.BLUE, 5));
    for (int i = 0; i < plies && s.outcome().isEmpty(); i++) {
      s = s.apply(s.legalMoves().get((i * 7) % s.legalMoves().size())).state();
    }
    Path file = dir.resolve("game.txt");
    Files.writeString(file, ClassicRecord.of(s, Map.of("event", "test")).format());
    return file;
  }

  private Path resource(String name) throws IOException {
    Path file = dir.resolve(name.substring(1).replace('/', '-'));
    try (InputStream in = CommandsTest.class.getResourceAsStream(name)) {
      Files.copy(in, file);
    }
    return file;
  }

  @Test
  void versionComesFromTheBuild() {
    DemoCommandTest.Run r = run("--version");
    assertThat(r.code()).isZero();
    assertThat(r.out().strip()).matches("stratego-rules \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
  }

  @Test
  void replayChecksARecord() throws IOException {
    DemoCommandTest.Run r = run("replay", record(40).toString());
    assertThat(r.code()).isZero();
    assertThat(r.out())
        .contains(
            "game.txt [classic]: 120 actions, legal",
            "1 games, 120 actions, 0 with an illegal action");
  }

  @Test
  void replayReportsAnIllegalMoveWithStatus3() throws IOException {
    Path file = record(10);
    String text = Files.readString(file);
    // Append a move from an empty square: the 11th move, the 91st action after the 80 placements,
    // is illegal.
    Files.writeString(file, text.replaceFirst("(?m)^(moves .*)$", "$1 e5-e4"));
    DemoCommandTest.Run r = run("replay", "--json", file.toString());
    assertThat(r.code()).isEqualTo(ReplayCommand.ILLEGAL);
    assertThat(r.out())
        .contains(
            "\"actions\":90,\"illegal\":{\"action\":91,\"text\":\"RED move e5-e4\","
                + "\"reason\":");
    assertThat(run("replay", file.toString()).out())
        .contains("ILLEGAL at action 91: RED move e5-e4 (");
  }

  @Test
  void replayOfTheGravonArchivesFindsNoIllegalMove() throws IOException {
    Path full = fullArchives();
    // Default options: each game takes the two-squares limit of its era (issue 16, item 14).
    String[] archives = {"strados2004-11", "strados2014-5", "strados2014-10"};
    int games = 0;
    for (String a : archives) {
      Path[] files =
          full != null
              ? new Path[] {full.resolve(a + ".zip")}
              : new Path[] {
                resource("/gravon/" + a + "-sample.zip"),
                resource("/gravon-variants/" + a + "-sample.zip")
              };
      for (Path f : files) {
        DemoCommandTest.Run r = run("replay", "--json", f.toString());
        assertThat(r.code()).as(f.toString()).isZero();
        for (String line : r.out().strip().split("\n")) {
          assertThat(line).as(line).contains("\"illegal\":null");
          games++;
        }
      }
    }
    assertThat(games)
        .isGreaterThanOrEqualTo(full != null ? 2311 : 478); // ultimate lightning included
  }

  private static Path fullArchives() {
    String d = System.getProperty("gravon.dir", "");
    return d.isBlank() ? null : Path.of(d);
  }

  @Test
  void replayJsonHasTheDocumentedShape() throws IOException {
    Path zip = resource("/gravon-variants/strados2004-11-sample.zip");
    DemoCommandTest.Run r = run("replay", "--json", "--two-squares", "5", zip.toString());
    assertThat(r.out().strip())
        .isEqualTo(
            "{\"game\":\"barrage-2004.11-104.xml\",\"type\":\"barrage\",\"actions\":72,"
                + "\"illegal\":null,\"winners\":[\"blue\"],\"termination\":\"FLAG_CAPTURED\"}");
  }

  @Test
  void perftCountsFromARecordOrANotation() throws IOException {
    Path file = record(30);
    DemoCommandTest.Run r = run("perft", file.toString(), "--plies", "20", "--depth", "2");
    assertThat(r.code()).isZero();
    assertThat(r.out()).containsPattern("perft 1 \\d+\\nperft 2 \\d+\\n");
    ClassicState at20 = ClassicRecord.parse(Files.readString(file)).replay().finalState();
    String position = PositionNotation.format(at20);
    DemoCommandTest.Run p = run("perft", "--position", position, "--depth", "1", "--divide");
    assertThat(p.out())
        .contains("total " + at20.legalMoves().size(), "perft 1 " + at20.legalMoves().size());
  }

  /**
   * The classic options are spec options: they reach the game through the registry, and a record,
   * which names its own game, is replayed under that game only.
   */
  @Test
  void theMoreSquaresRuleCanBeTurnedOff() throws IOException {
    Path file = record(30);
    DemoCommandTest.Run other = run("replay", "--more-squares", "off", file.toString());
    assertThat(other.code()).isEqualTo(2);
    assertThat(other.out())
        .contains("UNREADABLE", "a record of the ruleset classic, not classic(more_squares=off)");
    DemoCommandTest.Run bad = run("replay", "--more-squares", "maybe", file.toString());
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("--more-squares is on or off");
    assertThat(run("selfplay", "--games", "3", "--more-squares", "off").out())
        .contains("3 games of classic(more_squares=off)");
    DemoCommandTest.Run island =
        run(
            "selfplay",
            "--games",
            "1",
            "--ruleset",
            "lost-island(players=2)",
            "--two-squares",
            "5");
    assertThat(island.code()).isEqualTo(2);
    assertThat(island.err()).contains("accepted options");
  }

  @Test
  void legalListsActionsInTheGamesOrder() throws IOException {
    // Issue 55: in the game's order (its moves, then the table actions), as play's help numbers
    // them, not sorted by their text (which put "RED offer draw" first)
    DemoCommandTest.Run r = run("legal", record(0).toString());
    assertThat(r.code()).isZero();
    var lines = r.out().strip().lines().toList();
    assertThat(lines).endsWith("RED offer draw", "RED resign");
    assertThat(lines)
        .filteredOn(l -> !l.endsWith("draw") && !l.endsWith("resign"))
        .isNotEmpty()
        .allMatch(l -> l.matches("RED move [a-j]\\d+-[a-j]\\d+"));
    // --plies K: the position K actions into play, after the setup, for any game's record
    Path file30 = record(30);
    ClassicRecord rec = ClassicRecord.parse(Files.readString(file30));
    ClassicState at10 =
        new ClassicRecord(
                rec.ruleset(),
                rec.red(),
                rec.blue(),
                rec.actions().subList(0, 10),
                java.util.Optional.empty(),
                Map.of())
            .replay()
            .finalState();
    assertThat(run("legal", file30.toString(), "--plies", "10").out().strip().lines().toList())
        .isEqualTo(
            at10.legalActions().stream()
                .map(io.github.strategorules.core.action.ClassicAction::notation)
                .toList());
  }

  @Test
  void selfplayReportsStatistics() {
    DemoCommandTest.Run r = run("selfplay", "--games", "20", "--seed", "5");
    assertThat(r.code()).isZero();
    assertThat(r.out())
        .contains(
            "20 games of classic, random (RED), random (BLUE), seed 5",
            "RED wins ",
            "mean actions ",
            "games/s");
    assertThat(run("selfplay", "--games", "5", "--ruleset", "barrage").out())
        .contains("5 games of barrage");
    DemoCommandTest.Run bad = run("selfplay", "--games", "5", "--bots", "random,clever");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err())
        .contains("unknown bot 'clever'", "known bots: random, heuristic, learned, search");
    assertThat(
            run(
                    "selfplay",
                    "--games",
                    "2",
                    "--bots",
                    "heuristic,search",
                    "--ruleset",
                    "classic(ply_limit=300)")
                .out())
        .contains("2 games of classic(ply_limit=300), heuristic (RED), search (BLUE)");
  }

  @Test
  void selfplayRunsForEveryPreset() {
    for (String preset :
        new String[] {
          "classic",
          "barrage",
          "duel",
          "quick_battle",
          "ultimate_lightning",
          "ultimate_lightning(scouts_defuse_bombs,two_squares=5)",
          "classic(aggressor_wins_ties,one_time_bombs,no_range_attack)",
          "barrage(movable_bombs_and_flag,open)"
        }) {
      DemoCommandTest.Run r = run("selfplay", "--games", "4", "--seed", "2", "--ruleset", preset);
      assertThat(r.code()).as(preset).isZero();
      assertThat(r.out()).as(preset).contains("4 games of ", "mean actions");
    }
    assertThat(run("demo", "--ruleset", "quick_battle", "--seed", "3").out())
        .contains("Outcome after ", "   h\n");
  }

  @Test
  void playTakesActionsHelpRandomSetupAndResign() {
    DemoCommandTest.Run r =
        runWithInput(
            "help\nrandom\nhello\nmove z9-z9\nmove a4-b5\n999\nresign\n", "play", "--seed", "3");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "classic: RED human, BLUE random.",
            "Your legal actions",
            "1  RED place ",
            "RED: random setup, 40 actions",
            "Not an action: ",
            "Illegal: that square is not on the board (",
            "Illegal: a move goes straight along a rank or a file",
            "No action 999",
            "RED resign -> Resigned seat=RED",
            "Game over: BLUE wins (RESIGNATION");
    // what RED saw of BLUE's setup: its end, never a placement
    assertThat(r.out())
        .contains("BLUE ? -> SetupPlaced seat=BLUE")
        .doesNotContainPattern("BLUE place [a-j]");
  }

  @Test
  void playAsBlueWithAGivenSetupOfActions() throws IOException {
    Path setup = dir.resolve("setup.txt");
    StringBuilder actions = new StringBuilder("# BLUE's setup, one placement per line\n");
    io.github.strategorules.core.Setup.random(Ruleset.classic(), Seat.BLUE, 9)
        .placements()
        .forEach(
            p ->
                actions
                    .append("place ")
                    .append(p.square())
                    .append('=')
                    .append(io.github.strategorules.core.board.RankNumbering.MODERN.token(p.type()))
                    .append('\n'));
    Files.writeString(setup, actions);
    DemoCommandTest.Run r =
        runWithInput(
            "",
            "play",
            "--color",
            "blue",
            "--seed",
            "1",
            "--setup",
            setup.toString(),
            "--bot",
            "heuristic");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "classic: RED heuristic, BLUE human.",
            "blue> place ",
            "RED move ",
            "(end of input: BLUE resigns)",
            "Game over: RED wins (RESIGNATION");
  }

  @Test
  void inputErrorsAreOneLineWithStatus2() throws IOException {
    Path broken = dir.resolve("broken.txt");
    Files.writeString(broken, "stratego-record 1\nruleset classic\nsetup red a1=X\n");
    Files.writeString(
        dir.resolve("island.txt"),
        io.github.strategorules.core.game.Games.parse("lost-island(players=2)")
            .newGame(1)
            .record());
    for (String[] args :
        new String[][] {
          {"replay", broken.toString()},
          {"replay", dir.resolve("missing.xml").toString()},
          {"perft", "--position", "classic nonsense", "--depth", "1"},
          {"perft", "--depth", "1"},
          {"legal", "--ruleset", "chess", "--position", "x"},
          {"perft", dir.resolve("island.txt").toString(), "--depth", "1"},
          {"play", "--seats", "human,robot"},
          {
            "selfplay",
            "--games",
            "2",
            "--records",
            dir.resolve("broken.txt").resolve("x").toString()
          },
          {"replay", "--ruleset", "classic(two_squares=x)", broken.toString()},
        }) {
      DemoCommandTest.Run r = run(args);
      assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
      assertThat(r.err().strip().lines()).as(r.err()).hasSize(1);
      assertThat(r.err()).doesNotContain("\tat ", "Exception");
    }
    DemoCommandTest.Run replayed =
        run("replay", broken.toString()); // the reason once, on its UNREADABLE line
    assertThat(replayed.out()).contains("broken.txt", "line 3", "column 14");
    assertThat(replayed.err()).contains("broken.txt").doesNotContain("column 14");
    assertThat(run("perft", dir.resolve("island.txt").toString(), "--depth", "1").err())
        .contains(
            "perft counts the moves of classic-family positions",
            "lost-island(players=2) is not one");
  }

  /** Issue 16, item 5: an accepted ruleset whose roster outgrows its free setup zone plays. */
  @Test
  void item5DemoAndSelfplayTakeAFreeSetupOfOneRow() {
    DemoCommandTest.Run demo =
        run("demo", "--ruleset", "classic(free_setup,setup_rows=1)", "--seed", "2");
    assertThat(demo.code()).as(demo.err()).isZero();
    assertThat(demo.out()).contains("Outcome after ");
    DemoCommandTest.Run selfplay =
        run("selfplay", "--games", "3", "--ruleset", "classic(free_setup,setup_rows=1)");
    assertThat(selfplay.code()).as(selfplay.err()).isZero();
    assertThat(selfplay.err()).isEmpty();
  }

  @Test
  void anUnknownCommandNamesTheNearestOne() {
    DemoCommandTest.Run r = run("demox");
    assertThat(r.code()).isEqualTo(StrategoCli.INPUT_ERROR);
    assertThat(r.err().strip())
        .isEqualTo(
            "error: unknown command 'demox'; did you mean 'demo'? (stratego --help lists them)");
    assertThat(run("replai").err()).contains("did you mean 'replay'?");
    assertThat(run("xyzzy").err())
        .contains("unknown command 'xyzzy'; the commands are demo, play, replay, perft, legal,");
    assertThat(run("demo", "--sed", "3").err()).contains("did you mean --seed");
    assertThat(Suggestions.nearest("perf", List.of("perft", "legal"))).contains("perft");
    assertThat(Suggestions.nearest("qqqq", List.of("perft", "legal"))).isEmpty();
  }

  @Test
  void aMistypedGameNamesTheNearestOne() {
    DemoCommandTest.Run r = run("demo", "--ruleset", "clasic");
    assertThat(r.code()).isEqualTo(StrategoCli.INPUT_ERROR);
    assertThat(r.err()).contains("unknown game 'clasic'", "did you mean 'classic'?");
    assertThat(run("demo", "--ruleset", "barage(ply_limit=10)").err())
        .contains("did you mean 'barrage'?");
    assertThat(run("demo", "--ruleset", "chess").err())
        .contains("unknown game 'chess'")
        .doesNotContain("did you mean");
  }

  @Test
  void perftAndLegalTakeAPositionFileWithPositionAndPointThereFromFile() throws IOException {
    Path position = dir.resolve("position.txt");
    Files.writeString(
        position,
        PositionNotation.format(
                ClassicState.start(
                    Ruleset.classic(),
                    Setup.random(Ruleset.classic(), Seat.RED, 1),
                    Setup.random(Ruleset.classic(), Seat.BLUE, 2)))
            + "\n");
    for (String command : List.of("perft", "legal")) {
      DemoCommandTest.Run wrong =
          command.equals("perft")
              ? run(command, position.toString(), "--depth", "1")
              : run(command, position.toString());
      assertThat(wrong.code()).isEqualTo(StrategoCli.INPUT_ERROR);
      assertThat(wrong.err().strip())
          .isEqualTo(
              "error: "
                  + position
                  + " holds a position, not a game record: give it "
                  + "as --position "
                  + position);
    }
    String text = Files.readString(position).strip();
    assertThat(run("perft", "--position", position.toString(), "--depth", "1").out())
        .matches("perft 1 \\d+\n")
        .isEqualTo(run("perft", "--position", text, "--depth", "1").out());
    assertThat(run("legal", "--position", position.toString()).out()).contains("RED move ");
    // a file that is neither keeps its own message
    Path junk = dir.resolve("junk.txt");
    Files.writeString(junk, "hello\n");
    assertThat(run("legal", junk.toString()).err()).doesNotContain("--position");
  }

  @Test
  void playsHelpListsEveryClassicBotTheRegistryKnows() {
    String help = run("play", "--help").out().replaceAll("\\s+", " ");
    String names =
        String.join(
            ", ",
            io.github.strategorules.research.Bots.names(
                io.github.strategorules.core.game.Games.parse("classic")));
    assertThat(names).contains("deep");
    assertThat(help).contains("(in classic: " + names + ";");
  }

  @Test
  void arenaNamesItsDefaultRulesetAndReportsNoNegativeZero() {
    assertThat(run("arena", "--help").out())
        .contains("The game, unless --ruleset names another: classic(ply_limit=3000)");
    assertThat(ArenaCommand.elo(-0.4)).isEqualTo("0");
    assertThat(ArenaCommand.elo(0.4)).isEqualTo("0");
    assertThat(ArenaCommand.elo(-12.6)).isEqualTo("-13");
    assertThat(ArenaCommand.elo(12.4)).isEqualTo("+12");
    assertThat(Text.decimal(-0.04, 1)).isEqualTo("0.0");
    assertThat(Text.decimal(-0.05, 1)).isEqualTo("-0.1");
    assertThat(ArenaCommand.percent(new io.github.strategorules.research.Interval(0, -0.0001, 0.3)))
        .isEqualTo("0.0% [0.0%, 30.0%]");
    // a whole report: many numbers, none of them -0
    String report =
        run(
                "arena",
                "--bots",
                "random,random",
                "--games",
                "6",
                "--seed",
                "4",
                "--ruleset",
                "classic(ply_limit=40)")
            .out();
    assertThat(report)
        .contains("Elo difference")
        .doesNotContainPattern("(?<![\\w-])-0(?![.0-9]*[1-9])");
  }
}
