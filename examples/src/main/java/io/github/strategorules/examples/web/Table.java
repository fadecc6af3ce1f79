package io.github.strategorules.examples.web;

import io.github.strategorules.core.error.StrategoException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.TimeControl;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.json.StoredRecord;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.SetupStyle;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One hosted game: its referee, its seats (people, each proven by a token, or bots) and its
 * spectators. Everything it sends a connection is that connection's share as the referee built it
 * (an {@code Update}: a seat's own view, events and legal actions, a spectator's public ones),
 * framed by its {@link FanOut}; the sender of an action is answered from the referee's verdict; an
 * action counts only in the name of the seat its connection holds, and the referee decides whether
 * it is legal. Who sits and watches is its {@link Seating}; its bots are run by {@link TableBots};
 * its clocks are the referee's, framed by {@link ClockFields}. It knows no game. Thread-safe (one
 * lock per game, the table itself); frames are queued under the lock, so every connection receives
 * them in order.
 */
public final class Table {
  /** A bot for a seat: its name, its player for the seat, and the seed of its randomness. */
  record SeatedBot(String name, Bot player, long seed) {}

  /** Runs the table's bots later, off the connection's thread. */
  interface BotRunner {
    /**
     * Runs {@link Table#botTurn} later; {@code setup} for a decision of the setup (no delay to
     * watch).
     */
    void schedule(Table table, boolean setup);

    /**
     * Runs the closing of a finished game's bots, off the table's lock: a bot may take its time to
     * close (an engine told its game is over, its process stopped), and meanwhile the table and the
     * clocks' timer, which reads every table in turn, must not wait. A daemon thread by default.
     */
    default void release(Runnable closing) {
      Thread t = new Thread(closing, "bot-close");
      t.setDaemon(true);
      t.start();
    }
  }

  private final String id;
  private final Game game;
  private final Frames frames;
  private final Limits limits;
  private final TableBots bots;
  private final FanOut fanOut;
  private final Seating seating;
  private final long created;
  private final Referee referee;

  /** When the step being applied arrived (the clock of the call that applied it). */
  private long stepTime;

  /** A step ended the game and its settling (bots closed, the table's facts sent) is still due. */
  private boolean endDue;

  private long lastActivity;

  /** When a person last moved (an applied action from a connection), or the game was created. */
  private volatile long lastPlayed;

  /** Read without the table's lock (the lobby reads them for its lists of games). */
  private volatile long finishedAt = Long.MIN_VALUE;

  private volatile boolean over;
  private boolean closed;

  /**
   * Who created a table: its connection and its client's address (nulls for a table made in code).
   */
  record Owner(Object connection, String address) {}

  /** The game's clocks: the time control (null for none) and the server's clock they read. */
  record Clocks(TimeControl timeControl, LongSupplier nanos) {
    static final Clocks NONE = new Clocks(null, System::nanoTime);
  }

  Table(
      String id,
      GameState start,
      Map<Seat, SeatedBot> seatedBots,
      Frames frames,
      Limits limits,
      BotRunner bots,
      long now) {
    this(id, start, seatedBots, frames, limits, bots, now, new Owner(null, null), Clocks.NONE);
  }

  Table(
      String id,
      GameState start,
      Map<Seat, SeatedBot> seatedBots,
      Frames frames,
      Limits limits,
      BotRunner bots,
      long now,
      Owner owner,
      Clocks clocks) {
    this.id = id;
    // The clocks start when every seat for people is taken: a game waiting for its players
    // charges nobody (startClocksWhenSeated).
    this.referee =
        Referee.builder(start)
            .listener(this::stepped)
            .timeControl(clocks.timeControl())
            .nanos(clocks.nanos())
            .clocksStopped()
            .build();
    this.game = referee.game();
    this.frames = frames;
    this.limits = limits;
    this.seating = new Seating(start, seatedBots, owner, limits.maxSpectators());
    this.bots = new TableBots(this, seating.slots(), bots);
    this.fanOut = new FanOut(id, frames);
    this.created = now;
    this.lastActivity = now;
    this.lastPlayed = now;
    startClocksWhenSeated();
  }

