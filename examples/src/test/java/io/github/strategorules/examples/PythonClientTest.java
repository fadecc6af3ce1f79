package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.TableAction;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.engine.connection.EngineConnection;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Python reference client of {@code examples/python/} (docs/protocol.md), where a {@code
 * python3} is on the path (skipped otherwise): the random engine plays complete games of classic
 * and Lost Island against random choices of the referee, and the referee driver plays a game
 * through {@code stratego engine}.
 */
class PythonClientTest {
  private static final Path PYTHON_DIR = Path.of("python");
  private static final Duration LIMIT = Duration.ofSeconds(20);

  @BeforeAll
  static void python3() {
    Assumptions.assumeTrue(onPath("python3"), "python3 is not on the path");
  }

  private static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
        return true;
      }
    }
    return false;
  }

  private static boolean table(Action a) {
    return a instanceof TableAction;
  }

  /** One game: the Python engine at one seat, the referee's random choices at the others. */
  private static GameState play(String spec, long seed, Seat engineSeat) {
    GameState s = Games.parse(spec).newGame(seed);
    SplittableRandom random = new SplittableRandom(seed);
    try (EngineConnection engine =
        EngineConnection.launch(
            List.of(
                "python3",
                PYTHON_DIR.resolve("random_engine.py").toString(),
                "--seed",
                Long.toString(seed)),
            LIMIT)) {
      assertThat(engine.name()).isEqualTo("random.py");
      engine.start("g" + seed, s.game(), engineSeat, LIMIT);
      Referee referee = Referee.of(s);
      Update pending = referee.arrivalFor(Optional.of(engineSeat));
      while (s.outcome().isEmpty()) {
        Seat seat = s.toDecide().get(0);
        Action a;
        if (seat == engineSeat) {
          a = engine.go("g" + seed, pending, LIMIT);
          assertThat(table(a)).as("the random engine leaves table actions aside").isFalse();
        } else {
          List<? extends Action> legal =
              s.legalActions(seat).stream().filter(x -> !table(x)).toList();
          a = legal.get(random.nextInt(legal.size()));
        }
        Shares shares = ((Verdict.Applied) referee.submit(seat, a)).shares();
        s = referee.state();
        Update m = shares.forSeat(engineSeat);
        if (s.outcome().isPresent()) {
          engine.gameOver("g" + seed, m);
        } else if (s.toDecide().get(0) == engineSeat) {
          pending = m;
        } else {
          engine.update("g" + seed, m);
        }
      }
    }
    return s;
  }

  @Test
  void theRandomEngineFinishesGamesOfBothGames() {
    GameState classic = play("classic", 3, Seat.BLUE);
    assertThat(classic.outcome()).isPresent();
    GameState island = play("lost-island(players=3)", 4, Seat.GREEN);
    assertThat(island.outcome()).isPresent();
    assertThat(Games.replay(island.record()).isLegal()).isTrue();
  }

  @Test
  void theRefereeDriverPlaysThroughStrategoEngine() throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    String referee =
        "'"
            + java
            + "' -cp '"
            + System.getProperty("java.class.path")
            + "' "
            + StrategoCli.class.getName()
            + " engine";
    Process p =
        new ProcessBuilder(
                "python3",
                PYTHON_DIR.resolve("referee.py").toString(),
                "--referee",
                referee,
                "--game",
                "lost-island(players=2)",
                "--games",
                "2",
                "--seed",
                "5",
                "--player",
                "python3 " + PYTHON_DIR.resolve("random_engine.py") + " --seed 5",
                "--player",
                "random")
            .redirectErrorStream(true)
            .start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(out)
        .contains(
            "game 0: RED=random.py#0, BLUE=random: ",
            "game 1: RED=random, BLUE=random.py#0: ",
            "random.py#0: ",
            "referee stratego-rules ");
    assertThat(out).doesNotContain("forfeits");
  }
}
