package io.github.strategorules.testkit.classic;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.action.Move;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.testkit.contract.HiddenFactTwins;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Hidden-fact twins of classic games (C-2.3, C-8): the same game with the types of two of the
 * opponent's pieces exchanged in the opponent's own placements, for two pieces that never moved and
 * were never attacked (so that no battle, move or rescue revealed them) and that move alike (the
 * same {@link Ruleset#movement}, so that no legal move or ending depends on which is where). Under
 * the open game (V-2.4) every piece shows: no twin. The viewer's views, events and legal actions
 * must not change.
 */
public final class ClassicTwins implements HiddenFactTwins {
  /** Twins for every classic-family ruleset. */
  public static final ClassicTwins INSTANCE = new ClassicTwins();

  private ClassicTwins() {}

  @Override
  public Optional<Twin> twin(Played<GameState> game, Seat viewer, long seed) {
    Ruleset r = ((ClassicState) game.start()).ruleset();
    if (r.has(HouseRule.OPEN)) {
      return Optional.empty();
    }
    Seat owner = viewer.opponent();
    Set<Square> touched = new HashSet<>();
    for (Action a : game.actions()) {
      if (a instanceof Move m) {
        touched.add(m.from());
        touched.add(m.to());
        m.rescue().ifPresent(x -> touched.add(x.square()));
      }
    }
    List<Integer> hidden =
        new ArrayList<>(); // indices of the owner's placements that stayed hidden
    for (int i = 0; i < game.actions().size(); i++) {
      if (game.actions().get(i) instanceof PlacePiece p
          && p.seat() == owner
          && !touched.contains(p.square())) {
        hidden.add(i);
      }
    }
    SplittableRandom random = new SplittableRandom(seed);
    for (int tries = 0; tries < 4 * hidden.size(); tries++) {
      int i = hidden.get(random.nextInt(hidden.size()));
      int j = hidden.get(random.nextInt(hidden.size()));
      PlacePiece a = (PlacePiece) game.actions().get(i);
      PlacePiece b = (PlacePiece) game.actions().get(j);
      if (a.type() != b.type() && r.movement(a.type()) == r.movement(b.type())) {
        List<Action> actions = new ArrayList<>(game.actions());
        actions.set(i, new PlacePiece(owner, a.square(), b.type()));
        actions.set(j, new PlacePiece(owner, b.square(), a.type()));
        return Optional.of(new Twin(game.start(), actions));
      }
    }
    return Optional.empty();
  }
}
