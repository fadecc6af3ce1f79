package io.github.strategorules.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages depend on each other as the architecture says in the source too, not only in the
 * bytecode (issue 37 item 2). ArchUnit ({@code CorePackagesTest} in stratego-core) reads class
 * files, which keep no trace of an import used only by Javadoc; but such an import is still a
 * dependency of the source: the reader of {@code core.game} met classic types there, and the
 * package graph of the source had a cycle through every package of core. This test reads the {@code
 * import} lines of every main source file of every module (it walks each module's {@code
 * src/main/java} from the repository root, one level above this module, where the tests run) and
 * checks two rules:
 *
 * <ul>
 *   <li>the game-neutral contract, {@code core.game}, imports no game's type: of the library, only
 *       itself and the few shared types of {@link #CONTRACT_MAY_IMPORT};
 *   <li>the batched environment, {@code research.env}, imports no game either (issue 50): of the
 *       library, only the contract, the shared types, the game-neutral research layer ({@code
 *       research}) and itself. A game's fast path plugs in through the research kit's hook ({@code
 *       EnvKit}), from the game's own research package ({@code research.classic} for the classic
 *       family);
 *   <li>no cycle among packages. Two groups of core count as one package, the same two as in {@code
 *       CorePackagesTest} (docs/architecture.md): their public types use each other. A module's
 *       {@code internal} package counts as part of its parent package: it implements that package's
 *       API, which calls into it, and the module system hides it from users. The rule-id tags
 *       {@code ImplementsRule} and {@code ChecksRule} are not counted (traceability marks).
 * </ul>
 *
 * <p>The contract rule also reads fully qualified names anywhere in the file ({@code {@link a.b.C}}
 * in Javadoc, package-info included): the contract names no game at all. The cycle rule reads
 * imports only: a fully qualified link is not a use a reader meets at the top of a file, and some
 * remain (a package comment that points at the classic state, for one).
 */
class SourceImportsTest {
  private static final String ROOT = "io.github.strategorules";
  private static final String CORE = ROOT + ".core";
  private static final String CONTRACT = CORE + ".game";
  private static final String RESEARCH = ROOT + ".research";
  private static final String ENV = RESEARCH + ".env";
  private static final String REFEREE = CORE + ".referee";

  /**
   * What the contract may import from the library besides itself: the square of every board and the
   * errors every game shares. Anything else of core's other packages is the classic family's.
   */
  static final Set<String> CONTRACT_MAY_IMPORT =
      Set.of(
          CORE + ".board.Square",
          CORE + ".error.StrategoException",
          CORE + ".error.NotationException",
          CORE + ".error.IllegalActionException");

  /** The tags that mark rule ids on types of every package; not a use of the rules. */
  private static final Set<String> TAGS =
      Set.of(CORE + ".rules.ImplementsRule", CORE + ".rules.ChecksRule");

  private static final Pattern PACKAGE =
      Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(static\\s+)?([\\w.]+?)(\\.\\*)?\\s*;", Pattern.MULTILINE);
  private static final Pattern QUALIFIED =
      Pattern.compile("\\bio\\.github\\.strategorules(\\.[a-z]\\w*)+\\.[A-Z]\\w*");

  /**
   * One main source file: its name (its package tells where it is), its package, what it imports,
   * and the fully qualified names of the library's types it writes anywhere (in Javadoc links).
   */
  record Source(String file, String pkg, List<String> imports, List<String> qualified) {

    static Source parse(String file, String text) {
      Matcher p = PACKAGE.matcher(text);
      String pkg = p.find() ? p.group(1) : "";
      List<String> imports = new ArrayList<>();
      Matcher m = IMPORT.matcher(text);
      while (m.find()) {
        imports.add(m.group(2));
      }
      List<String> qualified = new ArrayList<>();
      Matcher q = QUALIFIED.matcher(text);
      while (q.find()) {
        qualified.add(q.group());
      }
      return new Source(file, pkg, imports, qualified);
    }
  }

  /** The package of an imported name: its segments up to the first that starts with a capital. */
  static String packageOf(String imported) {
    List<String> segments = new ArrayList<>();
    for (String s : imported.split("\\.")) {
      if (Character.isUpperCase(s.charAt(0))) {
        break;
      }
      segments.add(s);
    }
    return String.join(".", segments);
  }

