package io.github.strategorules.core.support;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.ClassicStep;
import io.github.strategorules.core.Move;
import io.github.strategorules.core.PieceType;
import io.github.strategorules.core.Player;
import io.github.strategorules.core.Setup;
import io.github.strategorules.core.Square;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.property.Arb;
import io.github.strategorules.core.support.property.ChoiceGames;
import io.github.strategorules.core.support.property.Draws;
import io.github.strategorules.core.support.property.Length;
import io.github.strategorules.core.support.property.Played;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Generators of classic games that shrink: a ruleset, both setups as choices, then the moves as a
 * choice sequence ({@link ChoiceGames}). A failing game shrinks to fewer moves, earlier moves in
 * the legal order, the simplest setups and the classic ruleset.
 */
public final class ClassicGames {
  private ClassicGames() {}

  /**
   * Setups as choices: for each square of the zone in square order, the k-th of the pieces still
   * to place (in piece-type order, then the squares to leave empty when the roster does not fill
   * the zone), so that random choices give every arrangement alike, as {@link Setup#random} does.
   * The simplest setup places the pieces in type order: the flag on the first square.
   *
   * @param ruleset the rules
   * @param player the player
   * @return the generator
   */
  public static Arb<Setup> setups(Ruleset ruleset, Player player) {
    return d -> setup(d, ruleset, player);
  }

  private static Setup setup(Draws d, Ruleset ruleset, Player player) {
    List<Square> zone = ruleset.setupZone(player);
    List<PieceType> left = new ArrayList<>(); // null: an empty square
    for (PieceType t : PieceType.values()) {
      for (int i = 0; i < ruleset.count(t); i++) {
        left.add(t);
      }
    }
    while (left.size() < zone.size()) {
      left.add(null);
    }
    Map<Square, PieceType> placed = new HashMap<>();
    for (Square square : zone) {
      PieceType t = left.remove(d.choice(left.size()));
      if (t != null) {
        placed.put(square, t);
      }
    }
    return Setup.of(placed);
  }

  /**
   * Start states: a ruleset, then RED's and BLUE's setups.
   *
   * @param rulesets the rulesets
   * @return the generator
   */
  public static Arb<ClassicState> starts(Arb<Ruleset> rulesets) {
    return d -> {
      Ruleset r = rulesets.draw(d);
      Setup red = setup(d, r, Player.RED);
      Setup blue = setup(d, r, Player.BLUE);
      return ClassicState.start(r, red, blue);
    };
  }

  /**
   * Games: a ruleset, the setups, then the moves.
   *
   * @param rulesets the rulesets
   * @param length how many moves
   * @return the generator
   */
  public static Arb<Played<ClassicState, Move, ClassicStep>> games(Arb<Ruleset> rulesets, Length length) {
    return games(rulesets, length, ClassicRules.MOVES);
  }

  /**
   * Games whose moves are chosen from another listing of the legal moves.
   *
   * @param rulesets the rulesets
   * @param length how many moves
   * @param rules the listing
   * @return the generator
   */
  public static Arb<Played<ClassicState, Move, ClassicStep>> games(Arb<Ruleset> rulesets, Length length,
      ClassicRules rules) {
    return ChoiceGames.games(rules, starts(rulesets), length);
  }
}
