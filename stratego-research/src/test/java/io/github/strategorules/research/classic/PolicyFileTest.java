package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import io.github.strategorules.research.classic.PolicyFileException.Reason;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 51: a weights file that does not fit is refused before anything is played, with a typed
 * reason and the file's name in the message; {@code policy:<file>} and {@code learned} are bots
 * wherever bots are named ({@link Bots#byName}).
 */
class PolicyFileTest {
  private static final Game BARRAGE = Games.parse("barrage");
  private static final int MAGIC = 10;

  @TempDir Path dir;

  private static byte[] fixture() throws IOException {
    return PolicyParityTest.resource("policy-parity.bin");
  }

  private Path write(String name, byte[] bytes) throws IOException {
    Path p = dir.resolve(name);
    Files.write(p, bytes);
    return p;
  }

  private void refused(Path file, Reason reason, String detail) {
    assertThatThrownBy(() -> Bots.byName(BARRAGE, "policy:" + file))
        .isInstanceOfSatisfying(
            PolicyFileException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(reason);
              assertThat(e.file()).isEqualTo(file.toString());
            })
        .hasMessageContaining(file.toString())
        .hasMessageContaining(detail);
  }

  /** The fixture's header with its game spec replaced. */
  private static byte[] withSpec(byte[] data, String spec) {
    ByteBuffer in = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
    int oldLength = in.getInt(MAGIC + 4);
    byte[] s = spec.getBytes(StandardCharsets.UTF_8);
    ByteBuffer out =
        ByteBuffer.allocate(data.length - oldLength + s.length).order(ByteOrder.LITTLE_ENDIAN);
    out.put(data, 0, MAGIC + 4).putInt(s.length).put(s);
    out.put(data, MAGIC + 8 + oldLength, data.length - MAGIC - 8 - oldLength);
    return out.array();
  }

  /** The offset of the int after the spec and the layout id: the encoding version. */
  private static int encodingAt(byte[] data) {
    ByteBuffer in = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
    int at = MAGIC + 4;
    at += 4 + in.getInt(at);
    at += 4 + in.getInt(at);
    return at;
  }

  private static byte[] withInt(byte[] data, int at, int value) {
    byte[] out = data.clone();
    ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).putInt(at, value);
    return out;
  }

  @Test
  void aFileForTheGamePlaysByItsName() throws IOException {
    Path file = write("tiny.bin", fixture());
    Bot bot = Bots.byName(BARRAGE, "policy:" + file);
    assertThat(bot.name()).isEqualTo("policy:" + file);
    MatchResult r = Match.play(BARRAGE, List.of(bot, Bots.byName(BARRAGE, "random")), 7, 400);
    assertThat(r).isNotNull();
  }

  @Test
  void theShippedLearnedBotIsNamedAndPlaysBarrageAndClassic() {
    assertThat(Bots.names(BARRAGE)).contains("learned");
    for (String spec : List.of("barrage", "classic")) {
      Game game = Games.parse(spec);
      Bot bot = Bots.byName(game, "learned");
      assertThat(bot.name()).isEqualTo("learned");
      assertThat(Match.play(game, List.of(Bots.byName(game, "heuristic"), bot), 3, 300))
          .isNotNull();
    }
  }

  @Test
  void aFileOfAnotherGameIsRefused() throws IOException {
    refused(write("classic.bin", withSpec(fixture(), "classic")), Reason.WRONG_GAME, "classic");
    Path file = write("barrage.bin", fixture());
    Game classic = Games.parse("classic");
    assertThatThrownBy(() -> Bots.byName(classic, "policy:" + file))
        .isInstanceOfSatisfying(
            PolicyFileException.class, e -> assertThat(e.reason()).isEqualTo(Reason.WRONG_GAME))
        .hasMessageContaining("trained for barrage, asked to play classic");
    // leniently, as for the shipped network: a ruleset of the family with the same sizes
    assertThat(PolicyNetwork.read(fixture(), "f", classic, true).gameSpec()).isEqualTo("barrage");
  }

  @Test
  void anotherEncodingVersionOrLayoutIsRefused() throws IOException {
    byte[] data = fixture();
    refused(
        write("v2.bin", withInt(data, encodingAt(data), 2)), Reason.WRONG_ENCODING, "version 2");
    byte[] layout = data.clone();
    layout[encodingAt(data) - 1] = 'X'; // the layout id's last letter
    refused(write("layout.bin", layout), Reason.WRONG_ENCODING, "observation layout");
  }

  @Test
  void aTruncatedFileIsRefusedWhereverItEnds() throws IOException {
    byte[] data = fixture();
    for (int cut : new int[] {0, 4, MAGIC + 2, encodingAt(data) + 6, data.length - 1}) {
      refused(write("cut" + cut + ".bin", Arrays.copyOf(data, cut)), Reason.TRUNCATED, "");
    }
  }

  @Test
  void wrongSizesAreRefused() throws IOException {
    byte[] data = fixture();
    int at = encodingAt(data);
    refused(write("obs.bin", withInt(data, at + 4, 4000)), Reason.WRONG_SIZES, "observation size");
    refused(write("actions.bin", withInt(data, at + 8, 3000)), Reason.WRONG_SIZES, "3000 actions");
    // trunk layer 1 claims 9 inputs where layer 0 gives 16
    refused(write("chain.bin", withInt(data, at + 12 + 4 + 8, 9)), Reason.WRONG_SIZES, "layer 1");
  }

  @Test
  void otherCorruptionsAreRefused() throws IOException {
    byte[] data = fixture();
    byte[] zip = data.clone();
    zip[0] = 'P';
    refused(write("zip.bin", zip), Reason.NOT_A_POLICY_FILE, "STRPOLICY");
    refused(write("format.bin", withInt(data, MAGIC, 9)), Reason.UNSUPPORTED_FORMAT_VERSION, "9");
    byte[] longer = Arrays.copyOf(data, data.length + 3);
    refused(write("long.bin", longer), Reason.TRAILING_BYTES, "3 bytes");
    byte[] nan = withInt(data, data.length - 4, Float.floatToIntBits(Float.NaN));
    refused(write("nan.bin", nan), Reason.NON_FINITE_PARAMETER, "NaN");
    refused(dir.resolve("missing.bin"), Reason.UNREADABLE, "");
  }

  @Test
  void aGameOutsideTheClassicFamilyIsRefused() {
    assertThat(PolicyBot.LEARNED_RESOURCE).endsWith(".bin");
    assertThatThrownBy(() -> PolicyBot.learned(Games.parse("lost-island(players=2)")))
        .isInstanceOfSatisfying(
            PolicyFileException.class, e -> assertThat(e.reason()).isEqualTo(Reason.WRONG_GAME));
  }
}
