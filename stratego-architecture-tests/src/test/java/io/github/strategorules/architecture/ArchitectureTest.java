package io.github.strategorules.architecture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.engine.protocol.ProtocolSession;
import io.github.strategorules.gravon.GravonReader;
import io.github.strategorules.json.StrategoJson;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.lostisland.IslandResearch;
import io.github.strategorules.variants.Variants;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The architecture of {@code design.md}, checked on the compiled library: module dependencies,
 * exported packages, and that no module reaches into another's non-exported packages. The same
 * rules are run against {@code io.github.strategorules.archfixture}, a small tree that breaks each
 * of them, to show they can fail.
 */
class ArchitectureTest {
  private static final String ROOT = "io.github.strategorules";
  private static final String FIXTURE = ROOT + ".archfixture";

  /** Main classes of the library and the CLI; no test classes, no fixture. */
  private static JavaClasses library() {
    ImportOption mainOnly =
        location ->
            !location.contains("/test-classes/")
                && !location.contains("-tests.jar")
                && !location.contains("/archfixture/");
    return new ClassFileImporter().withImportOption(mainOnly).importPackages(ROOT);
  }

  private static ModuleDescriptor descriptor(Class<?> anyClass) throws URISyntaxException {
    Path where = Path.of(anyClass.getProtectionDomain().getCodeSource().getLocation().toURI());
    return ModuleFinder.of(where).findAll().iterator().next().descriptor();
  }

  private static Set<String> exported(ModuleDescriptor d) {
    return d.exports().stream()
        .filter(e -> !e.isQualified())
        .map(ModuleDescriptor.Exports::source)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Map<String, Set<String>> nonExported() throws URISyntaxException {
    Map<String, Set<String>> map = new LinkedHashMap<>();
    for (Class<?> c :
        List.of(
            ClassicState.class,
            GravonReader.class,
            Variants.class,
            Ring.class,
            Research.class,
            IslandResearch.class,
            StrategoJson.class,
            ProtocolSession.class)) {
      ModuleDescriptor d = descriptor(c);
      Set<String> hidden = new TreeSet<>(d.packages());
      hidden.removeAll(exported(d));
      // the module's package root is its name: io.github.strategorules.research.lostisland, ...
      String modulePackage = d.name();
      map.put(modulePackage, hidden);
    }
    return map;
  }

  @Test
  void eachModuleExportsExactlyItsApiPackages() throws URISyntaxException {
    assertThat(exported(descriptor(ClassicState.class)))
        .containsExactly(
            ROOT + ".core",
            ROOT + ".core.action",
            ROOT + ".core.board",
            ROOT + ".core.error",
            ROOT + ".core.event",
            ROOT + ".core.game",
            ROOT + ".core.kernel",
            ROOT + ".core.notation",
            ROOT + ".core.referee",
            ROOT + ".core.rules",
            ROOT + ".core.view");
    assertThat(exported(descriptor(GravonReader.class))).containsExactly(ROOT + ".gravon");
    assertThat(exported(descriptor(Variants.class))).containsExactly(ROOT + ".variants");
    assertThat(exported(descriptor(Ring.class)))
        .containsExactly(ROOT + ".lostisland", ROOT + ".lostisland.kernel");
    assertThat(exported(descriptor(Research.class)))
        .containsExactly(ROOT + ".research", ROOT + ".research.classic", ROOT + ".research.env");
    assertThat(exported(descriptor(IslandResearch.class)))
        .containsExactly(ROOT + ".research.lostisland");
    assertThat(exported(descriptor(StrategoJson.class)))
        .containsExactly(ROOT + ".json", ROOT + ".json.spi");
    assertThat(exported(descriptor(ProtocolSession.class)))
        .containsExactly(ROOT + ".engine.connection", ROOT + ".engine.protocol");
    assertThat(descriptor(ClassicState.class).packages()).contains(ROOT + ".core.internal");
  }

  @Test
  void theLibraryKeepsItsModuleBoundaries() throws URISyntaxException {
    JavaClasses classes = library();
    assertThat(classes.containPackage(ROOT + ".variants")).isTrue();
    List<ArchRule> rules = ArchitectureRules.all(ROOT, nonExported());
    assertThat(rules).hasSizeGreaterThanOrEqualTo(8);
    for (ArchRule rule : rules) {
      rule.check(classes);
    }
  }

  /**
   * The reference implementation (in the test kit since issue 24) checks the kernel only if it
   * shares none of its code.
   */
  @Test
  void theReferenceImplementationSharesNoCodeWithTheKernel() throws URISyntaxException {
    JavaClasses classes = library();
    assertThat(classes.containPackage(ROOT + ".testkit.reference")).isTrue();
    com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
        .that()
        .resideInAPackage(ROOT + ".testkit.reference..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(ROOT + ".core.kernel..", ROOT + ".core.internal..")
        .check(classes);
  }

  @Test
  void everyRuleFailsOnTheBadFixture() {
    JavaClasses fixture = new ClassFileImporter().importPackages(FIXTURE);
    Map<String, Set<String>> hidden = Map.of(FIXTURE + ".core", Set.of(FIXTURE + ".core.internal"));
    for (ArchRule rule : ArchitectureRules.all(FIXTURE, hidden)) {
      assertThatThrownBy(() -> rule.check(fixture))
          .as(rule.getDescription())
          .isInstanceOf(AssertionError.class);
    }
  }
}
