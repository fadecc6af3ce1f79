package io.github.strategorules.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The core module exports exactly its API packages and needs nothing beyond the JDK at run time
 * (its nullness annotations are a compile-time requirement only), not even {@code java.xml}: Gravon
 * XML is read by {@code stratego-gravon}.
 */
class ModuleDescriptorTest {

  private static ModuleDescriptor descriptor() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
      return ModuleDescriptor.read(in);
    }
  }

  @Test
  void exportsExactlyTheApiPackages() throws IOException {
    assertThat(
            descriptor().exports().stream()
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.core",
            "io.github.strategorules.core.action",
            "io.github.strategorules.core.board",
            "io.github.strategorules.core.error",
            "io.github.strategorules.core.event",
            "io.github.strategorules.core.view",
            "io.github.strategorules.core.game",
            "io.github.strategorules.core.rules",
            "io.github.strategorules.core.kernel",
            "io.github.strategorules.core.notation",
            "io.github.strategorules.core.referee");
  }

  @Test
  void providesTheClassicFamilyToTheGameRegistryOnBothPaths() throws IOException {
    assertThat(descriptor().provides())
        .anySatisfy(
            p -> {
              assertThat(p.service()).isEqualTo("io.github.strategorules.core.game.GameProvider");
              assertThat(p.providers())
                  .containsExactly("io.github.strategorules.core.internal.ClassicGameProvider");
            });
    assertThat(
            Files.readString(
                    Path.of(
                        "target",
                        "classes",
                        "META-INF",
                        "services",
                        "io.github.strategorules.core.game.GameProvider"))
                .strip())
        .isEqualTo("io.github.strategorules.core.internal.ClassicGameProvider");
  }

  @Test
  void hasNoRuntimeDependencies() throws IOException {
    assertThat(
            descriptor().requires().stream()
                .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.startsWith("java."))
                .collect(Collectors.toSet()))
        .isEmpty();
  }

  @Test
  void needsOnlyTheBaseModuleOfTheJdk() throws IOException {
    assertThat(
            descriptor().requires().stream()
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> n.startsWith("java."))
                .collect(Collectors.toSet()))
        .containsExactly("java.base");
  }

  @Test
  void needsTheNullnessAnnotationsAtCompileTimeOnly() throws IOException {
    assertThat(descriptor().requires())
        .filteredOn(r -> r.name().equals("org.jspecify"))
        .singleElement()
        .satisfies(
            r -> assertThat(r.modifiers()).contains(ModuleDescriptor.Requires.Modifier.STATIC));
  }
}
