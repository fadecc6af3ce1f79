package io.github.strategorules.examples.rules;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.NewArrayTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The {@code @ImplementsRule} and {@code @ChecksRule} tags of every module's sources, read from the
 * syntax trees of the Java compiler's parser (not from the text): which element carries which rule
 * ids.
 */
final class RuleTags {
  /** Where a tag stands. */
  enum Role {
    CODE,
    TEST
  }

  /**
   * One tagged element.
   *
   * @param role code ({@code @ImplementsRule}) or test ({@code @ChecksRule})
   * @param path the source file, relative to the repository root, with forward slashes
   * @param type the top-level type's simple name, or the package for a package-info
   * @param member the member within it ({@code Inner.method}), empty for the type itself
   * @param line the line of the tag
   * @param ids the rule ids, as written
   */
  record Tag(Role role, String path, String type, String member, long line, List<String> ids) {
    /** The element, as {@code Type.member} or {@code Type}. */
    String element() {
      return member.isEmpty() ? type : type + "." + member;
    }
  }

  private RuleTags() {}

  /**
   * The source files of every module of the repository: {@code src/main/java} and {@code
   * src/test/java} of each directory with a {@code pom.xml}, without module descriptors.
   *
   * @param root the repository root
   * @return the files, sorted
   */
  static List<Path> sources(Path root) {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> modules = Files.list(root)) {
      for (Path module :
          modules.filter(m -> Files.isRegularFile(m.resolve("pom.xml"))).sorted().toList()) {
        for (String set : List.of("main", "test")) {
          Path src = module.resolve("src").resolve(set).resolve("java");
          if (!Files.isDirectory(src)) {
            continue;
          }
          try (Stream<Path> walk = Files.walk(src)) {
            walk.filter(
                    f ->
                        f.toString().endsWith(".java")
                            && !f.getFileName().toString().equals("module-info.java"))
                .sorted()
                .forEach(files::add);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  /**
   * Every tag in the sources.
   *
   * @param root the repository root
   * @return the tags, by file and then by position
   */
  static List<Tag> read(Path root) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<Tag> tags = new ArrayList<>();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
      List<Path> sources = sources(root);
      JavacTask task =
          (JavacTask)
              javac.getTask(
                  null,
                  files,
                  d -> {},
                  List.of("-proc:none"),
                  null,
                  files.getJavaFileObjectsFromPaths(sources));
      SourcePositions positions = Trees.instance(task).getSourcePositions();
      for (CompilationUnitTree unit : task.parse()) {
        String path =
            root.relativize(Path.of(unit.getSourceFile().toUri())).toString().replace('\\', '/');
        new Scanner(unit, path, positions, tags).scan(unit, null);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return tags;
  }

  /** Walks one compilation unit, keeping the names of the enclosing types. */
  private static final class Scanner extends TreeScanner<Void, Void> {
    private final CompilationUnitTree unit;
    private final String path;
    private final SourcePositions positions;
    private final List<Tag> tags;
    private final Deque<String> types = new ArrayDeque<>();

    Scanner(CompilationUnitTree unit, String path, SourcePositions positions, List<Tag> tags) {
      this.unit = unit;
      this.path = path;
      this.positions = positions;
      this.tags = tags;
    }

    @Override
    public Void visitCompilationUnit(CompilationUnitTree node, Void unused) {
      if (node.getPackage() != null && path.endsWith("package-info.java")) {
        collect(node.getPackage().getAnnotations(), node.getPackageName().toString(), "");
      }
      return super.visitCompilationUnit(node, unused);
    }

    @Override
    public Void visitClass(ClassTree node, Void unused) {
      String name = node.getSimpleName().toString();
      if (types.isEmpty()) {
        collect(node.getModifiers(), name, "");
      } else {
        collect(node.getModifiers(), top(), member(name));
      }
      types.push(name);
      try {
        return super.visitClass(node, unused);
      } finally {
        types.pop();
      }
    }

    @Override
    public Void visitMethod(MethodTree node, Void unused) {
      String name =
          node.getName().contentEquals("<init>") ? types.peek() : node.getName().toString();
      collect(node.getModifiers(), top(), member(name));
      return null; // nothing inside a method body is tagged
    }

    @Override
    public Void visitVariable(VariableTree node, Void unused) {
      collect(node.getModifiers(), top(), member(node.getName().toString()));
      return null;
    }

    private String top() {
      return types.peekLast();
    }

    /** A member's name after the nested types below the top-level one. */
    private String member(String name) {
      List<String> nested = new ArrayList<>(types);
      java.util.Collections.reverse(nested);
      nested.remove(0);
      nested.add(name);
      return String.join(".", nested);
    }

    private void collect(ModifiersTree modifiers, String type, String member) {
      collect(modifiers.getAnnotations(), type, member);
    }

    private void collect(List<? extends AnnotationTree> annotations, String type, String member) {
      for (AnnotationTree a : annotations) {
        String name = a.getAnnotationType().toString();
        Role role =
            name.equals("ImplementsRule") || name.endsWith(".ImplementsRule")
                ? Role.CODE
                : name.equals("ChecksRule") || name.endsWith(".ChecksRule") ? Role.TEST : null;
        if (role == null) {
          continue;
        }
        long line = unit.getLineMap().getLineNumber(positions.getStartPosition(unit, a));
        List<String> ids = new ArrayList<>();
        for (ExpressionTree arg : a.getArguments()) {
          ExpressionTree value = arg instanceof AssignmentTree as ? as.getExpression() : arg;
          List<? extends ExpressionTree> items =
              value instanceof NewArrayTree array ? array.getInitializers() : List.of(value);
          for (ExpressionTree item : items) {
            if (item.getKind() != Tree.Kind.STRING_LITERAL) {
              throw new IllegalStateException(
                  path + ":" + line + ": a rule tag takes string literals, not " + item);
            }
            ids.add((String) ((LiteralTree) item).getValue());
          }
        }
        tags.add(new Tag(role, path, type, member, line, List.copyOf(ids)));
      }
    }
  }
}
