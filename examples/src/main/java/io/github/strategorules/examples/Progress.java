package io.github.strategorules.examples;

import java.io.PrintStream;

/** A one-line progress bar on standard error, shown only when a terminal is attached. */
final class Progress {
  private final PrintStream err;
  private final boolean shown;
  private final long total;
  private long done;
  private long lastDraw;

  /**
   * A progress bar.
   *
   * @param total the expected count, or -1 when unknown
   */
  Progress(long total) {
    this.err = System.err;
    this.shown = System.console() != null;
    this.total = total;
  }

  /** Counts one more item and redraws at most ten times a second. */
  void step() {
    done++;
    long now = System.nanoTime();
    if (!shown || now - lastDraw < 100_000_000L) {
      return;
    }
    lastDraw = now;
    if (total > 0) {
      int width = 30;
      int filled = (int) (width * done / total);
      err.print(
          "\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + done + "/" + total);
    } else {
      err.print("\r" + done + " done");
    }
    err.flush();
  }

  /** Clears the bar. */
  void finish() {
    if (shown) {
      err.print("\r" + " ".repeat(60) + "\r");
      err.flush();
    }
  }
}
