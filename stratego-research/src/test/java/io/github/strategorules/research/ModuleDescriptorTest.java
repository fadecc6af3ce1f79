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
 * The research module needs stratego-core and nothing else at run time (issue 50: no game module),
 * exports its three API packages, and provides the classic family's kit on the module path and the
 * class path. Lost Island's kit is a module of its own (stratego-lostisland-research).
 */
class ModuleDescriptorTest {
  private static ModuleDescriptor descriptor() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
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
  void exportsExactlyTheApiPackages() throws IOException {
    assertThat(
            descriptor().exports().stream()
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.research",
            "io.github.strategorules.research.classic",
            "io.github.strategorules.research.env");
  }

  @Test
  void providesTheClassicKitOnBothPaths() throws IOException {
    String service = ResearchKit.class.getName();
    assertThat(descriptor().provides())
        .anySatisfy(
            p -> {
              assertThat(p.service()).isEqualTo(service);
              assertThat(p.providers())
                  .containsExactly("io.github.strategorules.research.classic.ClassicResearch");
            });
    assertThat(ServiceLoader.load(ResearchKit.class).stream().map(p -> p.get().family()))
        .containsExactly("classic");
    assertThat(Research.families()).containsExactly("classic");
  }
}
