package io.github.strategorules.research.classic;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.research.SetupStyle;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A classic setup style: one of the bots' ways to place a setup ({@link ClassicSetups}), offered
 * for a person's setup by {@link ClassicResearch#setups()} (C-2.1: placed piece by piece, from the
 * seat's own view).
 *
 * @param name the style's name
 * @param description what it places, in words
 * @param placement the bots' placement it offers
 */
record ClassicSetupStyle(String name, String description, ClassicSetups.Placement placement)
    implements SetupStyle {
  /**
   * The styles, the recommended first: {@code sensible}, as the reference and strategist bots set
   * up ({@link ClassicSetups#guardedSensible}: the flag on the back row guarded by bombs, the rest
   * where people put each type, {@code io.github.strategorules.core.SensibleSetups}), and {@code
   * random}, as the random bot does ({@link ClassicSetups#random}: a uniformly random arrangement,
   * the flag anywhere).
   */
  static final List<SetupStyle> ALL =
      List.of(
          new ClassicSetupStyle(
              "sensible",
              "the flag on the back row with bombs beside it, the other pieces where people put"
                  + " them in the games of the Gravon archives: the strongest bots' setup",
              ClassicSetups::guardedSensible),
          new ClassicSetupStyle(
              "random",
              "every piece on a random free square of the setup zone, the flag and the bombs too:"
                  + " the random bot's setup",
              ClassicSetups::random));

  @Override
  public Action next(View view, List<Action> legal, SplittableRandom random) {
    if (!(view instanceof ClassicView v) || v.viewer().isEmpty()) {
      throw new IllegalArgumentException(
          "a classic setup style places from a seat's own classic view, not " + view.getClass());
    }
    return placement.next(v, legal, random);
  }
}
