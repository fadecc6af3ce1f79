package io.github.strategorules.examples.web;

import io.github.strategorules.core.referee.TimeControl;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * How to start a {@link WebServer}.
 *
 * @param host the address to listen on ({@code 127.0.0.1} by default: this machine only)
 * @param port the port, or 0 for any free one
 * @param limits the bounds
 * @param bots the bots seats may ask for (the research layer's by default)
 * @param botDelay how long a bot waits before each decision of play, so people can follow it
 * @param seeds where the seeds of games and bots come from: a {@link java.security.SecureRandom} by
 *     default (a game's seed decides hidden facts, such as Lost Island's layout); tests fix it
 * @param gameIds where game ids come from: random by default; tests fix them for repeatable pages
 * @param allowedHosts host names a request's {@code Host} header may name besides the loopback
 *     names ({@code localhost}, {@code 127.0.0.1}, {@code [::1]}) and the address listened on (an
 *     IP address of the machine when it listens on every address); any other is refused with 421,
 *     which defeats DNS rebinding ({@link HostCheck})
 * @param allowedOrigins origins ({@code https://games.example.org}) whose pages may open the
 *     WebSocket besides the server's own (the scheme, host and port the request came to); a
 *     WebSocket upgrade from another origin, another port or scheme of the loopback included, is
 *     refused with 403 (cross-site use); one without an {@code Origin} header (not a browser) is
 *     allowed. Behind a reverse proxy that terminates TLS, list the public origin here
 * @param nanos the server's clock for its rates, timeouts and game clocks ({@link System#nanoTime}
 *     by default; tests stop it to make rates exact)
 * @param timeControl every game's clocks (each seat's time for the whole game, kept by the game's
 *     {@link io.github.strategorules.core.referee.Referee}; a seat out of time loses), or null for
 *     games without clocks (the default)
 * @param forwarding which client address the bounds count behind reverse proxies: the TCP peer's by
 *     default, forwarded headers ignored ({@link Forwarding})
 */
public record WebConfig(
    String host,
    int port,
    Limits limits,
    BotSource bots,
    Duration botDelay,
    LongSupplier seeds,
    Supplier<String> gameIds,
    Set<String> allowedHosts,
    Set<String> allowedOrigins,
    LongSupplier nanos,
    TimeControl timeControl,
    Forwarding forwarding) {
  /**
   * Checks the values.
   *
   * @param host host
   * @param port port
   * @param limits limits
   * @param bots bots
   * @param botDelay bot delay
   * @param seeds seeds
   * @param gameIds game ids
   * @param allowedHosts host names allowed in {@code Host} besides the loopback and listened ones
   * @param allowedOrigins origins allowed for WebSocket upgrades besides the server's own
   * @param nanos the clock
   * @param timeControl the games' clocks, or null
   * @param forwarding the trusted proxies and the header they write
   */
  public WebConfig {
    Objects.requireNonNull(nanos, "nanos");
    Objects.requireNonNull(forwarding, "forwarding");
    allowedHosts = Set.copyOf(allowedHosts);
    allowedOrigins = Set.copyOf(allowedOrigins);
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(bots, "bots");
    Objects.requireNonNull(seeds, "seeds");
    Objects.requireNonNull(gameIds, "gameIds");
    if (port < 0 || port > 65_535) {
      throw new IllegalArgumentException("the port is 0 to 65535");
    }
    if (botDelay.isNegative()) {
      throw new IllegalArgumentException("the bot delay is not negative");
    }
  }

  /**
   * The defaults of {@code stratego serve} on a port: this machine only, {@link Limits#defaults()},
   * the research layer's bots, 400 ms between a bot's decisions of play, unpredictable seeds and
   * game ids.
   *
   * @param port the port
   * @return the configuration
   */
  public static WebConfig defaults(int port) {
    return new WebConfig(
        "127.0.0.1",
        port,
        Limits.defaults(),
        BotSource.research(),
        Duration.ofMillis(400),
        Tokens::seed,
        Tokens::gameId,
        Set.of(),
        Set.of(),
        System::nanoTime,
        null,
        Forwarding.none());
  }

  /**
   * This configuration with other limits.
   *
   * @param l the limits
   * @return the configuration
   */
  public WebConfig withLimits(Limits l) {
    Draft draft = new Draft(this);
    draft.limits = l;
    return draft.build();
  }

  /**
   * This configuration with another bot delay.
   *
   * @param d the delay
   * @return the configuration
   */
  public WebConfig withBotDelay(Duration d) {
    Draft draft = new Draft(this);
    draft.botDelay = d;
    return draft.build();
  }

  /**
   * This configuration with another seed source.
   *
   * @param s the seeds
   * @return the configuration
   */
  public WebConfig withSeeds(LongSupplier s) {
    Draft draft = new Draft(this);
    draft.seeds = s;
    return draft.build();
  }

  /**
   * This configuration on another address.
   *
   * @param h the host
   * @return the configuration
   */
  public WebConfig withHost(String h) {
    Draft draft = new Draft(this);
    draft.host = h;
    return draft.build();
  }

  /**
   * This configuration with another source of game ids.
   *
   * @param ids the ids (each new, unique while the server runs)
   * @return the configuration
   */
  public WebConfig withGameIds(Supplier<String> ids) {
    Draft draft = new Draft(this);
    draft.gameIds = ids;
    return draft.build();
  }

  /**
   * This configuration with other bots.
   *
   * @param b the bots
   * @return the configuration
   */
  public WebConfig withBots(BotSource b) {
    Draft draft = new Draft(this);
    draft.bots = b;
    return draft.build();
  }

  /**
   * This configuration with other allowed host names ({@code Host} header).
   *
   * @param hosts the host names, such as {@code games.example.org}
   * @return the configuration
   */
  public WebConfig withAllowedHosts(Set<String> hosts) {
    Draft draft = new Draft(this);
    draft.allowedHosts = hosts;
    return draft.build();
  }

  /**
   * This configuration with other allowed origins (WebSocket upgrades).
   *
   * @param origins the origins, such as {@code https://games.example.org}
   * @return the configuration
   */
  public WebConfig withAllowedOrigins(Set<String> origins) {
    Draft draft = new Draft(this);
    draft.allowedOrigins = origins;
    return draft.build();
  }

  /**
   * This configuration with another clock.
   *
   * @param clock the clock, in nanoseconds
   * @return the configuration
   */
  public WebConfig withClock(LongSupplier clock) {
    Draft draft = new Draft(this);
    draft.nanos = clock;
    return draft.build();
  }

  /**
   * This configuration with clocks for every game ({@code serve --time-control}).
   *
   * @param tc the time control, or null for games without clocks
   * @return the configuration
   */
  public WebConfig withTimeControl(TimeControl tc) {
    Draft draft = new Draft(this);
    draft.timeControl = tc;
    return draft.build();
  }

  /**
   * This configuration behind reverse proxies: the client address the bounds count is read from the
   * proxies' forwarded header ({@code stratego serve --trusted-proxy}).
   *
   * @param f the trusted proxies and their header
   * @return the configuration
   */
  public WebConfig withForwarding(Forwarding f) {
    Draft draft = new Draft(this);
    draft.forwarding = f;
    return draft.build();
  }

  /**
   * A changeable copy of a configuration: a {@code with} method sets what it changes and builds.
   */
  private static final class Draft {
    private String host;
    private int port;
    private Limits limits;
    private BotSource bots;
    private Duration botDelay;
    private LongSupplier seeds;
    private Supplier<String> gameIds;
    private Set<String> allowedHosts;
    private Set<String> allowedOrigins;
    private LongSupplier nanos;
    private TimeControl timeControl;
    private Forwarding forwarding;

    private Draft(WebConfig c) {
      host = c.host;
      port = c.port;
      limits = c.limits;
      bots = c.bots;
      botDelay = c.botDelay;
      seeds = c.seeds;
      gameIds = c.gameIds;
      allowedHosts = c.allowedHosts;
      allowedOrigins = c.allowedOrigins;
      nanos = c.nanos;
      timeControl = c.timeControl;
      forwarding = c.forwarding;
    }

    private WebConfig build() {
      return new WebConfig(
          host,
          port,
          limits,
          bots,
          botDelay,
          seeds,
          gameIds,
          allowedHosts,
          allowedOrigins,
          nanos,
          timeControl,
          forwarding);
    }
  }
}
