package io.github.strategorules.research.classic;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.event.BattleResult;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Battles;
import io.github.strategorules.research.Bot;
import io.github.strategorules.research.BotFamily;
import io.github.strategorules.research.ResearchKit;
import io.github.strategorules.research.SeatFrame;
import io.github.strategorules.research.SetupStyle;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.research.env.EnvKit;
import io.github.strategorules.research.env.EnvSlots;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The research kit of the classic family ({@code classic}: every classic-family ruleset, variants
 * and house rules included): the bots {@code random} ({@link ClassicRandomBot}), {@code heuristic}
 * ({@link HeuristicBot}), {@code search} ({@link SearchBot}; {@code mcts} is accepted for it) and
 * {@code reference} ({@link ReferenceBot}, 250 ms per move; {@code reference:<ms>} for another
 * think time), {@code strategist} ({@link StrategistBot}, 250 ms, {@code strategist:<ms>}; also a
 * tunable {@link BotFamily}), {@code deep} ({@link DeepBot}, 250 ms, {@code deep:<ms>}), {@code
 * learned} (the network shipped for Barrage, {@link PolicyBot}) and {@code policy:<file>} (a
 * trained network's weights file, {@link PolicyNetwork}; not listed by {@link #botNames}), the
 * {@link ClassicActionCodec}, the {@link ClassicObservations} and the {@link ClassicSampler}. A
 * seat sees every action of the other seat whole but its placements (C-2.3: their squares and types
 * are the placer's secret; the seat's events say what it may know of them).
 *
 * <p>Its {@link EnvKit}, the batched environment's hook: random and sensible setups drawn whole
 * ({@code Setup.random}, {@code SensibleSetups}), the fast path on the rules kernel ({@link
 * #fastPath}), and the one fact the rules let out, while a seat chases under the more-squares rule
 * ({@link #mayRevealHidden}).
 */
public final class ClassicResearch implements ResearchKit, EnvKit {
  /** The family served. */
  public static final String FAMILY = "classic";

  /** The prefix of a bot that plays a weights file: {@code policy:<file>}. */
  static final String POLICY = "policy:";

  /** The worlds of the first round of a tuning bot's decision. */
  static final int TUNING_WORLDS = 2;

  /** Creates the kit (for {@link java.util.ServiceLoader}). */
  public ClassicResearch() {}

  @Override
  public String family() {
    return FAMILY;
  }

  @Override
  public List<String> botNames() {
    return List.of("random", "heuristic", "learned", "search", "reference", "strategist", "deep");
  }

  /**
   * {@code sensible} (as the reference and strategist bots set up: the flag on the back row with
   * bombs beside it, the rest where people put each type) and {@code random} (as the random bot
   * does).
   */
  @Override
  public List<SetupStyle> setups() {
    return ClassicSetupStyle.ALL;
  }

  @Override
  public Bot bot(String name, Game game) {
    return switch (name) {
      case "random" -> new ClassicRandomBot();
      case "heuristic" -> new HeuristicBot();
      case "search", "mcts" -> new SearchBot();
      case "reference" -> new ReferenceBot();
      case "strategist" -> new StrategistBot();
      case "deep" -> new DeepBot();
      case "learned" -> PolicyBot.learned(game);
      default ->
          name.startsWith(POLICY)
              ? PolicyBot.fromFile(Path.of(name.substring(POLICY.length())), game)
              : withThinkTime(name)
                  .orElseThrow(
                      () ->
                          new IllegalArgumentException(
                              "unknown bot '"
                                  + name
                                  + "' for "
                                  + game.spec()
                                  + "; known bots: "
                                  + String.join(", ", botNames())
                                  + " (reference:<ms>, strategist:<ms> and deep:<ms> set the think"
                                  + " time per move; policy:<file> plays a trained network's weights"
                                  + " file)"));
    };
  }

  /**
   * {@code reference:<ms>}, {@code strategist:<ms>}, {@code deep:<ms>}: a timed bot with another
   * think time per move (1 to 600000 ms).
   */
  private static Optional<Bot> withThinkTime(String name) {
    int colon = name.indexOf(':');
    String ms = name.substring(colon + 1);
    if (colon < 0
        || ms.isEmpty()
        || ms.length() > 6
        || !ms.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return Optional.empty();
    }
    int millis = Integer.parseInt(ms);
    if (millis < 1) {
      return Optional.empty();
    }
    return switch (name.substring(0, colon)) {
      case "reference" -> Optional.of(new ReferenceBot(millis));
      case "strategist" -> Optional.of(new StrategistBot(millis));
      case "deep" -> Optional.of(new DeepBot(millis));
      default -> Optional.empty();
    };
  }

  @Override
  public List<String> familyNames() {
    return List.of("strategist");
  }

  /**
   * {@inheritDoc} The classic family's: {@code strategist}, {@link StrategistBot}'s weights, with
   * bots of a fixed budget ({@value #TUNING_WORLDS} worlds in a decision's first round, {@value
   * StrategistBot#DEFAULT_PLIES} plies after each move) that replay from their seed.
   */
  @Override
  public BotFamily family(String name, Game game) {
    ruleset(game);
    if (name.equals("strategist")) {
      return StrategistBot.family(TUNING_WORLDS, StrategistBot.DEFAULT_PLIES);
    }
    return ResearchKit.super.family(name, game);
  }

  /**
   * {@inheritDoc} Counted from the public move log of the final state (C-4.1: every battle's result
   * is shown to both players).
   */
  @Override
  public Optional<List<Battles>> battles(GameState finalState) {
    if (!(finalState instanceof ClassicState state)) {
      throw new IllegalArgumentException("not a classic-family state: " + finalState.game().spec());
    }
    int[][] n = new int[2][4]; // attacks, attacker lost, pieces lost, pieces taken
    for (ClassicEvent e : state.publicView().moveLog()) {
      if (e instanceof ClassicEvent.Battle b) {
        int a = b.attacker().index();
        int d = a ^ 1;
        n[a][0]++;
        if (b.result() != BattleResult.ATTACKER_WINS) { // the attacker left the board
          n[a][1]++;
          n[a][2]++;
          n[d][3]++;
        }
        if (b.result() != BattleResult.DEFENDER_WINS) { // the defender left the board
          n[d][2]++;
          n[a][3]++;
        }
      }
    }
    return Optional.of(
        List.of(
            new Battles(n[0][0], n[0][1], n[0][2], n[0][3]),
            new Battles(n[1][0], n[1][1], n[1][2], n[1][3])));
  }

  @Override
  public ClassicActionCodec codec(Game game) {
    return ClassicActionCodec.of(ruleset(game));
  }

  @Override
  public ClassicObservations observations(Game game) {
    return ClassicObservations.of(ruleset(game));
  }

  /**
   * {@inheritDoc} The classic family's ({@link ClassicSeatFrame}): RED as stored, BLUE turned half
   * a circle, its own back row at the bottom.
   */
  @Override
  public Optional<SeatFrame> seatFrame(Game game) {
    return ClassicSeatFrame.of((ClassicGame) codecGame(game));
  }

  @Override
  public ClassicSampler sampler(Transcript transcript) {
    return ClassicSampler.of(transcript);
  }

  /**
   * {@inheritDoc} The classic family's, for every ruleset but free setups: the rules kernel ({@code
   * Position}), allocation-free with a start pool; its legal ids and observations are those of
   * {@link ClassicActionCodec} and {@link ClassicObservations} over the seat's view ({@code
   * KernelPathProperties} checks it step by step).
   */
  @Override
  public Optional<EnvSlots> fastPath(Game game, List<GameState> pool, GameState first) {
    if (!(game instanceof ClassicGame g) || g.ruleset().freeSetup()) {
      return Optional.empty();
    }
    return Optional.of(new ClassicEnvSlots(g.ruleset(), pool, first));
  }

  /** {@inheritDoc} The classic family's: {@code Setup.random} for RED, then BLUE (C-2.1). */
  @Override
  public Optional<GameState> randomStart(Game game, long seed) {
    Ruleset r = ruleset(game);
    SplittableRandom random = new SplittableRandom(seed);
    return Optional.of(
        ClassicState.start(
            r, Setup.random(r, Seat.RED, random), Setup.random(r, Seat.BLUE, random)));
  }

  /**
   * {@inheritDoc} The classic family's: {@code SensibleSetups} for each seat whose zone and roster
   * they fit, else {@code Setup.random}.
   */
  @Override
  public Optional<GameState> sensibleStart(Game game, long seed) {
    Ruleset r = ruleset(game);
    SplittableRandom random = new SplittableRandom(seed);
    Setup red =
        SensibleSetups.fits(r, Seat.RED)
            ? SensibleSetups.generate(r, Seat.RED, random)
            : Setup.random(r, Seat.RED, random);
    Setup blue =
        SensibleSetups.fits(r, Seat.BLUE)
            ? SensibleSetups.generate(r, Seat.BLUE, random)
            : Setup.random(r, Seat.BLUE, random);
    return Optional.of(ClassicState.start(r, red, blue));
  }

  /**
   * {@inheritDoc} The classic family's: while the seat chases under the more-squares rule ({@code
   * ClassicView.chase}, public), whether a move is forbidden can depend on the types of unrevealed
   * enemy pieces (C-6.1, C-R7).
   */
  @Override
  public boolean mayRevealHidden(View view) {
    return view instanceof ClassicView v
        && v.seat().isPresent()
        && v.chase(v.seat().get()).chasing();
  }

  private static Game codecGame(Game game) {
    ruleset(game);
    return game;
  }

  private static Ruleset ruleset(Game game) {
    if (game instanceof ClassicGame g) {
      return g.ruleset();
    }
    throw new IllegalArgumentException("not a classic-family game: " + game.spec());
  }

  /** The player's view of a classic transcript. */
  static ClassicView view(Transcript transcript) {
    if (transcript.view() instanceof ClassicView v) {
      return v;
    }
    throw new IllegalArgumentException(
        "not a transcript of a classic-family game: " + transcript.game().spec());
  }
}
