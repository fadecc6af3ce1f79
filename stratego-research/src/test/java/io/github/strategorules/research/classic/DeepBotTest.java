package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.notation.PositionNotation;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.Match;
import io.github.strategorules.research.MatchResult;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 52: {@code deep}, the bot of the other class: legal, reproducible play under every preset
 * and house rule, its settings, and its search's chance nodes, which value a battle with an unknown
 * piece by the belief (C-4.1, C-8).
 */
class DeepBotTest {
  /** Material alone (no hidden-piece bonus, no positional term): values a test can add up. */
  private static double[] materialOnly() {
    double[] w = DeepBot.weights();
    for (StrategistWeight k :
        List.of(
            StrategistWeight.HIDDEN,
            StrategistWeight.SPY_VS_MARSHAL,
            StrategistWeight.MOBILITY,
            StrategistWeight.WALLED_IN,
            StrategistWeight.LAST_MINERS,
            StrategistWeight.FLAG_DANGER,
            StrategistWeight.FLAG_RACE,
            StrategistWeight.APPROACH)) {
      w[k.ordinal()] = 0;
    }
    return w;
  }

  /** A distribution over two types. */
  private static double[] either(PieceType a, double pa, PieceType b) {
    double[] d = new double[PieceType.values().length];
    d[a.ordinal()] = pa;
    d[b.ordinal()] += 1 - pa;
    return d;
  }

  /**
   * RED's value of one move in a position given in notation, the pieces on the squares of {@code
   * unknown} unknown to RED with the given beliefs, searched {@code depth} plies (and the
   * quiescence search).
   */
  private static double value(
      String notation, Map<String, double[]> unknown, double[] weights, String move, int depth) {
    Position p = PositionNotation.parse(notation).toPosition();
    DeepSearch search = new DeepSearch(p.ruleset(), weights);
    Map<Integer, double[]> bySquare = new java.util.HashMap<>();
    unknown.forEach((sq, d) -> bySquare.put(p.index(Square.parse(sq)), d));
    BeliefBoard board = BeliefBoard.of(p, bySquare, search.values());
    String[] ends = move.split("-");
    int code = p.codeOf(new Move(Seat.RED, Square.parse(ends[0]), Square.parse(ends[1])));
    assertThat(p.reasonOf(0, code)).as("%s is legal", move).isNull();
    DeepSearch.Result r =
        search.search(
            board,
            new int[] {code},
            new double[1],
            Long.MAX_VALUE,
            Long.MAX_VALUE,
            Long.MAX_VALUE,
            depth);
    return r.value();
  }

  // RED: a Captain on e4, the Marshal on i1, the flag on j1; BLUE: an unknown piece on e5 (its
  // stand-in a Sergeant) and a revealed Scout on a10 that reaches nothing, its flag on j10.
  private static final String DUEL =
      "classic r*8f/10/10/10/2~~2~~2/2~~t1~~2/4K5/10/10/8MF r 40 10 - - - -";

  /**
   * C-4.1: the Captain's attack on a piece that is a Sergeant or a Major, even odds, is worth the
   * expectation of its two outcomes: +2.5 (the Sergeant taken) and -4 (the Captain lost), with the
   * material of each counted at what that outcome shows, not at the unknown piece's mean.
   */
  @Test
  void anAttackOnAnUnknownPieceIsWorthItsExpectedOutcome() {
    double[] w = materialOnly();
    double before = 4 + 12 - 1.5 - (2.5 + 5.5) / 2; // RED's material less BLUE's expected
    double attack =
        value(DUEL, Map.of("e5", either(PieceType.SERGEANT, 0.5, PieceType.MAJOR)), w, "e4-e5", 1);
    assertThat(attack - before).isCloseTo(0.5 * 2.5 - 0.5 * 4, within(1e-6));
  }

  /**
   * The belief decides: the Captain attacks a likely Sergeant and steps away from a likely Major.
   */
  @Test
  void theBeliefDecidesWhetherToAttack() {
    double[] w = materialOnly();
    var weak = Map.of("e5", either(PieceType.SERGEANT, 0.9, PieceType.MAJOR));
    var strong = Map.of("e5", either(PieceType.SERGEANT, 0.1, PieceType.MAJOR));
    assertThat(value(DUEL, weak, w, "e4-e5", 2)).isGreaterThan(value(DUEL, weak, w, "e4-e3", 2));
    assertThat(value(DUEL, strong, w, "e4-e5", 2)).isLessThan(value(DUEL, strong, w, "e4-e3", 2));
  }

