package io.github.strategorules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.ClassicEvent;
import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.PlayerView;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.rules.Ruleset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The README's quickstart, compiled and run; the README must show this very code. */
class QuickstartTest {

  @Test
  void quickstartRunsAndIsWhatTheReadmeShows() throws Exception {
    StringBuilder printed = new StringBuilder();
    // --- quickstart (keep in sync with README.md) ---
    Ruleset rules = Ruleset.classic();
    ClassicState game = ClassicState.start(rules,
        Setup.random(rules, Player.RED, 1), Setup.random(rules, Player.BLUE, 2));
    Random random = new Random(3);
    while (game.outcome().isEmpty()) {
      List<Move> moves = game.legalMoves();              // the player to move, in a fixed order
      Move move = moves.get(random.nextInt(moves.size()));
      assert game.check(move).isEmpty();                 // why a move is illegal, without throwing
      ClassicStep step = game.apply(move);                      // a new state; `game` is unchanged
      for (ClassicEvent e : step.events()) {
        if (e instanceof ClassicEvent.Battle b) {
          printed.append(b.attackerType() + " attacks " + b.defenderType().orElseThrow() + ": " + b.result() + "\n");
        }
      }
      game = step.state();
    }
    PlayerView red = game.viewFor(Player.RED);           // what RED may know: enemy pieces as '?'
    printed.append(red).append(game.outcome().get());    // e.g. "BLUE wins (FLAG_CAPTURED, C-7.1)"
    // --- end of quickstart ---
    assertThat(printed.toString()).contains("attacks", "View of RED", "C-7.");

    String overview = Files.readString(Path.of("..", "stratego-core", "src", "main", "java", "module-info.java"));
    assertThat(overview).contains("ClassicState game = ClassicState.start(rules,",
        "Move move = moves.get(random.nextInt(moves.size()));", "PlayerView red = game.viewFor(Player.RED);");
    String readme = Files.readString(Path.of("..", "README.md"));
    assertThat(readme).contains("ClassicState game = ClassicState.start(rules,",
        "ClassicStep step = game.apply(move);", "PlayerView red = game.viewFor(Player.RED);");
  }
}
