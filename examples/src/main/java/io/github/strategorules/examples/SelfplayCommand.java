package io.github.strategorules.examples;

import io.github.strategorules.core.ClassicOutcome;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.ClassicTermination;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import io.github.strategorules.core.rules.Ruleset;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code stratego selfplay}: N games between bots from seeded random setups, through the fast
 * path; then wins per side, draws, termination reasons, mean plies and games per second. A
 * {@code lost-island(...)} ruleset plays Lost Island instead ({@link LostIslandSelfplay}).
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true, description = "Play games between bots and report statistics.")
final class SelfplayCommand implements Callable<Integer> {
  @Option(names = "--games", required = true, paramLabel = "N", description = "How many games.")
  int games;

  @Option(names = "--seed", paramLabel = "S", description = "Seed (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--bots", paramLabel = "A,B", split = ",", description = "The bots, RED's first (default: random,random).")
  String[] bots = {"random", "random"};

  @Mixin
  RulesOptions rules;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    if (games < 1) {
      throw new IllegalArgumentException("--games must be at least 1");
    }
    if (bots.length != 2) {
      throw new IllegalArgumentException("--bots takes two names, like random,random");
    }
    for (String b : bots) {
      if (!b.equals("random")) {
        throw new IllegalArgumentException("unknown bot '" + b + "'; known bots: random");
      }
    }
    if (LostIslandSelfplay.isLostIsland(rules.spec)) {
      return LostIslandSelfplay.run(spec.commandLine().getOut(), rules.spec, games, seed);
    }
    Ruleset r = rules.resolve("classic");
    SplittableRandom random = new SplittableRandom(seed);
    Map<ClassicTermination, Integer> terminations = new EnumMap<>(ClassicTermination.class);
    int[] wins = new int[3];
    long plies = 0;
    Progress progress = new Progress(games);
    long start = System.nanoTime();
    for (int g = 0; g < games; g++) {
      Position p = ClassicState.start(r, Setup.random(r, Player.RED, random), Setup.random(r, Player.BLUE, random))
          .toPosition();
      int[] buf = new int[p.maxMoves()];
      int status;
      while (true) {
        int n = p.generate(buf);
        status = p.statusAfterGenerate(n);
        if (status != Status.ONGOING) {
          break;
        }
        p.make(buf[random.nextInt(n)]);
      }
      ClassicOutcome o = ClassicOutcome.ofStatus(status);
      terminations.merge(o.termination(), 1, Integer::sum);
      wins[o.winner().map(Enum::ordinal).orElse(2)]++;
      plies += p.ply();
      progress.step();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    progress.finish();
    PrintWriter out = spec.commandLine().getOut();
    out.printf("%d games of %s, %s (RED) against %s (BLUE), seed %d%n", games, r.spec(), bots[0], bots[1], seed);
    out.printf("RED wins %d, BLUE wins %d, draws %d%n", wins[0], wins[1], wins[2]);
    terminations.forEach((t, n) -> out.printf("  %s (%s): %d%n", t, t.ruleId(), n));
    out.printf("mean plies %.1f, %.1f games/s%n", (double) plies / games, games / Math.max(seconds, 1e-9));
    out.flush();
    return 0;
  }
}
