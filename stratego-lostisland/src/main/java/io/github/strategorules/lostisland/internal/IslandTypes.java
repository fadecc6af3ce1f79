package io.github.strategorules.json.internal;

import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Outcome;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.View;
import io.github.strategorules.json.spi.GameCodec;
import io.github.strategorules.json.spi.Leaf;
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
 * Lost Island: {@link IslandAction}s, {@link IslandEvent}s, {@link IslandView}s (read back as
 * equal views), {@link IslandOutcome}s; explorer tags written {@code RED-A} and tiles as in
 * layouts ({@code bomb3-plus}, {@code stone-flag}).
 */
public final class IslandCodec implements GameCodec {
  private static final List<Leaf<?>> LEAVES = List.of(new Leaf<>(Tag.class, Tag::toString, Tag::parse),
      new Leaf<>(Tile.class, Tile::toString, Tile::parse));

  /** For the service loader. */
  public IslandCodec() {}

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
  public List<Leaf<?>> leaves() {
    return LEAVES;
  }
}