  /** Starts the game's clocks once no seat for people is free (a game of bots at once). */
  private void startClocksWhenSeated() {
    if (seating.allTaken()) {
      referee.startClocks();
    }
  }

  /**
   * The game's id.
   *
   * @return the id
   */
  public String id() {
    return id;
  }

  /**
   * The game.
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * The referee's state now (for tests and tools in the same process; never sent).
   *
   * @return the state
   */
  public synchronized GameState state() {
    return referee.state();
  }

  Owner owner() {
    return seating.owner();
  }

  /**
   * When a person last moved in this game, or it was created: a full server may give the place of
   * the game idle the longest in the most crowded network to a newcomer ({@link Admission}); bots'
   * moves do not keep it (they cost its holder nothing).
   */
  long lastPlayed() {
    return lastPlayed;
  }

  long created() {
    return created;
  }

  /**
   * Takes a seat for people: the wanted one, or the first free one. Sends the joined frame and the
   * seat's state.
   */
  synchronized Seat join(Peer peer, Optional<Seat> wanted, long now) {
    TableSeat slot = seating.take(wanted);
    startClocksWhenSeated();
    attach(slot, peer, now);
    return slot.seat;
  }

  /** Takes back a seat with its token; the connection that held it, if any, is closed. */
  synchronized void resume(Peer peer, Seat seat, String token, long now) {
    attach(seating.reclaim(peer, seat, token), peer, now);
  }

  private void attach(TableSeat slot, Peer peer, long now) {
    seating.hold(slot, peer);
    lastActivity = now;
    peer.send(frames.joined(id, Optional.of(slot.seat), Optional.of(slot.token)));
    peer.send(fanOut.whole(slot.seat, referee.arrivalFor(Optional.of(slot.seat)), clocks()));
    broadcastTable();
  }

  /** Watches the game as a spectator: public views and events only. */
  synchronized void watch(Peer peer, long now) {
    seating.watch(peer);
    lastActivity = now;
    peer.send(frames.joined(id, Optional.empty(), Optional.empty()));
    peer.send(fanOut.spectatorWhole(referee, clocks()));
    broadcastTable();
  }

  /** The connection is gone or left: its seat stays reserved for its token. */
  synchronized void leave(Peer peer, long now) {
    boolean changed = seating.leave(peer, seat -> fanOut.forget(Optional.of(seat)));
    if (seating.spectators().isEmpty()) {
      fanOut.forget(Optional.empty()); // nobody holds the public view: no delta is taken from it
    }
    if (changed) {
      lastActivity = now;
      broadcastTable();
    }
  }

  /**
   * An action sent by the connection that holds a seat, in that seat's name: applied when the
   * referee accepts it, and the sender is answered with its share of the step from the verdict;
   * else refused to the sender with the reason (which names nothing hidden).
   *
   * @param replyTo the id the sender gave its message, echoed in its own answer, or null
   * @return whether it was applied
   */
  synchronized boolean act(Peer peer, Seat seat, JsonNode actionJson, JsonNode replyTo, long now) {
    TableSeat slot = seating.get(seat);
    if (slot == null || slot.peer != peer) {
      throw new WebException(ErrorCode.NOT_SEATED, "this connection does not hold " + seat);
    }
    lastActivity = now;
    Action action;
    try {
      action = frames.json().readAction(game, actionJson, seat);
    } catch (StrategoException e) {
      peer.send(frames.refused(actionJson, replyTo, "UNREADABLE", e.getMessage()));
      return false;
    }
    stepTime = now;
    Verdict v = referee.submit(seat, action);
    if (v instanceof Verdict.Applied a) {
      lastPlayed = now;
      fanOut.answer(slot, a.shares(), replyTo, clocks(a.shares()));
    }
    settle();
    if (v instanceof Verdict.Refused r) {
      peer.send(frames.refused(actionJson, replyTo, r.reason().name(), r.reason().description()));
      return false;
    }
    return true;
  }

