package io.github.strategorules.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noCodeUnits;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.FindException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.NullUnmarked;
import org.junit.jupiter.api.Test;

/**
 * The nullness scope of the library ({@code docs/nullness.md}): every library module is
 * {@code @NullMarked} on its module declaration, and nothing inside opts out; the test kit, which
 * has no module descriptor, marks each of its packages. Read from the compiled classes by
 * reflection, as tools read them.
 */
class NullnessScopeTest {
  private static final String ROOT = "io.github.strategorules";
  private static final List<String> MODULES =
      List.of(
          ROOT + ".core",
          ROOT + ".gravon",
          ROOT + ".variants",
          ROOT + ".lostisland",
          ROOT + ".json",
          ROOT + ".engine",
          ROOT + ".research");

  /** The packages left out of their modules' scope: none (add one here only with a reason). */
  private static final Set<String> UNMARKED = Set.of();

  /**
   * The library modules defined in a layer of their own (the tests run on the class path, where a
   * module's annotations cannot be seen), from the explicit modules of the class path.
   */
  private static ModuleLayer libraryLayer() {
    List<Path> modular = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path p = Path.of(entry);
      if (Files.isDirectory(p) ? Files.exists(p.resolve("module-info.class")) : isModularJar(p)) {
        modular.add(p);
      }
    }
    ModuleFinder finder = ModuleFinder.of(modular.toArray(Path[]::new));
    Configuration cf =
        ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), MODULES);
    return ModuleLayer.boot()
        .defineModulesWithOneLoader(cf, NullnessScopeTest.class.getClassLoader());
  }

  private static boolean isModularJar(Path jar) {
    if (!jar.toString().endsWith(".jar") || !Files.isRegularFile(jar)) {
      return false;
    }
    try {
      return ModuleFinder.of(jar).findAll().stream()
          .map(ModuleReference::descriptor)
          .noneMatch(d -> d.isAutomatic());
    } catch (FindException notAModule) {
      return false;
    }
  }

  /** A package's own annotation, from its package-info, if it has one. */
  private static Optional<Package> packageInfo(ClassLoader loader, String pkg) {
    try {
      return Optional.of(Class.forName(pkg + ".package-info", false, loader).getPackage());
    } catch (ClassNotFoundException none) {
      return Optional.empty();
    }
  }

  @Test
  void everyLibraryModuleIsNullMarked() {
    ModuleLayer layer = libraryLayer();
    for (String name : MODULES) {
      Module module = layer.findModule(name).orElseThrow();
      assertThat(module.isAnnotationPresent(NullMarked.class))
          .as("%s is @NullMarked", name)
          .isTrue();
    }
  }

  @Test
  void noPackageIsLeftOut() {
    ModuleLayer layer = libraryLayer();
    Set<String> unmarked = new TreeSet<>();
    for (String name : MODULES) {
      Module module = layer.findModule(name).orElseThrow();
      for (String pkg : module.getPackages()) {
        packageInfo(module.getClassLoader(), pkg)
            .filter(p -> p.isAnnotationPresent(NullUnmarked.class))
            .ifPresent(p -> unmarked.add(pkg));
      }
    }
    assertThat(unmarked).isSubsetOf(UNMARKED);
  }

  /**
   * No class, method or constructor of the library opts out of the scope (outside the packages left
   * out).
   */
  private static List<ArchRule> noOptOut(String root, Set<String> leftOut) {
    String[] outside = leftOut.stream().map(p -> p + "..").toArray(String[]::new);
    return List.of(
        noClasses()
            .that()
            .resideInAPackage(root + "..")
            .and()
            .resideOutsideOfPackages(outside)
            .should()
            .beAnnotatedWith(NullUnmarked.class),
        noCodeUnits()
            .that()
            .areDeclaredInClassesThat()
            .resideInAPackage(root + "..")
            .and()
            .areDeclaredInClassesThat()
            .resideOutsideOfPackages(outside)
            .should()
            .beAnnotatedWith(NullUnmarked.class));
  }

  @Test
  void noClassOrMethodOptsOut() {
    ImportOption mainOnly =
        location -> !location.contains("/test-classes/") && !location.contains("/archfixture/");
    JavaClasses library = new ClassFileImporter().withImportOption(mainOnly).importPackages(ROOT);
    for (ArchRule rule : noOptOut(ROOT, UNMARKED)) {
      rule.check(library);
    }
    // The same rules fail on a fixture whose class and method opt out.
    JavaClasses fixture = new ClassFileImporter().importPackages(ROOT + ".archfixture");
    for (ArchRule rule : noOptOut(ROOT + ".archfixture", Set.of())) {
      assertThatThrownBy(() -> rule.check(fixture))
          .as(rule.getDescription())
          .isInstanceOf(AssertionError.class);
    }
  }

  @Test
  void everyPackageOfTheTestKitIsNullMarked() throws ClassNotFoundException {
    ImportOption mainOnly = location -> !location.contains("/test-classes/");
    Set<String> packages =
        new ClassFileImporter()
            .withImportOption(mainOnly).importPackages(ROOT + ".testkit").stream()
                .map(JavaClass::getPackageName)
                .collect(Collectors.toCollection(TreeSet::new));
    assertThat(packages).contains(ROOT + ".testkit.property", ROOT + ".testkit.contract");
    for (String pkg : packages) {
      Package p =
          Class.forName(pkg + ".package-info", false, getClass().getClassLoader()).getPackage();
      assertThat(p.isAnnotationPresent(NullMarked.class)).as("%s is @NullMarked", pkg).isTrue();
    }
  }
}
