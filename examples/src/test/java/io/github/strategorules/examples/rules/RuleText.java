package io.github.strategorules.examples.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules defined in {@code docs/rules/*.md}: every id with its anchor, kind and summary, in
 * document order. A definition is an anchor {@code <a id="c-5.2"></a>} followed by the id itself,
 * on a heading (a section) or at the start of a list item (a rule, or a reading when the item says
 * {@code *Reading*}).
 */
final class RuleText {
  /** The files that define rules, in the order of the index. */
  static final List<String> FILES = List.of("classic.md", "variants.md", "lost-island.md");

  /** What a definition is. */
  enum Kind {
    SECTION,
    RULE,
    READING
  }

  /**
   * One defined id.
   *
   * @param id the id, such as {@code C-5.2}
   * @param file the file name in docs/rules
   * @param anchor the anchor in that file
   * @param kind section, rule or reading
   * @param marked whether the rule is marked [interp] or [default]
   * @param informative whether it is informative only (no test required)
   * @param summary the first sentence of its text
   */
  record Definition(
      String id,
      String file,
      String anchor,
      Kind kind,
      boolean marked,
      boolean informative,
      String summary) {
    /** The section an id belongs to: {@code C-5} for {@code C-5.2}; itself for a section. */
    String section() {
      int dot = id.indexOf('.');
      return dot < 0 ? id : id.substring(0, dot);
    }

    /** Whether it is a reading of the library: an R-id, or a rule that says so or is marked. */
    boolean isReading() {
      return kind == Kind.READING || marked;
    }
  }

  private static final Pattern ANCHOR =
      Pattern.compile("<a id=\"([a-z0-9.-]+)\"></a>(\\*\\*)?([A-Z]+-R?[0-9]+(?:\\.[0-9]+)?)");

  private RuleText() {}

  /**
   * Reads every definition.
   *
   * @param rulesDir docs/rules
   * @return the definitions by id, in document order
   */
  static Map<String, Definition> read(Path rulesDir) {
    Map<String, Definition> defs = new LinkedHashMap<>();
    for (String file : FILES) {
      List<String> lines;
      try {
        lines = Files.readAllLines(rulesDir.resolve(file), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = ANCHOR.matcher(lines.get(i));
        if (!m.find()) {
          continue;
        }
        String id = m.group(3);
        if (!m.group(1).equals(id.toLowerCase(Locale.ROOT))) {
          throw new IllegalStateException(
              file + ":" + (i + 1) + ": anchor " + m.group(1) + " does not name " + id);
        }
        boolean heading = lines.get(i).startsWith("#");
        String text = heading ? lines.get(i).substring(m.end()).strip() : item(lines, i, m.end());
        Kind kind = heading ? Kind.SECTION : text.contains("*Reading*") ? Kind.READING : Kind.RULE;
        boolean marked = text.contains("**[interp]**") || text.contains("**[default]**");
        boolean informative = heading && text.contains("(informative)");
        Definition d =
            new Definition(id, file, m.group(1), kind, marked, informative, summary(text));
        if (defs.put(id, d) != null) {
          throw new IllegalStateException(file + ":" + (i + 1) + ": " + id + " is defined twice");
        }
      }
    }
    return defs;
  }

  /** The text of a list item from a column of its first line to the next item or blank line. */
  private static String item(List<String> lines, int first, int column) {
    StringBuilder sb = new StringBuilder(lines.get(first).substring(column));
    for (int j = first + 1; j < lines.size(); j++) {
      String l = lines.get(j);
      if (l.isBlank()
          || l.strip().startsWith("- ")
          || l.startsWith("#")
          || l.strip().startsWith("|")) {
        break;
      }
      sb.append(' ').append(l.strip());
    }
    return sb.toString();
  }

  /** The first sentence of a text, without markers and emphasis, at most about 90 characters. */
  private static String summary(String text) {
    String s =
        text.replace("**[interp]**", "")
            .replace("**[default]**", "")
            .replace("*Reading*", "")
            .replaceAll("\\*\\*\\[advanced: [A-Z_]+\\]\\*\\*", "")
            .replace("**", "")
            .replace("|", "/")
            .replaceAll("^[\\s:]+", "")
            .strip();
    int end = s.indexOf(". ");
    if (end > 0) {
      s = s.substring(0, end + 1);
    }
    if (s.length() > 90) {
      int cut = s.lastIndexOf(' ', 87);
      s = s.substring(0, cut > 40 ? cut : 87) + " ...";
    }
    return s;
  }

  /**
   * The leaves: ids no other id belongs to (rules and readings, and sections without rules).
   *
   * @param defs the definitions
   * @return the leaf ids, in document order
   */
  static List<String> leaves(Map<String, Definition> defs) {
    List<String> out = new ArrayList<>();
    for (Definition d : defs.values()) {
      boolean hasChildren =
          d.kind() == Kind.SECTION
              && defs.values().stream().anyMatch(o -> o != d && o.section().equals(d.id()));
      if (!hasChildren) {
        out.add(d.id());
      }
    }
    return out;
  }
}
