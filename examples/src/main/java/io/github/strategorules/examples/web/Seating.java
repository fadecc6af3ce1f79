package io.github.strategorules.examples.web;

import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Who is at a table: its seats (a person's, proven by a token and held by at most one connection,
 * or a bot's) and its spectators, with the rules of taking a seat, taking it back and watching. It
 * sends nothing: {@link Table} tells the connections. Guarded by its table's lock.
 */
final class Seating {
  private final Map<Seat, TableSeat> slots = new EnumMap<>(Seat.class);
  private final Set<Peer> spectators = new LinkedHashSet<>();
  private final Table.Owner owner;
  private final int maxSpectators;

  /** Whether a connection other than the creator's ever took a seat or watched. */
  private boolean othersCame;

  Seating(GameState start, Map<Seat, Table.SeatedBot> bots, Table.Owner owner, int maxSpectators) {
    this.owner = owner;
    this.maxSpectators = maxSpectators;
    for (Seat s : start.game().seats()) {
      Table.SeatedBot b = bots.get(s);
      TableSeat slot =
          b == null
              ? new TableSeat(s, null, null, 0)
              : new TableSeat(s, b.name(), b.player(), b.seed());
      if (slot.isBot()) {
        slot.transcript = Transcript.start(start, s);
      }
      slots.put(s, slot);
    }
  }

  /** Gives a seat for people a token: the wanted one, or the first free one. */
  TableSeat take(Optional<Seat> wanted) {
    TableSeat slot;
    if (wanted.isPresent()) {
      slot = slots.get(wanted.get());
      if (slot == null || slot.isBot()) {
        throw new WebException(
            ErrorCode.NO_SUCH_SEAT, wanted.get() + " is not a seat for people in this game");
      }
      if (slot.token != null) {
        throw new WebException(ErrorCode.SEAT_TAKEN, wanted.get() + " is taken");
      }
    } else {
      slot =
          slots.values().stream()
              .filter(s -> !s.isBot() && s.token == null)
              .findFirst()
              .orElseThrow(
                  () -> new WebException(ErrorCode.NO_FREE_SEAT, "every seat for people is taken"));
    }
    slot.token = Tokens.seatToken();
    return slot;
  }

  /** A taken seat, proven by its token; the connection that held it, if another, is closed. */
  TableSeat reclaim(Peer peer, Seat seat, String token) {
    TableSeat slot = slots.get(seat);
    if (slot == null || slot.isBot()) {
      throw new WebException(
          ErrorCode.NO_SUCH_SEAT, seat + " is not a seat for people in this game");
    }
    if (slot.token == null || !Tokens.same(slot.token, token)) {
      throw new WebException(ErrorCode.BAD_TOKEN, "this is not the token of " + seat);
    }
    if (slot.peer != null && slot.peer != peer) {
      Peer old = slot.peer;
      slot.peer = null;
      old.close(Closes.RESUMED, "the seat was resumed from another connection");
    }
    return slot;
  }

  /** The connection now holds the seat. */
  void hold(TableSeat slot, Peer peer) {
    slot.peer = peer;
    noteArrival(peer);
  }

  /** The connection watches, within the bound on spectators. */
  void watch(Peer peer) {
    if (spectators.size() >= maxSpectators) {
      throw new WebException(
          ErrorCode.TABLE_FULL, "this game has " + maxSpectators + " spectators already");
    }
    spectators.add(peer);
    noteArrival(peer);
  }

  private void noteArrival(Peer peer) {
    if (owner.connection() != peer) {
      othersCame = true;
    }
  }

  /**
   * The connection is gone: it watches no more and holds no seat (a seat stays reserved for its
   * token).
   *
   * @param seatLeft told of each seat the connection held
   * @return whether anything changed
   */
  boolean leave(Peer peer, Consumer<Seat> seatLeft) {
    boolean changed = spectators.remove(peer);
    for (TableSeat s : slots.values()) {
      if (s.peer == peer) {
        s.peer = null;
        seatLeft.accept(s.seat);
        changed = true;
      }
    }
    return changed;
  }

  TableSeat get(Seat seat) {
    return slots.get(seat);
  }

  Map<Seat, TableSeat> slots() {
    return slots;
  }

  Collection<TableSeat> seats() {
    return slots.values();
  }

  Set<Peer> spectators() {
    return Collections.unmodifiableSet(spectators);
  }

  /** Every connection of the table: the seats' then the spectators'. */
  List<Peer> peers() {
    List<Peer> all = new ArrayList<>();
    slots.values().stream().filter(s -> s.peer != null).forEach(s -> all.add(s.peer));
    all.addAll(spectators);
    return all;
  }

  /** Whether no seat for people is free (the clocks may start). */
  boolean allTaken() {
    return slots.values().stream().allMatch(s -> s.isBot() || s.token != null);
  }

  boolean hasFreeSeat() {
    return slots.values().stream().anyMatch(s -> !s.isBot() && s.token == null);
  }

  /** Whether a person holds a seat or watches now. */
  boolean anyoneHere() {
    return slots.values().stream().anyMatch(s -> s.peer != null) || !spectators.isEmpty();
  }

  Table.Owner owner() {
    return owner;
  }

  boolean othersCame() {
    return othersCame;
  }

  /** The seats' public facts (who plays them, taken, connected) and the count of spectators. */
  void describe(ObjectNode table) {
    ArrayNode seats = table.putArray("seats");
    for (TableSeat s : slots.values()) {
      ObjectNode o = seats.addObject();
      o.put("seat", s.seat.name());
      o.put("player", s.isBot() ? "bot" : "human");
      o.put("bot", s.botName);
      o.put("taken", s.isBot() || s.token != null);
      o.put("connected", s.isBot() || s.peer != null);
    }
    table.put("spectators", spectators.size());
  }

  /** Nobody is here any more (the table closed its connections). */
  void clear() {
    spectators.clear();
    slots.values().forEach(s -> s.peer = null);
  }
}
