package io.github.strategorules.template.research;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.Transcript;
import io.github.strategorules.template.ToyEvent;
import io.github.strategorules.template.ToyGame;
import io.github.strategorules.template.ToyView;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The observation of a seat of the toy game, made from its {@link Transcript} alone, so that it
 * holds nothing the seat has not seen (TOY-2: the other seat's value stays out until a fight shows
 * it, TOY-4). {@value #SIZE} floats; the board's squares in rank order (a1, b1, c1, a2, ...):
 *
 * <ul>
 *   <li>{@code 0 .. 11}: 1 where the seat's own piece stands;
 *   <li>{@code 12 .. 23}: 1 where the other seat's piece stands;
 *   <li>{@code 24 .. 35}: 1 on the pond (TOY-1);
 *   <li>{@code 36 .. 38}: the seat's own value, one-hot (1, 2, 3), once hidden;
 *   <li>{@code 39 .. 41}: the other seat's value, one-hot, once a fight showed it;
 *   <li>{@code 42}: 1 when the seat is to decide;
 *   <li>{@code 43}: the walks so far over the walk limit (TOY-5).
 * </ul>
 *
 * A game of your own encodes its view the same way, as planes of the board and a few numbers, from
 * the transcript's view and, for what the view forgets, its entries. Immutable and thread-safe.
 */
public final class ToyObservations implements ObservationEncoder {
  /** The one encoder. */
  static final ToyObservations INSTANCE = new ToyObservations();

  /** The length of an observation. */
  public static final int SIZE = 44;

  private static final int SQUARES = ToyGame.FILES * ToyGame.RANKS;

  private ToyObservations() {}

  @Override
  public int size() {
    return SIZE;
  }

  @Override
  public void write(Transcript transcript, float[] out, int offset) {
    if (!(transcript.view() instanceof ToyView view)) {
      throw new IllegalArgumentException(
          "not a transcript of this game: " + transcript.game().spec());
    }
    Arrays.fill(out, offset, offset + SIZE, 0f);
    for (ToyView.Token t : view.tokens()) {
      boolean mine = t.owner() == transcript.seat();
      out[offset + (mine ? 0 : SQUARES) + index(t.square())] = 1f;
      if (mine && t.value().isPresent()) {
        out[offset + 36 + t.value().getAsInt() - 1] = 1f;
      }
    }
    out[offset + 2 * SQUARES + index(ToyGame.POND)] = 1f;
    for (Transcript.Entry e : transcript.entries()) {
      for (Event ev : e.events()) {
        if (ev instanceof ToyEvent.Fought f) {
          int theirs = f.attacker() == transcript.seat() ? f.defenderValue() : f.attackerValue();
          out[offset + 39 + theirs - 1] = 1f;
        }
      }
    }
    out[offset + 42] = view.toDecide().contains(transcript.seat()) ? 1f : 0f;
    out[offset + 43] = view.walks() / (float) ToyGame.WALK_LIMIT;
  }

  /**
   * The seat and every step as it saw it (the actor, the action or {@code ?} for the other seat's
   * hidden value, and the events): equal for two games exactly when the seat saw the same.
   */
  @Override
  public String infoState(Transcript transcript) {
    return transcript.seat()
        + transcript.entries().stream()
            .map(
                e ->
                    " | "
                        + e.actor()
                        + ": "
                        + e.action().map(Action::notation).orElse("?")
                        + " "
                        + e.events())
            .collect(Collectors.joining());
  }

  private static int index(Square s) {
    return s.y() * ToyGame.FILES + s.x();
  }

  @Override
  public String toString() {
    return "ToyObservations[" + SIZE + "]";
  }
}
