/**
 * Tools for research bots on the classic family (see {@code docs/research.md}): a dense action
 * codec ({@link io.github.strategorules.core.research.ActionCodec}), per-player observation tensors
 * and information-state strings ({@link io.github.strategorules.core.research.Observations}), a
 * sampler of hidden information for determinized search
 * ({@link io.github.strategorules.core.research.HiddenStateSampler}), and reference bots
 * ({@link io.github.strategorules.core.research.Bot}). Everything a bot or an encoder reads comes from
 * one player's {@link io.github.strategorules.core.PlayerView}: hidden information stays hidden.
 */
@NullUnmarked
package io.github.strategorules.core.research;

import org.jspecify.annotations.NullUnmarked;

// Left out of the module's @NullMarked scope: this package moves to stratego-research, which
// marks it there (docs/nullness.md).
