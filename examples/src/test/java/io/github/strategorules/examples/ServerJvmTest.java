package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code stratego serve} runs its server in a JVM with a bounded heap unless the operator chose the
 * JVM's options (issue 54: the hostile flood mix took an unbounded server to 1.1 GB of resident
 * memory and more).
 */
class ServerJvmTest {
  private static final List<String> ARGS = List.of("serve", "--port", "0");

  private static Optional<List<String>> command(List<String> jvm, String choice, String parent) {
    return ServerJvm.command(jvm, choice, parent, "/jdk", "a.jar", 42, ARGS);
  }

  @Test
  void withNoHeapBoundTheServerRunsInABoundedJvmOfItsOwn() {
    List<String> expected = new ArrayList<>();
    expected.add(Path.of("/jdk", "bin", "java").toString());
    expected.addAll(ServerJvm.OPTIONS);
    expected.addAll(
        List.of(
            "-Dstratego.serve.parent=42",
            "-cp",
            "a.jar",
            "io.github.strategorules.examples.StrategoCli",
            "serve",
            "--port",
            "0"));
    assertThat(command(List.of("-Dfile.encoding=UTF-8"), null, null)).contains(expected);
    assertThat(command(List.of(), "own", null)).contains(expected);
    assertThat(ServerJvm.OPTIONS).contains("-Xmx256m");
  }

  @Test
  void anOperatorsHeapBoundOrChoiceKeepsTheServerInThisJvm() {
    for (String bound :
        List.of(
            "-Xmx2g",
            "-XX:MaxHeapSize=1073741824",
            "-XX:MaxRAM=4g",
            "-XX:MaxRAMPercentage=50",
            "-XX:MaxRAMFraction=4")) {
      assertThat(command(List.of("-ea", bound), null, null)).as(bound).isEmpty();
    }
    assertThat(command(List.of(), "same", null)).isEmpty();
    // the server's own JVM does not start another
    assertThat(command(List.of(), null, "41")).isEmpty();
    assertThatThrownBy(() -> command(List.of(), "other", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("-Dstratego.serve.jvm is same or own, not 'other'");
  }

  @Test
  void serveFromMainRunsABoundedServerThatStopsWithIt() throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self")), "reads /proc (Linux)");
    Process serve =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                StrategoCli.class.getName(),
                "serve",
                "--port",
                "0")
            .redirectErrorStream(true)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8));
      assertThat(out.readLine()).startsWith("stratego serve: open http://127.0.0.1:");
      List<ProcessHandle> servers = serve.toHandle().children().toList();
      assertThat(servers).hasSize(1);
      // its command line (ProcessHandle.Info leaves out one longer than a page, as a test's is)
      String cmdline =
          Files.readString(Path.of("/proc", Long.toString(servers.get(0).pid()), "cmdline"));
      assertThat(List.of(cmdline.split("\0")))
          .containsAll(ServerJvm.OPTIONS)
          .contains("-Dstratego.serve.parent=" + serve.pid());
      serve.destroy(); // as kill or Ctrl-C: the server stops first
      assertThat(serve.waitFor(30, TimeUnit.SECONDS)).isTrue();
      assertThat(servers.get(0).isAlive()).isFalse();
    } finally {
      serve.descendants().forEach(ProcessHandle::destroyForcibly);
      serve.destroyForcibly();
    }
  }
}
