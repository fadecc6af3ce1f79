package io.github.strategorules.examples;

import io.github.strategorules.core.ClassicEvent;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.IllegalReason;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.NotationException;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.RankNumbering;
import io.github.strategorules.core.Resign;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.rules.Ruleset;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code stratego play}: play against a random bot in the terminal. The board is drawn from your
 * side with unknown enemy pieces as {@code ?}; type moves like {@code b2-b3}, {@code help} or
 * {@code resign}. The end of input resigns.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Play against a bot in the terminal.")
final class PlayCommand implements Callable<Integer> {
  private final InputStream input;

  @Option(names = "--color", paramLabel = "red|blue", description = "Your side (default: ${DEFAULT-VALUE}).")
  String color = "red";

  @Option(names = "--seed", paramLabel = "S", description = "Seed for the setups and the bot (default: random).")
  Long seed;

  @Option(names = "--setup", paramLabel = "FILE",
      description = "Your setup as text: one line per row, front row first, tokens F B S 2..10 and . (modern numbering).")
  Path setupFile;

  @Mixin
  RulesOptions rules;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  PlayCommand(InputStream input) {
    this.input = input;
  }

  @Override
  public Integer call() {
    Player you = switch (color.toLowerCase(Locale.ROOT)) {
      case "red" -> Player.RED;
      case "blue" -> Player.BLUE;
      default -> throw new IllegalArgumentException("--color is red or blue");
    };
    Ruleset r = rules.resolve("classic");
    SplittableRandom random = new SplittableRandom(seed != null ? seed : System.nanoTime());
    Setup yours = setupFile == null ? Setup.random(r, you, random) : readSetup(r, you);
    Setup bots = Setup.random(r, you.opponent(), random);
    ClassicState game = ClassicState.start(r, you == Player.RED ? yours : bots, you == Player.RED ? bots : yours);
    PrintWriter out = spec.commandLine().getOut();
    BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
    out.println("You play " + you + " against a random bot. Type a move like b2-b3, 'help' or 'resign'.");
    while (game.phase() == Phase.PLAY) {
      Player toMove = game.toMove().orElseThrow();
      ClassicStep step;
      if (toMove == you) {
        out.println();
        out.println(game.viewFor(you));
        Optional<ClassicStep> mine = yourTurn(game, you, in, out);
        if (mine.isEmpty()) {
          continue;
        }
        step = mine.get();
      } else {
        List<Move> moves = game.legalMoves();
        Move m = moves.get(random.nextInt(moves.size()));
        step = game.apply(m);
        out.println(toMove + " plays " + m);
      }
      announce(step, you, out);
      game = step.state();
    }
    out.println();
    out.println(game.viewFor(you));
    out.println("Game over: " + game.outcome().orElseThrow());
    out.flush();
    return 0;
  }

  /** One prompt: a step, or empty when the input was help or an illegal move. */
  private Optional<ClassicStep> yourTurn(ClassicState game, Player you, BufferedReader in, PrintWriter out) {
    out.print("your move> ");
    out.flush();
    String line;
    try {
      line = in.readLine();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (line == null || line.strip().equalsIgnoreCase("resign")) {
      out.println(line == null ? "(end of input: you resign)" : "You resign.");
      return Optional.of(game.apply(new Resign(you)));
    }
    String text = line.strip();
    if (text.isEmpty()) {
      return Optional.empty();
    }
    if (text.equalsIgnoreCase("help")) {
      out.println("Moves are written from-to, like b2-b3 (files a-j, rank 1 is RED's back row).");
      out.println("Your pieces show their rank (10 Marshal ... 2 Scout, S Spy, B Bomb, F Flag); enemy pieces '?' "
          + "until revealed (then '*' and the rank).");
      out.println("Legal moves: " + game.legalMoves().stream().map(Move::toString).sorted()
          .collect(Collectors.joining(" ")));
      return Optional.empty();
    }
    Move m;
    try {
      m = Move.parse(you, text);
    } catch (NotationException e) {
      out.println("Not a move: " + e.getMessage() + ". Try 'help'.");
      return Optional.empty();
    }
    Optional<IllegalReason> why = game.check(m);
    if (why.isPresent()) {
      out.println("Illegal: " + why.get().description() + " (" + why.get().ruleId() + ").");
      return Optional.empty();
    }
    return Optional.of(game.apply(m));
  }

  private static void announce(ClassicStep step, Player you, PrintWriter out) {
    for (ClassicEvent e : step.eventsFor(you)) {
      if (e instanceof ClassicEvent.Battle b) {
        out.printf("  battle at %s: %s %s attacks %s %s: %s%n", b.to(), b.attacker(),
            RankNumbering.MODERN.token(b.attackerType()), b.attacker().opponent(),
            b.defenderType().map(RankNumbering.MODERN::token).orElse("?"),
            b.result().name().toLowerCase(Locale.ROOT).replace('_', ' '));
      }
    }
  }

  private Setup readSetup(Ruleset r, Player you) {
    try {
      return Setup.parse(r, you, Files.readString(setupFile), RankNumbering.MODERN);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read " + setupFile + ": " + e.getMessage());
    }
  }
}
