package io.github.strategorules.examples;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.referee.Update;
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
 * one seat's side. The setup is told by the steps that finish it, then the seat's view once, when
 * play starts (with a legend of its symbols for the classic family); then every step of play that
 * did more than its action's direct effect for that seat (a battle, a flip, the end of a turn),
 * numbered by the actions of play (in classic, the view's ply), with the action as that seat saw it
 * and its events, all from the referee's update for that seat; the view every {@code --every}
 * actions of play, and at the end. An action the seat may not see (another seat's secret setup
 * choice) is written as its seat and {@code ?} ({@code BLUE ?}), its events telling the rest. The
 * same seed always prints the same game.
 */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    description =
        "Play a game between bots (classic by default; any game with --ruleset) and print it from one "
            + "seat's side.")
final class DemoCommand implements Callable<Integer> {
  /** The default seed: fixed, so that the demo prints the same game everywhere. */
  static final long DEFAULT_SEED = 1L;

  @Option(
      names = "--seed",
      description = "Seed for the game and the bots (default: ${DEFAULT-VALUE}).")
  long seed = DEFAULT_SEED;

  @Option(
      names = "--every",
      description = "Print the seat's view every N actions (default: ${DEFAULT-VALUE}).")
  int every = 50;

  @Option(
      names = "--seat",
      paramLabel = "SEAT",
      description =
          "The seat whose side is told: 0 to 3 or red, blue, "
              + "green, yellow (default: ${DEFAULT-VALUE}).")
  String seat = "red";

  @Option(
      names = "--bots",
      paramLabel = "NAMES",
      split = ",",
      description = "The bots, one per seat or one for all (default: ${DEFAULT-VALUE}).")
  String[] bots = {"random"};

  @Option(
      names = "--max-actions",
      paramLabel = "N",
      description = "Stop a game after N actions (default: " + "${DEFAULT-VALUE}).")
  int maxActions = Match.DEFAULT_MAX_ACTIONS;

  @CommandLine.Mixin RulesOptions rules;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

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
    out.printf(
        "%s, %s, seed %d, seen by %s%n",
        game.spec(),
        String.join(", ", BotNames.labels(players.stream().map(Bot::name).toList())),
        seed,
        viewer);
    int[] setup = {0};
    int[] play = {0};
    Update[] seen = new Update[1];
    MatchResult r =
        Match.play(
            game,
            players,
            seed,
            maxActions,
            (before, shares) -> {
              // What the viewer saw of the step: the referee's update for its seat.
              Update mine = shares.forSeat(viewer);
              seen[0] = mine;
              var events = mine.events();
              boolean over = mine.outcome().isPresent();
              if (before.phase() == Phase.SETUP) {
                setup[0]++;
                if (Narration.notable(events)) {
                  out.printf(
                      "setup %d. %s: %s%n",
                      setup[0], Narration.action(mine), Narration.events(events));
                }
                if (shares.step().state().phase() != Phase.SETUP && !over) { // public: the phase
                  printView(out, mine.view());
                }
                return;
              }
              play[0]++;
              if (Narration.notable(events)) {
                out.printf(
                    "%d. %s: %s%n", play[0], Narration.action(mine), Narration.events(events));
              }
              if (play[0] % every == 0 && !over) {
                printView(out, mine.view());
              }
            });
    if (seen[0] != null) {
      printView(out, seen[0].view()); // the viewer's view at the end
    }
    String actions =
        play[0] + " actions" + (setup[0] == 0 ? "" : " of play (after " + setup[0] + " of setup)");
    out.println(
        r.outcome()
            .map(o -> "Outcome after " + actions + ": " + o)
            .orElse("Stopped after " + actions + " (--max-actions)"));
    out.flush();
    return 0;
  }

  /** Whether a view's legend was printed. */
  private boolean legendShown;

  /**
   * A view, after a blank line; the first one with the legend of its symbols (see {@link
   * #LEGENDS}).
   */
  private void printView(PrintWriter out, View view) {
    String text = view.toString();
    out.println();
    out.print(text.endsWith("\n") ? text : text + "\n");
    String legend = LEGENDS.get(view.game().family());
    if (legend != null && !legendShown) {
      legendShown = true;
      out.println(legend);
    }
    out.println();
  }

  /**
   * What the symbols of a seat's view mean, by game family, for the families whose view has no
   * legend of its own (Lost Island's has one).
   */
  static final java.util.Map<String, String> LEGENDS =
      java.util.Map.of("classic", DemoCommand.CLASSIC_LEGEND);

  /** What the symbols of a classic seat's view mean ({@code ClassicView.render}). */
  static final String CLASSIC_LEGEND =
      "  (own pieces by rank: 10 marshal ... 2 scout, S spy, B bomb, F flag; ? an enemy "
          + "piece not revealed;\n   *7 an enemy piece revealed in a battle, here a 7; . empty, ~ lake)";
}
