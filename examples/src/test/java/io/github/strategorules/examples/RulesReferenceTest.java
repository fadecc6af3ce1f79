package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/rules-reference.md} lists every rule id the library cites, with the classes that
 * implement it and the tests that cover it, and stays true: this test rebuilds the table from the
 * sources and compares. After a change, regenerate it with {@code -Drules.update=true} and review
 * the diff.
 */
class RulesReferenceTest {
  private static final Pattern RULE_ID = Pattern.compile("\\b(C|V|LI)-(\\d+)(?:\\.(\\d+))?\\b");
  private static final String[] MODULES = {"stratego-core", "stratego-variants", "stratego-lostisland",
      "stratego-research"};

  /** Sorts C before V before LI, then numerically: C-5 < C-5.1 < C-5.2 < C-6. */
  private static final Comparator<String> BY_ID = Comparator
      .comparing((String id) -> List.of("C", "V", "LI").indexOf(id.substring(0, id.indexOf('-'))))
      .thenComparing(id -> part(id, 0)).thenComparing(id -> part(id, 1));

  private static int part(String id, int i) {
    String[] nums = id.substring(id.indexOf('-') + 1).split("\\.");
    return i < nums.length ? Integer.parseInt(nums[i]) : -1;
  }

  private static Map<String, Set<String>> scan(Path root, String sourceSet) throws IOException {
    Map<String, Set<String>> byId = new TreeMap<>(BY_ID);
    for (String module : MODULES) {
      Path src = root.resolve(module).resolve("src").resolve(sourceSet).resolve("java");
      if (!Files.isDirectory(src)) {
        continue;
      }
      try (Stream<Path> files = Files.walk(src)) {
        for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
          String name = f.getFileName().toString().replace(".java", "");
          if (name.equals("package-info")) {
            name = src.relativize(f.getParent()).toString().replace('/', '.').replace('\\', '.');
          }
          Matcher m = RULE_ID.matcher(Files.readString(f, StandardCharsets.UTF_8));
          while (m.find()) {
            byId.computeIfAbsent(m.group(), k -> new TreeSet<>()).add("`" + name + "` (" + module + ")");
          }
        }
      }
    }
    return byId;
  }

  static String table(Path root) {
    try {
      Map<String, Set<String>> main = scan(root, "main");
      Map<String, Set<String>> test = scan(root, "test");
      Set<String> ids = new TreeSet<>(BY_ID);
      ids.addAll(main.keySet());
      ids.addAll(test.keySet());
      StringBuilder sb = new StringBuilder();
      sb.append("# Rules reference\n\n")
          .append("Every rule id of the normative rules (`classic.md` C-…, `variants.md` V-…, `lost-island.md`\n")
          .append("LI-…) that the library cites, with the classes whose Javadoc or code implements it and the\n")
          .append("tests that name it. Generated from the sources by `RulesReferenceTest` (examples); regenerate\n")
          .append("with `./mvnw -pl examples -am verify -Dtest=RulesReferenceTest -Drules.update=true`.\n\n")
          .append("| rule | implemented in | tested in |\n|---|---|---|\n");
      for (String id : ids) {
        sb.append("| ").append(id).append(" | ")
            .append(String.join(", ", main.getOrDefault(id, Set.of())))
            .append(" | ").append(String.join(", ", test.getOrDefault(id, Set.of()))).append(" |\n");
      }
      return sb.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void theRulesReferenceListsWhereEveryRuleLives() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    Path doc = root.resolve("docs").resolve("rules-reference.md");
    String expected = table(root);
    if (Boolean.getBoolean("rules.update")) {
      Files.writeString(doc, expected, StandardCharsets.UTF_8);
    }
    assertThat(expected).contains("| C-5.1 |", "| V-1.2 |", "| LI-7.4 |");
    assertThat(Files.readString(doc, StandardCharsets.UTF_8))
        .as("docs/rules-reference.md is stale: regenerate with -Drules.update=true").isEqualTo(expected);
  }
}
