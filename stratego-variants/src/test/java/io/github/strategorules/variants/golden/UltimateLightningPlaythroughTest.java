package io.github.strategorules.variants.golden;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.RankNumbering;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.ChecksRule;
import io.github.strategorules.testkit.contract.Playthrough;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The golden playthrough of a variant with captains and rescues, Ultimate Lightning, over the
 * game-neutral contract ({@code src/test/resources/golden/ultimate_lightning.txt}): random setups
 * placed piece by piece, then play that likes rescues, attacks and advancing (captains move two
 * squares on the way), and a draw offered and accepted six plies after the first rescue.
 */
class UltimateLightningPlaythroughTest {
  static final Path FILE = Path.of("src", "test", "resources", "golden", "ultimate_lightning.txt");

  /** Captain moves of two squares chosen in the last playthrough. */
  private static int captainTwoSquareMoves;

  static String playthrough() {
    return playthrough(SEED);
  }

  /** The seed of the chooser: one whose game has a rescue before a flag falls. */
  static final long SEED = 17;

  static String playthrough(long seed) {
    captainTwoSquareMoves = 0;
    SplittableRandom random = new SplittableRandom(seed);
    int[] endAt = {150};
    Playthrough.Chooser chooser =
        (state, step) -> {
          ClassicState s = (ClassicState) state;
          if (s.phase() != Phase.PLAY) {
            List<Action> decisions = Playthrough.decisions(state);
            return decisions.get(random.nextInt(decisions.size()));
          }
          Seat toMove = s.toMove().orElseThrow();
          if (s.drawOffer().isPresent()) {
            return s.drawAcceptance(s.drawOffer().get().opponent()); // accepted at once
          }
          if (s.viewFor(Seat.RED).rescuesUsed(Seat.RED) + s.viewFor(Seat.RED).rescuesUsed(Seat.BLUE)
                  >= 1
              && endAt[0] == 150) {
            endAt[0] = s.ply() + 6;
          }
          if (s.ply() >= endAt[0]) {
            return s.drawOffer(toMove);
          }
          List<Move> moves = s.legalMoves();
          List<Move> rescues = moves.stream().filter(m -> m.rescue().isPresent()).toList();
          if (!rescues.isEmpty()) {
            return rescues.get(random.nextInt(rescues.size()));
          }
          List<Move> attacks = moves.stream().filter(m -> s.pieceAt(m.to()).isPresent()).toList();
          if (!attacks.isEmpty() && random.nextInt(2) == 0) {
            return attacks.get(random.nextInt(attacks.size()));
          }
          int ahead = toMove == Seat.RED ? 1 : -1;
          List<Move> forward =
              moves.stream().filter(m -> (m.to().y() - m.from().y()) * ahead > 0).toList();
          List<Move> pick = !forward.isEmpty() && random.nextInt(10) > 0 ? forward : moves;
          Move m = pick.get(random.nextInt(pick.size()));
          if (s.pieceAt(m.from()).orElseThrow().type() == PieceType.CAPTAIN
              && Math.abs(m.to().x() - m.from().x()) + Math.abs(m.to().y() - m.from().y()) == 2) {
            captainTwoSquareMoves++;
          }
          return m;
        };
    return Playthrough.write(
        "ultimate_lightning",
        1,
        s -> ((ClassicState) s).fullDiagram(RankNumbering.MODERN),
        chooser,
        400);
  }

  @Test
  @ChecksRule({"V-1.2", "V-R1", "V-R3", "C-7.5", "C-8", "C-R9"})
  void theUltimateLightningPlaythroughIsAsRecorded() throws IOException {
    String text = playthrough();
    // what this playthrough is for: captains' two-square moves and rescues, as the contract lists
    // them
    assertThat(text).containsPattern("action: (RED|BLUE) move [a-j][0-9]+-[a-j][0-9]+\\+");
    assertThat(text).contains("Rescued[");
    assertThat(text).contains("AGREEMENT");
    assertThat(captainTwoSquareMoves).isPositive();
    Playthrough.assertGolden(FILE, text);
  }
}
