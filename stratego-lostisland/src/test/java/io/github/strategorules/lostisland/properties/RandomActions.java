package io.github.strategorules.lostisland.properties;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.Axis;
import io.github.strategorules.lostisland.Direction;
import io.github.strategorules.lostisland.IslandAction;
import java.util.List;
import java.util.SplittableRandom;

/** Random actions of every type, legal or not, squares a bit beyond the grid included. */
final class RandomActions {
  private RandomActions() {}

  static Square square(SplittableRandom r) {
    return Square.of(r.nextInt(8), r.nextInt(8));
  }

  static List<Integer> values(SplittableRandom r) {
    return List.of(1 + r.nextInt(7), 1 + r.nextInt(7), 1 + r.nextInt(7));
  }

  static IslandAction any(SplittableRandom r) {
    Seat s = Seat.of(r.nextInt(4));
    return switch (r.nextInt(16)) {
      case 14 -> new IslandAction.PlaceExplorer(s, square(r), 1 + r.nextInt(7));
      case 15 -> new IslandAction.BuyReinforcement(s, square(r));
      case 0 -> new IslandAction.PlaceExplorers(s, values(r));
      case 1 -> new IslandAction.OrderBoat(s, values(r));
      case 2 -> new IslandAction.Move(s, square(r), square(r));
      case 3 -> new IslandAction.Swim(s, square(r), square(r));
      case 4 -> new IslandAction.Flip(s, square(r));
      case 5 -> new IslandAction.Reinforce(s, square(r));
      case 6 -> new IslandAction.BuyRing(s, square(r));
      case 7 -> new IslandAction.Spy(s, square(r));
      case 8 -> new IslandAction.EndStep(s);
      case 9 -> new IslandAction.RemoveTile(s, square(r));
      case 10 -> new IslandAction.ChooseAxis(s, Axis.values()[r.nextInt(2)]);
      case 11 -> new IslandAction.ChooseDirection(s, Direction.values()[r.nextInt(8)]);
      case 12 -> new IslandAction.BombExpert(s, r.nextBoolean());
      default -> new IslandAction.PlaceFlag(s, square(r));
    };
  }
}
