package io.github.strategorules.examples.web;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/**
 * Client addresses as the bounds count them: an address in one canonical text form, its network
 * prefix (an IPv4 /24, an IPv6 /64), since one client easily holds many addresses of one network
 * but rarely many networks, and the wider networks that hold the prefix (an IPv4 /16; an IPv6 /56
 * and /48, the sizes providers hand a customer), since one client may hold many prefixes of one
 * network: 65,536 /64s in one /48.
 */
final class ClientAddress {
  private ClientAddress() {}

  /**
   * An IP address literal in canonical form ({@code 127.0.0.1}, {@code 2001:db8:0:0:0:0:0:1}), or
   * null when the text is not one. Never looks a name up: only literals are parsed.
   *
   * @param text the text, maybe in brackets ({@code [::1]})
   * @return the address, or null
   */
  static String canonical(String text) {
    if (text == null) {
      return null;
    }
    String t = text.strip();
    if (t.startsWith("[") && t.endsWith("]")) {
      t = t.substring(1, t.length() - 1);
    }
    boolean v4 = isDottedQuad(t);
    boolean v6 =
        t.indexOf(':') >= 0
            && t.chars().allMatch(c -> c == ':' || c == '.' || Character.digit(c, 16) >= 0);
    if (!v4 && !v6 || t.length() > 45) {
      return null;
    }
    try {
      // A literal only (checked above): getByName parses it without asking any name server.
      return InetAddress.getByName(t).getHostAddress();
    } catch (UnknownHostException e) {
      return null;
    }
  }

  /**
   * Four decimal numbers of 0 to 255: an IPv4 literal (anything else would be looked up as a name).
   */
  private static boolean isDottedQuad(String t) {
    String[] parts = t.split("\\.", -1);
    if (parts.length != 4) {
      return false;
    }
    for (String p : parts) {
      if (p.isEmpty()
          || p.length() > 3
          || !p.chars().allMatch(c -> c >= '0' && c <= '9')
          || Integer.parseInt(p) > 255) {
        return false;
      }
    }
    return true;
  }

  /**
   * The network prefix of an address: {@code 10.1.2.0/24} for IPv4 (an IPv4-mapped IPv6 address
   * too), the first four groups and {@code ::/64} for IPv6; the text itself when it is not an
   * address (the bounds then count it alone).
   *
   * @param address an address, as {@link #canonical} gives it
   * @return the prefix
   */
  static String prefix(String address) {
    if (address == null) {
      return null;
    }
    int dot = address.lastIndexOf('.');
    if (address.indexOf(':') < 0 && dot > 0) {
      return address.substring(0, dot) + ".0/24"; // the common case, without parsing
    }
    int fourth = canonicalFourthColon(address);
    if (fourth > 0) {
      return address.substring(0, fourth) + "::/64"; // canonical already: its first four groups
    }
    String c = canonical(address);
    if (c == null) {
      return address;
    }
    try {
      InetAddress a = InetAddress.getByName(c);
      if (a instanceof Inet4Address) {
        return prefix(c);
      }
      byte[] b = a.getAddress();
      return String.format(
          "%x:%x:%x:%x::/64",
          (b[0] & 0xff) << 8 | b[1] & 0xff,
          (b[2] & 0xff) << 8 | b[3] & 0xff,
          (b[4] & 0xff) << 8 | b[5] & 0xff,
          (b[6] & 0xff) << 8 | b[7] & 0xff);
    } catch (UnknownHostException e) {
      return address;
    }
  }

  /**
   * The index of the fourth colon of an IPv6 address in the canonical form {@link #canonical} gives
   * ({@code 2001:db8:7:1a3:0:0:0:1}: eight groups of one to four lowercase hexadecimal digits
   * without leading zeros), or -1 for any other text. A flood of connections is admitted, counted
   * and released by its addresses' networks: read from the text, they cost no parsing.
   */
  private static int canonicalFourthColon(String address) {
    int groups = 1;
    int digits = 0;
    int fourth = -1;
    for (int i = 0; i < address.length(); i++) {
      char c = address.charAt(i);
      if (c == ':') {
        if (digits == 0) {
          return -1;
        }
        if (++groups == 5) {
          fourth = i;
        }
        digits = 0;
      } else if ((c >= '0' && c <= '9' || c >= 'a' && c <= 'f')
          && digits < 4
          && !(digits == 1 && address.charAt(i - 1) == '0')) {
        digits++;
      } else {
        return -1;
      }
    }
    return groups == 8 && digits > 0 ? fourth : -1;
  }

  /**
   * The networks that hold an address, widest first, its prefix last: {@code 10.1.0.0/16}, {@code
   * 10.1.2.0/24} for IPv4 (an IPv4-mapped IPv6 address too); {@code 2001:db8:7::/48}, {@code
   * 2001:db8:7:100::/56}, {@code 2001:db8:7:123::/64} for IPv6; the text itself alone when it is
   * not an address.
   *
   * @param address an address, as {@link #canonical} gives it
   * @return the networks, widest first
   */
  static List<String> networks(String address) {
    if (address == null) {
      return List.of();
    }
    String prefix = prefix(address);
    if (prefix.endsWith(".0/24")) {
      String net = prefix.substring(0, prefix.length() - ".0/24".length());
      return List.of(net.substring(0, net.lastIndexOf('.')) + ".0.0/16", prefix);
    }
    if (!prefix.endsWith("::/64")) {
      return List.of(prefix);
    }
    String[] groups = prefix.substring(0, prefix.length() - "::/64".length()).split(":");
    int fourth = Integer.parseInt(groups[3], 16);
    String first = groups[0] + ":" + groups[1] + ":" + groups[2];
    return List.of(
        first + "::/48", first + ":" + Integer.toHexString(fourth & 0xff00) + "::/56", prefix);
  }

  /**
   * The bound of one network of {@link #networks}: the wide one's (an IPv4 /16, an IPv6 /48), a
   * /56's (the wide bound or twice the prefix's, the smaller), or the prefix's.
   *
   * @param network a network
   * @param perPrefix the bound of a prefix
   * @param perNetwork the bound of a wide network
   * @return the bound
   */
  static int bound(String network, int perPrefix, int perNetwork) {
    if (network.endsWith("/16") || network.endsWith("/48")) {
      return perNetwork;
    }
    if (network.endsWith("/56")) {
      return (int) Math.min(perNetwork, 2L * perPrefix);
    }
    return perPrefix;
  }
}
