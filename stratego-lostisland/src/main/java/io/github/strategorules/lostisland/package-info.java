/**
 * Stratego Lost Island, the base game of {@code docs/rules/lost-island.md} (LI-1 to LI-11, views
 * LI-13) and the advanced toggles of LI-12 ({@link
 * io.github.strategorules.lostisland.IslandOption}), for 2 to 4 players, implementing the
 * game-neutral contract of {@code io.github.strategorules.core.game} with a typed API: {@link
 * io.github.strategorules.lostisland.IslandGame} (the public game, found by {@code
 * Games.parse("lost-island(...)")}), {@link io.github.strategorules.lostisland.IslandState}, {@link
 * io.github.strategorules.lostisland.IslandAction}, {@link
 * io.github.strategorules.lostisland.IslandStep}, {@link
 * io.github.strategorules.lostisland.IslandEvent}, {@link
 * io.github.strategorules.lostisland.IslandOutcome}, {@link
 * io.github.strategorules.lostisland.IslandTermination} and {@link
 * io.github.strategorules.lostisland.IslandView}. Game records: {@link
 * io.github.strategorules.lostisland.IslandRecord}.
 *
 * <p>Start with {@link io.github.strategorules.lostisland.IslandGame#newGame} or, as a referee
 * holding a layout, {@link io.github.strategorules.lostisland.IslandConfig} (or a text spec such as
 * {@code lost-island(players=3)}) and {@link
 * io.github.strategorules.lostisland.IslandState#newGame}; drive the game with {@link
 * io.github.strategorules.lostisland.IslandState#legalActions(io.github.strategorules.core.game.Seat)}
 * and {@link
 * io.github.strategorules.lostisland.IslandState#apply(io.github.strategorules.core.game.Seat,
 * io.github.strategorules.core.game.Action)}; send each seat its {@link
 * io.github.strategorules.lostisland.IslandView} (which carries the public game), its redacted
 * events and its history ({@link io.github.strategorules.lostisland.IslandState#historyFor}), never
 * the config, its spec or a record, which hold the layout (LI-13). Any seat may resign, and offer
 * or accept a draw during play (LI-11.3, LI-11.4 [interp]). The rules and every reading the library
 * adopts where they are silent are in the project's {@code docs/rules/lost-island.md}.
 *
 * <pre>{@code
 * IslandGame game = IslandGame.parse("lost-island(players=3,secret_fights)"); // or Games.parse(spec)
 * IslandState state = game.newGame(7);                  // a layout drawn from the seed
 * Seat seat = state.toDecide().get(0);                  // RED, the first seat, places first
 * IslandAction first = state.legalDecisions().get(0);   // its decisions: here, a placement
 * IslandStep step = state.apply(first);                 // `state` itself is unchanged
 * IslandState next = step.state();
 * Optional<IslandReason> why = next.check(first);   // WRONG_DECISION: RED now orders its boat
 * List<IslandEvent> seen = step.eventsFor(Seat.GREEN);  // where RED placed, not which values
 * IslandView green = next.viewFor(Seat.GREEN);          // what GREEN may know (LI-13)
 * String board = green.toString();                      // RED's explorers drawn as 'R?'
 * }</pre>
 */
package io.github.strategorules.lostisland;
