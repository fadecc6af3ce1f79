package io.github.strategorules.examples.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.strategorules.core.board.Square;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.game.TableAction;
import io.github.strategorules.lostisland.IslandState;
import io.github.strategorules.lostisland.IslandView;
import io.github.strategorules.lostisland.Layout;
import io.github.strategorules.testkit.classic.ClassicTwins;
import io.github.strategorules.testkit.contract.HiddenFactTwins;
import io.github.strategorules.testkit.property.ChoiceGames;
import io.github.strategorules.testkit.property.Played;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The example server loop hosts classic, barrage, ultimate lightning and Lost Island with 2, 3 and
 * 4 seats to the end, through the same code; clients that send unreadable text, another seat's
 * action or an illegal one are refused with a reason and asked again; and no message a seat (or a
 * spectator) receives holds a fact hidden from it: a paired game that differs only in such facts
 * gives it the identical messages.
 */
class GameServerTest {
  /** A client that keeps every message and answers with a random legal action, sometimes not. */
  static final class RandomClient implements Client {
    final List<Message> received = new ArrayList<>();
    int refusals;
    private final List<String> sent;
    private final Game game;
    private final Seat seat;
    private final SplittableRandom random;
    private final boolean mischief;
    private List<String> legal = List.of();

    /** A client; what it sends is appended to a log (shared by the clients of a game). */
    RandomClient(Game game, Seat seat, long seed, boolean mischief, List<String> sent) {
      this.sent = sent;
      this.game = game;
      this.seat = seat;
      this.random = new SplittableRandom(seed);
      this.mischief = mischief;
    }

    @Override
    public void receive(Message m) {
      received.add(m);
      if (m instanceof Message.Welcome w) {
        legal = w.legal();
      } else if (m instanceof Message.Update u) {
        legal = u.legal();
      } else if (m instanceof Message.Refused) {
        refusals++;
      }
    }

    @Override
    public String decide() {
      if (mischief && random.nextInt(10) == 0) {
        Seat other = game.seats().get((seat.index() + 1) % game.seats().size());
        return List.of("hello", other + " resign", seat + " move a1-a1", seat + " fly b3")
            .get(random.nextInt(4));
      }
      // a decision of the game; resigning or offering a draw only rarely
      List<String> decisions = legal.stream().filter(t -> !table(game.parseAction(t))).toList();
      String text =
          decisions.isEmpty() || random.nextInt(2000) == 0
              ? legal.get(random.nextInt(legal.size()))
              : decisions.get(random.nextInt(decisions.size()));
      sent.add(text);
      return text;
    }

    private static boolean table(Action a) {
      return a instanceof TableAction;
    }
  }

  /** A client that sends the actions of a script, and keeps every message. */
  static final class ScriptedClient implements Client {
    final List<Message> received = new ArrayList<>();
    private final Iterator<String> script;

    ScriptedClient(List<String> script) {
      this.script = script.iterator();
    }

    @Override
    public void receive(Message m) {
      received.add(m);
    }

    @Override
    public String decide() {
      return script.next();
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "classic",
        "barrage",
        "ultimate_lightning",
        "lost-island(players=2)",
        "lost-island(players=3)",
        "lost-island(players=4)"
      })
  void everyGamePlaysToItsEndThroughTheSameLoop(String spec) {
    Game game = Games.parse(spec);
    Map<Seat, Client> clients = new EnumMap<>(Seat.class);
    for (Seat s : game.seats()) {
      clients.put(
          s, new RandomClient(game, s, 31L * s.index() + spec.hashCode(), true, new ArrayList<>()));
    }
    List<Message> watched = new ArrayList<>();
    GameState end = GameServer.of(spec, 7, clients, List.of(watched::add)).run();
    assertThat(end.outcome()).isPresent();
    for (Seat s : game.seats()) {
      RandomClient c = (RandomClient) clients.get(s);
      assertThat(c.received.get(0))
          .isInstanceOfSatisfying(Message.Welcome.class, w -> assertThat(w.seat()).contains(s));
      assertThat(c.received.get(c.received.size() - 1))
          .isEqualTo(new Message.GameOver(end.outcome().get()));
      assertThat(c.refusals).as("mischief is refused").isPositive();
      for (Message m : c.received) {
        if (m instanceof Message.Update u) {
          assertThat(u.view().seat()).contains(s); // its own view, never another's
        } else if (m instanceof Message.Refused r) {
          assertThat(r.reason()).isNotBlank();
        }
      }
    }
    assertThat(watched)
        .allSatisfy(
            m -> {
              if (m instanceof Message.Update u) {
                assertThat(u.view().seat()).isEmpty();
                assertThat(u.legal()).isEmpty();
              }
            });
    assertThat(Games.replay(end.record()).isLegal()).isTrue();
  }

