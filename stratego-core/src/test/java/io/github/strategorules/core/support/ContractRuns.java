package io.github.strategorules.core.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.AcceptDraw;
import io.github.strategorules.core.ClassicAction;
import io.github.strategorules.core.ClassicEvent;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.FinishSetup;
import io.github.strategorules.core.IllegalActionException;
import io.github.strategorules.core.IllegalReason;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.OfferDraw;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.PlacePiece;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Rescue;
import io.github.strategorules.core.Resign;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.DrawAcceptance;
import io.github.strategorules.core.game.DrawOffer;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random classic games played through the game-neutral contract alone, setup included (random
 * placements, the occasional draw offer, acceptance or resignation by either seat), with the
 * contract's invariants checked at every step: every listed action is accepted by {@code check}
 * and every action {@code check} accepts is listed (against random candidates of every kind),
 * {@code apply} never changes the state it is called on, every action's text reads back to it,
 * each view's move log is what its seat received as events, and the game's record replays to the
 * same game.
 */
public final class ContractRuns {
  private static final List<Seat> SEATS = List.of(Seat.RED, Seat.BLUE);

  private ContractRuns() {}

  /** An action of another game. */
  private record Foreign(Seat seat) implements Action {
    @Override
    public String notation() {
      return seat + " wave";
    }
  }

  /**
   * A classic-family ruleset drawn from the core options: two-squares limit, C-6 and C-7.4 on or
   * off, random house rules and, one time in four, a free setup.
   *
   * @param random the source
   * @return the ruleset
   */
  public static Ruleset ruleset(SplittableRandom random) {
    Ruleset.Builder b = Ruleset.classic().toBuilder().twoSquaresLimit(random.nextBoolean() ? 3 : 5)
        .gravonEndings(random.nextBoolean()).moreSquares(random.nextInt(4) != 0);
    for (HouseRule h : HouseRule.values()) {
      b.houseRule(h, random.nextInt(4) == 0);
    }
    boolean free = random.nextInt(4) == 0;
    try {
      return b.freeSetup(free).build();
    } catch (IllegalArgumentException e) {
      return b.freeSetup(false).build(); // a toggle that excludes free setups (the rescue)
    }
  }

  /**
   * Plays one random game of a ruleset through the contract, found by its spec in the registry,
   * and checks the invariants at every step.
   *
   * @param ruleset the rules
   * @param seed the seed
   * @param maxPlies the moves after which the game is stopped if not over
   */
  public static void check(Ruleset ruleset, long seed, int maxPlies) {
    SplittableRandom random = new SplittableRandom(seed);
    Game game = Games.parse(ruleset.spec());
    assertThat(game).isEqualTo(ruleset);
    GameState s = game.newGame(seed);
    // The move logs the views must show: every seat's moves, battles and rescues as it received them.
    List<List<ClassicEvent>> logs = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    int steps = 0;
    while (s.outcome().isEmpty() && ((ClassicState) s).ply() < maxPlies && steps++ < 5000) {
      checkListing(s, random);
      Seat[] seat = new Seat[1];
      Action a = choose(s, random, seat);
      String record = s.record();
      var views = List.of(s.viewFor(Seat.RED), s.viewFor(Seat.BLUE), s.publicView());
      Step step = s.apply(seat[0], a);
      assertThat(s.record()).isEqualTo(record); // apply never changes the state
      assertThat(List.of(s.viewFor(Seat.RED), s.viewFor(Seat.BLUE), s.publicView())).isEqualTo(views);
      assertThat(game.parseAction(a.notation())).isEqualTo(a);
      logged(step.eventsFor(Seat.RED), logs.get(0));
      logged(step.eventsFor(Seat.BLUE), logs.get(1));
      logged(step.publicEvents(), logs.get(2));
      if (s.phase() == Phase.SETUP && step.state().phase() == Phase.PLAY) {
        checkRecordRoundTrip(step.state()); // the game right after its setup
      }
      s = step.state();
      ClassicState c = (ClassicState) s;
      assertThat(c.viewFor(Player.RED).moveLog()).isEqualTo(logs.get(0));
      assertThat(c.viewFor(Player.BLUE).moveLog()).isEqualTo(logs.get(1));
      assertThat(c.publicView().moveLog()).isEqualTo(logs.get(2));
    }
    checkListing(s, random);
    checkRecordRoundTrip(s);
  }

