package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.Piece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.rules.RulesetBuilder;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.RandomGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Sampled states are legal and agree with the view they were sampled from. */
class ClassicSamplerProperties {

  @Test
  void sampledStatesAreReachedByLegalPlayAndHaveTheSameView() {
    Property.forAll(
        30,
        ClassicGames.games(Rulesets.classic(), Length.between(1, 300)),
        Arb.seeds(),
        ClassicSamplerProperties::checkSamples);
  }

  /**
   * Samples both players' views of the last position in play of a game: each sample has the same
   * view, the same own setup, the revealed types, movable types for moved pieces and far movers for
   * far-moved ones. The samplers draw from the probe seed.
   */
  private static void checkSamples(Played<ClassicState> game, long probe) {
    Ruleset r = game.start().ruleset();
    List<ClassicState> states = game.states();
    ClassicState s = states.get(states.size() - 1);
    if (s.phase() != Phase.PLAY) {
      s = states.get(states.size() - 2);
    }
    for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
      ClassicView view = s.viewFor(p);
      ClassicSampler sampler = ClassicSampler.of(view);
      for (int i = 0; i < 3; i++) {
        ClassicState t = sampler.sample(probe + i);
        assertThat(t.viewFor(p)).isEqualTo(view);
        assertThat(t.ply()).isEqualTo(s.ply());
        assertThat(t.setup(p)).isEqualTo(s.setup(p)); // own setup known exactly
        for (int y = 0; y < r.height(); y++) {
          for (int x = 0; x < r.width(); x++) {
            Square q = Square.of(x, y);
            Optional<ViewPiece> vp = view.pieceAt(q);
            Optional<Piece> piece = t.pieceAt(q);
            assertThat(piece.isPresent()).isEqualTo(vp.isPresent());
            if (vp.isPresent()) {
              vp.get().type().ifPresent(k -> assertThat(piece.get().type()).isEqualTo(k));
              if (vp.get().moved()) {
                assertThat(r.movement(piece.get().type()).isMobile()).isTrue();
              }
              if (vp.get().movedFar()) { // scouts, and under V-1.2 captains
                assertThat(r.movement(piece.get().type()))
                    .isIn(Movement.LINE, Movement.TWO_SQUARES);
              }
            }
          }
        }
        Position fast = sampler.samplePosition(new SplittableRandom(probe + i));
        assertThat(ClassicState.of(fast).viewFor(p).legalMoves()).isEqualTo(view.legalMoves());
        Position biased = sampler.samplePositionFlagBiased(new SplittableRandom(probe + i));
        assertThat(ClassicState.of(biased).viewFor(p).legalMoves()).isEqualTo(view.legalMoves());
        assertThat(biased.ply()).isEqualTo(s.ply());
        Position human = sampler.samplePositionHumanLike(new SplittableRandom(probe + i));
        assertThat(ClassicState.of(human).viewFor(p).legalMoves()).isEqualTo(view.legalMoves());
        assertThat(ClassicState.of(human).viewFor(p).captured()).isEqualTo(view.captured());
        assertThat(human.ply()).isEqualTo(s.ply());
      }
    }
  }

  /**
   * A 4 x 4 board, one setup row, Flag, Bomb, Scout and a fourth type each (a Captain turns on
   * V-1.2's two-square captains), at the start: RED {@code F B 2 X} on rank 1, BLUE {@code X 2 B F}
   * on rank 4.
   */
  private static ClassicState tinyStart(PieceType fourth) {
    RulesetBuilder b =
        Ruleset.classic().toBuilder().name("tiny").board(4, 4).lakes(Set.of()).setupRows(1);
    for (PieceType t : PieceType.values()) {
      b.count(t, 0);
    }
    Ruleset r =
        b.count(PieceType.FLAG, 1)
            .count(PieceType.BOMB, 1)
            .count(PieceType.SCOUT, 1)
            .count(fourth, 1)
            .houseRule(
                io.github.strategorules.core.rules.HouseRule.CAPTAINS_TWO_SQUARES,
                fourth == PieceType.CAPTAIN)
            .build();
    Map<Square, PieceType> red =
        Map.of(
            Square.of(0, 0),
            PieceType.FLAG,
            Square.of(1, 0),
            PieceType.BOMB,
            Square.of(2, 0),
            PieceType.SCOUT,
            Square.of(3, 0),
            fourth);
    Map<Square, PieceType> blue =
        Map.of(
            Square.of(0, 3),
            fourth,
            Square.of(1, 3),
            PieceType.SCOUT,
            Square.of(2, 3),
            PieceType.BOMB,
            Square.of(3, 3),
            PieceType.FLAG);
    return ClassicState.start(r, Setup.of(red), Setup.of(blue));
  }

  @Test
  void everyConsistentAssignmentOfATinyEndgameIsSampled() {
    ClassicState s = tinyStart(PieceType.MARSHAL);
    s = s.apply(Move.parse(Seat.RED, "d1-d2")).state();
    s =
        s.apply(Move.parse(Seat.BLUE, "a4-a3"))
            .state(); // BLUE's Marshal moves: neither bomb nor flag
    ClassicView view = s.viewFor(Seat.RED);
    ClassicSampler sampler = ClassicSampler.of(view);
    Set<String> seen = new HashSet<>();
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 400; i++) {
      ClassicState t = sampler.sample(random);
      assertThat(t.viewFor(Seat.RED)).isEqualTo(view);
      StringBuilder key = new StringBuilder();
      for (String q : List.of("a3", "b4", "c4", "d4")) {
        key.append(t.pieceAt(Square.parse(q)).orElseThrow().type().letter());
      }
      seen.add(key.toString());
    }
    // a3 holds the Scout or the Marshal; the other three types fill b4, c4, d4 in any order: 2 x 6.
    assertThat(seen).hasSize(12);
    assertThat(seen).allMatch(k -> k.charAt(0) == '2' || k.charAt(0) == 'M');
  }

  @Test
  void aScoutThatMovedFarIsAScoutAndSpectatorsCannotSample() {
    ClassicState s = tinyStart(PieceType.MARSHAL);
    s = s.apply(Move.parse(Seat.RED, "d1-d2")).state();
    s = s.apply(Move.parse(Seat.BLUE, "b4-b2")).state();
    ClassicSampler sampler = ClassicSampler.of(s.viewFor(Seat.RED));
    for (int i = 0; i < 50; i++) {
      assertThat(sampler.sample(i).pieceAt(Square.parse("b2")).orElseThrow().type())
          .isEqualTo(PieceType.SCOUT);
    }
    ClassicState done = s;
    assertThatThrownBy(() -> ClassicSampler.of(done.publicView()))
        .isInstanceOf(SamplingException.class)
        .extracting(e -> ((SamplingException) e).failure())
        .isEqualTo(SamplingException.Failure.SPECTATOR_VIEW);
    assertThatThrownBy(
            () -> ClassicSampler.of(ClassicState.of(done.toPosition()).viewFor(Seat.RED)))
        .isInstanceOf(SamplingException.class)
        .extracting(e -> ((SamplingException) e).failure())
        .isEqualTo(SamplingException.Failure.INCOMPLETE_HISTORY);
  }

  /**
   * Ultimate Lightning's rules (V-1.2) as core toggles: captains, rescues, aggression, one-time
   * bombs.
   */
  private static final Ruleset LIGHTNING =
      Ruleset.parse("classic(captains_two_squares,rescue,aggressor_wins_ties,one_time_bombs)");

  @Test
  void v1_2_sampledStatesOfUltimateLightningGamesHaveTheSameView() {
    Property.forAll(
        25,
        ClassicGames.games(Rulesets.only(LIGHTNING), Length.between(1, 600)),
        Arb.seeds(),
        ClassicSamplerProperties::checkSamples);
  }

  /**
   * House rules that hide facts (V-2.6 silent defence) or change moves and combat, alone and mixed.
   */
  @Test
  void sampledStatesUnderHouseRulesHaveTheSameView() {
    List<Ruleset> rulesets =
        List.of(
                "classic(silent_defence)",
                "classic(open)",
                "classic(no_range_attack)",
                "classic(movable_bombs_and_flag,aggressor_wins_ties)",
                "classic(captains_two_squares,rescue,movable_bombs_and_flag,silent_defence,scouts_defuse_bombs)")
            .stream()
            .map(Ruleset::parse)
            .toList();
    Property.forAll(
        30,
        ClassicGames.games(Arb.pick(rulesets), Length.between(1, 400)),
        Arb.seeds(),
        ClassicSamplerProperties::checkSamples);
  }

  /**
   * V-1.2: a Scout cannot rescue, so an unseen rescuer is never sampled as one. RED's Marshal walks
   * from e1 round to a5 unseen and rescues the Scout it lost at c5 (the only other piece RED has
   * that can move is a Scout that never moved, so the rescuer is the Marshal).
   */
  @Test
  void v1_2_anUnseenRescuerIsNoScout() {
    RulesetBuilder b =
        Ruleset.classic().toBuilder().name("rescue").board(5, 5).lakes(Set.of()).setupRows(1);
    for (PieceType t : PieceType.values()) {
      b.count(t, 0);
    }
    Ruleset r =
        b.count(PieceType.FLAG, 1)
            .count(PieceType.BOMB, 1)
            .count(PieceType.SCOUT, 2)
            .count(PieceType.MARSHAL, 1)
            .houseRule(io.github.strategorules.core.rules.HouseRule.RESCUE, true)
            .build();
    ClassicState s =
        ClassicState.start(r, setup("a1 F b1 B c1 2 d1 2 e1 M"), setup("a5 M b5 2 c5 B d5 2 e5 F"));
    for (String m :
        ("c1-c5 a5-a4 e1-e2 a4-a3 e2-e3 a3-a2 e3-e4 a2-b2 e4-d4 b2-c2 d4-c4 c2-d2 c4-b4 d2-e2 b4-a4 e2-e3 "
                + "a4-a5+2@c1")
            .split(" ")) {
      s = s.apply(Move.parse(s.toMove().orElseThrow(), m)).state();
    }
    ClassicView view = s.viewFor(Seat.BLUE);
    ClassicSampler sampler = ClassicSampler.of(view);
    SplittableRandom random = new SplittableRandom(1);
    for (int i = 0; i < 100; i++) {
      ClassicState t = sampler.sample(random);
      assertThat(t.viewFor(Seat.BLUE)).isEqualTo(view);
      assertThat(t.pieceAt(Square.parse("a5")).orElseThrow().type()).isEqualTo(PieceType.MARSHAL);
      Position p = sampler.samplePosition(random);
      assertThat(Position.type(p.pieceAt(p.index(Square.parse("a5")))))
          .isEqualTo(PieceType.MARSHAL.ordinal());
    }
  }

  /** A setup from {@code square letter} pairs. */
  private static Setup setup(String pairs) {
    Map<Square, PieceType> map = new java.util.HashMap<>();
    String[] t = pairs.split(" ");
    for (int i = 0; i < t.length; i += 2) {
      map.put(Square.parse(t[i]), PieceType.ofLetter(t[i + 1].charAt(0)));
    }
    return Setup.of(map);
  }

  @Test
  void v1_2_rescuedPiecesAreSampledWhereTheRescuePutThem() {
    int withRescues = 0;
    for (long seed = 0; withRescues < 3 && seed < 400; seed++) {
      List<ClassicState> game = RandomGames.play(LIGHTNING, seed, 2000);
      int at = -1;
      for (int i = 1; i < game.size(); i++) {
        if (game.get(i).history().get(game.get(i).history().size() - 1) instanceof Move m
            && m.rescue().isPresent()
            && game.get(i).viewFor(m.seat()).moveLog().stream()
                .anyMatch(ClassicEvent.Rescued.class::isInstance)) {
          at = i;
        }
      }
      if (at < 0 || game.get(at).phase() != Phase.PLAY) {
        continue;
      }
      withRescues++;
      ClassicState s = game.get(at);
      for (Seat p : List.of(Seat.RED, Seat.BLUE)) {
        ClassicView view = s.viewFor(p);
        for (int i = 0; i < 5; i++) {
          assertThat(ClassicSampler.of(view).sample(seed * 31 + i).viewFor(p)).isEqualTo(view);
        }
      }
    }
    assertThat(withRescues).as("random games with a rescue").isEqualTo(3);
  }

  @Test
  void v1_2_aCornerMoverIsACaptainAndATwoSquareMoverAScoutOrACaptain() {
    ClassicState s = tinyStart(PieceType.CAPTAIN);
    s = s.apply(Move.parse(Seat.RED, "d1-d2")).state();
    ClassicState corner =
        s.apply(Move.parse(Seat.BLUE, "a4-b3")).state(); // turned a corner: a captain
    ClassicSampler sampler = ClassicSampler.of(corner.viewFor(Seat.RED));
    for (int i = 0; i < 50; i++) {
      assertThat(sampler.sample(i).pieceAt(Square.parse("b3")).orElseThrow().type())
          .isEqualTo(PieceType.CAPTAIN);
    }
    ClassicState straight =
        s.apply(Move.parse(Seat.BLUE, "a4-a2")).state(); // two squares: scout or captain
    ClassicView view = straight.viewFor(Seat.RED);
    sampler = ClassicSampler.of(view);
    Set<PieceType> seen = new HashSet<>();
    for (int i = 0; i < 100; i++) {
      ClassicState t = sampler.sample(i);
      assertThat(t.viewFor(Seat.RED)).isEqualTo(view);
      seen.add(t.pieceAt(Square.parse("a2")).orElseThrow().type());
    }
    assertThat(seen).containsExactlyInAnyOrder(PieceType.SCOUT, PieceType.CAPTAIN);
  }
}
