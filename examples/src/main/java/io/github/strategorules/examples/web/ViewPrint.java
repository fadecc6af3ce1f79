package io.github.strategorules.examples.web;

import java.security.SecureRandom;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a table keeps of the view a receiver holds, to take the next delta from ({@link ViewDelta}):
 * not the view but its print, a 64-bit hash of each field's value, of each item of a field that is
 * an array, and the same print, field by field, of a field that is an object (the grid). A delta
 * needs of the old view only which of its values equal the new view's, and where its arrays' items
 * are; what it sends is taken from the new view. Kept whole, a classic seat's view in its setup was
 * some 200 KB of JSON nodes; deflated (before this), each step inflated and parsed it again for
 * every receiver, which made most of a busy server's garbage (issue 54). A print costs a long per
 * field and per item, and nothing to read back.
 *
 * <p>Two values are taken as equal when their hashes are: a 64-bit hash, seeded anew in each server
 * (a client cannot pick values that collide), errs once in some 10<sup>19</sup> different pairs, so
 * a delta that leaves out a changed field is not to be expected in the life of any server.
 * Immutable.
 */
final class ViewPrint {
  /** This server's seed: a client cannot know which values would hash alike. */
  private static final long SEED = new SecureRandom().nextLong();

  private static final long OBJECT = 0x9E3779B97F4A7C15L;
  private static final long ARRAY = 0xC2B2AE3D27D4EB4FL;
  private static final long STRING = 0x165667B19E3779F9L;
  private static final long NUMBER = 0xD6E8FEB86659FD93L;
  private static final long OTHER = 0xFF51AFD7ED558CCDL;

  private final String[] names;
  private final long[] hashes;

  /** Per field: the items' hashes (long[]) of an array, the print of an object, else null. */
  private final Object[] inner;

  private ViewPrint(String[] names, long[] hashes, Object[] inner) {
    this.names = names;
    this.hashes = hashes;
    this.inner = inner;
  }

  /**
   * The print of a view (or of an object within one).
   *
   * @param view the view's JSON
   * @return its print
   */
  static ViewPrint of(ObjectNode view) {
    int n = view.size();
    String[] names = new String[n];
    long[] hashes = new long[n];
    Object[] inner = new Object[n];
    int i = 0;
    for (Map.Entry<String, JsonNode> e : view.properties()) {
      JsonNode v = e.getValue();
      names[i] = e.getKey();
      if (v.isArray()) {
        long[] items = new long[v.size()];
        for (int j = 0; j < items.length; j++) {
          items[j] = hash(v.get(j));
        }
        inner[i] = items;
        hashes[i] = arrayHash(items);
      } else if (v.isObject()) {
        ViewPrint p = of((ObjectNode) v);
        inner[i] = p;
        hashes[i] = p.objectHash();
      } else {
        hashes[i] = hash(v);
      }
      i++;
    }
    return new ViewPrint(names, hashes, inner);
  }

  /** The number of fields. */
  int size() {
    return names.length;
  }

  /** The name of the field at an index, in the view's order. */
  String name(int field) {
    return names[field];
  }

  /** The index of a field, or -1 when the view has none of that name. */
  int indexOf(String name) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** The hash of a field's value. */
  long hash(int field) {
    return hashes[field];
  }

  /** The hashes of the items of a field that is an array, or null. */
  long[] items(int field) {
    return inner[field] instanceof long[] items ? items : null;
  }

  /** The print of a field that is an object, or null. */
  ViewPrint object(int field) {
    return inner[field] instanceof ViewPrint p ? p : null;
  }

  /**
   * The hash of any JSON value: of its type and content, in order (an object's fields, an array's
   * items); equal values (numbers by value) hash alike.
   *
   * @param v the value
   * @return the hash
   */
  static long hash(JsonNode v) {
    if (v.isObject()) {
      long h = SEED ^ OBJECT;
      for (Map.Entry<String, JsonNode> e : v.properties()) {
        h = mix(h ^ text(e.getKey()));
        h = mix(h ^ hash(e.getValue()));
      }
      return mix(h ^ v.size());
    }
    if (v.isArray()) {
      long h = SEED ^ ARRAY;
      for (int j = 0; j < v.size(); j++) {
        h = mix(h ^ hash(v.get(j)));
      }
      return mix(h ^ v.size());
    }
    if (v.isString()) {
      return mix(SEED ^ STRING ^ text(v.asString()));
    }
    if (v.isIntegralNumber() && v.canConvertToLong()) {
      return mix(SEED ^ NUMBER ^ mix(v.longValue()));
    }
    if (v.isNumber() && !v.isBigDecimal() && !v.isBigInteger()) {
      return mix(SEED ^ NUMBER ^ mix(Double.doubleToLongBits(v.doubleValue()) ^ OTHER));
    }
    if (v.isBoolean()) {
      return mix(SEED ^ OTHER ^ (v.booleanValue() ? 1 : 2));
    }
    if (v.isNull()) {
      return mix(SEED ^ OTHER ^ 3);
    }
    // numbers too long for a long or a double (never in a view), and anything else: their text
    return mix(SEED ^ OTHER ^ text(v.getNodeType().name()) ^ mix(text(v.toString())));
  }

  /** The hash of an array from its items' hashes (as {@link #hash} gives it). */
  private static long arrayHash(long[] items) {
    long h = SEED ^ ARRAY;
    for (long item : items) {
      h = mix(h ^ item);
    }
    return mix(h ^ items.length);
  }

  /** The hash of the object this prints (as {@link #hash} gives it). */
  private long objectHash() {
    long h = SEED ^ OBJECT;
    for (int i = 0; i < names.length; i++) {
      h = mix(h ^ text(names[i]));
      h = mix(h ^ hashes[i]);
    }
    return mix(h ^ names.length);
  }

  /** A string's hash: every character mixed in, then its length. */
  private static long text(String s) {
    long h = SEED ^ STRING;
    int i = 0;
    for (; i + 3 < s.length(); i += 4) {
      h =
          mix(
              h
                  ^ ((long) s.charAt(i)
                      | (long) s.charAt(i + 1) << 16
                      | (long) s.charAt(i + 2) << 32
                      | (long) s.charAt(i + 3) << 48));
    }
    for (; i < s.length(); i++) {
      h = mix(h ^ s.charAt(i));
    }
    return mix(h ^ s.length());
  }

  /** A bijective 64-bit mix (SplitMix64's finalizer after an odd multiply). */
  private static long mix(long z) {
    z = (z + 0x9E3779B97F4A7C15L) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
