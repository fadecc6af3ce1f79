package io.github.strategorules.examples;

import io.github.strategorules.core.Move;
import io.github.strategorules.core.ClassicOutcome;
import io.github.strategorules.core.Replay;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code stratego replay FILE...}: replays records, Gravon XML files and Gravon zip archives,
 * validating every move; Lost Island records ({@code lost-island-record 1}) are recognised by
 * their header line ({@link LostIslandRecords}). Exit status 0 when every move of every game is legal, 3 otherwise. Games
 * of a type this library cannot play yet are listed with an {@code error} and skipped.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
    description = "Replay game records (classic or Lost Island), Gravon XML files or Gravon zip archives and "
        + "check every move.")
final class ReplayCommand implements Callable<Integer> {
  /** Exit status when some game has an illegal move. */
  static final int ILLEGAL = 3;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "Record, Gravon .xml or Gravon .zip files.")
  List<Path> files;

  @Option(names = "--json", description = "One JSON object per game.")
  boolean json;

  @Mixin
  RulesOptions rules;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    int[] totals = new int[4]; // games, illegal, plies, skipped
    for (Path file : files) {
      var island = LostIslandRecords.read(file);
      if (island.isPresent()) {
        var r = island.get().replay();
        totals[0]++;
        totals[2] += island.get().actions().size();
        if (!r.isLegal()) {
          totals[1]++;
        }
        out.println(LostIslandRecords.describe(file.getFileName().toString(), island.get(), r, json));
        continue;
      }
      Progress progress = new Progress(-1);
      GameSource.forEach(file, rules, g -> {
        progress.step();
        if (g.record() == null) {
          totals[3]++;
          out.println(json ? "{\"game\": " + Json.str(g.name()) + ", \"type\": " + Json.str(g.type())
              + ", \"plies\": " + g.plies() + ", \"error\": " + Json.str(g.problem()) + "}"
              : g.name() + " [" + g.type() + "]: skipped, " + g.problem());
          return;
        }
        Replay r = g.record().replay();
        int plies = g.plies();
        totals[0]++;
        totals[2] += plies;
        if (!r.isLegal()) {
          totals[1]++;
        }
        out.println(json ? toJson(g, r, plies) : summary(g, r, plies));
      });
      progress.finish();
    }
    if (!json) {
      out.printf("%d games, %d plies, %d with an illegal move, %d skipped%n", totals[0], totals[2], totals[1],
          totals[3]);
    }
    out.flush();
    return totals[1] == 0 ? 0 : ILLEGAL;
  }

  private static String toJson(GameSource.Loaded g, Replay r, int plies) {
    String illegal = r.firstIllegal().map(i -> "{\"ply\": " + i.ply() + ", \"move\": " + Json.str(actionText(i.action()))
        + ", \"reason\": " + Json.str(i.reason().name()) + "}").orElse("null");
    ClassicOutcome o = r.finalState().outcome().orElse(null);
    String winner = o == null ? null : o.winner().map(p -> p.name().toLowerCase(Locale.ROOT)).orElse("draw");
    return "{\"game\": " + Json.str(g.name()) + ", \"type\": " + Json.str(g.type()) + ", \"plies\": " + plies
        + ", \"illegal\": " + illegal + ", \"winner\": " + Json.str(winner)
        + ", \"termination\": " + Json.str(o == null ? null : o.termination().name()) + "}";
  }

  private static String actionText(Object a) {
    return a instanceof Move m ? m.toString() : a.toString();
  }

  private static String summary(GameSource.Loaded g, Replay r, int plies) {
    String status = r.firstIllegal().map(i -> "ILLEGAL at ply " + i.ply() + ": " + actionText(i.action()) + " ("
        + i.reason().description() + ", " + i.reason().ruleId() + ")").orElse("legal");
    String end = r.finalState().outcome().map(ClassicOutcome::toString).orElse("not ended by the rules");
    return g.name() + " [" + g.type() + "]: " + plies + " plies, " + status + "; " + end;
  }
}
