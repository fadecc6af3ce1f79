package io.github.strategorules.research.lostisland;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.lostisland.DecisionKind;
import io.github.strategorules.lostisland.IslandConfig;
import io.github.strategorules.lostisland.IslandGame;
import io.github.strategorules.lostisland.IslandOption;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Ring;
import io.github.strategorules.lostisland.Tile;
import io.github.strategorules.lostisland.TileKind;
import io.github.strategorules.research.ObservationEncoder;
import io.github.strategorules.research.ObservationLayout;
import io.github.strategorules.research.Transcript;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Observation tensors and information-state strings of one seat, computed from that seat's {@link
 * Transcript} alone (its view, and for the turn-local counters and the string the actions and
 * redacted events it saw), so they hold nothing the seat has not seen (LI-13).
 *
 * <h2>Tensor layout</h2>
 *
 * {@link #size()} floats: {@link #PLANES} planes of 36 cells, cell {@code y * 6 + x} of plane
 * {@code k} at {@code k * 36 + y * 6 + x} (absolute squares, as in {@link IslandActionCodec}), then
 * {@link #TAIL} scalars. Seats are relative to the viewer: relative seat {@code r} is {@code
 * (viewer + r) mod players}, so {@code r = 0} is the viewer, {@code r = 1} the next seat clockwise.
 * Planes (1 = yes):
 *
 * <ul>
 *   <li>0 water; 1 face-down green tile; 2 face-down stone tile; 3 face-up tile;
 *   <li>4-8 known contents (face up, or removed and revealed): plain, loot, bomb, storm, flag; 9
 *       the known tile has a stone back; 10-12 bomb pattern PLUS, DIAGONAL, LINE; 13 the known
 *       loot's coins or bomb's value / 6;
 *   <li>14 coins lying / 6; 15 those coins were revealed this turn (LI-5.5); 16 the flag lies here;
 *       17 the flag is carried here;
 *   <li>18-21 an explorer of relative seat 0-3; 22 it wears a ring; 23 its value is known to the
 *       viewer; 24-29 that value one-hot (1 to 6);
 *   <li>30-32 the cell's ring (LI-2.3): outer, middle, centre;
 *   <li>33 the bomb being resolved; 34 the next cell it hits (LI-7.4); 35 the storm waiting for its
 *       direction; 36 a possible flag destination (LI-9.4).
 * </ul>
 *
 * Tail, from {@code PLANES * 36}:
 *
 * <ul>
 *   <li>0-43: per relative seat 0-3, 11 values: plays in this game; coins held / 24; explorers on
 *       the island / 6; boat size / 6; rings worn / 6; the values of boat slots 0-5 (front first) /
 *       6, 0 where empty or unknown;
 *   <li>44-47: supply coins, coins lost, supply rings, rings out of the game, each / 24;
 *   <li>48-50: flag under a stone, lying, carried;
 *   <li>51-60: the pending decision's {@link DecisionKind} one-hot; 61-64: the deciding relative
 *       seat one-hot; 65: the game is over;
 *   <li>66-69: step 0-3 one-hot; 70: turn / 100; 71: step-1 actions used / 2; 72: free
 *       reinforcement used; 73: bought reinforcement used;
 *   <li>74-76: 2, 3 or 4 players one-hot; 77-84: the LI-12 toggles in {@link IslandOption} order;
 *   <li>85-88: green contents not yet seen (face down or sunk), per kind plain, loot, bomb, storm /
 *       32, from the public tile multiset (LI-2.5).
 * </ul>
 *
 * <h2>Information state</h2>
 *
 * {@link #infoState} is a perfect-recall string: the public rules (players, first seat, turn limit,
 * toggles, stone cells), the viewer, then per decision the actor and the action's full text ({@link
 * io.github.strategorules.lostisland.IslandAction#notation()}: the viewer's own setup values
 * included; another seat's setup action as {@code SEAT setup}) followed by its redacted events, and
 * finally the pending decision. Equal for two game histories exactly when the viewer observed the
 * same things.
 */
public final class IslandObservations implements ObservationEncoder {
  /** The number of cell planes. */
  public static final int PLANES = 37;

  /** The number of scalars after the planes. */
  public static final int TAIL = 89;

  private static final int AREA = Ring.SIZE * Ring.SIZE;

  private final int players;

  /** Green tiles of the box (LI-2.5) per kind: plain, loot, bomb, storm. */
  private final int[] greenKinds = new int[4];

  private IslandObservations(IslandGame game) {
    this.players = game.players();
    for (Tile t : game.tileSet().green()) {
      greenKinds[kindIndex(t.kind())]++;
    }
  }

  /**
   * The encoder of a game: its players, toggles and tile set (the box's contents, LI-2.5).
   *
   * @param game the game
   * @return the encoder
   */
  public static IslandObservations of(IslandGame game) {
    return new IslandObservations(Objects.requireNonNull(game, "game"));
  }

  /**
   * The encoder of a configuration's game ({@link IslandConfig#game()}: never its layout).
   *
   * @param config the configuration
   * @return the encoder
   */
  public static IslandObservations of(IslandConfig config) {
    return of(config.game());
  }

  private static int kindIndex(TileKind k) {
    return switch (k) {
      case PLAIN -> 0;
      case LOOT -> 1;
      case BOMB -> 2;
      case STORM -> 3;
      case FLAG -> 4;
    };
  }

  /**
   * The length of a tensor: {@code PLANES * 36 + TAIL}.
   *
   * @return the length
   */
  @Override
  public int size() {
    return PLANES * AREA + TAIL;
  }

  /**
   * The layout of the class comment, every plane and scalar named ({@code water} ... {@code
   * flag_destination}; {@code seat0_plays} ... {@code unseen_green_storm_per_32}), seats relative
   * to the viewer (seat 0 is the viewer).
   *
   * @return the layout: {@value #PLANES} planes of 6 x 6, {@value #TAIL} scalars
   */
  @Override
  public ObservationLayout layout() {
    List<String> planes =
        new ArrayList<>(
            List.of(
                "water",
                "face_down_green",
                "face_down_stone",
                "face_up",
                "known_plain",
                "known_loot",
                "known_bomb",
                "known_storm",
                "known_flag",
                "known_stone_back",
                "bomb_pattern_plus",
                "bomb_pattern_diagonal",
                "bomb_pattern_line",
                "known_value_per_6",
                "coins_per_6",
                "coins_revealed_this_turn",
                "flag_lying",
                "flag_carried"));
    for (int r = 0; r < 4; r++) {
      planes.add("explorer_seat" + r);
    }
    planes.addAll(List.of("explorer_ring", "explorer_value_known"));
    for (int v = 1; v <= 6; v++) {
      planes.add("explorer_value_" + v);
    }
    planes.addAll(
        List.of(
            "ring_outer",
            "ring_middle",
            "ring_centre",
            "bomb_resolving",
            "bomb_next_hit",
            "storm_waiting",
            "flag_destination"));
    List<String> tail = new ArrayList<>(TAIL);
    for (int r = 0; r < 4; r++) {
      String seat = "seat" + r + "_";
      tail.addAll(
          List.of(
              seat + "plays",
              seat + "coins_per_24",
              seat + "explorers_on_island_per_6",
              seat + "boat_size_per_6",
              seat + "rings_per_6"));
      for (int slot = 0; slot < 6; slot++) {
        tail.add(seat + "boat_slot" + slot + "_value_per_6");
      }
    }
    tail.addAll(
        List.of(
            "supply_coins_per_24",
            "coins_lost_per_24",
            "supply_rings_per_24",
            "rings_out_per_24",
            "flag_under_stone",
            "flag_is_lying",
            "flag_is_carried"));
    for (DecisionKind k : DecisionKind.values()) {
      tail.add("decision_" + k.name().toLowerCase(Locale.ROOT));
    }
    for (int r = 0; r < 4; r++) {
      tail.add("deciding_seat" + r);
    }
    tail.add("game_over");
    for (int step = 0; step < 4; step++) {
      tail.add("step_" + step);
    }
    tail.addAll(
        List.of(
            "turn_per_100",
            "step1_actions_used_per_2",
            "free_reinforcement_used",
            "bought_reinforcement_used",
            "players_2",
            "players_3",
            "players_4"));
    for (IslandOption o : IslandOption.values()) {
      tail.add("option_" + o.name().toLowerCase(Locale.ROOT));
    }
    for (String kind : List.of("plain", "loot", "bomb", "storm")) {
      tail.add("unseen_green_" + kind + "_per_32");
    }
    return new ObservationLayout(PLANES, Ring.SIZE, Ring.SIZE, planes, tail);
  }

  /**
   * Writes a seat's observation tensor (see the class comment) into {@code out} from {@code
   * offset}, overwriting {@link #size()} values.
   *
   * @param transcript the seat's transcript, of a game of this encoder's player count
   * @param out the tensor
   * @param offset where to start writing
   * @throws IllegalArgumentException for a transcript of another game
   */
  @Override
  public void write(Transcript transcript, float[] out, int offset) {
    IslandView v = IslandResearch.view(transcript);
    TurnCounters counters = TurnCounters.of(transcript);
    if (v.players() != players) {
      throw new IllegalArgumentException(
          "the transcript is of a " + v.players() + "-player game, not " + players);
    }
    int me = transcript.seat().index();
    Arrays.fill(out, offset, offset + size(), 0f);
    int[] unseen = greenKinds.clone();
    for (int c = 0; c < AREA; c++) {
      IslandView.CellView cell = v.cells().get(c);
      int kindPlane =
          switch (cell.kind()) {
            case WATER -> 0;
            case GREEN_FACE_DOWN -> 1;
            case STONE_FACE_DOWN -> 2;
            case FACE_UP -> 3;
          };
      set(out, offset, kindPlane, c, 1f);
      if (cell.tile().isPresent()) {
        Tile t = cell.tile().get();
        set(out, offset, 4 + kindIndex(t.kind()), c, 1f);
        if (t.stone()) {
          set(out, offset, 9, c, 1f);
        } else {
          unseen[kindIndex(t.kind())]--;
        }
        if (t.pattern() != null) {
          set(out, offset, 10 + t.pattern().ordinal(), c, 1f);
        }
        set(out, offset, 13, c, t.value() / 6f);
      }
      set(out, offset, 14, c, cell.coins() / 6f);
      set(out, offset, 15, c, cell.freshCoins() ? 1f : 0f);
      set(out, offset, 16, c, cell.flag() ? 1f : 0f);
      set(out, offset, 30 + Ring.of(cell.square()).ordinal(), c, 1f);
    }
    int tail = offset + PLANES * AREA;
    for (IslandView.ExplorerView e : v.explorers()) {
      int rel = Math.floorMod(e.tag().seat().index() - me, players);
      int base = tail + rel * 11;
      if (e.square().isPresent()) {
        int c = cellOf(e.square().get());
        set(out, offset, 18 + rel, c, 1f);
        set(out, offset, 17, c, e.carriesFlag() ? 1f : 0f);
        set(out, offset, 22, c, e.ring() ? 1f : 0f);
        if (e.value().isPresent()) {
          set(out, offset, 23, c, 1f);
          set(out, offset, 23 + e.value().getAsInt(), c, 1f);
        }
        out[base + 2] += 1f / 6;
        out[base + 4] += e.ring() ? 1f / 6 : 0f;
      } else if (e.boatSlot() >= 0) {
        out[base + 3] += 1f / 6;
        out[base + 5 + e.boatSlot()] = e.value().orElse(0) / 6f;
      }
    }
    for (int r = 0; r < players; r++) {
      out[tail + r * 11] = 1f;
      out[tail + r * 11 + 1] = v.coinsHeld().get((me + r) % players) / 24f;
    }
    out[tail + 44] = v.supplyCoins() / 24f;
    out[tail + 45] = v.lostCoins() / 24f;
    out[tail + 46] = v.supplyRings() / 24f;
    out[tail + 47] = v.ringsOut() / 24f;
    out[tail + 48 + v.flag().status().ordinal()] = 1f;
    v.bomb().ifPresent(s -> set(out, offset, 33, cellOf(s), 1f));
    v.nextHit().ifPresent(s -> set(out, offset, 34, cellOf(s), 1f));
    v.storm().ifPresent(s -> set(out, offset, 35, cellOf(s), 1f));
    for (Square s : v.flagChoices()) {
      set(out, offset, 36, cellOf(s), 1f);
    }
    if (v.decision().isPresent()) {
      out[tail + 51 + v.decision().get().kind().ordinal()] = 1f;
      out[tail + 61 + Math.floorMod(v.decision().get().seat().index() - me, players)] = 1f;
    } else {
      out[tail + 65] = 1f;
    }
    out[tail + 66 + v.step()] = 1f;
    out[tail + 70] = v.turn() / 100f;
    out[tail + 71] = counters.actionsUsed() / 2f;
    out[tail + 72] = counters.reinforced() ? 1f : 0f;
    out[tail + 73] = counters.boughtReinforcement() ? 1f : 0f;
    out[tail + 74 + players - 2] = 1f;
    for (IslandOption o : v.options()) {
      out[tail + 77 + o.ordinal()] = 1f;
    }
    for (int k = 0; k < 4; k++) {
      out[tail + 85 + k] = unseen[k] / 32f;
    }
  }

  /**
   * The perfect-recall information-state string of a seat (see the class comment).
   *
   * @param transcript the seat's transcript
   * @return the string
   * @throws IllegalArgumentException for a transcript of another game
   */
  @Override
  public String infoState(Transcript transcript) {
    IslandView v = IslandResearch.view(transcript);
    StringBuilder sb = new StringBuilder(256 + 64 * transcript.size());
    sb.append(publicRules(v.game())).append('|').append(transcript.seat());
    for (Transcript.Entry e : transcript.entries()) {
      sb.append('|');
      if (e.action().isPresent()) {
        sb.append(e.action().get().notation());
      } else {
        sb.append(e.actor()).append(" setup");
      }
      for (var ev : e.events()) {
        sb.append(';').append(ev);
      }
    }
    sb.append('|').append(v.decision().map(d -> d.seat() + " " + d.kind()).orElse("over"));
    return sb.toString();
  }

  /**
   * The public rules of a game as text: players, first seat, turn limit, toggles and stone cells;
   * never a layout or a seed (a game holds neither).
   *
   * @param game the game
   * @return the text, such as {@code players=2,first=RED,turn_limit=0,options=[],stones=[b2, e2,
   *     b5, e5]}
   */
  public static String publicRules(IslandGame game) {
    return "players="
        + game.players()
        + ",first="
        + game.first()
        + ",turn_limit="
        + game.turnLimit()
        + ",options="
        + new java.util.TreeSet<>(game.options())
        + ",stones="
        + game.stones();
  }

  private static int cellOf(Square s) {
    return s.y() * Ring.SIZE + s.x();
  }

  private static void set(float[] out, int offset, int plane, int c, float value) {
    if (value != 0f) {
      out[offset + plane * AREA + c] = value;
    }
  }
}
