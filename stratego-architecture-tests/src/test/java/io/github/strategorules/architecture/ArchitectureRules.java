package io.github.strategorules.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The module boundaries of {@code design.md} as ArchUnit rules, over any package root, so that the
 * same rules run against the library and against a deliberately bad fixture (which must fail).
 */
final class ArchitectureRules {
  /**
   * The package of the JSpecify nullness annotations, which the library uses at compile time only.
   */
  private static final String NULLNESS = "org.jspecify.annotations..";

  private ArchitectureRules() {}

  /**
   * The core classes every game shares although they sit in the classic family's packages: errors
   * (the phase, the reason and the read limits are in the contract's package). Anything else of
   * those packages is the classic family's typed API.
   */
  static final Set<String> SHARED_CORE_CLASSES =
      Set.of("NotationException", "StrategoException", "IllegalActionException");

  /**
   * The classes of the CLI that read the classic family's own formats (Gravon files, the position
   * notation, Gravon's era limits) or run its kernel ({@code perft}): the only ones that may use
   * its typed API.
   */
  static final Set<String> CLASSIC_FORMAT_CLASSES =
      Set.of("GameSource", "PositionInput", "PerftCommand", "RulesOptions");

  /**
   * The rules for a tree of modules under {@code root}: {@code root.core}, {@code root.gravon},
   * {@code root.variants}, {@code root.lostisland}, {@code root.research}, {@code
   * root.research.lostisland}, {@code root.json}, {@code root.engine}, {@code root.examples}.
   *
   * @param root the package root, such as {@code io.github.strategorules}
   * @param nonExported per module package prefix, the packages its module descriptor does not
   *     export
   * @return the rules
   */
  static List<ArchRule> all(String root, Map<String, Set<String>> nonExported) {
    List<ArchRule> rules = new ArrayList<>();
    // The rules modules have no runtime dependency: core needs the JDK only, not even java.xml.
    // The JSpecify nullness annotations are allowed everywhere: they are needed at compile time
    // only.
    rules.add(
        classes()
            .that()
            .resideInAPackage(root + ".core..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage("java..", NULLNESS, root + ".core..")
            .as("core depends on the JDK only"));
    // Gravon archives are XML: the one module that reads XML, on core alone.
    rules.add(
        classes()
            .that()
            .resideInAPackage(root + ".gravon..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(
                "java..", "javax.xml..", NULLNESS, root + ".core..", root + ".gravon..")
            .as("gravon depends on core, the JDK and java.xml only"));
    // Each rules module depends only on core; variants and lostisland do not know each other.
    for (String module : new String[] {"variants", "lostisland"}) {
      rules.add(
          classes()
              .that()
              .resideInAPackage(root + "." + module + "..")
              .should()
              .onlyDependOnClassesThat()
              .resideInAnyPackage("java..", NULLNESS, root + ".core..", root + "." + module + "..")
              .as(module + " depends on core and the JDK only"));
    }
    // The optional JSON module depends on the rules it serializes, Jackson and the JDK.
    rules.add(
        classes()
            .that()
            .resideInAPackage(root + ".json..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(
                "java..",
                "tools.jackson..",
                NULLNESS,
                root + ".core..",
                root + ".lostisland..",
                root + ".json..")
            .as("json depends on core, lostisland, Jackson and the JDK only"));
    // The engine protocol (both sides) is JSON lines over the contract: json, core, Jackson, the
    // JDK.
    rules.add(
        classes()
            .that()
            .resideInAPackage(root + ".engine..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(
                "java..",
                "tools.jackson..",
                NULLNESS,
                root + ".core..",
                root + ".json..",
                root + ".engine..")
            .as("engine depends on json, core, Jackson and the JDK only"));
    // The research layer is game-neutral (issue 50): core alone, the classic family's kit included;
    // a game's kit is a module of its own beside its game, on the research layer and that game.
    rules.add(
        classes()
            .that()
            .resideInAPackage(root + ".research..")
            .and()
            .resideOutsideOfPackage(root + ".research.lostisland..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage("java..", NULLNESS, root + ".core..", root + ".research..")
            .as("research depends on core and the JDK only"));
    rules.add(
        noClasses()
            .that()
            .resideInAPackage(root + ".research..")
            .and()
            .resideOutsideOfPackage(root + ".research.lostisland..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage(root + ".research.lostisland..")
            .as("research does not depend on Lost Island's kit"));
    rules.add(
        classes()
            .that()
            .resideInAPackage(root + ".research.lostisland..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(
                "java..", NULLNESS, root + ".core..", root + ".lostisland..", root + ".research..")
            .as(
                "Lost Island's research kit depends on research, lostisland, core and the JDK only"));
    // Issue 15: the CLI goes through the contract and the research layer, with no branch per game.
    rules.add(
        noClasses()
            .that()
            .resideInAPackage(root + ".examples..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage(root + ".lostisland..")
            .as("the CLI uses no class of a particular game (Lost Island)"));
    DescribedPredicate<JavaClass> classicApi =
        new DescribedPredicate<>("the classic family's typed API") {
          @Override
          public boolean test(JavaClass c) {
            String p = c.getPackageName();
            if (c.isArray() || c.isPrimitive() || !c.getName().startsWith(p + ".")) {
              return false;
            }
            String top = c.getName().substring(p.length() + 1).split("\\$")[0];
            return List.of(
                        root + ".core",
                        root + ".core.action",
                        root + ".core.board",
                        root + ".core.error",
                        root + ".core.event",
                        root + ".core.view",
                        root + ".core.rules",
                        root + ".core.kernel",
                        root + ".gravon",
                        root + ".core.notation")
                    .contains(p)
                && !SHARED_CORE_CLASSES.contains(top);
          }
        };
    rules.add(
        noClasses()
            .that()
            .resideInAPackage(root + ".examples..")
            .and(
                new DescribedPredicate<JavaClass>("outside the classic formats and kernel tool") {
                  @Override
                  public boolean test(JavaClass c) {
                    return !CLASSIC_FORMAT_CLASSES.contains(
                        c.getSimpleName().isEmpty()
                            ? c.getName()
                            : c.getName()
                                .substring(c.getPackageName().length() + 1)
                                .split("\\$")[0]);
                  }
                })
            .should()
            .dependOnClassesThat(classicApi)
            .as(
                "the CLI uses the classic family's typed API only to read its formats and run its kernel"));
    // Issue 18: the engine protocol is written once, over the contract.
    rules.add(
        noClasses()
            .that()
            .resideInAPackage(root + ".engine..")
            .should()
            .dependOnClassesThat(classicApi)
            .orShould()
            .dependOnClassesThat()
            .resideInAPackage(root + ".lostisland..")
            .as("the engine protocol uses no class of a particular game"));
    rules.add(
        noClasses()
            .that()
            .resideOutsideOfPackage(root + ".examples..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage(root + ".examples..")
            .as("nothing depends on examples"));
    // A package a module does not export is used inside that module only.
    for (Map.Entry<String, Set<String>> e : nonExported.entrySet()) {
      if (e.getValue().isEmpty()) {
        continue;
      }
      rules.add(
          noClasses()
              .that()
              .resideOutsideOfPackage(e.getKey() + "..")
              .should()
              .dependOnClassesThat()
              .resideInAnyPackage(e.getValue().toArray(String[]::new))
              .as("the non-exported packages of " + e.getKey() + " are not used from outside it"));
    }
    return rules;
  }
}
