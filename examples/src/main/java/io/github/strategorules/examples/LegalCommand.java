package io.github.strategorules.examples;

import io.github.strategorules.core.game.Action;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code stratego legal}: the legal actions of a position of any game, in their text form, one per
 * line, in the game's order ({@code GameState.legalActions()}, as {@code play}'s help numbers
 * them): every action of the seats that must decide, each seat's decisions first, then its draw and
 * resignation actions.
 */
@Command(
    name = "legal",
    mixinStandardHelpOptions = true,
    description =
        "List the legal actions of a position (a record of any game, a Gravon file or a classic position).")
final class LegalCommand implements Callable<Integer> {
  @Mixin PositionInput input;

  @Mixin RulesOptions rules;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    input.state(rules).legalActions().stream().map(Action::notation).forEach(out::println);
    out.flush();
    return 0;
  }
}