  /** Appends the events a move log holds: moves, battles and rescues. */
  private static void logged(List<? extends Event> events, List<ClassicEvent> log) {
    for (Event e : events) {
      if (e instanceof ClassicEvent.PieceMoved || e instanceof ClassicEvent.Battle || e instanceof ClassicEvent.Rescued) {
        log.add((ClassicEvent) e);
      }
    }
  }

  private static Action choose(GameState s, SplittableRandom random, Seat[] seat) {
    int r = random.nextInt(1000);
    if (r < 2 || r < 25 && s.phase() == Phase.PLAY) {
      // Either seat, whose turn it is or not: a resignation, or a draw offer or acceptance.
      seat[0] = SEATS.get(random.nextInt(2));
      List<Action> other = new ArrayList<>();
      for (Action a : s.legalActions(seat[0])) {
        if (r < 2 ? a instanceof Resignation : a instanceof DrawOffer || a instanceof DrawAcceptance) {
          other.add(a);
        }
      }
      if (!other.isEmpty()) {
        return other.get(random.nextInt(other.size()));
      }
    }
    List<Seat> deciding = s.toDecide();
    seat[0] = deciding.get(random.nextInt(deciding.size()));
    List<Action> decisions = new ArrayList<>();
    Action finish = null;
    for (Action a : s.legalActions(seat[0])) {
      if (a instanceof FinishSetup) {
        finish = a;
      } else if (a instanceof PlacePiece || a instanceof Move) {
        decisions.add(a);
      }
    }
    if (finish != null && (decisions.isEmpty() || random.nextInt(15) == 0)) {
      return finish;
    }
    return decisions.get(random.nextInt(decisions.size()));
  }

  /** Legal exactly when listed, for both seats, against random candidates of every kind. */
  private static void checkListing(GameState s, SplittableRandom random) {
    ClassicState c = (ClassicState) s;
    List<Action> deciding = new ArrayList<>();
    for (Seat seat : SEATS) {
      List<? extends Action> legal = s.legalActions(seat);
      Set<Action> set = new HashSet<>(legal);
      assertThat(set).hasSize(legal.size());
      if (s.toDecide().contains(seat)) {
        deciding.addAll(legal);
      }
      if (s.outcome().isPresent()) {
        assertThat(legal).isEmpty();
      } else {
        assertThat(legal.get(legal.size() - 1)).isEqualTo(s.resignation(seat));
      }
      for (Action a : legal) {
        assertThat(a.seat()).isEqualTo(seat);
        assertThat(s.check(seat, a)).as("%s", a).isEmpty();
      }
      for (int i = 0; i < 40; i++) {
        ClassicAction a = candidate(c, random, legal);
        boolean accepted = s.check(seat, a).isEmpty();
        assertThat(accepted).as("%s by %s in %s", a.notation(), seat, s).isEqualTo(a.seat() == seat && set.contains(a));
        if (!accepted && i == 0) {
          IllegalReason why = (IllegalReason) s.check(seat, a).orElseThrow();
          assertThatThrownBy(() -> s.apply(seat, a)).isInstanceOfSatisfying(IllegalActionException.class,
              e -> assertThat(e.reason()).isEqualTo(why));
        }
      }
      assertThat(s.check(seat, new Foreign(seat)).orElseThrow()).isEqualTo(IllegalReason.FOREIGN_ACTION);
    }
    assertThat(s.legalActions()).isEqualTo(deciding);
  }

