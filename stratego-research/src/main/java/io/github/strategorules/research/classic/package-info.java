/**
 * The research kit of the classic family ({@link
 * io.github.strategorules.research.classic.ClassicResearch}): a dense action codec ({@link
 * io.github.strategorules.research.classic.ClassicActionCodec}), per-player observation tensors and
 * information-state strings ({@link io.github.strategorules.research.classic.ClassicObservations}),
 * a sampler of hidden information for determinized search ({@link
 * io.github.strategorules.research.classic.ClassicSampler}), and the reference bots {@code random},
 * {@code heuristic}, {@code search} and {@code reference} ({@link
 * io.github.strategorules.research.classic.ReferenceBot}). Everything a bot or an encoder reads
 * comes from one player's {@link io.github.strategorules.core.view.ClassicView}: hidden information
 * stays hidden (C-8). See {@code docs/research.md}.
 */
package io.github.strategorules.research.classic;
