package io.github.strategorules.examples;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Reason;
import io.github.strategorules.core.game.Resignation;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.Transcripts;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code stratego play}: people against bots in the terminal, for any game: classic, its variants
 * and Lost Island with 2 to 4 seats, any mix of people and bots ({@code --seats human,heuristic} or
 * {@code --seat blue --bot search}). Each person sees their own view and what they saw happen; the
 * setup is played like the rest, action by action, and {@code random} plays a person's setup (or
 * one decision in play) as the game's random bot would: a sequence of legal actions. An action is
 * typed in the game's text form, without the seat ({@code move a4-a5}, {@code place a1=F}, {@code
 * flip b3}), by the end of it when only one legal action ends so ({@code a4-a5}), or by its number
 * in {@code help}. The end of input resigns.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = "Play against bots in the terminal (any game, any mix of people and bots).")
final class PlayCommand implements Callable<Integer> {
  /** The name of a person's seat in {@code --seats}. */
  static final String HUMAN = "human";

  private final InputStream input;

  @Option(
      names = "--seats",
      paramLabel = "WHO",
      split = ",",
      completionCandidates = ClassicBotNames.class,
      description =
          "Who sits at each seat, seat 0 first: human, or a bot's name (in classic: "
              + "${COMPLETION-CANDIDATES}; reference:MS, strategist:MS and deep:MS give the bot MS "
              + "ms a move; policy:FILE plays a trained network's weights file).")
  String[] seats;

