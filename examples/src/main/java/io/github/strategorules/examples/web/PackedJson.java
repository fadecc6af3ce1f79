package io.github.strategorules.examples.web;

import io.github.strategorules.json.StrategoJson;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A JSON tree kept between steps as its text, deflated: a table holds each receiver's last view to
 * take the next delta from, and a tree of it (a node and a map entry per field) cost some 200 KB
 * for a classic seat in its setup, most of a live game's heap (issue 54.4); its deflated text costs
 * a few KB, for one inflation and one parse a step.
 */
final class PackedJson {
  private PackedJson() {}

  /**
   * The tree's text, deflated.
   *
   * @param json the JSON library (its one-line writer)
   * @param tree the tree
   * @return the bytes
   */
  static byte[] pack(StrategoJson json, JsonNode tree) {
    byte[] text = json.toText(tree).getBytes(StandardCharsets.UTF_8);
    Deflater d = new Deflater(Deflater.BEST_SPEED);
    try {
      d.setInput(text);
      d.finish();
      ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, text.length / 8));
      byte[] buf = new byte[8192];
      while (!d.finished()) {
        out.write(buf, 0, d.deflate(buf));
      }
      return out.toByteArray();
    } finally {
      d.end();
    }
  }

  /**
   * The tree back.
   *
   * @param json the JSON library
   * @param packed what {@link #pack} gave
   * @return the tree, an object
   */
  static ObjectNode unpack(StrategoJson json, byte[] packed) {
    Inflater i = new Inflater();
    try {
      i.setInput(packed);
      ByteArrayOutputStream out = new ByteArrayOutputStream(packed.length * 8);
      byte[] buf = new byte[8192];
      while (!i.finished()) {
        int n = i.inflate(buf);
        if (n == 0 && (i.needsInput() || i.needsDictionary())) {
          throw new IllegalStateException("a packed tree ended early");
        }
        out.write(buf, 0, n);
      }
      return (ObjectNode) json.parse(out.toString(StandardCharsets.UTF_8));
    } catch (DataFormatException e) {
      throw new UncheckedIOException(new IOException("a packed tree is corrupt", e));
    } finally {
      i.end();
    }
  }
}
