package io.github.strategorules.core.perft;

import io.github.strategorules.core.*;
import io.github.strategorules.core.gravon.GravonGame;
import io.github.strategorules.core.rules.Ruleset;
import java.util.*;
import org.junit.jupiter.api.Test;

class TmpRandomProbeTest {
  static String field(GameState s) {
    StringBuilder b = new StringBuilder();
    for (int r = 0; r < 10; r++) for (int f = 0; f < 10; f++) {
      Square q = Square.of(f, r);
      if (s.ruleset().isLake(q)) { b.append('_'); continue; }
      Optional<Piece> p = s.pieceAt(q);
      b.append(p.map(x -> GravonGame.letterOf(x.owner(), x.type())).orElse('A'));
    }
    return b.toString();
  }
  static boolean adj(Square a, Square b) { return Math.abs(a.x()-b.x()) + Math.abs(a.y()-b.y()) == 1; }

  @Test
  void probe() {
    String[] vs = {"", "noimmobile", "canwin", "nofirst", "withreplies", "anythreat", "noexc", "anyback"};
    long[] dis = new long[vs.length];
    long[] nonEmpty = new long[vs.length];
    List<List<String>> ex = new ArrayList<>();
    for (String v : vs) ex.add(new ArrayList<>());
    long positions = 0, libNonEmpty = 0;
    int games = Integer.getInteger("probe.games", 60);
    for (long seed = 1; seed <= games; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Ruleset on = Ruleset.classic().toBuilder().twoSquaresLimit(rnd.nextBoolean() ? 3 : 5).build();
      int n = on.twoSquaresLimit();
      Ruleset off = on.toBuilder().moreSquares(false).build();
      Setup red = Setup.random(on, Player.RED, rnd), blue = Setup.random(on, Player.BLUE, rnd);
      GameState s = GameState.start(on, red, blue);
      GameState o = GameState.start(off, red, blue);
      String fld = field(s);
      List<String> soFar = new ArrayList<>();
      Move last = null, lastOwn = null;
      while (s.phase() == Phase.PLAY && o.phase() == Phase.PLAY && soFar.size() < 500) {
        Set<String> library = new TreeSet<>();
        for (Move m : o.legalMoves()) if (s.check(m).equals(Optional.of(IllegalReason.MORE_SQUARES_RULE))) library.add(m.toString());
        positions++;
        if (!library.isEmpty()) libNonEmpty++;
        for (int i = 0; i < vs.length; i++) {
          NaiveChase.variant = vs[i];
          Set<String> f = NaiveChase.forbidden(fld, soFar, n);
          if (!f.isEmpty()) nonEmpty[i]++;
          if (!f.equals(library)) { dis[i]++; if (ex.get(i).size() < 4) ex.get(i).add("seed " + seed + " ply " + soFar.size() + " lib " + library + " var " + f + " last moves " + soFar.subList(Math.max(0, soFar.size()-10), soFar.size())); }
        }
        NaiveChase.variant = "";
        List<Move> legal = s.legalMoves();
        List<Move> quiet = new ArrayList<>();
        for (Move m : legal) if (s.pieceAt(m.to()).isEmpty()) quiet.add(m);
        if (quiet.isEmpty()) quiet = legal;
        Move pick = null;
        double u = rnd.nextDouble();
        final Move lm = last;
        if (lm != null && u < 0.75) {
          // evade: move a piece next to the opponent's last landing square
          List<Move> ev = new ArrayList<>();
          for (Move m : quiet) if (adj(m.from(), lm.to())) ev.add(m);
          if (!ev.isEmpty()) pick = ev.get(rnd.nextInt(ev.size()));
        }
        if (pick == null && lm != null && rnd.nextDouble() < 0.8) {
          // chase: land next to the opponent's last-moved piece (or anything enemy)
          List<Move> ch = new ArrayList<>();
          for (Move m : legal) if (adj(m.to(), lm.to())) ch.add(m);
          if (ch.isEmpty()) for (Move m : quiet) {
            for (int d = 0; d < 4; d++) {
              int x = m.to().x() + (d==0?1:d==1?-1:0), y = m.to().y() + (d==2?1:d==3?-1:0);
              if (x<0||y<0||x>9||y>9) continue;
              Optional<Piece> p = s.pieceAt(Square.of(x,y));
              if (p.isPresent() && p.get().owner() != m.player()) { ch.add(m); break; }
            }
          }
          if (!ch.isEmpty()) pick = ch.get(rnd.nextInt(ch.size()));
        }
        if (pick == null) pick = quiet.get(rnd.nextInt(quiet.size()));
        s = s.apply(pick).state();
        o = o.apply(pick).state();
        soFar.add(pick.toString());
        lastOwn = last; last = pick;
      }
    }
    System.out.println("PROBE positions " + positions + " lib nonEmpty " + libNonEmpty);
    for (int i = 0; i < vs.length; i++) {
      System.out.println("VARIANT '" + vs[i] + "': disagreements " + dis[i] + ", nonEmpty " + nonEmpty[i]);
      ex.get(i).forEach(x -> System.out.println("   " + x));
    }
  }
}
