package io.github.strategorules.examples.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import org.junit.jupiter.api.Test;

/**
 * Issue 23: one referee for every transport. The web server, the example server, the engine
 * protocol and research's bot matches apply actions only through
 * {@link io.github.strategorules.core.referee.Referee}: no class of theirs calls
 * {@link GameState#apply} itself. (Bots and samplers that search a game's tree apply actions to
 * states of their own, which is not refereeing, and stay outside the rule.)
 */
class OneRefereeTest {
  private static final String ROOT = "io.github.strategorules";

  static ArchRule onlyTheRefereeApplies(String... transports) {
    return noClasses().that().resideInAnyPackage(transports).or().haveFullyQualifiedName(ROOT + ".research.Match")
        .or().haveFullyQualifiedName(ROOT + ".research.Arena")
        .should().callMethod(GameState.class, "apply", Seat.class, Action.class)
        .as("transports apply actions only through the Referee");
  }

  private static JavaClasses production(String... packages) {
    return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages(packages);
  }

  @Test
  void everyTransportAppliesActionsThroughTheReferee() {
    JavaClasses classes = production(ROOT + ".examples.web", ROOT + ".examples.server", ROOT + ".engine.protocol",
        ROOT + ".research");
    assertThat(classes.contain(ROOT + ".research.Match")).isTrue();
    assertThat(classes.contain(ROOT + ".engine.protocol.ProtocolSession")).isTrue();
    onlyTheRefereeApplies(ROOT + ".examples.web..", ROOT + ".examples.server..", ROOT + ".engine.protocol..")
        .check(classes);
  }

  @Test
  void theRuleFailsOnALoopThatAppliesActionsItself() {
    // The command line's interactive play loop applies actions itself: the rule, pointed at it, fails.
    JavaClasses cli = production(ROOT + ".examples");
    assertThatThrownBy(() -> onlyTheRefereeApplies(ROOT + ".examples").check(cli)).isInstanceOf(AssertionError.class)
        .hasMessageContaining("apply");
  }
}
