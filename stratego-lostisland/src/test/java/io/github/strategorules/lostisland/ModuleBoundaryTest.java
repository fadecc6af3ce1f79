package io.github.strategorules.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The module's boundary: it depends on the shared core only (not on the variants) and exports
 * exactly its API packages, the game's and the rules kernel's for research (issue 53); the engine
 * package stays internal (design: modules and dependencies).
 */
class ModuleBoundaryTest {

  private static ModuleDescriptor descriptor() throws IOException {
    Path compiled = Path.of("target", "classes", "module-info.class");
    try (InputStream in = Files.newInputStream(compiled)) {
      return ModuleDescriptor.read(in);
    }
  }

  @Test
  void dependsOnCoreOnly() throws IOException {
    assertThat(
            descriptor().requires().stream()
                .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.startsWith("java."))
                .collect(Collectors.toSet()))
        .containsExactly("io.github.strategorules.core");
    // The nullness annotations are needed at compile time only.
    assertThat(descriptor().requires())
        .filteredOn(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
        .extracting(ModuleDescriptor.Requires::name)
        .containsExactly("org.jspecify");
  }

  @Test
  void exportsTheApiPackagesOnly() throws IOException {
    assertThat(
            descriptor().exports().stream()
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.lostisland", "io.github.strategorules.lostisland.kernel");
    assertThat(descriptor().exports()).noneMatch(ModuleDescriptor.Exports::isQualified);
    assertThat(descriptor().name()).isEqualTo("io.github.strategorules.lostisland");
  }

  @Test
  void providesLostIslandToTheRegistryOnTheModulePathAndTheClassPath() throws IOException {
    String service = "io.github.strategorules.core.game.GameProvider";
    String provider = "io.github.strategorules.lostisland.internal.IslandGameProvider";
    assertThat(descriptor().provides())
        .anySatisfy(
            p -> {
              assertThat(p.service()).isEqualTo(service);
              assertThat(p.providers()).containsExactly(provider);
            });
    assertThat(
            Files.readString(Path.of("src", "main", "resources", "META-INF", "services", service))
                .strip())
        .isEqualTo(provider);
    assertThat(
            java.util.ServiceLoader.load(io.github.strategorules.core.game.GameProvider.class)
                .stream()
                .map(p -> p.type().getName()))
        .contains(provider);
  }
}
