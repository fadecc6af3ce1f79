package io.github.strategorules.engine.protocol;

import java.util.List;

/**
 * The constants of the engine protocol of {@code docs/protocol.md}: JSON lines over standard input
 * and output, with a handshake that agrees on a version.
 */
public final class Protocol {
  /** The protocol version this library speaks. */
  public static final int VERSION = 1;

  /**
   * The longest line a session or an engine connection reads, in characters (Unicode code points,
   * as a user counts them: an emoji outside the Basic Multilingual Plane is one, though Java holds
   * it in two {@code char}s; 1 MiB of ASCII), its ending excluded: a longer line is dropped and
   * refused ({@link ProtocolError#LINE_TOO_LONG}) without being kept.
   */
  public static final int MAX_LINE_CHARS = 1 << 20;

  /** How many games a session holds open at once, by default. */
  public static final int DEFAULT_MAX_GAMES = 64;

  /** The longest request {@code id} string a session echoes, in characters (code points). */
  public static final int MAX_ID_CHARS = 64;

  private Protocol() {}

  /**
   * The versions this library speaks, newest first.
   *
   * @return the versions
   */
  public static List<Integer> versions() {
    return List.of(VERSION);
  }
}