  /**
   * C-7.1, C-4.3: a piece that can only be the flag is a won game for the Miner next to it; one
   * that is likely a bomb is no target for the Marshal.
   */
  @Test
  void theFlagIsTakenAndALikelyBombLeftAlone() {
    double[] w = DeepBot.weights();
    String miner = "classic r*8f/10/10/10/2~~2~~2/2~~b1~~2/4N5/10/10/8MF r 40 10 - - - -";
    double[] flag = either(PieceType.FLAG, 1, PieceType.BOMB);
    assertThat(value(miner, Map.of("e5", flag), w, "e4-e5", 1)).isGreaterThan(DeepSearch.WIN / 2);
    String marshal = "classic r*8f/10/10/10/2~~2~~2/2~~b1~~2/4M5/10/10/8NF r 40 10 - - - -";
    double[] bomb = either(PieceType.BOMB, 0.8, PieceType.SERGEANT);
    assertThat(value(marshal, Map.of("e5", bomb), w, "e4-e5", 2))
        .isLessThan(value(marshal, Map.of("e5", bomb), w, "e4-e3", 2) - 5);
  }

  @Test
  void itPlaysLegallyAndReproduciblyUnderEveryPresetAndHouseRule() {
    for (String spec :
        List.of(
            "classic(ply_limit=100)",
            "barrage(ply_limit=100)",
            "quick_battle(ply_limit=100)",
            "ultimate_lightning(scouts_defuse_bombs,ply_limit=100)",
            "classic(silent_defence,ply_limit=100)",
            "classic(two_squares=5,ply_limit=100)",
            "classic(open,ply_limit=100)",
            "classic(free_setup,ply_limit=100)")) {
      Ruleset r = Ruleset.parse(spec);
      MatchResult a =
          Match.play(ClassicGame.of(r), List.of(DeepBot.fixed(1_500), new HeuristicBot()), 3);
      MatchResult b =
          Match.play(ClassicGame.of(r), List.of(DeepBot.fixed(1_500), new HeuristicBot()), 3);
      ClassicState end = (ClassicState) a.finalState();
      assertThat(end.phase()).as(spec).isEqualTo(Phase.OVER); // every action was accepted
      assertThat(((ClassicState) b.finalState()).history()).as(spec).isEqualTo(end.history());
    }
  }

  @Test
  void itIsFoundByNameWithItsThinkTimeAndReportsItsSearch() {
    ClassicGame game = ClassicGame.of(Ruleset.classic());
    assertThat(Bots.names(game)).contains("deep");
    assertThat(Bots.byName(game, "deep").thinkMillis()).isEqualTo(DeepBot.DEFAULT_THINK_MILLIS);
    assertThat(Bots.byName(game, "deep:40").thinkMillis()).isEqualTo(40);
    assertThat(Bots.byName(game, "deep").name()).isEqualTo("deep");
    assertThat(DeepBot.fixed(10).thinkMillis()).isZero();
    assertThatThrownBy(() -> new DeepBot(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> DeepBot.fixed(0)).isInstanceOf(IllegalArgumentException.class);
    ClassicView view = midGame();
    DeepBot.Analysis a = DeepBot.fixed(20_000).analyse(view, new SplittableRandom(1));
    assertThat(view.legalMoves()).contains(a.move());
    assertThat(a.depth()).isGreaterThanOrEqualTo(2);
    assertThat(a.seldepth()).isGreaterThanOrEqualTo(a.depth());
    assertThat(a.nodes()).isBetween(20_000L, 20_000L + 1024);
    assertThat(DeepBot.fixed(20_000).analyse(view, new SplittableRandom(1)))
        .extracting(DeepBot.Analysis::move, DeepBot.Analysis::depth, DeepBot.Analysis::nodes)
        .containsExactly(a.move(), a.depth(), a.nodes());
  }

  /** A view of the side to move 60 plies into a heuristic game between sensible setups. */
  private static ClassicView midGame() {
    Ruleset r = Ruleset.classic();
    SplittableRandom random = new SplittableRandom(4);
    HeuristicBot bot = new HeuristicBot();
    ClassicState s =
        ClassicState.start(
            r,
            io.github.strategorules.core.SensibleSetups.generate(r, Seat.RED, random),
            io.github.strategorules.core.SensibleSetups.generate(r, Seat.BLUE, random));
    while (s.ply() < 60) {
      s = s.apply(bot.choose(s.viewFor(s.toMove().orElseThrow()), random)).state();
    }
    return s.viewFor(s.toMove().orElseThrow());
  }
}
