package io.github.strategorules.research;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * What an {@link Arena} played: a summary of every game and the statistics, from each bot's side.
 * Bots are numbered in the order given to the arena.
 *
 * <p>Points: a game gives 1 point in all, to its sole winner, shared equally among several winners
 * (a resignation in a game of more than two seats), or shared by every seat for a draw or a game
 * cut at the cap; a bot's {@link #score} is its points per game, 1/n for a bot as strong as the
 * others. With two seats that is the usual score (a win 1, a draw 1/2) and {@link #elo(int, int)}
 * the usual Elo difference. With more seats the Elo difference is that of the pair alone: in each
 * game the bot with more points than the other beats it, equal points are a draw between them;
 * games are independent, so each pair's interval is a plain binomial one.
 */
public final class ArenaResult {
  private final Game game;
  private final List<String> bots;
  private final List<Summary> games;

  /**
   * One game of the arena.
   *
   * @param index the game's number
   * @param seating per seat, the number of the bot that played it
   * @param winners the numbers of the winning bots; empty for a draw or a cut game
   * @param termination how it ended ({@link io.github.strategorules.core.game.Termination#name()}),
   *     or {@code CUT} for a game cut at the cap
   * @param ruleId the rule that ended it, or an empty string for a cut game
   * @param actions the number of actions played
   * @param forfeits the seats whose bots failed and lost by resigning ({@link BotFailure}), maybe
   *     none ({@link MatchResult#forfeits()})
   * @param thinking per seat, how much its bot was asked and how long it thought ({@link
   *     MatchResult#thinking()})
   * @param battles per seat, what its battles came to ({@link ResearchKit#battles}); empty when not
   *     known (a game without battles counted, or read from a journal that did not keep them)
   */
  public record Summary(
      int index,
      List<Integer> seating,
      List<Integer> winners,
      String termination,
      String ruleId,
      int actions,
      List<MatchResult.Forfeit> forfeits,
      List<MatchResult.Thinking> thinking,
      List<Battles> battles) {
    /**
     * Copies the lists.
     *
     * @param index the number
     * @param seating the seating
     * @param winners the winners
     * @param termination the termination
     * @param ruleId the rule id
     * @param actions the actions
     * @param forfeits the forfeits, maybe none
     * @param thinking per seat
     * @param battles per seat, or empty
     * @throws IllegalArgumentException when there is not one thinking per seat, or battles for some
     *     seats only
     */
    public Summary {
      seating = List.copyOf(seating);
      winners = List.copyOf(winners);
      Objects.requireNonNull(termination, "termination");
      Objects.requireNonNull(ruleId, "ruleId");
      forfeits = List.copyOf(forfeits);
      thinking = List.copyOf(thinking);
      battles = List.copyOf(battles);
      if (thinking.size() != seating.size()) {
        throw new IllegalArgumentException(
            "one thinking per seat: " + seating.size() + ", not " + thinking.size());
      }
      if (!battles.isEmpty() && battles.size() != seating.size()) {
        throw new IllegalArgumentException(
            "battles for every seat or none: " + seating.size() + ", not " + battles.size());
      }
    }

    /**
     * A game whose battles are not known.
     *
     * @param index the number
     * @param seating the seating
     * @param winners the winners
     * @param termination the termination
     * @param ruleId the rule id
     * @param actions the actions
     * @param forfeits the forfeits, maybe none
     * @param thinking per seat
     */
    public Summary(
        int index,
        List<Integer> seating,
        List<Integer> winners,
        String termination,
        String ruleId,
        int actions,
        List<MatchResult.Forfeit> forfeits,
        List<MatchResult.Thinking> thinking) {
      this(index, seating, winners, termination, ruleId, actions, forfeits, thinking, List.of());
    }

    /**
     * The summary of a match played as game {@code index} of an arena, with its battles when the
     * game's research kit counts them.
     *
     * @param index the game's number
     * @param seating per seat, the number of the bot that played it ({@link Arena#seating})
     * @param r the match
     * @return the summary
     */
    public static Summary of(int index, int[] seating, MatchResult r) {
      List<Integer> seats = new ArrayList<>();
      for (int b : seating) {
        seats.add(b);
      }
      List<Integer> winners = new ArrayList<>();
      String termination = "CUT";
      String rule = "";
      if (r.outcome().isPresent()) {
        Outcome o = r.outcome().get();
        for (Seat s : r.winners()) { // a seat that forfeited wins nothing (issue 54.6)
          winners.add(seating[s.index()]);
        }
        winners.sort(null);
        termination = o.termination().name();
        rule = o.termination().ruleId();
      }
      List<Battles> battles =
          Research.find(r.finalState().game())
              .flatMap(kit -> kit.battles(r.finalState()))
              .orElse(List.of());
      return new Summary(
          index,
          seats,
          winners,
          termination,
          rule,
          r.actions(),
          r.forfeits(),
          r.thinking(),
          battles);
    }

    /**
     * The first forfeit, when a seat's bot failed.
     *
     * @return the first of {@link #forfeits()}, or empty
     */
    public Optional<MatchResult.Forfeit> forfeit() {
      return forfeits.stream().findFirst();
    }

    /**
     * The points a bot took from this game (see {@link ArenaResult}).
     *
     * @param bot the bot's number
     * @return 0 to 1
     */
    public double points(int bot) {
      if (winners.isEmpty()) {
        return 1.0 / seating.size();
      }
      return winners.contains(bot) ? 1.0 / winners.size() : 0;
    }
  }

  ArenaResult(Game game, List<String> bots, List<Summary> games) {
    this.game = game;
    this.bots = List.copyOf(bots);
    this.games = List.copyOf(games);
  }

  /**
   * The statistics of games already played: those of a journal ({@link ArenaJournal#read}), a
   * benchmark's finished part for instance, without playing any.
   *
   * @param game the game played
   * @param bots the bots' names, in the arena's order
   * @param games the games, with distinct numbers
   * @return the result
   * @throws IllegalArgumentException when there is not one bot per seat, or a game's seating or
   *     winners do not fit the bots, or two games have the same number
   */
  public static ArenaResult of(Game game, List<String> bots, List<Summary> games) {
    Objects.requireNonNull(game, "game");
    int n = game.seats().size();
    if (bots.size() != n) {
      throw new IllegalArgumentException(
          "one bot per seat: " + n + " for " + game.spec() + ", not " + bots.size());
    }
    Set<Integer> numbers = new HashSet<>();
    for (Summary g : games) {
      boolean fits =
          g.seating().size() == n
              && g.seating().stream().distinct().count() == n
              && g.seating().stream().allMatch(b -> b >= 0 && b < n)
              && g.winners().stream().allMatch(b -> b >= 0 && b < n);
      if (!fits) {
        throw new IllegalArgumentException(
            "game "
                + (g.index() + 1)
                + " does not fit "
                + n
                + " bots: seating "
                + g.seating()
                + ", winners "
                + g.winners());
      }
      if (!numbers.add(g.index())) {
        throw new IllegalArgumentException("game " + (g.index() + 1) + " is given twice");
      }
    }
    return new ArenaResult(game, bots, games);
  }

  /**
   * The game played.
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * The bots' names, by number.
   *
   * @return the names
   */
  public List<String> bots() {
    return bots;
  }

  /**
   * Every game, by number.
   *
   * @return the summaries
   */
  public List<Summary> games() {
    return games;
  }

  /**
   * A bot's points over all games.
   *
   * @param bot the bot's number
   * @return the points
   */
  public double points(int bot) {
    double p = 0;
    for (Summary g : games) {
      p += g.points(bot);
    }
    return p;
  }

  /**
   * The games a bot won, alone or shared.
   *
   * @param bot the bot's number
   * @return the count
   */
  public int wins(int bot) {
    return (int) games.stream().filter(g -> g.winners().contains(bot)).count();
  }

  /**
   * The games nobody won: draws and games cut at the cap.
   *
   * @return the count
   */
  public int draws() {
    return (int) games.stream().filter(g -> g.winners().isEmpty()).count();
  }

  /**
   * The games a bot lost: another bot won.
   *
   * @param bot the bot's number
   * @return the count
   */
  public int losses(int bot) {
    return games.size() - wins(bot) - draws();
  }

  /**
   * A bot's wins, draws and losses when it played one seat.
   *
   * @param bot the bot's number
   * @param seat the seat
   * @return {wins, draws, losses}
   */
  public int[] recordAt(int bot, Seat seat) {
    int[] r = new int[3];
    for (Summary g : games) {
      if (g.seating().get(seat.index()) == bot) {
        r[g.winners().isEmpty() ? 1 : g.winners().contains(bot) ? 0 : 2]++;
      }
    }
    return r;
  }

  /**
   * A bot's win rate (shared wins included) with its 95% interval.
   *
   * @param bot the bot's number
   * @return the rate
   */
  public Interval winRate(int bot) {
    return Interval.wilson(wins(bot), games.size());
  }

  /**
   * The draw rate (cut games included) with its 95% interval.
   *
   * @return the rate
   */
  public Interval drawRate() {
    return Interval.wilson(draws(), games.size());
  }

  /**
   * A bot's points per game with its 95% interval: 1/n for a bot as strong as the others.
   *
   * @param bot the bot's number
   * @return the score
   */
  public Interval score(int bot) {
    return Interval.wilson(points(bot), games.size());
  }

  /**
   * Bot {@code a}'s score against bot {@code b} alone: per game 1 when it took more points than
   * {@code b}, 1/2 when as many, 0 when fewer. With two seats it is {@link #score(int)}.
   *
   * @param a a bot's number
   * @param b another bot's number
   * @return the score with its 95% interval
   */
  public Interval pairScore(int a, int b) {
    double s = 0;
    for (Summary g : games) {
      int c = Double.compare(g.points(a), g.points(b));
      s += c > 0 ? 1 : c == 0 ? 0.5 : 0;
    }
    return Interval.wilson(s, games.size());
  }

  /**
   * The Elo difference {@code a} minus {@code b} implied by {@link #pairScore}, with the
   * differences at its interval's ends.
   *
   * @param a a bot's number
   * @param b another bot's number
   * @return the difference with its interval; infinite at a score of 0 or 1
   */
  public Interval elo(int a, int b) {
    return Interval.eloOf(pairScore(a, b));
  }

  /**
   * The wins of each seat, whoever played it (a shared win counts for each winner).
   *
   * @return per seat, the count
   */
  public int[] seatWins() {
    int[] w = new int[game.seats().size()];
    for (Summary g : games) {
      for (int b : g.winners()) {
        w[g.seating().indexOf(b)]++;
      }
    }
    return w;
  }

  /**
   * How the games ended: per termination with its rule id ({@code FLAG_CAPTURED (C-7.1)}, or {@code
   * CUT} for games cut at the cap), the number of games.
   *
   * @return the counts, sorted by name
   */
  public Map<String, Integer> terminations() {
    Map<String, Integer> m = new TreeMap<>();
    for (Summary g : games) {
      m.merge(
          g.ruleId().isEmpty() ? g.termination() : g.termination() + " (" + g.ruleId() + ")",
          1,
          Integer::sum);
    }
    return m;
  }

  /**
   * The games a bot forfeited ({@link BotFailure}: an external engine that crashed, timed out or
   * chose an illegal action), by reason; each is also one of its losses.
   *
   * @param bot the bot's number
   * @return per reason, the count, sorted by reason
   */
  public Map<String, Integer> forfeits(int bot) {
    Map<String, Integer> m = new TreeMap<>();
    for (Summary g : games) {
      g.forfeits().stream()
          .filter(f -> g.seating().get(f.seat().index()) == bot)
          .forEach(f -> m.merge(f.reason(), 1, Integer::sum));
    }
    return m;
  }

  /**
   * How much a bot was asked over all its games and how long it thought ({@link
   * MatchResult.Thinking}): its decisions per second of thinking.
   *
   * @param bot the bot's number
   * @return the sums over every seat it played
   */
  public MatchResult.Thinking thinking(int bot) {
    MatchResult.Thinking sum = MatchResult.Thinking.NONE;
    for (Summary g : games) {
      for (int s = 0; s < g.seating().size(); s++) {
        if (g.seating().get(s) == bot) {
          sum = sum.plus(g.thinking().get(s));
        }
      }
    }
    return sum;
  }

  /**
   * What a bot's battles came to over the games whose battles are known ({@link #battleGames}).
   *
   * @param bot the bot's number
   * @return the sums over every seat it played
   */
  public Battles battles(int bot) {
    Battles sum = Battles.NONE;
    for (Summary g : games) {
      if (!g.battles().isEmpty()) {
        for (int s = 0; s < g.seating().size(); s++) {
          if (g.seating().get(s) == bot) {
            sum = sum.plus(g.battles().get(s));
          }
        }
      }
    }
    return sum;
  }

  /**
   * The games whose battles are known (all of them, but for a game whose kit does not count them or
   * games read from a journal that did not keep them).
   *
   * @return the count
   */
  public int battleGames() {
    return (int) games.stream().filter(g -> !g.battles().isEmpty()).count();
  }

  /**
   * How a bot lost its games: per termination with its rule id (as {@link #terminations()} names
   * them; a forfeit is a resignation), the number of games another bot won.
   *
   * @param bot the bot's number
   * @return the counts, sorted by name
   */
  public Map<String, Integer> lossesByTermination(int bot) {
    Map<String, Integer> m = new TreeMap<>();
    for (Summary g : games) {
      if (!g.winners().isEmpty() && !g.winners().contains(bot)) {
        m.merge(
            g.ruleId().isEmpty() ? g.termination() : g.termination() + " (" + g.ruleId() + ")",
            1,
            Integer::sum);
      }
    }
    return m;
  }

  /**
   * The mean number of actions per game, setup included.
   *
   * @return the mean
   */
  public double meanActions() {
    return games.stream().mapToInt(Summary::actions).average().orElse(0);
  }

  /** The game and the bots. */
  @Override
  public String toString() {
    return "ArenaResult[" + game.spec() + ", " + bots + ", " + games.size() + " games]";
  }
}
