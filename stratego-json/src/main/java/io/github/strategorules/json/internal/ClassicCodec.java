package io.github.strategorules.json.internal;

import io.github.strategorules.core.action.ClassicAction;
import io.github.strategorules.core.event.ClassicEvent;
import io.github.strategorules.core.event.ClassicOutcome;
import io.github.strategorules.core.event.ClassicTermination;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.json.ClassicViewValue;
import io.github.strategorules.json.spi.GameCodec;
import java.util.List;

/**
 * The classic family (every ruleset, variants and house rules included): {@link ClassicAction}s,
 * {@link ClassicEvent}s, views as {@link ClassicViewValue}, outcomes as {@link ClassicOutcome}.
 */
public final class ClassicCodec implements GameCodec {
  /** For the service loader. */
  public ClassicCodec() {}

  @Override
  public String family() {
    return "classic";
  }

  @Override
  public Class<? extends Action> actionType() {
    return ClassicAction.class;
  }

  @Override
  public Class<? extends Event> eventType() {
    return ClassicEvent.class;
  }

  @Override
  public Class<? extends Record> viewType() {
    return ClassicViewValue.class;
  }

  @Override
  public Record viewValue(View view) {
    if (view instanceof ClassicView v) {
      return ClassicViewValue.of(v);
    }
    if (view instanceof ClassicViewValue v) {
      return v;
    }
    throw new IllegalArgumentException(
        "not a view of a classic-family game: " + view.getClass().getName());
  }

  @Override
  public Outcome outcome(List<Seat> winners, String termination) {
    ClassicTermination t = ClassicTermination.valueOf(termination);
    if (winners.size() > 1 || winners.stream().anyMatch(s -> s.index() > 1)) {
      throw new IllegalArgumentException("a classic game has at most one winner, RED or BLUE");
    }
    return winners.isEmpty() ? ClassicOutcome.draw(t) : ClassicOutcome.win(winners.get(0), t);
  }
}