  /**
   * A person's setup finished for them in a style the research layer offers for the game ({@link
   * Bots#setups}, issue 55: {@code sensible} or {@code random}): each placement chosen by the style
   * from the seat's own view as the referee shares it and its legal decisions, and submitted in the
   * seat's name, until its setup is done. The sender gets its share of each step, the last one
   * answering its message ({@code replyTo}); the others get theirs as for any action.
   *
   * @return how many placements were applied
   * @throws WebException when the connection does not hold the seat, the game has no such style, or
   *     the seat has no setup to place now
   */
  synchronized int setUp(Peer peer, Seat seat, String style, JsonNode replyTo, long now) {
    TableSeat slot = seating.get(seat);
    if (slot == null || slot.peer != peer) {
      throw new WebException(ErrorCode.NOT_SEATED, "this connection does not hold " + seat);
    }
    List<SetupStyle> styles = Bots.setups(game);
    SetupStyle chosen =
        styles.stream()
            .filter(s -> s.name().equals(style))
            .findFirst()
            .orElseThrow(
                () ->
                    new WebException(
                        ErrorCode.NO_SUCH_SETUP,
                        "no setup style '"
                            + ClientSession.clip(style)
                            + "' for "
                            + game.spec()
                            + " (styles: "
                            + String.join(", ", styles.stream().map(SetupStyle::name).toList())
                            + ")"));
    if (!settingUp(seat)) {
      throw new WebException(ErrorCode.NOT_SETTING_UP, seat + " has no setup to place now");
    }
    lastActivity = now;
    SplittableRandom random = new SplittableRandom();
    int applied = 0;
    // a setup has fewer placements than a board has squares; the bound only guards a faulty style
    while (settingUp(seat) && applied < 1_000) {
      GameState state = referee.state();
      Action action = chosen.next(referee.viewFor(seat), state.decisions(seat), random);
      stepTime = now;
      if (!(referee.submit(seat, action) instanceof Verdict.Applied a)) {
        break;
      }
      applied++;
      fanOut.answer(slot, a.shares(), settingUp(seat) ? null : replyTo, clocks(a.shares()));
    }
    settle();
    return applied;
  }

  /** Whether the seat must still place its setup. */
  private boolean settingUp(Seat seat) {
    GameState state = referee.state();
    return state.phase() == Phase.SETUP && state.toDecide().contains(seat);
  }

  /**
   * A bot's answer ({@link TableBots}), under the table's lock: applied as any seat's, at {@code
   * now}.
   */
  void submitForBot(Seat seat, Action action, long now) {
    stepTime = now;
    referee.submit(seat, action);
    settle();
  }

  /**
   * How many messages this table has written (each with its view's JSON): one per connected seat
   * and one for all the spectators at each step, one per seat that joins, one per state at which
   * spectators start watching.
   */
  synchronized int messagesWritten() {
    return fanOut.written();
  }

  /**
   * The referee applied a step (the listener, under the table's lock): every connection but the
   * sender's gets its share of it, as a delta from the view it holds; the sender's share answers
   * its message from the verdict ({@link #act}). Each bot's transcript takes its seat's events.
   */
  private void stepped(Shares shares) {
    long now = stepTime;
    lastActivity = now;
    if (shares.ended()) {
      // Finished before anyone is told: a client that saw the end and at once asks for a new game
      // must find this one finished (the lobby drops finished games to make room).
      finishedAt = now;
      over = true;
      endDue = true;
    }
    for (TableSeat s : seating.seats()) {
      if (s.isBot() && s.transcript != null) {
        s.transcript = s.transcript.after(shares.forSeat(s.seat)); // the referee's share
      }
    }
    fanOut.stepped(shares, seating.seats(), seating.spectators(), clocks(shares));
  }

  /**
   * After the referee's call that applied steps (and after the sender's answer): a finished game
   * keeps no views, closes its bots and tells everyone its facts; then the bots are asked if one
   * must decide.
   */
  private void settle() {
    if (endDue) {
      endDue = false;
      fanOut.clear(); // no step follows: a finished game keeps no views for deltas
      bots.close();
      broadcastTable();
    }
    scheduleBots();
  }

  /**
   * The clocks' fields of every frame of a step: read once by the referee, the same for every
   * receiver.
   */
  private ObjectNode clocks(Shares shares) {
    return ClockFields.of(referee, shares.step().state(), shares.clocks());
  }

