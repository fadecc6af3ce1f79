package io.github.strategorules.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.action.ClassicReason;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Perft;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.testkit.classic.PerftCase;
import io.github.strategorules.testkit.reference.NaiveChase;
import io.github.strategorules.testkit.reference.NaiveReference;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The examples of the package descriptions (package-info.java) run, and the descriptions show this
 * very code: each test runs an example as written there and checks that its lines are still there.
 */
class JavadocExamplesTest {
  /** Core's sources, read from this test module's sibling. */
  private static final Path SOURCES =
      Path.of(
          "..", "stratego-core", "src", "main", "java", "io", "github", "strategorules", "core");

  /** The naive reference is the test kit's (issue 24). */
  private static final Path REFERENCE =
      Path.of(
          "..",
          "stratego-testkit",
          "src",
          "main",
          "java",
          "io",
          "github",
          "strategorules",
          "testkit",
          "reference");

  private static void shows(Path packageInfo, String... lines) throws IOException {
    Path folder =
        packageInfo.toString().equals("reference") ? REFERENCE : SOURCES.resolve(packageInfo);
    String text = Files.readString(folder.resolve("package-info.java"), StandardCharsets.UTF_8);
    for (String line : lines) {
      assertThat(text).as("%s shows %s", packageInfo, line).contains(line);
    }
  }

  @Test
  void theStateAndTheViews() throws IOException {
    Ruleset rules = Ruleset.classic();
    ClassicState game =
        ClassicState.start(
            rules, Setup.random(rules, Seat.RED, 1), Setup.random(rules, Seat.BLUE, 2));
    Move first = game.legalMoves().get(0); // RED's first move in the listed order
    ClassicStep step = game.apply(first); // `game` itself is unchanged
    ClassicState next = step.state();
    Optional<ClassicReason> why = next.check(first); // NOT_YOUR_TURN: BLUE is to move
    List<ClassicEvent> seen = step.eventsFor(Seat.BLUE); // the move as BLUE's client receives it
    ClassicView blue = next.viewFor(Seat.BLUE);
    ViewPiece mover = blue.pieceAt(first.to()).orElseThrow();
    boolean hidden = mover.type().isEmpty(); // true: a move reveals no type,
    boolean moved = mover.moved(); // only that the piece moves (C-8.2)
    String board = blue.toString(); // RED's pieces drawn as '?'

    assertThat(game.toMove()).contains(Seat.RED);
    assertThat(why).contains(ClassicReason.NOT_YOUR_TURN);
    assertThat(seen).isNotEmpty();
    assertThat(hidden).isTrue();
    assertThat(moved).isTrue();
    assertThat(board).contains("?");
    shows(
        Path.of(""),
        "ClassicState game = ClassicState.start(rules, Setup.random(rules, Seat.RED, 1), "
            + "Setup.random(rules, Seat.BLUE, 2));",
        "Move first = game.legalMoves().get(0);",
        "ClassicStep step = game.apply(first);",
        "Optional<ClassicReason> why = next.check(first);",
        "List<ClassicEvent> seen = step.eventsFor(Seat.BLUE);",
        "ClassicView blue = next.viewFor(Seat.BLUE);",
        "ViewPiece mover = blue.pieceAt(first.to()).orElseThrow();",
        "boolean hidden = mover.type().isEmpty();",
        "boolean moved = mover.moved();");
  }

  @Test
  void theKernel() throws IOException {
    Ruleset rules = Ruleset.classic();
    Position position =
        ClassicState.start(
                rules, Setup.random(rules, Seat.RED, 1), Setup.random(rules, Seat.BLUE, 2))
            .toPosition(); // a copy of the state's kernel position
    Position before = position.copy();
    int[] moves = new int[position.maxMoves()];
    int n = position.generate(moves); // RED's legal moves, in the kernel's order
    int result = position.make(moves[0]); // NO_BATTLE, ATTACKER_WINS, ...
    position.unmake(); // exactly the position before
    long leaves = Perft.count(position, 3); // move sequences of three moves
    String from = position.square(Moves.from(moves[0])).toString();

    assertThat(n).isPositive();
    assertThat(result).isEqualTo(Position.NO_BATTLE);
    assertThat(position).isEqualTo(before);
    assertThat(leaves).isPositive();
    assertThat(from).matches("[a-j][0-9]+");
    shows(
        Path.of("kernel"),
        "int n = position.generate(moves);",
        "int result = position.make(moves[0]);",
        "position.unmake();",
        "long leaves = Perft.count(position, 3);",
        "String from = position.square(Moves.from(moves[0])).toString();");
  }

