package io.github.strategorules.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.core.rules.ImplementsRule;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The packages of {@code stratego-core} depend on each other without cycles (issue 24 item 3: the
 * {@code Ruleset implements Game} import loop broken): rules are a value that knows nothing of
 * states, records or the contract's {@code Game} ({@code core.ClassicGame} is the classic family's
 * game), events do not depend on the kernel, and the kernel only on rules, events, actions and the
 * vocabulary.
 *
 * <p>Two groups of packages are one slice each, because they depend on each other through their
 * public types and a split would move public types for no user's gain:
 *
 * <ul>
 *   <li>the vocabulary, {@code core.game}, {@code core.board} and {@code core.error}: the
 *       contract's {@code Grid} holds {@code Square}s and {@code Games.parse} throws {@code
 *       NotationException}; {@code Piece} has a {@code Seat} owner, {@code Square.parse} throws
 *       {@code NotationException}; {@code IllegalActionException} carries a contract {@code
 *       Reason}, {@code NotationException} names a {@code ReadLimits} limit, and {@code
 *       SetupProblem} names a {@code Square} and a {@code PieceType};
 *   <li>the classic state, {@code core}, {@code core.view}, {@code core.notation} and {@code
 *       core.internal}: {@code ClassicState.viewFor} gives a {@code ClassicView} that is built from
 *       the state, {@code ClassicState.record()} writes a {@code ClassicRecord} that replays into
 *       states, and {@code core.internal} builds views and provides the {@code ClassicGame}s.
 * </ul>
 *
 * <p>Every other package is a slice of its own: {@code core.rules}, {@code core.event}, {@code
 * core.action}, {@code core.kernel}, {@code core.referee} and {@code core.internal.seats}. The
 * rule-id tags {@code @ImplementsRule} and {@code @ChecksRule} (in {@code core.rules}, on types of
 * every package) are not counted: they are traceability marks, not a use of the rules.
 */
class CorePackagesTest {
  private static final String CORE = "io.github.strategorules.core";

  /** The slices: each package of core, the two groups of the class comment merged. */
  static final SliceAssignment CORE_SLICES =
      new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
          String p = javaClass.getPackageName();
          if (!p.equals(CORE) && !p.startsWith(CORE + ".")) {
            return SliceIdentifier.ignore();
          }
          String sub = p.equals(CORE) ? "" : p.substring(CORE.length() + 1);
          if (Set.of("game", "board", "error").contains(sub)) {
            return SliceIdentifier.of("vocabulary (core.game, core.board, core.error)");
          }
          if (Set.of("", "view", "notation", "internal").contains(sub)) {
            return SliceIdentifier.of(
                "classic state (core, core.view, core.notation, core.internal)");
          }
          return SliceIdentifier.of("core." + sub);
        }

        @Override
        public String getDescription() {
          return "the packages of stratego-core, the vocabulary and the classic state as one slice each";
        }
      };

  private static JavaClasses core() {
    ImportOption mainOnly =
        location -> !location.contains("/test-classes/") && !location.contains("-tests.jar");
    return new ClassFileImporter().withImportOption(mainOnly).importPackages(CORE);
  }

  /** The rule of the class comment. */
  static ArchRule noCycles() {
    return slices()
        .assignedFrom(CORE_SLICES)
        .should()
        .beFreeOfCycles()
        .ignoreDependency(
            DescribedPredicate.alwaysTrue(),
            JavaClass.Predicates.belongToAnyOf(ImplementsRule.class, ChecksRule.class));
  }

  /**
   * The loop of issue 24 item 3, said directly: rules depend on the vocabulary, events and the seat
   * check only.
   */
  static ArchRule rulesAreAValue() {
    return classes()
        .that()
        .resideInAPackage(CORE + ".rules..")
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..",
            "org.jspecify..",
            CORE + ".rules..",
            CORE + ".board..",
            CORE + ".error..",
            CORE + ".event..",
            CORE + ".game..",
            CORE + ".internal.seats..");
  }

  @Test
  void corePackagesAreFreeOfCycles() {
    noCycles().check(core());
  }

  @Test
  void rulesDependOnNoStateRecordOrKernel() {
    rulesAreAValue().check(core());
  }

  /** Without the two merged groups the rule fails: they are real cycles. */
  @Test
  void theMergedGroupsAreRealCycles() {
    assertThatThrownBy(
            () -> slices().matching(CORE + ".(**)").should().beFreeOfCycles().check(core()))
        .isInstanceOf(AssertionError.class);
  }
}
