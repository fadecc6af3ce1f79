package io.github.strategorules.examples;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The JVM {@code stratego serve} runs its server in (issue 54). Started as {@code java -jar
 * stratego.jar serve} with no heap bound, the JVM would let its heap grow to a quarter of the
 * machine's memory, and a flood of hostile clients makes garbage fast enough that the collector
 * takes it (1.1 GB of resident memory for a server that keeps some 20 MB). So when the operator has
 * bounded nothing, {@code serve} runs the server in a JVM of its own with the bounds below ({@link
 * #OPTIONS}) and waits for it; an operator who gives a heap bound ({@code -Xmx}, {@code
 * -XX:MaxHeapSize}, {@code -XX:MaxRAM...}) or {@code -Dstratego.serve.jvm=same} chooses the JVM's
 * options, and the server runs in the JVM that was started. docs/web.md, "Memory".
 */
final class ServerJvm {
  /**
   * The server JVM's options: a heap of at most 256 MB (the server keeps some 20 MB for 1,000 live
   * games and its connections' state; the rest is room for garbage), returned to the system after a
   * minute of idleness.
   */
  static final List<String> OPTIONS = List.of("-Xmx256m", "-XX:G1PeriodicGCInterval=60000");

  /** The system property that says which JVM the server runs in: {@code same} keeps this one. */
  static final String CHOICE = "stratego.serve.jvm";

  /** The system property a server JVM is started with: the process id of the one waiting for it. */
  static final String PARENT = "stratego.serve.parent";

  /** The JVM options that bound the heap, by their prefix. */
  private static final List<String> HEAP_BOUNDS =
      List.of(
          "-Xmx",
          "-XX:MaxHeapSize=",
          "-XX:MaxRAM=",
          "-XX:MaxRAMPercentage=",
          "-XX:MaxRAMFraction=",
          "-XX:MaxRAM:");

  private ServerJvm() {}

  /**
   * The command that runs the server in a JVM of its own, or empty when it runs in this one: the
   * operator bounded the heap, chose this JVM, or this JVM is already the server's.
   *
   * @param jvmArguments this JVM's options ({@code RuntimeMXBean.getInputArguments()})
   * @param choice the value of {@link #CHOICE}, or null
   * @param parent the value of {@link #PARENT}, or null
   * @param javaHome this JVM's home ({@code java.home})
   * @param classPath this JVM's class path ({@code java.class.path})
   * @param pid this process's id
   * @param args the command's arguments, {@code serve} first
   * @return the command, or empty
   */
  static Optional<List<String>> command(
      List<String> jvmArguments,
      String choice,
      String parent,
      String javaHome,
      String classPath,
      long pid,
      List<String> args) {
    if ("same".equals(choice) || parent != null || bounded(jvmArguments)) {
      return Optional.empty();
    }
    if (choice != null && !choice.isEmpty() && !"own".equals(choice)) {
      throw new IllegalArgumentException("-D" + CHOICE + " is same or own, not '" + choice + "'");
    }
    List<String> command = new ArrayList<>();
    command.add(Path.of(javaHome, "bin", "java").toString());
    command.addAll(OPTIONS);
    command.add("-D" + PARENT + "=" + pid);
    command.add("-cp");
    command.add(classPath);
    command.add(StrategoCli.class.getName());
    command.addAll(args);
    return Optional.of(command);
  }

  /** Whether the operator bounded the heap. */
  static boolean bounded(List<String> jvmArguments) {
    for (String a : jvmArguments) {
      for (String b : HEAP_BOUNDS) {
        if (a.startsWith(b)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Runs the server JVM and waits for it: its input and output are this process's; stopping this
   * process (Ctrl-C, {@code kill}) stops it first.
   *
   * @param command the command ({@link #command})
   * @return its exit status
   * @throws java.io.IOException when it cannot be started
   * @throws InterruptedException when interrupted while waiting
   */
  static int run(List<String> command) throws java.io.IOException, InterruptedException {
    Process server = new ProcessBuilder(command).inheritIO().start();
    Thread stop =
        new Thread(
            () -> {
              server.destroy();
              try {
                server.waitFor();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "stratego-serve-stop");
    Runtime.getRuntime().addShutdownHook(stop);
    int code = server.waitFor();
    try {
      Runtime.getRuntime().removeShutdownHook(stop);
    } catch (IllegalStateException e) {
      // shutting down already: the hook stops the server
    }
    return code;
  }

  /**
   * In the server JVM: stops it when the process that waits for it is gone (killed without its
   * shutdown hooks), so that no server is left behind holding the port.
   *
   * @param parent the value of {@link #PARENT}, or null
   */
  static void followParent(String parent) {
    if (parent == null) {
      return;
    }
    ProcessHandle.of(Long.parseLong(parent))
        .ifPresentOrElse(p -> p.onExit().thenRun(() -> System.exit(0)), () -> System.exit(0));
  }
}
