package io.github.strategorules.research.env;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFailure;
import io.github.strategorules.research.ObservationEncoder;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * One game of a {@link VectorEnv}: its slots (the fast path's or the contract's for play, and the
 * contract's for a setup played as part of the episode), its episode's start and ids, the last
 * finished episode's, the referee that follows it when something needs one ({@link Mirror}), and
 * its opponents' seats. Stepped by one thread at a time.
 */
final class EnvGame {
  private static final int RUNNING = 0;
  private static final int OVER = 1;
  private static final int CUT = 2;

  private final EnvContext c;

  /** The game's index. */
  final int g;

  private final EnvSlot play;
  private final @Nullable ContractSlot setup;

  /** The slot of the current decision: {@link #setup} during a setup, else {@link #play}. */
  private EnvSlot current;

  /** The learner's seat index, or -1 without opponents. */
  final int learner;

  /** Per seat, the opponents' entry that plays it (-1 the learner's), or null without opponents. */
  private final int @Nullable [] entries;

  /** Per seat, the opponent's player of this episode ({@link Bot#open}). */
  private final @Nullable Bot[] players;

  /** Whether an opponent of this game plays through its Bot API during play. */
  private final boolean contractRun;

  private GameState start;
  private int[] actions = new int[64];
  private int played;
  private @Nullable GameState lastStart;
  private int[] lastActions = new int[0];
  private int lastPlayed;
  private @Nullable Mirror mirror;

  /** The opponents' random source, set by every full reset. */
  SplittableRandom botRandom = new SplittableRandom(0);

  /** Whether the episode ended and waits for its next start (next-step and disabled modes). */
  boolean ended;

  /** This step's action, checked: its index among the legal ids of the seat to act. */
  int pendingIndex;

  /** The seat whose decision, or final observation, the buffers hold. */
  private int decisionSeat;

  /** The slot that last wrote the game's observation region by what changed, or null. */
  private @Nullable EnvSlot regionWriter;

  EnvGame(
      EnvContext c,
      int g,
      EnvSlot play,
      @Nullable ContractSlot setup,
      GameState first,
      int learner) {
    this.c = c;
    this.g = g;
    this.play = play;
    this.setup = setup;
    this.current = play;
    this.start = first;
    this.learner = learner;
    Opponents o = c.opponents;
    this.entries = o == null ? null : o.entries(learner);
    this.players = new Bot[c.seats.size()];
    boolean any = false;
    if (o != null && entries != null) {
      for (int e : entries) {
        any |= e >= 0 && (!o.fast(e) || play instanceof ContractSlot);
      }
    }
    this.contractRun = any;
  }

  // ------------------------------------------------------------------ episodes

  /**
   * Starts the next episode and plays the opponents up to the learner's first decision; an episode
   * that ends before it is drawn again.
   */
  void restart(Chunk ch) {
    for (int tries = 1; ; tries++) {
      int k = c.episodes.drawPoolIndex(g);
      begin(k, c.episodes.startOf(k, g));
      if (learner < 0) {
        return;
      }
      float[] scratch = ch.rewards;
      Arrays.fill(scratch, 0f);
      int r = advance(ch, scratch);
      Arrays.fill(scratch, 0f);
      if (r == RUNNING) {
        return;
      }
      if (tries >= Episodes.TRIES) {
        throw new EnvException(
            EnvException.Reason.INVALID_START,
            g,
            "game "
                + g
                + ": "
                + tries
                + " episodes ended or were cut before the learner's first decision");
      }
    }
  }

  private void begin(int poolIndex, GameState s) {
    start = s;
    played = 0;
    ended = false;
    regionWriter = null;
    boolean inSetup = s.phase() == Phase.SETUP && setup != null;
    mirror = needsMirror(s) ? new Mirror(s) : null;
    if (inSetup) {
      ContractSlot su = Objects.requireNonNull(setup);
      su.mirror = mirror;
      su.reset(-1, s);
      current = su;
    } else {
      if (play instanceof ContractSlot cs) {
        cs.mirror = mirror;
      }
      play.reset(poolIndex, s);
      current = play;
    }
    openPlayers();
  }

  /** Whether the episode needs a referee to follow it from this start. */
  private boolean needsMirror(GameState s) {
    boolean contract = (s.phase() == Phase.SETUP && setup != null) || play instanceof ContractSlot;
    if (contract && c.observing) {
      return true;
    }
    if (c.opponents == null) {
      return false;
    }
    // In a setup every opponent places through its Bot API; in play, those without a fast form.
    return s.phase() == Phase.SETUP || contractRun;
  }

  private void openPlayers() {
    Opponents o = c.opponents;
    int[] e = entries;
    if (o == null || e == null) {
      return;
    }
    for (int s = 0; s < e.length; s++) {
      if (e[s] >= 0) {
        try {
          players[s] = o.bot(e[s]).open(c.publicGame, c.seats.get(s));
        } catch (BotFailure f) {
          throw failed(s, "could not be opened: " + f.reason());
        }
      }
    }
  }

  /** Keeps the finished episode (for {@link #finalState}) and closes the opponents' players. */
  private void finish() {
    lastStart = start;
    if (lastActions.length < played) {
      lastActions = new int[actions.length];
    }
    System.arraycopy(actions, 0, lastActions, 0, played);
    lastPlayed = played;
    Mirror m = mirror;
    for (int s = 0; s < players.length; s++) {
      Bot p = players[s];
      if (p != null && m != null) {
        p.close(m.transcript(c.seats.get(s)));
      }
      players[s] = null;
    }
  }

  // ------------------------------------------------------------------ stepping

  /**
   * Plays this step's action and the opponents' replies, and writes the results (see the modes).
   */
  void step(Chunk ch) {
    EnvBuffers io = Objects.requireNonNull(c.io);
    if (ended) {
      io.clearResults(g);
      if (c.mode == AutoresetMode.NEXT_STEP) {
        restart(ch);
        writeDecision(ch);
      }
      return; // disabled: the game stays at its final position (its id was -1)
    }
    io.clearMask(g, current.legalIds(), current.legalCount, c.idsTo[decisionSeat]);
    float[] rewards = ch.rewards;
    Arrays.fill(rewards, 0f);
    int actor = learner >= 0 ? learner : current.seat();
    boolean over = act(pendingIndex, rewards);
    boolean cut = !over && capped();
    if (!over && !cut && learner >= 0) {
      int r = advance(ch, rewards);
      over = r == OVER;
      cut = r == CUT;
    }
    io.writeResults(g, rewards, rewards[actor], over, cut, played);
    if (!over && !cut) {
      writeDecision(ch);
      return;
    }
    if (c.mode == AutoresetMode.SAME_STEP) {
      if (c.observing) {
        writeFinal(actor, io.finalObservations(), ch);
      }
      finish();
      restart(ch);
      writeDecision(ch);
    } else {
      if (c.observing) {
        writeFinal(actor, io.observations(), ch);
        regionWriter = null;
      }
      finish();
      ended = true;
      decisionSeat = actor;
      io.writeLegal(g, actor, current.legalIds(), 0, null);
    }
  }

  /** A full reset: the opponents' source from the seed, the first episode, its first decision. */
  void resetAll(Chunk ch) {
    botRandom = c.episodes.botRandom(g);
    ended = false;
    restart(ch);
    Objects.requireNonNull(c.io).clearResults(g);
    writeDecision(ch);
  }

  /**
   * Checks this step's id (in the deciding seat's frame) and keeps it as an absolute id; an ended
   * game waits (its id is not read, and must be -1 in the disabled mode).
   *
   * @throws EnvException when the id is refused (nothing is played)
   */
  void check(int id) {
    if (ended) {
      if (c.mode == AutoresetMode.DISABLED && id != -1) {
        throw new EnvException(
            EnvException.Reason.EPISODE_ENDED,
            g,
            "game " + g + ": its episode ended; reset it, or give it the id -1, not " + id);
      }
      return;
    }
    int n = c.codec.numDistinctActions();
    if (id < 0 || id >= n) {
      throw new EnvException(
          EnvException.Reason.ACTION_OUT_OF_RANGE,
          g,
          "game " + g + ": action id " + id + " is outside 0.." + (n - 1));
    }
    int[] back = c.idsFrom[decisionSeat];
    int absolute = back == null ? id : back[id];
    int index = current.indexOf(absolute);
    if (index < 0) {
      throw new EnvException(
          EnvException.Reason.ACTION_NOT_LEGAL,
          g,
          "game " + g + ": action id " + id + " is not legal for the seat to act");
    }
    pendingIndex = index;
  }

  /** Starts this game's next episode on the caller's request (a partial reset). */
  void resetNow(Chunk ch) {
    EnvBuffers io = Objects.requireNonNull(c.io);
    if (!ended) {
      io.clearMask(g, current.legalIds(), current.legalCount, c.idsTo[decisionSeat]);
    }
    restart(ch);
    io.clearResults(g);
    writeDecision(ch);
  }

  private boolean capped() {
    return c.maxPlies > 0 && played >= c.maxPlies;
  }

  /**
   * Plays the legal id at an index of the seat to act's legal ids; true when the rules ended the
   * episode.
   */
  private boolean act(int index, float[] rewards) {
    EnvSlot slot = current;
    int id = slot.idAt(index);
    Mirror m = mirror;
    if (m != null && !(slot instanceof ContractSlot)) {
      Seat seat = c.seats.get(slot.seat());
      m.submit(seat, c.codec.decode(id, seat)); // the contract slots submit through it themselves
    }
    boolean over = slot.stepAt(index, rewards);
    if (played == actions.length) {
      actions = Arrays.copyOf(actions, 2 * played);
    }
    actions[played++] = id;
    if (!over && slot == setup && setup.state().phase() == Phase.PLAY) {
      // The setup is complete: play goes on on the fast path from the finished setup.
      play.reset(-1, setup.state());
      current = play;
      if (!contractRun && !(c.observing && play instanceof ContractSlot)) {
        mirror = null; // nothing reads a transcript any more this episode
      }
    }
    return over;
  }

  /** Plays the opponents until the learner is to act, the rules end the episode or it is cut. */
  private int advance(Chunk ch, float[] rewards) {
    while (current.seat() != learner) {
      int index = opponentChoice(current.seat(), ch);
      if (act(index, rewards)) {
        return OVER;
      }
      if (capped()) {
        return CUT;
      }
    }
    return RUNNING;
  }

  /**
   * The index among the legal ids of the id an opponent chooses for its seat: its fast form on the
   * fast path, else its Bot API.
   */
  private int opponentChoice(int seat, Chunk ch) {
    int entry = Objects.requireNonNull(entries)[seat];
    EnvSlot slot = current;
    EnvOpponent fast = slot == play && !(slot instanceof ContractSlot) ? ch.fast[entry] : null;
    if (fast != null) {
      int i = fast.choose(slot, botRandom);
      if (i < 0 || i >= slot.legalCount) {
        throw failed(seat, "chose index " + i + " of " + slot.legalCount + " legal ids");
      }
      return i;
    }
    Mirror m = Objects.requireNonNull(mirror, "a referee for the opponent's transcript");
    Seat s = c.seats.get(seat);
    List<Action> legal = m.state().decisions(s);
    Action a;
    try {
      a = Objects.requireNonNull(players[seat]).choose(m.transcript(s), legal, botRandom);
    } catch (BotFailure f) {
      throw failed(seat, "failed: " + f.reason());
    }
    if (a == null || !legal.contains(a)) {
      throw failed(seat, "chose an action outside its legal decisions");
    }
    int index = slot.indexOf(c.codec.encode(a));
    if (index < 0) {
      throw failed(seat, "chose an action the environment does not list as legal");
    }
    return index;
  }

  private EnvException failed(int seat, String what) {
    Opponents o = Objects.requireNonNull(c.opponents);
    int entry = Objects.requireNonNull(entries)[seat];
    return new EnvException(
        EnvException.Reason.OPPONENT_FAILED,
        g,
        "game "
            + g
            + ": the opponent "
            + o.names().get(entry)
            + " at "
            + c.seats.get(seat)
            + " "
            + what);
  }

  // ------------------------------------------------------------------ writing

  /** Writes the decision of the seat to act: its seat, legal ids, mask and observation. */
  void writeDecision(Chunk ch) {
    EnvBuffers io = Objects.requireNonNull(c.io);
    int seat = current.seat();
    decisionSeat = seat;
    io.writeLegal(g, seat, current.legalIds(), current.legalCount, c.idsTo[seat]);
    if (!c.observing) {
      return;
    }
    int size = c.observationSize;
    int[] at = c.squares[seat];
    if (current.observeInto(io.observations(), g * size, at, regionWriter != current)) {
      regionWriter = current;
      return;
    }
    current.observe(ch.observation);
    io.observations().put(g * size, frame(ch.observation, at, ch), 0, size);
    regionWriter = null;
  }

  /** Writes a seat's observation of the position now into a game's region of a buffer. */
  private void writeFinal(int seat, FloatBuffer target, Chunk ch) {
    observeAny(seat, ch.observation);
    int size = c.observationSize;
    target.put(g * size, frame(ch.observation, c.squares[seat], ch), 0, size);
  }

  private float[] frame(float[] obs, int @Nullable [] at, Chunk ch) {
    if (at == null) {
      return obs;
    }
    c.relabel(obs, at, ch.framed);
    return ch.framed;
  }

  /**
   * Any seat's observation of the game now (squares as stored): the slot's own, else the encoder's
   * over the seat's transcript from the referee that follows the game, else from one that replays
   * the episode.
   */
  void observeAny(int seat, float[] out) {
    if (current.observe(seat, out)) {
      return;
    }
    ObservationEncoder encoder = Objects.requireNonNull(c.encoder, "an observation encoder");
    Mirror m = mirror != null ? mirror : replay(start, actions, played);
    encoder.write(m.transcript(c.seats.get(seat)), out, 0);
  }

  /** Any seat's observation now, in its frame: {@link VectorEnv#observe}. */
  void observe(int seat, float[] out) {
    if (c.encoder == null) {
      throw new IllegalStateException("this environment has no observation encoder");
    }
    int[] at = c.squares[seat];
    if (at == null) {
      observeAny(seat, out);
      return;
    }
    float[] raw = new float[c.observationSize];
    observeAny(seat, raw);
    c.relabel(raw, at, out);
  }

  private Mirror replay(GameState from, int[] ids, int n) {
    Mirror m = new Mirror(from);
    for (int i = 0; i < n; i++) {
      Seat seat = m.state().toDecide().get(0);
      m.submit(seat, c.codec.decode(ids[i], seat));
    }
    return m;
  }

  // ------------------------------------------------------------------ looking

  /** The game now (its final position in an episode that ended and waits). */
  GameState state() {
    if (current instanceof ContractSlot cs) {
      return cs.state();
    }
    Mirror m = mirror;
    return m != null ? m.state() : replayState(start, actions, played);
  }

  /** The final state of the last episode that ended, if any. */
  Optional<GameState> finalState() {
    GameState s = lastStart;
    return s == null ? Optional.empty() : Optional.of(replayState(s, lastActions, lastPlayed));
  }

  private GameState replayState(GameState from, int[] ids, int n) {
    GameState s = from;
    for (int i = 0; i < n; i++) {
      Seat seat = s.toDecide().get(0);
      s = s.apply(seat, c.codec.decode(ids[i], seat)).state();
    }
    return s;
  }

  /** The number of actions of the current episode. */
  int played() {
    return played;
  }

  /** The seat whose decision (or final observation) the buffers hold. */
  int decisionSeat() {
    return decisionSeat;
  }

  /** The slot of the current decision. */
  EnvSlot current() {
    return current;
  }

  /** Whether the legal ids written now may carry a hidden fact. */
  boolean mayRevealHidden() {
    return !ended && current.mayRevealHidden();
  }
}
