/**
 * The research kit of the toy game ({@link io.github.strategorules.template.research.ToyResearch}),
 * what a game adds so that the research layer's bots, arena and batched environment serve it: dense
 * action ids ({@link io.github.strategorules.template.research.ToyActionCodec}), an observation
 * made from a seat's transcript alone ({@link
 * io.github.strategorules.template.research.ToyObservations}), a sampler of what a seat does not
 * know ({@link io.github.strategorules.template.research.ToySampler}), and a bot better than random
 * ({@link io.github.strategorules.template.research.ToyHeuristicBot}). A package of its own, so
 * that the game's package stays on the contract alone.
 */
package io.github.strategorules.template.research;
