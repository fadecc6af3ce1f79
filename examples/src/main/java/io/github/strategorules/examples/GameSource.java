package io.github.strategorules.examples;

import io.github.strategorules.core.ClassicReplay;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonReader;
import io.github.strategorules.gravon.GravonRecords;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Loads and replays the games of a file: a game record of any game ({@link Games#replay}, found by
 * its header), a Gravon XML file, or a Gravon zip archive (streamed). Gravon files are an input
 * format of the classic family: each game becomes a classic record of the ruleset of its game type
 * and era, and is replayed like any record. A game of an archive that cannot be read is passed on
 * as {@link Loaded#unreadable()} and the archive goes on; a file that cannot be read at all
 * (missing, not a zip archive, damaged past finding its entries) is an exception naming it.
 */
final class GameSource {
  /**
   * One loaded game.
   *
   * @param name the file or zip entry name
   * @param type the Gravon game type, or the game's spec name for records
   * @param replay the game replayed, or null when it cannot be loaded
   * @param problem why the game cannot be loaded (an unsupported game type, or why it cannot be
   *     read), or null
   * @param actions the number of actions replayed, or of moves in the source for a game not loaded
   * @param unreadable whether the game could not be read at all (a damaged or malformed entry)
   */
  record Loaded(
      String name,
      String type,
      RecordReplay<GameState, RecordReplay.Refused> replay,
      String problem,
      int actions,
      boolean unreadable) {
    Loaded(String name, String type, RecordReplay<GameState, RecordReplay.Refused> replay) {
      this(name, type, replay, null, replay.applied(), false);
    }

    static Loaded unreadable(NotationException e) {
      return new Loaded(e.source(), null, null, e.getMessage(), 0, true);
    }
  }

  private GameSource() {}

  /**
   * Streams every game of a file, replayed, to a consumer.
   *
   * @param file the file
   * @param rules the game options (for a record, the game it must be of; for Gravon files, the
   *     ruleset instead of the type's)
   * @param sink receives each game
   */
  static void forEach(Path file, RulesOptions rules, Consumer<Loaded> sink) {
    String name = file.getFileName().toString();
    try (InputStream in = Files.newInputStream(file)) {
      readInto(name, in, rules, sink);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("no such file: " + file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    } catch (UncheckedIOException e) {
      throw new UncheckedIOException(
          "cannot read " + file + ": " + e.getCause().getMessage(), e.getCause());
    } catch (NotationException e) {
      // Name the file: the location inside it is in the message (an archive names itself).
      throw new IllegalArgumentException(
          e.source().equals(name) ? e.getMessage() : file + ": " + e.getMessage(), e);
    }
  }

  private static void readInto(
      String name, InputStream in, RulesOptions rules, Consumer<Loaded> sink) throws IOException {
    if (name.endsWith(".zip")) {
      GravonReader.readZip(
          in,
          name,
          ReadLimits.DEFAULT,
          g -> sink.accept(fromGravon(g, name, rules)),
          e -> sink.accept(Loaded.unreadable(e)));
    } else if (name.endsWith(".xml")) {
      sink.accept(fromGravon(GravonReader.read(in, name), name, rules));
    } else {
      String text = text(in);
      // A record names its game; a game given by the options must be the same (Game.replay refuses
      // another).
      Game game = rules.overrides() ? rules.resolve("classic") : Games.gameOfRecord(text);
      RecordReplay<GameState, RecordReplay.Refused> r = game.replay(text);
      sink.accept(new Loaded(name, specName(r.finalState().game()), r));
    }
  }

  /** The name part of a game's spec: {@code barrage}, {@code lost-island}. */
  static String specName(Game game) {
    String spec = game.spec();
    int paren = spec.indexOf('(');
    return paren < 0 ? spec : spec.substring(0, paren);
  }

  /**
   * A text file, read no further than the document limit allows ({@link ReadLimits}).
   *
   * @param in the file's bytes
   * @return the text
   * @throws NotationException for a file past the limit
   * @throws IOException when reading fails
   */
  static String text(InputStream in) throws IOException {
    int max = ReadLimits.DEFAULT.maxDocumentLength();
    byte[] bytes = in.readNBytes(max * 3 + 1); // UTF-8: at most 3 bytes per character
    if (bytes.length > max * 3) {
      throw new NotationException(
          "the file is longer than the limit of "
              + max
              + " characters (ReadLimits.maxDocumentLength)",
          "",
          -1,
          1,
          1);
    }
    return new String(bytes, StandardCharsets.UTF_8);
  }

  /**
   * The single game of a file (a record or a Gravon XML file).
   *
   * @param file the file
   * @param rules the game options
   * @return the game
   */
  static Loaded one(Path file, RulesOptions rules) {
    if (file.getFileName().toString().endsWith(".zip")) {
      throw new IllegalArgumentException(
          "give one game (a record or a Gravon .xml file), not an archive: " + file);
    }
    Loaded[] holder = new Loaded[1];
    forEach(file, rules, g -> holder[0] = g);
    if (holder[0].replay() == null) {
      throw new IllegalArgumentException(file + ": " + holder[0].problem());
    }
    return holder[0];
  }

  private static Loaded fromGravon(GravonGame g, String file, RulesOptions rules) {
    String spec;
    try {
      spec =
          GravonRecords.rulesetSpec(
              g.type(), rules.gravonTwoSquares(g.name(), file), rules.gravonEndings);
    } catch (NotationException e) {
      // One game of a type we cannot play yet must not stop an archive.
      return new Loaded(
          g.name(),
          g.type(),
          null,
          "game type '" + g.type() + "' is not supported",
          g.moves().size(),
          false);
    }
    Ruleset r = Ruleset.parse(rules.resolveSpec(rules.explicit() ? "classic" : spec));
    return new Loaded(
        g.name(), g.type(), ClassicReplay.neutral(GravonRecords.toRecord(g, r).replay()));
  }
}
