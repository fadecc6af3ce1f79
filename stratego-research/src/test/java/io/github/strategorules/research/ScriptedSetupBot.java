package io.github.strategorules.research;

import io.github.strategorules.core.Setup;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Seat;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A test bot for BLUE's seat that places a fixed setup piece by piece, then moves uniformly at
 * random: the paired-game tests give the two games of a pair setups that differ only in hidden
 * facts.
 */
public final class ScriptedSetupBot implements Bot {
  private final Setup setup;
  private final Bot random = new RandomBot();

  /**
   * A bot placing a setup.
   *
   * @param setup BLUE's setup
   */
  public ScriptedSetupBot(Setup setup) {
    this.setup = setup;
  }

  @Override
  public String name() {
    return "scripted";
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom r) {
    for (var p : setup.placements()) {
      PlacePiece a = new PlacePiece(Seat.BLUE, p.square(), p.type());
      if (legal.contains(a)) {
        return a;
      }
    }
    return random.choose(transcript, legal, r);
  }
}
