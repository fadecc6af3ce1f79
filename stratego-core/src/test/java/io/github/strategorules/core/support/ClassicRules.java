package io.github.strategorules.core.support;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.notation.GameRecord;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.property.Rules;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Classic games for the choice-sequence generators: the legal moves in the game's order, and the
 * record in the notation of {@link GameRecord}.
 */
public final class ClassicRules implements Rules<ClassicState, Move, ClassicStep> {
  /** The legal moves as the game lists them. */
  public static final ClassicRules MOVES = new ClassicRules(ClassicState::legalMoves);

  private final Function<ClassicState, List<Move>> listing;

  private ClassicRules(Function<ClassicState, List<Move>> listing) {
    this.listing = listing;
  }

  /**
   * Rules that list the moves differently, for example some moves twice to make them likelier.
   * Every move listed must be legal.
   *
   * @param listing the moves to choose from in a state
   * @return the rules
   */
  public static ClassicRules listing(Function<ClassicState, List<Move>> listing) {
    return new ClassicRules(listing);
  }

  @Override
  public List<Move> legal(ClassicState state) {
    return listing.apply(state);
  }

  @Override
  public ClassicStep apply(ClassicState state, Move action) {
    return state.apply(action);
  }

  @Override
  public ClassicState next(ClassicStep step) {
    return step.state();
  }

  /**
   * The record; a ruleset that {@link Ruleset#parse} cannot read back (a board built for a test)
   * is described in comment lines first, which the record's parser skips.
   */
  @Override
  public String record(ClassicState state) {
    String record = GameRecord.of(state, Map.of()).format();
    Ruleset r = state.ruleset();
    if (readable(r)) {
      return record;
    }
    Map<PieceType, Object> movement = new EnumMap<>(PieceType.class);
    for (PieceType t : r.roster().keySet()) {
      movement.put(t, r.movement(t));
    }
    return "# ruleset " + r.name() + " (built by the test): board " + r.width() + "x" + r.height() + ", lakes "
        + r.lakes() + ", setup rows " + r.setupRows() + "\n# roster " + r.roster() + "\n# movement " + movement
        + "\n" + record;
  }

  private static boolean readable(Ruleset r) {
    try {
      return Ruleset.parse(r.spec()).equals(r);
    } catch (RuntimeException e) {
      return false;
    }
  }
}
