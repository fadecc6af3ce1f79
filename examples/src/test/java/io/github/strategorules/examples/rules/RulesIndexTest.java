package io.github.strategorules.examples.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.examples.rules.RuleTags.Role;
import io.github.strategorules.examples.rules.RuleTags.Tag;
import io.github.strategorules.examples.rules.RuleText.Definition;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rules reference stays true: the rules of {@code docs/rules}, the {@code @ImplementsRule} and
 * {@code @ChecksRule} tags of the sources and the generated {@code docs/rules/index.md} agree.
 * After a change to the rules or the tags, regenerate the index with {@code -Drules.update=true}
 * (see {@link RulesIndex#REGENERATE}) and review the diff.
 */
class RulesIndexTest {
  /** A rule id as text cites it: {@code C-5.2}, {@code V-1}, {@code LI-11.3}, {@code C-R3}. */
  static final Pattern CITED =
      Pattern.compile("(?<![A-Za-z0-9_])(?:C|V|LI)-R?[0-9]+(?:\\.[0-9]+)?(?![0-9])");

  /** Text files where ids are cited. */
  private static final Set<String> TEXT =
      Set.of(".java", ".md", ".txt", ".perft", ".lir", ".properties", ".lines");

  private static Path root;
  private static Map<String, Definition> defs;
  private static List<Tag> tags;

  @BeforeAll
  static void read() {
    root = Path.of("").toAbsolutePath().getParent();
    defs = RuleText.read(root.resolve("docs").resolve("rules"));
    tags = RuleTags.read(root);
  }

  @Test
  void everyTaggedIdIsDefinedInTheRules() {
    List<String> undefined = new ArrayList<>();
    for (Tag t : tags) {
      for (String id : t.ids()) {
        if (!defs.containsKey(id)) {
          undefined.add(
              id
                  + " ("
                  + (t.role() == Role.CODE ? "@ImplementsRule" : "@ChecksRule")
                  + " of "
                  + t.element()
                  + ", "
                  + t.path()
                  + ":"
                  + t.line()
                  + ")");
        }
      }
    }
    assertThat(undefined)
        .as("rule ids tagged in the sources but not defined in docs/rules")
        .isEmpty();
  }

  @Test
  void everyIdCitedAnywhereIsDefinedInTheRules() throws IOException {
    List<String> undefined = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path f : walk.filter(RulesIndexTest::isText).sorted().toList()) {
        String text;
        try {
          text = Files.readString(f, StandardCharsets.UTF_8);
        } catch (MalformedInputException e) {
          continue; // not text
        }
        Matcher m = CITED.matcher(text);
        while (m.find()) {
          if (!defs.containsKey(m.group())) {
            int line =
                (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
            undefined.add(
                m.group()
                    + " ("
                    + root.relativize(f).toString().replace('\\', '/')
                    + ":"
                    + line
                    + ")");
          }
        }
      }
    }
    assertThat(undefined)
        .as("rule ids cited in the repository but not defined in docs/rules")
        .isEmpty();
  }

  private static boolean isText(Path f) {
    Path rel = root.relativize(f);
    for (Path part : rel) {
      String p = part.toString();
      if (p.equals("target") || p.startsWith(".") || p.equals("node_modules")) {
        return false;
      }
    }
    String name = f.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return Files.isRegularFile(f) && dot >= 0 && TEXT.contains(name.substring(dot));
  }

  @Test
  void everyRuleAndReadingHasATest() {
    Set<String> tested = new TreeSet<>();
    tags.stream().filter(t -> t.role() == Role.TEST).forEach(t -> tested.addAll(t.ids()));
    List<String> untested =
        RuleText.leaves(defs).stream()
            .filter(id -> !defs.get(id).informative() && !tested.contains(id))
            .map(id -> id + " (" + defs.get(id).file() + "#" + defs.get(id).anchor() + ")")
            .toList();
    assertThat(untested)
        .as("rules and readings of docs/rules that no @ChecksRule test checks")
        .isEmpty();
  }

  @Test
  void theIndexIsUpToDate() throws IOException {
    Path index = root.resolve("docs").resolve("rules").resolve("index.md");
    String expected = RulesIndex.write(defs, tags);
    if (Boolean.getBoolean("rules.update")) {
      Files.writeString(index, expected, StandardCharsets.UTF_8);
    }
    assertThat(Files.exists(index) ? Files.readString(index, StandardCharsets.UTF_8) : "")
        .as("docs/rules/index.md is stale: regenerate with " + RulesIndex.REGENERATE)
        .isEqualTo(expected);
  }

  @Test
  void theRulesAreReadAsDefinedAndTheTagsAsWritten() {
    assertThat(defs.get("C-5.2").kind()).isEqualTo(RuleText.Kind.RULE);
    assertThat(defs.get("C-5.2").marked()).isTrue();
    assertThat(defs.get("C-5").kind()).isEqualTo(RuleText.Kind.SECTION);
    assertThat(defs.get("C-R3").kind()).isEqualTo(RuleText.Kind.READING);
    assertThat(defs.get("V-4").informative()).isTrue();
    assertThat(RuleText.leaves(defs)).contains("C-5.2", "C-R3").doesNotContain("C-5", "LI-12");
    assertThat(tags)
        .anySatisfy(
            t -> {
              assertThat(t.role()).isEqualTo(Role.TEST);
              assertThat(t.path()).endsWith("C5TwoSquaresTest.java");
              assertThat(t.ids()).contains("C-5.3");
            });
    assertThat(
            CITED
                .matcher("C-5.2, LI-11.3 and C-R3; not ABC-1 nor C-")
                .results()
                .map(r -> r.group())
                .toList())
        .containsExactly("C-5.2", "LI-11.3", "C-R3");
  }
}
