package io.github.strategorules.examples;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.kernel.Moves;
import io.github.strategorules.core.kernel.Perft;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.kernel.Status;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code stratego perft}: counts move sequences from a position (a game over has no moves), one
 * line {@code perft <d> <count>} per depth; {@code --divide} splits the deepest count by first
 * move. A tool of the classic kernel: positions of other games are refused with a message saying
 * so.
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = "Count the move sequences from a position.")
final class PerftCommand implements Callable<Integer> {
  @Mixin PositionInput input;

  @Option(
      names = "--depth",
      required = true,
      paramLabel = "D",
      description = "The deepest depth, 1 or more.")
  int depth;

  @Option(names = "--divide", description = "Print the deepest count per first move.")
  boolean divide;

  @Mixin RulesOptions rules;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    if (depth < 1 || depth > 12) {
      throw new IllegalArgumentException("--depth must be 1 to 12");
    }
    GameState g = input.state(rules);
    if (!(g instanceof ClassicState s)) {
      throw new IllegalArgumentException(
          "perft counts the moves of classic-family positions (it runs on the classic "
              + "kernel); "
              + g.game().spec()
              + " is not one");
    }
    PrintWriter out = spec.commandLine().getOut();
    if (s.phase() == io.github.strategorules.core.game.Phase.SETUP) {
      throw new IllegalArgumentException("the position has no board yet (setup phase)");
    }
    Position p = s.toPosition();
    if (divide) {
      int[] moves = new int[p.maxMoves()];
      int n = p.status() == Status.ONGOING ? p.generate(moves) : 0;
      List<String> lines = new ArrayList<>();
      long total = 0;
      for (int i = 0; i < n; i++) {
        int m = moves[i];
        p.make(m);
        long c = depth == 1 ? 1 : Perft.count(p, depth - 1);
        p.unmake();
        total += c;
        lines.add(p.square(Moves.from(m)) + "-" + p.square(Moves.to(m)) + ": " + c);
      }
      lines.sort(null);
      lines.forEach(out::println);
      out.println("total " + total);
    }
    for (int d = 1; d <= depth; d++) {
      out.println("perft " + d + " " + Perft.count(p, d));
    }
    out.flush();
    return 0;
  }
}
