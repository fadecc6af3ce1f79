package io.github.strategorules.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The variants module exports its API package only, depends on core only (and on the nullness
 * annotations at compile time), and provides its rulesets.
 */
class ModuleDescriptorTest {

  @Test
  void boundary() throws IOException {
    ModuleDescriptor d;
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
      d = ModuleDescriptor.read(in);
    }
    assertThat(
            d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()))
        .containsExactly("io.github.strategorules.variants");
    assertThat(
            d.requires().stream()
                .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.startsWith("java."))
                .collect(Collectors.toSet()))
        .containsExactly("io.github.strategorules.core");
    assertThat(d.requires())
        .filteredOn(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
        .extracting(ModuleDescriptor.Requires::name)
        .containsExactly("org.jspecify");
    assertThat(d.provides())
        .extracting(ModuleDescriptor.Provides::service)
        .containsExactly("io.github.strategorules.core.rules.RulesetProvider");
  }
}
