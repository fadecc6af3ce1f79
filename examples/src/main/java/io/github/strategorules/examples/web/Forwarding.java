package io.github.strategorules.examples.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which client address the bounds count when the server runs behind reverse proxies. By default
 * ({@link #none()}) the TCP peer's address, and forwarded headers are ignored: any client can write
 * them. When the peer is one of {@code trustedProxies}, the server reads {@code header} ({@code
 * X-Forwarded-For} or {@code Forwarded}, the one the proxy writes, since a client may send the
 * other) and takes its right-most address that is not a trusted proxy: each proxy appends the
 * address it received the request from, so everything left of that address was written by the
 * client. A hop that is not an IP address (such as {@code unknown}) yields the proxy's own address,
 * which all its clients then share. Connections from a trusted proxy are not bounded per address at
 * the TCP level ({@link Limits#maxHttpConnectionsPerAddress()}): the proxy carries every client's.
 *
 * @param trustedProxies the proxies' IP addresses (literals, such as {@code 10.0.0.5} or {@code
 *     ::1}; no names), empty for none
 * @param header the header the proxies write: {@code X-Forwarded-For} or {@code Forwarded}
 */
public record Forwarding(Set<String> trustedProxies, String header) {
  /**
   * Checks the values and puts the addresses in canonical form.
   *
   * @param trustedProxies the proxies' addresses
   * @param header the header
   */
  public Forwarding {
    Objects.requireNonNull(header, "header");
    if (!header.equalsIgnoreCase("X-Forwarded-For") && !header.equalsIgnoreCase("Forwarded")) {
      throw new IllegalArgumentException(
          "the forwarded header is X-Forwarded-For or Forwarded, not " + header);
    }
    trustedProxies =
        trustedProxies.stream()
            .map(
                p -> {
                  String c = ClientAddress.canonical(p);
                  if (c == null) {
                    throw new IllegalArgumentException(
                        "a trusted proxy is an IP address, not " + p);
                  }
                  return c;
                })
            .collect(Collectors.toUnmodifiableSet());
  }

  /**
   * No trusted proxy: forwarded headers are ignored (the default).
   *
   * @return the setting
   */
  public static Forwarding none() {
    return new Forwarding(Set.of(), "X-Forwarded-For");
  }

  /**
   * Whether an address is a trusted proxy's.
   *
   * @param address the address
   * @return true for a trusted proxy
   */
  public boolean trusts(String address) {
    String c = trustedProxies.isEmpty() ? null : ClientAddress.canonical(address);
    return c != null && trustedProxies.contains(c);
  }

  /**
   * The client's address of a request.
   *
   * @param peer the TCP peer's address
   * @param values the values of {@link #header()} in the request, in order (empty when none)
   * @return the address the bounds count
   */
  public String client(String peer, List<String> values) {
    if (!trusts(peer)) {
      return peer;
    }
    List<String> hops = new ArrayList<>();
    for (String v : values) {
      for (String hop : v.split(",", -1)) {
        hops.add(hop);
      }
    }
    for (int i = hops.size() - 1; i >= 0; i--) {
      String a =
          ClientAddress.canonical(
              withoutPort(
                  header.equalsIgnoreCase("Forwarded") ? forValue(hops.get(i)) : hops.get(i)));
      if (a == null) {
        return ClientAddress.canonical(peer);
      }
      if (!trustedProxies.contains(a)) {
        return a;
      }
    }
    return ClientAddress.canonical(peer);
  }

  /** The {@code for} parameter of one element of a {@code Forwarded} header, unquoted, or "". */
  private static String forValue(String element) {
    for (String pair : element.split(";")) {
      String p = pair.strip();
      if (p.toLowerCase(Locale.ROOT).startsWith("for=")) {
        String v = p.substring(4).strip();
        return v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")
            ? v.substring(1, v.length() - 1)
            : v;
      }
    }
    return "";
  }

  /**
   * An address without its port: {@code [2001:db8::1]:4711} and {@code 192.0.2.1:80} lose theirs.
   */
  private static String withoutPort(String hop) {
    String h = hop.strip();
    if (h.startsWith("[")) {
      int end = h.indexOf(']');
      return end < 0 ? h : h.substring(0, end + 1);
    }
    int colon = h.indexOf(':');
    return colon > 0 && colon == h.lastIndexOf(':') ? h.substring(0, colon) : h;
  }
}
