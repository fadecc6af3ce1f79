/**
 * Batched environments for reinforcement learning: {@link
 * io.github.strategorules.research.env.VectorEnv} steps many games of any game of the contract with
 * one call, writing each game's acting seat, its observation, its legal-action mask and ids,
 * rewards and episode flags into the caller's {@link
 * io.github.strategorules.research.env.EnvBuffers} (arrays, or direct buffers that NumPy maps
 * without copies).
 *
 * <h2>Episodes</h2>
 *
 * An episode starts in play from {@link io.github.strategorules.research.env.Starts} (random setups
 * by default), or, with {@code setupEpisodes}, at the game's new game, its setup placed as
 * decisions. Starts are seeded from the environment's seed and the game's index alone, so a run
 * replays exactly and game {@code g} plays the same episodes whatever the number of games; with a
 * start pool they are drawn from starts made once, and stepping a game with a fast path (the
 * classic family) allocates nothing. An episode ends when the rules end the game ({@code
 * terminated}: +1 to each winner, -1 to every other seat, 0 to all on a draw) or after {@code
 * maxPlies} actions ({@code truncated}, rewards 0); what the step that ends it writes, and when the
 * next begins, the {@link io.github.strategorules.research.env.AutoresetMode} says (the final
 * observation, Gymnasium's {@code final_obs}, included). A game pinned to one hidden configuration
 * (a Lost Island spec with {@code seed=} or {@code layout=}) would replay the same hidden facts
 * every episode, so it is refused unless the builder allows it.
 *
 * <h2>A learner against opponents</h2>
 *
 * With {@code opponents} the library's bots play every seat but the learner's inside the step: the
 * caller's ids are the learner's decisions alone, every decision written is the learner's, and
 * {@code learnerRewards} holds its reward. A bot with a fast form on the game's fast path ({@link
 * io.github.strategorules.research.env.EnvOpponent}: the classic family's {@code heuristic} and
 * {@code random}) decides there, as it would from its seat's transcript and from nothing else; any
 * other bot ({@code search}, {@code reference}, {@code strategist}, a caller's {@code Bot}) decides
 * through its {@code Bot} API on its seat's transcript, folded from a referee that follows the game
 * ({@code Transcripts}): slow by nature (milliseconds a decision), on the environment's threads
 * too.
 *
 * <h2>Frames</h2>
 *
 * With {@code seatFrame} every observation and every id is in the frame of the seat it is for
 * ({@link io.github.strategorules.research.SeatFrame}): a classic policy sees its own back row at
 * the bottom whether it plays RED or BLUE, and answers with ids in that frame, which the
 * environment turns back before playing them; states, records and final states stay in the game's
 * own squares.
 *
 * <h2>What each seat sees</h2>
 *
 * An observation written for a seat is made from what that seat may know only (C-8; for Lost Island
 * its own transcript): on a fast path it is computed from the game's own position and equals the
 * kit's encoder over the seat's transcript; on the contract path it is the encoder's over that
 * transcript. The legal ids depend on nothing hidden from the acting seat but for what the rules
 * themselves let out, which {@code mayRevealHidden} tells: in the classic family, while the seat
 * chases under the more-squares rule, a forbidden or an allowed move can tell whether two
 * unrevealed enemy pieces share a type (C-6.1, C-R7; {@code ClassicView}), and the observation's
 * planes of forbidden moves carry the same fact. A game that must reveal nothing is played with
 * {@code more_squares=off}.
 *
 * <h2>Paths</h2>
 *
 * The environment knows no game: it runs a game on the fast path its research kit offers ({@link
 * io.github.strategorules.research.env.EnvKit}, {@link
 * io.github.strategorules.research.env.EnvSlot}; the classic family, every ruleset but free setups,
 * runs on the rules kernel with the same legality and end-of-game functions as its states, without
 * building states or views, nor allocating), and any other game, or any game given its own codec or
 * encoder, through the contract.
 */
@NullMarked
package io.github.strategorules.research.env;

import org.jspecify.annotations.NullMarked;
