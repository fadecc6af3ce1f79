package io.github.strategorules.research.lostisland;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.research.Research;
import io.github.strategorules.research.ResearchKit;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Lost Island's research kit is a module of its own: it needs the research layer and the game and
 * nothing else at run time, exports its one package, and provides its kit on the module path and
 * the class path, where the research layer finds it beside the classic family's.
 */
class ModuleDescriptorTest {
  private static ModuleDescriptor descriptor() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
      return ModuleDescriptor.read(in);
    }
  }

  @Test
  void dependsOnResearchAndLostIslandOnly() throws IOException {
    ModuleDescriptor d = descriptor();
    assertThat(d.name()).isEqualTo("io.github.strategorules.research.lostisland");
    assertThat(
            d.requires().stream()
                .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
                .map(ModuleDescriptor.Requires::name)
                .filter(n -> !n.startsWith("java."))
                .collect(Collectors.toSet()))
        .containsExactlyInAnyOrder(
            "io.github.strategorules.research", "io.github.strategorules.lostisland");
    // The nullness annotations are needed at compile time only.
    assertThat(d.requires())
        .filteredOn(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
        .extracting(ModuleDescriptor.Requires::name)
        .containsExactly("org.jspecify");
  }

  @Test
  void exportsItsPackageAndProvidesItsKitOnBothPaths() throws IOException {
    assertThat(
            descriptor().exports().stream()
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet()))
        .containsExactly("io.github.strategorules.research.lostisland");
    assertThat(descriptor().provides())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.service()).isEqualTo(ResearchKit.class.getName());
              assertThat(p.providers()).containsExactly(IslandResearch.class.getName());
            });
    Path services =
        Path.of("target", "classes", "META-INF", "services", ResearchKit.class.getName());
    assertThat(Files.readAllLines(services)).isEqualTo(List.of(IslandResearch.class.getName()));
    assertThat(ServiceLoader.load(ResearchKit.class).stream().map(p -> p.get().family()))
        .containsExactlyInAnyOrder("classic", "lost-island");
    assertThat(Research.families()).containsExactly("classic", "lost-island");
  }
}
