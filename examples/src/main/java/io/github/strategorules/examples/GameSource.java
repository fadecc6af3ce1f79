package io.github.strategorules.examples;

import io.github.strategorules.core.NotationException;
import io.github.strategorules.core.gravon.GravonGame;
import io.github.strategorules.core.gravon.GravonReader;
import io.github.strategorules.core.gravon.GravonRecords;
import io.github.strategorules.core.notation.GameRecord;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Loads the games of a file: a game record, a Gravon XML file, or a Gravon zip archive (streamed). */
final class GameSource {
  /**
   * One loaded game.
   *
   * @param name the file or zip entry name
   * @param type the Gravon game type, or the ruleset name for records
   * @param record the game, or null when it cannot be loaded
   * @param problem why the game cannot be loaded (an unsupported game type), or null
   * @param plies the number of moves in the source
   */
  record Loaded(String name, String type, GameRecord record, String problem, int plies) {
    Loaded(String name, String type, GameRecord record) {
      this(name, type, record, null, record.moves().size());
    }
  }

  private GameSource() {}

  /**
   * Streams every game of a file to a consumer.
   *
   * @param file the file
   * @param rules the ruleset options (for Gravon files: the type's ruleset unless --ruleset is given)
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
    } catch (NotationException e) {
      // Name the file: the location inside it is in the message.
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  private static void readInto(String name, InputStream in, RulesOptions rules, Consumer<Loaded> sink)
      throws IOException {
    if (name.endsWith(".zip")) {
      GravonReader.readZip(in, g -> sink.accept(fromGravon(g, rules)));
    } else if (name.endsWith(".xml")) {
      sink.accept(fromGravon(GravonReader.read(in, name), rules));
    } else {
      GameRecord r = GameRecord.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      if (rules.overrides()) {
        r = new GameRecord(rules.resolve(r.ruleset().spec()), r.red(), r.blue(), r.actions(), r.result(), r.tags());
      }
      sink.accept(new Loaded(name, r.ruleset().name(), r));
    }
  }

  /**
   * The single game of a file (a record or a Gravon XML file).
   *
   * @param file the file
   * @param rules the ruleset options
   * @return the game
   */
  static Loaded one(Path file, RulesOptions rules) {
    if (file.getFileName().toString().endsWith(".zip")) {
      throw new IllegalArgumentException("give one game (a record or a Gravon .xml file), not an archive: " + file);
    }
    Loaded[] holder = new Loaded[1];
    forEach(file, rules, g -> holder[0] = g);
    if (holder[0].record() == null) {
      throw new IllegalArgumentException(file + ": " + holder[0].problem());
    }
    return holder[0];
  }

  private static Loaded fromGravon(GravonGame g, RulesOptions rules) {
    GameRecord r;
    try {
      r = GravonRecords.toRecord(g, rules.resolve(rules.explicit() ? "classic"
          : GravonRecords.rulesetSpec(g.type(), rules.gravonTwoSquares(), rules.gravonEndings)));
    } catch (NotationException e) {
      // One game of a type we cannot play yet must not stop an archive.
      return new Loaded(g.name(), g.type(), null, "game type '" + g.type() + "' is not supported", g.moves().size());
    }
    return new Loaded(g.name(), g.type(), r);
  }
}
