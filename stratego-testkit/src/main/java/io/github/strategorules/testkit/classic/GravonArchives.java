package io.github.strategorules.testkit.classic;

import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The Gravon games a test replays: a sample on the test class path (a few hundred games of the
 * three monthly archives; this repository's tests get theirs from its unpublished module {@code
 * stratego-test-fixtures}), or, when the system property {@code gravon.dir} names a folder (CI sets
 * it to the folder of the full archives), the full archives in it.
 */
public final class GravonArchives {
  /** The three archives, by name without {@code .zip}. */
  public static final List<String> ARCHIVES =
      List.of("strados2004-11", "strados2014-5", "strados2014-10");

  private GravonArchives() {}

  /**
   * One archive's games with where they came from.
   *
   * @param archive the archive name, e.g. {@code strados2014-5}
   * @param games its games (all of them, or the sample)
   * @param full whether these are the full archive's games
   */
  public record Archive(String archive, List<GravonGame> games, boolean full) {
    /**
     * The two-squares limit the era used (C-5.1; data README): 5 in 2004, 3 in 2014.
     *
     * @return N
     */
    public int twoSquaresLimit() {
      return archive.contains("2004") ? 5 : 3;
    }
  }

  /**
   * The folder of full archives, if configured.
   *
   * @return the folder, or null
   */
  public static @Nullable Path fullArchiveDir() {
    String dir = System.getProperty("gravon.dir", "");
    if (dir.isBlank()) {
      return null;
    }
    Path p = Path.of(dir);
    if (!Files.isDirectory(p)) {
      throw new IllegalStateException("gravon.dir does not name a folder: " + p.toAbsolutePath());
    }
    return p;
  }

  /**
   * Loads every archive: full when {@code gravon.dir} is set, the classic games' sample otherwise.
   *
   * @param resourceOwner a class that can see the {@code /gravon/*-sample.zip} resources
   * @return the archives
   */
  public static List<Archive> load(Class<?> resourceOwner) {
    return load(resourceOwner, "/gravon/");
  }

  /**
   * Loads every archive: full when {@code gravon.dir} is set, the sample in a resource folder
   * otherwise.
   *
   * @param resourceOwner a class that can see the resources
   * @param folder the resource folder of the {@code *-sample.zip} files, such as {@code /gravon/}
   * @return the archives
   */
  public static List<Archive> load(Class<?> resourceOwner, String folder) {
    Path dir = fullArchiveDir();
    List<Archive> result = new ArrayList<>();
    for (String name : ARCHIVES) {
      if (dir != null) {
        result.add(new Archive(name, GravonReader.readZip(dir.resolve(name + ".zip")), true));
        continue;
      }
      List<GravonGame> games = new ArrayList<>();
      try (InputStream in = resourceOwner.getResourceAsStream(folder + name + "-sample.zip")) {
        if (in == null) {
          throw new IllegalStateException("missing test resource " + folder + name + "-sample.zip");
        }
        GravonReader.readZip(in, games::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      result.add(new Archive(name, games, false));
    }
    return result;
  }
}
