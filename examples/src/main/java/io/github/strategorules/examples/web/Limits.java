package io.github.strategorules.examples.web;

import java.time.Duration;

/**
 * The bounds of a server: what one client or all of them together may cost it. A client that
 * goes past its own bounds is disconnected with a reason; a server at its bounds refuses new
 * games or connections with a reason, and never grows past them.
 *
 * @param maxGames games held at once, finished ones included (the oldest finished game is dropped
 *     to make room for a new one)
 * @param maxConnections WebSocket connections open at once
 * @param maxSpectators spectators of one game
 * @param maxMessageBytes the largest text message a client may send (a larger one closes the
 *     connection with status 1009)
 * @param messagesPerSecond the sustained rate of messages a client may send
 * @param messageBurst the messages a client may send at once above that rate
 * @param maxBadMessages malformed, unknown or refused messages in a row before a client is
 *     disconnected
 * @param maxQueuedFrames frames waiting to be written to a client that does not read before it is
 *     disconnected
 * @param idleTimeout a connection that sends nothing for this long is closed (the page pings)
 * @param keepFinished how long a finished game stays, for its record to be downloaded
 * @param keepAbandoned how long an unfinished game stays with no player connected
 */
public record Limits(int maxGames, int maxConnections, int maxSpectators, int maxMessageBytes,
    int messagesPerSecond, int messageBurst, int maxBadMessages, int maxQueuedFrames, Duration idleTimeout,
    Duration keepFinished, Duration keepAbandoned) {

  /**
   * Checks every bound is positive.
   *
   * @param maxGames games
   * @param maxConnections connections
   * @param maxSpectators spectators per game
   * @param maxMessageBytes message size
   * @param messagesPerSecond rate
   * @param messageBurst burst
   * @param maxBadMessages bad messages in a row
   * @param maxQueuedFrames queued frames
   * @param idleTimeout idle timeout
   * @param keepFinished finished games' lifetime
   * @param keepAbandoned abandoned games' lifetime
   */
  public Limits {
    for (int n : new int[] {maxGames, maxConnections, maxSpectators, maxMessageBytes, messagesPerSecond,
        messageBurst, maxBadMessages, maxQueuedFrames}) {
      if (n < 1) {
        throw new IllegalArgumentException("every limit must be at least 1");
      }
    }
    for (Duration d : new Duration[] {idleTimeout, keepFinished, keepAbandoned}) {
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException("every duration must be positive");
      }
    }
  }

  /**
   * The defaults of {@code stratego serve}: 1,000 games, 2,000 connections, 50 spectators a game,
   * 4 KiB messages (an action is under 200 bytes), 20 messages a second with bursts of 60, 20 bad
   * messages in a row, 256 queued frames, a 2-minute idle timeout, finished games kept 30 minutes
   * and abandoned ones 15 minutes.
   *
   * @return the defaults
   */
  public static Limits defaults() {
    return new Limits(1_000, 2_000, 50, 4_096, 20, 60, 20, 256, Duration.ofMinutes(2), Duration.ofMinutes(30),
        Duration.ofMinutes(15));
  }

  /**
   * These limits with another number of games.
   *
   * @param n the games
   * @return the limits
   */
  public Limits withMaxGames(int n) {
    return new Limits(n, maxConnections, maxSpectators, maxMessageBytes, messagesPerSecond, messageBurst,
        maxBadMessages, maxQueuedFrames, idleTimeout, keepFinished, keepAbandoned);
  }

  /**
   * These limits with another number of connections.
   *
   * @param n the connections
   * @return the limits
   */
  public Limits withMaxConnections(int n) {
    return new Limits(maxGames, n, maxSpectators, maxMessageBytes, messagesPerSecond, messageBurst,
        maxBadMessages, maxQueuedFrames, idleTimeout, keepFinished, keepAbandoned);
  }

  /**
   * These limits with another message rate.
   *
   * @param perSecond the sustained rate
   * @param burst the burst
   * @return the limits
   */
  public Limits withRate(int perSecond, int burst) {
    return new Limits(maxGames, maxConnections, maxSpectators, maxMessageBytes, perSecond, burst,
        maxBadMessages, maxQueuedFrames, idleTimeout, keepFinished, keepAbandoned);
  }
}