  /**
   * The classic family's bot names for {@code --seats}' help, read from {@link Bots#names} so that
   * the help cannot fall behind the registry.
   */
  static final class ClassicBotNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return Bots.names(Games.parse("classic")).iterator();
    }
  }

  @Option(
      names = {"--seat", "--color"},
      paramLabel = "SEAT",
      description =
          "Without --seats: your seat, 0 to 3 or red, blue, green, yellow (default: ${DEFAULT-VALUE}).")
  String you = "red";

  @Option(
      names = "--bot",
      paramLabel = "NAME",
      description = "Without --seats: the bot at every other seat (default: ${DEFAULT-VALUE}).")
  String bot = "random";

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Seed for the game and the bots (default: random).")
  Long seed;

  @Option(
      names = "--setup",
      paramLabel = "FILE",
      description =
          "Input lines to play first (your setup, say: one action per line, such as 'place a1=F').")
  Path setupFile;

  @Option(
      names = "--max-actions",
      paramLabel = "N",
      description = "Stop after N actions (default: ${DEFAULT-VALUE}).")
  int maxActions = Match.DEFAULT_MAX_ACTIONS;

  @Mixin RulesOptions rules;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  private Game game;

  /** The game's referee: the loop applies nothing itself. */
  private Referee referee;

  /** The referee's state after the last step, read for whose turn it is. */
  private GameState state;

  private Bot[] bots;

  /** Every seat's transcript, from the referee's updates: a bot's is read when it decides. */
  private Transcripts transcripts;

  private SplittableRandom[] streams;

  /** Per person's seat: the lines to show before their next prompt. */
  private List<List<String>> pending;

  private int actions;
  private PrintWriter out;

  PlayCommand(InputStream input) {
    this.input = input;
  }

  @Override
  public Integer call() {
    game = rules.resolve("classic");
    int n = game.seats().size();
    String[] who = seats != null ? seats : defaultSeats(n);
    if (who.length != n) {
      throw new IllegalArgumentException(
          "--seats takes one entry per seat: " + n + " for " + game.spec());
    }
    bots = new Bot[n];
    for (int s = 0; s < n; s++) {
      bots[s] = who[s].equals(HUMAN) ? null : Bots.byName(game, who[s]);
    }
    SplittableRandom root = new SplittableRandom(seed != null ? seed : System.nanoTime());
    referee = Referee.builder(game.newGame(root.nextLong())).keepSteps().build();
    state = referee.state();
    streams = new SplittableRandom[n];
    transcripts = new Transcripts(referee);
    pending = new ArrayList<>();
    for (Seat s : game.seats()) {
      streams[s.index()] = root.split();
      pending.add(new ArrayList<>());
    }
    out = spec.commandLine().getOut();
    Deque<String> lines = new ArrayDeque<>(setupLines());
    BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
    List<String> cast = new ArrayList<>();
    for (Seat s : game.seats()) {
      cast.add(s + " " + (bots[s.index()] == null ? HUMAN : bots[s.index()].name()));
    }
    out.println(
        game.spec()
            + ": "
            + String.join(", ", cast)
            + ". Type an action (such as its end: a4-a5), its "
            + "number from 'help', 'random', 'view', 'resign' or 'quit'.");
    while (state.phase() != Phase.OVER && actions < maxActions) {
      Seat seat = state.toDecide().get(0);
      Bot b = bots[seat.index()];
      if (b != null) {
        List<Action> legal = state.decisions(seat);
        play(seat, b.choose(transcripts.of(seat), legal, streams[seat.index()]));
      } else {
        person(seat, lines, in);
      }
    }
    for (Seat s : game.seats()) {
      if (bots[s.index()] == null) {
        flush(s);
        out.println();
        out.println(referee.viewFor(s));
      }
    }
    out.println(
        state
            .outcome()
            .map(o -> "Game over: " + o)
            .orElse("Stopped after " + actions + " actions"));
    out.flush();
    return 0;
  }

  private String[] defaultSeats(int n) {
    Seat mine = SeatOption.parse(you, game, "--seat");
    String[] who = new String[n];
    for (int s = 0; s < n; s++) {
      who[s] = s == mine.index() ? HUMAN : bot;
    }
    return who;
  }

  private List<String> setupLines() {
    if (setupFile == null) {
      return List.of();
    }
    try {
      return Files.readAllLines(setupFile, StandardCharsets.UTF_8).stream()
          .map(String::strip)
          .filter(l -> !l.isEmpty() && !l.startsWith("#"))
          .toList();
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read " + setupFile + ": " + e.getMessage());
    }
  }

  /** Sends an action to the referee and tells every person what they saw of it. */
  private void play(Seat seat, Action a) {
    Phase before = state.phase();
    Verdict verdict = referee.submit(seat, a);
    if (verdict instanceof Verdict.Refused r) { // a bot's answer the rules refuse: its seat resigns
      out.println(
          seat
              + "'s "
              + a.notation()
              + " was refused ("
              + r.reason().description()
              + "): "
              + seat
              + " resigns");
      play(seat, state.resignation(seat));
      return;
    }
    Shares shares = ((Verdict.Applied) verdict).shares();
    actions++;
    transcripts.stepped();
    for (Seat s : game.seats()) {
      if (bots[s.index()] != null) {
        continue; // a bot's transcript takes the step when the bot decides
      }
      Update mine = shares.forSeat(s); // what this person saw of the step
      var events = mine.events();
      boolean shown = (before != Phase.SETUP && s != seat) || a instanceof Resignation;
      if (shown || Narration.notable(events)) {
        pending
            .get(s.index())
            .add(
                Narration.action(mine)
                    + (events.isEmpty() ? "" : " -> " + Narration.events(events)));
      }
    }
    state = referee.state();
  }

  private void flush(Seat s) {
    long people = java.util.Arrays.stream(bots).filter(java.util.Objects::isNull).count();
    if (people > 1 && !pending.get(s.index()).isEmpty()) {
      out.println("(" + s + " saw:)"); // several people share the terminal: say whose lines follow
    }
    for (String line : pending.get(s.index())) {
      out.println(Text.oneLine(line));
    }
    pending.get(s.index()).clear();
  }

  /** One prompt of a person: an action played, or nothing for help, a view or a refused input. */
  private void person(Seat seat, Deque<String> lines, BufferedReader in) {
    flush(seat);
    out.println();
    out.println(referee.viewFor(seat));
    while (true) {
      out.print(seat.name().toLowerCase(Locale.ROOT) + "> ");
      out.flush();
      boolean fromFile = !lines.isEmpty();
      String line = fromFile ? lines.poll() : readLine(in);
      if (line == null) {
        out.println("(end of input: " + seat + " resigns)");
        play(seat, state.resignation(seat));
        return;
      }
      String text = line.strip();
      if (fromFile) {
        out.println(text); // echo the lines of --setup, which were not typed
      }
      if (text.isEmpty()) {
        continue;
      }
      List<? extends Action> legal = state.legalActions(seat);
      switch (text.toLowerCase(Locale.ROOT)) {
        case "help" -> help(legal);
        case "view" -> out.println(referee.viewFor(seat));
        case "quit", "exit" -> {
          out.println("(" + seat + " quits: resigns)");
          play(seat, state.resignation(seat));
          return;
        }
        case "random" -> {
          random(seat);
          return;
        }
        default -> {
          Optional<Action> a = match(seat, text, legal);
          if (a.isPresent()) {
            play(seat, a.get());
            return;
          }
        }
      }
    }
  }

  private static String readLine(BufferedReader in) {
    try {
      return in.readLine();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void help(List<? extends Action> legal) {
    out.println("Your legal actions (type one, the end of one, or its number):");
    for (int i = 0; i < legal.size(); i++) {
      out.printf("  %d  %s%n", i + 1, legal.get(i).notation());
    }
    out.println(
        "Also: 'random' (your setup at random during the setup, else one random decision), 'view', 'help',"
            + " 'quit' (resign and end the game).");
  }

  /**
   * The game's random bot decides for a person: the rest of their setup, or one decision in play.
   */
  private void random(Seat seat) {
    Bot random = Bots.byName(game, "random");
    boolean setup = state.phase() == Phase.SETUP;
    int n = 0;
    Action last;
    do {
      List<Action> legal = state.decisions(seat);
      last = random.choose(transcripts.of(seat), legal, streams[seat.index()]);
      play(seat, last);
      n++;
    } while (setup
        && state.phase() == Phase.SETUP
        && actions < maxActions
        && state.toDecide().get(0) == seat);
    // a person's own actions are not echoed: say which one the bot chose for them
    out.println(
        seat
            + ": "
            + (setup ? "random setup, " + n + " actions" : "random action: " + last.notation()));
  }

  /** The legal action a person's text names, or empty after saying why there is none. */
  private Optional<Action> match(Seat seat, String text, List<? extends Action> legal) {
    if (text.matches("\\d{1,6}")) {
      int k = Integer.parseInt(text);
      if (k >= 1 && k <= legal.size()) {
        return Optional.of(legal.get(k - 1));
      }
      out.println("No action " + k + ": 'help' lists 1 to " + legal.size() + ".");
      return Optional.empty();
    }
    String full = seat.name() + " " + text;
    List<Action> ends = new ArrayList<>();
    for (Action a : legal) {
      String notation = a.notation();
      if (notation.equalsIgnoreCase(text) || notation.equalsIgnoreCase(full)) {
        return Optional.of(a);
      }
      if (notation.toLowerCase(Locale.ROOT).endsWith(" " + text.toLowerCase(Locale.ROOT))) {
        ends.add(a);
      }
    }
    if (ends.size() == 1) {
      return Optional.of(ends.get(0));
    }
    if (ends.size() > 1) {
      out.println(
          "Ambiguous: "
              + ends.size()
              + " actions end with '"
              + text
              + "', such as "
              + ends.get(0).notation()
              + " and "
              + ends.get(1).notation()
              + ".");
      return Optional.empty();
    }
    Action parsed;
    try {
      parsed = game.parseAction(full);
    } catch (NotationException e) {
      try {
        parsed = game.parseAction(text);
      } catch (NotationException e2) {
        out.println("Not an action: " + Text.oneLine(e.getMessage()) + ". Try 'help'.");
        return Optional.empty();
      }
    }
    Optional<? extends Reason> why = referee.check(seat, parsed);
    if (why.isEmpty()) {
      return Optional.of(parsed);
    }
    out.println(
        "Illegal: "
            + why.get().description()
            + (why.get().ruleId().isEmpty() ? "" : " (" + why.get().ruleId() + ")")
            + ".");
    return Optional.empty();
  }
}
