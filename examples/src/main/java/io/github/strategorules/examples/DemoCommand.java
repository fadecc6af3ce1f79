package io.github.strategorules.examples;

import io.github.strategorules.core.ClassicEvent;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.RankNumbering;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.rules.Ruleset;
import java.io.PrintWriter;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code stratego demo}: a full classic game between two random bots from seeded random setups,
 * printed from RED's view (unknown enemy pieces as {@code ?}) every 50 plies, with every battle
 * and the outcome. The same seed always prints the same game. With {@code --game lost-island} it
 * plays Stratego Lost Island instead ({@link LostIslandDemo}), as does a {@code --ruleset} such as
 * {@code lost-island(players=3,secret_fights)} (with its LI-12 toggles).
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
    description = "Play a classic game between two random bots and print it from RED's side.")
final class DemoCommand implements Callable<Integer> {
  /** The default seed: fixed, so that the demo prints the same game everywhere. */
  static final long DEFAULT_SEED = 1L;

  @Option(names = "--seed", description = "Seed for the setups and the bots (default: ${DEFAULT-VALUE}).")
  long seed = DEFAULT_SEED;

  @Option(names = "--every", description = "Print RED's view every N plies (default: ${DEFAULT-VALUE}).")
  int every = 50;

  @Option(names = "--game", paramLabel = "GAME", description = "classic or lost-island (default: ${DEFAULT-VALUE}).")
  String game = "classic";

  @Option(names = "--players", paramLabel = "N", description = "Lost Island: 2 to 4 players (default: ${DEFAULT-VALUE}).")
  int players = 4;

  @Option(names = "--seat", paramLabel = "K", description = "Lost Island: the seat whose view is printed (default: ${DEFAULT-VALUE}).")
  int seat = 0;

  @CommandLine.Mixin
  RulesOptions rules;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    if (every < 1) {
      throw new IllegalArgumentException("--every must be at least 1");
    }
    PrintWriter out = spec.commandLine().getOut();
    if (LostIslandSelfplay.isLostIsland(rules.spec)) {
      // a Lost Island spec with its LI-12 toggles: lost-island(players=3,secret_fights)
      return LostIslandDemo.run(out, io.github.strategorules.lostisland.IslandConfig.parse(rules.spec), seed,
          io.github.strategorules.core.game.Seat.of(seat));
    }
    if (game.equals("lost-island")) {
      return LostIslandDemo.run(out, players, seed, io.github.strategorules.core.game.Seat.of(seat));
    }
    if (!game.equals("classic")) {
      throw new IllegalArgumentException("unknown game '" + game + "'; known games: classic, lost-island");
    }
    Ruleset ruleset = rules.resolve("classic");
    SplittableRandom random = new SplittableRandom(seed);
    ClassicState state = ClassicState.start(ruleset, Setup.random(ruleset, Player.RED, random),
        Setup.random(ruleset, Player.BLUE, random));
    out.printf("Stratego (%s), two random bots, seed %d%n%n", ruleset.spec(), seed);
    out.println(state.viewFor(Player.RED));
    while (state.phase() == Phase.PLAY) {
      List<Move> moves = state.legalMoves();
      Move move = moves.get(random.nextInt(moves.size()));
      ClassicStep step = state.apply(move);
      state = step.state();
      for (ClassicEvent e : step.eventsFor(Player.RED)) {
        if (e instanceof ClassicEvent.Battle b) {
          out.printf("ply %d: %s %s attacks %s: %s %s vs %s %s: %s%n", state.ply(), b.attacker(), b.from(), b.to(),
              name(b.attackerType()), RankNumbering.MODERN.token(b.attackerType()),
              b.defenderType().map(DemoCommand::name).orElse("a hidden piece"),
              b.defenderType().map(RankNumbering.MODERN::token).orElse("?"), result(b));
        }
      }
      if (state.ply() % every == 0 && state.phase() == Phase.PLAY) {
        out.println();
        out.println(state.viewFor(Player.RED));
      }
    }
    out.println();
    out.println(state.viewFor(Player.RED));
    out.println("Outcome after " + state.ply() + " plies: " + state.outcome().orElseThrow());
    return 0;
  }

  private static String name(io.github.strategorules.core.PieceType t) {
    String n = t.name().toLowerCase(java.util.Locale.ROOT);
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }

  private static String result(ClassicEvent.Battle b) {
    return switch (b.result()) {
      case ATTACKER_WINS -> "the attacker wins";
      case DEFENDER_WINS -> "the defender wins";
      case BOTH_LOSE -> "both are removed";
    };
  }
}
