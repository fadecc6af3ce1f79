package io.github.strategorules.examples.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The change from one view's JSON to the next, field by field, so that an update after a first full
 * view costs what changed, not the game's length: a field that is equal is left out, an array that
 * only grew (a public move log) sends its new tail, an object (the view's grid) its own delta, in
 * which an array of the same length sends its changed items by index; any other array (a list of
 * pieces square by square, which a move shifts) sends the runs that changed as splices, when that
 * is shorter than the array; any other field its new value. Game-neutral: it compares JSON trees
 * and knows no game's fields. The page rebuilds the view from the view it holds (docs/web.md,
 * "Server frames").
 *
 * <p>{@code {"set": {field: value}, "append": {field: [new items]}, "remove": [field]}}, and only
 * when not empty {@code "items": {field: {"index": item}}}, {@code "splice": {field: [[at, count,
 * [items]], ...]}} (applied in order: at index {@code at} of the array as the earlier splices left
 * it, {@code count} items are replaced by {@code items}) and {@code "within": {field: delta}}.
 */
final class ViewDelta {
  /** The largest table of the common-subsequence search: longer lists are sent whole. */
  private static final int MAX_CELLS = 250_000;

  private ViewDelta() {}

  /**
   * The delta from {@code before} to {@code after}, both JSON objects of one recipient's view.
   *
   * @param before the view the recipient holds
   * @param after the view now
   * @return the delta
   */
  static ObjectNode between(ObjectNode before, ObjectNode after) {
    return between(ViewPrint.of(before), after, ViewPrint.of(after));
  }

  /**
   * The delta from the view the recipient holds, known by its print ({@link ViewPrint}), to {@code
   * after}.
   *
   * @param before the print of the view the recipient holds
   * @param after the view now
   * @param now the print of {@code after}, which the recipient will hold
   * @return the delta
   */
  static ObjectNode between(ViewPrint before, ObjectNode after, ViewPrint now) {
    return between(before, after, now, false);
  }

  /** Within an object field (the grid) an equal-length array sends its changed items only. */
  private static ObjectNode between(
      ViewPrint before, ObjectNode after, ViewPrint now, boolean nested) {
    ObjectNode delta = Frames.NODES.objectNode();
    ObjectNode set = delta.putObject("set");
    ObjectNode append = delta.putObject("append");
    ArrayNode remove = delta.putArray("remove");
    ObjectNode items = Frames.NODES.objectNode();
    ObjectNode splice = Frames.NODES.objectNode();
    ObjectNode within = Frames.NODES.objectNode();
    for (int k = 0; k < now.size(); k++) {
      String name = now.name(k);
      JsonNode value = after.get(name);
      int i = before.indexOf(name);
      if (i >= 0 && before.hash(i) == now.hash(k)) {
        continue; // equal
      }
      long[] old = i < 0 ? null : before.items(i);
      long[] fresh = now.items(k);
      if (old != null && fresh != null && old.length < fresh.length && isPrefix(old, fresh)) {
        ArrayNode tail = append.putArray(name);
        for (int j = old.length; j < fresh.length; j++) {
          tail.add(value.get(j));
        }
      } else if (nested && old != null && fresh != null && old.length == fresh.length) {
        // a board: most squares are unchanged by a step
        ObjectNode changed = items.putObject(name);
        for (int j = 0; j < fresh.length; j++) {
          if (fresh[j] != old[j]) {
            changed.set(Integer.toString(j), value.get(j));
          }
        }
      } else if (i >= 0 && before.object(i) != null && now.object(k) != null) {
        within.set(name, between(before.object(i), (ObjectNode) value, now.object(k), true));
      } else {
        ArrayNode runs =
            old != null && fresh != null ? shorterSplices(old, fresh, (ArrayNode) value) : null;
        if (runs != null) {
          splice.set(name, runs);
        } else {
          set.set(name, value);
        }
      }
    }
    if (!items.isEmpty()) {
      delta.set("items", items);
    }
    if (!splice.isEmpty()) {
      delta.set("splice", splice);
    }
    if (!within.isEmpty()) {
      delta.set("within", within);
    }
    for (int i = 0; i < before.size(); i++) {
      if (now.indexOf(before.name(i)) < 0) {
        remove.add(before.name(i));
      }
    }
    return delta;
  }

