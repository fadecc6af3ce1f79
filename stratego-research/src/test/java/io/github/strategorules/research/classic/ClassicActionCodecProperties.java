package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.action.ClassicDrawAcceptance;
import io.github.strategorules.core.action.ClassicDrawOffer;
import io.github.strategorules.core.action.ClassicResignation;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.classic.ClassicGames;
import io.github.strategorules.testkit.classic.Rulesets;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Length;
import io.github.strategorules.testkit.property.Played;
import io.github.strategorules.testkit.property.Property;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The classic action codec: ids round-trip for every legal action, and the masks are the legal
 * sets.
 */
class ClassicActionCodecProperties {
  /** Ultimate Lightning's rules (V-1.2) as core toggles. */
  private static final Ruleset LIGHTNING =
      Ruleset.parse("classic(captains_two_squares,rescue,aggressor_wins_ties,one_time_bombs)");

  @Test
  void classicHas1800MoveIdsThen1204OtherIdsAndEveryIdRoundTrips() {
    ClassicActionCodec c = ClassicActionCodec.of(Ruleset.classic());
    assertThat(c.numMoveIds()).isEqualTo(1800);
    assertThat(c.numDistinctActions()).isEqualTo(1800 + 100 * 12 + 4);
    Set<Move> seen = new HashSet<>();
    for (int id = 0; id < c.numMoveIds(); id++) {
      Move m = c.decodeMove(id, Seat.BLUE);
      assertThat(c.decode(id, Seat.BLUE)).isEqualTo(m);
      assertThat(c.encode(m)).isEqualTo(id);
      assertThat(c.decodeKernel(id))
          .isEqualTo((m.from().y() * 10 + m.from().x()) << 10 | (m.to().y() * 10 + m.to().x()));
      assertThat(c.encodeKernel(c.decodeKernel(id))).isEqualTo(id);
      seen.add(m);
    }
    assertThat(seen).hasSize(1800);
    Set<ClassicAction> others = new HashSet<>();
    for (int id = c.numMoveIds(); id < c.numDistinctActions(); id++) {
      ClassicAction a = c.decode(id, Seat.RED);
      assertThat(a.seat()).isEqualTo(Seat.RED);
      assertThat(c.encode((Action) a)).isEqualTo(id);
      others.add(a);
    }
    assertThat(others)
        .hasSize(1204)
        .contains(
            new PlacePiece(Seat.RED, Square.parse("j10"), PieceType.MARSHAL),
            new FinishSetup(Seat.RED),
            new ClassicResignation(Seat.RED),
            new ClassicDrawOffer(Seat.RED),
            new ClassicDrawAcceptance(Seat.RED));
    assertThatThrownBy(() -> c.decodeKernel(1800)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> c.decode(c.numDistinctActions(), Seat.RED))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> c.encode(Move.of(Seat.RED, Square.of(0, 0), Square.of(1, 1))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Every decision of a game, setup included, has an id, and the contract's masks are the legal
   * sets.
   */
  @Test
  void everyDecisionOfAGameHasAnIdThatRoundTrips() {
    Property.forAll(
        10,
        Rulesets.classic().houseRulesFlippedOneIn(3),
        Arb.seeds(),
        (rules, seed) -> {
          ClassicActionCodec c = ClassicActionCodec.of(rules);
          boolean[] mask = new boolean[c.numDistinctActions()];
          ClassicState s = ClassicState.newGame(rules);
          java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
          for (int i = 0; i < 200 && s.phase() != Phase.OVER; i++) {
            Seat seat = s.toDecide().get(0);
            List<? extends Action> legal = s.legalActions(seat);
            Set<Integer> ids = new HashSet<>();
            for (Action a : legal) {
              int id = c.encode(a);
              assertThat(c.decode(id, seat)).isEqualTo(a);
              ids.add(id);
            }
            assertThat(ids).hasSize(legal.size());
            assertThat(c.writeLegalMask(legal, mask)).isEqualTo(legal.size());
            for (int id = 0; id < mask.length; id++) {
              if (mask[id] != ids.contains(id)) {
                assertThat(mask[id]).as("id %d", id).isEqualTo(ids.contains(id));
              }
            }
            List<Action> decisions = s.decisions(seat);
            s = s.apply(seat, decisions.get(random.nextInt(decisions.size()))).state();
          }
        });
  }

  @Test
  void everyLegalMoveRoundTripsAndTheMasksAreTheLegalSet() {
    Property.forAll(
        25,
        ClassicGames.games(Rulesets.classic(), Length.upTo(300)),
        game -> {
          checkCodec(game);
        });
  }

  /**
   * Checks every position in play of a game: each legal move round-trips through its id, the ids
   * are distinct, both masks (from the view and from the kernel) are exactly the legal set, and the
   * opponent's mask is empty.
   *
   * @return how many of the legal moves seen carried a rescue (V-1.2)
   */
  private static int checkCodec(Played<ClassicState> game) {
    ClassicActionCodec c = ClassicActionCodec.of(game.start().ruleset());
    boolean[] mask = new boolean[c.numDistinctActions()];
    boolean[] kernelMask = new boolean[c.numDistinctActions()];
    int rescues = 0;
    for (ClassicState s : game.states()) {
      if (s.phase() != Phase.PLAY) {
        continue;
      }
      Seat p = s.toMove().orElseThrow();
      Set<Integer> ids = new HashSet<>();
      for (Move m : s.legalMoves()) {
        int id = c.encode(m);
        assertThat(c.decodeMove(id, p)).isEqualTo(m);
        ids.add(id);
        rescues += m.rescue().isPresent() ? 1 : 0;
      }
      assertThat(ids).hasSize(s.legalMoves().size());
      assertThat(c.writeLegalMask(s.viewFor(p), mask)).isEqualTo(ids.size());
      Position pos = s.toPosition();
      assertThat(c.writeLegalMask(pos, new int[pos.maxMoves()], kernelMask)).isEqualTo(ids.size());
      // compared id by id without an assertion per id: the masks have up to 190,000 ids
      for (int id = 0; id < mask.length; id++) {
        if (mask[id] != ids.contains(id) || kernelMask[id] != ids.contains(id)) {
          assertThat(List.of(mask[id], kernelMask[id]))
              .as("id %d (%s)", id, c.decode(id, p))
              .containsOnly(ids.contains(id));
        }
      }
      c.writeLegalMask(s.viewFor(p.opponent()), mask);
      for (int id = 0; id < mask.length; id++) {
        if (mask[id]) {
          assertThat(mask[id]).as("id %d set when it is not that player's turn", id).isFalse();
        }
      }
    }
    return rescues;
  }

  @Test
  void ultimateLightningExtensionsHaveCornerAndRescueIdsThatRoundTrip() {
    Ruleset r = Ruleset.parse("classic(captains_two_squares,rescue)");
    ClassicActionCodec c = ClassicActionCodec.of(r);
    // 1,800 straight + 400 corner + (360 straight and 36 corner moves into a back row) x 12 types x
    // 40 squares
    assertThat(c.numMoveIds()).isEqualTo(1800 + 400 + 396 * 12 * 40);
    assertThat(c.numDistinctActions()).isEqualTo(c.numMoveIds() + 1204);
    for (int id = 0; id < c.numMoveIds(); id++) {
      int k = c.decodeKernel(id);
      if (io.github.strategorules.core.kernel.Moves.from(k)
          == io.github.strategorules.core.kernel.Moves.to(k)) {
        continue; // a corner id off the board's edge: no move
      }
      assertThat(c.encodeKernel(k)).isEqualTo(id);
      Move m = c.decodeMove(id, Seat.BLUE);
      assertThat(c.encode(m)).isEqualTo(id);
    }
  }

  @Test
  void ultimateLightningLegalMovesRoundTripAndMasksAreTheLegalSet() {
    Property.forAll(
        10,
        ClassicGames.games(Rulesets.only(LIGHTNING), Length.upTo(400)),
        game -> {
          // only games where a rescue was legal somewhere (a piece reached a back row), for their
          // ids
          Property.assume(
              game.states().stream()
                  .anyMatch(s -> s.legalMoves().stream().anyMatch(m -> m.rescue().isPresent())));
          assertThat(checkCodec(game)).isPositive();
        });
  }
}
