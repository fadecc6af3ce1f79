package io.github.strategorules.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Update;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issues 23 and 36: one referee for every transport, and the referee the one producer of what a
 * seat or a spectator receives. The web server, the example server, the engine protocol, the
 * command line's play loop and research's bot matches apply actions only through {@link
 * io.github.strategorules.core.referee.Referee} (no call of {@code apply} on any state type, typed
 * ones included), and send only the referee's shares: none of them builds a view ({@code viewFor},
 * {@code publicView} on a state), redacts events ({@code eventsFor}, {@code publicEvents} on a
 * step) or makes an {@link Update} of its own. (Bots and samplers that search a game's tree apply
 * actions to states of their own, which is not refereeing, and stay outside the rule; so does
 * research's {@code Transcript}, the bot contract's own record.)
 */
class OneRefereeTest {
  private static final String ROOT = "io.github.strategorules";
  private static final List<String> TRANSPORT_CLASSES =
      List.of(ROOT + ".research.Match", ROOT + ".research.Arena", ROOT + ".examples.PlayCommand");

  private static DescribedPredicate<JavaMethodCall> callOn(Class<?> owner, String... names) {
    Set<String> wanted = Set.of(names);
    return DescribedPredicate.describe(
        "a call of " + String.join(" or ", names) + " on a " + owner.getSimpleName(),
        call -> wanted.contains(call.getName()) && call.getTargetOwner().isAssignableTo(owner));
  }

  private static final DescribedPredicate<JavaConstructorCall> NEW_UPDATE =
      DescribedPredicate.describe(
          "a new Update", call -> call.getTargetOwner().isEquivalentTo(Update.class));

  static ArchRule onlyTheRefereeAppliesAndShares(String... transportPackages) {
    DescribedPredicate<com.tngtech.archunit.core.domain.JavaClass> transports =
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
}
