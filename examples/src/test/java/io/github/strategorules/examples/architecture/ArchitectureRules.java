package io.github.strategorules.examples.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

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
  private ArchitectureRules() {}

  /**
   * The rules for a tree of modules under {@code root}: {@code root.core}, {@code root.variants},
   * {@code root.lostisland}, {@code root.json}, {@code root.examples}.
   *
   * @param root the package root, such as {@code io.github.strategorules}
   * @param nonExported per module package prefix, the packages its module descriptor does not export
   * @return the rules
   */
  static List<ArchRule> all(String root, Map<String, Set<String>> nonExported) {
    List<ArchRule> rules = new ArrayList<>();
    // The rules modules have no runtime dependency: core needs the JDK only (java.xml for Gravon XML).
    rules.add(classes().that().resideInAPackage(root + ".core..")
        .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "javax.xml..", root + ".core..")
        .as("core depends on the JDK only"));
    // Each rules module depends only on core; variants and lostisland do not know each other.
    for (String module : new String[] {"variants", "lostisland"}) {
      rules.add(classes().that().resideInAPackage(root + "." + module + "..")
          .should().onlyDependOnClassesThat().resideInAnyPackage("java..", root + ".core..", root + "." + module + "..")
          .as(module + " depends on core and the JDK only"));
    }
    // The optional JSON module depends on the rules it serializes, Jackson and the JDK.
    rules.add(classes().that().resideInAPackage(root + ".json..")
        .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "tools.jackson..", root + ".core..",
            root + ".lostisland..", root + ".json..")
        .as("json depends on core, lostisland, Jackson and the JDK only"));
    rules.add(noClasses().that().resideOutsideOfPackage(root + ".examples..")
        .should().dependOnClassesThat().resideInAPackage(root + ".examples..")
        .as("nothing depends on examples"));
    // A package a module does not export is used inside that module only.
    for (Map.Entry<String, Set<String>> e : nonExported.entrySet()) {
      if (e.getValue().isEmpty()) {
        continue;
      }
      rules.add(noClasses().that().resideOutsideOfPackage(e.getKey() + "..")
          .should().dependOnClassesThat().resideInAnyPackage(e.getValue().toArray(String[]::new))
          .as("the non-exported packages of " + e.getKey() + " are not used from outside it"));
    }
    return rules;
  }
}
