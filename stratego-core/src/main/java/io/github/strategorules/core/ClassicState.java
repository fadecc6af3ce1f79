package io.github.strategorules.core;

import io.github.strategorules.core.internal.History;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable, thread-safe state of a classic-family game: the full information, as the referee
 * (a server) holds it. Send players {@link #viewFor} instead; {@link #toString()} prints no
 * pieces.
 *
 * <p>A game starts in {@link Phase#SETUP} ({@link #newGame}) or directly in {@link Phase#PLAY}
 * from two setups ({@link #start}). {@link #check} tells why an action is illegal without
 * throwing; {@link #apply} returns the next state and the events of the step. Legality comes from
 * the rules kernel ({@link Position}), the same code the fast path uses.
 *
 * <h2>Legal actions</h2>
 * {@link #legalActions()} lists the moves of the player to move during play, in the kernel's
 * order: by start square (a1, b1, ..., j1, a2, ...), then direction (towards rank 1, towards file a,
 * towards the last file, towards the last rank), then distance. It is empty during setup (place a
 * setup with {@link PlaceSetup}) and when the game is over. {@link Resign}, {@link OfferDraw} and
 * {@link AcceptDraw} are not listed; {@link #check} accepts them whenever C-7.5 allows.
 */
public final class ClassicState {
  private final Ruleset ruleset;
  private final Phase phase;
  /** The board; never mutated once this state is constructed. Null during setup. */
  private final Position position;
  private final Setup redSetup;
  private final Setup blueSetup;
  private final ClassicOutcome outcome;
  private final Player drawOffer;
  private final History<ClassicAction> history;
  /** The kernel's moves for this position when apply already generated them, else null. */
  private final int[] generated;
  /** Lazily computed; racy but safe, as the list is immutable. */
  private List<Move> legal;

  private ClassicState(Ruleset ruleset, Phase phase, Position position, Setup redSetup, Setup blueSetup,
      ClassicOutcome outcome, Player drawOffer, History<ClassicAction> history) {
    this(ruleset, phase, position, redSetup, blueSetup, outcome, drawOffer, history, null);
  }

  private ClassicState(Ruleset ruleset, Phase phase, Position position, Setup redSetup, Setup blueSetup,
      ClassicOutcome outcome, Player drawOffer, History<ClassicAction> history, int[] generated) {
    this.ruleset = ruleset;
    this.phase = phase;
    this.position = position;
    this.redSetup = redSetup;
    this.blueSetup = blueSetup;
    this.outcome = outcome;
    this.drawOffer = drawOffer;
    this.history = history;
    this.generated = generated;
  }

  /**
   * A new game in the setup phase: both players still have to place a setup (C-2).
   *
   * @param ruleset the rules
   * @return the state
   */
  public static ClassicState newGame(Ruleset ruleset) {
    Objects.requireNonNull(ruleset, "ruleset");
    return new ClassicState(ruleset, Phase.SETUP, null, null, null, null, null, History.empty());
  }

  /**
   * A game started from two setups, ready for the first move (C-2, C-3.1). The history holds the
   * two {@link PlaceSetup} actions, RED's first.
   *
   * @param ruleset the rules
   * @param red RED's setup
   * @param blue BLUE's setup
   * @return the state
   * @throws InvalidSetupException listing every problem of the first invalid setup
   */
  public static ClassicState start(Ruleset ruleset, Setup red, Setup blue) {
    return newGame(ruleset).apply(new PlaceSetup(Player.RED, red)).state()
        .apply(new PlaceSetup(Player.BLUE, blue)).state();
  }

  /**
   * A game in play from a kernel position, for example one built square by square or parsed
   * from notation. The position is copied. The history starts empty and no setups are recorded,
   * so {@link PlayerView#captured()} counts captures against the ruleset's roster. If the
   * position is already decided by C-7, the state is over.
   *
   * @param position the position (its ruleset is the game's)
   * @return the state
   */
  public static ClassicState of(Position position) {
    Position p = position.copy();
    int status = p.status();
    ClassicOutcome o = status == Status.ONGOING ? null : ClassicOutcome.ofStatus(status);
    return new ClassicState(p.ruleset(), o == null ? Phase.PLAY : Phase.OVER, p, null, null, o, null,
        History.empty());
  }

  // ---------------------------------------------------------------- reading

  /**
   * The rules of this game.
   *
   * @return the ruleset
   */
  public Ruleset ruleset() {
    return ruleset;
  }

  /**
   * The phase.
   *
   * @return setup, play or over
   */
  public Phase phase() {
    return phase;
  }

  /**
   * The player to move during play (C-3.1).
   *
   * @return the player, or empty during setup and after the game
   */
  public Optional<Player> toMove() {
    return phase == Phase.PLAY ? Optional.of(Player.of(position.toMove())) : Optional.empty();
  }

  /**
   * The players whose decision the game waits for: during setup those who have not placed a
   * setup, during play the player to move, afterwards nobody.
   *
   * @return the players, RED first
   */
  public List<Player> toDecide() {
    if (phase == Phase.SETUP) {
      List<Player> list = new ArrayList<>(2);
      if (redSetup == null) {
        list.add(Player.RED);
      }
      if (blueSetup == null) {
        list.add(Player.BLUE);
      }
      return Collections.unmodifiableList(list);
    }
    return phase == Phase.PLAY ? List.of(Player.of(position.toMove())) : List.of();
  }

  /**
   * The number of moves played (setup actions do not count).
   *
   * @return the ply
   */
  public int ply() {
    return position == null ? 0 : position.ply();
  }

  /**
   * The outcome, once the game is over (C-7).
   *
   * @return the outcome, or empty while the game goes on
   */
  public Optional<ClassicOutcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /**
   * The player whose draw offer stands (C-7.5).
   *
   * @return the offering player, or empty
   */
  public Optional<Player> drawOffer() {
    return Optional.ofNullable(drawOffer);
  }

  /**
   * Every action applied since the game was created, oldest first.
   *
   * @return the history
   */
  public List<ClassicAction> history() {
    return history.toList();
  }

  /**
   * Whether a player has placed its setup.
   *
   * @param player the player
   * @return true once that player's setup is placed
   */
  public boolean hasPlacedSetup(Player player) {
    return (player == Player.RED ? redSetup : blueSetup) != null;
  }

  /**
   * A player's placed setup: full information, for the referee and for game records.
   *
   * @param player the player
   * @return the setup, or empty before it is placed
   */
  public Optional<Setup> setup(Player player) {
    return Optional.ofNullable(player == Player.RED ? redSetup : blueSetup);
  }

  /**
   * The piece on a square: full information, for the referee. During setup only placed setups
   * are on the board.
   *
   * @param square the square
   * @return the piece, or empty
   */
  public Optional<Piece> pieceAt(Square square) {
    if (!ruleset.isOnBoard(square)) {
      return Optional.empty();
    }
    Position p = boardForViews();
    int code = p.pieceAt(p.index(square));
    return code == 0 ? Optional.empty()
        : Optional.of(new Piece(Player.of(Position.owner(code)), PieceType.values()[Position.type(code)]));
  }

  /**
   * A player's two-squares chain (C-5.2).
   *
   * @param player the player
   * @return the chain, empty during setup
   */
  public TwoSquaresChain chain(Player player) {
    return position == null ? TwoSquaresChain.EMPTY : TwoSquaresChain.of(position, player);
  }

  /**
   * A player's state as chaser under the more-squares rule (C-6).
   *
   * @param player the player
   * @return the state; {@link Chase#NONE} during setup or when the rule is off
   */
  public Chase chase(Player player) {
    return position == null ? Chase.NONE : Chase.of(position, player);
  }

  /**
   * A mutable copy of the kernel position for the fast path (bots, search). Changing it does not
   * change this state.
   *
   * @return a new position
   * @throws IllegalStateException during setup
   */
  public Position toPosition() {
    if (position == null) {
      throw new IllegalStateException("no position before both setups are placed");
    }
    return position.copy();
  }

  /** Whether play has started: both setups placed, so the board exists. */
  boolean hasBoard() {
    return position != null;
  }

  /** The board as the views see it: the real one, or during setup the setups placed so far. */
  Position boardForViews() {
    if (position != null) {
      return position;
    }
    Position p = new Position(ruleset);
    placeOnto(p, Player.RED, redSetup);
    placeOnto(p, Player.BLUE, blueSetup);
    return p;
  }

  private static void placeOnto(Position p, Player player, Setup setup) {
    if (setup == null) {
      return;
    }
    for (Setup.Placement pl : setup.placements()) {
      p.put(p.index(pl.square()), Position.code(player.ordinal(), pl.type().ordinal()), 0);
    }
  }

  // ---------------------------------------------------------------- legality

  /**
   * The moves of the player to move, in the documented order (see the class comment).
   *
   * @return the legal moves; empty during setup and once the game is over
   */
  public List<Move> legalMoves() {
    List<Move> l = legal;
    if (l == null) {
      l = computeLegalMoves();
      legal = l;
    }
    return l;
  }

  /**
   * The legal actions the game lists: {@link #legalMoves()} (see the class comment).
   *
   * @return the legal actions
   */
  public List<ClassicAction> legalActions() {
    return Collections.unmodifiableList(legalMoves());
  }

  private List<Move> computeLegalMoves() {
    if (phase != Phase.PLAY) {
      return List.of();
    }
    int[] buf = generated;
    int n;
    if (buf != null) {
      n = buf.length;
    } else {
      buf = new int[position.maxMoves()];
      n = position.generate(buf);
    }
    Player p = Player.of(position.toMove());
    Move[] moves = new Move[n];
    for (int i = 0; i < n; i++) {
      moves[i] = toMove(p, buf[i]);
    }
    return Collections.unmodifiableList(java.util.Arrays.asList(moves)); // no defensive copy: the array never escapes
  }

  /** The API form of a kernel move code. */
  private Move toMove(Player p, int code) {
    Move m = Move.of(p, position.square(Moves.from(code)), position.square(Moves.to(code)));
    if (!Moves.isRescue(code)) {
      return m;
    }
    Square at = position.square(position.rescueSquare(p.ordinal(), Moves.rescueSlot(code)));
    return Move.withRescue(p, m.from(), m.to(), new Rescue(PieceType.values()[Moves.rescueType(code)], at));
  }

  /**
   * The kernel code of a move whose squares are on the board, or -1 when its rescue square is not
   * in the mover's setup zone.
   */
  private int codeOf(Move m) {
    return position.codeOf(m);
  }

  /**
   * Why an action is illegal now, or empty when {@link #apply} would accept it. Never throws
   * for a non-null action.
   *
   * @param action the action
   * @return the reason, or empty
   */
  public Optional<IllegalReason> check(ClassicAction action) {
    return Optional.ofNullable(reason(action));
  }

  /**
   * Why an action sent by a player is illegal now, or empty when {@link #apply(Player, ClassicAction)}
   * would accept it. Use this, not {@link #check(ClassicAction)}, to answer a client: an action in the
   * other player's name is refused as {@link IllegalReason#NOT_YOUR_ACTION} before anything about
   * it is examined, so the answer never describes the other player's pieces (C-8).
   *
   * @param sender the player who sends the action
   * @param action the action
   * @return the reason, or empty
   */
  public Optional<IllegalReason> check(Player sender, ClassicAction action) {
    Objects.requireNonNull(sender, "sender");
    return action.player() != sender ? Optional.of(IllegalReason.NOT_YOUR_ACTION) : check(action);
  }

  /**
   * Applies an action sent by a player: {@link #apply(ClassicAction)} after refusing an action in the
   * other player's name (see {@link #check(Player, ClassicAction)}).
   *
   * @param sender the player who sends the action
   * @param action the action
   * @return the next state and the events
   * @throws IllegalActionException when {@link #check(Player, ClassicAction)} gives a reason
   * @throws InvalidSetupException for an invalid setup
   */
  public ClassicStep apply(Player sender, ClassicAction action) {
    Objects.requireNonNull(sender, "sender");
    if (action.player() != sender) {
      throw new IllegalActionException(IllegalReason.NOT_YOUR_ACTION, action);
    }
    return apply(action);
  }

  private IllegalReason reason(ClassicAction action) {
    Objects.requireNonNull(action, "action");
    if (phase == Phase.OVER) {
      return IllegalReason.GAME_OVER;
    }
    if (action instanceof Resign) {
      return null; // C-7.5: at any time
    }
    if (action instanceof PlaceSetup ps) {
      if (phase != Phase.SETUP) {
        return IllegalReason.WRONG_PHASE;
      }
      if (hasPlacedSetup(ps.player())) {
        return IllegalReason.SETUP_ALREADY_PLACED;
      }
      return ruleset.validate(ps.player(), ps.setup()).isEmpty() ? null : IllegalReason.INVALID_SETUP;
    }
    if (phase != Phase.PLAY) {
      return IllegalReason.WRONG_PHASE;
    }
    if (action instanceof OfferDraw) {
      return null;
    }
    if (action instanceof AcceptDraw a) {
      return drawOffer == a.player().opponent() ? null : IllegalReason.NO_DRAW_OFFER;
    }
    Move m = (Move) action;
    if (m.player().ordinal() != position.toMove()) {
      return IllegalReason.NOT_YOUR_TURN;
    }
    if (!ruleset.isOnBoard(m.from()) || !ruleset.isOnBoard(m.to())) {
      return IllegalReason.OFF_BOARD;
    }
    int code = codeOf(m);
    if (code < 0) {
      return ruleset.has(io.github.strategorules.core.rules.HouseRule.RESCUE) ? IllegalReason.BAD_RESCUE_SQUARE
          : IllegalReason.NO_RESCUE_RULE;
    }
    return position.reasonOf(position.toMove(), code);
  }

  // ---------------------------------------------------------------- applying

  /**
   * Applies an action: the next state and the events of the step. This state is unchanged.
   *
   * @param action the action
   * @return the next state and the events
   * @throws IllegalActionException when {@link #check} gives a reason (with the same reason)
   * @throws InvalidSetupException for a {@link PlaceSetup} whose setup is invalid, listing every problem
   */
  public ClassicStep apply(ClassicAction action) {
    IllegalReason why = reason(action);
    if (why == IllegalReason.INVALID_SETUP) {
      PlaceSetup ps = (PlaceSetup) action;
      throw new InvalidSetupException(ruleset.validate(ps.player(), ps.setup()));
    }
    if (why != null) {
      throw new IllegalActionException(why, action);
    }
    History<ClassicAction> h = history.plus(action);
    if (action instanceof Move m) {
      return applyMove(m, h);
    }
    if (action instanceof PlaceSetup ps) {
      return applySetup(ps, h);
    }
    if (action instanceof Resign r) {
      ClassicOutcome o = ClassicOutcome.win(r.player().opponent(), ClassicTermination.RESIGNATION);
      return new ClassicStep(new ClassicState(ruleset, Phase.OVER, position, redSetup, blueSetup, o, null, h),
          List.of(new ClassicEvent.Resigned(r.player()), new ClassicEvent.GameEnded(o)));
    }
    if (action instanceof OfferDraw d && drawOffer != d.player().opponent()) {
      return new ClassicStep(new ClassicState(ruleset, phase, position, redSetup, blueSetup, null, d.player(), h),
          List.of(new ClassicEvent.DrawOffered(d.player())));
    }
    // An AcceptDraw, or an offer answering the opponent's standing offer: both agree (C-7.5).
    ClassicOutcome o = ClassicOutcome.draw(ClassicTermination.AGREEMENT);
    return new ClassicStep(new ClassicState(ruleset, Phase.OVER, position, redSetup, blueSetup, o, null, h),
        List.of(new ClassicEvent.GameEnded(o)));
  }

  private ClassicStep applySetup(PlaceSetup ps, History<ClassicAction> h) {
    Setup red = ps.player() == Player.RED ? ps.setup() : redSetup;
    Setup blue = ps.player() == Player.BLUE ? ps.setup() : blueSetup;
    ClassicEvent placed = new ClassicEvent.SetupPlaced(ps.player());
    if (red == null || blue == null) {
      return new ClassicStep(new ClassicState(ruleset, Phase.SETUP, null, red, blue, null, null, h), List.of(placed));
    }
    Position p = new Position(ruleset);
    placeOnto(p, Player.RED, red);
    placeOnto(p, Player.BLUE, blue);
    List<ClassicEvent> events = new ArrayList<>(3);
    events.add(placed);
    events.add(new ClassicEvent.PlayStarted(ruleset.firstPlayer()));
    int status = p.status();
    ClassicOutcome o = status == Status.ONGOING ? null : ClassicOutcome.ofStatus(status);
    if (o != null) {
      events.add(new ClassicEvent.GameEnded(o)); // e.g. a free setup with no movable piece (C-7.2)
    }
    return new ClassicStep(new ClassicState(ruleset, o == null ? Phase.PLAY : Phase.OVER, p, red, blue, o, null, h), events);
  }

  private ClassicStep applyMove(Move m, History<ClassicAction> h) {
    Position p = position.copy();
    int from = p.index(m.from());
    int to = p.index(m.to());
    int attacker = p.pieceAt(from);
    int defender = p.pieceAt(to);
    int result = p.make(codeOf(m));
    List<ClassicEvent> events = new ArrayList<>(4);
    if (result == Position.NO_BATTLE) {
      events.add(new ClassicEvent.PieceMoved(m.player(), m.from(), m.to()));
    } else {
      PieceType at = PieceType.values()[Position.type(attacker)];
      PieceType dt = PieceType.values()[Position.type(defender)];
      BattleResult br = BattleResult.values()[result - 1];
      events.add(new ClassicEvent.Battle(m.player(), m.from(), m.to(), at, Optional.of(dt), br));
      if (br != BattleResult.ATTACKER_WINS) {
        events.add(new ClassicEvent.PieceCaptured(new Piece(m.player(), at), m.from()));
      }
      if (br != BattleResult.DEFENDER_WINS) {
        events.add(new ClassicEvent.PieceCaptured(new Piece(m.player().opponent(), dt), m.to()));
      }
    }
    if (m.rescue().isPresent() && (result == Position.NO_BATTLE || result == Position.ATTACKER_WINS)) {
      Rescue r = m.rescue().get();
      events.add(new ClassicEvent.Rescued(new Piece(m.player(), r.type()), r.square(), m.to())); // V-1.2
    }
    // Generate the next player's moves once: for the end-of-game test and the next legalMoves().
    int[] buf = scratch(p.maxMoves());
    int n = p.generate(buf);
    int status = p.statusAfterGenerate(n);
    ClassicOutcome o = status == Status.ONGOING ? null : ClassicOutcome.ofStatus(status);
    if (o != null) {
      events.add(new ClassicEvent.GameEnded(o));
    }
    // A move by the offerer's opponent declines a standing draw offer (C-7.5).
    Player offer = drawOffer == m.player() ? drawOffer : null;
    return new ClassicStep(new ClassicState(ruleset, o == null ? Phase.PLAY : Phase.OVER, p, redSetup, blueSetup, o,
        o == null ? offer : null, h, o == null ? java.util.Arrays.copyOf(buf, n) : null), events);
  }

  /** A per-thread generation buffer, so that apply allocates only the moves it keeps. */
  private static final ThreadLocal<int[][]> SCRATCH = ThreadLocal.withInitial(() -> new int[1][512]);

  private static int[] scratch(int length) {
    int[][] holder = SCRATCH.get();
    if (holder[0].length < length) {
      holder[0] = new int[length];
    }
    return holder[0];
  }

  // ---------------------------------------------------------------- views

  /**
   * What one player may see (C-8): an independent snapshot that shares nothing with this state.
   *
   * @param player the player
   * @return the view
   */
  public PlayerView viewFor(Player player) {
    return PlayerView.of(this, Objects.requireNonNull(player, "player"));
  }

  /**
   * What a spectator may see: the public facts of C-8, no piece type that has not been revealed.
   *
   * @return the view
   */
  public PlayerView publicView() {
    return PlayerView.of(this, null);
  }

  /**
   * The full board as text, every piece shown: for the referee's eyes and debugging only.
   *
   * @param numbering how to print ranks
   * @return the diagram
   */
  public String fullDiagram(RankNumbering numbering) {
    return PlayerView.diagram(this, numbering);
  }

  /** A summary with no piece in it, so that logging a state leaks nothing. */
  @Override
  public String toString() {
    return "ClassicState[" + ruleset.spec() + ", " + phase + ", ply " + ply()
        + toMove().map(p -> ", " + p + " to move").orElse("")
        + outcome().map(o -> ", " + o).orElse("") + "]";
  }
}
