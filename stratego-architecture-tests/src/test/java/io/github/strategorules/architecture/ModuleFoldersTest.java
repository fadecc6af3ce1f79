package io.github.strategorules.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * No module's build reads another module's folder (issue 37 item 3): no {@code pom.xml} names a
 * path that leaves its module ({@code ..}) or starts from the repository root, so no module
 * compiles another's test sources or copies another's test resources. What the tests of several
 * modules share is a module of its own that they depend on ({@code stratego-test-fixtures}); see
 * docs/architecture.md, "Where tests live". The one path allowed out of a module is its {@code
 * <parent><relativePath>}, the root pom, which is no module.
 */
class ModuleFoldersTest {
  /** A path segment {@code ..}, with either separator. */
  private static final Pattern UP = Pattern.compile("(^|[/\\\\])\\.\\.([/\\\\]|$)");

  /** The properties that name the repository root or a folder above the module. */
  private static final List<String> ROOTS =
      List.of(
          "${project.parent.basedir}",
          "${maven.multiModuleProjectDirectory}",
          "${session.executionRootDirectory}",
          "${session.topLevelProject.basedir}",
          "${project.rootDirectory}",
          "${session.rootDirectory}",
          "${rootDirectory}");

  private static Path repository() {
    return Path.of("").toAbsolutePath().getParent();
  }

  /** The root pom and the pom of every folder beside this module's that has one. */
  private static List<Path> poms(Path root) {
    List<Path> poms = new ArrayList<>(List.of(root.resolve("pom.xml")));
    try (Stream<Path> folders = Files.list(root)) {
      folders
          .map(f -> f.resolve("pom.xml"))
          .filter(Files::isRegularFile)
          .sorted()
          .forEach(poms::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return poms;
  }

  /** The elements of one pom whose text leaves the module, as "file: <element> text". */
  static List<String> pathsOutOfTheModule(Path root, Path pom) {
    Element project;
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      project = factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
    } catch (ParserConfigurationException | SAXException e) {
      throw new IllegalStateException(pom + ": " + e.getMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> found = new ArrayList<>();
    collect(project, root.relativize(pom).toString().replace('\\', '/'), found);
    return found;
  }

  private static void collect(Element e, String file, List<String> found) {
    boolean leaf = true;
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element child) {
        leaf = false;
        collect(child, file, found);
      }
    }
    if (!leaf) {
      return;
    }
    String text = e.getTextContent().strip();
    boolean parentPom =
        e.getTagName().equals("relativePath")
            && e.getParentNode() instanceof Element p
            && p.getTagName().equals("parent");
    if (!parentPom && (UP.matcher(text).find() || ROOTS.stream().anyMatch(text::contains))) {
      found.add(file + ": <" + e.getTagName() + "> " + text);
    }
  }

  private static List<String> pathsOutOfTheirModules(Path root) {
    List<String> found = new ArrayList<>();
    for (Path pom : poms(root)) {
      found.addAll(pathsOutOfTheModule(root, pom));
    }
    return found;
  }

  @Test
  void noModulesBuildNamesAnotherModulesFolder() {
    Path root = repository();
    assertThat(poms(root))
        .as("the poms read")
        .contains(
            root.resolve("stratego-core/pom.xml"),
            root.resolve("stratego-engine/pom.xml"),
            root.resolve("examples/pom.xml"))
        .hasSizeGreaterThan(10);
    assertThat(pathsOutOfTheirModules(root))
        .as(
            "paths in a pom.xml out of its module: share through "
                + "stratego-test-fixtures instead (docs/architecture.md, \"Where tests live\")")
        .isEmpty();
  }

  /** The check finds the reads this project had, and allows the parent pom's relative path. */
  @Test
  void theCheckCanFail() throws IOException {
    Path dir = Files.createTempDirectory("module-folders");
    Files.writeString(
        dir.resolve("pom.xml"), "<project><modules><module>a</module></modules></project>");
    Files.createDirectories(dir.resolve("a"));
    Files.writeString(
        dir.resolve("a/pom.xml"),
        """
        <project>
          <parent><artifactId>p</artifactId><relativePath>../pom.xml</relativePath></parent>
          <build><plugins><plugin>
            <artifactId>build-helper-maven-plugin</artifactId>
            <executions><execution><configuration>
              <sources><source>${project.basedir}/../b/src/test/java</source></sources>
              <resources><resource><directory>..\\b\\src\\test\\resources</directory></resource></resources>
              <!-- a comment may say ../b -->
              <outputDirectory>${maven.multiModuleProjectDirectory}/b/target</outputDirectory>
              <finalName>a..b</finalName>
            </configuration></execution></executions>
          </plugin></plugins></build>
        </project>
        """);
    assertThat(pathsOutOfTheirModules(dir))
        .containsExactly(
            "a/pom.xml: <source> ${project.basedir}/../b/src/test/java",
            "a/pom.xml: <directory> ..\\b\\src\\test\\resources",
            "a/pom.xml: <outputDirectory> ${maven.multiModuleProjectDirectory}/b/target");
  }
}
