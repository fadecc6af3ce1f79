/**
 * The research kit of Lost Island ({@link
 * io.github.strategorules.research.lostisland.IslandResearch}): dense action ids and legal-action
 * masks ({@link io.github.strategorules.research.lostisland.IslandActionCodec}), observation
 * tensors and information-state strings computed from a seat's transcript alone ({@link
 * io.github.strategorules.research.lostisland.IslandObservations}), full states sampled
 * consistently with it for determinized search ({@link
 * io.github.strategorules.research.lostisland.IslandSampler}), and the reference bots {@code
 * random}, {@code heuristic} ({@link
 * io.github.strategorules.research.lostisland.HeuristicIslandBot}) and {@code search}. See {@code
 * docs/research.md}.
 */
package io.github.strategorules.research.lostisland;
