package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.GameTypes;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.TextForm;
import io.github.strategorules.core.game.View;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOutcome;
import io.github.strategorules.lostisland.IslandTermination;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Tag;
import io.github.strategorules.lostisland.Tile;
import java.util.List;

/**
 * Lost Island's value types for codecs, given by its provider: {@link IslandAction}s, {@link
 * IslandEvent}s, {@link IslandView}s (read back as equal views), {@link IslandOutcome}s; explorer
 * tags written {@code RED-A} and tiles as in layouts ({@code bomb3-plus}, {@code stone-flag}). No
 * codec library is needed: codecs read the records' components.
 */
public final class IslandTypes implements GameTypes {
  private static final List<TextForm<?>> TEXT_FORMS =
      List.of(
          new TextForm<>(Tag.class, Tag::toString, Tag::parse),
          new TextForm<>(Tile.class, Tile::toString, Tile::parse));

  /** The one description. */
  public IslandTypes() {}

  @Override
  public String family() {
    return IslandGame.FAMILY;
  }

  @Override
  public Class<? extends Action> actionType() {
    return IslandAction.class;
  }

  @Override
  public Class<? extends Event> eventType() {
    return IslandEvent.class;
  }

  @Override
  public Class<? extends Record> viewType() {
    return IslandView.class;
  }

  @Override
  public Record viewValue(View view) {
    if (view instanceof IslandView v) {
      return v;
    }
    throw new IllegalArgumentException("not a view of Lost Island: " + view.getClass().getName());
  }

  @Override
  public Outcome outcome(List<Seat> winners, String termination) {
    return new IslandOutcome(winners, IslandTermination.valueOf(termination));
  }

  @Override
  public List<TextForm<?>> textForms() {
    return TEXT_FORMS;
  }
}