  /** The clocks' fields of a frame sent now. */
  private ObjectNode clocks() {
    return ClockFields.of(referee, referee.state(), referee.clocks());
  }

  Referee referee() {
    return referee;
  }

  boolean isClosed() {
    return closed;
  }

  /**
   * Reads the game's clocks (the lobby's timer): a deciding seat whose time ran out loses on time
   * now, and every connection is told as for any step.
   */
  synchronized void tick(long now) {
    if (closed || over || referee.timeControl().isEmpty()) {
      return;
    }
    stepTime = now;
    if (referee.tick().isPresent()) { // a seat lost on time: a step was applied
      settle();
    }
  }

  /** Starts the bots if the game waits for one of them. */
  synchronized void scheduleBots() {
    bots.schedule();
  }

  /**
   * One bot decision, run by the lobby's bot threads ({@link TableBots#turn}: the bot thinks
   * without the table's lock).
   *
   * @param clock the server's clock, read when the answer is applied
   */
  void botTurn(LongSupplier clock) {
    bots.turn(clock);
  }

  /**
   * The table's public facts: seats (who plays them, taken, connected), spectators, phase, outcome.
   */
  synchronized ObjectNode info() {
    ObjectNode t = Frames.NODES.objectNode();
    t.put("game", id);
    t.set("spec", frames.json().writeGame(game));
    seating.describe(t);
    GameState state = referee.state();
    t.put("phase", state.phase().name());
    ArrayNode toDecide = t.putArray("to_decide");
    state.toDecide().forEach(s -> toDecide.add(s.name()));
    t.put("steps", referee.steps());
    t.put("time_control", referee.timeControl().map(TimeControl::toString).orElse(null));
    ObjectNode clocks = clocks();
    t.set("clocks", clocks == null ? null : clocks.get("clocks"));
    t.set("clocks_running", clocks == null ? null : clocks.get("clocks_running"));
    t.put("timed_out", referee.timedOut().map(Seat::name).orElse(null));
    if (state.outcome().isPresent()) {
      t.set("outcome", frames.json().writeOutcome(state.outcome().get()));
    } else {
      t.putNull("outcome");
    }
    return t;
  }

  private void broadcastTable() {
    String frame = frames.table(info());
    for (Peer p : seating.peers()) {
      p.send(frame);
    }
  }

  /** Whether a seat for people is still free. */
  synchronized boolean hasFreeSeat() {
    return seating.hasFreeSeat();
  }

  /**
   * Whether the game is over.
   *
   * @return true once it has an outcome
   */
  public boolean isOver() {
    return over;
  }

  /**
   * Whether the game has not started for people and is its creator's alone: still in its setup, and
   * no other connection ever took a seat or watched. Such a game goes when its creator leaves.
   */
  synchronized boolean unstartedBy(Object connection) {
    return connection != null
        && seating.owner().connection() == connection
        && !seating.othersCame()
        && referee.state().phase() == Phase.SETUP;
  }

  /**
   * Whether the lobby may drop the table: finished long enough ago, or abandoned by every person.
   */
  synchronized boolean expired(long now) {
    if (isOver()) {
      return now - finishedAt > limits.keepFinished().toNanos();
    }
    return !seating.anyoneHere() && now - lastActivity > limits.keepAbandoned().toNanos();
  }

  /** When the game ended, for dropping the oldest finished game first. */
  long finishedAt() {
    return finishedAt;
  }

  /**
   * The game's record once it is over: the referee's full record, which holds every hidden fact, so
   * it is never given out while the game goes on.
   *
   * @return the record, or empty while the game goes on
   */
  public synchronized Optional<StoredRecord> record() {
    return isOver() ? Optional.of(StoredRecord.of(referee.state())) : Optional.empty();
  }

  /** Closes every connection of the table (the lobby drops it). */
  synchronized void close(String reason) {
    closed = true;
    bots.close();
    for (Peer p : seating.peers()) {
      p.close(Closes.GOING_AWAY, reason);
    }
    seating.clear();
  }
}
