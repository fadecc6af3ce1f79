package io.github.strategorules.examples.web;

import java.net.URI;
import java.util.Locale;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Checks who a request is for and where a WebSocket comes from, before anything else. A server on
 * 127.0.0.1 is reachable from any page the machine's browser opens: a page of another site may open
 * its WebSocket (cross-site use), and a name that resolves to 127.0.0.1 once the page has loaded
 * (DNS rebinding) reads its pages as if they were that site's. So the {@code Host} header must name
 * the loopback, the address listened on, an IP address when the server listens on every address, or
 * a name of {@link WebConfig#allowedHosts()} (else 421, misdirected request); and a WebSocket
 * upgrade that carries an {@code Origin} must come from a page of the server's own origin (the
 * request's scheme, and the host and port of its {@code Host} header) or of {@link
 * WebConfig#allowedOrigins()} (else 403). An origin with user info ({@code
 * http://127.0.0.1:8080@evil.example}) is refused: its host is the part after the {@code @}, which
 * a comparison of the text before the colon would miss.
 */
final class HostCheck extends Handler.Wrapper {
  private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]");

  private final String bound;
  private final boolean everyAddress;
  private final Set<String> hosts;
  private final Set<String> origins;

  HostCheck(Handler handler, String boundHost, Set<String> hosts, Set<String> origins) {
    super(handler);
    String b = boundHost.toLowerCase(Locale.ROOT);
    this.everyAddress = b.equals("0.0.0.0") || b.equals("::") || b.equals("[::]") || b.isEmpty();
    this.bound = b.contains(":") && !b.startsWith("[") ? "[" + b + "]" : b;
    this.hosts =
        hosts.stream()
            .map(h -> h.toLowerCase(Locale.ROOT))
            .collect(java.util.stream.Collectors.toSet());
    this.origins =
        origins.stream()
            .map(o -> o.toLowerCase(Locale.ROOT))
            .collect(java.util.stream.Collectors.toSet());
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    String host = request.getHeaders().get(HttpHeader.HOST);
    if (host == null || !allowedHost(hostName(host))) {
      Response.writeError(
          request,
          response,
          callback,
          HttpStatus.MISDIRECTED_REQUEST_421,
          "this server does not serve that host name");
      return true;
    }
    String origin = request.getHeaders().get(HttpHeader.ORIGIN);
    if (origin != null
        && request.getHeaders().get(HttpHeader.UPGRADE) != null
        && !allowedOrigin(origin, request.isSecure() ? "https" : "http", host)) {
      Response.writeError(
          request,
          response,
          callback,
          HttpStatus.FORBIDDEN_403,
          "a WebSocket from a page of another origin");
      return true;
    }
    return super.handle(request, response, callback);
  }

  /** The host of a {@code Host} header or an origin's authority, without its port, lower case. */
  static String hostName(String authority) {
    String a = authority.strip().toLowerCase(Locale.ROOT);
    if (a.startsWith("[")) {
      int end = a.indexOf(']');
      return end < 0 ? a : a.substring(0, end + 1);
    }
    int colon = a.indexOf(':');
    return colon < 0 ? a : a.substring(0, colon);
  }

  boolean allowedHost(String name) {
    return LOOPBACK.contains(name)
        || name.equals(bound)
        || hosts.contains(name)
        || everyAddress && isIpLiteral(name);
  }

  /**
   * Whether a page of this origin may open the WebSocket: an allow-listed origin, or the server's
   * own, the same scheme, host and port as the request (a port left out is the scheme's default).
   * Any other page of the loopback (another port or scheme: another program's page) is refused.
   */
  boolean allowedOrigin(String origin, String scheme, String hostHeader) {
    if (origins.contains(origin.toLowerCase(Locale.ROOT))) {
      return true;
    }
    try {
      URI u = URI.create(origin.strip());
      URI own = URI.create(scheme + "://" + hostHeader.strip());
      return u.getRawUserInfo() == null
          && own.getRawUserInfo() == null
          && u.getHost() != null
          && scheme.equalsIgnoreCase(u.getScheme())
          && u.getHost().equalsIgnoreCase(own.getHost())
          && port(u) == port(own)
          && (u.getRawPath() == null || u.getRawPath().isEmpty())
          && u.getRawQuery() == null
          && u.getRawFragment() == null;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** A URI's port, the scheme's default when it has none. */
  private static int port(URI u) {
    return u.getPort() >= 0 ? u.getPort() : "https".equalsIgnoreCase(u.getScheme()) ? 443 : 80;
  }

  /** An IPv4 dotted quad or a bracketed IPv6 address: a name no DNS answer can rebind. */
  private static boolean isIpLiteral(String name) {
    if (name.startsWith("[") && name.endsWith("]")) {
      return name.chars()
          .allMatch(
              c -> c == '[' || c == ']' || c == ':' || c == '.' || Character.digit(c, 16) >= 0);
    }
    String[] parts = name.split("\\.", -1);
    if (parts.length != 4) {
      return false;
    }
    for (String p : parts) {
      if (p.isEmpty()
          || p.length() > 3
          || !p.chars().allMatch(Character::isDigit)
          || Integer.parseInt(p) > 255) {
        return false;
      }
    }
    return true;
  }
}
