package io.github.strategorules.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The JSON module exports its API and SPI only (the engine protocol is stratego-engine's), needs no
 * game module but core, provides the classic codec on both paths and finds Lost Island through its
 * game provider.
 */
class ModuleDescriptorTest {
  private static ModuleDescriptor descriptor() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
      return ModuleDescriptor.read(in);
    }
  }

  @Test
  void exportsTheApiAndTheServiceInterface() throws IOException {
    assertThat(
            descriptor().exports().stream()
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.json", "io.github.strategorules.json.spi");
    assertThat(descriptor().packages()).contains("io.github.strategorules.json.internal");
  }

  @Test
  void dependsOnTheRulesAndJacksonOnly() throws IOException {
    assertThat(
            descriptor().requires().stream()
                .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.startsWith("java."))
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder("io.github.strategorules.core", "tools.jackson.databind");
    // The nullness annotations are needed at compile time only.
    assertThat(descriptor().requires())
        .filteredOn(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
        .extracting(ModuleDescriptor.Requires::name)
        .containsExactly("org.jspecify");
  }

  @Test
  void providesTheClassicCodecOnBothPathsAndFindsLostIslandThroughItsProvider() throws IOException {
    String service = "io.github.strategorules.json.spi.GameCodec";
    assertThat(descriptor().provides())
        .anySatisfy(
            p -> {
              assertThat(p.service()).isEqualTo(service);
              assertThat(p.providers())
                  .containsExactly("io.github.strategorules.json.internal.ClassicCodec");
            });
    assertThat(Files.readAllLines(Path.of("target", "classes", "META-INF", "services", service)))
        .containsExactly("io.github.strategorules.json.internal.ClassicCodec");
    assertThat(StrategoJson.standard().families())
        .containsExactlyInAnyOrder("classic", "lost-island");
  }
}