  /**
   * A game is played with random clients, then a twin of it that differs only in facts hidden from
   * one seat is played with clients that send the twin's actions: that seat's client and a
   * spectator receive exactly the same messages.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "classic",
        "barrage",
        "ultimate_lightning",
        "lost-island(players=2)",
        "lost-island(players=3)",
        "lost-island(players=4)"
      })
  void aSeatReceivesTheSameMessagesWhenOnlyHiddenFactsDiffer(String spec) {
    Game game = Games.parse(spec);
    int compared = 0;
    for (long seed = 1; seed <= 6; seed++) {
      Map<Seat, Client> clients = new EnumMap<>(Seat.class);
      List<String> sent = new ArrayList<>(); // every text is legal, so applied in the order sent
      for (Seat s : game.seats()) {
        clients.put(s, new RandomClient(game, s, seed * 131 + s.index(), false, sent));
      }
      List<Message> watched = new ArrayList<>();
      GameState start = game.newGame(seed);
      GameState end = new GameServer(start, clients, List.of(watched::add)).run();
      Played<GameState> played =
          ChoiceGames.replay(start, sent.stream().map(game::parseAction).toList());
      assertThat(played.last().record()).isEqualTo(end.record());
      for (Seat viewer : game.seats()) {
        Optional<HiddenFactTwins.Twin> twin = twins(game).twin(played, viewer, seed);
        if (twin.isEmpty()) {
          continue;
        }
        Map<Seat, Client> scripted = new EnumMap<>(Seat.class);
        for (Seat s : game.seats()) {
          scripted.put(
              s,
              new ScriptedClient(
                  twin.get().actions().stream()
                      .filter(a -> a.seat() == s)
                      .map(Action::notation)
                      .toList()));
        }
        List<Message> watchedTwin = new ArrayList<>();
        GameState twinEnd =
            new GameServer(twin.get().start(), scripted, List.of(watchedTwin::add)).run();
        assertThat(twinEnd.record())
            .as("the referee sees the difference")
            .isNotEqualTo(end.record());
        List<Message> a = ((RandomClient) clients.get(viewer)).received;
        List<Message> b = ((ScriptedClient) scripted.get(viewer)).received;
        assertThat(b).as("%s's messages", viewer).isEqualTo(a);
        assertThat(b.toString()).isEqualTo(a.toString());
        assertThat(watchedTwin).as("a spectator's messages").isEqualTo(watched);
        compared++;
      }
    }
    assertThat(compared).as("paired games compared").isPositive();
  }

  private static HiddenFactTwins twins(Game game) {
    return game.family().equals("classic") ? ClassicTwins.INSTANCE : GameServerTest::islandTwin;
  }

  /** Lost Island: two face-down tiles of a kind nobody saw, with different contents, exchanged. */
  private static Optional<HiddenFactTwins.Twin> islandTwin(
      Played<GameState> game, Seat viewer, long seed) {
    IslandState start = (IslandState) game.start();
    IslandView end = ((IslandState) game.last()).refereeView();
    List<Square> down = new ArrayList<>();
    for (int y = 0; y < 6; y++) {
      for (int x = 0; x < 6; x++) {
        Square q = Square.of(x, y);
        if (end.cell(q).kind() == IslandView.CellKind.GREEN_FACE_DOWN) {
          down.add(q);
        }
      }
    }
    for (Square a : down) {
      for (Square b : down) {
        if (!end.cell(a).tile().equals(end.cell(b).tile())) {
          Layout swapped = start.config().layout().swap(a, b);
          return Optional.of(
              new HiddenFactTwins.Twin(
                  IslandState.newGame(start.config().toBuilder().layout(swapped).build()),
                  game.actions()));
        }
      }
    }
    return Optional.empty();
  }
}
