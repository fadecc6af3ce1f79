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
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The conformance suite for a game of any module, this repository's or another's: what every client
 * of the contract relies on, checked over seeded random games of one spec. A game that passes it is
 * found by the registry, played by the command-line tool, the web server and the research layer's
 * random bot, and, with the JSON checks of {@code stratego-json} and the protocol check of {@code
 * stratego-engine} added, written and read as JSON and served by the engine protocol, with no edit
 * to any of them.
 *
 * <pre>{@code
 * @Test
 * void myGameConforms() {
 *   Conformance.of("my-game")
 *       .also("json", JsonConformance::checkState)          // stratego-json, on the test path
 *       .alsoSteps("json events", JsonConformance::checkStep)
 *       .also("protocol", ProtocolConformance::checkProtocol) // stratego-engine
 *       .checkAll();
 * }
 * }</pre>
 *
 * <p>What it checks: the registry finds the game by its spec and its records by their header
 * ({@link #registry()}); in every state of the games played ({@link #playedGames()}), each seat's
 * {@link GameState#decisions decisions} are its legal actions without the {@link TableAction}s,
 * present exactly for the deciding seats, accepted by {@code check} in the seat's name only and
 * read back from their notation; each seat's view and the spectator's are theirs and agree with the
 * state (phase, deciding seats, outcome), and their {@link Grid} is well formed, the same when
 * asked twice, and shows no piece type to the spectator that a seat does not see; a piece a grid
 * marks revealed shows the same type in every grid, and the spectator sees types only on revealed
 * pieces; applying an action changes no state; the record replays to the same record and outcome.
 * With the game's {@link #hiddenFacts twins}, facts hidden from a seat stay hidden from it: the
 * only check that catches a seat's view showing another seat's secret. The added checks run on
 * every fifth state and on the last, and on every step. The properties of {@link ContractKit}
 * (shrinking, hidden-fact twins) complement it for the games of this repository.
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
  private final Optional<Game> built;
  private final Optional<HiddenFactTwins> twins;

  private record Named<T>(String name, Consumer<T> check) {}

  private Conformance(
      String spec,
      int games,
      int maxActions,
      List<Named<GameState>> stateChecks,
      List<Named<Step>> stepChecks,
      Optional<Game> built,
      Optional<HiddenFactTwins> twins) {
    this.spec = spec;
    this.games = games;
    this.maxActions = maxActions;
    this.stateChecks = List.copyOf(stateChecks);
    this.stepChecks = List.copyOf(stepChecks);
    this.built = built;
    this.twins = twins;
  }

  /**
   * The suite for a spec: 6 games of at most 300 actions each.
   *
   * @param spec the spec the registry reads, such as {@code my-game} or {@code my-game(size=5)}
   * @return the suite
   */
  public static Conformance of(String spec) {
    return new Conformance(
        Objects.requireNonNull(spec, "spec"),
        6,
        300,
        List.of(),
        List.of(),
        Optional.empty(),
        Optional.empty());
  }

  /**
   * The suite for a game that the registry does not know, such as a variant built by a test (a
   * deliberately faulty one, to show that the suite catches the fault): {@link #registry()} is
   * checked against its spec and fails unless the registry serves an equal game; {@link
   * #playedGames()} plays this game itself.
   *
   * @param game the game
   * @return the suite
   */
  public static Conformance of(Game game) {
    return new Conformance(
        game.spec(), 6, 300, List.of(), List.of(), Optional.of(game), Optional.empty());
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
    return new Conformance(spec, n, maxActions, stateChecks, stepChecks, built, twins);
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
    return new Conformance(spec, games, n, stateChecks, stepChecks, built, twins);
  }

  /**
   * Adds a check run on sampled states of the games played, such as the JSON checks of {@code
   * stratego-json} ({@code JsonConformance::checkState}).
   *
   * @param name the check's name, for failures
   * @param check throws an {@link AssertionError} when a state fails it
   * @return the suite
   */
  public Conformance also(String name, Consumer<GameState> check) {
    List<Named<GameState>> more = new ArrayList<>(stateChecks);
    more.add(new Named<>(name, check));
    return new Conformance(spec, games, maxActions, more, stepChecks, built, twins);
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
    return new Conformance(spec, games, maxActions, stateChecks, more, built, twins);
  }

  /**
   * Adds the check that facts hidden from a seat stay hidden from it, which only the game's author
   * can state: after each game played, for each seat, the twins give a game that differs from it
   * only in facts hidden from that seat (the other seats' secrets it never saw), and the seat's
   * views (their grids and text forms too), legal actions and events, and the spectator's views and
   * events, must be the same in both at every step. A twin may stop before the step that would show
   * the changed facts (a fight that shows the values): it is compared over its own actions. Without
   * it the suite only checks that a spectator sees no type that a seat does not, so a seat's view
   * that showed another seat's secret would pass.
   *
   * @param t the game's twins ({@link HiddenFactTwins})
   * @return the suite
   */
  public Conformance hiddenFacts(HiddenFactTwins t) {
    return new Conformance(
        spec,
        games,
        maxActions,
        stateChecks,
        stepChecks,
        built,
        Optional.of(Objects.requireNonNull(t, "twins")));
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
    built.ifPresent(
        b -> require(game.equals(b), "the registry serves the game checked for its spec " + spec));
    String name =
        game.spec().contains("(")
            ? game.spec().substring(0, game.spec().indexOf('('))
            : game.spec();
    require(Games.names().contains(name), "Games.names() lists " + name + ": " + Games.names());
    require(
        Games.parse(game.spec()).equals(game),
        "the canonical spec " + game.spec() + " reads back to an equal game");
    int n = game.seats().size();
    require(
        n >= 2 && n <= 4 && game.seats().equals(List.of(Seat.values()).subList(0, n)),
        "the seats are the first 2 to 4 seats in order: " + game.seats());
    require(!game.family().isBlank(), "the game names its family");
    GameState start = game.newGame(1);
    Game ofRecord = Games.gameOfRecord(start.record());
    require(
        ofRecord.family().equals(game.family()) && ofRecord.seats().equals(game.seats()),
        "Games.gameOfRecord finds the game of a new game's record: " + ofRecord.spec());
    require(
        start.phase() != Phase.OVER && !start.toDecide().isEmpty(),
        "a new game waits for a decision");
  }

  /** Plays the seeded games and checks every state and step on the way. */
  public void playedGames() {
    Game game = built.orElseGet(() -> Games.parse(spec));
    for (int seed = 1; seed <= games; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GameState state = game.newGame(seed);
      GameState start = state;
      List<Action> actions = new ArrayList<>();
      int played = 0;
      while (true) {
        String at = spec + ", seed " + seed + ", after " + played + " actions";
        boolean sampled =
            played % SAMPLE_EVERY == 0 || state.outcome().isPresent() || played == maxActions;
        checkState(state, at, sampled);
        if (state.outcome().isPresent() || played == maxActions) {
          break;
        }
        Seat seat = state.toDecide().get(random.nextInt(state.toDecide().size()));
        Action action = choose(state, seat, random);
        String before = state.record();
        Step step = state.apply(seat, action);
        require(
            state.record().equals(before),
            at + ": applying " + action.notation() + " changed the state");
        for (Named<Step> c : stepChecks) {
          run(c.name(), at + ", step " + action.notation(), () -> c.check().accept(step));
        }
        state = step.state();
        actions.add(action);
        played++;
      }
      if (twins.isPresent()) {
        hiddenFactsStayHidden(
            ChoiceGames.replay(start, actions), twins.get(), random, spec + ", seed " + seed);
      }
    }
  }

  /** Mostly a decision; rarely a table action, so that draws and resignations are played too. */
  private static Action choose(GameState state, Seat seat, SplittableRandom random) {
    List<Action> decisions = state.decisions(seat);
    List<? extends Action> legal = state.legalActions(seat);
    if (decisions.isEmpty() || random.nextInt(40) == 0) {
      List<Action> table =
          legal.stream().filter(TableAction.class::isInstance).map(a -> (Action) a).toList();
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
    require(
        over == (state.phase() == Phase.OVER),
        at + ": the phase is OVER exactly when there is an outcome");
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
    revealedMeansKnownToAll(state, at);
    if (sampled) {
      RecordReplay<GameState, RecordReplay.Refused> replay = game.replay(state.record());
      require(
          replay.isLegal(),
          at + ": the record replays with every action legal: " + replay.firstIllegal());
      require(
          replay.finalState().record().equals(state.record()),
          at + ": the record replays to the same record");
      require(
          replay.finalState().outcome().equals(state.outcome()),
          at + ": the record replays to the same outcome");
      for (Named<GameState> c : stateChecks) {
        run(c.name(), at, () -> c.check().accept(state));
      }
    }
  }

  private static void decisions(GameState state, Seat seat, String at) {
    List<? extends Action> legal = state.legalActions(seat);
    List<Action> decisions = state.decisions(seat);
    List<Action> expected =
        GameState.decisionsAmong(legal); // the one filter, for a game that overrides decisions
    require(
        decisions.equals(expected),
        at + ": " + seat + "'s decisions are its legal actions without the table actions");
    boolean deciding = state.toDecide().contains(seat);
    require(
        deciding == !decisions.isEmpty(),
        at
            + ": "
            + seat
            + (deciding
                ? " decides but has no decision"
                : " has decisions but is not among the deciding seats " + state.toDecide()));
    if (state.outcome().isPresent()) {
      require(legal.isEmpty(), at + ": no legal action once the game is over");
    }
    for (Action a : legal) {
      require(a.seat() == seat, at + ": " + a.notation() + " is listed for " + seat);
      require(
          state.check(seat, a).isEmpty(),
          at + ": " + a.notation() + " is listed but refused: " + state.check(seat, a));
      require(
          state.game().parseAction(a.notation()).equals(a),
          at + ": " + a.notation() + " reads back from its notation");
      for (Seat other : state.game().seats()) {
        if (other != seat) {
          require(
              state.check(other, a).isPresent(),
              at + ": " + a.notation() + " is accepted from " + other);
        }
      }
    }
  }

  private static void view(GameState state, View v, Optional<Seat> seat, String at) {
    String who = seat.map(Seat::name).orElse("the spectator");
    require(v.seat().equals(seat), at + ": the view of " + who + " says whose it is");
    require(
        v.game().family().equals(state.game().family())
            && v.game().seats().equals(state.game().seats()),
        at + ": the view of " + who + " is of the game");
    require(v.phase() == state.phase(), at + ": the view of " + who + " has the state's phase");
    require(
        v.toDecide().equals(state.toDecide()),
        at + ": the view of " + who + " has the deciding seats");
    require(v.outcome().equals(state.outcome()), at + ": the view of " + who + " has the outcome");
    Grid g = v.grid();
    require(g.equals(v.grid()), at + ": the grid of " + who + " is the same when asked twice");
    Square previous = null;
    for (Grid.Cell c : g.cells()) {
      Square s = c.square();
      require(
          s.x() < g.files() && s.y() < g.ranks(),
          at + ": " + s + " lies within the grid of " + who);
      require(
          previous == null || previous.compareTo(s) < 0,
          at + ": the cells of " + who + " are in order, rank 1 first");
      require(!c.terrain().isBlank(), at + ": " + s + " has a terrain");
      c.piece()
          .ifPresent(
              p ->
                  require(
                      state.game().seats().contains(p.owner()),
                      at + ": the piece on " + s + " belongs to a seat of the game"));
      previous = s;
    }
  }

  /**
   * The twin of a played game for each seat shows that seat, and a spectator, the same at every
   * step of the twin.
   */
  private static void hiddenFactsStayHidden(
      Played<GameState> g, HiddenFactTwins twins, SplittableRandom random, String game) {
    for (Seat viewer : g.game().seats()) {
      Optional<HiddenFactTwins.Twin> twin = twins.twin(g, viewer, random.nextLong());
      if (twin.isEmpty()) {
        continue;
      }
      String about = game + ", the twin for " + viewer;
      Played<GameState> h = ChoiceGames.replay(twin.get().start(), twin.get().actions());
      int n = h.actions().size();
      require(n <= g.actions().size(), about + ": a twin is no longer than the game");
      require(
          !h.last().record().equals(g.states().get(n).record()),
          about + ": the twin differs for the referee");
      for (int i = 0; i <= n; i++) {
        String at = about + ", after " + i + " actions: ";
        GameState a = g.states().get(i);
        GameState b = h.states().get(i);
        View va = a.viewFor(viewer);
        View vb = b.viewFor(viewer);
        require(
            vb.grid().equals(va.grid()),
            at
                + viewer
                + "'s grid shows a fact hidden from it: "
                + firstDifference(va.grid(), vb.grid()));
        require(
            vb.equals(va) && vb.toString().equals(va.toString()),
            at + viewer + "'s view shows a fact hidden from it");
        require(
            b.legalActions(viewer).equals(a.legalActions(viewer)),
            at + viewer + "'s legal actions differ");
        require(
            b.toDecide().equals(a.toDecide()) && b.outcome().equals(a.outcome()),
            at + "the deciding seats or outcome differ");
        require(
            b.publicView().grid().equals(a.publicView().grid())
                && b.publicView().equals(a.publicView())
                && b.publicView().toString().equals(a.publicView().toString()),
            at + "the spectator's view differs");
        if (i < n) {
          Step sa = g.steps().get(i);
          Step sb = h.steps().get(i);
          require(
              sb.eventsFor(viewer).equals(sa.eventsFor(viewer))
                  && sb.eventsFor(viewer).toString().equals(sa.eventsFor(viewer).toString()),
              at + viewer + "'s events of the next action differ");
          require(
              sb.publicEvents().equals(sa.publicEvents()),
              at + "the public events of the next action differ");
        }
      }
      // The referee's updates, the action as the viewer may see it included (issue 50).
      run("hiddenFacts", about, () -> StateChecks.sameUpdatesForViewer(viewer, g, h));
    }
  }

  /** The first cell where two grids differ, for a failure's message. */
  private static String firstDifference(Grid a, Grid b) {
    for (Grid.Cell c : a.cells()) {
      Optional<Grid.Cell> d = b.cell(c.square());
      if (!d.equals(Optional.of(c))) {
        return c + " against " + d.map(Object::toString).orElse("no cell");
      }
    }
    return "the size or the cells' list";
  }

  /**
   * The grids' own statement of what every seat knows: a piece marked revealed shows the same type
   * in every seat's grid and the spectator's, and the spectator sees a type only on a piece marked
   * revealed.
   */
  private static void revealedMeansKnownToAll(GameState state, String at) {
    Grid spectator = state.publicView().grid();
    List<Grid> grids = new ArrayList<>();
    grids.add(spectator);
    state.game().seats().forEach(s -> grids.add(state.viewFor(s).grid()));
    for (Grid.Cell c : spectator.cells()) {
      c.piece()
          .ifPresent(
              p ->
                  require(
                      p.type().isEmpty() || p.revealed(),
                      at
                          + ": the spectator sees the type on "
                          + c.square()
                          + ", which is not marked revealed"));
    }
    for (Grid g : grids) {
      for (Grid.Cell c : g.cells()) {
        Optional<Grid.Piece> p = c.piece().filter(Grid.Piece::revealed);
        if (p.isEmpty()) {
          continue;
        }
        for (Grid other : grids) {
          Optional<Grid.Piece> q = other.cell(c.square()).flatMap(Grid.Cell::piece);
          require(
              q.isPresent() && q.get().revealed() && q.get().type().equals(p.get().type()),
              at
                  + ": the piece on "
                  + c.square()
                  + " is marked revealed but not shown alike in every grid");
        }
      }
    }
  }

  /** A spectator sees no piece type that a seat of the game does not see there too. */
  private static void noLeakToSpectator(Grid spectator, Grid seatGrid, Seat seat, String at) {
    for (Grid.Cell c : spectator.cells()) {
      Optional<String> type = c.piece().flatMap(Grid.Piece::type);
      if (type.isPresent()) {
        Optional<String> seen =
            seatGrid.cell(c.square()).flatMap(Grid.Cell::piece).flatMap(Grid.Piece::type);
        require(
            seen.equals(type),
            at + ": the spectator sees the type on " + c.square() + " that " + seat + " does not");
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
