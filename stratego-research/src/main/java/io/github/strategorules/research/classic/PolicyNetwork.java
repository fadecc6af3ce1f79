package io.github.strategorules.research.classic;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.research.ActionCodec;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.classic.PolicyFileException.Reason;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A trained policy network read from a weights file ({@code docs/learned.md}), evaluated in plain
 * Java: a multilayer perceptron with ReLU after each trunk layer, a policy head of one logit per
 * action id and a value head, over the classic family's observation tensor ({@link
 * ClassicObservations}) in the acting seat's frame ({@link ClassicSeatFrame}), the batched
 * environment's {@code seatFrame} encoding. The file is checked whole when it is read (magic,
 * versions, game, encoding, sizes, length, finite parameters), so that a network that exists plays.
 *
 * <p>File layout, little-endian: the magic {@code STRPOLICY\0} (10 bytes); int32 format version
 * ({@value #FORMAT_VERSION}); the game's spec (int32 byte count, UTF-8); the observation layout id
 * (int32 byte count, UTF-8: {@value #LAYOUT_ID}); int32 encoding version ({@value
 * #ENCODING_VERSION}), observation size, action count; int32 number of trunk layers, then int32
 * inputs and outputs of each trunk layer, of the policy head and of the value head; then per layer
 * in that order its float32 weights ({@code outputs x inputs}, row by row) and its {@code outputs}
 * float32 biases; nothing after. Immutable and thread-safe.
 */
public final class PolicyNetwork {
  /** The file format's version this class reads. */
  public static final int FORMAT_VERSION = 1;

  /** The observation layout's id: the classic planes in the acting seat's frame. */
  public static final String LAYOUT_ID = "classic-planes/seat-frame";

  /**
   * The version of the observation and action encoding ({@link ClassicObservations}, {@link
   * ClassicActionCodec}, {@link ClassicSeatFrame}); raised when either changes what a tensor or an
   * id means, so that a network trained on the old one is refused.
   */
  public static final int ENCODING_VERSION = 1;

  private static final byte[] MAGIC = "STRPOLICY\0".getBytes(StandardCharsets.US_ASCII);
  private static final int MAX_LAYERS = 64;
  private static final int MAX_WIDTH = 1 << 20;
  private static final int MAX_STRING = 4096;

  private final String gameSpec;
  private final int observationSize;
  private final int actions;

  /** Trunk layers: the first one transposed (inputs x outputs, for sparse inputs), the rest not. */
  private final float[][] trunkWeights;

  private final float[][] trunkBiases;
  private final int[] widths;
  private final float[] policyWeights;
  private final float[] policyBiases;

  private PolicyNetwork(
      String gameSpec,
      int observationSize,
      int actions,
      float[][] trunkWeights,
      float[][] trunkBiases,
      int[] widths,
      float[] policyWeights,
      float[] policyBiases) {
    this.gameSpec = gameSpec;
    this.observationSize = observationSize;
    this.actions = actions;
    this.trunkWeights = trunkWeights;
    this.trunkBiases = trunkBiases;
    this.widths = widths;
    this.policyWeights = policyWeights;
    this.policyBiases = policyBiases;
  }

  /**
   * Reads a weights file for a game, which must be the game the file was trained for.
   *
   * @param file the file
   * @param game the game it is to play (a classic-family game)
   * @return the network
   * @throws PolicyFileException when the file cannot be read or does not fit the game
   */
  public static PolicyNetwork read(Path file, Game game) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException | RuntimeException e) {
      throw new PolicyFileException(Reason.UNREADABLE, file.toString(), String.valueOf(e));
    }
    return read(bytes, file.toString(), game, false);
  }

  /**
   * Reads a weights file's bytes for a game.
   *
   * @param bytes the file's content
   * @param name the file's name, for the messages
   * @param game the game it is to play (a classic-family game)
   * @param anyRuleset whether a game of the same family with the same observation and action sizes
   *     is accepted though its spec differs from the file's (the shipped {@code learned} bot's
   *     leniency); otherwise the specs must be equal
   * @return the network
   * @throws PolicyFileException when the bytes are no policy file or do not fit the game
   */
  public static PolicyNetwork read(byte[] bytes, String name, Game game, boolean anyRuleset) {
    ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    try {
      return parse(in, name, game, anyRuleset);
    } catch (BufferUnderflowException e) {
      throw new PolicyFileException(
          Reason.TRUNCATED, name, "the file ends inside its header (" + bytes.length + " bytes)");
    }
  }

  private static PolicyNetwork parse(ByteBuffer in, String name, Game game, boolean anyRuleset) {
    byte[] magic = new byte[Math.min(MAGIC.length, in.remaining())];
    in.get(magic);
    if (!Arrays.equals(magic, Arrays.copyOf(MAGIC, magic.length))) {
      throw new PolicyFileException(
          Reason.NOT_A_POLICY_FILE, name, "it does not start with STRPOLICY\\0");
    }
    if (magic.length < MAGIC.length) {
      throw new BufferUnderflowException();
    }
    int version = in.getInt();
    if (version != FORMAT_VERSION) {
      throw new PolicyFileException(
          Reason.UNSUPPORTED_FORMAT_VERSION,
          name,
          "format version " + version + ", this library reads " + FORMAT_VERSION);
    }
    String spec = string(in, name);
    checkGame(spec, name, game, anyRuleset);
    String layout = string(in, name);
    int encoding = in.getInt();
    if (!layout.equals(LAYOUT_ID) || encoding != ENCODING_VERSION) {
      throw new PolicyFileException(
          Reason.WRONG_ENCODING,
          name,
          "observation layout "
              + layout
              + " version "
              + encoding
              + ", the library's is "
              + LAYOUT_ID
              + " version "
              + ENCODING_VERSION);
    }
    int obs = in.getInt();
    int actions = in.getInt();
    ClassicResearch kit = new ClassicResearch();
    ObservationEncoder encoder = kit.observations(game);
    ActionCodec codec = kit.codec(game);
    if (obs != encoder.size() || actions != codec.numDistinctActions()) {
      throw new PolicyFileException(
          Reason.WRONG_SIZES,
          name,
          "observation size "
              + obs
              + " and "
              + actions
              + " actions, "
              + game.spec()
              + " has "
              + encoder.size()
              + " and "
              + codec.numDistinctActions());
    }
    int trunk = in.getInt();
    if (trunk < 0 || trunk > MAX_LAYERS) {
      throw new PolicyFileException(Reason.WRONG_SIZES, name, trunk + " trunk layers");
    }
    int[][] shapes = new int[trunk + 2][];
    for (int i = 0; i < shapes.length; i++) {
      shapes[i] = new int[] {in.getInt(), in.getInt()};
    }
    checkShapes(shapes, obs, actions, name);
    long floats = 0;
    for (int[] s : shapes) {
      floats += (long) s[0] * s[1] + s[1];
    }
    if (in.remaining() < floats * Float.BYTES) {
      throw new PolicyFileException(
          Reason.TRUNCATED,
          name,
          "the parameters need "
              + floats * Float.BYTES
              + " bytes, "
              + in.remaining()
              + " are left");
    }
    if (in.remaining() > floats * Float.BYTES) {
      throw new PolicyFileException(
          Reason.TRAILING_BYTES,
          name,
          (in.remaining() - floats * Float.BYTES) + " bytes after the parameters");
    }
    float[][] weights = new float[trunk][];
    float[][] biases = new float[trunk][];
    int[] widths = new int[trunk];
    for (int l = 0; l < trunk; l++) {
      float[] w = floats(in, shapes[l][0] * shapes[l][1], name);
      weights[l] = l == 0 ? transposed(w, shapes[l][1], shapes[l][0]) : w;
      biases[l] = floats(in, shapes[l][1], name);
      widths[l] = shapes[l][1];
    }
    float[] pw = floats(in, shapes[trunk][0] * shapes[trunk][1], name);
    float[] pb = floats(in, shapes[trunk][1], name);
    floats(in, shapes[trunk + 1][0] + 1, name); // the value head: checked, not needed to play
    return new PolicyNetwork(spec, obs, actions, weights, biases, widths, pw, pb);
  }

  private static void checkGame(String spec, String name, Game game, boolean anyRuleset) {
    if (spec.equals(game.spec())) {
      return;
    }
    if (anyRuleset && game instanceof io.github.strategorules.core.ClassicGame) {
      boolean classic;
      try {
        classic = Games.parse(spec) instanceof io.github.strategorules.core.ClassicGame;
      } catch (RuntimeException e) {
        classic = false;
      }
      if (classic) {
        return; // the sizes are checked next
      }
    }
    throw new PolicyFileException(
        Reason.WRONG_GAME, name, "trained for " + spec + ", asked to play " + game.spec());
  }

  private static void checkShapes(int[][] shapes, int obs, int actions, String name) {
    int width = obs;
    int trunk = shapes.length - 2;
    for (int i = 0; i < shapes.length; i++) {
      int[] s = shapes[i];
      int expectIn = width;
      int expectOut = i == trunk ? actions : i == trunk + 1 ? 1 : s[1];
      if (s[0] != expectIn || s[1] != expectOut || s[1] < 1 || s[1] > MAX_WIDTH) {
        String what = i < trunk ? "trunk layer " + i : i == trunk ? "policy head" : "value head";
        throw new PolicyFileException(
            Reason.WRONG_SIZES,
            name,
            what
                + " is "
                + s[0]
                + " -> "
                + s[1]
                + ", expected "
                + expectIn
                + " -> "
                + (i < trunk ? "1.." + MAX_WIDTH : String.valueOf(expectOut)));
      }
      if (i < trunk) {
        width = s[1];
      }
    }
  }

  private static String string(ByteBuffer in, String name) {
    int n = in.getInt();
    if (n < 0 || n > MAX_STRING) {
      throw new PolicyFileException(Reason.NOT_A_POLICY_FILE, name, "a string of " + n + " bytes");
    }
    byte[] b = new byte[n];
    in.get(b);
    return new String(b, StandardCharsets.UTF_8);
  }

  private static float[] floats(ByteBuffer in, int n, String name) {
    float[] out = new float[n];
    in.asFloatBuffer().get(out);
    in.position(in.position() + n * Float.BYTES);
    for (float f : out) {
      if (!Float.isFinite(f)) {
        throw new PolicyFileException(Reason.NON_FINITE_PARAMETER, name, "a parameter is " + f);
      }
    }
    return out;
  }

  private static float[] transposed(float[] w, int rows, int cols) {
    float[] t = new float[w.length];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        t[c * rows + r] = w[r * cols + c];
      }
    }
    return t;
  }

  /**
   * The game spec the file was trained for.
   *
   * @return the spec
   */
  public String gameSpec() {
    return gameSpec;
  }

  /**
   * The observation's length.
   *
   * @return the size
   */
  public int observationSize() {
    return observationSize;
  }

  /**
   * The number of action ids (the policy head's outputs).
   *
   * @return the count
   */
  public int actions() {
    return actions;
  }

  /**
   * The policy's probabilities of some action ids: the softmax of their logits, the other ids'
   * probability 0 (the masked policy the trainer samples from). Computed in double precision.
   *
   * @param observation the observation, {@link #observationSize()} long
   * @param ids the legal ids, distinct, each in {@code 0 .. actions() - 1}; not empty
   * @return the probability of each id of {@code ids}, in its order, summing to 1
   */
  public double[] probabilities(float[] observation, int[] ids) {
    if (observation.length != observationSize || ids.length == 0) {
      throw new IllegalArgumentException(
          "an observation of " + observation.length + " values and " + ids.length + " ids");
    }
    double[] h = hidden(observation);
    double[] p = new double[ids.length];
    double max = Double.NEGATIVE_INFINITY;
    int width = h.length;
    for (int i = 0; i < ids.length; i++) {
      int row = ids[i] * width;
      double z = policyBiases[ids[i]];
      for (int j = 0; j < width; j++) {
        z += policyWeights[row + j] * h[j];
      }
      p[i] = z;
      max = Math.max(max, z);
    }
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      p[i] = Math.exp(p[i] - max);
      sum += p[i];
    }
    for (int i = 0; i < p.length; i++) {
      p[i] /= sum;
    }
    return p;
  }

  private double[] hidden(float[] x) {
    double[] h = new double[observationSize];
    for (int i = 0; i < observationSize; i++) {
      h[i] = x[i];
    }
    int in = observationSize;
    for (int l = 0; l < widths.length; l++) {
      int out = widths[l];
      double[] next = new double[out];
      float[] w = trunkWeights[l];
      for (int o = 0; o < out; o++) {
        next[o] = trunkBiases[l][o];
      }
      if (l == 0) {
        // Transposed: one row per input, so the zero inputs (most of a board) cost nothing.
        for (int i = 0; i < in; i++) {
          double v = h[i];
          if (v != 0) {
            int row = i * out;
            for (int o = 0; o < out; o++) {
              next[o] += w[row + o] * v;
            }
          }
        }
      } else {
        for (int o = 0; o < out; o++) {
          int row = o * in;
          double z = 0;
          for (int i = 0; i < in; i++) {
            z += w[row + i] * h[i];
          }
          next[o] += z;
        }
      }
      for (int o = 0; o < out; o++) {
        next[o] = Math.max(0, next[o]);
      }
      h = next;
      in = out;
    }
    return h;
  }

  @Override
  public String toString() {
    return "PolicyNetwork["
        + gameSpec
        + ", "
        + observationSize
        + " -> "
        + Arrays.toString(widths)
        + " -> "
        + actions
        + "]";
  }
}
