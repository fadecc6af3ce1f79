/**
 * The game-neutral contract that every Stratego game of this library implements, as OpenSpiel's
 * games share one state interface: a registry that finds a {@link
 * io.github.strategorules.core.game.Game} by spec ({@link
 * io.github.strategorules.core.game.Games}); an immutable {@link
 * io.github.strategorules.core.game.GameState} with seats, who decides, every legal {@link
 * io.github.strategorules.core.game.Action} of the current phase (setup included), check and apply
 * in a sender's name, {@link io.github.strategorules.core.game.Event}s per seat, an {@link
 * io.github.strategorules.core.game.Outcome}, a {@link io.github.strategorules.core.game.View} per
 * seat and for a spectator; one text notation per action kind; game records of every game.
 *
 * <p>Each game keeps its typed, richer API beside the contract (classic: {@code ClassicState},
 * {@code Move}, {@code ClassicView}; Lost Island: {@code IslandState}, {@code IslandAction}, {@code
 * IslandView}) and its types implement the contract's interfaces, so a server, a command-line tool
 * or a bot written against this package works for every game, and the fast kernels know nothing of
 * it.
 *
 * <p>A game played by the contract alone, for any spec (Lost Island's with {@code
 * stratego-lostisland} on the path): every decision, the setup included, is an action of a deciding
 * seat; each seat gets its own events and view; the referee's record replays.
 *
 * <pre>{@code
 * Game game = Games.parse("classic");                         // or "barrage", "lost-island(players=3)"
 * GameState state = game.newGame(7);                          // the setup: placing pieces is an action too
 * SplittableRandom random = new SplittableRandom(7);
 * while (state.outcome().isEmpty()) {
 *   Seat seat = state.toDecide().get(0);                      // during a classic setup, both seats decide
 *   List<Action> decisions = state.decisions(seat);             // legal actions minus resign and draws
 *   Step step = state.apply(seat, decisions.get(random.nextInt(decisions.size())));
 *   List<? extends Event> forBlue = step.eventsFor(Seat.BLUE); // each client gets its own events
 *   state = step.state();
 * }
 * View blue = state.viewFor(Seat.BLUE);                        // and its own view
 * var replay = Games.replay(state.record());                   // the referee's record plays back
 * }</pre>
 *
 * <p>A server answers a client with {@code state.check(sender, action)} and {@code
 * state.apply(sender, action)}, which refuse an action in another seat's name before looking at it,
 * so the answer never describes what the sender may not know.
 */
package io.github.strategorules.core.game;
