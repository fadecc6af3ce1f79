package io.github.strategorules.research.classic;

import io.github.strategorules.core.SensibleSetups;
import io.github.strategorules.core.action.FinishSetup;
import io.github.strategorules.core.action.PlacePiece;
import io.github.strategorules.core.board.PieceType;
import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Phase;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.view.ClassicView;
import io.github.strategorules.core.view.ViewPiece;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The reference bots' setups, one placement at a time (C-2.1: the contract places a setup piece by
 * piece), read from the bot's own view alone, so that a bot needs no memory between its placements:
 *
 * <ul>
 *   <li>{@link #random}: a random piece of those left (by count) on a random free square of the
 *       zone: the placements are symmetric in the squares, so the finished setup is a uniformly
 *       random arrangement of the roster over the zone, as {@link
 *       io.github.strategorules.core.Setup#random} draws it (a free setup whose roster outgrows its
 *       zone uses the player's half of the board there too);
 *   <li>{@link #guarded}: the flag first, on a random square of the back row, then bombs on its
 *       free neighbours in the zone (left, right, in front), then the rest as {@link #random}: the
 *       heuristic bot's setup;
 *   <li>{@link #sensible}: the library's sensible setup (human-like, learned from the Gravon
 *       archives), one step at a time: the reference bot's setup.
 * </ul>
 *
 * In a free setup the player finishes once its roster is placed.
 */
final class ClassicSetups {
  private ClassicSetups() {}

  /**
   * A setup, one placement at a time: {@link #random}, {@link #guarded}, {@link #guardedSensible}.
   */
  @FunctionalInterface
  interface Placement {
    /** The next placement (or the end of a free setup) from the bot's own view. */
    Action next(ClassicView view, List<Action> legal, SplittableRandom random);
  }

  /** A bot's play after the setups. */
  @FunctionalInterface
  interface Play {
    /** The bot's decision from its view, one of {@code legal}. */
    Action choose(ClassicView view, List<Action> legal, SplittableRandom random);
  }

  /**
   * A classic bot's decision ({@link io.github.strategorules.research.Bot#choose}): during the
   * setup the next placement of its setup, afterwards its play. The one place the classic bots tell
   * the two apart.
   */
  static Action decide(
      Transcript transcript,
      List<Action> legal,
      SplittableRandom random,
      Placement setup,
      Play play) {
    ClassicView view = ClassicResearch.view(transcript);
    return view.phase() == Phase.SETUP
        ? setup.next(view, legal, random)
        : play.choose(view, legal, random);
  }

  /** The next placement of a uniformly random setup, or the end of a free setup. */
  static Action random(ClassicView view, List<Action> legal, SplittableRandom random) {
    Seat me = view.viewer().orElseThrow();
    Ruleset r = view.ruleset();
    Set<Square> zone = zone(r, me);
    int[] left = left(view, me);
    int total = 0;
    for (int n : left) {
      total += n;
    }
    if (total > 0) {
      int pick = random.nextInt(total);
      int type = 0;
      while (pick >= left[type]) {
        pick -= left[type++];
      }
      List<Action> squares = new ArrayList<>();
      for (Action a : legal) {
        if (a instanceof PlacePiece p && p.type().ordinal() == type && zone.contains(p.square())) {
          squares.add(a);
        }
      }
      if (!squares.isEmpty()) {
        return squares.get(random.nextInt(squares.size()));
      }
    }
    for (Action a : legal) {
      if (a instanceof FinishSetup) {
        return a;
      }
    }
    return legal.get(random.nextInt(legal.size())); // not reached with the library's rules
  }

  /**
   * The next placement of the heuristic setup: the flag on the back row, bombs beside it, the rest
   * at random.
   */
  static Action guarded(ClassicView view, List<Action> legal, SplittableRandom random) {
    return guard(view, legal, random).orElseGet(() -> random(view, legal, random));
  }

  /**
   * The next placement of the reference bot's setup: the flag and its bombs as {@link #guarded}
   * places them (the flag on the back row, bombs beside and in front of it), then the rest as
   * {@link #sensible} (where people put each type).
   */
  static Action guardedSensible(ClassicView view, List<Action> legal, SplittableRandom random) {
    return guard(view, legal, random).orElseGet(() -> sensible(view, legal, random));
  }

  /** The flag on the back row, then bombs beside and in front of it; empty once that is done. */
  private static Optional<Action> guard(
      ClassicView view, List<Action> legal, SplittableRandom random) {
    Seat me = view.viewer().orElseThrow();
    Ruleset r = view.ruleset();
    int back = me == Seat.RED ? 0 : r.height() - 1;
    Optional<Square> flag = own(view, me, PieceType.FLAG);
    if (r.count(PieceType.FLAG) == 1 && flag.isEmpty()) {
      List<Action> backRow = new ArrayList<>();
      for (Action a : legal) {
        if (a instanceof PlacePiece p
            && p.type() == PieceType.FLAG
            && p.square().y() == back
            && r.isInSetupZone(me, p.square())) {
          backRow.add(a);
        }
      }
      if (!backRow.isEmpty()) {
        return Optional.of(backRow.get(random.nextInt(backRow.size())));
      }
    } else if (flag.isPresent()
        && flag.get().y() == back
        && left(view, me)[PieceType.BOMB.ordinal()] > 0) {
      int forward = me == Seat.RED ? 1 : -1;
      int[][] around = {{-1, 0}, {1, 0}, {0, forward}};
      for (int[] d : around) {
        int x = flag.get().x() + d[0];
        int y = flag.get().y() + d[1];
        if (x < 0 || y < 0 || x >= r.width() || y >= r.height()) {
          continue;
        }
        PlacePiece bomb = new PlacePiece(me, Square.of(x, y), PieceType.BOMB);
        if (r.isInSetupZone(me, bomb.square()) && legal.contains(bomb)) {
          return Optional.of(bomb);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The next placement of a sensible setup ({@link SensibleSetups#nextPlacement}: one step of the
   * library's human-like setup, drawn from the pieces placed so far), or {@link #random} where the
   * roster does not fit the zone (a free setup), and the end of a free setup once all is placed.
   */
  static Action sensible(ClassicView view, List<Action> legal, SplittableRandom random) {
    Seat me = view.viewer().orElseThrow();
    Ruleset r = view.ruleset();
    if (SensibleSetups.fits(r, me)) {
      Map<Square, PieceType> placed = new HashMap<>();
      for (Square s : r.setupZone(me)) {
        Optional<ViewPiece> p = view.pieceAt(s);
        if (p.isPresent() && p.get().owner() == me && p.get().type().isPresent()) {
          placed.put(s, p.get().type().get());
        }
      }
      Optional<PlacePiece> next = SensibleSetups.nextPlacement(r, me, placed, random);
      if (next.isPresent() && legal.contains(next.get())) {
        return next.get();
      }
    }
    return random(view, legal, random);
  }

  /** The pieces of each type the player still has to place (by ordinal). */
  private static int[] left(ClassicView view, Seat me) {
    Ruleset r = view.ruleset();
    int[] left = new int[PieceType.values().length];
    for (PieceType t : PieceType.values()) {
      left[t.ordinal()] = r.count(t);
    }
    for (int y = 0; y < r.height(); y++) {
      for (int x = 0; x < r.width(); x++) {
        Optional<ViewPiece> p = view.pieceAt(Square.of(x, y));
        if (p.isPresent() && p.get().owner() == me && p.get().type().isPresent()) {
          left[p.get().type().get().ordinal()]--;
        }
      }
    }
    for (int i = 0; i < left.length; i++) {
      left[i] = Math.max(0, left[i]);
    }
    return left;
  }

  /** Where the player placed its piece of a type, if it has (the first in square order). */
  private static Optional<Square> own(ClassicView view, Seat me, PieceType type) {
    Ruleset r = view.ruleset();
    for (int y = 0; y < r.height(); y++) {
      for (int x = 0; x < r.width(); x++) {
        Optional<ViewPiece> p = view.pieceAt(Square.of(x, y));
        if (p.isPresent() && p.get().owner() == me && p.get().type().orElse(null) == type) {
          return Optional.of(Square.of(x, y));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * The squares a random setup uses: the setup zone, or in a free setup whose roster outgrows it
   * the player's half of the board without lakes (as {@code Setup.random}).
   */
  private static Set<Square> zone(Ruleset r, Seat me) {
    Set<Square> zone = new HashSet<>(r.setupZone(me));
    if (r.pieceCount() > zone.size() && r.freeSetup()) {
      zone.clear();
      int rows = r.height() / 2;
      for (int y = 0; y < r.height(); y++) {
        boolean mine = me == Seat.RED ? y < rows : y >= r.height() - rows;
        for (int x = 0; x < r.width() && mine; x++) {
          if (!r.isLake(Square.of(x, y))) {
            zone.add(Square.of(x, y));
          }
        }
      }
    }
    return zone;
  }
}
