/**
 * Batched environments for reinforcement learning: {@link
 * io.github.strategorules.research.env.VectorEnv} steps many games of any game of the contract with
 * one call, writing each game's acting seat, its observation, its legal-action mask and ids,
 * rewards and episode flags into the caller's {@link
 * io.github.strategorules.research.env.EnvBuffers} (arrays, or direct buffers that NumPy maps
 * without copies). The environment knows no game: a game's research kit may give it a fast path
 * ({@link io.github.strategorules.research.env.EnvKit}, {@link
 * io.github.strategorules.research.env.EnvSlot}; the classic family's runs on the rules kernel
 * without allocating), and every other game runs through the contract. Observations come from what
 * the acting seat may know only (C-8).
 */
@NullMarked
package io.github.strategorules.research.env;

import org.jspecify.annotations.NullMarked;
