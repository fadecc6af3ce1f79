package io.github.strategorules.examples;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.TimeControl;
import io.github.strategorules.research.Arena;
import io.github.strategorules.research.ArenaJournal;
import io.github.strategorules.research.ArenaResult;
import io.github.strategorules.research.Battles;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Interval;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code stratego arena}: bots of any game, one per seat (2 to 4), play N games on T threads,
 * taking turns at the seats; then each bot's wins, draws and losses (also per seat), its win rate
 * and its score with 95% confidence intervals, and the Elo difference of every pair of bots ({@link
 * ArenaResult}: with two seats the usual Elo, with more the pair's head-to-head). Game {@code g} is
 * seeded from the seed and {@code g} alone, so the same seed gives the same results whatever the
 * thread count. {@code --records DIR} writes every game's record; a progress bar shows on a
 * terminal. {@code --engine CMD} seats an external engine ({@code docs/protocol.md}), started for
 * each game it plays, wherever {@code --bots} names {@code engine}: one that cannot start, does not
 * shake hands, crashes, times out or replies with an action that is not legal forfeits the game,
 * the arena goes on, and the report counts its forfeits by reason.
 */
@Command(
    name = "arena",
    mixinStandardHelpOptions = true,
    description = {
      "Play bots of any game against each other on all cores and report win rates, scores and Elo.",
      "The game, unless --ruleset names another: "
          + ArenaCommand.DEFAULT_RULES
          + " (a classic game drawn after "
          + "3000 plies, C-7.6, so that every game ends)."
    })
final class ArenaCommand implements Callable<Integer> {
  /** The default game: classic, with a ply limit (C-7.6) so that every game ends. */
  static final String DEFAULT_RULES = "classic(ply_limit=3000)";

  @Option(
      names = "--bots",
      required = true,
      paramLabel = "A,B,...",
      split = ",",
      description =
          "The bots, one per seat of the game, such as search,heuristic (bot A sits at seat 0 in the first "
              + "game, then they move round).")
  String[] bots;

  @Option(
      names = "--games",
      paramLabel = "N",
      description = "How many games (default: ${DEFAULT-VALUE}).")
  int games = 100;

  @Option(
      names = "--threads",
      paramLabel = "T",
      description = "Worker threads (default: the number of cores).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--seed", paramLabel = "S", description = "Seed (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--records",
      paramLabel = "DIR",
      description =
          "Write every game's record to DIR, and the arena's "
              + "journal (a line per finished game) to DIR/arena.tsv.")
  Path records;

  @Option(
      names = "--resume",
      description =
          "Go on with the benchmark whose journal is in --records DIR: play only "
              + "the games it does not hold (same seeds and seating), then report on all of them. The other options must be "
              + "those of the journal's run.")
  boolean resume;

  @Option(
      names = "--report",
      description =
          "Play nothing: report on the games the journal in --records DIR holds "
              + "so far (a benchmark still running, or stopped), those from game 1 up to the first game it lacks. The other "
              + "options must be those of the journal's run.")
  boolean report;

  @Option(
      names = "--max-actions",
      paramLabel = "N",
      description =
          "Cut a game after N actions, a draw for the " + "statistics (default: ${DEFAULT-VALUE}).")
  int maxActions = Match.DEFAULT_MAX_ACTIONS;

  @Option(
      names = "--engine",
      paramLabel = "CMD",
      description =
          "An external engine: a command line that speaks the "
              + "engine protocol (docs/protocol.md), started for each game. Each 'engine' in --bots takes the next --engine "
              + "(the last one again when there are fewer).")
  List<String> engines = new ArrayList<>();

  @Option(
      names = "--time-ms",
      paramLabel = "MS",
      description =
          "An engine's time for each decision, in milliseconds "
              + "(default: ${DEFAULT-VALUE}); later is a forfeit.")
  long timeMs = 5000;

  @Option(
      names = "--time-control",
      paramLabel = "TC",
      description =
          "Give every seat a clock for the whole game, "
              + "such as 5m or 2m+1s (budget, then + and the increment after each action; units h, m, s, ms); a bot out of "
              + "time loses (a forfeit, OUT_OF_TIME). Clocks run in wall time: use --threads no higher than the cores. "
              + "Default: no clocks.")
  String timeControl;

  @Option(
      names = "--startup-ms",
      paramLabel = "MS",
      description =
          "An engine's time to start and get ready for a "
              + "game, in milliseconds (default: ${DEFAULT-VALUE}).")
  long startupMs = 10_000;

  @Option(
      names = "--engine-log",
      paramLabel = "FILE",
      description = "Append the engines' standard error to FILE " + "(default: discarded).")
  Path engineLog;

  @Mixin RulesOptions rules;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws InterruptedException {
    if (games < 1) {
      throw new IllegalArgumentException("--games must be at least 1");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1");
    }
    if (maxActions < 1) {
      throw new IllegalArgumentException("--max-actions must be at least 1");
    }
    Game game = rules.resolve(DEFAULT_RULES);
    if (bots.length != game.seats().size()) {
      throw new IllegalArgumentException(
          "--bots takes one name per seat: "
              + game.seats().size()
              + " for "
              + game.spec()
              + ", like "
              + String.join(",", java.util.Collections.nCopies(game.seats().size(), "random")));
    }
    if (resume && records == null) {
      throw new IllegalArgumentException(
          "--resume needs --records DIR, the folder of the journal to go on with");
    }
    if (report && (records == null || resume)) {
      throw new IllegalArgumentException(
          "--report needs --records DIR, the folder of the journal to report on, "
              + "and plays nothing (not with --resume)");
    }
    ArenaJournal.Header header =
        new ArenaJournal.Header(
            game.spec(),
            List.of(bots),
            seed,
            games,
            maxActions,
            timeControl == null ? "none" : timeControl);
    if (report) {
      return reportOnJournal(game, header);
    }
    RecordsDir dir = records == null ? null : new RecordsDir(records, games);
    TimeControl clocks = timeControl == null ? null : TimeControl.parse(timeControl);
    ArenaJournal journal = dir == null ? null : dir.journal(header, resume);
    List<ArenaResult.Summary> earlier = journal == null ? List.of() : journal.earlier();
    List<Bot> players = players(game);
    int n = game.seats().size();
    Progress progress = new Progress(games - earlier.size());
    long start = System.nanoTime();
    ArenaResult r;
    try {
      r =
          Arena.resume(
              game,
              players,
              Arena.Seating.ROTATE,
              games,
              seed,
              threads,
              maxActions,
              clocks,
              earlier,
              (index, m) -> {
                if (dir != null) {
                  dir.write(index, m);
                }
                if (journal != null) { // after the record: a journal's game always has its record
                  journal.write(ArenaResult.Summary.of(index, Arena.seating(index, n), m));
                }
                progress.step();
              });
    } finally {
      if (journal != null) {
        journal.close();
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    progress.finish();
    report(r, players.stream().map(Bot::thinkMillis).toList(), seconds, games - earlier.size());
    return 0;
  }

  /**
   * {@code --report}: the statistics of the journal's unbroken run of games from game 1. Games
   * finish out of order on several threads, and a long game finishes late: counting every game the
   * journal holds would favour short games, so a game after a missing one waits for it.
   */
  private int reportOnJournal(Game game, ArenaJournal.Header header) {
    Path file = records.resolve("arena.tsv");
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("no journal to report on: " + file + " does not exist");
    }
    List<ArenaResult.Summary> held = ArenaJournal.read(file, header);
    boolean[] have = new boolean[games];
    held.forEach(g -> have[g.index()] = true);
    int run = 0;
    while (run < games && have[run]) {
      run++;
    }
    if (run == 0) {
      throw new IllegalArgumentException(
          "nothing to report: the journal holds " + held.size() + " games, and not game 1");
    }
    int first = run;
    List<ArenaResult.Summary> counted =
        held.stream()
            .filter(g -> g.index() < first)
            .sorted(java.util.Comparator.comparingInt(ArenaResult.Summary::index))
            .toList();
    ArenaResult r = ArenaResult.of(game, botNames(game), counted);
    report(r, budgets(game), 0, -1);
    spec.commandLine()
        .getOut()
        .printf(
            Locale.ROOT,
            "(from the journal: games 1 to %d of %d; it holds %d)%n",
            run,
            games,
            held.size());
    spec.commandLine().getOut().flush();
    return 0;
  }

  /** The bots' think times by seat, without starting an engine (0 for an engine's seat). */
  private List<Integer> budgets(Game game) {
    String[] reference = bots.clone();
    for (int s = 0; s < reference.length; s++) {
      if (reference[s].equals("engine")) {
        reference[s] = "random";
      }
    }
    return BotNames.of(game, reference).stream().map(Bot::thinkMillis).toList();
  }

  /** The bots' names by seat, without starting an engine ({@code engine} for an engine's seat). */
  private List<String> botNames(Game game) {
    String[] reference = bots.clone();
    for (int s = 0; s < reference.length; s++) {
      if (reference[s].equals("engine")) {
        reference[s] = "random";
      }
    }
    List<String> names =
        new ArrayList<>(BotNames.of(game, reference).stream().map(Bot::name).toList());
    for (int s = 0; s < bots.length; s++) {
      if (bots[s].equals("engine")) {
        names.set(s, "engine");
      }
    }
    return names;
  }

  /** The bots by seat: reference bots by name, and external engines where --bots says engine. */
  private List<Bot> players(Game game) {
    if (timeMs < 1 || startupMs < 1) {
      throw new IllegalArgumentException("--time-ms and --startup-ms must be at least 1");
    }
    String[] names = bots;
    long wanted = java.util.Arrays.stream(names).filter("engine"::equals).count();
    if (wanted == 0 && !engines.isEmpty()) {
      throw new IllegalArgumentException(
          "--engine needs an 'engine' in --bots, such as --bots engine,random");
    }
    if (wanted > 0 && engines.isEmpty()) {
      throw new IllegalArgumentException("'engine' in --bots needs an --engine command line");
    }
    if (engines.size() > wanted) {
      throw new IllegalArgumentException(
          engines.size() + " --engine options for " + wanted + " 'engine' in --bots");
    }
    ProcessBuilder.Redirect log =
        engineLog == null
            ? ProcessBuilder.Redirect.DISCARD
            : ProcessBuilder.Redirect.appendTo(engineLog.toFile());
    List<EngineBot> started = new ArrayList<>();
    for (String e : engines) {
      started.add(EngineBot.of(e, Duration.ofMillis(timeMs), Duration.ofMillis(startupMs), log));
    }
    String[] reference = names.clone();
    for (int s = 0; s < reference.length; s++) {
      if (reference[s].equals("engine")) {
        reference[s] = "random"; // a placeholder for BotNames' checks; replaced below
      }
    }
    List<Bot> players = new ArrayList<>(BotNames.of(game, reference));
    int next = 0;
    for (int s = 0; s < names.length; s++) {
      if (names[s].equals("engine")) {
        players.set(s, started.get(Math.min(next++, started.size() - 1)));
      }
    }
    return players;
  }

  private void report(ArenaResult r, List<Integer> budgets, double seconds, int played) {
    PrintWriter out = spec.commandLine().getOut();
    List<String> names = BotNames.labels(r.bots());
    List<Seat> seats = r.game().seats();
    int n = seats.size();
    out.printf(
        Locale.ROOT,
        "%d games of %s%s, %s, seed %d%n",
        r.games().size(),
        r.game().spec(),
        rules.overrides() ? "" : " (the default ruleset; --ruleset names another)",
        String.join(" against ", names),
        seed);
    for (int b = 0; b < n; b++) {
      StringBuilder bySeat = new StringBuilder();
      for (Seat s : seats) {
        int[] rec = r.recordAt(b, s);
        bySeat
            .append(bySeat.length() == 0 ? "" : ", ")
            .append("as ")
            .append(s)
            .append(' ')
            .append(rec[0])
            .append('-')
            .append(rec[1])
            .append('-')
            .append(rec[2]);
      }
      out.printf(
          Locale.ROOT,
          "%s: %d wins, %d draws, %d losses (%s)%n",
          names.get(b),
          r.wins(b),
          r.draws(),
          r.losses(b),
          bySeat);
    }
    for (int b = 0; b < n; b++) {
      out.printf(
          Locale.ROOT,
          "%s win rate %s, score %s (95%% CI)%n",
          names.get(b),
          percent(r.winRate(b)),
          percent(r.score(b)));
    }
    out.printf(
        Locale.ROOT,
        "draw rate %s (95%% CI); a game gives 1 point, shared by its winners or, drawn, by all "
            + "seats: an equal bot scores %s%%%n",
        percent(r.drawRate()),
        Text.decimal(100.0 / n, 1));
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        Interval elo = r.elo(a, b);
        out.printf(
            Locale.ROOT,
            "Elo difference %s - %s: %s (95%% CI %s .. %s)%s%n",
            names.get(a),
            names.get(b),
            elo(elo.value()),
            elo(elo.low()),
            elo(elo.high()),
            n > 2 ? ", head to head " + percent(r.pairScore(a, b)) : "");
      }
    }
    r.terminations().forEach((t, k) -> out.printf(Locale.ROOT, "  %s: %d%n", t, k));
    for (int b = 0; b < n; b++) {
      java.util.Map<String, Integer> forfeits = r.forfeits(b);
      if (!forfeits.isEmpty()) {
        StringBuilder sb = new StringBuilder();
        forfeits.forEach(
            (reason, k) ->
                sb.append(sb.length() == 0 ? "" : ", ").append(reason).append(' ').append(k));
        out.printf(
            Locale.ROOT,
            "  forfeits of %s (each a resignation and a loss): %s%n",
            names.get(b),
            sb);
      }
    }
    for (int b = 0; b < n; b++) {
      MatchResult.Thinking t = r.thinking(b);
      out.printf(
          Locale.ROOT,
          "%s thought %s ms a decision over %d decisions (%s decisions/s)%n",
          names.get(b),
          Text.decimal(t.meanMillis(), 2),
          t.decisions(),
          Text.decimal(t.perSecond(), 1));
    }
    reportWhy(r, names, budgets, out);
    if (played < 0) { // --report: nothing played
      out.printf(Locale.ROOT, "mean actions %.1f%n", r.meanActions());
    } else {
      out.printf(
          Locale.ROOT,
          "mean actions %.1f; %.2f games/s on %d threads%s%n",
          r.meanActions(),
          played / Math.max(seconds, 1e-9),
          threads,
          played == games
              ? ""
              : " ("
                  + played
                  + " games played now, "
                  + (games - played)
                  + " read from the journal)");
    }
    out.flush();
  }

  /**
   * Why games were lost (issue 52): per bot its battles (the share of its attacks that cost the
   * attacker, pieces lost and taken a game), its losses by termination and its slowest decision,
   * with the decisions that took more than twice its think time.
   */
  private static void reportWhy(
      ArenaResult r, List<String> names, List<Integer> budgets, PrintWriter out) {
    int n = names.size();
    int fought = r.battleGames();
    for (int b = 0; b < n; b++) {
      if (fought == 0) {
        break;
      }
      Battles x = r.battles(b);
      out.printf(
          Locale.ROOT,
          "%s attacked %d times and lost the attacker in %d (%s%%; a battle that both pieces leave"
              + " counts as lost); %s pieces lost and %s taken a game%s%n",
          names.get(b),
          x.attacks(),
          x.attackerLost(),
          Text.decimal(100 * x.attackerLostShare(), 1),
          Text.decimal(x.piecesLost() / (double) fought, 1),
          Text.decimal(x.piecesTaken() / (double) fought, 1),
          fought == r.games().size()
              ? ""
              : " (over the " + fought + " games whose battles are known)");
    }
    for (int b = 0; b < n; b++) {
      StringBuilder sb = new StringBuilder();
      r.lossesByTermination(b)
          .forEach(
              (t, k) -> sb.append(sb.length() == 0 ? "" : ", ").append(t).append(' ').append(k));
      out.printf(
          Locale.ROOT,
          "%s lost %d: %s%n",
          names.get(b),
          r.losses(b),
          sb.length() == 0 ? "none" : sb);
    }
    for (int b = 0; b < n; b++) {
      MatchResult.Thinking t = r.thinking(b);
      if (!t.slowestKnown()) {
        out.printf(
            Locale.ROOT,
            "%s's slowest decision: not in the journal (written before it was kept)%n",
            names.get(b));
        continue;
      }
      int budget = budgets.get(b);
      out.printf(
          Locale.ROOT,
          "%s's slowest decision took %s ms%s%n",
          names.get(b),
          Text.decimal(t.slowest() / 1e6, 1),
          budget > 0
              ? "; " + t.overBudget() + " took more than twice its think time (" + budget + " ms)"
              : "");
    }
  }

  static String percent(Interval v) {
    return Text.decimal(100 * v.value(), 1)
        + "% ["
        + Text.decimal(100 * v.low(), 1)
        + "%, "
        + Text.decimal(100 * v.high(), 1)
        + "%]";
  }

  /**
   * An Elo difference: signed, whole, never {@code -0} (a difference that rounds to 0 is {@code
   * 0}).
   */
  static String elo(double e) {
    if (Double.isInfinite(e)) {
      return e > 0 ? "+inf" : "-inf";
    }
    String s = Text.decimal(e, 0);
    return s.equals("0") || s.startsWith("-") ? s : "+" + s;
  }
}
