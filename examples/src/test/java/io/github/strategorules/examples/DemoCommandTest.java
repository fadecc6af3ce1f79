package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code stratego demo} end to end, exit codes included. */
class DemoCommandTest {

  /** What one run printed. */
  record Run(int code, String out, String err) {}

  static Run run(String... args) {
    return runWithInput("", args);
  }

  static Run runWithInput(String input, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = StrategoCli.run(new java.io.ByteArrayInputStream(input.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
        new PrintWriter(out), new PrintWriter(err), args);
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void playsAFullGameFromRedsSide() {
    Run r = run("demo", "--seed", "7");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("View of RED", "?", "attacks", "Outcome after ");
    assertThat(r.out()).containsPattern("Outcome after \\d+ plies: (RED wins|BLUE wins|draw)");
    assertThat(r.err()).isEmpty();
  }

  @Test
  void theSameSeedPrintsTheSameGame() {
    assertThat(run("demo", "--seed", "11").out()).isEqualTo(run("demo", "--seed", "11").out());
    assertThat(run("demo", "--seed", "11").out()).isNotEqualTo(run("demo", "--seed", "12").out());
    assertThat(run("demo").out()).isEqualTo(run("demo", "--seed", Long.toString(DemoCommand.DEFAULT_SEED)).out());
  }

  @Test
  void badInputIsOneLineAndStatus2() {
    Run r = run("demo", "--seed", "abc");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err().strip().lines()).hasSize(1);
    assertThat(r.err()).doesNotContain("Exception", "\tat ");
    assertThat(run("demo", "--every", "0").code()).isEqualTo(2);
    assertThat(run("nonsense").code()).isEqualTo(2);
  }
}
