package io.github.strategorules.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The research module needs the two rules modules and nothing else at run time, exports its four
 * API packages, and provides both games' kits on the module path and the class path.
 */
class ModuleDescriptorTest {
  private static ModuleDescriptor descriptor() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
      return ModuleDescriptor.read(in);
    }
  }

  @Test
  void dependsOnCoreAndLostIslandOnly() throws IOException {
    assertThat(
            descriptor().requires().stream()
                .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.startsWith("java."))
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.core", "io.github.strategorules.lostisland");
    // The nullness annotations are needed at compile time only.
    assertThat(descriptor().requires())
        .filteredOn(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
        .extracting(ModuleDescriptor.Requires::name)
        .containsExactly("org.jspecify");
  }

  @Test
  void exportsExactlyTheApiPackages() throws IOException {
    assertThat(
            descriptor().exports().stream()
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.research",
            "io.github.strategorules.research.classic",
            "io.github.strategorules.research.lostisland",
            "io.github.strategorules.research.env");
  }

  @Test
  void providesTheKitsOfBothGamesOnBothPaths() throws IOException {
    String service = ResearchKit.class.getName();
    assertThat(descriptor().provides())
        .anySatisfy(
            p -> {
              assertThat(p.service()).isEqualTo(service);
              assertThat(p.providers())
                  .containsExactly(
                      "io.github.strategorules.research.classic.ClassicResearch",
                      "io.github.strategorules.research.lostisland.IslandResearch");
            });
    assertThat(ServiceLoader.load(ResearchKit.class).stream().map(p -> p.get().family()))
        .containsExactlyInAnyOrder("classic", "lost-island");
    assertThat(Research.families()).containsExactly("classic", "lost-island");
  }
}