  /** The type of an imported name: up to its first segment that starts with a capital. */
  private static String typeOf(String imported) {
    String pkg = packageOf(imported);
    String rest = imported.substring(Math.min(imported.length(), pkg.length() + 1));
    return pkg + "." + rest.split("\\.")[0];
  }

  /** The unit a package counts as in the cycle rule (see the class comment). */
  static String unitOf(String pkg) {
    if (pkg.equals(CORE) || pkg.startsWith(CORE + ".")) {
      String sub = pkg.equals(CORE) ? "" : pkg.substring(CORE.length() + 1);
      if (Set.of("game", "board", "error").contains(sub)) {
        return "vocabulary (core.game, core.board, core.error)";
      }
      if (Set.of("", "view", "notation", "internal").contains(sub)) {
        return "classic state (core, core.view, core.notation, core.internal)";
      }
    }
    return pkg.endsWith(".internal") ? pkg.substring(0, pkg.length() - ".internal".length()) : pkg;
  }

  /** Every main source file of every module, module descriptors aside (they have no package). */
  static List<Source> mainSources() {
    Path root = Path.of("").toAbsolutePath().getParent();
    assertThat(root.resolve("stratego-core").resolve("pom.xml"))
        .as("the repository root, one level up")
        .exists();
    List<Source> sources = new ArrayList<>();
    try (Stream<Path> modules = Files.list(root)) {
      for (Path main :
          modules
              .map(m -> m.resolve("src/main/java"))
              .filter(Files::isDirectory)
              .sorted()
              .toList()) {
        try (Stream<Path> files = Files.walk(main)) {
          for (Path f : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
            if (!f.getFileName().toString().equals("module-info.java")) {
              sources.add(Source.parse(f.getFileName().toString(), Files.readString(f)));
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return sources;
  }

  /**
   * The names in the contract's files of a game's type, as "file: name": its imports, and its fully
   * qualified names (a Javadoc link such as {@code {@link io...core.ClassicState}} names the type
   * too).
   */
  static List<String> contractImportsOfGames(List<Source> sources) {
    return importsOfGames(sources, CONTRACT, Set.of(CONTRACT));
  }

  /**
   * The names in the batched environment's files ({@code research.env} and any package under it) of
   * a game's type, as "file: name": the environment may name the contract, the shared types, the
   * game-neutral referee (which alone makes the shares its opponents' transcripts are built from),
   * the game-neutral research layer and itself, nothing of a game (the classic family's typed API,
   * Lost Island, a game's research kit).
   */
  static List<String> envImportsOfGames(List<Source> sources) {
    return importsOfGames(sources, ENV, Set.of(CONTRACT, REFEREE, RESEARCH, ENV));
  }

  /**
   * The names a package (and its subpackages) writes of the library outside the packages it may use
   * and {@link #CONTRACT_MAY_IMPORT}, in imports and fully qualified names, as "file: name".
   */
  private static List<String> importsOfGames(
      List<Source> sources, String guarded, Set<String> mayUse) {
    List<String> found = new ArrayList<>();
    for (Source s : sources) {
      if (!s.pkg().equals(guarded) && !s.pkg().startsWith(guarded + ".")) {
        continue;
      }
      for (String i :
          Stream.concat(s.imports().stream(), s.qualified().stream()).distinct().toList()) {
        String pkg = packageOf(i);
        boolean ok =
            !pkg.startsWith(ROOT + ".")
                || mayUse.contains(pkg)
                || (pkg.startsWith(guarded + ".") && mayUse.contains(guarded))
                || CONTRACT_MAY_IMPORT.contains(typeOf(i));
        if (!ok) {
          found.add(s.file() + ": " + i);
        }
      }
    }
    return found;
  }

  /**
   * The cycles among units, one per strongly connected set of units, each written as a closed path
   * whose every step names the files whose imports make it.
   */
  static List<String> cycles(List<Source> sources) {
    // unit -> unit -> files that make the edge
    Map<String, Map<String, Set<String>>> graph = new TreeMap<>();
    for (Source s : sources) {
      String from = unitOf(s.pkg());
      graph.computeIfAbsent(from, k -> new TreeMap<>());
      for (String i : s.imports()) {
        String pkg = packageOf(i);
        String to = unitOf(pkg);
        if (pkg.startsWith(ROOT + ".") && !to.equals(from) && !TAGS.contains(typeOf(i))) {
          graph.get(from).computeIfAbsent(to, k -> new TreeSet<>()).add(s.file());
        }
      }
    }
    List<String> cycles = new ArrayList<>();
    for (Set<String> component : stronglyConnected(graph)) {
      if (component.size() > 1) {
        cycles.add(describe(graph, component));
      }
    }
    return cycles;
  }

  /** Tarjan's strongly connected components, without recursion. */
  private static List<Set<String>> stronglyConnected(Map<String, Map<String, Set<String>>> graph) {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    Set<String> onStack = new java.util.HashSet<>();
    List<Set<String>> components = new ArrayList<>();
    int[] counter = {0};
    for (String start : graph.keySet()) {
      if (index.containsKey(start)) {
        continue;
      }
      // Each frame: a node and the iterator position over its successors.
      Deque<Map.Entry<String, List<String>>> frames = new ArrayDeque<>();
      Deque<int[]> positions = new ArrayDeque<>();
      index.put(start, counter[0]);
      low.put(start, counter[0]++);
      stack.push(start);
      onStack.add(start);
      frames.push(Map.entry(start, successors(graph, start)));
      positions.push(new int[] {0});
      while (!frames.isEmpty()) {
        String v = frames.peek().getKey();
        List<String> next = frames.peek().getValue();
        int[] pos = positions.peek();
        if (pos[0] < next.size()) {
          String w = next.get(pos[0]++);
          if (!index.containsKey(w)) {
            index.put(w, counter[0]);
            low.put(w, counter[0]++);
            stack.push(w);
            onStack.add(w);
            frames.push(Map.entry(w, successors(graph, w)));
            positions.push(new int[] {0});
          } else if (onStack.contains(w)) {
            low.put(v, Math.min(low.get(v), index.get(w)));
          }
          continue;
        }
        frames.pop();
        positions.pop();
        if (!frames.isEmpty()) {
          String parent = frames.peek().getKey();
          low.put(parent, Math.min(low.get(parent), low.get(v)));
        }
        if (low.get(v).equals(index.get(v))) {
          Set<String> component = new TreeSet<>();
          String w;
          do {
            w = stack.pop();
            onStack.remove(w);
            component.add(w);
          } while (!w.equals(v));
          components.add(component);
        }
      }
    }
    return components;
  }

  private static List<String> successors(Map<String, Map<String, Set<String>>> graph, String v) {
    return new ArrayList<>(graph.getOrDefault(v, Map.of()).keySet());
  }

  /** One closed path through a component (the shortest back to its first unit), with its files. */
  private static String describe(
      Map<String, Map<String, Set<String>>> graph, Set<String> component) {
    String first = component.iterator().next();
    Map<String, String> cameFrom = new LinkedHashMap<>();
    Deque<String> queue = new ArrayDeque<>(List.of(first));
    String last = null;
    while (!queue.isEmpty() && last == null) {
      String v = queue.poll();
      for (String w : successors(graph, v)) {
        if (!component.contains(w)) {
          continue;
        }
        if (w.equals(first)) {
          last = v;
          break;
        }
        if (!cameFrom.containsKey(w)) {
          cameFrom.put(w, v);
          queue.add(w);
        }
      }
    }
    List<String> path = new ArrayList<>();
    for (String v = last; v != null && !v.equals(first); v = cameFrom.get(v)) {
      path.add(v);
    }
    path.add(first);
    Collections.reverse(path);
    path.add(first);
    StringBuilder text = new StringBuilder("cycle among " + component + ":");
    for (int i = 0; i + 1 < path.size(); i++) {
      text.append("\n  ")
          .append(path.get(i))
          .append(" -> ")
          .append(path.get(i + 1))
          .append(" by ")
          .append(graph.get(path.get(i)).get(path.get(i + 1)));
    }
    return text.toString();
  }

  @Test
  void readsEveryModulesMainSources() {
    List<Source> sources = mainSources();
    assertThat(sources.stream().map(Source::pkg).collect(Collectors.toSet()))
        .contains(CONTRACT, CORE, ROOT + ".lostisland", ROOT + ".json");
    assertThat(sources.stream().filter(s -> s.pkg().equals(CONTRACT))).hasSizeGreaterThan(10);
  }

  @Test
  void theContractImportsNoGamesType() {
    assertThat(contractImportsOfGames(mainSources()))
        .as("imports of core.game that name a game's type")
        .isEmpty();
  }

  @Test
  void theEnvironmentImportsNoGamesType() {
    assertThat(envImportsOfGames(mainSources()))
        .as("imports of research.env that name a game's type")
        .isEmpty();
  }

  @Test
  void packagesHaveNoCycleInTheirImports() {
    assertThat(cycles(mainSources())).as("cycles among the packages' imports in source").isEmpty();
  }

  /**
   * The rules fail where they should: a contract file that names a classic type, a Javadoc-only
   * loop.
   */
  @Test
  void theRulesCatchWhatTheyGuardAgainst() {
    List<Source> bad =
        List.of(
            Source.parse(
                "a/Phase.java",
                "package "
                    + CONTRACT
                    + ";\nimport "
                    + CORE
                    + ".event.ClassicOutcome;\n"
                    + "import "
                    + CORE
                    + ".board.Square;\nimport java.util.List;\n/** {@link ClassicOutcome} */ enum Phase {}"),
            Source.parse(
                "a/package-info.java",
                "/** {@link " + CORE + ".ClassicState} */\npackage " + CONTRACT + ";\n"),
            Source.parse(
                "a/ClassicOutcome.java",
                "package " + CORE + ".event;\nimport " + CONTRACT + ".Seat;\n"),
            Source.parse(
                "a/Tagged.java",
                "package " + CONTRACT + ";\nimport " + CORE + ".rules.ImplementsRule;\n"),
            Source.parse(
                "a/Rules.java",
                "package " + CORE + ".rules;\nimport static " + CONTRACT + ".Seat.RED;\n"));
    assertThat(contractImportsOfGames(bad))
        .containsExactly(
            "a/Phase.java: " + CORE + ".event.ClassicOutcome",
            "a/package-info.java: " + CORE + ".ClassicState",
            "a/Tagged.java: " + CORE + ".rules.ImplementsRule");
    assertThat(cycles(bad))
        .singleElement()
        .asString()
        .contains("core.event", "vocabulary", "a/Phase.java", "a/ClassicOutcome.java")
        .doesNotContain("Rules.java");
    assertThat(unitOf(ROOT + ".json.internal")).isEqualTo(ROOT + ".json");
    assertThat(envImportsOfGames(bad)).isEmpty();
  }

  /**
   * The environment's rule fails where it should: an environment that branches on the classic game,
   * runs the kernel, names the classic kit or Lost Island (in an import or a Javadoc link), in its
   * package or one under it; the contract, the shared types and the research layer pass.
   */
  @Test
  void theEnvironmentRuleCatchesAGameInTheEnvironment() {
    List<Source> bad =
        List.of(
            Source.parse(
                "e/VectorEnv.java",
                "package "
                    + ENV
                    + ";\nimport "
                    + CORE
                    + ".ClassicGame;\nimport "
                    + CORE
                    + ".kernel.Position;\nimport "
                    + CONTRACT
                    + ".Game;\nimport "
                    + CORE
                    + ".error.StrategoException;\nimport "
                    + RESEARCH
                    + ".ActionCodec;\nimport java.util.List;\n"),
            Source.parse(
                "e/Starts.java",
                "package "
                    + ENV
                    + ";\nimport "
                    + RESEARCH
                    + ".classic.ClassicActionCodec;\n/** {@link "
                    + ROOT
                    + ".lostisland.IslandGame} */ interface Starts {}"),
            Source.parse(
                "e/Fast.java",
                "package " + ENV + ".internal;\nimport " + CORE + ".rules.Ruleset;\n"),
            Source.parse(
                "e/Kit.java",
                "package " + RESEARCH + ".classic;\nimport " + CORE + ".ClassicGame;\n"));
    assertThat(envImportsOfGames(bad))
        .containsExactly(
            "e/VectorEnv.java: " + CORE + ".ClassicGame",
            "e/VectorEnv.java: " + CORE + ".kernel.Position",
            "e/Starts.java: " + RESEARCH + ".classic.ClassicActionCodec",
            "e/Starts.java: " + ROOT + ".lostisland.IslandGame",
            "e/Fast.java: " + CORE + ".rules.Ruleset");
    assertThat(packageOf(CORE + ".game.Seat.RED")).isEqualTo(CONTRACT);
  }
}
