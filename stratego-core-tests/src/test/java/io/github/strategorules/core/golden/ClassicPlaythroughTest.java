package io.github.strategorules.core.golden;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
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
 * The golden playthrough of classic Stratego over the game-neutral contract ({@code
 * src/test/resources/golden/classic.txt}): both setups placed piece by piece at random, 40 plies
 * that like attacks, a draw offer that a move declines, and a resignation on the opponent's turn;
 * every state, view, legal action and event on the way.
 */
class ClassicPlaythroughTest {
  static final Path FILE = Path.of("src", "test", "resources", "golden", "classic.txt");

  static String playthrough() {
    SplittableRandom random = new SplittableRandom(17);
    boolean[] offered = {false};
    Playthrough.Chooser chooser =
        (state, step) -> {
          ClassicState s = (ClassicState) state;
          if (s.phase() != Phase.PLAY) {
            List<Action> decisions = Playthrough.decisions(state);
            return decisions.get(random.nextInt(decisions.size()));
          }
          Seat toMove = s.toMove().orElseThrow();
          if (s.ply() == 16 && !offered[0]) {
            offered[0] = true;
            return s.drawOffer(toMove); // the next move of the other player declines it
          }
          if (s.ply() == 40) {
            return s.resignation(toMove.opponent()); // not on its turn
          }
          List<Move> moves = s.legalMoves();
          List<Move> attacks = moves.stream().filter(m -> s.pieceAt(m.to()).isPresent()).toList();
          List<Move> pick = !attacks.isEmpty() && random.nextInt(3) > 0 ? attacks : moves;
          return pick.get(random.nextInt(pick.size()));
        };
    return Playthrough.write(
        "classic", 1, s -> ((ClassicState) s).fullDiagram(RankNumbering.MODERN), chooser, 200);
  }

  @Test
  @ChecksRule({"C-2", "C-3", "C-4", "C-7.5", "C-8", "C-R1", "C-R2", "C-R9"})
  void theClassicPlaythroughIsAsRecorded() throws IOException {
    Playthrough.assertGolden(FILE, playthrough());
  }
}
