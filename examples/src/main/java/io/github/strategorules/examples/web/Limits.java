package io.github.strategorules.examples.web;

import java.time.Duration;

/**
 * The bounds of a server: what one client, one address or all of them together may cost it. A
 * client that goes past its own bounds is disconnected with a reason; a server, an address or a
 * connection at its bounds is refused new games or connections with a reason, and never grows past
 * them.
 *
 * @param maxGames games held at once, finished ones included (the oldest finished game is dropped
 *     to make room for a new one)
 * @param maxConnections WebSocket connections open at once
 * @param maxSpectators spectators of one game
 * @param maxMessageBytes the largest text message a client may send (a larger one closes the
 *     connection with status 1009)
 * @param messagesPerSecond the sustained rate of messages a client may send; WebSocket pings and
 *     message fragments count as messages
 * @param messageBurst the messages a client may send at once above that rate
 * @param maxBadMessages malformed, unknown or refused messages in a row before a client is
 *     disconnected
 * @param maxQueuedFrames frames waiting to be written to a client that does not read before it is
 *     disconnected
 * @param idleTimeout a connection that sends no whole message for this long is closed (the page
 *     pings with a message; WebSocket pings and empty fragments do not count)
 * @param keepFinished how long a finished game stays, for its record to be downloaded
 * @param keepAbandoned how long an unfinished game stays with no player connected
 * @param maxQueuedBytes bytes of frames waiting to be written to one client before it is
 *     disconnected (a client that does not read)
 * @param maxConnectionsPerAddress WebSocket connections open at once from one client address
 * @param maxGamesPerConnection unfinished games one connection created and the server still holds
 * @param maxGamesPerAddress unfinished games created from one client address that the server still
 *     holds
 * @param gamesPerMinutePerAddress games one client address may create a minute (a token bucket of
 *     that size, refilled over the minute), and one connection (in any minute)
 * @param headerTimeout the longest a request's headers may take to arrive, counted from the
 *     connection's opening for its first request and from the end of the previous response for
 *     every later one on a kept-alive connection (slow clients holding connections open)
 * @param maxHttpConnectionsPerAddress TCP connections from one client address that are not (yet)
 *     WebSocket connections: page loads, the lobby's list, handshakes (a trusted proxy's are not
 *     counted, {@link Forwarding})
 * @param maxHttpConnectionsPerPrefix the same from one network prefix ({@link
 *     ClientAddress#prefix})
 * @param maxConnectionsPerPrefix WebSocket connections open at once from one network prefix (an
 *     IPv4 /24, an IPv6 /64)
 * @param maxGamesPerPrefix unfinished games created from one network prefix that the server still
 *     holds
 * @param newcomerPercent the share of {@link #maxGames()} and of {@link #maxConnections()}, in
 *     percent (0 to 50), kept for clients whose prefix holds no unfinished game, or no connection
 * @param abandonedWhenFull an unfinished game no person has been connected to for this long is
 *     dropped to make room when the server is full and no finished game is left to drop
 * @param maxConnectionsPerNetwork WebSocket connections open at once from one wide network (an IPv4
 *     /16, an IPv6 /48; an IPv6 /56 holds at most this or twice {@link #maxConnectionsPerPrefix()},
 *     the smaller), so that many prefixes of one network are bounded together ({@link
 *     ClientAddress#networks})
 * @param maxGamesPerNetwork unfinished games created from one wide network that the server still
 *     holds (a /56: this or twice {@link #maxGamesPerPrefix()}, the smaller)
 * @param idleWhenFull when the server is full, a newcomer takes the place of the most idle holder
 *     in the most crowded network: a connection that has sent no applied game action for this long,
 *     a game in which no person has moved for this long ({@link Admission})
 */
