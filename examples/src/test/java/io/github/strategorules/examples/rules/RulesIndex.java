package io.github.strategorules.examples.rules;

import io.github.strategorules.examples.rules.RuleTags.Role;
import io.github.strategorules.examples.rules.RuleTags.Tag;
import io.github.strategorules.examples.rules.RuleText.Definition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code docs/rules/index.md}: per rule id, its text (a link to its anchor), the code tagged
 * with {@code @ImplementsRule} and the tests tagged with {@code @ChecksRule}, each a link to the
 * source file with the tagged elements named.
 */
final class RulesIndex {
  /** The command that regenerates the index, from the repository root. */
  static final String REGENERATE =
      "./mvnw -q test -pl examples -am -Dtest=RulesIndexTest "
          + "-Dsurefire.failIfNoSpecifiedTests=false -Drules.update=true";

  private static final Map<String, String> TITLES =
      Map.of(
          "classic.md", "Classic Stratego (C)",
          "variants.md", "Variants and house rules (V)",
          "lost-island.md", "Lost Island (LI)");

  private RulesIndex() {}

  /**
   * The index text.
   *
   * @param defs the rules, in document order
   * @param tags every tag of the sources
   * @return the Markdown
   */
  static String write(Map<String, Definition> defs, List<Tag> tags) {
    long rules = defs.values().stream().filter(d -> d.kind() != RuleText.Kind.SECTION).count();
    long readings = defs.values().stream().filter(Definition::isReading).count();
    long code = links(tags, Role.CODE);
    long tests = links(tags, Role.TEST);
    StringBuilder sb = new StringBuilder();
    sb.append("# Rules index\n\n")
        .append(
            "Every rule id of this folder, with one link to its text, to the code that implements it\n")
        .append(
            "(tagged `@ImplementsRule`) and to the tests that check it (tagged `@ChecksRule`). Generated\n")
        .append(
            "by `RulesIndexTest` (module `examples`) from the rules and the tags in the sources, which the\n")
        .append(
            "same test checks: every id a tag, a Javadoc comment or a document cites is defined here, and\n")
        .append("every rule and reading has a test. Do not edit; regenerate with\n")
        .append("`")
        .append(REGENERATE)
        .append("`.\n\n")
        .append(rules)
        .append(" rules (")
        .append(readings)
        .append(" of them readings of the library, marked *reading*),\n")
        .append(code)
        .append(" links to code and ")
        .append(tests)
        .append(" links to tests.\n");
    String file = null;
    for (Definition d : defs.values()) {
      if (!d.file().equals(file)) {
        file = d.file();
        sb.append("\n## ")
            .append(TITLES.get(file))
            .append(": [")
            .append(file)
            .append("](")
            .append(file)
            .append(")\n\n")
            .append("| id | rule | code | tests |\n|---|---|---|---|\n");
      }
      String title = d.kind() == RuleText.Kind.SECTION ? "**" + d.summary() + "**" : d.summary();
      if (d.isReading()) {
        title = "*reading*: " + title;
      }
      sb.append("| [")
          .append(d.id())
          .append("](")
          .append(d.file())
          .append('#')
          .append(d.anchor())
          .append(") | ")
          .append(title)
          .append(" | ")
          .append(cell(tags, Role.CODE, d.id()))
          .append(" | ")
          .append(cell(tags, Role.TEST, d.id()))
          .append(" |\n");
    }
    return sb.toString();
  }

  private static long links(List<Tag> tags, Role role) {
    return tags.stream().filter(t -> t.role() == role).mapToLong(t -> t.ids().size()).sum();
  }

  /**
   * The tagged elements of one role for an id, grouped by file: {@code [Type](path) (`a`, `b`)}.
   */
  private static String cell(List<Tag> tags, Role role, String id) {
    Map<String, List<Tag>> byFile = new LinkedHashMap<>();
    for (Tag t : tags) {
      if (t.role() == role && t.ids().contains(id)) {
        byFile.computeIfAbsent(t.path(), k -> new ArrayList<>()).add(t);
      }
    }
    List<String> parts = new ArrayList<>();
    byFile.forEach(
        (path, list) -> {
          StringBuilder p =
              new StringBuilder("[")
                  .append(list.get(0).type())
                  .append("](../../")
                  .append(path)
                  .append(')');
          List<String> members =
              list.stream().map(Tag::member).filter(m -> !m.isEmpty()).distinct().toList();
          if (!members.isEmpty()) {
            p.append(" (`").append(String.join("`, `", members)).append("`)");
          }
          parts.add(p.toString());
        });
    return String.join(", ", parts);
  }
}
