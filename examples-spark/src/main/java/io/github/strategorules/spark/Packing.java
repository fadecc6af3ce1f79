package io.github.strategorules.spark;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The packed form of a decision's mask and observation ({@code --packed}): one Parquet value per
 * row instead of one per element, which Parquet writes many times faster for wide tensors. From
 * Python: {@code numpy.unpackbits(numpy.frombuffer(mask, numpy.uint8), bitorder='little')[:n]} and
 * {@code numpy.frombuffer(observation, '<f4')}.
 */
public final class Packing {
  private Packing() {}

  /**
   * A mask as bits: bit {@code i % 8} of byte {@code i / 8} is entry {@code i}.
   *
   * @param mask the mask
   * @return the bytes, {@code ceil(mask.length / 8)} long
   */
  public static byte[] bits(boolean[] mask) {
    byte[] out = new byte[(mask.length + 7) / 8];
    for (int i = 0; i < mask.length; i++) {
      if (mask[i]) {
        out[i >> 3] |= (byte) (1 << (i & 7));
      }
    }
    return out;
  }

  /**
   * Bits back into a mask.
   *
   * @param bits the bytes
   * @param length the number of entries
   * @return the mask
   */
  public static boolean[] mask(byte[] bits, int length) {
    boolean[] out = new boolean[length];
    for (int i = 0; i < length; i++) {
      out[i] = (bits[i >> 3] >> (i & 7) & 1) != 0;
    }
    return out;
  }

  /**
   * Floats as little-endian bytes.
   *
   * @param values the floats
   * @return the bytes, 4 per float
   */
  public static byte[] floats(float[] values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
    b.asFloatBuffer().put(values);
    return b.array();
  }

  /**
   * Little-endian bytes back into floats.
   *
   * @param bytes the bytes
   * @return the floats
   */
  public static float[] floats(byte[] bytes) {
    float[] out = new float[bytes.length / Float.BYTES];
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(out);
    return out;
  }
}
