package io.github.strategorules.examples.web;

/**
 * One client connection as the games see it: frames go out in the order they are sent, without
 * blocking the sender. A WebSocket session in the server ({@link GameSocket}); a list in tests.
 * Games call it under their own lock, so neither method may call back into the connection's {@link
 * ClientSession} on the calling thread (the session locks itself, then a game: the other order
 * would deadlock).
 */
public interface Peer {
  /**
   * Queues a text frame; never blocks. A peer that cannot keep up closes itself.
   *
   * @param text the frame
   */
  void send(String text);

  /**
   * Closes the connection with a status and a reason the client sees.
   *
   * @param status a WebSocket close status, such as 1008 (policy violation)
   * @param reason the reason, in words (at most 123 bytes are sent)
   */
  void close(int status, String reason);

  /**
   * The client's address, for the per-address bounds ({@link Limits#maxGamesPerAddress()}).
   *
   * @return the address, such as {@code 127.0.0.1}, or null when unknown (a peer made in code)
   */
  default String address() {
    return null;
  }

  /**
   * The connection's game action was applied: it keeps its place in a full server ({@link
   * Admission}).
   *
   * @param now the time, in {@link System#nanoTime()} units
   */
  default void acted(long now) {}
}
