package io.github.strategorules.testkit.classic;

import io.github.strategorules.core.ClassicGame;
import io.github.strategorules.core.rules.HouseRule;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.rules.RulesetBuilder;
import io.github.strategorules.testkit.property.Arb;
import io.github.strategorules.testkit.property.Draws;
import java.util.List;

/**
 * Rulesets of the classic family as generated values that shrink towards the classic preset: a
 * preset (the first listed, classic, is the simplest), then the repetition options (two-squares
 * limit 3 or 5, C-5; the more-squares rule on or off, C-6; the Gravon endings, C-7.4) and the house
 * rules of V-2, each flipped from the preset's own setting with some probability. Shrinking turns
 * every flip off, then goes back to the first preset.
 *
 * @param presets the presets, the simplest first
 * @param otherTwoSquares 1 in how many rulesets use 5 instead of the preset's limit (0: never)
 * @param moreSquaresOff 1 in how many turn the more-squares rule off (0: never)
 * @param gravonEndings 1 in how many turn the Gravon endings on (0: never)
 * @param houseRuleFlip 1 in how many flip each house rule (0: never)
 * @param freeSetup 1 in how many use a free setup (pieces anywhere on the board), where the other
 *     options allow one (0: never)
 */
public record Rulesets(
    List<Ruleset> presets,
    int otherTwoSquares,
    int moreSquaresOff,
    int gravonEndings,
    int houseRuleFlip,
    int freeSetup)
    implements Arb<Ruleset> {

  /**
   * Copies the presets.
   *
   * @param presets the presets, the simplest first
   * @param otherTwoSquares 1 in how many use the other two-squares limit
   * @param moreSquaresOff 1 in how many turn the more-squares rule off
   * @param gravonEndings 1 in how many turn the Gravon endings on
   * @param houseRuleFlip 1 in how many flip each house rule
   * @param freeSetup 1 in how many use a free setup
   */
  public Rulesets {
    presets = List.copyOf(presets);
  }

  /**
   * Classic with the two-squares limit 3 or 5 and the Gravon endings on or off, each half the time.
   *
   * @return the generator
   */
  public static Rulesets classic() {
    return new Rulesets(List.of(Ruleset.classic()), 2, 0, 2, 0, 0);
  }

  /**
   * Always this ruleset.
   *
   * @param ruleset the ruleset
   * @return the generator
   */
  public static Rulesets only(Ruleset ruleset) {
    return new Rulesets(List.of(ruleset), 0, 0, 0, 0, 0);
  }

  /**
   * These rulesets with other presets.
   *
   * @param list the presets, the simplest first
   * @return the generator
   */
  public Rulesets presets(List<Ruleset> list) {
    return new Rulesets(
        list, otherTwoSquares, moreSquaresOff, gravonEndings, houseRuleFlip, freeSetup);
  }

  /**
   * These rulesets with the more-squares rule off in 1 of {@code n}.
   *
   * @param n the inverse probability (2: half the time)
   * @return the generator
   */
  public Rulesets moreSquaresOffOneIn(int n) {
    return new Rulesets(presets, otherTwoSquares, n, gravonEndings, houseRuleFlip, freeSetup);
  }

  /**
   * These rulesets with the Gravon endings on in 1 of {@code n}.
   *
   * @param n the inverse probability (0: never)
   * @return the generator
   */
  public Rulesets gravonEndingsOneIn(int n) {
    return new Rulesets(presets, otherTwoSquares, moreSquaresOff, n, houseRuleFlip, freeSetup);
  }

  /**
   * These rulesets with each house rule flipped in 1 of {@code n}.
   *
   * @param n the inverse probability
   * @return the generator
   */
  public Rulesets houseRulesFlippedOneIn(int n) {
    return new Rulesets(presets, otherTwoSquares, moreSquaresOff, gravonEndings, n, freeSetup);
  }

  /**
   * These rulesets with a free setup in 1 of {@code n}.
   *
   * @param n the inverse probability (0: never)
   * @return the generator
   */
  public Rulesets freeSetupOneIn(int n) {
    return new Rulesets(presets, otherTwoSquares, moreSquaresOff, gravonEndings, houseRuleFlip, n);
  }

  /**
   * Rulesets of presets found by name in the registry of rulesets (the variants' presets need
   * {@code stratego-variants} on the path), the first the simplest, with these options.
   *
   * @param names the preset names, such as {@code classic, barrage}
   * @return the generator
   */
  public Rulesets presets(String... names) {
    return presets(java.util.Arrays.stream(names).map(Ruleset::parse).toList());
  }

  /**
   * The classic games of the drawn rulesets ({@link ClassicGame#of}), for the contract kit.
   *
   * @return the games
   */
  public Arb<ClassicGame> games() {
    return map(ClassicGame::of);
  }

  @Override
  public Ruleset draw(Draws d) {
    Ruleset preset = d.pick(presets);
    RulesetBuilder b = preset.toBuilder();
    if (flip(d, otherTwoSquares)) {
      b.twoSquaresLimit(preset.twoSquaresLimit() == 5 ? 3 : 5);
    }
    if (flip(d, moreSquaresOff)) {
      b.moreSquares(!preset.moreSquares());
    }
    if (flip(d, gravonEndings)) {
      b.gravonEndings(!preset.gravonEndings());
    }
    for (HouseRule h : HouseRule.values()) {
      if (flip(d, houseRuleFlip)) {
        b.houseRule(h, !preset.has(h));
      }
    }
    if (flip(d, freeSetup)) {
      try {
        return b.freeSetup(!preset.freeSetup()).build();
      } catch (IllegalArgumentException excluded) {
        b.freeSetup(preset.freeSetup()); // a house rule that excludes a free setup (the rescue)
      }
    }
    return b.build();
  }

  private static boolean flip(Draws d, int oneIn) {
    return oneIn > 0 && d.oneIn(oneIn);
  }
}
