package io.github.strategorules.testkit.contract;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Grid;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.TableAction;
import io.github.strategorules.core.game.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The conformance suite for a game of any module, this repository's or another's: what every
 * client of the contract relies on, checked over seeded random games of one spec. A game that
 * passes it is found by the registry, played by the command-line tool, the web server and the
 * research layer's random bot, and, with the JSON checks of {@code stratego-json} added, written
 * and read as JSON and served by the engine protocol, with no edit to any of them.
 *
 * <pre>{@code
 * @Test
 * void myGameConforms() {
 *   Conformance.of("my-game")
 *       .also("json", JsonConformance::checkState)          // stratego-json, on the test path
 *       .alsoSteps("json events", JsonConformance::checkStep)
 *       .also("protocol", JsonConformance::checkProtocol)
 *       .checkAll();
 * }
 * }</pre>
 *
 * <p>What it checks: the registry finds the game by its spec and its records by their header
 * ({@link #registry()}); in every state of the games played ({@link #playedGames()}), each seat's
 * {@link GameState#decisions decisions} are its legal actions without the {@link TableAction}s,
 * present exactly for the deciding seats, accepted by {@code check} in the seat's name only and
 * read back from their notation; each seat's view and the spectator's are theirs and agree with
 * the state (phase, deciding seats, outcome), and their {@link Grid} is well formed, the same when
 * asked twice, and shows no piece type to the spectator that a seat does not see; applying an
 * action changes no state; the record replays to the same record and outcome. The added checks
 * run on every fifth state and on the last, and on every step. The properties of
 * {@link ContractKit} (shrinking, hidden-fact twins) complement it for the games of this
 * repository.
 *
 * <p>An immutable value: each setting returns a new suite.
 */
public final class Conformance {
  /** How often (in states) the costlier checks run: record replays and the added checks. */
  private static final int SAMPLE_EVERY = 5;

  private final String spec;
  private final int games;
  private final int maxActions;
  private final List<Named<GameState>> stateChecks;
  private final List<Named<Step>> stepChecks;

  private record Named<T>(String name, Consumer<T> check) {}

  private Conformance(String spec, int games, int maxActions, List<Named<GameState>> stateChecks,
      List<Named<Step>> stepChecks) {
    this.spec = spec;
    this.games = games;
    this.maxActions = maxActions;
    this.stateChecks = List.copyOf(stateChecks);
    this.stepChecks = List.copyOf(stepChecks);
  }

  /**
   * The suite for a spec: 6 games of at most 300 actions each.
   *
   * @param spec the spec the registry reads, such as {@code my-game} or {@code my-game(size=5)}
   * @return the suite
   */
  public static Conformance of(String spec) {
    return new Conformance(Objects.requireNonNull(spec, "spec"), 6, 300, List.of(), List.of());
  }

  /**
   * The number of seeded games played (seeds 1 to n).
   *
   * @param n at least 1
   * @return the suite
   */
  public Conformance games(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("at least one game");
    }
    return new Conformance(spec, n, maxActions, stateChecks, stepChecks);
  }

  /**
   * The most actions played per game; a game still going on is checked as far as it got.
   *
   * @param n at least 1
   * @return the suite
   */
  public Conformance maxActions(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("at least one action");
    }
    return new Conformance(spec, games, n, stateChecks, stepChecks);
  }

  /**
   * Adds a check run on sampled states of the games played, such as the JSON checks of
   * {@code stratego-json} ({@code JsonConformance::checkState}).
   *
   * @param name the check's name, for failures
   * @param check throws an {@link AssertionError} when a state fails it
   * @return the suite
   */
  public Conformance also(String name, Consumer<GameState> check) {
    List<Named<GameState>> more = new ArrayList<>(stateChecks);
    more.add(new Named<>(name, check));
    return new Conformance(spec, games, maxActions, more, stepChecks);
  }

  /**
   * Adds a check run on every step of the games played, such as {@code JsonConformance::checkStep}.
   *
   * @param name the check's name, for failures
   * @param check throws an {@link AssertionError} when a step fails it
   * @return the suite
   */
  public Conformance alsoSteps(String name, Consumer<Step> check) {
    List<Named<Step>> more = new ArrayList<>(stepChecks);
    more.add(new Named<>(name, check));
    return new Conformance(spec, games, maxActions, stateChecks, more);
  }

  /** Runs every check: {@link #registry()}, then {@link #playedGames()}. */
  public void checkAll() {
    registry();
    playedGames();
  }

  /**
   * The registry finds the game by its spec, lists its name, reads its canonical spec back to an
   * equal game, and finds the game of one of its records.
   */
  public void registry() {
    Game game = Games.parse(spec);
    String name = game.spec().contains("(") ? game.spec().substring(0, game.spec().indexOf('(')) : game.spec();
    require(Games.names().contains(name), "Games.names() lists " + name + ": " + Games.names());
    require(Games.parse(game.spec()).equals(game), "the canonical spec " + game.spec() + " reads back to an equal game");
    int n = game.seats().size();
    require(n >= 2 && n <= 4 && game.seats().equals(List.of(Seat.values()).subList(0, n)),
        "the seats are the first 2 to 4 seats in order: " + game.seats());
    require(!game.family().isBlank(), "the game names its family");
    GameState start = game.newGame(1);
    Game ofRecord = Games.gameOfRecord(start.record());
    require(ofRecord.family().equals(game.family()) && ofRecord.seats().equals(game.seats()),
        "Games.gameOfRecord finds the game of a new game's record: " + ofRecord.spec());
    require(start.phase() != Phase.OVER && !start.toDecide().isEmpty(), "a new game waits for a decision");
  }

  /** Plays the seeded games and checks every state and step on the way. */
  public void playedGames() {
    Game game = Games.parse(spec);
    for (int seed = 1; seed <= games; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GameState state = game.newGame(seed);
      int played = 0;
      while (true) {
        String at = spec + ", seed " + seed + ", after " + played + " actions";
        boolean sampled = played % SAMPLE_EVERY == 0 || state.outcome().isPresent() || played == maxActions;
        checkState(state, at, sampled);
        if (state.outcome().isPresent() || played == maxActions) {
          break;
        }
        Seat seat = state.toDecide().get(random.nextInt(state.toDecide().size()));
        Action action = choose(state, seat, random);
        String before = state.record();
        Step step = state.apply(seat, action);
        require(state.record().equals(before), at + ": applying " + action.notation() + " changed the state");
        for (Named<Step> c : stepChecks) {
          run(c.name(), at + ", step " + action.notation(), () -> c.check().accept(step));
        }
        state = step.state();
        played++;
      }
    }
  }

  /** Mostly a decision; rarely a table action, so that draws and resignations are played too. */
  private static Action choose(GameState state, Seat seat, SplittableRandom random) {
    List<Action> decisions = state.decisions(seat);
    List<? extends Action> legal = state.legalActions(seat);
    if (decisions.isEmpty() || random.nextInt(40) == 0) {
      List<Action> table = legal.stream().filter(TableAction.class::isInstance).map(a -> (Action) a).toList();
      // a resignation ends the game: offer and accept draws more often than resign
      List<Action> soft = table.stream().filter(a -> !(a instanceof Resignation)).toList();
      if (!soft.isEmpty() && (decisions.isEmpty() || random.nextInt(4) != 0)) {
        return soft.get(random.nextInt(soft.size()));
      }
      if (decisions.isEmpty()) {
        return table.get(random.nextInt(table.size()));
      }
      return state.resignation(seat);
    }
    return decisions.get(random.nextInt(decisions.size()));
  }

  private void checkState(GameState state, String at, boolean sampled) {
    Game game = state.game();
    boolean over = state.outcome().isPresent();
    require(over == (state.phase() == Phase.OVER), at + ": the phase is OVER exactly when there is an outcome");
    if (over) {
      require(state.toDecide().isEmpty(), at + ": nobody decides once the game is over");
    }
    Optional<Grid> publicGrid = Optional.of(state.publicView()).map(View::grid);
    for (Seat seat : game.seats()) {
      decisions(state, seat, at);
      View v = state.viewFor(seat);
      view(state, v, Optional.of(seat), at);
      noLeakToSpectator(publicGrid.orElseThrow(), v.grid(), seat, at);
    }
    view(state, state.publicView(), Optional.empty(), at);
    if (sampled) {
      RecordReplay replay = game.replay(state.record());
      require(replay.isLegal(), at + ": the record replays with every action legal: " + replay.firstIllegal());
      require(replay.finalState().record().equals(state.record()), at + ": the record replays to the same record");
      require(replay.finalState().outcome().equals(state.outcome()), at + ": the record replays to the same outcome");
      for (Named<GameState> c : stateChecks) {
        run(c.name(), at, () -> c.check().accept(state));
      }
    }
  }

  private static void decisions(GameState state, Seat seat, String at) {
    List<? extends Action> legal = state.legalActions(seat);
    List<Action> decisions = state.decisions(seat);
    List<Action> expected = legal.stream().filter(a -> !(a instanceof TableAction)).map(a -> (Action) a).toList();
    require(decisions.equals(expected), at + ": " + seat + "'s decisions are its legal actions without the table actions");
    boolean deciding = state.toDecide().contains(seat);
    require(deciding == !decisions.isEmpty(), at + ": " + seat + (deciding ? " decides but has no decision"
        : " has decisions but is not among the deciding seats " + state.toDecide()));
    if (state.outcome().isPresent()) {
      require(legal.isEmpty(), at + ": no legal action once the game is over");
    }
    for (Action a : legal) {
      require(a.seat() == seat, at + ": " + a.notation() + " is listed for " + seat);
      require(state.check(seat, a).isEmpty(), at + ": " + a.notation() + " is listed but refused: " + state.check(seat, a));
      require(state.game().parseAction(a.notation()).equals(a), at + ": " + a.notation() + " reads back from its notation");
      for (Seat other : state.game().seats()) {
        if (other != seat) {
          require(state.check(other, a).isPresent(), at + ": " + a.notation() + " is accepted from " + other);
        }
      }
    }
  }

  private static void view(GameState state, View v, Optional<Seat> seat, String at) {
    String who = seat.map(Seat::name).orElse("the spectator");
    require(v.seat().equals(seat), at + ": the view of " + who + " says whose it is");
    require(v.game().family().equals(state.game().family()) && v.game().seats().equals(state.game().seats()),
        at + ": the view of " + who + " is of the game");
    require(v.phase() == state.phase(), at + ": the view of " + who + " has the state's phase");
    require(v.toDecide().equals(state.toDecide()), at + ": the view of " + who + " has the deciding seats");
    require(v.outcome().equals(state.outcome()), at + ": the view of " + who + " has the outcome");
    Grid g = v.grid();
    require(g.equals(v.grid()), at + ": the grid of " + who + " is the same when asked twice");
    Square previous = null;
    for (Grid.Cell c : g.cells()) {
      Square s = c.square();
      require(s.x() < g.files() && s.y() < g.ranks(), at + ": " + s + " lies within the grid of " + who);
      require(previous == null || previous.compareTo(s) < 0, at + ": the cells of " + who + " are in order, rank 1 first");
      require(!c.terrain().isBlank(), at + ": " + s + " has a terrain");
      c.piece().ifPresent(p -> require(state.game().seats().contains(p.owner()),
          at + ": the piece on " + s + " belongs to a seat of the game"));
      previous = s;
    }
  }

  /** A spectator sees no piece type that a seat of the game does not see there too. */
  private static void noLeakToSpectator(Grid spectator, Grid seatGrid, Seat seat, String at) {
    for (Grid.Cell c : spectator.cells()) {
      Optional<String> type = c.piece().flatMap(Grid.Piece::type);
      if (type.isPresent()) {
        Optional<String> seen = seatGrid.cell(c.square()).flatMap(Grid.Cell::piece).flatMap(Grid.Piece::type);
        require(seen.equals(type), at + ": the spectator sees the type on " + c.square() + " that " + seat + " does not");
      }
    }
  }

  private static void run(String name, String at, Runnable check) {
    try {
      check.run();
    } catch (AssertionError e) {
      throw new AssertionError(at + ": " + name + ": " + e.getMessage(), e);
    }
  }

  private static void require(boolean ok, String what) {
    if (!ok) {
      throw new AssertionError(what);
    }
  }
}
