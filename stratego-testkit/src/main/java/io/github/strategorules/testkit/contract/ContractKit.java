package io.github.strategorules.testkit.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import io.github.strategorules.testkit.property.TestStatistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * The contract test kit: the properties every game of the game-neutral contract ({@link
 * io.github.strategorules.core.game}) must have, checked over generated games ({@link ChoiceGames}:
 * every decision one of the legal actions, setups included, and rarely a resignation or draw action
 * of any seat). Whoever adds a game runs it from a JUnit test:
 *
 * <pre>{@code
 * @Test
 * void theContractHolds() {
 *   ContractKit.of("my-game", GameSpecs.of("my-game").flag("fog", 2).games())
 *       .twins(new MyGameTwins())
 *       .checkAll();
 * }
 * }</pre>
 *
 * <p>The properties, each a QuickTheories property whose failure shows the shrunk game as its
 * record: {@link #legalIsAccepted()}, {@link #applyNeverMutates()}, {@link #sameSeedSameGame()},
 * {@link #recordRoundTrip()}, {@link #hiddenFactsStayHidden()} and {@link #outcomeIsFinal()}. The
 * generated games must be found by their spec in the registry ({@link Games#parse}).
 *
 * <p>An immutable value: each setting returns a new kit.
 */
public final class ContractKit {
  /**
   * The states checked per game by the costlier properties (each state's full record and views).
   */
  private static final int SAMPLED = 40;

  private final String label;
  private final Arb<? extends Game> games;
  private final int examples;
  private final int maxDecisions;
  private final ChoiceGames.Options options;
  private final @Nullable HiddenFactTwins twins;

  private ContractKit(
      String label,
      Arb<? extends Game> games,
      int examples,
      int maxDecisions,
      ChoiceGames.Options options,
      @Nullable HiddenFactTwins twins) {
    this.label = label;
    this.games = games;
    this.examples = examples;
    this.maxDecisions = maxDecisions;
    this.options = options;
    this.twins = twins;
  }

  /**
   * A kit for generated games: 30 examples per property, games cut after 300 decisions past their
   * setup, table actions at the default rate, and no hidden-fact twins.
   *
   * @param label names the properties in failures and statistics, such as {@code classic}
   * @param games the games (a {@link GameSpecs#games()}, or any generator of registered games)
   * @return the kit
   */
  public static ContractKit of(String label, Arb<? extends Game> games) {
    return new ContractKit(
        Objects.requireNonNull(label, "label"),
        Objects.requireNonNull(games, "games"),
        30,
        300,
        ChoiceGames.Options.DEFAULT,
        null);
  }

  /**
   * This kit with another number of examples per property.
   *
   * @param n the examples
   * @return the kit
   */
  public ContractKit examples(int n) {
    return new ContractKit(label, games, n, maxDecisions, options, twins);
  }

  /**
   * This kit with games cut after another number of decisions past their setup (a game that ends
   * sooner is played to its end).
   *
   * @param n the most decisions
   * @return the kit
   */
  public ContractKit maxDecisions(int n) {
    return new ContractKit(label, games, examples, n, options, twins);
  }

  /**
   * This kit with decisions chosen with other options (another rate of table actions, say).
   *
   * @param o the options
   * @return the kit
   */
  public ContractKit options(ChoiceGames.Options o) {
    return new ContractKit(
        label, games, examples, maxDecisions, Objects.requireNonNull(o, "options"), twins);
  }

  /**
   * This kit with the game's twins, which {@link #hiddenFactsStayHidden()} needs.
   *
   * @param t the twins
   * @return the kit
   */
  public ContractKit twins(HiddenFactTwins t) {
    return new ContractKit(
        label, games, examples, maxDecisions, options, Objects.requireNonNull(t, "twins"));
  }

  /** A generated game with the seed it was started with. */
  private record Example(Game game, long seed, Played<GameState> played) {
    @Override
    public String toString() {
      return played.toString();
    }
  }

  /** An action of no game of the library, in a seat's name. */
  private record Foreign(Seat seat) implements Action {
    @Override
    public String notation() {
      return seat + " juggle";
    }
  }

  private Arb<Example> examples() {
    Length length = Length.upTo(maxDecisions);
    return d -> {
      Game game = games.draw(d);
      long seed = d.seed();
      return new Example(game, seed, ChoiceGames.play(d, game.newGame(seed), length, options));
    };
  }

  private String name(String property) {
    return "ContractKit[" + label + "]." + property;
  }

  /** Runs every property of the kit; the hidden-information one only when twins are given. */
  public void checkAll() {
    legalIsAccepted();
    applyNeverMutates();
    sameSeedSameGame();
    recordRoundTrip();
    outcomeIsFinal();
    if (twins != null) {
      hiddenFactsStayHidden();
    }
  }

  // ------------------------------------------------------------------------ legal <=> accepted

  /**
   * In every state, for every seat: the listed actions are distinct, in the seat's name, accepted
   * by {@code check} and read back from their notation; the decisions of a seat are listed exactly
   * while it is to decide, then its draw actions and its resignation; {@code legalActions()} is the
   * deciding seats' lists. Any action, in any seat's name (listed for another seat, listed in
   * another state of this game or of another game, of another game entirely), is accepted exactly
   * when it is listed for its sender, and {@code apply} refuses it with the reason {@code check}
   * gives. A seat that does not play is refused. About 40 states of each game are checked (every
   * state of a shorter game).
   */
  public void legalIsAccepted() {
    Arb<Example> ex = examples();
    Property.forAll(
        name("legalIsAccepted"),
        examples,
        ex,
        ex,
        Arb.seeds(),
        (e, other, probe) -> {
          SplittableRandom r = new SplittableRandom(probe);
          List<Action> elsewhere = new ArrayList<>();
          for (Played<GameState> g : List.of(e.played(), other.played())) {
            for (int i = 0; i < 24; i++) {
              GameState s = g.states().get(r.nextInt(g.states().size()));
              for (Seat seat : s.game().seats()) {
                List<? extends Action> l = s.legalActions(seat);
                if (!l.isEmpty()) {
                  elsewhere.add(l.get(r.nextInt(l.size())));
                }
              }
            }
          }
          for (int at : sample(e.played().states().size(), r)) {
            GameState s = e.played().states().get(at);
            StateChecks.listingIsConsistent(e.game(), s, r);
            List<Action> candidates = new ArrayList<>();
            for (int i = 0; i < 8 && !elsewhere.isEmpty(); i++) {
              candidates.add(elsewhere.get(r.nextInt(elsewhere.size())));
            }
            for (Seat seat : e.game().seats()) {
              candidates.addAll(
                  List.of(
                      s.resignation(seat),
                      s.drawOffer(seat),
                      s.drawAcceptance(seat),
                      new Foreign(seat)));
              assertThat(s.check(seat, new Foreign(seat))).as("an action of no game").isPresent();
            }
            StateChecks.acceptedExactlyWhenListed(s, candidates);
          }
        });
  }

  // ------------------------------------------------------------------------ apply never mutates

  /**
   * Applying an action (the one played, and another legal one) changes nothing of the state it is
   * applied to: not its record, its text, its views, its listing; and applying the same action
   * again gives the same next state and the same events for every seat. About 40 states of each
   * game are checked (every state of a shorter game).
   */
  public void applyNeverMutates() {
    Property.forAll(
        name("applyNeverMutates"),
        examples,
        examples(),
        Arb.seeds(),
        (e, probe) -> {
          SplittableRandom r = new SplittableRandom(probe);
          Played<GameState> g = e.played();
          for (int i : sample(g.actions().size(), r)) {
            GameState s = g.states().get(i);
            StateChecks.Snapshot before = StateChecks.Snapshot.of(s);
            Action played = g.actions().get(i);
            Step again = s.apply(played.seat(), played);
            List<? extends Action> legal = s.legalActions();
            Action another = legal.get(r.nextInt(legal.size()));
            s.apply(another.seat(), another);
            assertThat(StateChecks.Snapshot.of(s))
                .as("the state before %s", played.notation())
                .isEqualTo(before);
            Step step = g.steps().get(i);
            assertThat(again.state().record())
                .as("the same action gives the same state")
                .isEqualTo(step.state().record());
            assertThat(again.events()).isEqualTo(step.events());
            assertThat(again.publicEvents()).isEqualTo(step.publicEvents());
            for (Seat seat : e.game().seats()) {
              assertThat(again.eventsFor(seat)).isEqualTo(step.eventsFor(seat));
            }
          }
        });
  }

  /** At most {@value #SAMPLED} indices below {@code n}, in order: every one for a short game. */
  private static List<Integer> sample(int n, SplittableRandom r) {
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (n <= SAMPLED || r.nextInt(n) < SAMPLED) {
        all.add(i);
      }
    }
    return all;
  }

  // ------------------------------------------------------------------------ same seed, same game

  /**
   * The game found again by its spec is equal; a new game of the same seed is the same game, and
   * the same actions played on it give the same states (about 40 of them compared in full) and the
   * same events for every seat. Each of those states gives its new game as its {@code origin()} and
   * the actions since as its {@code history()}.
   */
  public void sameSeedSameGame() {
    Property.forAll(
        name("sameSeedSameGame"),
        examples,
        examples(),
        e -> {
          Game again = Games.parse(e.game().spec());
          assertThat(again).as("the game found by its spec").isEqualTo(e.game());
          assertThat(again.spec()).isEqualTo(e.game().spec());
          GameState start = again.newGame(e.seed());
          assertThat(start.record())
              .as("a new game of the same seed")
              .isEqualTo(e.played().start().record());
          Played<GameState> h = ChoiceGames.replay(start, e.played().actions());
          for (int i : sample(h.states().size(), new SplittableRandom(e.seed()))) {
            assertThat(h.states().get(i).record())
                .as("state %d", i)
                .isEqualTo(e.played().states().get(i).record());
            GameState s = e.played().states().get(i);
            assertThat(s.origin())
                .as("state %d's origin", i)
                .hasValueSatisfying(o -> assertThat(o.record()).isEqualTo(start.record()));
            assertThat(List.<Action>copyOf(s.history()))
                .as("state %d's history", i)
                .isEqualTo(e.played().actions().subList(0, i));
            StateChecks.sameForEverySeat(e.game(), h.states().get(i), e.played().states().get(i));
          }
          for (int i = 0; i < h.steps().size(); i++) {
            Step a = h.steps().get(i);
            Step b = e.played().steps().get(i);
            assertThat(a.events()).isEqualTo(b.events());
            assertThat(a.publicEvents()).isEqualTo(b.publicEvents());
            for (Seat seat : e.game().seats()) {
              assertThat(a.eventsFor(seat)).isEqualTo(b.eventsFor(seat));
            }
          }
        });
  }

  // ------------------------------------------------------------------------ record round trip

  /**
   * The record of the game, at its end and after a random number of actions, names its game and
   * replays through the registry ({@link Games#replay}) without a refused action to a state with
   * the same record, views for every seat and spectator, listing and outcome.
   */
  public void recordRoundTrip() {
    Property.forAll(
        name("recordRoundTrip"),
        examples,
        examples(),
        Arb.seeds(),
        (e, probe) -> {
          List<GameState> states = e.played().states();
          GameState cut = states.get(new SplittableRandom(probe).nextInt(states.size()));
          for (GameState s : List.of(cut, e.played().last())) {
            String record = s.record();
            assertThat(Games.gameOfRecord(record)).as("the record's game").isEqualTo(e.game());
            RecordReplay<GameState, RecordReplay.Refused> replay = Games.replay(record);
            assertThat(replay.firstIllegal()).as("no action of the record is refused").isEmpty();
            GameState back = replay.finalState();
            assertThat(back.record()).as("the replayed record").isEqualTo(record);
            StateChecks.sameForEverySeat(e.game(), back, s);
            assertThat(back.legalActions()).isEqualTo(s.legalActions());
          }
        });
  }

  // ------------------------------------------------------------------------ outcome final

  /**
   * The outcome appears once, with the last action, and never changes: before it every state goes
   * on; once over, nobody decides, no action of any seat is accepted (nor applied), and every view
   * shows the same outcome. The winners are seats of the game in seat order; a resignation makes
   * every other seat a winner, an agreement a draw. The game is also ended by a random seat's
   * resignation where it was cut, and checked the same way.
   */
  public void outcomeIsFinal() {
    Property.forAll(
        name("outcomeIsFinal"),
        examples,
        examples(),
        Arb.seeds(),
        (e, probe) -> {
          SplittableRandom r = new SplittableRandom(probe);
          Played<GameState> g = e.played();
          List<Action> tried = new ArrayList<>(g.actions());
          for (int i = 0; i + 1 < g.states().size(); i++) {
            assertThat(g.states().get(i).outcome())
                .as("state %d goes on, as an action followed", i)
                .isEmpty();
          }
          GameState last = g.last();
          if (last.outcome().isPresent()) {
            Action end = g.actions().get(g.actions().size() - 1);
            StateChecks.isFinal(e.game(), last, end, tried, r);
          }
          if (last.outcome().isEmpty()) {
            Seat quitter = e.game().seats().get(r.nextInt(e.game().seats().size()));
            Resignation resign = last.resignation(quitter);
            GameState over = last.apply(quitter, resign).state();
            StateChecks.isFinal(e.game(), over, resign, tried, r);
          }
        });
  }

  // ------------------------------------------------------------------------ hidden facts

  /**
   * A seat's views, events and legal actions are the same at every step when only facts hidden from
   * it differ, and so are a spectator's views and events: each generated game is compared with the
   * twins the game's {@link HiddenFactTwins} builds for each seat. The twin must replay and must
   * differ (the referee's record sees the difference). Fails when no example of the whole run had a
   * twin.
   *
   * @throws IllegalStateException when the kit has no twins
   */
  public void hiddenFactsStayHidden() {
    if (twins == null) {
      throw new IllegalStateException(
          "hiddenFactsStayHidden needs the game's twins: ContractKit.twins(...)");
    }
    AtomicInteger compared = new AtomicInteger();
    Property.forAll(
        name("hiddenFactsStayHidden"),
        examples,
        examples(),
        Arb.seeds(),
        (e, probe) -> {
          SplittableRandom r = new SplittableRandom(probe);
          Played<GameState> g = e.played();
          for (Seat viewer : e.game().seats()) {
            Optional<HiddenFactTwins.Twin> twin = twins.twin(g, viewer, r.nextLong());
            if (twin.isEmpty()) {
              continue;
            }
            Played<GameState> h = ChoiceGames.replay(twin.get().start(), twin.get().actions());
            assertThat(h.last().record())
                .as("the twin differs for the referee")
                .isNotEqualTo(g.last().record());
            assertThat(h.states()).hasSameSizeAs(g.states());
            StateChecks.sameForViewer(viewer, g, h);
            StateChecks.sameUpdatesForViewer(viewer, g, h);
            compared.incrementAndGet();
          }
        });
    TestStatistics.append(
        "contract-kit.tsv", name("hiddenFactsStayHidden") + "\ttwins compared\t" + compared.get());
    assertThat(compared.get())
        .as("twins compared in %d examples of %s", examples, label)
        .isPositive();
  }
}
