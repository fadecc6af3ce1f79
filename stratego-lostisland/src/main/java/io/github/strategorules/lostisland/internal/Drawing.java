package io.github.strategorules.lostisland.internal;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Tile;

/**
 * Draws a view as text (LI-13): only what the view holds, so a drawing reveals nothing the viewer
 * has not seen.
 */
public final class Drawing {
  private Drawing() {}

  /**
   * The drawing: row 6 on top, then boats, coins, supplies and the pending decision.
   *
   * @param v the view
   * @return the text
   */
  public static String draw(IslandView v) {
    StringBuilder sb = new StringBuilder();
    sb.append("Lost Island, view of ")
        .append(v.referee() ? "the referee" : v.viewer().map(Enum::name).orElse("a spectator"))
        .append(", turn ")
        .append(v.turn())
        .append('\n');
    for (int y = Grid.SIZE - 1; y >= 0; y--) {
      sb.append(y + 1).append(' ');
      for (int x = 0; x < Grid.SIZE; x++) {
        sb.append(' ').append(cell(v, v.cell(Square.of(x, y))));
      }
      sb.append('\n');
    }
    sb.append("  ");
    for (int x = 0; x < Grid.SIZE; x++) {
      sb.append("  ").append((char) ('a' + x)).append("  ");
    }
    sb.append('\n');
    sb.append(
        "  (~ water, . face-down green, # face-down stone, _ plain, L loot, B bomb, S storm, F flag stone;\n"
            + "   explorer: seat, value or ?, ! flag, + ring; $n coins, ' revealed this turn)\n");
    for (int s = 0; s < v.players(); s++) {
      int seat = s;
      sb.append(io.github.strategorules.core.game.Seat.of(s))
          .append(": ")
          .append(v.coinsHeld().get(s))
          .append(" coins, boat [");
      v.explorers().stream()
          .filter(e -> e.tag().seat().index() == seat && e.boatSlot() >= 0)
          .sorted(java.util.Comparator.comparingInt(IslandView.ExplorerView::boatSlot))
          .forEach(
              e ->
                  sb.append(' ')
                      .append(e.tag().letter())
                      .append(':')
                      .append(
                          e.value().isPresent() ? Integer.toString(e.value().getAsInt()) : "?"));
      sb.append(" ]\n");
    }
    sb.append("supply: ")
        .append(v.supplyCoins())
        .append(" coins, ")
        .append(v.supplyRings())
        .append(" rings; lost at sea: ")
        .append(v.lostCoins())
        .append(" coins; flag: ")
        .append(v.flag().status().name().toLowerCase(java.util.Locale.ROOT));
    v.flag().square().ifPresent(s -> sb.append(" at ").append(s));
    sb.append('\n');
    v.decision()
        .ifPresent(
            d ->
                sb.append("waiting for ")
                    .append(d.seat())
                    .append(": ")
                    .append(d.kind())
                    .append('\n'));
    if (!v.drawAgreed().isEmpty()) {
      sb.append("draw agreed by: ")
          .append(String.join(", ", v.drawAgreed().stream().map(Enum::name).toList()))
          .append('\n');
    }
    v.outcome().ifPresent(o -> sb.append("game over: ").append(o).append('\n'));
    return sb.toString();
  }

  /**
   * A cell in 4 characters: the tile, then the explorer (seat, tag letter, value or ?) or
   * coins/flag.
   */
  private static String cell(IslandView v, IslandView.CellView c) {
    char t =
        switch (c.kind()) {
          case WATER -> '~';
          case GREEN_FACE_DOWN -> c.tile().isPresent() ? downChar(c.tile().get()) : '.';
          case STONE_FACE_DOWN -> c.tile().isPresent() ? downChar(c.tile().get()) : '#';
          case FACE_UP -> tileChar(c.tile().orElseThrow());
        };
    String rest;
    if (c.explorer().isPresent()) {
      IslandView.ExplorerView e = v.explorer(c.explorer().get()).orElseThrow();
      rest =
          ""
              + e.tag().seat().name().charAt(0)
              + (e.value().isPresent() ? (char) ('0' + e.value().getAsInt()) : '?')
              + (e.carriesFlag() ? '!' : e.ring() ? '+' : ' ');
    } else if (c.flag()) {
      rest = "F" + (c.coins() > 0 ? c.coins() + " " : "  ");
    } else if (c.coins() > 0) {
      rest = "$" + c.coins() + (c.freshCoins() ? "'" : " ");
    } else {
      rest = "   ";
    }
    return t + rest;
  }

  private static char tileChar(Tile t) {
    return switch (t.kind()) {
      case PLAIN -> '_';
      case LOOT -> 'L';
      case BOMB -> 'B';
      case STORM -> 'S';
      case FLAG -> 'F';
    };
  }

  /** A face-down tile in the referee's drawing. */
  private static char downChar(Tile t) {
    return switch (t.kind()) {
      case PLAIN -> 'p';
      case LOOT -> 'l';
      case BOMB -> 'b';
      case STORM -> 's';
      case FLAG -> 'f';
    };
  }
}
