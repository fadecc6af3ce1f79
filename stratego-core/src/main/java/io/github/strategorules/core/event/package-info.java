/**
 * What a classic step tells (C-3 to C-7): the {@link
 * io.github.strategorules.core.event.ClassicEvent}s of a {@link
 * io.github.strategorules.core.ClassicStep} (each player receives its own, C-8), the {@link
 * io.github.strategorules.core.event.BattleResult} of an attack (C-4), and how a game ends: the
 * {@link io.github.strategorules.core.event.ClassicOutcome} and its {@link
 * io.github.strategorules.core.event.ClassicTermination}, which names the rule (C-7).
 */
package io.github.strategorules.core.event;
