package io.github.strategorules.examples.web;

import io.github.strategorules.core.error.StrategoException;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.json.StoredRecord;
import io.github.strategorules.research.Bots;
import java.util.List;
import java.util.Optional;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The server's few HTTP resources under {@code /api/} (docs/web.md, "HTTP"): the games a page can
 * join or watch, a spec's seats and bots, and a finished game's record. Everything here is public:
 * a table's seats and outcome, never a view; the record only once the game is over.
 */
final class HttpApi extends Handler.Abstract.NonBlocking {
  /** The games listed at most, newest first. */
  static final int MAX_LISTED = 100;

  private final Lobby lobby;
  private final Frames frames;

  HttpApi(Lobby lobby) {
    this.lobby = lobby;
    this.frames = lobby.frames();
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    String path = Request.getPathInContext(request);
    if (!path.startsWith("/api/")) {
      return false;
    }
    if (!HttpMethod.GET.is(request.getMethod())) {
      json(response, callback, HttpStatus.METHOD_NOT_ALLOWED_405, error("METHOD", "only GET"));
      return true;
    }
    List<String> parts = List.of(path.substring("/api/".length()).split("/", -1));
    Fields query = Request.extractQueryParameters(request);
    switch (parts.get(0)) {
      case "games" -> games(parts, query, response, callback);
      case "spec" -> spec(query.getValue("spec"), response, callback);
      default ->
          json(
              response, callback, HttpStatus.NOT_FOUND_404, error("NOT_FOUND", "no such resource"));
    }
    return true;
  }

  private void games(List<String> parts, Fields query, Response response, Callback callback) {
    if (parts.size() == 1 || parts.size() == 2 && parts.get(1).isEmpty()) {
      ObjectNode o = Frames.NODES.objectNode();
      ArrayNode list = o.putArray("games");
      lobby.tables().stream().limit(MAX_LISTED).forEach(t -> list.add(t.info()));
      json(response, callback, HttpStatus.OK_200, o);
      return;
    }
    Optional<Table> table = lobby.find(parts.get(1));
    if (table.isEmpty() || parts.size() > 3) {
      json(response, callback, HttpStatus.NOT_FOUND_404, error("NO_SUCH_GAME", "no such game"));
      return;
    }
    if (parts.size() == 2) {
      json(response, callback, HttpStatus.OK_200, table.get().info());
      return;
    }
    if (!parts.get(2).equals("record")) {
      json(response, callback, HttpStatus.NOT_FOUND_404, error("NOT_FOUND", "no such resource"));
      return;
    }
    Optional<StoredRecord> record = table.get().record();
    if (record.isEmpty()) {
      json(
          response,
          callback,
          HttpStatus.CONFLICT_409,
          error(
              "NOT_OVER",
              "the record holds every hidden fact: it is given out once the game is over"));
      return;
    }
    String name = "stratego-" + table.get().id();
    response
        .getHeaders()
        .put(
            HttpHeader.CONTENT_DISPOSITION,
            "attachment; filename=\""
                + name
                + ("text".equals(query.getValue("format")) ? ".txt" : ".json")
                + "\"");
    if ("text".equals(query.getValue("format"))) {
      send(response, callback, HttpStatus.OK_200, "text/plain; charset=utf-8", record.get().text());
    } else {
      json(response, callback, HttpStatus.OK_200, frames.json().writeRecord(record.get()));
    }
  }

  private void spec(String spec, Response response, Callback callback) {
    if (spec == null || spec.length() > Lobby.MAX_SPEC_LENGTH) {
      json(
          response,
          callback,
          HttpStatus.BAD_REQUEST_400,
          error(
              "BAD_SPEC",
              "give a spec of at most "
                  + Lobby.MAX_SPEC_LENGTH
                  + " characters: /api/spec?spec=barrage"));
      return;
    }
    try {
      Game game = Games.parse(spec);
      ObjectNode o = Frames.NODES.objectNode();
      o.set("game", frames.json().writeGame(game));
      ArrayNode bots = o.putArray("bots");
      lobby.bots().names(game).forEach(bots::add);
      o.put("default_bot", lobby.bots().defaultName(game));
      ArrayNode setups = o.putArray("setups");
      Bots.setups(game)
          .forEach(
              s -> setups.addObject().put("name", s.name()).put("description", s.description()));
      ArrayNode games = o.putArray("games");
      Games.names().forEach(games::add);
      json(response, callback, HttpStatus.OK_200, o);
    } catch (StrategoException e) {
      json(response, callback, HttpStatus.BAD_REQUEST_400, error("BAD_SPEC", e.getMessage()));
    }
  }

  private static ObjectNode error(String code, String message) {
    return Frames.NODES.objectNode().put("error", code).put("message", message);
  }

  private void json(Response response, Callback callback, int status, ObjectNode body) {
    send(response, callback, status, "application/json; charset=utf-8", frames.text(body));
  }

  private static void send(
      Response response, Callback callback, int status, String type, String body) {
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    Content.Sink.write(response, true, body, callback);
  }
}
