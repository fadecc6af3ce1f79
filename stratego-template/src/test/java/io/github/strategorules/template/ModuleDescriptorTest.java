package io.github.strategorules.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.template.research.ToyResearch;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A game's module needs stratego-core, and stratego-research for its research kit: the template
 * requires no other module at run time (the nullness annotations at compile time only), exports its
 * game's package (whose records the JSON codec reads) and its kit's, and provides its game and its
 * kit, both to the module path (the descriptor) and the class path (the {@code META-INF/services}
 * entries).
 */
class ModuleDescriptorTest {
  @Test
  void theTemplateDependsOnCoreAndResearchAndProvidesItsGameAndKit() throws IOException {
    ModuleDescriptor d;
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
      d = ModuleDescriptor.read(in);
    }
    assertThat(d.name()).isEqualTo("io.github.strategorules.template");
    assertThat(
            d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.template", "io.github.strategorules.template.research");
    assertThat(
            d.requires().stream()
                .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.startsWith("java."))
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.core", "io.github.strategorules.research");
    assertThat(d.requires())
        .filteredOn(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
        .extracting(ModuleDescriptor.Requires::name)
        .containsExactly("org.jspecify");
    assertThat(d.provides())
        .anySatisfy(
            p -> {
              assertThat(p.service()).isEqualTo("io.github.strategorules.core.game.GameProvider");
              assertThat(p.providers()).containsExactly(ToyProvider.class.getName());
            })
        .anySatisfy(
            p -> {
              assertThat(p.service()).isEqualTo("io.github.strategorules.research.ResearchKit");
              assertThat(p.providers()).containsExactly(ToyResearch.class.getName());
            })
        .hasSize(2);
    Path services =
        Path.of(
            "target",
            "classes",
            "META-INF",
            "services",
            "io.github.strategorules.core.game.GameProvider");
    assertThat(Files.readAllLines(services)).isEqualTo(List.of(ToyProvider.class.getName()));
    Path kits =
        Path.of(
            "target",
            "classes",
            "META-INF",
            "services",
            "io.github.strategorules.research.ResearchKit");
    assertThat(Files.readAllLines(kits)).isEqualTo(List.of(ToyResearch.class.getName()));
  }
}
