package io.github.strategorules.testkit.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * Mutated inputs for fuzzing, as a QuickTheories generator: a seed of the corpus with a few
 * mutations, each drawn from the randomness source so that QuickTheories can shrink a failing input
 * towards its seed (fewer mutations, earlier positions, smaller values). The mutations are those of
 * byte-level fuzzers: bit flips, byte changes, deletions, insertions, repeated chunks (to grow an
 * input past its limits), tokens of the format's dictionary, splices with another seed, and
 * interesting numbers in place of digit runs.
 */
public final class Mutations {
  private static final String[] NUMBERS = {
    "0",
    "1",
    "-1",
    "9",
    "10",
    "99",
    "100",
    "127",
    "128",
    "255",
    "256",
    "65535",
    "65536",
    "999999999",
    "1000000000",
    "2147483647",
    "2147483648",
    "-2147483648",
    "4294967296",
    "9223372036854775807",
    "99999999999999999999",
    "00",
    "01",
    "1e9",
    "0x10",
    ""
  };

  private static final String[] UNIVERSAL = {
    "\u0000",
    "\n",
    "\r",
    "\r\n",
    "\t",
    " ",
    "\u2028",
    "\u0085",
    "\u00e9",
    "\u017f",
    "\uff11",
    "\ufeff",
    "\ud83d\ude00",
    "\\",
    "\"",
    "'",
    ",",
    "=",
    "(",
    ")",
    "-",
    ":",
    "/",
    "#"
  };

  private Mutations() {}

  /**
   * Text tokens as UTF-8 bytes, with the universal ones (line breaks, control and odd Unicode
   * characters, separators) added.
   *
   * @param tokens the format's keywords and punctuation
   * @return the dictionary
   */
  public static List<byte[]> dictionary(String... tokens) {
    List<byte[]> list = new ArrayList<>();
    for (String t : tokens) {
      list.add(t.getBytes(StandardCharsets.UTF_8));
    }
    for (String t : UNIVERSAL) {
      list.add(t.getBytes(StandardCharsets.UTF_8));
    }
    list.add(new byte[] {(byte) 0xC3, 0x28}); // invalid UTF-8
    list.add(new byte[] {(byte) 0xFF});
    return list;
  }

  /**
   * Seeds with up to {@code maxMutations} mutations each.
   *
   * @param seeds the corpus
   * @param dictionary the tokens to insert
   * @param maxMutations the most mutations per input
   * @return the generator
   */
  public static Gen<byte[]> of(List<byte[]> seeds, List<byte[]> dictionary, int maxMutations) {
    if (seeds.isEmpty()) {
      throw new IllegalArgumentException("no seeds");
    }
    return new Gen<>() {
      @Override
      public byte[] generate(RandomnessSource in) {
        byte[] seed = seeds.get(pick(in, seeds.size()));
        int count = (int) in.next(Constraint.between(0, maxMutations).withShrinkPoint(0));
        byte[] b = seed;
        for (int i = 0; i < count; i++) {
          b = mutateOnce(b, in, seeds, dictionary);
        }
        return b;
      }

      @Override
      public String asString(byte[] t) {
        return Mutations.describe(t);
      }
    };
  }

  /**
   * A short printable form of an input for failure reports: the text with control characters
   * escaped when it is mostly text, else the length and the first bytes in hexadecimal.
   *
   * @param t the input
   * @return the description
   */
  public static String describe(byte[] t) {
    String s = new String(t, StandardCharsets.UTF_8);
    StringBuilder sb = new StringBuilder("[" + t.length + " bytes] ");
    int shown = Math.min(s.length(), 400);
    for (int i = 0; i < shown; i++) {
      char c = s.charAt(i);
      sb.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\u%04x", (int) c));
    }
    return sb.append(s.length() > shown ? "..." : "").toString();
  }

  private static int pick(RandomnessSource in, int n) {
    return (int) in.next(Constraint.between(0, n - 1).withShrinkPoint(0));
  }

  private static byte[] mutateOnce(
      byte[] b, RandomnessSource in, List<byte[]> seeds, List<byte[]> dictionary) {
    int kind = pick(in, 9);
    int at = b.length == 0 ? 0 : pick(in, b.length);
    switch (kind) {
      case 0 -> { // flip a bit
        if (b.length == 0) {
          return b;
        }
        byte[] c = b.clone();
        c[at] ^= (byte) (1 << pick(in, 8));
        return c;
      }
      case 1 -> { // set a byte
        if (b.length == 0) {
          return b;
        }
        byte[] c = b.clone();
        c[at] = (byte) pick(in, 256);
        return c;
      }
      case 2 -> { // delete a range
        int len = Math.min(b.length - at, 1 + pick(in, 16));
        return splice(b, at, len, new byte[0]);
      }
      case 3 -> { // insert random bytes
        byte[] r = new byte[1 + pick(in, 8)];
        for (int i = 0; i < r.length; i++) {
          r[i] = (byte) pick(in, 256);
        }
        return splice(b, at, 0, r);
      }
      case 4 -> { // repeat a chunk many times: inputs that grow past the limits
        int len = Math.min(b.length - at, 1 + pick(in, 32));
        int times = 1 + pick(in, 4096);
        byte[] chunk = Arrays.copyOfRange(b, at, at + len);
        byte[] r = new byte[chunk.length * times];
        for (int i = 0; i < times; i++) {
          System.arraycopy(chunk, 0, r, i * chunk.length, chunk.length);
        }
        return splice(b, at, 0, r);
      }
      case 5, 6 -> { // a token of the format, inserted or replacing a few bytes
        byte[] token = dictionary.get(pick(in, dictionary.size()));
        int len = kind == 5 ? 0 : Math.min(b.length - at, pick(in, 8));
        return splice(b, at, len, token);
      }
      case 7 -> { // splice with another seed
        byte[] other = seeds.get(pick(in, seeds.size()));
        if (other.length == 0) {
          return b;
        }
        int from = pick(in, other.length);
        int len = Math.min(other.length - from, 1 + pick(in, 256));
        return splice(
            b,
            at,
            pick(in, 2) == 0 ? 0 : Math.min(b.length - at, len),
            Arrays.copyOfRange(other, from, from + len));
      }
      default -> { // an interesting number in place of a digit run
        int start = -1;
        for (int i = at; i < b.length; i++) {
          if (b[i] >= '0' && b[i] <= '9') {
            start = i;
            break;
          }
        }
        if (start < 0) {
          return b;
        }
        int end = start;
        while (end < b.length && b[end] >= '0' && b[end] <= '9') {
          end++;
        }
        byte[] n = NUMBERS[pick(in, NUMBERS.length)].getBytes(StandardCharsets.US_ASCII);
        return splice(b, start, end - start, n);
      }
    }
  }

  private static byte[] splice(byte[] b, int at, int remove, byte[] insert) {
    byte[] c = new byte[b.length - remove + insert.length];
    System.arraycopy(b, 0, c, 0, at);
    System.arraycopy(insert, 0, c, at, insert.length);
    System.arraycopy(b, at + remove, c, at + insert.length, b.length - at - remove);
    return c;
  }
}
