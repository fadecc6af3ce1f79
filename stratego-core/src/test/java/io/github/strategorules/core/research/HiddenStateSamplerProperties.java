package io.github.strategorules.core.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.GameState;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Phase;
import io.github.strategorules.core.Piece;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.PlayerView;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.ViewPiece;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Movement;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.RandomGames;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Sampled states are legal and agree with the view they were sampled from. */
class HiddenStateSamplerProperties {

  @Property(tries = 30)
  void sampledStatesAreReachedByLegalPlayAndHaveTheSameView(@ForAll long seed) {
    Ruleset r = RandomGames.ruleset(new SplittableRandom(seed));
    List<GameState> game = RandomGames.play(r, seed, 1 + (int) Math.floorMod(seed, 300L));
    GameState s = game.get(game.size() - 1);
    if (s.phase() != Phase.PLAY) {
      s = game.get(game.size() - 2);
    }
    for (Player p : Player.values()) {
      PlayerView view = s.viewFor(p);
      HiddenStateSampler sampler = HiddenStateSampler.of(view);
      for (int i = 0; i < 3; i++) {
        GameState t = sampler.sample(seed + i);
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
              if (vp.get().movedFar()) {
                assertThat(r.movement(piece.get().type())).isEqualTo(Movement.LINE);
              }
            }
          }
        }
        Position fast = sampler.samplePosition(new SplittableRandom(seed + i));
        assertThat(GameState.of(fast).viewFor(p).legalMoves()).isEqualTo(view.legalMoves());
        Position biased = sampler.samplePositionFlagBiased(new SplittableRandom(seed + i));
        assertThat(GameState.of(biased).viewFor(p).legalMoves()).isEqualTo(view.legalMoves());
        assertThat(biased.ply()).isEqualTo(s.ply());
      }
    }
  }

  /** A 4 x 4 board, one setup row: Flag, Bomb, Scout, Marshal each. */
  private static Ruleset tiny() {
    Ruleset.Builder b = Ruleset.classic().toBuilder().name("tiny").board(4, 4).lakes(Set.of()).setupRows(1);
    for (PieceType t : PieceType.values()) {
      b.count(t, 0);
    }
    return b.count(PieceType.FLAG, 1).count(PieceType.BOMB, 1).count(PieceType.SCOUT, 1)
        .count(PieceType.MARSHAL, 1).build();
  }

  @Example
  void everyConsistentAssignmentOfATinyEndgameIsSampled() {
    Ruleset r = tiny();
    Map<Square, PieceType> red = Map.of(Square.of(0, 0), PieceType.FLAG, Square.of(1, 0), PieceType.BOMB,
        Square.of(2, 0), PieceType.SCOUT, Square.of(3, 0), PieceType.MARSHAL);
    Map<Square, PieceType> blue = Map.of(Square.of(0, 3), PieceType.MARSHAL, Square.of(1, 3), PieceType.SCOUT,
        Square.of(2, 3), PieceType.BOMB, Square.of(3, 3), PieceType.FLAG);
    GameState s = GameState.start(r, Setup.of(red), Setup.of(blue));
    s = s.apply(Move.parse(Player.RED, "d1-d2")).state();
    s = s.apply(Move.parse(Player.BLUE, "a4-a3")).state(); // BLUE's Marshal moves: neither bomb nor flag
    PlayerView view = s.viewFor(Player.RED);
    HiddenStateSampler sampler = HiddenStateSampler.of(view);
    Set<String> seen = new HashSet<>();
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 400; i++) {
      GameState t = sampler.sample(random);
      assertThat(t.viewFor(Player.RED)).isEqualTo(view);
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

  @Example
  void aScoutThatMovedFarIsAScoutAndSpectatorsCannotSample() {
    Ruleset r = tiny();
    Map<Square, PieceType> red = Map.of(Square.of(0, 0), PieceType.FLAG, Square.of(1, 0), PieceType.BOMB,
        Square.of(2, 0), PieceType.SCOUT, Square.of(3, 0), PieceType.MARSHAL);
    Map<Square, PieceType> blue = Map.of(Square.of(0, 3), PieceType.MARSHAL, Square.of(1, 3), PieceType.SCOUT,
        Square.of(2, 3), PieceType.BOMB, Square.of(3, 3), PieceType.FLAG);
    GameState s = GameState.start(r, Setup.of(red), Setup.of(blue));
    s = s.apply(Move.parse(Player.RED, "d1-d2")).state();
    s = s.apply(Move.parse(Player.BLUE, "b4-b2")).state();
    HiddenStateSampler sampler = HiddenStateSampler.of(s.viewFor(Player.RED));
    for (int i = 0; i < 50; i++) {
      assertThat(sampler.sample(i).pieceAt(Square.parse("b2")).orElseThrow().type()).isEqualTo(PieceType.SCOUT);
    }
    GameState done = s;
    assertThatThrownBy(() -> HiddenStateSampler.of(done.publicView())).isInstanceOf(SamplingException.class)
        .extracting(e -> ((SamplingException) e).failure()).isEqualTo(SamplingException.Failure.SPECTATOR_VIEW);
    assertThatThrownBy(() -> HiddenStateSampler.of(GameState.of(done.toPosition()).viewFor(Player.RED)))
        .isInstanceOf(SamplingException.class)
        .extracting(e -> ((SamplingException) e).failure()).isEqualTo(SamplingException.Failure.INCOMPLETE_LOG);
  }

  @net.jqwik.api.Example
  void rulesetsWithTheUltimateLightningExtensionsAreRefusedWithAReason() {
    io.github.strategorules.core.rules.Ruleset r =
        io.github.strategorules.core.rules.Ruleset.parse("classic(captains_two_squares,rescue)");
    io.github.strategorules.core.GameState s = io.github.strategorules.core.support.RandomGames.play(r, 5, 10).get(10);
    org.assertj.core.api.Assertions.assertThatThrownBy(
        () -> HiddenStateSampler.of(s.viewFor(s.toMove().orElseThrow())))
        .isInstanceOfSatisfying(SamplingException.class,
            e -> org.assertj.core.api.Assertions.assertThat(e.failure()).isEqualTo(SamplingException.Failure.UNSUPPORTED_RULESET));
  }
}