  @Test
  void rulesetsAsData() throws IOException {
    Ruleset gravon2004 = Ruleset.parse("classic(two_squares=5)"); // the ISF limit (C-5.1)
    Ruleset house = Ruleset.parse("classic(aggressor_wins_ties,one_time_bombs)");
    Ruleset custom = Ruleset.classic().toBuilder().moreSquares(false).plyLimit(2000).build();
    String spec = custom.spec(); // reads back: Ruleset.parse(spec)
    BattleResult tie =
        house.combat().result(PieceType.CAPTAIN, PieceType.CAPTAIN); // ATTACKER_WINS (V-2.1)

    assertThat(gravon2004.twoSquaresLimit()).isEqualTo(5);
    assertThat(Ruleset.parse(spec)).isEqualTo(custom);
    assertThat(tie).isEqualTo(BattleResult.ATTACKER_WINS);
    shows(
        Path.of("rules"),
        "Ruleset gravon2004 = Ruleset.parse(\"classic(two_squares=5)\");",
        "Ruleset custom = Ruleset.classic().toBuilder().moreSquares(false).plyLimit(2000).build();",
        "BattleResult tie = house.combat().result(PieceType.CAPTAIN, PieceType.CAPTAIN);");
  }

  @Test
  void theNotation() throws IOException {
    Ruleset rules = Ruleset.classic();
    ClassicState game =
        ClassicState.start(
            rules, Setup.random(rules, Seat.RED, 1), Setup.random(rules, Seat.BLUE, 2));
    game = game.apply(game.legalMoves().get(0)).state();
    String line = PositionNotation.format(game); // the referee's position, one line
    ClassicState back = PositionNotation.parse(line); // decides every move like `game`
    String red =
        PositionNotation.format(game.viewFor(Seat.RED)); // RED's view: BLUE's pieces as '?'

    assertThat(back.legalMoves()).isEqualTo(game.legalMoves());
    assertThat(PositionNotation.format(back)).isEqualTo(line);
    assertThat(red).contains("?").endsWith("view=red").doesNotContain("m");
    shows(
        Path.of("notation"),
        "String line = PositionNotation.format(game);",
        "ClassicState back = PositionNotation.parse(line);",
        "String red = PositionNotation.format(game.viewFor(Seat.RED));");
  }

  @Test
  void theReference() throws IOException {
    String field =
        PerftCase.read(Path.of("..", "docs", "perft", "classic.perft"))
            .get(0)
            .field(); // a real game's first position
    NaiveReference ref =
        NaiveReference.of(Ruleset.classic(), field); // one Gravon letter per square
    String first = ref.legalMoves().get(0); // sorted, like "a4-a5"
    ref.play(first);
    long[] counts = ref.perft(3); // equal to the kernel's Perft.count(position, d)
    SortedSet<String> chased = NaiveChase.forbidden(ref); // the moves C-6 forbids here

    PerftCase kernel = new PerftCase("example", "classic", field, List.of(first), new long[0]);
    assertThat(counts).hasSize(3).containsExactly(kernel.kernelCounts(3));
    assertThat(chased).isEmpty();
    shows(
        Path.of("reference"),
        "NaiveReference ref = NaiveReference.of(Ruleset.classic(), field);",
        "String first = ref.legalMoves().get(0);",
        "ref.play(first);",
        "long[] counts = ref.perft(3);",
        "SortedSet<String> chased = NaiveChase.forbidden(ref);");
  }

  @Test
  void theContract() throws IOException {
    Game game = Games.parse("classic"); // or "barrage", "lost-island(players=3)"
    GameState state = game.newGame(7); // the setup: placing pieces is an action too
    SplittableRandom random = new SplittableRandom(7);
    int events = 0;
    while (state.outcome().isEmpty()) {
      Seat seat = state.toDecide().get(0); // during a classic setup, both seats decide
      List<Action> decisions = state.decisions(seat); // legal actions minus resign and draws
      Step step = state.apply(seat, decisions.get(random.nextInt(decisions.size())));
      List<? extends Event> forBlue = step.eventsFor(Seat.BLUE); // each client gets its own events
      events += forBlue.size();
      state = step.state();
    }
    View blue = state.viewFor(Seat.BLUE); // and its own view
    var replay = Games.replay(state.record()); // the referee's record plays back

    assertThat(events).isPositive();
    assertThat(blue.outcome()).isEqualTo(state.outcome());
    assertThat(replay.finalState().outcome()).isEqualTo(state.outcome());
    shows(
        Path.of("game"),
        "Game game = Games.parse(\"classic\");",
        "GameState state = game.newGame(7);",
        "List<Action> decisions = state.decisions(seat);",
        "Step step = state.apply(seat, decisions.get(random.nextInt(decisions.size())));",
        "View blue = state.viewFor(Seat.BLUE);",
        "var replay = Games.replay(state.record());");
  }
}
