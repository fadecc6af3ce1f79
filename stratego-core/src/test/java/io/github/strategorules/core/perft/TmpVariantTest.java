package io.github.strategorules.core.perft;

import io.github.strategorules.core.*;
import io.github.strategorules.core.gravon.GravonGame;
import io.github.strategorules.core.rules.Ruleset;
import io.github.strategorules.core.support.GravonArchives;
import java.util.*;
import org.junit.jupiter.api.Test;

class TmpVariantTest {
  @Test
  void variants() {
    String[] vs = {"", "noimmobile", "canwin", "nofirst", "withreplies", "anythreat", "noexc", "anyback"};
    long[] dis = new long[vs.length];
    long[] nonEmpty = new long[vs.length];
    long[] played = new long[vs.length];
    List<List<String>> examples = new ArrayList<>();
    for (String v : vs) examples.add(new ArrayList<>());
    for (GravonArchives.Archive archive : GravonArchives.load(TmpVariantTest.class)) {
      int n = archive.twoSquaresLimit();
      Ruleset on = Ruleset.classic().toBuilder().twoSquaresLimit(n).build();
      Ruleset off = on.toBuilder().moreSquares(false).build();
      for (GravonGame g : archive.games()) {
        if (!g.type().equals("classic")) continue;
        GameState s = GameState.start(on, g.setup(Player.RED), g.setup(Player.BLUE));
        GameState o = GameState.start(off, g.setup(Player.RED), g.setup(Player.BLUE));
        List<Move> moves = g.playerMoves();
        List<String> soFar = new ArrayList<>();
        for (int ply = 0; ; ply++) {
          if (s.phase() != Phase.PLAY || o.phase() != Phase.PLAY) break;
          Set<String> library = new TreeSet<>();
          for (Move m : o.legalMoves()) if (s.check(m).equals(Optional.of(IllegalReason.MORE_SQUARES_RULE))) library.add(m.toString());
          String next = ply < moves.size() ? moves.get(ply).toString() : null;
          for (int i = 0; i < vs.length; i++) {
            NaiveChase.variant = vs[i];
            Set<String> f = NaiveChase.forbidden(g.field(), soFar, n);
            if (!f.isEmpty()) nonEmpty[i]++;
            if (next != null && f.contains(next)) played[i]++;
            if (!f.equals(library)) { dis[i]++; if (examples.get(i).size() < 3) examples.get(i).add(archive.archive()+"/"+g.name()+" ply "+ply+" lib "+library+" var "+f); }
          }
          if (next == null) break;
          Move m = moves.get(ply);
          s = s.apply(m).state(); o = o.apply(m).state(); soFar.add(next);
        }
      }
    }
    NaiveChase.variant = "";
    for (int i = 0; i < vs.length; i++) {
      System.out.println("VARIANT '" + vs[i] + "': disagreements " + dis[i] + ", positions with forbidden " + nonEmpty[i] + ", played forbidden " + played[i]);
      examples.get(i).forEach(x -> System.out.println("   " + x));
    }
  }
}
