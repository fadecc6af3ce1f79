package io.github.strategorules.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.strategorules.core.ClassicState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import org.junit.jupiter.api.Test;

/**
 * The bridge by which a state builds its views cannot be taken over: on the class path its package
 * is open to every caller, so a factory registered by anyone but the view is refused, and views are
 * still built by the view's own factory.
 */
class ClassicViewsTest {
  @Test
  void noClassButTheViewRegistersTheFactory() {
    assertThatThrownBy(
            () ->
                ClassicViews.register(
                    (state, viewer, inputs) -> {
                      throw new AssertionError("a foreign factory was used");
                    }))
        .isInstanceOf(IllegalCallerException.class);
    ClassicState game = ClassicState.newGame(Ruleset.classic());
    assertThat(game.viewFor(Seat.RED).seat()).contains(Seat.RED);
  }
}
