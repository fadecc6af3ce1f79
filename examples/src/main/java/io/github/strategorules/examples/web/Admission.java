package io.github.strategorules.examples.web;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fair admission by network hierarchy (issue 54), the same for connections and games: holders are
 * counted per address and per network at every level ({@link ClientAddress#networks}: an IPv4 /16
 * and /24, an IPv6 /48, /56 and /64), each level has its bound, a newcomer is a client whose widest
 * network holds nothing (so the newcomers' share is decided at every level: a fresh /64 of a /48
 * that holds places is no newcomer), and a full server lets a client take the place of the most
 * idle holder of the most crowded network, when that network holds at least two more than the
 * client's. Holding places then costs an attacker continuous play, and a network that holds one
 * place, or as many as the client's, is never taken from. Not thread-safe: its callers lock.
 */
final class Admission {
  private Admission() {}

  /** A place's holder: its client's address and since when it has been idle. */
  interface Holder {
    /**
     * The client's address.
     *
     * @return the address, or null for a holder made in code (never counted, never taken from)
     */
    String address();

    /**
     * The networks of the client's address ({@link ClientAddress#networks}): a holder that is asked
     * often (a connection, a game, each time a full server looks for a place to give) keeps them.
     *
     * @return the networks, widest first
     */
    default List<String> networks() {
      return ClientAddress.networks(address());
    }

    /**
     * Since when the holder has done nothing that keeps its place: a connection's last applied game
     * action (its opening if none), a game's last move by a person (its creation if none).
     *
     * @return the time, in {@link System#nanoTime()} units
     */
    long idleSince();
  }

  /**
   * The places held per address and per network at every level.
   *
   * @param holders the holders
   * @return the counts, by address and by network
   */
  static Map<String, Integer> count(Collection<? extends Holder> holders) {
    Map<String, Integer> counts = new HashMap<>();
    for (Holder h : holders) {
      add(counts, h.address(), h.networks(), 1);
    }
    return counts;
  }

  /**
   * Counts a holder's address and networks in or out.
   *
   * @param counts the counts
   * @param address the address, or null (not counted)
   * @param delta +1 or -1
   */
  static void add(Map<String, Integer> counts, String address, int delta) {
    add(counts, address, ClientAddress.networks(address), delta);
  }

  /**
   * Counts a holder's address and networks in or out, its networks known.
   *
   * @param counts the counts
   * @param address the address, or null (not counted)
   * @param networks its networks ({@link ClientAddress#networks})
   * @param delta +1 or -1
   */
  static void add(Map<String, Integer> counts, String address, List<String> networks, int delta) {
    if (address == null) {
      return;
    }
    for (String k : networks) {
      counts.merge(k, delta, Admission::sum);
    }
    if (!networks.contains(address)) { // text that is no address is its own network
      counts.merge(address, delta, Admission::sum);
    }
  }

  /** A count merged with a change, or null (removed) at zero. */
  private static Integer sum(Integer a, Integer b) {
    return a + b <= 0 ? null : a + b;
  }

  /**
   * Why a client's address or one of its networks may hold no more places, or null.
   *
   * @param counts the places held
   * @param address the client's address (null: no bound)
   * @param perAddress the bound of one address
   * @param perPrefix the bound of a prefix (an IPv4 /24, an IPv6 /64)
   * @param perNetwork the bound of a wide network (an IPv4 /16, an IPv6 /48)
   * @return the network (or the address) at its bound, or null
   */
  static String full(
      Map<String, Integer> counts, String address, int perAddress, int perPrefix, int perNetwork) {
    return full(
        counts, address, ClientAddress.networks(address), perAddress, perPrefix, perNetwork);
  }

  /**
   * As {@link #full(Map, String, int, int, int)}, the address's networks known.
   *
   * @param counts the places held
   * @param address the client's address (null: no bound)
   * @param networks its networks ({@link ClientAddress#networks})
   * @param perAddress the bound of one address
   * @param perPrefix the bound of a prefix
   * @param perNetwork the bound of a wide network
   * @return the network (or the address) at its bound, or null
   */
  static String full(
      Map<String, Integer> counts,
      String address,
      List<String> networks,
      int perAddress,
      int perPrefix,
      int perNetwork) {
    if (address == null) {
      return null;
    }
    if (counts.getOrDefault(address, 0) >= perAddress) {
      return address;
    }
    for (String n : networks) {
      if (counts.getOrDefault(n, 0) >= ClientAddress.bound(n, perPrefix, perNetwork)) {
        return n;
      }
    }
    return null;
  }

  /**
   * Whether a client is a newcomer: its widest network holds no place (a client made in code is).
   *
   * @param counts the places held
   * @param address the client's address
   * @return true for a newcomer
   */
  static boolean newcomer(Map<String, Integer> counts, String address) {
    return newcomer(counts, address, ClientAddress.networks(address));
  }

  /**
   * As {@link #newcomer(Map, String)}, the address's networks known.
   *
   * @param counts the places held
   * @param address the client's address
   * @param networks its networks ({@link ClientAddress#networks})
   * @return true for a newcomer
   */
  static boolean newcomer(Map<String, Integer> counts, String address, List<String> networks) {
    return address == null || held(counts, address, networks) == 0;
  }

  /** The places held by the widest network of an address (its address alone for other text). */
  private static int held(Map<String, Integer> counts, String address, List<String> networks) {
    return counts.getOrDefault(networks.isEmpty() ? address : networks.get(0), 0);
  }

  /**
   * The holder whose place a client takes in a full server: in the network (widest level) that
   * holds the most places, at least two more than the client's, the holder idle the longest, if it
   * has been idle for {@code idle} nanoseconds; the next most crowded network when none of that
   * one's is. Null when no network is crowded enough or no holder idle enough.
   *
   * @param <H> the holders' type
   * @param holders the holders
   * @param counts their counts ({@link #count})
   * @param address the client's address
   * @param now the time, in {@link System#nanoTime()} units
   * @param idle how long a holder must have been idle, in nanoseconds
   * @return the holder, or null
   */
  static <H extends Holder> H victim(
      Collection<H> holders, Map<String, Integer> counts, String address, long now, long idle) {
    return victim(holders, counts, address, ClientAddress.networks(address), now, idle);
  }

  /**
   * As {@link #victim(Collection, Map, String, long, long)}, the client's networks known.
   *
   * @param <H> the holders' type
   * @param holders the holders
   * @param counts their counts ({@link #count})
   * @param address the client's address
   * @param networks its networks ({@link ClientAddress#networks})
   * @param now the time, in {@link System#nanoTime()} units
   * @param idle how long a holder must have been idle, in nanoseconds
   * @return the holder, or null
   */
  static <H extends Holder> H victim(
      Collection<H> holders,
      Map<String, Integer> counts,
      String address,
      List<String> networks,
      long now,
      long idle) {
    int mine = address == null ? 0 : held(counts, address, networks);
    Map<String, H> idlest = new HashMap<>();
    for (H h : holders) {
      if (h.address() == null || now - h.idleSince() < idle) {
        continue;
      }
      List<String> n = h.networks();
      String widest = n.isEmpty() ? h.address() : n.get(0);
      if (counts.getOrDefault(widest, 0) < mine + 2) {
        continue;
      }
      idlest.merge(widest, h, (a, b) -> b.idleSince() < a.idleSince() ? b : a);
    }
    H best = null;
    int crowd = -1;
    for (Map.Entry<String, H> e : idlest.entrySet()) {
      int c = counts.getOrDefault(e.getKey(), 0);
      if (c > crowd || c == crowd && e.getValue().idleSince() < best.idleSince()) {
        crowd = c;
        best = e.getValue();
      }
    }
    return best;
  }
}
