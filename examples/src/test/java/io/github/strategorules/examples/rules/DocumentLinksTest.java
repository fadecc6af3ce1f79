package io.github.strategorules.examples.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Nothing in the repository points outside it, and the rules index goes somewhere in one step:
 * every relative link of every Markdown document (the generated {@code docs/rules/index.md}
 * included) names a file of the repository, and its anchor, if any, exists in that document; every
 * {@code docs/...} path that a source, a document or a data file names exists (the changelog, which
 * records files since removed, aside).
 */
class DocumentLinksTest {
  /** An inline Markdown link or image: {@code [text](target)}. */
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

  /**
   * A path into docs/ as prose and Javadoc name it: {@code docs/perft.md}, {@code
   * docs/rules/classic.md}.
   */
  private static final Pattern DOCS_PATH =
      Pattern.compile("(?<![\\w./-])docs/[\\w./-]*\\w\\.(?:md|perft)");

  /** An explicit anchor: {@code <a id="c-5.2"></a>}. */
  private static final Pattern ANCHOR = Pattern.compile("<a id=\"([^\"]+)\"");

  private static final Set<String> TEXT =
      Set.of(".java", ".md", ".txt", ".perft", ".xml", ".properties");

  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  @Test
  void everyRelativeLinkOfEveryDocumentResolvesInsideTheRepository() {
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (Path doc : files(".md")) {
      String text = read(doc);
      Matcher m = LINK.matcher(text);
      while (m.find()) {
        String target = m.group(1);
        if (target.matches("[a-z]+:.*")) {
          continue; // https:, mailto: ... point at the web, not at a file
        }
        checked++;
        String problem = problem(doc, target);
        if (problem != null) {
          broken.add(
              ROOT.relativize(doc)
                  + ":"
                  + line(text, m.start())
                  + ": "
                  + target
                  + " ("
                  + problem
                  + ")");
        }
      }
    }
    assertThat(checked).as("relative links checked").isGreaterThan(500);
    assertThat(broken).as("links that leave the repository or lead nowhere").isEmpty();
  }

  @Test
  void everyDocsPathNamedAnywhereExists() {
    List<String> missing = new ArrayList<>();
    for (Path f : files(TEXT.toArray(String[]::new))) {
      if (f.equals(ROOT.resolve("CHANGELOG.md"))) {
        continue;
      }
      String text = read(f);
      Matcher m = DOCS_PATH.matcher(text);
      while (m.find()) {
        if (!Files.isRegularFile(ROOT.resolve(m.group()))) {
          missing.add(ROOT.relativize(f) + ":" + line(text, m.start()) + ": " + m.group());
        }
      }
    }
    assertThat(missing).as("docs/ paths named but not in the repository").isEmpty();
  }

  @Test
  void theCheckSeesABrokenLinkAnOutsideLinkAndAMissingAnchor() {
    Path rules = ROOT.resolve("docs").resolve("rules").resolve("README.md");
    assertThat(problem(rules, "classic.md#c-5.2")).isNull();
    assertThat(problem(rules, "classic.md#c-99.9")).isEqualTo("no anchor c-99.9");
    assertThat(problem(rules, "../../../shared/rules/classic.md"))
        .isEqualTo("outside the repository");
    assertThat(problem(rules, "nowhere.md")).isEqualTo("no such file");
    assertThat(problem(ROOT.resolve("README.md"), "#maven")).isNull();
  }

  /** Why a link from a document does not resolve, or null when it does. */
  private static String problem(Path doc, String target) {
    int hash = target.indexOf('#');
    String file = hash < 0 ? target : target.substring(0, hash);
    Path to = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
    if (!to.startsWith(ROOT)) {
      return "outside the repository";
    }
    if (!Files.exists(to)) {
      return "no such file";
    }
    if (hash < 0 || !to.toString().endsWith(".md")) {
      return null;
    }
    String anchor = target.substring(hash + 1);
    return anchors(read(to)).contains(anchor) ? null : "no anchor " + anchor;
  }

  /** The explicit anchors of a document and the ones GitHub derives from its headings. */
  private static Set<String> anchors(String text) {
    Set<String> out = new HashSet<>();
    Matcher m = ANCHOR.matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    for (String line : text.split("\n")) {
      if (line.startsWith("#")) {
        String title = line.replaceFirst("^#+\\s*", "").replaceAll("<[^>]*>", "").strip();
        out.add(
            title.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'));
      }
    }
    return out;
  }

  private static int line(String text, int offset) {
    return (int) text.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
  }

  private static String read(Path f) {
    try {
      return Files.readString(f, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The repository's files with these endings, outside build output and hidden folders. */
  private static List<Path> files(String... endings) {
    try (Stream<Path> walk = Files.walk(ROOT)) {
      return walk.filter(Files::isRegularFile)
          .filter(
              f -> {
                for (Path part : ROOT.relativize(f)) {
                  String p = part.toString();
                  if (p.equals("target") || p.startsWith(".") || p.equals("node_modules")) {
                    return false;
                  }
                }
                String name = f.getFileName().toString();
                return Stream.of(endings).anyMatch(name::endsWith);
              })
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
