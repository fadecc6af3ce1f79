package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Update;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A table's fan-out: turns the referee's {@link Update}s into the frames each connection receives,
 * the first one whole, each later one as a delta from the view that connection holds ({@link
 * ViewDelta}). It builds no share itself: every update comes from the table's referee. Guarded by
 * its table's lock.
 */
final class FanOut {
  private final String game;
  private final Frames frames;

  /**
   * The print ({@link ViewPrint}) of the view each kind of receiver (a seat, or the spectators as
   * empty) holds now: deltas are taken from it. Kept as a tree the view cost most of a live game's
   * heap (a classic seat's view in its setup lists hundreds of placements: some 200 KB of nodes,
   * issue 54.4); kept deflated, it was inflated and parsed again for every receiver at every step,
   * most of the garbage of a busy server (issue 54); its print costs a long per field and per item,
   * and nothing to read back.
   */
  private final Map<Optional<Seat>, ViewPrint> held = new HashMap<>();

  /**
   * The spectators' whole message (and its diagram) at the state {@link #wholeOf}, written once for
   * every spectator who starts watching at that state, deflated ({@link PackedJson}), and the print
   * of its view.
   */
  private byte[] publicWhole;

  private ViewPrint publicWholePrint;

  private String publicWholeDiagram;
  private GameState wholeOf;

  /** Messages written (each a view's JSON and its diagram): the tests count them. */
  private int written;

  FanOut(String game, Frames frames) {
    this.game = game;
    this.frames = frames;
  }

  /** A seat's whole message on arrival: its view becomes the one its later deltas start from. */
  String whole(Seat seat, Update update, ObjectNode clocks) {
    ObjectNode message = write(update);
    held.put(Optional.of(seat), ViewPrint.of((ObjectNode) message.get("view")));
    return frames.update(game, message, update.view().toString(), null, null, clocks);
  }

  /**
   * The whole public message of a spectator who starts watching: written once per state, however
   * many spectators come at it (the frames differ only in the clocks, read at each arrival).
   */
  String spectatorWhole(Referee referee, ObjectNode clocks) {
    GameState state = referee.state();
    if (wholeOf != state) {
      Update u = referee.arrivalFor(Optional.empty());
      ObjectNode message = write(u);
      publicWhole = PackedJson.pack(frames.json(), message);
      publicWholePrint = ViewPrint.of((ObjectNode) message.get("view"));
      publicWholeDiagram = u.view().toString();
      wholeOf = state;
    }
    ObjectNode message = PackedJson.unpack(frames.json(), publicWhole);
    held.put(Optional.empty(), publicWholePrint);
    return frames.update(game, message, publicWholeDiagram, null, null, clocks);
  }

  /**
   * A step's frames for every connection but the sender's (its frame answers its message, from the
   * verdict: {@link #answer}): each seat's own share, one public share for all the spectators.
   */
  void stepped(
      Shares shares, Collection<TableSeat> seats, Collection<Peer> spectators, ObjectNode clocks) {
    for (TableSeat s : seats) {
      if (s.peer == null) {
        held.remove(Optional.of(s.seat)); // nobody holds this view: no delta is taken from it
      } else if (!shares.sender().equals(Optional.of(s.seat))) {
        deliver(s.peer, delta(Optional.of(s.seat), shares.forSeat(s.seat), null, clocks));
      }
    }
    if (spectators.isEmpty()) {
      held.remove(Optional.<Seat>empty());
    } else {
      String update = delta(Optional.empty(), shares.forSpectators(), null, clocks);
      spectators.forEach(p -> deliver(p, update));
    }
  }

  /** The sender's share of the step its message made, answering that message. */
  void answer(TableSeat sender, Shares shares, JsonNode replyTo, ObjectNode clocks) {
    if (sender.peer != null) {
      deliver(
          sender.peer,
          delta(Optional.of(sender.seat), shares.forSeat(sender.seat), replyTo, clocks));
    }
  }

  /**
   * Sends a frame; a connection that fails to take it is closed, and the others still get theirs.
   * This runs in the referee's listener, after the step was applied: a failure must not leave the
   * sender without its answer or the other receivers without the step.
   */
  private static void deliver(Peer peer, String frame) {
    try {
      peer.send(frame);
    } catch (RuntimeException e) {
      try {
        peer.close(Closes.SERVER_ERROR, "the server could not send an update");
      } catch (RuntimeException ignored) {
        // closing a connection that failed already: nothing more to do
      }
    }
  }

  /**
   * A receiver's message after a step, as a delta from the view every receiver of its kind holds.
   */
  private String delta(Optional<Seat> who, Update update, JsonNode replyTo, ObjectNode clocks) {
    ObjectNode message = write(update);
    ObjectNode view = (ObjectNode) message.get("view");
    ViewPrint now = ViewPrint.of(view);
    ViewPrint before = held.put(who, now);
    return frames.update(
        game,
        message,
        update.view().toString(),
        replyTo,
        before == null ? null : ViewDelta.between(before, view, now),
        clocks);
  }

  /** A receiver's message as JSON: the one place a view's JSON is written. */
  private ObjectNode write(Update update) {
    written++;
    return frames.json().writeMessage(update);
  }

  /** The receiver of that kind is gone: no delta is taken from its view. */
  void forget(Optional<Seat> who) {
    held.remove(who);
  }

  /** No step follows (the game is over): no view is kept for deltas. */
  void clear() {
    held.clear();
  }

  /**
   * How many messages were written (each with its view's JSON): one per connected seat and one for
   * all the spectators at each step, one per seat that joins, one per state at which spectators
   * start watching.
   */
  int written() {
    return written;
  }
}
