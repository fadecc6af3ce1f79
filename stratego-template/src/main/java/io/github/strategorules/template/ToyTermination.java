package io.github.strategorules.template;

import io.github.strategorules.core.game.Termination;

/**
 * How a game of this kind ends, each with the id of the rule that ends it: the outcome's {@code
 * termination} and {@code rule}, which the command-line tool and the web page show.
 */
public enum ToyTermination implements Termination {
  /** A fight won (TOY-4). */
  FIGHT_WON("TOY-4"),
  /** A fight of equal values (TOY-4). */
  EVEN_FIGHT("TOY-4"),
  /** Too many walks (TOY-5). */
  WALK_LIMIT("TOY-5"),
  /** A seat resigned (TOY-6). */
  RESIGNED("TOY-6"),
  /** A draw agreed (TOY-6). */
  DRAW_AGREED("TOY-6");

  private final String rule;

  ToyTermination(String rule) {
    this.rule = rule;
  }

  @Override
  public String ruleId() {
    return rule;
  }
}
