package io.github.strategorules.examples.web;

/**
 * The WebSocket close statuses the server uses, each sent with a reason in words: the page shows
 * it, and a client knows whether to reconnect (1001, 4001, 1013 later) or to fix itself.
 */
final class Closes {
  /** 1001: the server stops or dropped the game. */
  static final int GOING_AWAY = 1001;

  /** 1003: a binary message (the protocol is text). */
  static final int UNSUPPORTED = 1003;

  /** 1008: the client broke a bound (rate, bad messages, not reading). */
  static final int POLICY = 1008;

  /** 1009: a message larger than the limit (Jetty closes with it). */
  static final int TOO_BIG = 1009;

  /** 1011: the server failed on a message: a bug, reported as such. */
  static final int SERVER_ERROR = 1011;

  /** 1013: too many connections: try again later. */
  static final int TRY_LATER = 1013;

  /** 4001: the seat was resumed from another connection. */
  static final int RESUMED = 4001;

  private Closes() {}

  /**
   * Whether Jetty waits for the client's close frame after sending one with this status: after 1000
   * and the private ones (3000 and above) only. After any other it drops the connection as soon as
   * its close frame is written, so nothing the client sends meanwhile is worth reading.
   *
   * @param status a close status
   * @return true when the client's answer is read
   */
  static boolean awaitsReply(int status) {
    return status == 1000 || status >= 3000;
  }
}
