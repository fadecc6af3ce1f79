package io.github.strategorules.examples.web;

import java.util.Iterator;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The change from one view's JSON to the next, field by field, so that an update after a first
 * full view costs what changed, not the game's length: a field that is equal is left out, an
 * array that only grew (a public move log) sends its new tail, an object (the view's grid) its
 * own delta, in which an array of the same length sends its changed items by index, any other
 * field its new value.
 * Game-neutral: it compares JSON trees and knows no game's fields. The page rebuilds the view from
 * the view it holds (docs/web.md, "Server frames").
 *
 * <p>{@code {"set": {field: value}, "append": {field: [new items]}, "remove": [field]}}, and only
 * when not empty {@code "items": {field: {"index": item}}} and {@code "within": {field: delta}}.
 */
final class ViewDelta {
  private ViewDelta() {}

  /**
   * The delta from {@code before} to {@code after}, both JSON objects of one recipient's view.
   *
   * @param before the view the recipient holds
   * @param after the view now
   * @return the delta
   */
  static ObjectNode between(ObjectNode before, ObjectNode after) {
    return between(before, after, false);
  }

  /** Within an object field (the grid) an equal-length array sends its changed items only. */
  private static ObjectNode between(ObjectNode before, ObjectNode after, boolean nested) {
    ObjectNode delta = Frames.NODES.objectNode();
    ObjectNode set = delta.putObject("set");
    ObjectNode append = delta.putObject("append");
    ArrayNode remove = delta.putArray("remove");
    ObjectNode items = Frames.NODES.objectNode();
    ObjectNode within = Frames.NODES.objectNode();
    for (Map.Entry<String, JsonNode> e : after.properties()) {
      JsonNode old = before.get(e.getKey());
      JsonNode now = e.getValue();
      if (now.equals(old)) {
        continue;
      }
      if (old != null && old.isArray() && now.isArray() && old.size() < now.size() && isPrefix(old, now)) {
        ArrayNode tail = append.putArray(e.getKey());
        for (int i = old.size(); i < now.size(); i++) {
          tail.add(now.get(i));
        }
      } else if (nested && old != null && old.isArray() && now.isArray() && old.size() == now.size()) {
        // a board: most squares are unchanged by a step
        ObjectNode changed = items.putObject(e.getKey());
        for (int i = 0; i < now.size(); i++) {
          if (!now.get(i).equals(old.get(i))) {
            changed.set(Integer.toString(i), now.get(i));
          }
        }
      } else if (old != null && old.isObject() && now.isObject()) {
        within.set(e.getKey(), between((ObjectNode) old, (ObjectNode) now, true));
      } else {
        set.set(e.getKey(), now);
      }
    }
    if (!items.isEmpty()) {
      delta.set("items", items);
    }
    if (!within.isEmpty()) {
      delta.set("within", within);
    }
    for (Iterator<String> it = before.propertyNames().iterator(); it.hasNext(); ) {
      String name = it.next();
      if (!after.has(name)) {
        remove.add(name);
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
    if (delta.has("within")) {
      for (Map.Entry<String, JsonNode> e : delta.get("within").properties()) {
        out.set(e.getKey(), apply((ObjectNode) out.get(e.getKey()), e.getValue()));
      }
    }
    return out;
  }

  private static boolean isPrefix(JsonNode shorter, JsonNode longer) {
    for (int i = 0; i < shorter.size(); i++) {
      if (!shorter.get(i).equals(longer.get(i))) {
        return false;
      }
    }
    return true;
  }
}
