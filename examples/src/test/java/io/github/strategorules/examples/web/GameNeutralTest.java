package io.github.strategorules.examples.web;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.error.StrategoException;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The server is written against the game-neutral contract, stratego-json and the research layer's
 * game-neutral package only: no class of {@code examples.web} uses a type of one game (classic's
 * ClassicState, ClassicView, pieces; any Lost Island type; the research layer's per-game kits), so
 * it serves every game of the library, and any game a module adds, alike.
 */
class GameNeutralTest {
  private static final String ROOT = "io.github.strategorules";

  /** The few core types outside core.game that the contract itself uses (its errors). */
  private static final Set<String> CONTRACT_EXTRAS =
      Set.of(StrategoException.class.getName(), NotationException.class.getName());

  static ArchRule gameNeutral(String serverPackage) {
    DescribedPredicate<JavaClass> allowed =
        DescribedPredicate.describe(
            "the JDK, Jetty, Jackson, the contract (core.game and the types it uses), the referee, stratego-json, the research layer's "
                + "game-neutral package (bots, transcripts) or the server itself",
            c -> {
              String p = c.getPackageName();
              return p.startsWith("java.")
                  || p.startsWith("org.eclipse.jetty.")
                  || p.startsWith("tools.jackson.")
                  || p.equals(ROOT + ".core.game")
                  || p.equals(ROOT + ".core.referee")
                  || p.startsWith(ROOT + ".json")
                  || p.equals(ROOT + ".research")
                  || p.startsWith(serverPackage)
                  || CONTRACT_EXTRAS.contains(c.getName())
                  || c.isPrimitive()
                  || c.isArray()
                      && (c.getBaseComponentType().isPrimitive()
                          || c.getBaseComponentType().getPackageName().startsWith("java."));
            });
    return classes()
        .that()
        .resideInAPackage(serverPackage + "..")
        .should()
        .onlyDependOnClassesThat(allowed)
        .as("the web server uses no game's own types");
  }

  @Test
  void theServerUsesOnlyTheContract() {
    JavaClasses server =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ROOT + ".examples.web");
    assertThat(server.size()).isGreaterThan(10);
    gameNeutral(ROOT + ".examples.web").check(server);
  }

  @Test
  void theRuleFailsOnCodeThatUsesAGamesOwnTypes() {
    JavaClasses cli =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ROOT + ".examples");
    assertThatThrownBy(() -> gameNeutral(ROOT + ".examples").check(cli))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("ClassicState");
  }
}
