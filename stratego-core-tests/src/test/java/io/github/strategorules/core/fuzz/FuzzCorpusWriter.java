package io.github.strategorules.core.fuzz;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonRecords;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Writes core's fuzzing seeds to {@code src/test/resources/fuzz/} from random games and the Gravon
 * samples. Run once when the formats change, then commit: {@code ./mvnw -q -o test -pl
 * stratego-core -Dtest=FuzzCorpusWriter -Dfuzz.corpus.update=true}. Crash inputs found by fuzzing
 * are kept beside these seeds, under names starting with {@code crash-}.
 */
class FuzzCorpusWriter {
  private static final Path ROOT = Path.of("src", "test", "resources", "fuzz");

  private static void write(String format, String name, byte[] bytes) throws IOException {
    Path dir = ROOT.resolve(format);
    Files.createDirectories(dir);
    Files.write(dir.resolve(name), bytes);
  }

  private static void write(String format, String name, String text) throws IOException {
    write(format, name, text.getBytes(StandardCharsets.UTF_8));
  }

  private static ClassicState play(Ruleset r, long seed, int plies) {
    ClassicState s =
        ClassicState.start(
            r, Setup.random(r, Seat.RED, seed), Setup.random(r, Seat.BLUE, seed + 1));
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < plies && s.outcome().isEmpty(); i++) {
      List<Move> moves = s.legalMoves();
      s = s.apply(moves.get(random.nextInt(moves.size()))).state();
    }
    return s;
  }

  @Test
  @EnabledIfSystemProperty(named = "fuzz.corpus.update", matches = "true")
  void write() throws IOException {
    String[] specs = {
      "classic",
      "classic(rescue)",
      "classic(free_setup)",
      "classic(two_squares=5,gravon_endings)",
      "classic(captains_two_squares,rescue,scouts_defuse_bombs)",
      "classic(more_squares=off,first=blue)"
    };
    for (int i = 0; i < specs.length; i++) {
      Ruleset r = Ruleset.parse(specs[i]);
      write("position", "position-" + i + "-start.txt", PositionNotation.format(play(r, i, 0)));
      write(
          "position",
          "position-" + i + "-mid.txt",
          PositionNotation.format(play(r, i, 60 + 40 * i)));
    }
    // A position in a chase (C-6), with its hashes: the longest chase field among a few games.
    String chase = null;
    for (long seed = 0; seed < 40; seed++) {
      ClassicState s =
          ClassicState.start(
              Ruleset.classic(),
              Setup.random(Ruleset.classic(), Seat.RED, seed),
              Setup.random(Ruleset.classic(), Seat.BLUE, seed + 7));
      SplittableRandom random = new SplittableRandom(seed);
      for (int i = 0; i < 400 && s.outcome().isEmpty(); i++) {
        String f = PositionNotation.format(s);
        if (f.contains(":") && (chase == null || f.length() > chase.length())) {
          chase = f;
        }
        List<Move> moves = s.legalMoves();
        s = s.apply(moves.get(random.nextInt(moves.size()))).state();
      }
    }
    if (chase != null) {
      write("position", "position-chase.txt", chase);
    }
    write(
        "position",
        "position-view.txt",
        PositionNotation.format(play(Ruleset.classic(), 9, 50).viewFor(Seat.RED)));

    for (int i = 0; i < 3; i++) {
      Ruleset r = Ruleset.parse(specs[i]);
      ClassicState s = play(r, 10 + i, 25);
      write(
          "record",
          "record-" + i + ".txt",
          ClassicRecord.of(s, Map.of("event", "fuzz seed", "red", "Ann \"A\"\tB")).format());
    }
    ClassicState s = play(Ruleset.classic(), 20, 6);
    s =
        s.apply(new ClassicDrawOffer(Seat.RED))
            .state()
            .apply(new ClassicDrawAcceptance(Seat.BLUE))
            .state();
    write("record", "record-draw.txt", ClassicRecord.of(s, Map.of()).format());
    ClassicState r2 =
        play(Ruleset.classic(), 21, 3).apply(new ClassicResignation(Seat.BLUE)).state();
    write(
        "record",
        "record-resign.txt",
        ClassicRecord.of(r2, Map.of("note", "line\nbreak")).format());

    write(
        "ruleset",
        "specs.lines",
        String.join(
                "\n",
                List.of(
                    "classic",
                    "classic()",
                    "classic(two_squares=5)",
                    "classic(more_squares=off)",
                    "classic(gravon_endings)",
                    "classic(gravon_endings=off,ply_limit=2000)",
                    "classic(no_attack_limit=200,first=blue)",
                    "classic(setup_rows=5)",
                    "classic(free_setup)",
                    "classic(free_setup,setup_rows=1)",
                    "classic(rescue,captains_two_squares)",
                    "classic(scouts_defuse_bombs)",
                    "classic(aggressor_wins_ties,one_time_bombs,silent_defence)",
                    "classic(no_range_attack=on)",
                    " classic ( two_squares = 0 ) "))
            + "\n");

    Ruleset classic = Ruleset.classic();
    write(
        "setup",
        "setup-modern.txt",
        Setup.random(classic, Seat.RED, 1).toText(classic, Seat.RED, RankNumbering.MODERN));
    write(
        "setup",
        "setup-classic.txt",
        Setup.random(classic, Seat.BLUE, 2).toText(classic, Seat.BLUE, RankNumbering.OLD));
    write(
        "setup",
        "setup-spaced.txt",
        "  F B . S 10 9 . . 2 2\n3 3 3 3 . . . . . .\r\n. . . . . . . . . .\n"
            + "B B B B B 4 4 4 4 5\n");

    List<GravonGame> games = CoreFuzzTest.gravonSamples(3);
    String rescue =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n <game type=\"ultimate lightning\">\n"
            + "  <field content=\""
            + games.get(0).field()
            + "\"/>\n"
            + "  <move id=\"1\" source=\"J9\" target=\"J:\">   <rescue rescuefield=\"K2\" rescuepiece=\"9\"/>\n  </move>\n"
            + "  <move id=\"2\" source=\"K7\" target=\"K6\"/>\n  <player id=\"1\">Player 1</player>"
            + "<player id=\"2\">P &amp; &#233;</player>\n  <result type=\"3\" winner=\"1\"/>\n </game>\n</stratego>\n";
    write("gravon-xml", "rescue-j.xml", rescue);
    for (int i = 0; i < 3; i++) {
      GravonGame g = games.get(i * 3);
      ClassicRecord rec = GravonRecords.toRecord(g, Ruleset.classic());
      ClassicRecord shortened =
          new ClassicRecord(
              rec.ruleset(),
              rec.red(),
              rec.blue(),
              rec.actions().subList(0, Math.min(12, rec.actions().size())),
              rec.result(),
              rec.tags());
      write("gravon-xml", "game-" + i + ".xml", GravonRecords.toXml(shortened));
    }
    write(
        "gravon-zip",
        "deflated.zip",
        zip(false, "classic-2004.11-1.xml", xml(games, 0), "barrage-2014.5-2.xml", rescue));
    write(
        "gravon-zip",
        "stored.zip",
        zip(
            true,
            "classic-2014.10-3.xml",
            xml(games, 3),
            "readme.txt",
            "not a game",
            "folder/",
            ""));
    write("gravon-zip", "empty.zip", zip(false));
  }

  private static String xml(List<GravonGame> games, int i) {
    ClassicRecord rec = GravonRecords.toRecord(games.get(i), Ruleset.classic());
    return GravonRecords.toXml(
        new ClassicRecord(
            rec.ruleset(),
            rec.red(),
            rec.blue(),
            rec.actions().subList(0, Math.min(8, rec.actions().size())),
            rec.result(),
            rec.tags()));
  }

  private static byte[] zip(boolean stored, String... namesAndBodies) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
      for (int i = 0; i < namesAndBodies.length; i += 2) {
        byte[] data = namesAndBodies[i + 1].getBytes(StandardCharsets.UTF_8);
        ZipEntry e = new ZipEntry(namesAndBodies[i]);
        e.setTime(0);
        if (stored) {
          CRC32 crc = new CRC32();
          crc.update(data);
          e.setMethod(ZipEntry.STORED);
          e.setSize(data.length);
          e.setCompressedSize(data.length);
          e.setCrc(crc.getValue());
        }
        zip.putNextEntry(e);
        zip.write(data);
        zip.closeEntry();
      }
    }
    return bytes.toByteArray();
  }
}
