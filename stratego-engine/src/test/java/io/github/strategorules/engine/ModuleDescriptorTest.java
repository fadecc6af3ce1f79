package io.github.strategorules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The engine module exports its two API packages only (the session and the connection) and needs no
 * module of the library but json and core, nor any library but Jackson through json.
 */
class ModuleDescriptorTest {
  private static ModuleDescriptor descriptor() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
      return ModuleDescriptor.read(in);
    }
  }

  @Test
  void exportsTheSessionAndTheConnectionOnly() throws IOException {
    ModuleDescriptor d = descriptor();
    assertThat(d.name()).isEqualTo("io.github.strategorules.engine");
    assertThat(d.exports()).allSatisfy(e -> assertThat(e.isQualified()).isFalse());
    assertThat(
            d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.engine.protocol", "io.github.strategorules.engine.connection");
    assertThat(d.packages())
        .containsExactlyInAnyOrder(
            "io.github.strategorules.engine.protocol", "io.github.strategorules.engine.connection");
  }

  @Test
  void dependsOnJsonAndCoreOnly() throws IOException {
    assertThat(
            descriptor().requires().stream()
                .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.startsWith("java."))
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder("io.github.strategorules.core", "io.github.strategorules.json");
    // The nullness annotations are needed at compile time only.
    assertThat(descriptor().requires())
        .filteredOn(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
        .extracting(ModuleDescriptor.Requires::name)
        .containsExactly("org.jspecify");
  }
}
