package io.github.strategorules.research.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.research.Bots;
import io.github.strategorules.research.SetupStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 55, item 2: the styles a person's setup can be placed in, as the bots place theirs (C-2.1).
 * The web page's "Place the rest at random" put the flag on the front row; the page now offers
 * these. {@code sensible} always puts the flag on the back row with a bomb beside it; {@code
 * random} is a plain uniform arrangement that puts the flag anywhere. Both finish a seat's setup,
 * one placement at a time from its own view, from any point of it.
 */
class SetupStylesTest {
  private static SetupStyle style(Game game, String name) {
    return Bots.setups(game).stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
  }

  /** RED's setup placed by the style, after {@code first} placements of its own; RED's view. */
  private static ClassicView placeRed(Game game, SetupStyle style, long seed, int first) {
    GameState state = game.newGame(seed);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < first; i++) {
      state = state.apply(Seat.RED, state.decisions(Seat.RED).get(0)).state();
    }
    int placed = 0;
    while (state.phase() == Phase.SETUP && state.toDecide().contains(Seat.RED)) {
      var next = style.next(state.viewFor(Seat.RED), state.decisions(Seat.RED), random);
      assertThat(state.decisions(Seat.RED)).contains(next);
      state = state.apply(Seat.RED, next).state();
      assertThat(++placed).isLessThan(100);
    }
    return (ClassicView) state.viewFor(Seat.RED);
  }

  private static List<Square> squaresOf(ClassicView view, PieceType type) {
    List<Square> out = new ArrayList<>();
    for (int y = 0; y < view.ruleset().height(); y++) {
      for (int x = 0; x < view.ruleset().width(); x++) {
        Optional<ViewPiece> p = view.pieceAt(Square.of(x, y));
        if (p.isPresent() && p.get().owner() == Seat.RED && p.get().type().orElse(null) == type) {
          out.add(Square.of(x, y));
        }
      }
    }
    return out;
  }

  @Test
  void theClassicFamilyOffersTheSensibleSetupFirstThenThePlainRandomOne() {
    for (String spec : List.of("classic", "barrage")) {
      assertThat(Bots.setups(Games.parse(spec)))
          .extracting(SetupStyle::name)
          .containsExactly("sensible", "random");
    }
    assertThat(Bots.setups(Games.parse("lost-island(players=3)"))).isEmpty();
  }

  @Test
  void aSensibleSetupHasItsFlagOnTheBackRowWithABombBesideIt() {
    Game game = Games.parse("classic");
    for (long seed = 1; seed <= 20; seed++) {
      ClassicView red = placeRed(game, style(game, "sensible"), seed, seed % 2 == 0 ? 0 : 5);
      assertThat(squaresOf(red, PieceType.FLAG)).hasSize(1);
      Square flag = squaresOf(red, PieceType.FLAG).get(0);
      assertThat(flag.y()).as("seed " + seed).isZero();
      assertThat(squaresOf(red, PieceType.BOMB))
          .as("seed " + seed)
          .anyMatch(b -> Math.abs(b.x() - flag.x()) + Math.abs(b.y() - flag.y()) == 1);
      assertThat(red.phase()).isNotEqualTo(Phase.OVER);
    }
  }

  @Test
  void aRandomSetupIsPlainlyRandomItsFlagAnywhere() {
    Game game = Games.parse("classic");
    int offTheBackRow = 0;
    for (long seed = 1; seed <= 20; seed++) {
      ClassicView red = placeRed(game, style(game, "random"), seed, 0);
      assertThat(squaresOf(red, PieceType.FLAG)).hasSize(1);
      if (squaresOf(red, PieceType.FLAG).get(0).y() > 0) {
        offTheBackRow++;
      }
    }
    assertThat(offTheBackRow).isGreaterThan(5); // three rows in four: 15 expected of 20
  }

  @Test
  void aStylePlacesOnlyFromASeatsOwnView() {
    Game game = Games.parse("classic");
    GameState state = game.newGame(1);
    assertThatThrownBy(
            () ->
                style(game, "sensible")
                    .next(state.publicView(), state.decisions(Seat.RED), new SplittableRandom(1)))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
