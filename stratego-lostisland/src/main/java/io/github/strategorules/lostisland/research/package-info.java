/**
 * Tools for research bots on Lost Island ({@code docs/lost-island-research.md}): dense action ids
 * and legal-action masks ({@link io.github.strategorules.lostisland.research.IslandActionCodec}),
 * a seat's perfect-recall record of a game
 * ({@link io.github.strategorules.lostisland.research.IslandTranscript}), observation tensors and
 * information-state strings computed from that record alone
 * ({@link io.github.strategorules.lostisland.research.IslandObservations}), full states sampled
 * consistently with it for determinized search
 * ({@link io.github.strategorules.lostisland.research.IslandSampler}), and reference bots
 * ({@link io.github.strategorules.lostisland.research.IslandBot},
 * {@link io.github.strategorules.lostisland.research.IslandMatch}).
 */
@NullUnmarked
package io.github.strategorules.lostisland.research;

import org.jspecify.annotations.NullUnmarked;

// Left out of the module's @NullMarked scope: this package moves to stratego-research, which
// marks it there (docs/nullness.md).
