package io.github.strategorules.examples;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.RecordReplay;
import io.github.strategorules.json.StrategoJson;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code stratego replay FILE...}: replays game records of any game (each found by its header
 * through the registry), Gravon XML files and Gravon zip archives, validating every action. Games
 * of a Gravon type this library cannot play yet are listed with an {@code error} and skipped. A
 * game or file that cannot be read (malformed, damaged, missing, past a {@link
 * io.github.strategorules.core.game.ReadLimits limit}) is listed as {@code UNREADABLE} (JSON:
 * {@code "unreadable":true}) with its location, and the other games and files are still replayed.
 *
 * <p>Exit status: 0 when every game was read and every action is legal; 3 when some game has an
 * illegal action; 2 when some game or file could not be read (then one line on standard error says
 * so and names it, even if some action was also illegal: the check is incomplete; the reason is on
 * its listed line alone). Human output prints names, types and messages from the input with control
 * characters escaped ({@link Text#oneLine}), so no input can forge an output line.
 */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description =
        "Replay game records (of any game), Gravon XML files or Gravon zip archives and check every action.")
final class ReplayCommand implements Callable<Integer> {
  private static final StrategoJson JSON = StrategoJson.standard();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** Exit status when some game has an illegal action. */
  static final int ILLEGAL = 3;

  @Parameters(
      arity = "1..*",
      paramLabel = "FILE",
      description = "Record, Gravon .xml or Gravon .zip files.")
  List<Path> files;

  @Option(names = "--json", description = "One JSON object per game.")
  boolean json;

  @Mixin RulesOptions rules;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    rules.resolve("classic"); // bad options are an input error before any file is read
    PrintWriter out = spec.commandLine().getOut();
    int[] totals = new int[5]; // games, illegal, actions, skipped, unreadable
    String[] firstProblem = new String[1];
    for (Path file : files) {
      String fileName =
          file.getFileName() == null ? file.toString() : file.getFileName().toString();
      Progress progress = new Progress(-1);
      try {
        GameSource.forEach(
            file,
            rules,
            g -> {
              progress.step();
              if (g.unreadable()) {
                unreadable(
                    out, totals, firstProblem, fileName, g.name(), file + ": " + g.problem());
                return;
              }
              if (g.replay() == null) {
                totals[3]++;
                out.println(
                    json
                        ? JSON.toText(game(g).put("error", g.problem()))
                        : Text.oneLine(g.name() + " [" + g.type() + "]: skipped, " + g.problem()));
                return;
              }
              RecordReplay<GameState, RecordReplay.Refused> r = g.replay();
              totals[0]++;
              totals[2] += g.actions();
              if (!r.isLegal()) {
                totals[1]++;
              }
              out.println(json ? toJson(g, r) : Text.oneLine(summary(g, r)));
            });
      } catch (IllegalArgumentException | UncheckedIOException | NotationException e) {
        // The whole file (missing, not a record, not a zip archive, damaged): report it, go on.
        unreadable(out, totals, firstProblem, fileName, null, e.getMessage());
      } finally {
        progress.finish();
      }
    }
    if (!json) {
      out.printf(
          "%d games, %d actions, %d with an illegal action, %d skipped, %d unreadable%n",
          totals[0], totals[2], totals[1], totals[3], totals[4]);
    }
    out.flush();
    if (totals[4] > 0) {
      // Standard output already gives each reason; repeating it here printed it twice (issue 37).
      String where = json ? "\"unreadable\":true" : "UNREADABLE";
      PrintWriter err = spec.commandLine().getErr();
      err.println(
          Text.oneLine(
              "error: "
                  + (totals[4] == 1
                      ? "could not read " + firstProblem[0] + " (the " + where + " line says why)"
                      : totals[4]
                          + " games or files could not be read (see the "
                          + where
                          + " lines); the first: "
                          + firstProblem[0])));
      err.flush();
      return StrategoCli.INPUT_ERROR;
    }
    return totals[1] == 0 ? 0 : ILLEGAL;
  }

  private void unreadable(
      PrintWriter out, int[] totals, String[] first, String file, String game, String message) {
    totals[4]++;
    if (first[0] == null) {
      first[0] = game == null ? file : game + " in " + file; // what, not why: the listing says why
    }
    out.println(
        json
            ? JSON.toText(
                NODES
                    .objectNode()
                    .put("game", game)
                    .put("file", file)
                    .put("error", message)
                    .put("unreadable", true))
            : Text.oneLine("UNREADABLE " + message));
  }

  /** A game's line so far: its name, its type and its count of actions. */
  private static ObjectNode game(GameSource.Loaded g) {
    return NODES
        .objectNode()
        .put("game", g.name())
        .put("type", g.type())
        .put("actions", g.actions());
  }

  /**
   * A replayed game's line: {@code game}, {@code type}, {@code actions}, {@code illegal} (the
   * refused action's {@code action} index, {@code text} and {@code reason}, or null), {@code
   * winners} (lower-case seats, or null before the end) and {@code termination} (or null).
   */
  static String toJson(GameSource.Loaded g, RecordReplay<GameState, RecordReplay.Refused> r) {
    ObjectNode o = game(g);
    r.firstIllegal()
        .ifPresentOrElse(
            i ->
                o.putObject("illegal")
                    .put("action", i.index())
                    .put("text", i.action())
                    .put("reason", i.reason().name()),
            () -> o.putNull("illegal"));
    Outcome end = r.finalState().outcome().orElse(null);
    if (end == null) {
      o.putNull("winners");
      o.putNull("termination");
    } else {
      ArrayNode winners = o.putArray("winners");
      end.winners().forEach(s -> winners.add(s.name().toLowerCase(Locale.ROOT)));
      o.put("termination", end.termination().name());
    }
    return JSON.toText(o);
  }

  private static String summary(
      GameSource.Loaded g, RecordReplay<GameState, RecordReplay.Refused> r) {
    String status =
        r.firstIllegal()
            .map(
                i ->
                    "ILLEGAL at action "
                        + i.index()
                        + ": "
                        + i.action()
                        + " ("
                        + i.reason().description()
                        + ", "
                        + i.reason().ruleId()
                        + ")")
            .orElse("legal");
    String end = r.finalState().outcome().map(Object::toString).orElse("not ended by the rules");
    return g.name() + " [" + g.type() + "]: " + g.actions() + " actions, " + status + "; " + end;
  }
}
