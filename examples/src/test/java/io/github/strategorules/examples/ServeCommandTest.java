package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.examples.web.WebConfig;
import io.github.strategorules.examples.web.WebServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * {@code stratego serve}: its options and its input errors (the server itself: examples.web's
 * tests).
 */
class ServeCommandTest {
  private record Run(int code, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = StrategoCli.run(new PrintWriter(out), new PrintWriter(err), args);
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void helpNamesThePortAndSaysGamesLiveInMemory() {
    Run r = run("serve", "--help");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("--port=P").contains("memory only").contains("--bot-delay");
  }

  @Test
  void badOptionsAreInputErrors() {
    assertThat(run("serve", "--port", "70000"))
        .isEqualTo(new Run(2, "", "error: the port is 0 to 65535\n"));
    assertThat(run("serve", "--bot-delay", "-1"))
        .isEqualTo(new Run(2, "", "error: --bot-delay is not negative\n"));
  }

  @Test
  void aTakenPortIsAnInputError() {
    try (WebServer taken = WebServer.start(WebConfig.defaults(0))) {
      Run r = run("serve", "--port", String.valueOf(taken.port()));
      assertThat(r.code()).isEqualTo(2);
      assertThat(r.err()).startsWith("error: cannot listen on 127.0.0.1:" + taken.port());
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }
}
