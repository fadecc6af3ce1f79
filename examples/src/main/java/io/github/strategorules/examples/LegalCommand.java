package io.github.strategorules.examples;

import io.github.strategorules.core.Move;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code stratego legal}: the legal moves of a position, one per line, in plain string order. */
@Command(name = "legal", mixinStandardHelpOptions = true, description = "List the legal moves of a position.")
final class LegalCommand implements Callable<Integer> {
  @Mixin
  PositionInput input;

  @Mixin
  RulesOptions rules;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    input.state(rules).legalMoves().stream().map(Move::toString).sorted().forEach(out::println);
    out.flush();
    return 0;
  }
}