public record Limits(
    int maxGames,
    int maxConnections,
    int maxSpectators,
    int maxMessageBytes,
    int messagesPerSecond,
    int messageBurst,
    int maxBadMessages,
    int maxQueuedFrames,
    Duration idleTimeout,
    Duration keepFinished,
    Duration keepAbandoned,
    int maxQueuedBytes,
    int maxConnectionsPerAddress,
    int maxGamesPerConnection,
    int maxGamesPerAddress,
    int gamesPerMinutePerAddress,
    Duration headerTimeout,
    int maxHttpConnectionsPerAddress,
    int maxHttpConnectionsPerPrefix,
    int maxConnectionsPerPrefix,
    int maxGamesPerPrefix,
    int newcomerPercent,
    Duration abandonedWhenFull,
    int maxConnectionsPerNetwork,
    int maxGamesPerNetwork,
    Duration idleWhenFull) {

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
   * @param maxQueuedBytes queued bytes per connection
   * @param maxConnectionsPerAddress connections per address
   * @param maxGamesPerConnection unfinished games per creating connection
   * @param maxGamesPerAddress unfinished games per creating address
   * @param gamesPerMinutePerAddress games created a minute per address
   * @param headerTimeout the time for a request's headers
   * @param maxHttpConnectionsPerAddress HTTP connections per address
   * @param maxHttpConnectionsPerPrefix HTTP connections per prefix
   * @param maxConnectionsPerPrefix WebSocket connections per prefix
   * @param maxGamesPerPrefix unfinished games per creating prefix
   * @param newcomerPercent the share kept for newcomers, in percent
   * @param abandonedWhenFull how long a game may be abandoned before a full server drops it
   * @param maxConnectionsPerNetwork WebSocket connections per wide network
   * @param maxGamesPerNetwork unfinished games per creating wide network
   * @param idleWhenFull how long a holder must be idle before a newcomer takes its place
   */
  public Limits {
    for (int n :
        new int[] {
          maxGames,
          maxConnections,
          maxSpectators,
          maxMessageBytes,
          messagesPerSecond,
          messageBurst,
          maxBadMessages,
          maxQueuedFrames,
          maxQueuedBytes,
          maxConnectionsPerAddress,
          maxGamesPerConnection,
          maxGamesPerAddress,
          gamesPerMinutePerAddress,
          maxHttpConnectionsPerAddress,
          maxHttpConnectionsPerPrefix,
          maxConnectionsPerPrefix,
          maxGamesPerPrefix,
          maxConnectionsPerNetwork,
          maxGamesPerNetwork
        }) {
      if (n < 1) {
        throw new IllegalArgumentException("every limit must be at least 1");
      }
    }
    if (newcomerPercent < 0 || newcomerPercent > 50) {
      throw new IllegalArgumentException("the share kept for newcomers is 0 to 50 percent");
    }
    for (Duration d :
        new Duration[] {
          idleTimeout, keepFinished, keepAbandoned, headerTimeout, abandonedWhenFull, idleWhenFull
        }) {
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException("every duration must be positive");
      }
    }
  }

  /**
   * The first eleven bounds, with the defaults of the others (per-address, per-prefix and
   * per-connection bounds, queued bytes, the header timeout, the newcomers' share).
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
  public Limits(
      int maxGames,
      int maxConnections,
      int maxSpectators,
      int maxMessageBytes,
      int messagesPerSecond,
      int messageBurst,
      int maxBadMessages,
      int maxQueuedFrames,
      Duration idleTimeout,
      Duration keepFinished,
      Duration keepAbandoned) {
    this(
        maxGames,
        maxConnections,
        maxSpectators,
        maxMessageBytes,
        messagesPerSecond,
        messageBurst,
        maxBadMessages,
        maxQueuedFrames,
        idleTimeout,
        keepFinished,
        keepAbandoned,
        DEFAULT_QUEUED_BYTES,
        32,
        3,
        10,
        10,
        Duration.ofSeconds(10),
        16,
        64,
        128,
        30,
        10,
        Duration.ofSeconds(10),
        512,
        60,
        Duration.ofSeconds(10));
  }

  /** One MiB of frames waiting for a client: some 20 whole views of a long classic game. */
  private static final int DEFAULT_QUEUED_BYTES = 1 << 20;

  /**
   * The defaults of {@code stratego serve}: 1,000 games, 2,000 connections (32 per address, 128 per
   * prefix; 16 HTTP connections per address and 64 per prefix besides), 50 spectators a game, 4 KiB
   * messages (an action is under 200 bytes), 20 messages a second with bursts of 60, 20 bad
   * messages in a row, 256 queued frames and 1 MiB queued per connection, a 2-minute idle timeout,
   * finished games kept 30 minutes and abandoned ones 15 minutes, 3 unfinished games per
   * connection, 10 per address and 30 per prefix, 10 new games a minute per address, 10 seconds for
   * a request's headers, the last 10% of games and connections kept for newcomers, a game abandoned
   * for 10 seconds dropped when the server is full; per wide network (an IPv4 /16, an IPv6 /48) 512
   * connections and 60 unfinished games, and in a full server a newcomer takes the place of a
   * connection that sent no game action, or a game with no move by a person, for 10 seconds in the
   * most crowded network.
   *
   * @return the defaults
   */
  public static Limits defaults() {
    return new Limits(
        1_000,
        2_000,
        50,
        4_096,
        20,
        60,
        20,
        256,
        Duration.ofMinutes(2),
        Duration.ofMinutes(30),
        Duration.ofMinutes(15));
  }

  /**
   * These limits with another number of games.
   *
   * @param n the games
   * @return the limits
   */
  public Limits withMaxGames(int n) {
    Draft draft = new Draft(this);
    draft.maxGames = n;
    return draft.build();
  }

  /**
   * These limits with another number of connections.
   *
   * @param n the connections
   * @return the limits
   */
  public Limits withMaxConnections(int n) {
    Draft draft = new Draft(this);
    draft.maxConnections = n;
    return draft.build();
  }

  /**
   * These limits with another message rate.
   *
   * @param perSecond the sustained rate
   * @param burst the burst
   * @return the limits
   */
  public Limits withRate(int perSecond, int burst) {
    Draft draft = new Draft(this);
    draft.messagesPerSecond = perSecond;
    draft.messageBurst = burst;
    return draft.build();
  }

  /**
   * These limits with other per-address and per-connection bounds.
   *
   * @param connectionsPerAddress connections open at once per address
   * @param gamesPerConnection unfinished games per creating connection
   * @param gamesPerAddress unfinished games per creating address
   * @param gamesPerMinute games created a minute per address
   * @return the limits
   */
  public Limits withPerClient(
      int connectionsPerAddress, int gamesPerConnection, int gamesPerAddress, int gamesPerMinute) {
    Draft draft = new Draft(this);
    draft.maxConnectionsPerAddress = connectionsPerAddress;
    draft.maxGamesPerConnection = gamesPerConnection;
    draft.maxGamesPerAddress = gamesPerAddress;
    draft.gamesPerMinutePerAddress = gamesPerMinute;
    return draft.build();
  }

  /**
   * These limits with another bound on a connection's queued bytes.
   *
   * @param bytes the bytes
   * @return the limits
   */
  public Limits withMaxQueuedBytes(int bytes) {
    Draft draft = new Draft(this);
    draft.maxQueuedBytes = bytes;
    return draft.build();
  }

  /**
   * These limits with other timeouts.
   *
   * @param idle a connection's idle timeout
   * @param header the time for a request's headers
   * @return the limits
   */
  public Limits withTimeouts(Duration idle, Duration header) {
    Draft draft = new Draft(this);
    draft.idleTimeout = idle;
    draft.headerTimeout = header;
    return draft.build();
  }

  /**
   * These limits with other bounds per network prefix, and on HTTP connections.
   *
   * @param httpPerAddress HTTP connections per address
   * @param httpPerPrefix HTTP connections per prefix
   * @param connectionsPerPrefix WebSocket connections per prefix
   * @param gamesPerPrefix unfinished games per creating prefix
   * @return the limits
   */
  public Limits withPerPrefix(
      int httpPerAddress, int httpPerPrefix, int connectionsPerPrefix, int gamesPerPrefix) {
    Draft draft = new Draft(this);
    draft.maxHttpConnectionsPerAddress = httpPerAddress;
    draft.maxHttpConnectionsPerPrefix = httpPerPrefix;
    draft.maxConnectionsPerPrefix = connectionsPerPrefix;
    draft.maxGamesPerPrefix = gamesPerPrefix;
    return draft.build();
  }

  /**
   * These limits with another share kept for newcomers and another time after which a full server
   * drops an abandoned game.
   *
   * @param percent the share of games and connections, 0 to 50
   * @param abandoned how long no person has been connected to a game a full server drops
   * @return the limits
   */
  public Limits withNewcomers(int percent, Duration abandoned) {
    Draft draft = new Draft(this);
    draft.newcomerPercent = percent;
    draft.abandonedWhenFull = abandoned;
    return draft.build();
  }

  /**
   * These limits with other bounds per wide network (an IPv4 /16, an IPv6 /48 and /56) and another
   * idle time after which a newcomer may take a holder's place in a full server.
   *
   * @param connections WebSocket connections per wide network
   * @param games unfinished games per creating wide network
   * @param idle how long a connection sent no game action, or a game had no move by a person,
   *     before a newcomer may take its place
   * @return the limits
   */
  public Limits withPerNetwork(int connections, int games, Duration idle) {
    Draft draft = new Draft(this);
    draft.maxConnectionsPerNetwork = connections;
    draft.maxGamesPerNetwork = games;
    draft.idleWhenFull = idle;
    return draft.build();
  }

  /** A changeable copy of some limits: a {@code with} method sets what it changes and builds. */
  private static final class Draft {
    private int maxGames;
    private int maxConnections;
    private int maxSpectators;
    private int maxMessageBytes;
    private int messagesPerSecond;
    private int messageBurst;
    private int maxBadMessages;
    private int maxQueuedFrames;
    private Duration idleTimeout;
    private Duration keepFinished;
    private Duration keepAbandoned;
    private int maxQueuedBytes;
    private int maxConnectionsPerAddress;
    private int maxGamesPerConnection;
    private int maxGamesPerAddress;
    private int gamesPerMinutePerAddress;
    private Duration headerTimeout;
    private int maxHttpConnectionsPerAddress;
    private int maxHttpConnectionsPerPrefix;
    private int maxConnectionsPerPrefix;
    private int maxGamesPerPrefix;
    private int newcomerPercent;
    private Duration abandonedWhenFull;
    private int maxConnectionsPerNetwork;
    private int maxGamesPerNetwork;
    private Duration idleWhenFull;

    private Draft(Limits l) {
      maxGames = l.maxGames;
      maxConnections = l.maxConnections;
      maxSpectators = l.maxSpectators;
      maxMessageBytes = l.maxMessageBytes;
      messagesPerSecond = l.messagesPerSecond;
      messageBurst = l.messageBurst;
      maxBadMessages = l.maxBadMessages;
      maxQueuedFrames = l.maxQueuedFrames;
      idleTimeout = l.idleTimeout;
      keepFinished = l.keepFinished;
      keepAbandoned = l.keepAbandoned;
      maxQueuedBytes = l.maxQueuedBytes;
      maxConnectionsPerAddress = l.maxConnectionsPerAddress;
      maxGamesPerConnection = l.maxGamesPerConnection;
      maxGamesPerAddress = l.maxGamesPerAddress;
      gamesPerMinutePerAddress = l.gamesPerMinutePerAddress;
      headerTimeout = l.headerTimeout;
      maxHttpConnectionsPerAddress = l.maxHttpConnectionsPerAddress;
      maxHttpConnectionsPerPrefix = l.maxHttpConnectionsPerPrefix;
      maxConnectionsPerPrefix = l.maxConnectionsPerPrefix;
      maxGamesPerPrefix = l.maxGamesPerPrefix;
      newcomerPercent = l.newcomerPercent;
      abandonedWhenFull = l.abandonedWhenFull;
      maxConnectionsPerNetwork = l.maxConnectionsPerNetwork;
      maxGamesPerNetwork = l.maxGamesPerNetwork;
      idleWhenFull = l.idleWhenFull;
    }

    private Limits build() {
      return new Limits(
          maxGames,
          maxConnections,
          maxSpectators,
          maxMessageBytes,
          messagesPerSecond,
          messageBurst,
          maxBadMessages,
          maxQueuedFrames,
          idleTimeout,
          keepFinished,
          keepAbandoned,
          maxQueuedBytes,
          maxConnectionsPerAddress,
          maxGamesPerConnection,
          maxGamesPerAddress,
          gamesPerMinutePerAddress,
          headerTimeout,
          maxHttpConnectionsPerAddress,
          maxHttpConnectionsPerPrefix,
          maxConnectionsPerPrefix,
          maxGamesPerPrefix,
          newcomerPercent,
          abandonedWhenFull,
          maxConnectionsPerNetwork,
          maxGamesPerNetwork,
          idleWhenFull);
    }
  }
}
