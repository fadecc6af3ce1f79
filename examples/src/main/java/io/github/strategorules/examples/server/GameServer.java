package io.github.strategorules.examples.server;

import io.github.strategorules.core.error.NotationException;
import io.github.strategorules.core.game.Action;
import io.github.strategorules.core.game.Game;
import io.github.strategorules.core.game.GameState;
import io.github.strategorules.core.game.Games;
import io.github.strategorules.core.game.Seat;
import io.github.strategorules.core.referee.Referee;
import io.github.strategorules.core.referee.Shares;
import io.github.strategorules.core.referee.Update;
import io.github.strategorules.core.referee.Verdict;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * An example game server loop, without a network: it hosts any game of the library by its spec
 * through the game-neutral contract alone, with no line that knows which game it runs. The state
 * stays with the server (the referee); each seat's client receives only its own view, its own
 * events and the actions it may take, as text; spectators receive the public view and events.
 * Clients send actions as text, which the server reads ({@link Game#parseAction}) and hands to the
 * game's {@link Referee}, which checks it in the sender's name and applies it; a refusal goes back
 * to the sender with its reason, which never names a hidden fact, and the sender is asked again.
 *
 * <pre>{@code
 * GameServer server = new GameServer(Games.parse("lost-island(players=3)").newGame(42),
 *     Map.of(Seat.RED, red, Seat.BLUE, blue, Seat.GREEN, green), List.of(spectator::add));
 * Outcome outcome = server.run();
 * }</pre>
 */
public final class GameServer {
  /**
   * A seat that sends this many refused actions in a row resigns (a broken client must not hang the
   * game).
   */
  public static final int MAX_REFUSALS = 20;

  private final Game game;
  private final Map<Seat, Client> seats;
  private final List<Consumer<Message>> spectators;
  private final Referee referee;

  /**
   * A server for a game from its start.
   *
   * @param start the new game, such as {@code Games.parse(spec).newGame(seed)}
   * @param seats a client for every seat of the game
   * @param spectators whoever watches: public messages only
   * @throws IllegalArgumentException when a seat of the game has no client
   */
  public GameServer(GameState start, Map<Seat, Client> seats, List<Consumer<Message>> spectators) {
    this.referee =
        Referee.builder(Objects.requireNonNull(start, "start")).listener(this::stepped).build();
    this.game = referee.game();
    this.seats = Map.copyOf(seats);
    this.spectators = List.copyOf(spectators);
    for (Seat s : game.seats()) {
      if (!this.seats.containsKey(s)) {
        throw new IllegalArgumentException("no client for " + s);
      }
    }
  }

  /**
   * A server for a new game of a spec.
   *
   * @param spec the game, such as {@code barrage} or {@code lost-island(players=4)}
   * @param seed the new game's seed
   * @param seats a client for every seat
   * @param spectators whoever watches
   * @return the server
   */
  public static GameServer of(
      String spec, long seed, Map<Seat, Client> seats, List<Consumer<Message>> spectators) {
    return new GameServer(Games.parse(spec).newGame(seed), seats, spectators);
  }

  /**
   * Plays the game to its end: asks each deciding seat in turn for an action, checks it in the
   * sender's name, applies it and sends every client and spectator what it may see.
   *
   * @return the final state (the referee's: its record is the game's record)
   */
  public GameState run() {
    for (Seat s : game.seats()) {
      Update u = referee.arrivalFor(Optional.of(s));
      seats
          .get(s)
          .receive(
              new Message.Welcome(
                  game.spec(),
                  Optional.of(s),
                  u.view(),
                  u.legalActions().stream().map(Action::notation).toList()));
    }
    Update pub = referee.arrivalFor(Optional.empty());
    for (Consumer<Message> watcher : spectators) {
      watcher.accept(new Message.Welcome(game.spec(), Optional.empty(), pub.view(), List.of()));
    }
    while (!referee.isOver()) {
      for (Seat sender : referee.state().toDecide()) {
        if (!referee.isOver() && referee.state().toDecide().contains(sender)) {
          turn(sender);
        }
      }
    }
    GameState state = referee.state();
    for (Seat s : game.seats()) {
      seats.get(s).receive(new Message.GameOver(state.outcome().orElseThrow()));
    }
    for (Consumer<Message> watcher : spectators) {
      watcher.accept(new Message.GameOver(state.outcome().orElseThrow()));
    }
    return state;
  }

  /** One action of a seat: asked until it sends one the rules accept (or it resigns). */
  private void turn(Seat sender) {
    Client client = seats.get(sender);
    for (int refused = 0; ; refused++) {
      if (refused == MAX_REFUSALS) {
        referee.resign(sender);
        return;
      }
      String text = client.decide();
      Action action;
      try {
        action = game.parseAction(text);
      } catch (NotationException e) {
        client.receive(new Message.Refused(text, "UNREADABLE", e.getMessage()));
        continue;
      }
      if (referee.submit(sender, action) instanceof Verdict.Refused r) {
        client.receive(new Message.Refused(text, r.reason().name(), r.reason().description()));
        continue;
      }
      return;
    }
  }

  /** The referee applied a step: every client and spectator gets its own share of it. */
  private void stepped(Shares shares) {
    for (Seat s : game.seats()) {
      Update u = shares.forSeat(s);
      seats
          .get(s)
          .receive(
              new Message.Update(
                  u.events(), u.view(), u.legalActions().stream().map(Action::notation).toList()));
    }
    if (!spectators.isEmpty()) {
      Update u = shares.forSpectators();
      spectators.forEach(
          watcher -> watcher.accept(new Message.Update(u.events(), u.view(), List.of())));
    }
  }
}
