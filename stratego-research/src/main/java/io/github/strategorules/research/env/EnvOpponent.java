package io.github.strategorules.research.env;

import java.util.SplittableRandom;

/**
 * A library bot's fast form on a game's fast path ({@link EnvSlots#opponent}): it chooses the
 * decision of the seat to act of one of that fast path's {@link EnvSlot}s, as the bot of the same
 * name ({@code Bots.byName(game, name)}) would from that seat's transcript, inside the
 * environment's step, without building states, views or transcripts.
 *
 * <p>The contract, which a kit's test must check (the classic family's {@code OpponentPathsTest}):
 *
 * <ul>
 *   <li>it reads only what the seat to act may know (C-8 for the classic family): never a hidden
 *       fact of another seat's pieces, so that a learner's hidden facts cannot change its choice;
 *   <li>from the same random source it chooses what the named bot chooses in the same position (the
 *       same draws, in the same order), so that an environment with the fast form plays the same
 *       episodes as one that runs the bot through its {@code Bot} API;
 *   <li>it returns an index into the slot's legal ids ({@code 0 <= i < legalCount}).
 * </ul>
 *
 * Not thread-safe: {@link EnvSlots#opponent} is asked for a new one for each block of games the
 * environment steps on one thread, so an implementation may keep scratch between calls.
 */
@FunctionalInterface
public interface EnvOpponent {
  /**
   * The decision of the seat to act of a slot.
   *
   * @param slot a slot of the fast path that made this opponent, during play, its seat to act being
   *     this opponent's seat
   * @param random the seat's random source for this game (the environment's, seeded from its seed
   *     and the game's index)
   * @return the index of the chosen id among the slot's legal ids, from 0 to its legal count - 1
   */
  int choose(EnvSlot slot, SplittableRandom random);
}
