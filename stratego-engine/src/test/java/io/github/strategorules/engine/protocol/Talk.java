package io.github.strategorules.engine.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.fixtures.json.Schemas;
import io.github.strategorules.json.StrategoJson;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A client of a {@link ProtocolSession} for tests: builds requests, checks each request and each
 * reply against {@code docs/json/protocol.schema.json}, and reads replies back as trees.
 */
final class Talk {
  static final StrategoJson JSON = StrategoJson.standard();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  final ProtocolSession session;
  private long nextId = 1;

  /**
   * Whether {@link #send} checks requests and replies against the schema (costly on long games).
   */
  boolean validate = true;

  /** Requests sent, and replies checked against the schema. */
  long sent;

  long validated;

  Talk(ProtocolSession session) {
    this.session = session;
  }

  /** A session that has shaken hands. */
  static Talk greeted() {
    Talk t = new Talk(new ProtocolSession("test"));
    t.ok(t.request("hello").set("protocol", NODES.arrayNode().add(1)));
    return t;
  }

  /** A request of a type with a fresh id. */
  ObjectNode request(String type) {
    ObjectNode o = NODES.objectNode();
    o.put("type", type);
    o.put("id", nextId++);
    return o;
  }

  /** A request naming a game, and a seat unless null. */
  ObjectNode request(String type, String gameId, String seat) {
    ObjectNode o = request(type);
    o.put("game_id", gameId);
    if (seat != null) {
      o.put("seat", seat);
    }
    return o;
  }

  /** Sends a valid request: it and its reply are checked against their schemas. */
  JsonNode send(ObjectNode request) {
    if (validate) {
      Schemas.check("protocol#/$defs/request", request);
    }
    JsonNode reply = JSON.parse(session.handle(JSON.toText(request)));
    sent++;
    if (validate) {
      Schemas.check("protocol#/$defs/reply", reply);
      validated++;
    }
    assertThat(text(reply.get("id"))).as("the id echoed").isEqualTo(text(request.get("id")));
    return reply;
  }

  /** Sends a line as it is: its reply is checked against the reply schema. */
  JsonNode sendLine(String line) {
    JsonNode reply = JSON.parse(session.handle(line));
    Schemas.check("protocol#/$defs/reply", reply);
    return reply;
  }

  /** Sends a valid request that must succeed. */
  JsonNode ok(ObjectNode request) {
    JsonNode reply = send(request);
    assertThat(reply.get("type").stringValue())
        .as("%s", reply)
        .isEqualTo(request.get("type").stringValue());
    return reply;
  }

  /** The error of a reply, checking it is one. */
  static ProtocolError error(JsonNode reply) {
    assertThat(reply.get("type").stringValue()).as("%s", reply).isEqualTo("error");
    return ProtocolError.valueOf(reply.get("error").stringValue());
  }

  /** Opens a game by spec and seed; its id. */
  String open(String spec, long seed) {
    ObjectNode r = request("new_game");
    r.put("spec", spec);
    r.put("seed", seed);
    return ok(r).get("game_id").stringValue();
  }

  static String text(JsonNode json) {
    return JSON.toText(json);
  }
}
