/**
 * The game-neutral research layer (see {@code docs/research.md}): one {@link
 * io.github.strategorules.research.Bot} interface for every game, a seat's perfect-recall {@link
 * io.github.strategorules.research.Transcript}, the seeded {@link
 * io.github.strategorules.research.Match} and the multi-threaded {@link
 * io.github.strategorules.research.Arena} for 2 to 4 seats (rates and scores with 95% intervals,
 * Elo differences), any game's {@link io.github.strategorules.research.GameHistory} (from the
 * contract alone), the interfaces every game implements ({@link
 * io.github.strategorules.research.ActionCodec}, {@link
 * io.github.strategorules.research.ObservationEncoder}, {@link
 * io.github.strategorules.research.HiddenStateSampler}), one {@link
 * io.github.strategorules.research.SamplingException}, a generic {@link
 * io.github.strategorules.research.DeterminizedSearchBot}, and the registries {@link
 * io.github.strategorules.research.Research} (a game's {@link
 * io.github.strategorules.research.ResearchKit}) and {@link io.github.strategorules.research.Bots}.
 * Everything a bot, an encoder or a sampler reads is one seat's transcript: what that seat may
 * know, never a game state or referee data.
 */
package io.github.strategorules.research;
