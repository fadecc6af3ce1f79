package io.github.strategorules.core.perft;

import io.github.strategorules.core.*;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.Boards;
import java.util.*;
import org.junit.jupiter.api.Test;

class TmpEndgameProbeTest {
  static final String[] TOK = {"B","S","2","3","4","5","6","7","8","9","10","F"};
  static boolean lake(int f, int r) { return (r == 4 || r == 5) && (f == 2 || f == 3 || f == 6 || f == 7); }
  static boolean adj(Square a, Square b) { return Math.abs(a.x()-b.x()) + Math.abs(a.y()-b.y()) == 1; }

  @Test
  void probe() {
    String[] vs = {"", "anyback"};
    long[] dis = new long[vs.length];
    long[] nonEmpty = new long[vs.length];
    List<List<String>> ex = new ArrayList<>();
    for (String v : vs) ex.add(new ArrayList<>());
    long positions = 0, libNonEmpty = 0;
    int games = Integer.getInteger("probe.games", 3000);
    int[] redKinds = {6, 6, 6, 6, 11, 0};
    int[] blueKinds = {5, 5, 5, 5, 11, 0};
    for (long seed = 1; seed <= games; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed * 7919);
      char[] fld = new char[100];
      for (int i = 0; i < 100; i++) fld[i] = lake(i % 10, i / 10) ? '_' : 'A';
      // region: files a..e, ranks 1..5 (a5, b5, e5 only on rank 5), dense
      List<Integer> region = new ArrayList<>();
      for (int r = 0; r < 5; r++) for (int f = 0; f < 5; f++) if (!lake(f, r)) region.add(r * 10 + f);
      Collections.shuffle(region, new Random(seed));
      int k = 0;
      for (int kind : redKinds) fld[region.get(k++)] = (char) ('B' + kind);
      for (int kind : blueKinds) fld[region.get(k++)] = (char) ('N' + kind);
      String field = new String(fld);
      StringBuilder d = new StringBuilder();
      for (int r = 9; r >= 0; r--) {
        for (int f = 0; f < 10; f++) {
          char c = fld[r * 10 + f];
          d.append(c == '_' ? "~" : c == 'A' ? "." : (c <= 'M' ? "r" + TOK[c - 'B'] : "b" + TOK[c - 'N'])).append(' ');
        }
        d.append('\n');
      }
      int n = rnd.nextBoolean() ? 3 : 5;
      Ruleset on = Ruleset.classic().toBuilder().twoSquaresLimit(n).build();
      Ruleset off = on.toBuilder().moreSquares(false).build();
      GameState s, o;
      try {
        s = Boards.game(on, Player.RED, d.toString());
        o = Boards.game(off, Player.RED, d.toString());
      } catch (RuntimeException e) { continue; }
      List<String> soFar = new ArrayList<>();
      Move last = null;
      while (s.phase() == Phase.PLAY && o.phase() == Phase.PLAY && soFar.size() < 160) {
        Set<String> library = new TreeSet<>();
        for (Move m : o.legalMoves()) if (s.check(m).equals(Optional.of(IllegalReason.MORE_SQUARES_RULE))) library.add(m.toString());
        positions++;
        if (!library.isEmpty()) libNonEmpty++;
        for (int i = 0; i < vs.length; i++) {
          NaiveChase.variant = vs[i];
          Set<String> f = NaiveChase.forbidden(field, soFar, n);
          if (!f.isEmpty()) nonEmpty[i]++;
          if (!f.equals(library)) { dis[i]++; if (ex.get(i).size() < 4) ex.get(i).add("seed " + seed + " N=" + n + " ply " + soFar.size() + " lib " + library + " var " + f + "\n" + d + " moves " + soFar); }
        }
        NaiveChase.variant = "";
        List<Move> legal = s.legalMoves();
        List<Move> quiet = new ArrayList<>();
        for (Move m : legal) if (s.pieceAt(m.to()).isEmpty()) quiet.add(m);
        if (quiet.isEmpty()) quiet = legal;
        Move pick = null;
        final Move lm = last;
        if (lm != null && rnd.nextDouble() < 0.75) {
          List<Move> ev = new ArrayList<>();
          for (Move m : quiet) if (adj(m.from(), lm.to())) ev.add(m);
          if (!ev.isEmpty()) pick = ev.get(rnd.nextInt(ev.size()));
        }
        if (pick == null && rnd.nextDouble() < 0.85) {
          List<Move> ch = new ArrayList<>();
          for (Move m : quiet) {
            for (int dd = 0; dd < 4; dd++) {
              int x = m.to().x() + (dd==0?1:dd==1?-1:0), y = m.to().y() + (dd==2?1:dd==3?-1:0);
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
        last = pick;
      }
    }
    System.out.println("ENDGAME PROBE positions " + positions + " lib nonEmpty " + libNonEmpty);
    for (int i = 0; i < vs.length; i++) {
      System.out.println("VARIANT '" + vs[i] + "': disagreements " + dis[i] + ", nonEmpty " + nonEmpty[i]);
      ex.get(i).forEach(x -> System.out.println("   " + x));
    }
  }
}
