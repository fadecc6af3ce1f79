package io.github.strategorules.examples;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.Step;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code stratego demo}: a full game of any game between bots (random ones by default), told from
 * one seat's side: its view at the start, every {@code --every} actions and at the end, and one
 * line for each step that did more than its action's direct effect for that seat (a battle, a
 * flip, the end of a turn), with the action as that seat saw it and its events. The same seed
 * always prints the same game.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
    description = "Play a game between bots (classic by default; any game with --ruleset) and print it from one "
        + "seat's side.")
final class DemoCommand implements Callable<Integer> {
  /** The default seed: fixed, so that the demo prints the same game everywhere. */
  static final long DEFAULT_SEED = 1L;

  @Option(names = "--seed", description = "Seed for the game and the bots (default: ${DEFAULT-VALUE}).")
  long seed = DEFAULT_SEED;

  @Option(names = "--every", description = "Print the seat's view every N actions (default: ${DEFAULT-VALUE}).")
  int every = 50;

  @Option(names = "--seat", paramLabel = "SEAT", description = "The seat whose side is told: 0 to 3 or red, blue, "
      + "green, yellow (default: ${DEFAULT-VALUE}).")
  String seat = "red";

  @Option(names = "--bots", paramLabel = "NAMES", split = ",",
      description = "The bots, one per seat or one for all (default: ${DEFAULT-VALUE}).")
  String[] bots = {"random"};

  @Option(names = "--max-actions", paramLabel = "N", description = "Stop a game after N actions (default: "
      + "${DEFAULT-VALUE}).")
  int maxActions = Match.DEFAULT_MAX_ACTIONS;

  @CommandLine.Mixin
  RulesOptions rules;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    if (every < 1) {
      throw new IllegalArgumentException("--every must be at least 1");
    }
    if (maxActions < 1) {
      throw new IllegalArgumentException("--max-actions must be at least 1");
    }
    Game game = rules.resolve("classic");
    Seat viewer = SeatOption.parse(seat, game, "--seat");
    List<Bot> players = BotNames.of(game, bots);
    PrintWriter out = spec.commandLine().getOut();
    out.printf("%s, %s, seed %d, seen by %s%n", game.spec(),
        String.join(", ", BotNames.labels(players.stream().map(Bot::name).toList())), seed, viewer);
    int[] n = {0};
    MatchResult r = Match.play(game, players, seed, maxActions, (before, action, step) -> {
      if (n[0] == 0) {
        out.println();
        out.println(before.viewFor(viewer));
      }
      n[0]++;
      tell(out, game, viewer, n[0], action, step);
      if (n[0] % every == 0 && step.state().outcome().isEmpty()) {
        out.println();
        out.println(step.state().viewFor(viewer));
      }
    });
    out.println();
    out.println(r.finalState().viewFor(viewer));
    out.println(r.outcome().map(o -> "Outcome after " + r.actions() + " actions: " + o)
        .orElse("Stopped after " + r.actions() + " actions (--max-actions)"));
    out.flush();
    return 0;
  }

  private static void tell(PrintWriter out, Game game, Seat viewer, int n, io.github.strategorules.core.game.Action action,
      Step step) {
    var events = step.eventsFor(viewer);
    if (Narration.notable(events)) {
      out.printf("%d. %s: %s%n", n, Narration.action(game, viewer, action), Narration.events(events));
    }
  }
}
