package io.github.strategorules.examples.web;

import io.github.strategorules.core.error.StrategoException;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.TimeControl;
import io.github.strategorules.json.StrategoJson;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Every game the server holds, by id: bounded ({@link Limits#maxGames()}), in memory only (a
 * restart forgets every game), finished and abandoned games dropped after a while. Games are
 * created from a spec of any game on the path ({@link Games#parse}) and a seed nobody can predict.
 * Creations are bounded per connection, address and network prefix; the last share of the games
 * ({@link Limits#newcomerPercent()}) is kept for prefixes that hold no unfinished game; a full
 * lobby makes room by dropping its oldest finished game, else its oldest game nobody has been
 * connected to for {@link Limits#abandonedWhenFull()}. Bots play on threads of the lobby's own (one
 * a core), so that a bot never holds a connection's thread. Thread-safe.
 */
public final class Lobby implements AutoCloseable {
  /** The longest spec accepted: specs of every game of the library are far shorter. */
  static final int MAX_SPEC_LENGTH = 200;

  private final Map<String, Table> tables = new ConcurrentHashMap<>();

  /**
   * The unfinished games as admission counts them, each with its creator's networks, and their
   * counts per address and network (both guarded by this lobby's lock): a game is counted in when
   * it is created and out once it is found finished or gone ({@link #recount}). Counting every game
   * anew for each creation, each network's name built again, cost a flood of creations against a
   * full server most of its garbage (issue 54).
   */
  private final Map<Table, Held> unfinished = new HashMap<>();

  private final Map<String, Integer> unfinishedCounts = new HashMap<>();

  /** Games created lately, per client address (guarded by this lobby's lock). */
  private final Map<String, Bucket> creations = new HashMap<>();

  private final Limits limits;
  private final BotSource bots;
  private final Duration botDelay;
  private final LongSupplier seeds;
  private final Supplier<String> ids;
  private final Frames frames;
  private final TimeControl timeControl;
  private final LongSupplier clock;
  private final ScheduledExecutorService botThread;

  /** A lobby whose games have no clocks. */
  Lobby(
      Limits limits,
      BotSource bots,
      Duration botDelay,
      LongSupplier seeds,
      Supplier<String> ids,
      StrategoJson json) {
    this(limits, bots, botDelay, seeds, ids, json, null, System::nanoTime);
  }

  /**
   * A lobby.
   *
   * @param limits the bounds
   * @param bots the bots a seat may ask for
   * @param botDelay how long a bot waits before each decision of play, so people can follow
   * @param seeds the seeds of new games and bots ({@code Tokens::seed} in a server, fixed in tests)
   * @param ids the ids of new games ({@code Tokens::gameId} in a server)
   * @param json the JSON of every game
   * @param timeControl every game's clocks, or null for none
   * @param clock the server's clock, which the games' clocks read
   */
  Lobby(
      Limits limits,
      BotSource bots,
      Duration botDelay,
      LongSupplier seeds,
      Supplier<String> ids,
      StrategoJson json,
      TimeControl timeControl,
      LongSupplier clock) {
    this.limits = limits;
    this.bots = bots;
    this.botDelay = botDelay;
    this.seeds = seeds;
    this.ids = ids;
    this.frames = new Frames(json);
    this.timeControl = timeControl;
    this.clock = clock;
    // A thread a core: a searching bot takes its time (without its game's lock, Table.botTurn).
    this.botThread =
        Executors.newScheduledThreadPool(
            Math.max(1, Runtime.getRuntime().availableProcessors()),
            r -> {
              Thread t = new Thread(r, "stratego-bots");
              t.setDaemon(true);
              return t;
            });
  }

  Frames frames() {
    return frames;
  }

  Limits limits() {
    return limits;
  }

  /**
   * The bots a seat may ask for.
   *
   * @return the bots
   */
  public BotSource bots() {
    return bots;
  }

  /**
   * A new game of a spec with people and bots in its seats.
   *
   * @param spec the game, such as {@code barrage} or {@code lost-island(players=3)}
   * @param players for each seat in order: {@code human}, {@code bot} or {@code bot:NAME}; fewer
   *     than the seats leaves the others to people
   * @param now the time, in {@link System#nanoTime()} units
   * @return the table
   * @throws WebException for a bad spec or player, or a full server
   */
  Table create(String spec, List<String> players, long now) {
    return create(spec, players, new Table.Owner(null, null), now);
  }

  /**
   * A new game created by a client: bounded per connection and per address (games held, games
   * created a minute) before any work is done for it.
   *
   * @param spec the game
   * @param players the players, as above
   * @param owner the creating connection and its address
   * @param now the time, in {@link System#nanoTime()} units
   * @return the table
   * @throws WebException for a bad spec or player, or a full server, address or connection
   */
  Table create(String spec, List<String> players, Table.Owner owner, long now) {
    List<String> networks = ClientAddress.networks(owner.address());
    admit(owner, networks, now);
    if (spec.length() > MAX_SPEC_LENGTH) {
      throw new WebException(
          ErrorCode.BAD_SPEC, "a spec has at most " + MAX_SPEC_LENGTH + " characters");
    }
    Game game;
    try {
      game = Games.parse(spec);
    } catch (StrategoException e) {
      throw new WebException(ErrorCode.BAD_SPEC, e.getMessage());
    }
    if (players.size() > game.seats().size()) {
      throw new WebException(
          ErrorCode.MALFORMED, game.spec() + " has " + game.seats().size() + " seats");
    }
    Map<Seat, Table.SeatedBot> seated = new EnumMap<>(Seat.class);
    for (int i = 0; i < game.seats().size(); i++) {
      Seat seat = game.seats().get(i);
      String p = i < players.size() ? players.get(i) : "human";
      if (p.equals("bot") || p.startsWith("bot:")) {
        String name = p.equals("bot") ? bots.defaultName(game) : p.substring(4);
        if (!bots.names(game).contains(name)) {
          throw new WebException(
              ErrorCode.NO_SUCH_BOT,
              "no bot '"
                  + ClientSession.clip(name)
                  + "' for "
                  + game.family()
                  + " (bots: "
                  + String.join(", ", bots.names(game))
                  + ")");
        }
        Bot player;
        try {
          // A bot gets the public game: never a pinned one, whose seed= or layout= is referee data.
          Game open = Bots.publicGame(game);
          player = bots.bot(open, name).open(open, seat);
        } catch (RuntimeException e) {
          throw new WebException(
              ErrorCode.BOT_FAILED, "the bot '" + name + "' could not start: " + e.getMessage());
        }
        seated.put(seat, new Table.SeatedBot(name, player, seeds.getAsLong()));
      } else if (!p.equals("human")) {
        throw new WebException(ErrorCode.MALFORMED, "a seat is played by human, bot or bot:NAME");
      }
    }
    synchronized (this) {
      // again under the lock: another connection of the address may have created one meanwhile
      admit(owner, networks, now);
      // A creator whose network holds unfinished games may not take the share kept for newcomers.
      int room =
          Admission.newcomer(unfinishedCounts, owner.address(), networks)
              ? limits.maxGames()
              : limits.maxGames() - limits.maxGames() * limits.newcomerPercent() / 100;
      while (tables.size() >= room) {
        if (!dropOldestFinished() && !dropAbandoned(now) && !dropIdlest(owner, networks, now)) {
          throw new WebException(
              ErrorCode.SERVER_FULL,
              "the server holds "
                  + tables.size()
                  + " games, none of them "
                  + "finished or abandoned"
                  + (room < limits.maxGames()
                      ? "; the last " + (limits.maxGames() - room) + " are kept for newcomers"
                      : "")
                  + ": try again later");
        }
      }
      String id;
      do {
        id = ids.get();
      } while (tables.containsKey(id));
      Table table =
          new Table(
              id,
              game.newGame(seeds.getAsLong()),
              seated,
              frames,
              limits,
              this::runBot,
              now,
              owner,
              new Table.Clocks(timeControl, clock));
      tables.put(id, table);
      unfinished.put(table, new Held(table, networks));
      Admission.add(unfinishedCounts, owner.address(), networks, 1);
      if (owner.address() != null) {
        creations.get(owner.address()).take();
      }
      table.scheduleBots();
      return table;
    }
  }

  /**
   * Refuses a creation past the creator's bounds: unfinished games held by its connection or its
   * address, games its address created in the last minute. It takes no table's lock ({@link
   * Table#isOver()} is read without it), so a bot thinking in one game delays no creation.
   */
  private synchronized void admit(Table.Owner owner, List<String> networks, long now) {
    recount();
    if (owner.connection() != null) {
      int held = 0;
      for (Table t : unfinished.keySet()) {
        if (t.owner().connection() == owner.connection()) {
          held++;
        }
      }
      if (held >= limits.maxGamesPerConnection()) {
        throw new WebException(
            ErrorCode.TOO_MANY_GAMES,
            "this connection holds " + held + " unfinished games: finish or leave one first");
      }
    }
    if (owner.address() != null) {
      int held = unfinishedCounts.getOrDefault(owner.address(), 0);
      if (held >= limits.maxGamesPerAddress()) {
        throw new WebException(
            ErrorCode.TOO_MANY_GAMES,
            "your address holds " + held + " unfinished games: finish one first");
      }
      String full =
          Admission.full(
              unfinishedCounts,
              owner.address(),
              networks,
              Integer.MAX_VALUE, // the address's bound is above, with its own message
              limits.maxGamesPerPrefix(),
              limits.maxGamesPerNetwork());
      if (full != null) {
        throw new WebException(
            ErrorCode.TOO_MANY_GAMES,
            "your network (" + full + ") holds too many unfinished games: finish one first");
      }
      Bucket b =
          creations.computeIfAbsent(
              owner.address(), a -> new Bucket(limits.gamesPerMinutePerAddress(), now));
      if (!b.peek(now)) {
        throw new WebException(
            ErrorCode.TOO_MANY_GAMES,
            "at most "
                + limits.gamesPerMinutePerAddress()
                + " new games a minute from one address: try again later");
      }
    }
  }

  /**
   * A game as admission sees it: its creator's address and networks, and its last move by a person.
   */
  private record Held(Table table, List<String> networks) implements Admission.Holder {
    @Override
    public String address() {
      return table.owner().address();
    }

    @Override
    public long idleSince() {
      return table.lastPlayed();
    }
  }

  /**
   * Counts out the games that finished or went (dropped, left by their creator) since last asked: a
   * read of each game's state, nothing built.
   */
  private void recount() {
    for (Iterator<Held> it = unfinished.values().iterator(); it.hasNext(); ) {
      Held h = it.next();
      Table t = h.table();
      if (t.isOver() || tables.get(t.id()) != t) {
        it.remove();
        Admission.add(unfinishedCounts, h.address(), h.networks(), -1);
      }
    }
  }

  /**
   * Drops the unfinished game of the most crowded network (at least two more games than the
   * creator's) in which no person has moved for longest, at least {@link Limits#idleWhenFull()}: a
   * full server's place goes to a newcomer rather than to a game kept for doing nothing.
   */
  private boolean dropIdlest(Table.Owner owner, List<String> networks, long now) {
    recount();
    Held victim =
        Admission.victim(
            unfinished.values(),
            unfinishedCounts,
            owner.address(),
            networks,
            now,
            limits.idleWhenFull().toNanos());
    if (victim == null) {
      return false;
    }
    drop(
        victim.table(),
        "the game was dropped to make room: the server is full, its creator's network holds many"
            + " games, and nobody had moved in it for "
            + limits.idleWhenFull().toSeconds()
            + " s");
    return true;
  }

  /** A token bucket of new games for one address: {@code size} at once, refilled over a minute. */
  private static final class Bucket {
    private final double size;
    private double tokens;
    private long last;

    Bucket(int size, long now) {
      this.size = size;
      this.tokens = size;
      this.last = now;
    }

    /** Refills, then whether a token is there. */
    boolean peek(long now) {
      tokens = Math.min(size, tokens + (now - last) * size / 60e9);
      last = now;
      return tokens >= 1;
    }

    void take() {
      tokens -= 1;
    }

    boolean full(long now) {
      peek(now);
      return tokens >= size;
    }
  }

  /**
   * A connection left a game (closed, left, or bound itself to another game): a game it created
   * that has not started for anyone else goes with it (see {@link Table#unstartedBy}).
   *
   * @param table the game left
   * @param connection the connection
   * @return whether the game was dropped
   */
  boolean leftBy(Table table, Object connection) {
    // The table's lock is taken outside the lobby's: the lobby never waits for one game's lock
    // (every creation would).
    if (!table.unstartedBy(connection) || !tables.remove(table.id(), table)) {
      return false;
    }
    table.close("the game was closed: its creator left before it started");
    return true;
  }

  private boolean dropOldestFinished() {
    Optional<Table> oldest =
        tables.values().stream()
            .filter(Table::isOver)
            .min(Comparator.comparingLong(Table::finishedAt));
    oldest.ifPresent(t -> drop(t, "the game was dropped to make room for a new one"));
    return oldest.isPresent();
  }

  /**
   * Drops the oldest unfinished game nobody has been connected to for {@link
   * Limits#abandonedWhenFull()}, to make room in a full lobby: its players left (a creator's
   * unstarted game goes with it at once), and it would otherwise hold its place for {@link
   * Limits#keepAbandoned()}.
   */
  private boolean dropAbandoned(long now) {
    // Table.expired(t) is true once nobody has been connected for keepAbandoned: asked as of a
    // later time, it tells a game abandoned for abandonedWhenFull.
    long asOf = now + limits.keepAbandoned().toNanos() - limits.abandonedWhenFull().toNanos();
    Optional<Table> oldest =
        tables.values().stream()
            .filter(t -> !t.isOver() && t.expired(asOf))
            .min(Comparator.comparingLong(Table::created));
    oldest.ifPresent(
        t ->
            drop(
                t,
                "the game was dropped to make room: nobody had been connected to it for "
                    + limits.abandonedWhenFull().toSeconds()
                    + " s"));
    return oldest.isPresent();
  }

  private void drop(Table t, String reason) {
    tables.remove(t.id());
    t.close(reason);
  }

  private void runBot(Table table, boolean setup) {
    Runnable turn = () -> table.botTurn(clock);
    if (setup || botDelay.isZero()) {
      botThread.execute(turn);
    } else {
      botThread.schedule(turn, botDelay.toNanos(), TimeUnit.NANOSECONDS);
    }
  }

  /**
   * A game by id.
   *
   * @param id the id
   * @return the table, or empty
   */
  public Optional<Table> find(String id) {
    return Optional.ofNullable(tables.get(id));
  }

  /**
   * A game by id, for a client's request.
   *
   * @throws WebException when there is none
   */
  Table get(String id) {
    return find(id)
        .orElseThrow(
            () -> new WebException(ErrorCode.NO_SUCH_GAME, "no game " + ClientSession.clip(id)));
  }

  /**
   * Every game, newest first.
   *
   * @return the tables
   */
  public List<Table> tables() {
    List<Table> all = new ArrayList<>(tables.values());
    all.sort(Comparator.comparingLong(Table::created).reversed());
    return all;
  }

  /**
   * Drops the games that finished longer ago than {@link Limits#keepFinished()} and those no person
   * has been connected to for {@link Limits#keepAbandoned()}.
   *
   * @param now the time, in {@link System#nanoTime()} units
   * @return how many were dropped
   */
  synchronized int reap(long now) {
    creations.values().removeIf(b -> b.full(now));
    int n = 0;
    for (Table t : List.copyOf(tables.values())) {
      if (t.expired(now)) {
        drop(t, "the game was closed: finished or abandoned");
        n++;
      }
    }
    recount(); // the games gone are held no longer
    return n;
  }

  /**
   * Reads every game's clocks: a seat whose time ran out loses now, even if it sends nothing. The
   * server calls it from a timer when its games have clocks.
   *
   * @param now the time, in the server clock's units
   */
  void tick(long now) {
    for (Table t : tables.values()) {
      try {
        t.tick(now);
      } catch (RuntimeException e) {
        // One game's failure must not stop the timer that keeps every other game's clocks.
        System.getLogger(Lobby.class.getName())
            .log(System.Logger.Level.ERROR, "reading the clocks of game " + t.id() + " failed", e);
      }
    }
  }

  /**
   * Stops the bots and closes every game's connections; waits up to two seconds for bots still in a
   * decision (interrupted), so that each is closed after it ({@code Bot.close}).
   */
  @Override
  public void close() {
    botThread.shutdownNow();
    for (Table t : List.copyOf(tables.values())) {
      drop(t, "the server stops");
    }
    try {
      botThread.awaitTermination(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