  /** A random action of any kind, for either player: mostly illegal, sometimes a listed one. */
  private static ClassicAction candidate(ClassicState s, SplittableRandom random, List<? extends Action> legal) {
    Ruleset r = s.ruleset();
    Player p = Player.of(random.nextInt(2));
    Square a = Square.of(random.nextInt(r.width() + 1), random.nextInt(r.height() + 1));
    Square b = Square.of(random.nextInt(r.width() + 1), random.nextInt(r.height() + 1));
    PieceType t = PieceType.values()[random.nextInt(PieceType.values().length)];
    return switch (random.nextInt(9)) {
      case 0 -> new PlacePiece(p, a, t);
      case 1 -> Move.of(p, a, b);
      case 2 -> Move.withRescue(p, a, b, new Rescue(t, b));
      case 3 -> new FinishSetup(p);
      case 4 -> new Resign(p);
      case 5 -> new OfferDraw(p);
      case 6 -> new AcceptDraw(p);
      default -> legal.isEmpty() ? new Resign(p) : (ClassicAction) legal.get(random.nextInt(legal.size()));
    };
  }

  /** The record replays to a game with the same record and the same views. */
  private static void checkRecordRoundTrip(GameState s) {
    RecordReplay replay = Games.replay(s.record());
    assertThat(replay.firstIllegal()).isEmpty();
    GameState back = replay.finalState();
    assertThat(back.record()).isEqualTo(s.record());
    assertThat(back.viewFor(Seat.RED)).isEqualTo(s.viewFor(Seat.RED));
    assertThat(back.viewFor(Seat.BLUE)).isEqualTo(s.viewFor(Seat.BLUE));
    assertThat(back.publicView()).isEqualTo(s.publicView());
  }

  /**
   * Two games of a ruleset that differ only in RED's secret placements, played in the same order
   * of turns: BLUE's view, events and legal actions and the spectator's are the same at every
   * step (C-2.3). In a free setup the squares are public, so there only the types differ.
   *
   * @param ruleset the rules
   * @param seed the seed
   */
  public static void checkSecretSetups(Ruleset ruleset, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Setup blue = Setup.random(ruleset, Player.BLUE, random);
    Setup redA = Setup.random(ruleset, Player.RED, random);
    Setup redB;
    if (ruleset.freeSetup()) {
      List<Setup.Placement> list = new ArrayList<>();
      for (Setup.Placement x : redA.placements()) {
        list.add(new Setup.Placement(x.square(), PieceType.values()[random.nextInt(PieceType.values().length)]));
      }
      redB = Setup.of(list);
    } else {
      redB = Setup.random(ruleset, Player.RED, random);
    }
    GameState a = ruleset.newGame(seed);
    GameState b = ruleset.newGame(seed);
    int red = 0;
    int bl = 0;
    while (red < redA.placements().size() || bl < blue.placements().size()) {
      boolean redTurn = bl == blue.placements().size() || red < redA.placements().size() && random.nextBoolean();
      Step sa;
      Step sb;
      if (redTurn) {
        Setup.Placement xa = redA.placements().get(red);
        Setup.Placement xb = redB.placements().get(red++);
        sa = a.apply(Seat.RED, new PlacePiece(Player.RED, xa.square(), xa.type()));
        sb = b.apply(Seat.RED, new PlacePiece(Player.RED, xb.square(), xb.type()));
      } else {
        Setup.Placement x = blue.placements().get(bl++);
        sa = a.apply(Seat.BLUE, new PlacePiece(Player.BLUE, x.square(), x.type()));
        sb = b.apply(Seat.BLUE, new PlacePiece(Player.BLUE, x.square(), x.type()));
      }
      assertThat(sa.eventsFor(Seat.BLUE)).isEqualTo(sb.eventsFor(Seat.BLUE));
      assertThat(sa.publicEvents()).isEqualTo(sb.publicEvents());
      a = sa.state();
      b = sb.state();
      if (a.phase() != Phase.SETUP) {
        break; // play shows where pieces stand (C-8): the setups may differ there
      }
      assertThat(a.viewFor(Seat.BLUE)).isEqualTo(b.viewFor(Seat.BLUE));
      assertThat(a.viewFor(Seat.BLUE).toString()).isEqualTo(b.viewFor(Seat.BLUE).toString());
      assertThat(a.publicView()).isEqualTo(b.publicView());
      assertThat(a.legalActions(Seat.BLUE)).isEqualTo(b.legalActions(Seat.BLUE));
      assertThat(a.toDecide()).isEqualTo(b.toDecide());
      assertThat(a.toString()).isEqualTo(b.toString());
    }
  }
}
