/**
 * The game-neutral contract that every Stratego game of this library implements, as OpenSpiel's
 * games share one state interface: a registry that finds a {@link io.github.strategorules.core.game.Game}
 * by spec ({@link io.github.strategorules.core.game.Games}); an immutable
 * {@link io.github.strategorules.core.game.GameState} with seats, who decides, every legal
 * {@link io.github.strategorules.core.game.Action} of the current phase (setup included), check and
 * apply in a sender's name, {@link io.github.strategorules.core.game.Event}s per seat, an
 * {@link io.github.strategorules.core.game.Outcome}, a {@link io.github.strategorules.core.game.View}
 * per seat and for a spectator; one text notation per action kind; game records of every game.
 *
 * <p>Each game keeps its typed, richer API beside the contract (classic:
 * {@link io.github.strategorules.core.ClassicState}, {@code Move}, {@code PlayerView}; Lost Island:
 * {@code IslandState}, {@code IslandAction}, {@code IslandView}) and its types implement the
 * contract's interfaces, so a server, a command-line tool or a bot written against this package
 * works for every game, and the fast kernels know nothing of it.
 */
package io.github.strategorules.core.game;