  /**
   * Applies a delta to a view (what the page does; for tests).
   *
   * @param before the view held
   * @param delta the delta
   * @return the view now
   */
  static ObjectNode apply(ObjectNode before, JsonNode delta) {
    ObjectNode out = before.deepCopy();
    for (Map.Entry<String, JsonNode> e : delta.get("set").properties()) {
      out.set(e.getKey(), e.getValue());
    }
    for (Map.Entry<String, JsonNode> e : delta.get("append").properties()) {
      ((ArrayNode) out.get(e.getKey())).addAll((ArrayNode) e.getValue());
    }
    for (JsonNode name : delta.get("remove")) {
      out.remove(name.asString());
    }
    if (delta.has("items")) {
      for (Map.Entry<String, JsonNode> e : delta.get("items").properties()) {
        ArrayNode array = (ArrayNode) out.get(e.getKey());
        for (Map.Entry<String, JsonNode> item : e.getValue().properties()) {
          array.set(Integer.parseInt(item.getKey()), item.getValue());
        }
      }
    }
    if (delta.has("splice")) {
      for (Map.Entry<String, JsonNode> e : delta.get("splice").properties()) {
        List<JsonNode> list = new ArrayList<>();
        out.get(e.getKey()).forEach(list::add);
        for (JsonNode run : e.getValue()) {
          int at = run.get(0).intValue();
          List<JsonNode> range = list.subList(at, at + run.get(1).intValue());
          range.clear();
          List<JsonNode> added = new ArrayList<>();
          run.get(2).forEach(added::add);
          range.addAll(added);
        }
        ArrayNode array = Frames.NODES.arrayNode();
        list.forEach(array::add);
        out.set(e.getKey(), array);
      }
    }
    if (delta.has("within")) {
      for (Map.Entry<String, JsonNode> e : delta.get("within").properties()) {
        out.set(e.getKey(), apply((ObjectNode) out.get(e.getKey()), e.getValue()));
      }
    }
    return out;
  }

  /**
   * The splices from one array to the other (by their items' hashes) when they are shorter than the
   * new array, else null.
   */
  private static ArrayNode shorterSplices(long[] before, long[] after, ArrayNode items) {
    if ((before.length + 1L) * (after.length + 1L) > MAX_CELLS) {
      return null;
    }
    ArrayNode runs = splices(before, after, items);
    return runs.toString().length() < items.toString().length() ? runs : null;
  }

  /**
   * The runs that turn one array into the other, from their longest common subsequence: each run
   * replaces a stretch of unmatched items of the old array by the unmatched items of the new one
   * ({@code items}, whose hashes are {@code ha}). Indices are in the array as the earlier runs left
   * it.
   */
  private static ArrayNode splices(long[] hb, long[] ha, ArrayNode items) {
    int n = hb.length;
    int m = ha.length;
    // lcs[i][j]: the longest common subsequence of before[i..] and after[j..]
    int[][] lcs = new int[n + 1][m + 1];
    for (int i = n - 1; i >= 0; i--) {
      for (int j = m - 1; j >= 0; j--) {
        lcs[i][j] = hb[i] == ha[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
      }
    }
    ArrayNode runs = Frames.NODES.arrayNode();
    int i = 0;
    int j = 0;
    int shift = 0; // items added minus items removed by the runs so far
    while (i < n || j < m) {
      if (i < n && j < m && hb[i] == ha[j] && lcs[i][j] == lcs[i + 1][j + 1] + 1) {
        i++;
        j++;
        continue;
      }
      int from = i;
      ArrayNode added = Frames.NODES.arrayNode();
      while (i < n || j < m) {
        boolean match = i < n && j < m && hb[i] == ha[j] && lcs[i][j] == lcs[i + 1][j + 1] + 1;
        if (match) {
          break;
        }
        if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
          added.add(items.get(j++));
        } else {
          i++;
        }
      }
      ArrayNode run = runs.addArray();
      run.add(from + shift).add(i - from).add(added);
      shift += added.size() - (i - from);
    }
    return runs;
  }

  private static boolean isPrefix(long[] shorter, long[] longer) {
    for (int i = 0; i < shorter.length; i++) {
      if (shorter[i] != longer[i]) {
        return false;
      }
    }
    return true;
  }
}
