package io.github.strategorules.benchmarks.web;

import java.net.InetSocketAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Attacks a running {@code stratego serve --trusted-proxy 127.0.0.1} with issue 54's hostile mix
 * for a while, from this process, then prints what it did: {@code benchmarks/web-flood-rss.sh}
 * starts the server in a process of its own and reads that process's peak RSS (docs/web.md). All at
 * once: the two floods through the proxy (WebSocket connections from many /64s of one /48 and from
 * many /24s, each creating a game and holding it), slow headers from many /24s, the load tests'
 * hostile connections (non-readers, ping and fragment floods, slow headers, garbage, slow headers
 * on a kept-alive connection), and pairs of people playing Barrage, each taking {@code --think} ms
 * to decide. Every part keeps its own pace whatever the server does (a flood opens {@code
 * --flood-rate} connections a second until it holds {@code --flood}; a hostile connection the
 * server drops is made again {@code --period} ms after the last one began, or when that one ends if
 * later), so that every server measured is offered the same attack: a server that drops hostile
 * clients sooner is not sent more of them.
 *
 * <pre>
 * java -cp CLASSES io.github.strategorules.benchmarks.web.WebFloodClient --port 8080 [--seconds 60]
 *   [--ramp 10] [--flood 2000] [--flood-rate 50] [--hostile 200] [--period 2000] [--slow 536]
 *   [--pairs 20] [--think 1000] [--bot-games 2]
 * </pre>
 */
public final class WebFloodClient {
  private WebFloodClient() {}

  /**
   * Runs the mix.
   *
   * @param args the options above
   * @throws Exception when the server cannot be reached
   */
  public static void main(String[] args) throws Exception {
    Map<String, String> o = options(args);
    int port = Integer.parseInt(o.getOrDefault("port", "8080"));
    int seconds = Integer.parseInt(o.getOrDefault("seconds", "60"));
    int ramp = Integer.parseInt(o.getOrDefault("ramp", "10"));
    int flood = Integer.parseInt(o.getOrDefault("flood", "2000"));
    int floodRate = Integer.parseInt(o.getOrDefault("flood-rate", "50"));
    int hostile = Integer.parseInt(o.getOrDefault("hostile", "200"));
    long period = Long.parseLong(o.getOrDefault("period", "2000"));
    int slow = Integer.parseInt(o.getOrDefault("slow", "536"));
    int pairs = Integer.parseInt(o.getOrDefault("pairs", "20"));
    long think = Long.parseLong(o.getOrDefault("think", "1000"));
    int botGames = Integer.parseInt(o.getOrDefault("bot-games", "2"));
    InetSocketAddress server = new InetSocketAddress("127.0.0.1", port);

    Honest people = new Honest(URI.create("ws://127.0.0.1:" + port + "/ws"), think);
    List<String> watched = new ArrayList<>();
    for (int g = 0; g < botGames; g++) {
      watched.add(people.botGame("203.0.113." + (g + 1)));
    }
    List<Flood> floods =
        List.of(
            new Flood(
                "/64s of one /48",
                server,
                i -> "2001:db8:7:" + Long.toHexString(i % 65_536) + "::1",
                flood),
            new Flood(
                "/24s of four /16s",
                server,
                i -> "10." + (i / 215 % 4) + "." + (i % 215) + "." + (1 + i / 860 % 250),
                flood));
    Hostile attack = new Hostile(server, watched);
    long start = System.nanoTime();
    // The floods first, which take every place they can; then everything else joins them.
    floods.forEach(f -> f.start(2, floodRate));
    Thread.sleep(ramp * 1_000L);
    attack.start(hostile, 50, slow, period);
    people.start(pairs);
    Thread.sleep(seconds * 1_000L);
    double elapsed = (System.nanoTime() - start) / 1e9;
    attack.close();
    floods.forEach(Flood::close);
    people.close();

    StringBuilder report = new StringBuilder();
    report.append(
        String.format(
            "hostile mix for %.0f s (the floods alone for the first %d s; floods of %d"
                + " connections a second, hostile connections made again every %d ms)%n",
            elapsed, ramp, floodRate, period));
    for (Flood f : floods) {
      report.append(
          String.format(
              "flood of %s: %d connections upgraded, %d closed or refused, at most %d held%n",
              f.name(), f.attempts.get(), f.dropped.get(), f.peak.get()));
    }
    report.append(
        String.format(
            "load tests' hostile connections (%d): %d made, %d dropped by the server%n",
            hostile, attack.attempts.get(), attack.dropped.get()));
    report.append(
        String.format(
            "slow headers from 67 /24s (%d at once): %d opened, %d closed by the server%n",
            slow, attack.slowAttempts.get(), attack.slowDropped.get()));
    report.append(
        String.format(
            "people (%d pairs, %d ms to think): %d actions, %d updates, %d games ended, %d errors"
                + " or refusals, %d dropped%n",
            pairs,
            think,
            people.actions.get(),
            people.updates.get(),
            people.games.get(),
            people.errors.get(),
            people.closed.get()));
    System.out.print(report);
    System.exit(0);
  }

  private static Map<String, String> options(String[] args) {
    Map<String, String> o = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (!args[i].startsWith("--")) {
        throw new IllegalArgumentException("expected --option value, got " + args[i]);
      }
      o.put(args[i].substring(2), args[i + 1]);
    }
    return o;
  }
}
