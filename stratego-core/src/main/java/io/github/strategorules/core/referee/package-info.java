/**
 * One referee for every transport: {@link io.github.strategorules.core.referee.Referee} holds a
 * game's full state and is the one place where a server, the engine protocol, an example server or
 * a bot match applies an action. It checks each action in its sender's name, keeps each seat's
 * clock ({@link io.github.strategorules.core.referee.TimeControl}), makes resignations and draws
 * one call each, and gives every seat and spectator its own share of each step ({@link
 * io.github.strategorules.core.referee.Update}): the step's actor and its action as the recipient
 * may see it (the library's one redaction of an action), a seat's own view, events and legal
 * actions, a spectator's public ones; a recipient that was away gets every step it has not seen,
 * each its own update ({@link io.github.strategorules.core.referee.Referee#updatesSince}).
 * Transports and bots' transcripts only carry or fold those shares.
 *
 * <p>Game-neutral: it is written against {@link io.github.strategorules.core.game} alone, with no
 * type of one game; time comes from an injected nanosecond source, so tests are deterministic.
 */
package io.github.strategorules.core.referee;
