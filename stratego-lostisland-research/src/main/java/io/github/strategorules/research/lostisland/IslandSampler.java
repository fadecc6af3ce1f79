package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.error.IllegalActionException;
import io.github.strategorules.core.game.Event;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.FightResult;
import io.github.strategorules.lostisland.IslandAction;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandEvent;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandStep;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.Tile;
import io.github.strategorules.lostisland.TileSet;
import io.github.strategorules.lostisland.kernel.IslandPosition;
import io.github.strategorules.research.HiddenStateSampler;
import io.github.strategorules.research.SamplingException;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Samples the hidden information of one seat's {@link Transcript} of a Lost Island game: full game
 * states that agree with everything that seat knows, for determinized search. Built from the
 * transcript alone ({@link #of}): its public game (the tile set, never a layout or a seed), its
 * view and the steps it saw. The true state is never consulted, so two games that differ only in
 * facts hidden from the seat give the same draws from the same random source.
 *
 * <p>What is hidden from a seat, and how it is drawn: the contents of face-down green tiles and of
 * tiles sunk face down (REMOVED_FACE_DOWN), a uniformly random arrangement of the green tiles of
 * the public tile set (LI-2.5, in its canonical order) not yet seen; the contents of face-down
 * stone tiles, a uniformly random arrangement of the stone contents not yet seen (the flag, while
 * not found, and the stone loots); the values of the other seats' explorers it has not seen, per
 * seat a uniformly random permutation of that seat's values not yet seen. Everything the seat saw
 * (face-up and revealed tiles, values shown by fights, bomb hits and its spies) is kept.
 *
 * <p>Guarantees of {@link #sample}: the state is reached by legal play from a new game of the
 * sampled layout, through every recorded action (other seats' setup actions rebuilt from the drawn
 * values), so every history-dependent field (coins revealed this turn, actions used, bomb lines,
 * who knows which value) comes from that play; at every step the events the seat receives equal the
 * recorded ones, and {@code sample.viewFor(seat).equals(transcript.view())}. Under SECRET_FIGHTS
 * the results of fights the seat saw without values constrain those values: value draws that
 * contradict a seen result (rings used included) are rejected before any replay, up to {@value
 * #VALUE_DRAWS} draws, and a replay that still disagrees is redrawn, up to {@value #ATTEMPTS}
 * replays; rejection keeps the draw uniform over the consistent assignments. Limits: a transcript
 * starts at a new game (no position built with {@link
 * io.github.strategorules.lostisland.Scenario}); the sampled state's config is built from the
 * public game with the sampled layout and seed 0, so it names nothing but the sample; each sample
 * replays the whole history (cost linear in its length). Instances are immutable and thread-safe.
 */
public final class IslandSampler implements HiddenStateSampler {
  /** The number of replays tried before giving up. */
  public static final int ATTEMPTS = 200;

  /** The number of value draws tried per replay against the results of secret fights. */
  public static final int VALUE_DRAWS = 1_000_000;

  private static final int CELLS = Ring.SIZE * Ring.SIZE;

  private final IslandGame game;
  private final Seat seat;
  private final IslandView view;
  private final List<Transcript.Entry> entries;
  private final Tile[] fixed;
  private final int[] greenCells;
  private final int[] stoneCells;
  private final Tile[] greenPool;
  private final Tile[] stonePool;

  /** Per seat, per tag slot: the known value, or 0. */
  private final int[][] known;

  /** Per seat: the values not known, ascending. */
  private final int[][] valuePool;

  /**
   * Fights seen without values (SECRET_FIGHTS): attacker seat, slot, ring; defender seat, slot,
   * ring; result ordinal.
   */
  private final int[][] secretFights;

  private IslandSampler(Transcript t) {
    IslandView v = IslandResearch.view(t);
    this.view = v;
    this.game = v.game();
    this.seat = t.seat();
    this.entries = t.entries();
    fixed = new Tile[CELLS];
    // The pools come from the public tile set in its canonical order, never from a layout: which
    // tile is drawn where depends on the random source and on what the seat saw, nothing else.
    TileSet set = game.tileSet().canonical();
    List<Tile> green = new ArrayList<>(set.green());
    List<Tile> stone = new ArrayList<>();
    stone.add(Tile.FLAG);
    for (int coins : set.stoneLoot()) {
      stone.add(Tile.stoneLoot(coins));
    }
    List<Integer> gc = new ArrayList<>();
    List<Integer> sc = new ArrayList<>();
    for (int c = 0; c < CELLS; c++) {
      IslandView.CellView cell = v.cells().get(c);
      if (cell.tile().isPresent()) {
        fixed[c] = cell.tile().get();
        if (!(fixed[c].stone() ? stone : green).remove(fixed[c])) {
          throw new SamplingException(SamplingException.Failure.INCONSISTENT);
        }
      } else if (cell.kind() == IslandView.CellKind.STONE_FACE_DOWN) {
        sc.add(c);
      } else {
        gc.add(
            c); // face-down green, or sunk face down (stones are never removed face down, LI-8.2)
      }
    }
    if (gc.size() != green.size() || sc.size() != stone.size()) {
      throw new SamplingException(SamplingException.Failure.INCONSISTENT);
    }
    secretFights = secretFights(entries);
    greenCells = gc.stream().mapToInt(Integer::intValue).toArray();
    stoneCells = sc.stream().mapToInt(Integer::intValue).toArray();
    greenPool = green.toArray(new Tile[0]);
    stonePool = stone.toArray(new Tile[0]);
    int n = v.players();
    known = new int[n][6];
    valuePool = new int[n][];
    for (IslandView.ExplorerView e : v.explorers()) {
      if (e.value().isPresent()) {
        known[e.tag().seat().index()][e.tag().letter() - 'A'] = e.value().getAsInt();
      }
    }
    for (int s = 0; s < n; s++) {
      boolean[] used = new boolean[7];
      int unknown = 0;
      for (int slot = 0; slot < 6; slot++) {
        int value = known[s][slot];
        if (value != 0 && used[value]) {
          throw new SamplingException(SamplingException.Failure.INCONSISTENT);
        }
        used[value] = true;
        unknown += value == 0 ? 1 : 0;
      }
      valuePool[s] = new int[unknown];
      int i = 0;
      for (int value = 1; value <= 6; value++) {
        if (!used[value]) {
          valuePool[s][i++] = value;
        }
      }
    }
  }

  /**
   * The sampler of a seat's transcript.
   *
   * @param transcript the seat's transcript of a Lost Island game, from its start
   * @return the sampler
   * @throws SamplingException ({@code INCONSISTENT}) when the transcript contradicts the public
   *     rules (the tile set, the values 1 to 6)
   * @throws IllegalArgumentException for a transcript of another game
   */
  public static IslandSampler of(Transcript transcript) {
    return new IslandSampler(Objects.requireNonNull(transcript, "transcript"));
  }

  /**
   * The seat whose knowledge is sampled.
   *
   * @return the seat
   */
  @Override
  public Seat seat() {
    return seat;
  }

  /**
   * A full state consistent with the transcript (see the class comment).
   *
   * @param random the source of randomness
   * @return the state; its {@code viewFor(seat)} equals the transcript's view
   * @throws SamplingException ({@code ATTEMPTS_EXHAUSTED}) when no draw agrees within the limits
   *     (see the class comment)
   */
  @Override
  public IslandState sample(SplittableRandom random) {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      IslandState s = attempt(random);
      if (s != null) {
        return s;
      }
    }
    throw new SamplingException(SamplingException.Failure.ATTEMPTS_EXHAUSTED);
  }

  /** The fights the seat saw without values, with the rings each fighter used (LI-6.3). */
  private static int[][] secretFights(List<Transcript.Entry> entries) {
    List<int[]> out = new ArrayList<>();
    for (Transcript.Entry e : entries) {
      List<Event> ev = e.events();
      for (int i = 0; i < ev.size(); i++) {
        if (ev.get(i) instanceof IslandEvent.SecretFight f) {
          int ringA = 0;
          int ringD = 0;
          for (int j = i + 1; j < ev.size() && ev.get(j) instanceof IslandEvent.RingUsed r; j++) {
            ringA |= r.tag().equals(f.attacker()) ? 1 : 0;
            ringD |= r.tag().equals(f.defender()) ? 1 : 0;
          }
          out.add(
              new int[] {
                f.attacker().seat().index(),
                f.attacker().letter() - 'A',
                ringA,
                f.defender().seat().index(),
                f.defender().letter() - 'A',
                ringD,
                f.result().ordinal()
              });
        }
      }
    }
    return out.toArray(new int[0][]);
  }

  /** Whether drawn values give every secret fight its seen result (LI-6.1 to LI-6.3). */
  private boolean agreesWithSecretFights(int[][] values) {
    for (int[] f : secretFights) {
      int a = values[f[0]][f[1]];
      int d = values[f[3]][f[4]];
      FightResult r =
          a == 1 && d == 6
              ? FightResult.ATTACKER_WINS
              : d == 1 && a == 6
                  ? FightResult.DEFENDER_WINS
                  : a + f[2] > d + f[5]
                      ? FightResult.ATTACKER_WINS
                      : a + f[2] < d + f[5] ? FightResult.DEFENDER_WINS : FightResult.TIE;
      if (r.ordinal() != f[6]) {
        return false;
      }
    }
    return true;
  }

  /** Values that agree with every secret fight, or null when none of the draws does. */
  private int @Nullable [][] drawValues(SplittableRandom random) {
    int[][] values = new int[known.length][];
    for (int draw = 0; draw < VALUE_DRAWS; draw++) {
      for (int s = 0; s < known.length; s++) {
        values[s] = known[s].clone();
        int[] pool = valuePool[s].clone();
        shuffle(pool, random);
        int i = 0;
        for (int slot = 0; slot < 6; slot++) {
          if (values[s][slot] == 0) {
            values[s][slot] = pool[i++];
          }
        }
      }
      if (agreesWithSecretFights(values)) {
        return values;
      }
    }
    return null;
  }

  /**
   * A world that agrees with the transcript as an {@link IslandPosition}, for a search that plays
   * on positions ({@link IslandSearchBot}): the same draws from the same random source as {@link
   * #sample}, replayed on one position instead of through immutable states, so it is {@code
   * sample(random)}'s world (its position), leaving the source where {@code sample} does.
   *
   * @param random the source of randomness
   * @return the world; its view for the seat equals the transcript's
   * @throws SamplingException ({@code ATTEMPTS_EXHAUSTED}) when no draw agrees within the limits
   */
  public IslandPosition samplePosition(SplittableRandom random) {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      IslandPosition p = attemptPosition(random);
      if (p != null) {
        return p;
      }
    }
    throw new SamplingException(SamplingException.Failure.ATTEMPTS_EXHAUSTED);
  }

  /** The drawn values of every seat's explorers and the configuration of the drawn layout. */
  private record Draw(int[][] values, IslandConfig config) {}

  /** One draw: values that agree with the secret fights, then the hidden tiles. */
  private Draw draw(SplittableRandom random) {
    int[][] values = drawValues(random);
    if (values == null) {
      throw new SamplingException(SamplingException.Failure.ATTEMPTS_EXHAUSTED);
    }
    Tile[] tiles = fixed.clone();
    place(tiles, greenCells, greenPool, random);
    place(tiles, stoneCells, stonePool, random);
    IslandConfig config =
        IslandConfig.builder()
            .players(game.players())
            .first(game.first())
            .turnLimit(game.turnLimit())
            .options(game.options())
            .coins(game.coins())
            .rings(game.rings())
            .stones(game.stones())
            .layout(new Layout(List.of(tiles)))
            .build();
    return new Draw(values, config);
  }

  /** A state that gives exactly the seat's transcript, or null when this draw diverges from it. */
  private @Nullable IslandState attempt(SplittableRandom random) {
    Draw draw = draw(random);
    IslandState state = IslandState.newGame(draw.config());
    boolean custom = state.config().has(IslandOption.CUSTOM_SETUP);
    Seat me = seat;
    for (Transcript.Entry e : entries) {
      IslandAction a = (IslandAction) e.action().orElse(null);
      if (a == null) {
        DecisionKind kind = state.decision().map(d -> d.kind()).orElse(DecisionKind.ORDER_BOAT);
        a = setupAction(kind, custom, e, draw.values());
      }
      IslandStep step;
      try {
        step = state.apply(a);
      } catch (IllegalActionException diverged) {
        return null;
      }
      if (!step.eventsFor(me).equals(e.events())) {
        return null;
      }
      state = step.state();
    }
    return state.viewFor(me).equals(view) ? state : null;
  }

  /** {@link #attempt} on one position: the same draw, the same checks, no state per step. */
  private @Nullable IslandPosition attemptPosition(SplittableRandom random) {
    Draw draw = draw(random);
    IslandPosition position = IslandPosition.newGame(draw.config());
    boolean custom = position.has(IslandOption.CUSTOM_SETUP);
    for (Transcript.Entry e : entries) {
      IslandAction a = (IslandAction) e.action().orElse(null);
      if (a == null) {
        DecisionKind kind = position.decisionKind();
        a = setupAction(kind == null ? DecisionKind.ORDER_BOAT : kind, custom, e, draw.values());
      }
      List<IslandEvent> events;
      try {
        events = position.apply(a);
      } catch (IllegalActionException diverged) {
        return null;
      }
      if (!position.eventsFor(events, seat).equals(e.events())) {
        return null;
      }
    }
    return position.viewFor(seat).equals(view) ? position : null;
  }

  /** Another seat's setup action rebuilt from the drawn values and the placement events. */
  private static IslandAction setupAction(
      DecisionKind kind, boolean custom, Transcript.Entry e, int[][] values) {
    Seat actor = e.actor();
    int[] v = values[actor.index()];
    if (kind == DecisionKind.ORDER_BOAT) {
      return new IslandAction.OrderBoat(actor, List.of(v[3], v[4], v[5]));
    }
    if (custom) {
      for (Event ev : e.events()) {
        if (ev instanceof IslandEvent.ExplorerPlaced p && p.square().isPresent()) {
          Square sq = p.square().get();
          return new IslandAction.PlaceExplorer(actor, sq, v[p.tag().letter() - 'A']);
        }
      }
    }
    return new IslandAction.PlaceExplorers(actor, List.of(v[0], v[1], v[2]));
  }

  private static void place(Tile[] tiles, int[] cells, Tile[] pool, SplittableRandom random) {
    Tile[] p = pool.clone();
    for (int i = p.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Tile t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
    for (int i = 0; i < cells.length; i++) {
      tiles[cells[i]] = p[i];
    }
  }

  private static void shuffle(int[] a, SplittableRandom random) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }
}
