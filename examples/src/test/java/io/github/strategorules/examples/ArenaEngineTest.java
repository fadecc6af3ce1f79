package io.github.strategorules.examples;

import static io.github.strategorules.examples.DemoCommandTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code stratego arena --engine}: external engines (docs/protocol.md) against built-in bots. The
 * Python random engine finishes games of both games where python3 is on the path; engines written
 * as shell scripts that crash, stall or cheat forfeit every game, counted by reason, as does a
 * command that does not start or shake hands; a bad command line is refused before any game.
 */
class ArenaEngineTest {
  @TempDir Path dir;

  /** Whether a program is on the path (also for the other tests that start one). */
  static boolean onPath(String program) {
    for (String d : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (!d.isEmpty() && Files.isExecutable(Path.of(d, program))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A POSIX shell engine: a correct hello and start, then, past the updates of the steps before its
   * first decision (the arena sends each step's own update), what it does when asked to go.
   */
  private Path shellEngine(String name, String onGo) throws IOException {
    Path f = dir.resolve(name + ".sh");
    Files.writeString(
        f,
        "read line\n"
            + "echo '{\"type\":\"hello\",\"id\":1,\"protocol\":1,\"role\":\"engine\",\"name\":\""
            + name
            + "\"}'\n"
            + "read line || exit 0\n" // the probe quits here
            + "echo '{\"type\":\"start\",\"id\":2}'\n"
            + "while read line; do case \"$line\" in *'\"type\":\"go\"'*) break ;; esac; done\n"
            + onGo
            + "\n");
    return f;
  }

  @Test
  void thePythonEngineFinishesGamesOfBothGamesAgainstABuiltInBot() {
    Assumptions.assumeTrue(onPath("python3"), "python3 is not on the path");
    String engine = "python3 python/random_engine.py --seed 7";
    DemoCommandTest.Run classic =
        run(
            "arena",
            "--ruleset",
            "classic",
            "--bots",
            "engine,random",
            "--engine",
            engine,
            "--games",
            "2",
            "--seed",
            "2");
    assertThat(classic.code()).as(classic.err()).isZero();
    assertThat(classic.out())
        .contains("2 games of classic, random.py against random, seed 2", "random.py: ", "(as RED ")
        .doesNotContain("forfeits");
    DemoCommandTest.Run island =
        run(
            "arena",
            "--ruleset",
            "lost-island(players=3)",
            "--bots",
            "engine,heuristic,engine",
            "--engine",
            engine,
            "--games",
            "3",
            "--seed",
            "2");
    assertThat(island.code()).as(island.err()).isZero();
    assertThat(island.out())
        .contains(
            "3 games of lost-island(players=3), random.py#1 against heuristic against "
                + "random.py#3, seed 2")
        .doesNotContain("forfeits");
  }

  @Test
  void enginesThatCrashStallOrCheatForfeitEveryGame() throws IOException {
    Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "a POSIX shell");
    Path crash = shellEngine("crash", "exit 3");
    Path stall = shellEngine("stall", "sleep 3");
    Path cheat =
        shellEngine(
            "cheat",
            "echo '{\"type\":\"go\",\"id\":3,\"action\":{\"notation\":\"RED resign\"}}'\n"
                + "read line");
    DemoCommandTest.Run r =
        run(
            "arena",
            "--ruleset",
            "lost-island(players=4)",
            "--bots",
            "engine,engine,engine,random",
            "--engine",
            "/bin/sh " + crash,
            "--engine",
            "/bin/sh " + stall,
            "--engine",
            "/bin/sh " + cheat,
            "--games",
            "4",
            "--time-ms",
            "300",
            "--seed",
            "1");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out())
        .contains(
            "forfeits of crash (each a resignation and a loss): CRASHED ",
            "  RESIGNATION (LI-11.3): 4");
    // every game is lost by whichever failing engine decides first; the random bot never forfeits
    assertThat(r.out()).doesNotContain("forfeits of random");
    DemoCommandTest.Run two =
        run(
            "arena",
            "--ruleset",
            "classic",
            "--bots",
            "random,engine",
            "--engine",
            "/bin/sh " + cheat,
            "--games",
            "2",
            "--seed",
            "1");
    assertThat(two.out())
        .contains(
            "forfeits of cheat (each a resignation and a loss): ILLEGAL_ACTION 2",
            "cheat: 0 wins, 0 draws, 2 losses");
    DemoCommandTest.Run slow =
        run(
            "arena",
            "--ruleset",
            "classic",
            "--bots",
            "engine,random",
            "--engine",
            "/bin/sh " + stall,
            "--games",
            "2",
            "--seed",
            "1",
            "--time-ms",
            "200");
    assertThat(slow.out()).contains("forfeits of stall (each a resignation and a loss): TIMEOUT 2");
  }

  /**
   * Issue 36.7: an engine that cannot be started, or does not shake hands, forfeits each game it
   * was to play, counted by reason, and the arena goes on (it exited with status 2 before).
   */
  @Test
  void anEngineThatDoesNotStartOrShakeHandsForfeitsEachGame() throws IOException {
    DemoCommandTest.Run missing =
        run(
            "arena",
            "--bots",
            "engine,random",
            "--engine",
            "/nonexistent/engine",
            "--games",
            "2",
            "--seed",
            "1");
    assertThat(missing.code()).as(missing.err()).isZero();
    assertThat(missing.out())
        .contains(
            "2 games of classic",
            "forfeits of /nonexistent/engine (each a resignation and a " + "loss): LAUNCH_FAILED 2",
            "/nonexistent/engine: 0 wins, 0 draws, 2 losses");
    Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "a POSIX shell");
    Path referee = dir.resolve("referee.sh");
    Files.writeString(
        referee,
        "read line\necho '{\"type\":\"hello\",\"id\":1,\"protocol\":1,\"role\":\"referee\"}'\n"
            + "read line\n");
    DemoCommandTest.Run handshake =
        run(
            "arena",
            "--bots",
            "random,engine",
            "--engine",
            "/bin/sh " + referee,
            "--games",
            "2",
            "--seed",
            "1");
    assertThat(handshake.code()).as(handshake.err()).isZero();
    assertThat(handshake.out())
        .contains(
            "forfeits of /bin/sh "
                + referee
                + " (each a resignation and a loss): "
                + "HANDSHAKE 2");
  }

  /**
   * Issue 54.6 and 54.8: when every engine of a game fails, every one forfeits and none is credited
   * a win (each was credited the games the other failed first, even one that never started: 2 wins
   * and 2 forfeits each in 4 games); an engine that fails before its handshake is named by its
   * whole command line, not its last word (two engines ending in {@code --seed 3} were {@code 3#1}
   * and {@code 3#2}).
   */
  @Test
  void whenEveryEngineFailsNoneWinsAndEachIsNamedByItsCommand() throws IOException {
    Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "a POSIX shell");
    Path referee = dir.resolve("referee.sh");
    Files.writeString(
        referee,
        "read line\necho '{\"type\":\"hello\",\"id\":1,\"protocol\":1,\"role\":\"referee\"}'\n"
            + "read line\n");
    DemoCommandTest.Run both =
        run(
            "arena",
            "--ruleset",
            "lost-island(players=2)",
            "--bots",
            "engine,engine",
            "--engine",
            "/bin/sh " + referee + " --seed 3",
            "--engine",
            "/nonexistent/engine --seed 3",
            "--games",
            "4",
            "--seed",
            "1");
    assertThat(both.code()).as(both.err()).isZero();
    String a = "/bin/sh " + referee + " --seed 3";
    String b = "/nonexistent/engine --seed 3";
    assertThat(both.out())
        .contains(
            "forfeits of " + a + " (each a resignation and a loss): HANDSHAKE 4",
            "forfeits of " + b + " (each a resignation and a loss): LAUNCH_FAILED 4",
            a + ": 0 wins",
            b + ": 0 wins")
        .doesNotContain("3#1");
  }

  @Test
  void aCommandLineThatIsNoUseIsRefusedBeforeAnyGame() {
    assertThat(run("arena", "--bots", "random,random", "--engine", "x", "--games", "1").err())
        .contains("--engine needs an 'engine' in --bots");
    assertThat(run("arena", "--bots", "engine,random", "--games", "1").err())
        .contains("'engine' in --bots needs an --engine");
  }
}
