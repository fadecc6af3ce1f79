package io.github.strategorules.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import io.github.strategorules.archfixture.share.HandBuiltShare;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issues 23, 36 and 50: one referee for every transport, and the referee the one producer of what a
 * seat or a spectator receives. Two rules:
 *
 * <ul>
 *   <li>The transports (the web server, the example server, the engine protocol, the command line's
 *       play loop, research's bot matches) apply actions only through {@link
 *       io.github.strategorules.core.referee.Referee}: no call of {@code apply} on any state type,
 *       typed ones included. (Bots and samplers that search a game's tree apply actions to states
 *       of their own, which is not refereeing.)
 *   <li>In every package of every module, nothing outside {@code core.referee} builds a share: no
 *       {@link Update} is made (but by the JSON reader that reads a message back), no view is built
 *       ({@code viewFor}, {@code publicView} on a state), no events are redacted ({@code
 *       eventsFor}, {@code publicEvents} on a step) and no action is redacted (only the referee
 *       asks {@link Action#secret()}). A game's own class may call its own other form ({@code
 *       ClassicStep.publicEvents} is {@code eventsFor(null)}). The classes that legitimately look
 *       at views and events of states of their own (searchers and samplers, the contract's checks,
 *       a test oracle, benchmarks) are named one by one in {@link #OWN_STATES} and {@link
 *       #ORACLES}, each with its reason; every name there must still need it.
 * </ul>
 */
class OneRefereeTest {
  private static final String ROOT = "io.github.strategorules";
  private static final String REFEREE = ROOT + ".core.referee";
  private static final List<String> TRANSPORT_CLASSES =
      List.of(ROOT + ".research.Match", ROOT + ".research.Arena", ROOT + ".examples.PlayCommand");

  /** The JSON reader of a message: a client's or an engine's copy of a referee's update. */
  private static final Set<String> JSON_READERS = Set.of(ROOT + ".json.internal.Documents");

  private static final String SEARCHER =
      "searches worlds of its own (states it sampled or made itself, never the referee's): it"
          + " compares or scores their views and events as the seat would see them";
  private static final String CONTRACT_CHECK =
      "checks a game's own redaction (the contract's tests kit): calling viewFor, publicView,"
          + " eventsFor and publicEvents on the game's states and steps is what it tests";
  private static final String BENCHMARK = "measures the cost of views on states it plays itself";

  /**
   * The classes (and their nested classes) that may build views and redact events of states of
   * their own, each with its reason. They build no {@link Update} and redact no action.
   */
  static final Map<String, String> OWN_STATES =
      Map.ofEntries(
          entry(ROOT + ".research.DeterminizedSearchBot", SEARCHER),
          entry(ROOT + ".research.classic.ClassicSampler", SEARCHER),
          entry(ROOT + ".research.lostisland.IslandSampler", SEARCHER),
          entry(ROOT + ".template.research.ToySampler", SEARCHER),
          entry(
              ROOT + ".research.classic.ClassicResearch",
              "counts the battles of a finished game for the arena's report from its public move"
                  + " log (C-4.1: every battle's result is shown to both players); nothing it reads"
                  + " goes to a seat"),
          entry(ROOT + ".testkit.contract.Conformance", CONTRACT_CHECK),
          entry(ROOT + ".testkit.contract.ContractKit", CONTRACT_CHECK),
          entry(ROOT + ".testkit.contract.StateChecks", CONTRACT_CHECK),
          entry(ROOT + ".testkit.contract.Playthrough", CONTRACT_CHECK),
          entry(ROOT + ".testkit.classic.PerftCase", CONTRACT_CHECK),
          entry(
              ROOT + ".json.JsonConformance",
              "checks that a game's views and events read back from JSON: it round-trips those"
                  + " of the states and steps it is given"),
          entry(
              ROOT + ".fixtures.json.Pairs",
              "makes twin games for the hidden-information tests and compares what each seat"
                  + " sees of them"),
          entry(ROOT + ".benchmarks.ViewBenchmark", BENCHMARK),
          entry(ROOT + ".benchmarks.BotDecisionBenchmark", BENCHMARK));

  /**
   * Test oracles: they build the updates a referee must give, redaction of the action included,
   * independently of the referee, so that tests can compare the two.
   */
  static final Map<String, String> ORACLES =
      Map.of(
          ROOT + ".fixtures.json.Messages",
          "the tests' oracle of the referee's updates: built from states and steps with the"
              + " contract's own redaction, to compare a referee's or a session's with");

  /** One class of every module with main classes: the rule must see each module. */
  private static final List<String> ONE_CLASS_PER_MODULE =
      List.of(
          ROOT + ".core.referee.Referee",
          ROOT + ".gravon.GravonReader",
          ROOT + ".testkit.contract.Conformance",
          ROOT + ".lostisland.IslandState",
          ROOT + ".fixtures.json.Messages",
          ROOT + ".variants.Variants",
          ROOT + ".json.StrategoJson",
          ROOT + ".engine.protocol.ProtocolSession",
          ROOT + ".research.Match",
          ROOT + ".template.ToyState",
          ROOT + ".examples.StrategoCli",
          ROOT + ".spark.SparkCli",
          ROOT + ".benchmarks.ViewBenchmark");

  private static DescribedPredicate<JavaMethodCall> callOn(Class<?> owner, String... names) {
    Set<String> wanted = Set.of(names);
    return DescribedPredicate.describe(
        "a call of " + String.join(" or ", names) + " on a " + owner.getSimpleName(),
        call -> wanted.contains(call.getName()) && call.getTargetOwner().isAssignableTo(owner));
  }

  /**
   * As {@link #callOn}, but not a class's call of its own other form (a game's {@code publicEvents}
   * that is its {@code eventsFor(null)}).
   */
  private static DescribedPredicate<JavaMethodCall> callOnOther(Class<?> owner, String... names) {
    DescribedPredicate<JavaMethodCall> any = callOn(owner, names);
    return DescribedPredicate.describe(
        any.getDescription() + " of another class",
        call -> any.test(call) && !call.getTargetOwner().equals(call.getOriginOwner()));
  }

  private static final DescribedPredicate<JavaConstructorCall> NEW_UPDATE =
      DescribedPredicate.describe(
          "a new Update", call -> call.getTargetOwner().isEquivalentTo(Update.class));

  static ArchRule onlyTheRefereeAppliesAndShares(String... transportPackages) {
    DescribedPredicate<JavaClass> transports =
        DescribedPredicate.describe(
            "transports",
            c ->
                TRANSPORT_CLASSES.contains(c.getName())
                    || List.of(transportPackages).stream()
                        .anyMatch(
                            p ->
                                c.getPackageName().equals(p)
                                    || c.getPackageName().startsWith(p + ".")));
    return CompositeArchRule.of(
            noClasses()
                .that(transports)
                .should()
                .callMethodWhere(callOn(GameState.class, "apply"))
                .as("transports apply actions only through the Referee"))
        .and(
            noClasses()
                .that(transports)
                .should()
                .callMethodWhere(callOn(GameState.class, "viewFor", "publicView"))
                .as("transports build no view: the referee's updates carry them"))
        .and(
            noClasses()
                .that(transports)
                .should()
                .callMethodWhere(callOn(Step.class, "eventsFor", "publicEvents"))
                .as("transports redact no events: the referee's shares do"))
        .and(
            noClasses()
                .that(transports)
                .should()
                .callConstructorWhere(NEW_UPDATE)
                .as("transports make no Update: only the referee does"));
  }

  /** The top-level class of a class, nested or not: an allowance covers its nested classes. */
  private static String topLevel(JavaClass c) {
    String name = c.getName();
    int nested = name.indexOf('$');
    return nested < 0 ? name : name.substring(0, nested);
  }

  private static DescribedPredicate<JavaClass> outsideTheReferee(String what, Set<String> allowed) {
    return DescribedPredicate.describe(
        "are outside " + REFEREE + (allowed.isEmpty() ? "" : " and not " + what),
        c ->
            !c.getPackageName().equals(REFEREE)
                && !c.getPackageName().startsWith(REFEREE + ".")
                && !allowed.contains(topLevel(c)));
  }

  /**
   * The rule for every class of every module: outside {@code core.referee} no share is built by
   * hand.
   *
   * @param ownStates the classes that may build views and redact events of states of their own
   * @param oracles the classes that may build whole updates as a referee would (test oracles)
   * @param readers the classes that may make an update read back from JSON
   */
  static ArchRule nothingOutsideTheRefereeBuildsAShare(
      Set<String> ownStates, Set<String> oracles, Set<String> readers) {
    Set<String> viewing =
        java.util.stream.Stream.concat(ownStates.stream(), oracles.stream())
            .collect(java.util.stream.Collectors.toSet());
    Set<String> making =
        java.util.stream.Stream.concat(oracles.stream(), readers.stream())
            .collect(java.util.stream.Collectors.toSet());
    return CompositeArchRule.of(
            noClasses()
                .that(outsideTheReferee("a JSON reader or a test oracle", making))
                .should()
                .callConstructorWhere(NEW_UPDATE)
                .as("no Update is made outside the referee (but read back from JSON)")
                .allowEmptyShould(true))
        .and(
            noClasses()
                .that(outsideTheReferee("a searcher, a check or an oracle", viewing))
                .should()
                .callMethodWhere(callOnOther(GameState.class, "viewFor", "publicView"))
                .as("no view is built outside the referee: its updates carry them")
                .allowEmptyShould(true))
        .and(
            noClasses()
                .that(outsideTheReferee("a searcher, a check or an oracle", viewing))
                .should()
                .callMethodWhere(callOnOther(Step.class, "eventsFor", "publicEvents"))
                .as("no events are redacted outside the referee: its updates carry them")
                .allowEmptyShould(true))
        .and(
            noClasses()
                .that(outsideTheReferee("a test oracle", oracles))
                .should()
                .callMethodWhere(callOn(Action.class, "secret"))
                .as("no action is redacted outside the referee: its updates carry it")
                .allowEmptyShould(true));
  }

  /**
   * The main classes of every module on the class path (every module of the build is), without test
   * classes and fixtures. The benchmarks' jar is shaded: of it, only its own package is the
   * benchmarks module.
   */
  private static JavaClasses everyModule() {
    ImportOption mainOnly =
        location ->
            !location.contains("/test-classes/")
                && !location.contains("-tests.jar")
                && !location.contains("/archfixture/")
                && (!location.contains("benchmarks.jar")
                    || location.contains("/io/github/strategorules/benchmarks/"));
    return new ClassFileImporter().withImportOption(mainOnly).importPackages(ROOT);
  }

  private static JavaClasses production(String... packages) {
    return new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages(packages);
  }

  @Test
  void everyTransportAppliesAndSharesThroughTheReferee() {
    JavaClasses classes =
        production(ROOT + ".examples", ROOT + ".engine.protocol", ROOT + ".research");
    for (String c :
        List.of(
            ROOT + ".research.Match",
            ROOT + ".engine.protocol.ProtocolSession",
            ROOT + ".examples.web.Table",
            ROOT + ".examples.server.GameServer",
            ROOT + ".examples.PlayCommand")) {
      assertThat(classes.contain(c)).as(c).isTrue();
    }
    onlyTheRefereeAppliesAndShares(
            ROOT + ".examples.web", ROOT + ".examples.server", ROOT + ".engine.protocol")
        .check(classes);
  }

  @Test
  void nothingOutsideTheRefereeBuildsAShareInAnyModule() {
    JavaClasses classes = everyModule();
    for (String c : ONE_CLASS_PER_MODULE) {
      assertThat(classes.contain(c)).as("the rule sees the module of " + c).isTrue();
    }
    nothingOutsideTheRefereeBuildsAShare(OWN_STATES.keySet(), ORACLES.keySet(), JSON_READERS)
        .check(classes);
  }

  /** An allowance that nothing needs any more is taken out, so the list says what is true. */
  @Test
  void everyAllowedClassStillNeedsItsAllowance() {
    JavaClasses classes = everyModule();
    for (String c : OWN_STATES.keySet()) {
      assertThatThrownBy(
              () ->
                  nothingOutsideTheRefereeBuildsAShare(
                          without(OWN_STATES.keySet(), c), ORACLES.keySet(), JSON_READERS)
                      .check(classes))
          .as(c + ": " + OWN_STATES.get(c))
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining(c);
    }
    for (String c : ORACLES.keySet()) {
      assertThatThrownBy(
              () ->
                  nothingOutsideTheRefereeBuildsAShare(
                          OWN_STATES.keySet(), without(ORACLES.keySet(), c), JSON_READERS)
                      .check(classes))
          .as(c + ": " + ORACLES.get(c))
          .isInstanceOf(AssertionError.class)
          .hasMessageContaining(c)
          .hasMessageContaining("secret")
          .hasMessageContaining("Update.<init>");
    }
  }

  private static Set<String> without(Set<String> names, String name) {
    return names.stream().filter(n -> !n.equals(name)).collect(java.util.stream.Collectors.toSet());
  }

  /** A loop that referees a game itself, as the command line's play loop did before issue 36. */
  static final class SelfRefereeingLoop {
    View play(GameState state) {
      Step step = state.apply(Seat.RED, state.decisions(Seat.RED).get(0));
      step.eventsFor(Seat.BLUE);
      return step.state().viewFor(Seat.BLUE);
    }

    Object typed(ClassicState state) {
      ClassicStep step = state.apply(Seat.RED, state.decisions(Seat.RED).get(0));
      return new Update(
          state.game(),
          java.util.Optional.empty(),
          1,
          java.util.Optional.empty(),
          java.util.Optional.empty(),
          step.state().publicView(),
          List.of(),
          List.of(),
          java.util.Optional.empty(),
          java.util.Map.of());
    }
  }

  @Test
  void eachPartOfTheRuleFailsOnALoopThatRefereesItself() {
    JavaClasses loop = new ClassFileImporter().importClasses(SelfRefereeingLoop.class);
    String pkg = SelfRefereeingLoop.class.getPackageName();
    assertThatThrownBy(() -> onlyTheRefereeAppliesAndShares(pkg).check(loop))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("apply")
        .hasMessageContaining("ClassicState.apply")
        .hasMessageContaining("viewFor")
        .hasMessageContaining("eventsFor")
        .hasMessageContaining("Update.<init>");
    assertThat(Games.parse("classic").newGame(1))
        .isInstanceOf(ClassicState.class); // the typed call is real
  }

  /**
   * Each part of the rule for every module fails on a class that builds a share by hand ({@code
   * archfixture.share.HandBuiltShare}), and none of them fails on it once it is allowed.
   */
  @Test
  void eachPartOfTheRuleForEveryModuleFailsOnAHandBuiltShare() {
    JavaClasses fixture = new ClassFileImporter().importClasses(HandBuiltShare.class);
    assertThatThrownBy(
            () -> nothingOutsideTheRefereeBuildsAShare(Set.of(), Set.of(), Set.of()).check(fixture))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("Update.<init>")
        .hasMessageContaining("GameState.viewFor")
        .hasMessageContaining("GameState.publicView")
        .hasMessageContaining("Step.eventsFor")
        .hasMessageContaining("Step.publicEvents")
        .hasMessageContaining("Action.secret")
        .hasMessageContaining("no Update is made outside the referee")
        .hasMessageContaining("no view is built outside the referee")
        .hasMessageContaining("no events are redacted outside the referee")
        .hasMessageContaining("no action is redacted outside the referee");
    // A searcher may view and redact the events of its own states, but not make an update or
    // redact an action.
    Set<String> it = Set.of(HandBuiltShare.class.getName());
    assertThatThrownBy(
            () -> nothingOutsideTheRefereeBuildsAShare(it, Set.of(), Set.of()).check(fixture))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("Update.<init>")
        .hasMessageContaining("Action.secret")
        .hasMessageNotContaining("GameState.viewFor")
        .hasMessageNotContaining("Step.eventsFor");
    nothingOutsideTheRefereeBuildsAShare(Set.of(), it, Set.of()).check(fixture);
  }
}
