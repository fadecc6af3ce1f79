package io.github.strategorules.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.ReadLimits;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.notation.ClassicRecord;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.gravon.GravonGame;
import io.github.strategorules.gravon.GravonReader;
import io.github.strategorules.gravon.GravonRecords;
import io.github.strategorules.testkit.fuzz.Fuzzer;
import io.github.strategorules.testkit.fuzz.Mutations;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fuzzing of core's readers ({@link Fuzzer}): position notation, classic game records, ruleset
 * specs, setups, Gravon XML and Gravon zip archives, seeded from the committed corpus and from the
 * real games of the Gravon samples.
 */
class CoreFuzzTest {

  static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }

  /** Real games: the first entries of each Gravon sample. */
  static List<GravonGame> gravonSamples(int perArchive) {
    List<GravonGame> games = new ArrayList<>();
    for (String a : new String[] {"strados2004-11", "strados2014-5", "strados2014-10"}) {
      List<GravonGame> all = new ArrayList<>();
      GravonReader.readZip(
          CoreFuzzTest.class.getResourceAsStream("/gravon/" + a + "-sample.zip"), all::add);
      games.addAll(all.subList(0, perArchive));
    }
    return games;
  }

  @Test
  void positionNotation() {
    List<byte[]> extra = new ArrayList<>();
    for (GravonGame g : gravonSamples(2)) {
      ClassicState s = GravonRecords.toRecord(g, 5, false).replay().finalState();
      extra.add(PositionNotation.format(s).getBytes(StandardCharsets.UTF_8));
    }
    Fuzzer.run(
        "position",
        Fuzzer.corpus(CoreFuzzTest.class, "position"),
        extra,
        Mutations.dictionary(
            "classic",
            "classic(rescue)",
            "classic(free_setup)",
            "classic(more_squares=off)",
            "~",
            "/",
            " r ",
            " b ",
            "@",
            "e3-e4",
            "a10",
            "z26",
            "*",
            "^",
            "!",
            "+",
            "?",
            "X",
            "rescues=",
            "rescues=0,",
            "view=red",
            ":",
            "#3",
            "ffffffffffffffff",
            " - - - -"),
        in -> {
          ClassicState s = PositionNotation.parse(text(in));
          String written = PositionNotation.format(s);
          assertThat(PositionNotation.format(PositionNotation.parse(written))).isEqualTo(written);
          PositionNotation.format(s.viewFor(Seat.RED));
          PositionNotation.format(s.publicView());
          if (s.outcome().isEmpty() && !s.legalMoves().isEmpty()) {
            ClassicState next = s.apply(s.legalMoves().get(0)).state();
            String after = PositionNotation.format(next);
            assertThat(PositionNotation.format(PositionNotation.parse(after))).isEqualTo(after);
          }
        });
  }

  @Test
  void gameRecord() {
    List<byte[]> extra = new ArrayList<>();
    for (GravonGame g : gravonSamples(1)) {
      extra.add(GravonRecords.toRecord(g, 5, false).format().getBytes(StandardCharsets.UTF_8));
    }
    Fuzzer.run(
        "record",
        Fuzzer.corpus(CoreFuzzTest.class, "record"),
        extra,
        Mutations.dictionary(
            "stratego-record 1\n",
            "ruleset ",
            "tag ",
            "setup red ",
            "setup blue ",
            "moves ",
            "result ",
            "resign:red",
            "offer:blue",
            "accept:red",
            "\\u00zz",
            "\\u2028",
            "\\n",
            "\\\"",
            "a1=F",
            "j10=10",
            "k1=S",
            "z26=B",
            "red RESIGNATION",
            "draw -",
            "+M@e2",
            "classic(two_squares=5)",
            "# comment\n"),
        in -> {
          ClassicRecord r = ClassicRecord.parse(text(in));
          assertThat(ClassicRecord.parse(r.format())).isEqualTo(r);
          r.replay();
          String xml;
          try {
            xml = GravonRecords.toXml(r);
          } catch (IllegalArgumentException e) {
            return; // a record Gravon XML cannot hold (documented)
          }
          GravonGame back =
              GravonReader.read(
                  new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "x.xml");
          ClassicRecord again = GravonRecords.toRecord(back, r.ruleset());
          assertThat(again.moves()).isEqualTo(r.moves());
          assertThat(again.red()).isEqualTo(r.red());
          assertThat(again.blue()).isEqualTo(r.blue());
        });
  }

  @Test
  void rulesetSpec() {
    Fuzzer.run(
        "ruleset",
        Fuzzer.corpus(CoreFuzzTest.class, "ruleset"),
        List.of(),
        Mutations.dictionary(
            "classic",
            "(",
            ")",
            ",",
            "=",
            "on",
            "off",
            "true",
            "two_squares=",
            "more_squares=",
            "gravon_endings",
            "ply_limit=",
            "no_attack_limit=",
            "first=blue",
            "setup_rows=",
            "free_setup",
            "rescue",
            "captains_two_squares",
            "scouts_defuse_bombs",
            "silent_defence",
            "one_time_bombs",
            "aggressor_wins_ties",
            "no_range_attack",
            "open",
            "movable_bombs_and_flag",
            "CLASSIC",
            " "),
        in -> {
          Ruleset r = Ruleset.parse(text(in));
          Ruleset back = Ruleset.parse(r.spec());
          assertThat(back).isEqualTo(r);
          assertThat(back.spec()).isEqualTo(r.spec());
          new Position(r);
          ClassicState s =
              ClassicState.start(r, Setup.random(r, Seat.RED, 1), Setup.random(r, Seat.BLUE, 2));
          s.legalMoves();
        });
  }

  @Test
  void setupText() {
    Fuzzer.run(
        "setup",
        Fuzzer.corpus(CoreFuzzTest.class, "setup"),
        List.of(),
        Mutations.dictionary("F", "B", "S", "1", "2", "9", "10", ".", " ", "\n", "M", "X"),
        CoreFuzzTest::readSetup);
  }

  /** The setup target: both seats and numberings, read, written, read back, checked. */
  static void readSetup(byte[] in) {
    Ruleset classic = Ruleset.classic();
    String t = text(in);
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      for (RankNumbering n : RankNumbering.values()) {
        Setup s = Setup.parse(classic, p, t, n);
        assertThat(Setup.parse(classic, p, s.toText(classic, p, n), n)).isEqualTo(s);
        s.problems(classic, p);
      }
    }
  }

  /**
   * A finding of the fuzzer (seed 82197747996385): a setup row whose token is ~98,000 control
   * characters before a letter that names no piece. The problem quoted the whole token and escaped
   * each control character with a Formatter: 67 MB for one input. Problems are now shortened and
   * escaped by hand.
   */
  @Test
  void aHugeTokenOfControlCharactersStaysWithinTheBudget() {
    String front = "F " + "\b".repeat(97_000) + "X 2 3 3 4 4 5 5 6\n";
    String rest = "6 6 6 7 7 7 7 8 8 8\n8 8 8 9 9 9 9 9 9 9\n9 10 B B B B B S 2 2\n";
    Fuzzer.check("setup", CoreFuzzTest::readSetup, (front + rest).getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void gravonXml() {
    List<byte[]> extra = new ArrayList<>();
    for (GravonGame g : gravonSamples(2)) {
      extra.add(
          GravonRecords.toXml(GravonRecords.toRecord(g, Ruleset.classic()))
              .getBytes(StandardCharsets.UTF_8));
    }
    Fuzzer.run(
        "gravon-xml",
        Fuzzer.corpus(CoreFuzzTest.class, "gravon-xml"),
        extra,
        xmlDictionary(),
        in -> {
          GravonGame g = GravonReader.read(new ByteArrayInputStream(in), "x.xml");
          checkGame(g);
        });
  }

  static List<byte[]> xmlDictionary() {
    return Mutations.dictionary(
        "<stratego>",
        "</stratego>",
        "<game type=\"classic\">",
        "</game>",
        "<field content=\"",
        "\"/>",
        "<move id=\"1\" source=\"J9\" target=\"J:\">",
        "<rescue rescuefield=\"K2\" rescuepiece=\"9\"/>",
        "</move>",
        "<move source=\"A1\" target=\"A2\"/>",
        "<player id=\"1\">",
        "</player>",
        "<result type=\"1\" " + "winner=\"2\"/>",
        "<!--",
        "-->",
        "<![CDATA[",
        "]]>",
        "<?pi x?>",
        "&#1;",
        "&#xD800;",
        "&amp;",
        "&lt;",
        "<!DOCTYPE x>",
        "<!ENTITY e \"x\">",
        "&e;",
        "<?xml version=\"1.0\" encoding=\"UTF-16\"?>",
        "xmlns:a=\"b\"",
        "\ufffe",
        "<a>",
        "</a>",
        "ultimate lightning",
        "barrage",
        "duell",
        "classicfree");
  }

  /**
   * What every game the reader gives must allow: moves, a record, a replay, an export read back.
   */
  static void checkGame(GravonGame g) {
    g.playerMoves();
    ClassicRecord r = GravonRecords.toRecord(g, Ruleset.classic());
    r.replay();
    String xml = GravonRecords.toXml(r);
    GravonGame back =
        GravonReader.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "x.xml");
    // Rescue codes are compared by the type they name: BLUE's are written both with and without 12.
    assertThat(back.playerMoves()).isEqualTo(g.playerMoves());
    assertThat(back.setup(Seat.RED)).isEqualTo(g.setup(Seat.RED));
    assertThat(back.setup(Seat.BLUE)).isEqualTo(g.setup(Seat.BLUE));
    assertThat(back.type()).isEqualTo(g.type());
    for (int id : new int[] {1, 2}) {
      assertThat(back.players().get(id)).isEqualTo(g.players().get(id));
    }
    assertThat(List.of(back.resultType(), back.winner()))
        .isEqualTo(List.of(g.resultType(), g.winner()));
  }

  @Test
  void gravonZip() {
    Fuzzer.run(
        "gravon-zip",
        Fuzzer.corpus(CoreFuzzTest.class, "gravon-zip"),
        List.of(),
        Mutations.dictionary(
            "PK\u0003\u0004",
            "PK\u0001\u0002",
            "PK\u0005\u0006",
            "PK\u0007\u0008",
            "PK\u0006\u0006",
            "\u00ff\u00ff\u00ff\u00ff",
            "\u0000\u0000\u0000\u0000",
            ".xml",
            "/"),
        in -> {
          List<NotationException> problems = new ArrayList<>();
          List<GravonGame> games = new ArrayList<>();
          GravonReader.readZip(
              new ByteArrayInputStream(in), "a.zip", ReadLimits.DEFAULT, games::add, problems::add);
          for (NotationException e : problems) {
            Fuzzer.located(e);
            assertThat(e.source()).isNotEmpty();
          }
          for (GravonGame g : games) {
            checkGame(g);
          }
        });
  }
}
