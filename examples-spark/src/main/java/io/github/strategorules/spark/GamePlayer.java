package io.github.strategorules.spark;

import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.Arena;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import io.github.strategorules.research.Research;
import io.github.strategorules.research.ResearchKit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * Plays the games of one task: each game through {@link Match#play} with the plan's bots, from its
 * own seed ({@link Arena#gameSeed} of the plan's seed and the game's number within its spec), so a
 * game's rows depend on nothing but the plan and its number. Games and bots are looked up once per
 * spec and task.
 */
final class GamePlayer {
  private final JobPlan plan;
  private final Map<String, Game> games = new HashMap<>();
  private final Map<String, List<Bot>> bots = new HashMap<>();

  GamePlayer(JobPlan plan) {
    this.plan = plan;
  }

  /**
   * Plays game number {@code global} of the plan: game {@code global / specs} of spec {@code global
   * % specs}. The specs take turns so that every partition gets a share of each (their games may
   * differ much in length).
   *
   * @param global the number of the game among all the plan's games
   * @return the game's rows
   */
  PlayedGame play(long global) {
    int specs = plan.specs().size();
    String spec = plan.specs().get((int) (global % specs));
    int index = (int) (global / specs);
    Game game = games.computeIfAbsent(spec, Games::parse);
    List<Bot> seated = bots.computeIfAbsent(spec, s -> plan.seated(game));
    return play(spec, game, seated, index);
  }

  private PlayedGame play(String spec, Game game, List<Bot> seated, int index) {
    long seed = Arena.gameSeed(plan.seed(), index);
    List<DecisionRecorder.Decision> decisions = new ArrayList<>();
    List<Bot> players = seated;
    if (plan.decisions()) {
      ResearchKit kit = Research.of(game);
      players = new ArrayList<>();
      for (Bot b : seated) {
        players.add(new DecisionRecorder(b, kit.codec(game), kit.observations(game), decisions));
      }
    }
    // The phase before each action (setup or play) and the first action of the play: the referee's
    // view of the game, which the observer sees and no bot does.
    List<Phase> phases = new ArrayList<>();
    String[] firstMove = new String[1];
    MatchResult r =
        Match.play(
            game,
            players,
            seed,
            plan.maxActions(),
            (before, shares) -> {
              phases.add(before.phase());
              if (firstMove[0] == null && before.phase() == Phase.PLAY) {
                firstMove[0] = shares.action().notation();
              }
            });
    List<String> seats = game.seats().stream().map(Seat::name).toList();
    List<String> winners = new ArrayList<>();
    String termination = "CUT";
    String rule = null;
    if (r.outcome().isPresent()) {
      Outcome o = r.outcome().get();
      o.winners().forEach(s -> winners.add(s.name()));
      termination = o.termination().name();
      rule = o.termination().ruleId();
    }
    Row row =
        RowFactory.create(
            spec,
            index,
            plan.seed(),
            seed,
            seats.toArray(String[]::new),
            r.bots().toArray(String[]::new),
            winners.toArray(String[]::new),
            termination,
            rule,
            r.cut(),
            r.actions(),
            (int) phases.stream().filter(p -> p == Phase.SETUP).count(),
            firstMove[0],
            r.finalState().record());
    List<Row> rows = new ArrayList<>(decisions.size());
    for (DecisionRecorder.Decision d : decisions) {
      rows.add(
          RowFactory.create(
              spec,
              index,
              d.ply(),
              d.seatName(),
              d.bot(),
              phases.get(d.ply()).name(),
              d.actionId(),
              d.legalCount(),
              plan.packed() ? Packing.bits(d.legalMask()) : d.legalMask(),
              plan.packed() ? Packing.floats(d.observation()) : d.observation()));
    }
    return new PlayedGame(row, rows);
  }
}
