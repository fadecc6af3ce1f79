package io.github.strategorules.core;

import io.github.strategorules.core.kernel.Position;
import io.github.strategorules.core.rules.HouseRule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The public record of the moves of a game, for {@link PlayerView#moveLog()}: each move as the
 * {@link ClassicEvent.PieceMoved} or {@link ClassicEvent.Battle} both players saw (C-8), followed by an
 * {@link ClassicEvent.Rescued} when the move rescued a piece (V-1.2), rebuilt by replaying the state's
 * history on the kernel from the placed setups.
 */
final class MoveLog {
  private MoveLog() {}

  /**
   * The moves since both setups were placed, each as one event, redacted for the viewer like
   * {@link ClassicStep#eventsFor}; empty for a game restored from a position, whose start is unknown.
   */
  static List<ClassicEvent> of(ClassicState s, Player viewer) {
    if (!s.hasBoard() || s.setup(Player.RED).isEmpty() || s.setup(Player.BLUE).isEmpty()) {
      return List.of();
    }
    boolean silent = s.ruleset().has(HouseRule.SILENT_DEFENCE);
    Position p = new Position(s.ruleset());
    for (Player pl : Player.values()) {
      for (Setup.Placement x : s.setup(pl).orElseThrow().placements()) {
        p.put(p.index(x.square()), Position.code(pl.ordinal(), x.type().ordinal()), 0);
      }
    }
    List<ClassicEvent> log = new ArrayList<>();
    PieceType[] types = PieceType.values();
    for (ClassicAction a : s.history()) {
      if (!(a instanceof Move m)) {
        continue;
      }
      int attacker = p.pieceAt(p.index(m.from()));
      int defender = p.pieceAt(p.index(m.to()));
      int result = p.make(p.codeOf(m));
      if (result == Position.NO_BATTLE) {
        log.add(new ClassicEvent.PieceMoved(m.player(), m.from(), m.to()));
      } else {
        BattleResult br = BattleResult.values()[result - 1];
        boolean hidden = silent && br == BattleResult.DEFENDER_WINS && viewer != m.player().opponent();
        log.add(new ClassicEvent.Battle(m.player(), m.from(), m.to(), types[Position.type(attacker)],
            hidden ? Optional.empty() : Optional.of(types[Position.type(defender)]), br));
      }
      if (m.rescue().isPresent() && (result == Position.NO_BATTLE || result == Position.ATTACKER_WINS)) {
        log.add(new ClassicEvent.Rescued(new Piece(m.player(), m.rescue().get().type()), m.rescue().get().square(), m.to()));
      }
    }
    return Collections.unmodifiableList(log);
  }
}
